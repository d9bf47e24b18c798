import { Avatar, Button, FileButton, Group, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { BaseBioField } from '@stepwise/domain/profile';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthdayInput } from './BirthdayInput';
import { AVATAR_TYPES, avatarProblem, type BasicInfo } from './basicInfo';
import { useProfileFieldsT } from './texts';

/**
 * First name, last name, birthday and photo (setup step 1 and the profile in settings). `missing`: the fields
 * the last try to go on found empty, each marked with what it needs until it is filled in.
 */
export function BasicInfoFields({
  value,
  onChange,
  missing,
}: {
  value: BasicInfo;
  onChange: (next: BasicInfo) => void;
  missing: readonly BaseBioField[] | null;
}) {
  const { t } = useTranslation();
  const pt = useProfileFieldsT();
  const [avatarError, setAvatarError] = useState<'avatarType' | 'avatarTooLarge' | null>(null);
  const preview = useMemo(() => (value.avatar ? URL.createObjectURL(value.avatar) : null), [value.avatar]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const avatarSrc = preview ?? value.existingAvatarUrl;
  // A mark goes as soon as its field is filled in.
  const mark = (field: BaseBioField, filled: boolean) =>
    missing?.includes(field) && !filled ? pt(`profileFields.missing.${field}`) : undefined;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('setup.firstName')}
          autoComplete="given-name"
          required
          value={value.firstName}
          onChange={(e) => onChange({ ...value, firstName: e.currentTarget.value })}
          error={mark('firstName', value.firstName.trim() !== '')}
        />
        <TextInput
          label={t('setup.lastName')}
          autoComplete="family-name"
          required
          value={value.lastName}
          onChange={(e) => onChange({ ...value, lastName: e.currentTarget.value })}
          error={mark('lastName', value.lastName.trim() !== '')}
        />
      </SimpleGrid>
      <BirthdayInput
        label={t('setup.birthday')}
        value={value}
        onChange={(birthday) => onChange({ ...value, ...birthday })}
        missing={mark('birthday', !!value.birthday || !!value.birthdayUnread)}
        showProblems={missing !== null}
      />
      <Input.Wrapper
        label={t('setup.avatar')}
        required
        id="avatar"
        labelElement="div"
        error={
          avatarError
            ? pt(`profileFields.${avatarError}`)
            : mark('avatar', value.avatar !== null || !!value.existingAvatarUrl)
        }
        errorProps={{ role: 'alert' }}
      >
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={avatarSrc}
            alt={avatarSrc ? t('setup.avatarPreview') : ''}
            size={72}
            radius="xl"
            color="info"
          >
            <IconPhotoUp size={28} aria-hidden="true" />
          </Avatar>
          <Stack gap={4}>
            <FileButton
              accept={AVATAR_TYPES.join(',')}
              onChange={(file) => {
                // Checked at once: a file the server would refuse is never kept.
                const problem = file ? avatarProblem(file) : null;
                setAvatarError(problem);
                if (!problem) onChange({ ...value, avatar: file });
              }}
              inputProps={{ 'aria-labelledby': 'avatar-label' }}
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />}>
                  {avatarSrc ? t('setup.avatarChange') : t('setup.avatarChoose')}
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c="dimmed">
              {t('setup.avatarHint')}
            </Text>
          </Stack>
        </Group>
      </Input.Wrapper>
    </Stack>
  );
}
