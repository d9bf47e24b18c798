/**
 * A direct message through the offline queue, like a tick: written offline it waits on this device (kept in the
 * saved copy, so also over a reload), shown in its conversation as not sent yet, and goes when the connection is
 * back, in order with the other changes. It carries a change id: the server sends it once however often it is
 * sent (a tab closed while the request was out, two tabs holding the same saved change), and `once` keeps a
 * second tab from even trying. A message the server refuses (a block, a request not accepted, the rate limit)
 * stays in its conversation with the reason, to copy, send again or delete.
 */
import { type Mutation, onlineManager, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';
import { queryClient } from '../api/queryClient';
import { newChangeId, once } from './changeIds';
import { offlineKeys, type Stamped } from './changes';
import { failureText } from './errors';
import { offlineT } from './texts';

const SendQueuedMessageDocument = graphql(`
  mutation SendQueuedMessage($to: String!, $text: String!, $changeId: ID) {
    sendMessage(to: $to, text: $text, changeId: $changeId) {
      id
      conversationId
      mine
      text
      createdAt
      read
    }
  }
`);

export interface MessageVariables {
  /** The recipient's username. */
  to: string;
  /** Their name as the sender saw it (for the notification of a refusal). */
  name: string;
  text: string;
  /** Made offline: a refusal is also told in a notification (the conversation may be long closed). */
  queued: boolean;
  /** When it was written (ISO). */
  writtenAt: string;
}

type Sent = Awaited<ReturnType<typeof replayMessage>>;

async function replayMessage(v: MessageVariables & Stamped) {
  const { sendMessage } = await request(SendQueuedMessageDocument, {
    to: v.to,
    text: v.text,
    changeId: v.changeId ?? null,
  });
  return sendMessage;
}

// The messages feature's cache keys (features/messages/api.ts), written here for the sent message.
const historyKey = (username: string) => ['messages', 'history', username.toLowerCase()];

interface HistoryData {
  pages: Array<{ items: Array<{ id: string }> }>;
  pageParams: unknown[];
}

function appendSent(client: QueryClient, to: string, message: NonNullable<Sent>) {
  client.setQueryData<HistoryData>(historyKey(to), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, items: [...newest!.items, message] }, ...older] };
  });
}

interface QueueOptions {
  scope: { id: string };
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: (attempt: number) => number;
  tell: (line: string) => void;
}

/** The function of a queued message, registered with the queue's others (register.ts). */
export function registerMessageMutations(client: QueryClient, queue: QueueOptions) {
  client.setMutationDefaults(offlineKeys.message, {
    mutationFn: (v: MessageVariables & Stamped) => once(v.changeId, () => replayMessage(v)),
    scope: queue.scope,
    retry: queue.retry,
    retryDelay: queue.retryDelay,
    // A refused message stays in its conversation until the person deletes or resends it.
    gcTime: Number.POSITIVE_INFINITY,
    onSuccess: (message: Sent | null, v: MessageVariables) => {
      // Null: another tab of this browser sent it; the history is read again.
      if (message) appendSent(client, v.to, message);
      else void client.invalidateQueries({ queryKey: historyKey(v.to) });
      void client.invalidateQueries({ queryKey: ['messages', 'conversations'] });
      void client.invalidateQueries({ queryKey: ['messages', 'with', v.to.toLowerCase()] });
    },
    onError: (error: unknown, v: MessageVariables) => {
      if (v.queued) queue.tell(offlineT('notApplied.message', { name: v.name, reason: failureText(error) }));
    },
  });
}

/** Queues a message to `to`: sent now when online, else when the connection is back. */
export function queueMessage(
  to: { username: string; name: string },
  text: string,
  client: QueryClient = queryClient,
) {
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
