import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { notifyError, notifySuccess } from '../ui/notify';
import { canAsk, DISMISSED } from './askNow';
import { useReminderTexts } from './texts';
import { turnPushOn } from './webPush';

/**
 * Asks once, with the reason, whether this browser should remind of steps: shown on the plans page once the
 * person has a goal (never at first load, never before there is something to remind of), while the browser has
 * not been asked yet. "Not now" hides it on this device; settings turn reminders on or off any time.
 */
export function ReminderPrompt({ hasGoal }: { hasGoal: boolean }) {
  const r = useReminderTexts();
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const show = useMemo(() => hasGoal && canAsk(), [hasGoal]);
  if (!show || closed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED, '1');
    setClosed(true);
  };
  const allow = async () => {
    setBusy(true);
    try {
      const state = await turnPushOn();
      if (state === 'on') notifySuccess(r('push.on'));
      dismiss();
    } catch (error) {
      notifyError(r('push.failed'), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      mb="lg"
      role="region"
      aria-labelledby="reminder-prompt-title"
      data-testid="reminder-prompt"
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <IconBell size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600} id="reminder-prompt-title">
            {r('prompt.title')}
          </Text>
          <Text fz="sm" c="dimmed">
            {r('prompt.text')}
          </Text>
          <Group gap="xs" mt={4}>
            <Button size="sm" loading={busy} onClick={() => void allow()}>
              {r('prompt.allow')}
            </Button>
            <Button size="sm" variant="subtle" onClick={dismiss}>
              {r('prompt.later')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
