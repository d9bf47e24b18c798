import { Avatar, Button, FileButton, Group, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_FORMAT, parseDottedDate } from '../../shared/lib/date';
import { useSetupPagesT } from './texts';
import { AVATAR_TYPES, avatarProblem, type BasicInfo, birthdayCalendar } from './wizard';

export function BasicStep({ value, onChange }: { value: BasicInfo; onChange: (next: BasicInfo) => void }) {
  const { t } = useTranslation();
  const pagesT = useSetupPagesT();
  // Each opening starts on a chosen birthday's month, else on the decade of 25 years ago. The level is held
  // here and set at each opening: a quick reopen (before the closing transition unmounted the calendar)
  // would otherwise keep the level it had.
  const calendar = birthdayCalendar(new Date(), value.birthday);
  const [level, setLevel] = useState<'month' | 'year' | 'decade'>(calendar.defaultLevel);
  const [avatarError, setAvatarError] = useState<'avatarType' | 'avatarTooLarge' | null>(null);
  const preview = useMemo(() => (value.avatar ? URL.createObjectURL(value.avatar) : null), [value.avatar]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const avatarSrc = preview ?? value.existingAvatarUrl;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('setup.firstName')}
          autoComplete="given-name"
          required
          value={value.firstName}
          onChange={(e) => onChange({ ...value, firstName: e.currentTarget.value })}
        />
        <TextInput
          label={t('setup.lastName')}
          autoComplete="family-name"
          required
          value={value.lastName}
          onChange={(e) => onChange({ ...value, lastName: e.currentTarget.value })}
        />
      </SimpleGrid>
      <DateInput
        label={t('setup.birthday')}
        placeholder={t('setup.birthdayPlaceholder')}
        description={pagesT('setupPages.birthdayHint')}
        required
        valueFormat={CALENDAR_FORMAT}
        dateParser={(input) => parseDottedDate(input)}
        minDate={calendar.minDate}
        maxDate={calendar.maxDate}
        defaultDate={calendar.defaultDate}
        level={level}
        onLevelChange={setLevel}
        popoverProps={{ onOpen: () => setLevel(calendar.defaultLevel) }}
        value={value.birthday}
        onChange={(birthday) => onChange({ ...value, birthday })}
        clearable
        autoComplete="bday"
      />
      <Input.Wrapper
        label={t('setup.avatar')}
        required
        id="avatar"
        labelElement="div"
        error={avatarError ? pagesT(`setupPages.${avatarError}`) : undefined}
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
                // Checked at once: a file the server would refuse is never kept for Next.
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
