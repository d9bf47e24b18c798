import {
  Button,
  CopyButton,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  CalendarFeedDocument,
  CloseCalendarFeedDocument,
  OpenCalendarFeedDocument,
  RegenerateCalendarFeedDocument,
} from '../../gen/graphql';
import { request } from '../../shared/api/graphql';
import { useReminderTexts } from '../../shared/reminders/texts';
import { type PushState, pushState, turnPushOff, turnPushOn } from '../../shared/reminders/webPush';
import { notifyError, notifySuccess } from '../../shared/ui/notify';

/** "Remind me in this browser": this device's Web Push subscription, on or off. */
function BrowserReminders() {
  const r = useReminderTexts();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  if (state === null) return <Skeleton h={40} radius="md" />;
  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setState(next);
      if (next === 'on' || next === 'off') notifySuccess(r(next === 'on' ? 'push.on' : 'push.off'));
    } catch (error) {
      notifyError(r('push.failed'), error);
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <Switch
        size="md"
        checked={state === 'on'}
        disabled={busy || state === 'unsupported' || state === 'blocked'}
        onChange={(e) => void change(e.currentTarget.checked)}
        label={r('push.label')}
        description={r('push.description')}
        styles={{ body: { alignItems: 'flex-start' }, track: { cursor: 'pointer' } }}
      />
      {(state === 'blocked' || state === 'unsupported') && (
        <Text fz="sm" role="status">
          {r(state === 'blocked' ? 'push.blocked' : 'push.unsupported')}
        </Text>
      )}
    </Stack>
  );
}

const feedKey = ['settings', 'calendarFeed'] as const;

/** The calendar feed's secret address: get it, copy it, make a new one (the old one stops), turn it off. */
function CalendarFeed() {
  const r = useReminderTexts();
  const client = useQueryClient();
  const feed = useQuery({
    queryKey: feedKey,
    queryFn: async ({ signal }) => (await request(CalendarFeedDocument, {}, { signal })).calendarFeed ?? null,
  });
  const change = useMutation({
    mutationFn: async (action: 'open' | 'regenerate' | 'close') => {
      if (action === 'open') return (await request(OpenCalendarFeedDocument, {})).openCalendarFeed;
      if (action === 'regenerate')
        return (await request(RegenerateCalendarFeedDocument, {})).regenerateCalendarFeed;
      await request(CloseCalendarFeedDocument, {});
      return null;
    },
    onSuccess: (data, action) => {
      client.setQueryData(feedKey, data);
      if (action === 'regenerate') notifySuccess(r('calendar.regenerated'));
      if (action === 'close') notifySuccess(r('calendar.turnedOff'));
    },
    onError: (error) => notifyError(r('calendar.failed'), error),
  });
  if (feed.isPending) return <Skeleton h={40} radius="md" />;
  const url = feed.data?.url;
  return (
    <Stack gap="xs">
      <Text fw={500}>{r('calendar.title')}</Text>
      <Text fz="sm" c="dimmed">
        {r('calendar.description')}
      </Text>
      {url ? (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={r('calendar.address')}
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} miw={110}>
                  {r(copied ? 'calendar.copied' : 'calendar.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text fz="sm" c="dimmed">
            {r('calendar.how')}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              loading={change.isPending && change.variables === 'regenerate'}
              onClick={() => {
                if (window.confirm(r('calendar.regenerateConfirm'))) change.mutate('regenerate');
              }}
            >
              {r('calendar.regenerate')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              loading={change.isPending && change.variables === 'close'}
              onClick={() => change.mutate('close')}
            >
              {r('calendar.turnOff')}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button variant="light" loading={change.isPending} onClick={() => change.mutate('open')}>
            {r('calendar.turnOn')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Settings: step reminders in this browser (Web Push) and in any calendar (the feed). */
export function RemindersSettings() {
  const r = useReminderTexts();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      id="reminders"
      style={{ scrollMarginTop: 80 }}
      aria-labelledby="settings-reminders"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="settings-reminders">
          {r('push.title')}
        </Title>
        <BrowserReminders />
        <Divider />
        <CalendarFeed />
      </Stack>
    </Paper>
  );
}
