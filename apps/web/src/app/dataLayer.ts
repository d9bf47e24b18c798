/**
 * The data layer: TanStack Query's client, this device's copy of its cache and the queue of changes made
 * offline (shared/offline). Loaded apart from the first chunk (app/data.ts): the welcome page asks the server
 * for nothing, and every other route's loader waits for this module before its screen renders.
 */
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '../shared/api/queryClient';
import { storageKeys, writeItem } from '../shared/lib/storage';
import {
  isCacheRestoring,
  cacheRestored as restoreTracked,
  subscribeCacheRestoring,
} from '../shared/offline/restoring';
import { sessionStore } from '../shared/session/store';
import type { ServerRender } from './serverRender';

export { isCacheRestoring, queryClient, subscribeCacheRestoring };

let started = false;
/** The copy's code (shared/offline/cache.ts), once a session asked for it. */
let persistence: Promise<void> | null = null;

/**
 * The copy on this device is a signed-in person's, and so is the queue of changes made offline it restores and
 * replays: their code (shared/offline/cache.ts and the queue's replays, which name most of the signed-in app's
 * changes) loads once there is a session, not on a guest's pages (the welcome page, a profile, sign-in).
 */
function keepCopyOnceSignedIn(): void {
  const signedIn = () => Boolean(sessionStore.getState().token || sessionStore.getState().user);
  const start = () => {
    persistence ??= import('../shared/offline/cache').then(
      (m) => {
        m.startCachePersistence();
      },
      (error: unknown) => {
        persistence = null; // tried again by the next route's loader (cacheRestored)
        throw error;
      },
    );
    return persistence;
  };
  if (signedIn()) {
    void start().catch(() => undefined);
    return;
  }
  const stop = sessionStore.subscribe(() => {
    if (!signedIn()) return;
    stop();
    void start().catch(() => undefined);
  });
}

/** Resolves once the signed-in person's copy is in the cache (at once for a guest: there is none). */
export async function cacheRestored(): Promise<void> {
  if (!persistence && (sessionStore.getState().token || sessionStore.getState().user)) keepCopyOnceSignedIn();
  await persistence;
  await restoreTracked();
}

/** Starts, once: the cache follows the signed-in person, the client follows focus and the network. */
export function startDataLayer(): void {
  if (started) return;
  started = true;
  // A new or ended session must not see the previous session's cached answers (shared/offline/cache.ts).
  keepCopyOnceSignedIn();
  // What QueryClientProvider does on mount (resume paused changes on reconnect, refetch on focus); the
  // client lives as long as the page, so it is never unmounted.
  queryClient.mount();
}

/**
 * Puts the answers of a page the server drew (app/serverRender.ts) in the query cache before the page hydrates:
 * here, not in the entry, which then needs none of TanStack Query's hydration code. A signed-in person's page
 * (`/plans`) was drawn for the session's user, which the session takes as loaded (the app's guard then has no
 * user to fetch); their copy on this device is in first (its changes made offline are restored and sent), so the
 * server's answers, newer, are what the page shows as drawn.
 */
export async function takeServerAnswers(data: ServerRender): Promise<void> {
  if (data.user) {
    writeItem(storageKeys.cachedUser, JSON.stringify(data.user));
    sessionStore.setState({ user: data.user, offline: false, error: null });
    await cacheRestored();
  }
  if (data.queries) hydrate(queryClient, data.queries);
}
