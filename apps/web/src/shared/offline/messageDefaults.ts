/** Sending a queued message (register.ts registers it with the queue's other changes; messages.ts queues it). */
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gen/gql';
import { request } from '../api/graphql';
import { once } from './changeIds';
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
