import { Avatar, Button, FileButton, Group, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPhotoUp } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_FORMAT, parseDottedDate } from '../../shared/lib/date';
import type { BasicInfo } from './wizard';

const TODAY = dayjs().format('YYYY-MM-DD');

export function BasicStep({ value, onChange }: { value: BasicInfo; onChange: (next: BasicInfo) => void }) {
  const { t } = useTranslation();
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
        required
        valueFormat={CALENDAR_FORMAT}
        dateParser={(input) => parseDottedDate(input)}
        maxDate={TODAY}
        value={value.birthday}
        onChange={(birthday) => onChange({ ...value, birthday })}
        clearable
        autoComplete="bday"
      />
      <Input.Wrapper label={t('setup.avatar')} required id="avatar" labelElement="div">
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
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(file) => onChange({ ...value, avatar: file })}
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
