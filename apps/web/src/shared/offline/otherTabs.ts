import type { DehydratedState } from '@tanstack/react-query';
import { changeIdOf, readSettledChangeIds, settledChangeIds } from './changeIds';

type SavedChange = DehydratedState['mutations'][number];

/**
 * Two tabs of one person write one copy. Each tells the others the changes it holds in its queue, and each
 * writes the others' (not yet sent by any tab) along with its own, so no tab's save drops another's offline
 * changes. The message is synchronous to post, and the copy's write is issued at once as before.
 */
export function shareWithOtherTabs(userId: string) {
  const foreign = new Map<string, SavedChange>();
  /** Whether this tab's last message held changes. */
  let told = false;
  const channel =
    typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(`stepwise.copy.${userId}`) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<{ mutations?: DehydratedState['mutations'] }>) => {
      for (const m of event.data?.mutations ?? []) {
        const id = changeIdOf(m.state.variables);
        if (id) foreign.set(id, m);
      }
      // The other tab may have sent some since it last told: what is sent leaves this tab's next save.
      void readSettledChangeIds();
    };
  }
  return {
    /**
     * Tells the other tabs the changes of this tab's copy (`mutations`, about to be written) and adds to it
     * theirs that no tab has sent yet.
     */
    exchange(mutations: SavedChange[]) {
      const mine = new Set(mutations.map((m) => changeIdOf(m.state.variables)));
      // Told also once the queue is empty (its last change sent), so the others drop what they hold of it.
      if (channel && (mutations.length > 0 || told)) {
        told = mutations.length > 0;
        try {
          channel.postMessage({ mutations });
        } catch (error) {
          console.warn('Telling the other tabs failed', error);
        }
      }
      const settled = settledChangeIds();
      for (const [id, m] of foreign) {
        if (settled.has(id)) foreign.delete(id);
        else if (!mine.has(id)) mutations.push(m);
      }
    },
    close: () => channel?.close(),
  };
}
