/**
 * Mounted by the app inside the native shells only (loaded apart: the web bundle never carries it). Listens to
 * the user's live task changes (a tick on another device) for the reminders, and asks once, with a reason,
 * for Android's exact-alarm permission when it is off; without it reminders still come, inexact.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { queryClient } from '../api/queryClient';
import { goalKeys } from '../goals/api';
import { useTexts } from '../i18n/namespace';
import { readItem, writeItem } from '../lib/storage';
import { useLive } from '../live/useLive';
import { useSession } from '../session/store';
import { applyTaskChange, initReminders, openExactAlarmSettings } from './reminders.instance';
import { TaskChangedDocument } from './taskChanged';
import { NATIVE_NS, type NativeTextKey, registerNativeTexts } from './texts';

registerNativeTexts();

/** Set once the user answered the exact-alarm prompt (either way): it is not asked again. */
export const EXACT_ALARM_ASKED_KEY = 'stepwise.exactAlarmAsked';

export default function NativeReminders() {
  const t = useTexts<NativeTextKey>([NATIVE_NS]);
  const [askExact, setAskExact] = useState(false);
  // Asked of someone signed in (who has steps to be reminded of), not of a visitor on the welcome page.
  const signedIn = useSession((s) => Boolean(s.user));

  useEffect(() => {
    let live = true;
    void initReminders()
      .then((status) => {
        const wanted =
          status.platform === 'android' &&
          status.permission === 'granted' &&
          status.exactAlarm === 'denied' &&
          !readItem(EXACT_ALARM_ASKED_KEY);
        if (live && wanted) setAskExact(true);
      })
      .catch(() => undefined); // S-N8: start-up failures are ignored
    return () => {
      live = false;
    };
  }, []);

  useLive(
    TaskChangedDocument,
    (data) => void applyTaskChange(data.taskChanged.change, data.taskChanged.task),
    {
      // What changed while the stream was down (or before it opened) comes with the refetch.
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: goalKeys.all }),
    },
  );

  const answer = (open: boolean) => {
    writeItem(EXACT_ALARM_ASKED_KEY, '1');
    setAskExact(false);
    if (open) void openExactAlarmSettings().catch(() => undefined);
  };

  return (
    <Modal
      opened={askExact && signedIn}
      onClose={() => answer(false)}
      centered
      radius="lg"
      title={
        <Group gap="xs">
          <IconAlarm size={20} aria-hidden />
          <Text fw={600}>{t('exactAlarm.title')}</Text>
        </Group>
      }
    >
      <Text fz="sm">{t('exactAlarm.text')}</Text>
      <Stack gap="xs" mt="lg">
        <Button fullWidth onClick={() => answer(true)}>
          {t('exactAlarm.open')}
        </Button>
        <Button fullWidth variant="default" onClick={() => answer(false)}>
          {t('exactAlarm.later')}
        </Button>
      </Stack>
    </Modal>
  );
}
