/**
 * A direct message through the offline queue, like a tick: written offline it waits on this device (kept in the
 * saved copy, so also over a reload), shown in its conversation as not sent yet, and goes when the connection is
 * back, in order with the other changes. It carries a change id: the server sends it once however often it is
 * sent (a tab closed while the request was out, two tabs holding the same saved change), and `once` keeps a
 * second tab from even trying. A message the server refuses (a block, a request not accepted, the rate limit)
 * stays in its conversation with the reason, to copy, send again or delete.
 */
import { type Mutation, onlineManager, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { newChangeId } from './changeIds';
import { offlineKeys, type Stamped } from './changes';
import type { MessageVariables } from './messageDefaults';
import { registerOfflineMutations } from './register';

export type { MessageVariables } from './messageDefaults';

/** Queues a message to `to`: sent now when online, else when the connection is back. */
export function queueMessage(
  to: { username: string; name: string },
  text: string,
  client: QueryClient = queryClient,
) {
  registerOfflineMutations(client);
  const variables: MessageVariables & Stamped = {
    to: to.username,
    name: to.name,
    text,
    queued: !onlineManager.isOnline(),
    writtenAt: new Date().toISOString(),
    changeId: newChangeId(),
  };
  const mutation = client.getMutationCache().build(client, { mutationKey: [...offlineKeys.message] });
  void mutation.execute(variables).catch(() => {
    // Shown in the conversation (and told above when it was queued offline).
  });
  return variables;
}

type MessageMutation = Mutation<unknown, unknown, MessageVariables & Stamped>;

const messageMutations = (client: QueryClient, changeId: string) =>
  client
    .getMutationCache()
    .findAll({ mutationKey: offlineKeys.message })
    .filter((m) => (m.state.variables as Stamped | undefined)?.changeId === changeId) as MessageMutation[];

/** Deletes a message that was not sent (refused): it leaves the conversation. */
export function discardMessage(changeId: string, client: QueryClient = queryClient) {
  for (const m of messageMutations(client, changeId)) {
    if (m.state.status !== 'pending') client.getMutationCache().remove(m);
  }
}

/** Sends a refused message again, as a new message (a new change id): the refusal may not hold any more. */
export function resendMessage(changeId: string, client: QueryClient = queryClient) {
  const [failed] = messageMutations(client, changeId);
  if (!failed?.state.variables || failed.state.status !== 'error') return;
  const { to, name, text } = failed.state.variables;
  client.getMutationCache().remove(failed);
  queueMessage({ username: to, name }, text, client);
}
