/**
 * The data layer: TanStack Query's client, this device's copy of its cache and the queue of changes made
 * offline (shared/offline). Loaded apart from the first chunk (app/data.ts): the welcome page asks the server
 * for nothing, and every other route's loader waits for this module before its screen renders.
 */
import { queryClient } from '../shared/api/queryClient';
import { startCachePersistence } from '../shared/offline/cache';
import { cacheRestored, isCacheRestoring, subscribeCacheRestoring } from '../shared/offline/restoring';

export { cacheRestored, isCacheRestoring, queryClient, subscribeCacheRestoring };

let started = false;

/** Starts, once: the cache follows the signed-in person, the client follows focus and the network. */
export function startDataLayer(): void {
  if (started) return;
  started = true;
  // A new or ended session must not see the previous session's cached answers (shared/offline/cache.ts).
  startCachePersistence();
  // What QueryClientProvider does on mount (resume paused changes on reconnect, refetch on focus); the
  // client lives as long as the page, so it is never unmounted.
  queryClient.mount();
}
