import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlarm, IconAlertTriangle, IconBell, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderStatus, TestReminderResult } from '../../shared/native/reminders';
import { type DiagnosticsKey, useDiagnosticsTexts } from './texts';

/** Loaded only inside the shells: the web bundle of /test never carries the plugin. */
const instance = () => import('../../shared/native/reminders.instance');

const permissionColor = { granted: 'green', denied: 'red', prompt: 'yellow' } as Record<string, string>;

/** /test's reminders: their state on this device and "Send a test reminder" (native only). */
export function RemindersPanel({ native }: { native: boolean }) {
  const d = useDiagnosticsTexts();
  const { i18n } = useTranslation();
  const [status, setStatus] = useState<ReminderStatus | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TestReminderResult | null>(null);

  const refresh = useCallback(async () => {
    if (!native) return;
    try {
      setStatus(await (await instance()).reminderStatus());
    } catch {
      setStatus(null);
    }
  }, [native]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const send = async () => {
    setSending(true);
    setResult(null);
    try {
      setResult(await (await instance()).sendTestReminder());
    } catch (error) {
      setResult({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
      void refresh();
    }
  };

  const allowExact = async () => {
    await (await instance()).openExactAlarmSettings().catch(() => undefined);
    void refresh();
  };

  const time = (at: number) =>
    new Date(at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

  const permissionText = (state: string) =>
    d(
      (['granted', 'denied', 'prompt'].includes(state)
        ? `reminders.${state}`
        : 'reminders.unknown') as DiagnosticsKey,
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconBell size={20} aria-hidden />
          <Title order={2} fz="lg">
            {d('reminders.title')}
          </Title>
        </Group>
        {!native ? (
          <Text fz="sm" c="dimmed">
            {d('reminders.webOnly')}
          </Text>
        ) : (
          <>
            {status && (
              <Table verticalSpacing="xs" variant="vertical" layout="fixed">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={{ base: 140, sm: 220 }}>{d('reminders.permission')}</Table.Th>
                    <Table.Td>
                      <Badge color={permissionColor[status.permission] ?? 'gray'} variant="light">
                        {permissionText(status.permission)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                  {status.platform === 'android' && (
                    <Table.Tr>
                      <Table.Th>{d('reminders.exactAlarm')}</Table.Th>
                      <Table.Td>
                        <Stack gap={6} align="flex-start">
                          <Text fz="sm">
                            {status.exactAlarm === 'granted'
                              ? d('reminders.exactGranted')
                              : d('reminders.exactDenied')}
                          </Text>
                          {status.exactAlarm !== 'granted' && (
                            <Button
                              size="compact-sm"
                              variant="light"
                              leftSection={<IconAlarm size={14} />}
                              onClick={() => void allowExact()}
                              h="auto"
                              mih={32}
                              py={4}
                              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                            >
                              {d('reminders.allowExact')}
                            </Button>
                          )}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {status.pending !== null && (
                    <Table.Tr>
                      <Table.Th>{d('reminders.pending')}</Table.Th>
                      <Table.Td>
                        <Text fz="sm">{d('reminders.pendingCount', { count: status.pending })}</Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            )}
            <Group>
              <Button
                leftSection={<IconBell size={16} />}
                loading={sending}
                onClick={() => void send()}
                miw={44}
                mih={44}
              >
                {d('reminders.send')}
              </Button>
            </Group>
            <div aria-live="polite">
              {result?.status === 'scheduled' && (
                <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
                  {d('reminders.scheduled', { time: time(result.at) })}
                </Alert>
              )}
              {result?.status === 'denied' && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                  {d('reminders.blocked')}
                </Alert>
              )}
              {result?.status === 'error' && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                  {d('reminders.failed', { message: result.message })}
                </Alert>
              )}
              {result?.status === 'web' && (
                <Alert color="gray" variant="light">
                  {d('reminders.webOnly')}
                </Alert>
              )}
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
