import { Select, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UpdatePreferencesDocument } from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { type AccountSettings, accountSettingsKey, accountSettingsQuery } from '../../shared/settings/api';
import { notifyError } from '../../shared/ui/notify';
import { useAccountTexts } from './texts';

type Variables = { defaultVisibility?: string; notifications?: Array<{ kind: string; enabled: boolean }> };

/** Saves at once and shows the change before the answer; rolled back if the server says no. */
function useSavePreferences() {
  const t = useAccountTexts();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => request(UpdatePreferencesDocument, variables),
    onMutate: (variables) => {
      const before = client.getQueryData<AccountSettings | null>(accountSettingsKey);
      if (before) {
        client.setQueryData<AccountSettings>(accountSettingsKey, {
          ...before,
          ...(variables.defaultVisibility ? { defaultVisibility: variables.defaultVisibility } : {}),
          notificationPrefs: before.notificationPrefs.map(
            (p) => variables.notifications?.find((n) => n.kind === p.kind) ?? p,
          ),
        });
      }
      return { before };
    },
    onError: (error, _v, context) => {
      client.setQueryData(accountSettingsKey, context?.before);
      notifyError(t('account.saveFailed'), error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountSettingsKey }),
  });
}

/** Privacy: the visibility new goals start with; 'auto' (not set) lets each goal's kind decide. */
export function PrivacySettings() {
  const t = useAccountTexts();
  const settings = useQuery(accountSettingsQuery());
  const save = useSavePreferences();
  if (!settings.data) return <Skeleton h={60} radius="md" />;
  return (
    <Select
      label={t('account.privacy.label')}
      description={t('account.privacy.description')}
      data={(['auto', 'private', 'followers', 'public'] as const).map((v) => ({
        value: v,
        label: t(`account.privacy.values.${v}`),
      }))}
      value={settings.data.defaultVisibility}
      allowDeselect={false}
      onChange={(v) => {
        if (v) save.mutate({ defaultVisibility: v });
      }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** The bell: one switch per kind of notification (a muted kind is not written at all). */
export function BellPreferences() {
  const t = useAccountTexts();
  const settings = useQuery(accountSettingsQuery());
  const save = useSavePreferences();
  return (
    <Stack gap="sm" role="group" aria-labelledby="settings-bell-title">
      <div>
        <Title order={3} fz="md" id="settings-bell-title">
          {t('account.bell.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('account.bell.description')}
        </Text>
      </div>
      {!settings.data ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {settings.data.notificationPrefs.map((p) => (
            <Switch
              key={p.kind}
              checked={p.enabled}
              label={t(`account.bell.kinds.${p.kind}` as never)}
              onChange={(e) =>
                save.mutate({ notifications: [{ kind: p.kind, enabled: e.currentTarget.checked }] })
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
