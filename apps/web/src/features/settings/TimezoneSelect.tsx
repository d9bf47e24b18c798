import { Select } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore, useSession } from '../../shared/session/store';
import { accountSettingsKey } from '../../shared/settings/api';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { timeZoneLabel, timeZones } from './accountLogic';
import { useAccountTexts } from './texts';
import { updateSettings } from './updateSettings';

/** The time zone: a searchable list of the browser's IANA zones, saved on choice (the server checks it too). */
export function TimezoneSelect() {
  const t = useAccountTexts();
  const { i18n } = useTranslation();
  const current = useSession((s) => s.user?.timezone ?? 'UTC');
  const client = useQueryClient();
  const data = useMemo(
    () => timeZones(current).map((zone) => ({ value: zone, label: timeZoneLabel(zone, i18n.language) })),
    [current, i18n.language],
  );
  const save = useMutation({
    mutationFn: (timezone: string) => updateSettings({ timezone }),
    onSuccess: (result) => {
      sessionStore.getState().patchUser({ timezone: result.updateSettings.timezone });
      void client.invalidateQueries({ queryKey: accountSettingsKey });
      notifySuccess(t('account.timezone.saved'));
    },
    onError: (error) => notifyError(t('account.saveFailed'), error),
  });
  return (
    <Select
      label={t('account.timezone.label')}
      description={t('account.timezone.description')}
      placeholder={t('account.timezone.placeholder')}
      nothingFoundMessage={t('account.timezone.nothing')}
      data={data}
      value={current}
      searchable
      allowDeselect={false}
      limit={60}
      maxDropdownHeight={280}
      disabled={save.isPending}
      onChange={(zone) => {
        if (zone && zone !== current) save.mutate(zone);
      }}
      w={{ base: '100%', sm: 360 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
