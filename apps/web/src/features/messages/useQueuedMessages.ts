import { useMutationState } from '@tanstack/react-query';
import { offlineKeys, type Stamped } from '../../shared/offline/changes';
import { failureText } from '../../shared/offline/errors';
import type { MessageVariables } from '../../shared/offline/messages';

/** A message of mine in the offline queue, as its conversation shows it until the server has it. */
export interface QueuedMessage {
  changeId: string;
  text: string;
  /** sending: on its way; waiting: not sent yet (offline, or the connection dropped); failed: refused. */
  state: 'sending' | 'waiting' | 'failed';
  /** Why it was refused, in the interface's language. */
  reason: string | null;
}

/** The messages to `username` waiting in the queue or refused, in the order they were written. */
export function useQueuedMessages(username: string): QueuedMessage[] {
  const to = username.toLowerCase();
  return useMutationState({
    filters: {
      mutationKey: offlineKeys.message,
      predicate: (m) =>
        m.state.status !== 'success' &&
        (m.state.variables as MessageVariables | undefined)?.to.toLowerCase() === to,
    },
    select: (m) => {
      const v = m.state.variables as MessageVariables & Stamped;
      const state: QueuedMessage['state'] =
        m.state.status === 'error' ? 'failed' : m.state.isPaused ? 'waiting' : 'sending';
      return {
        changeId: v.changeId ?? v.writtenAt,
        text: v.text,
        state,
        reason: m.state.status === 'error' ? failureText(m.state.error) : null,
      };
    },
  });
}
