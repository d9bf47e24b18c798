import { Divider, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../shared/ui/notify';
import { fetchNotificationSettings, notificationSettingsKey, updateNotificationSettings } from './api';
import { BellPreferences } from './PrivacySettings';

/** "E-mail me about unread messages": on by default; saved at once, rolled back if the server says no. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });
  const update = useMutation({
    mutationFn: updateNotificationSettings,
    onMutate: (emailOnMessage) => {
      const before = client.getQueryData(notificationSettingsKey);
      client.setQueryData(notificationSettingsKey, { emailOnMessage });
      return { before };
    },
    onError: (error, _v, context) => {
      client.setQueryData(notificationSettingsKey, context?.before);
      notifyError(t('settings.saveFailed'), error);
    },
    onSuccess: (data) => client.setQueryData(notificationSettingsKey, data),
  });
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      id="notifications"
      style={{ scrollMarginTop: 80 }}
      aria-labelledby="settings-notifications"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="settings-notifications">
          {t('settings.notifications')}
        </Title>
        {settings.isPending ? (
          <Skeleton h={40} radius="md" />
        ) : settings.isError ? (
          <Text c="red" fz="sm" role="alert">
            {t('settings.loadFailed')}
          </Text>
        ) : (
          <Switch
            size="md"
            checked={settings.data.emailOnMessage}
            onChange={(e) => update.mutate(e.currentTarget.checked)}
            label={t('settings.emailOnMessage')}
            description={t('settings.emailOnMessageText')}
            styles={{ body: { alignItems: 'flex-start' }, track: { cursor: 'pointer' } }}
          />
        )}
        <Divider />
        <BellPreferences />
      </Stack>
    </Paper>
  );
}
