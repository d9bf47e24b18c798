/**
 * Logging out with changes made offline still waiting to be sent: they would be lost (the device's copy is
 * deleted at sign-out), so the person is asked first: keep waiting, or log out anyway. Should the changes all be
 * sent while the question is open, it closes and the logout goes on: nothing is lost any more.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { offlineKeys } from '../offline/changes';
import { offlineT } from '../offline/texts';
import { closeButtonProps } from '../ui/notify';
import { sessionStore } from './store';

const QUESTION_ID = 'logout-pending-changes';

/** Changes made on this device not yet accepted by the server (waiting for the network or being sent). */
export function unsentChanges(client: QueryClient = queryClient): number {
  return client.getMutationCache().findAll({ mutationKey: offlineKeys.all, status: 'pending' }).length;
}

/** Asks; true to log out anyway. Closing the question is "keep waiting". */
function ask(client: QueryClient, count: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: boolean) => {
      if (settled) return;
      settled = true;
      stop();
      notifications.hide(QUESTION_ID);
      resolve(answer);
    };
    const stop = client.getMutationCache().subscribe(() => {
      if (unsentChanges(client) === 0) done(true);
    });
    notifications.show({
      id: QUESTION_ID,
      color: 'orange',
      autoClose: false,
      title: offlineT('logoutPending', { count }),
      closeButtonProps: closeButtonProps(),
      onClose: () => done(false),
      message: (
        <Stack gap="xs">
          <Text size="sm">{offlineT('logoutPendingText')}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={() => done(false)}>
              {offlineT('keepWaiting')}
            </Button>
            <Button size="compact-sm" color="red" variant="light" onClick={() => done(true)}>
              {offlineT('logoutAnyway')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/**
 * Logs out, first asking when changes made offline wait to be sent; false when the person chose to wait (still
 * signed in). The caller navigates to the login page only on true.
 */
export async function logoutAsking(client: QueryClient = queryClient): Promise<boolean> {
  const count = unsentChanges(client);
  if (count > 0 && !(await ask(client, count))) return false;
  await sessionStore.getState().logout();
  return true;
}
