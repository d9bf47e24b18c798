/**
 * The query cache kept on this device (IndexedDB), one copy per signed-in person, so every screen visited shows
 * its last data after an offline reload. Changes not answered yet (paused mutations, and those under way that are
 * harmless to send twice: keepInCopy) are kept in the same copy and replayed on reconnect (register.ts). Owned here:
 * whenever the signed-in person changes, the previous person's answers leave the memory, and their copy on the
 * device is deleted when they sign out.
 */
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  onlineManager,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { isNetworkError } from '../api/graphql';
import { queryClient } from '../api/queryClient';
import { sessionStore } from '../session/store';
import { keepInCopy } from './changeIds';
import { resumeDeferredDeletes, stopDeferredDeletes } from './deferred';
import { shareWithOtherTabs } from './otherTabs';
import { registerOfflineMutations } from './register';
import { cacheRestored, setRestoring, trackRestore } from './restoring';

/** Older copies are not shown: a week offline is the longest the app vouches for. */
export const CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** A new build may shape its answers differently: its copy starts afresh. */
export const CACHE_BUSTER = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
const KEY_PREFIX = 'stepwise.cache.';
/** Answers are written at most this often (a change made offline at once). */
const SAVE_EVERY = 100;

export const cacheKeyFor = (userId: string) => `${KEY_PREFIX}${userId}`;

/**
 * Answers that must not outlive the screen that asked: searches and availability checks (live-only), data
 * export links (downloads that need a fresh answer), the deadline check of an open form, the sign-in config.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  const [root, second] = query.queryKey as unknown[];
  if (root === 'search' || root === 'authConfig') return false;
  if (root === 'settings' && typeof second === 'string' && /available|export/i.test(second)) return false;
  if (query.queryKey.some((part) => part === 'deadline-check')) return false;
  return true;
}

interface Owner {
  userId: string;
  stop: () => void;
}

let owner: Owner | null = null;
/** The key writes may go to: a save throttled past a sign-out must not write the copy back. */
let writableKey: string | null = null;

const storage = {
  getItem: (key: string) => get<string>(key).then((v) => v ?? null),
  setItem: async (key: string, value: string) => {
    if (key === writableKey) await set(key, value);
  },
  removeItem: (key: string) => del(key),
};

/** The copy as it is written (the shape @tanstack/query-persist-client-core uses). */
interface SavedCopy {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
}

/** Reads and deletes one person's copy (idb-keyval; no persister package: it would bring a second query-core). */
function copyOf(userId: string) {
  const key = cacheKeyFor(userId);
  return {
    restoreClient: async (): Promise<SavedCopy | undefined> => {
      const raw = await storage.getItem(key);
      return raw ? (JSON.parse(raw) as SavedCopy) : undefined;
    },
    removeClient: () => storage.removeItem(key),
  };
}

/** Starts keeping `client`'s cache for `userId` (restoring their copy first); any previous owner stops. */
export function keepCacheOf(userId: string | null, client: QueryClient = queryClient): Promise<void> {
  if (owner?.userId === userId) return cacheRestored();
  const previous = owner;
  previous?.stop();
  owner = null;
  writableKey = null;
  // Another person, or nobody: the previous answers and unsent changes leave the memory.
  client.getQueryCache().clear();
  client.getMutationCache().clear();
  stopDeferredDeletes();
  if (!userId) {
    setRestoring(false);
    return trackRestore(Promise.resolve());
  }
  // Restored changes made offline find their functions by key (setMutationDefaults).
  registerOfflineMutations(client);
  const persister = copyOf(userId);
  let stopped = false;
  let unsubscribe = () => {};
  owner = {
    userId,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      unsubscribe();
      tabs.close();
    },
  };
  // Two tabs of one person write one copy: each save carries the other tabs' unsent changes too.
  const tabs = shareWithOtherTabs(userId);
  setRestoring(true);
  // Restore and save as @tanstack/query-persist-client-core does (expiry, buster, the cache's events), with the
  // app's own query-core: the persister package carries an older copy whose QueryClient type differs.
  // Writes take the cache as it is when they run: a change made offline (a mutation) is written at once, so a
  // reload right after it keeps it; answers (queries) at most every SAVE_EVERY ms.
  const key = cacheKeyFor(userId);
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Saved answers held back on an online start: shown only when the network fails (showHeld). */
  let held: DehydratedState['queries'] | null = null;
  /** The answers shown from the copy (showHeld) and not replaced by the server's since. */
  const fromCopy = new Set<string>();
  const showHeld = () => {
    if (!held || stopped) return;
    const queries = held;
    held = null;
    // Only where the screen has nothing newer (hydrate keeps the newer answer).
    hydrate(client, { queries, mutations: [] });
    for (const q of queries) {
      if (client.getQueryCache().get(q.queryHash)?.state.dataUpdatedAt === q.state.dataUpdatedAt) {
        fromCopy.add(q.queryHash);
      }
    }
  };
  const saveNow = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    // The changes waiting for the network, and those under way whose second sending is harmless (keepInCopy): the
    // page may close before their answer. One under way is written as waiting, so the restore sends it again.
    const clientState = dehydrate(client, {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: keepInCopy,
    });
    clientState.mutations = clientState.mutations.map((m) =>
      m.state.isPaused ? m : { ...m, state: { ...m.state, isPaused: true } },
    );
    // Answers kept from an earlier visit and not shown yet (online start) stay in the copy.
    if (held) {
      const inMemory = new Set(clientState.queries.map((q) => q.queryHash));
      clientState.queries.push(...held.filter((q) => !inMemory.has(q.queryHash)));
    }
    tabs.exchange(clientState.mutations);
    const copy = { buster: CACHE_BUSTER, timestamp: Date.now(), clientState };
    void storage
      .setItem(key, JSON.stringify(copy))
      .catch((error) => console.warn('Saving the data failed', error));
  };
  const saveSoon = () => {
    if (!timer) timer = setTimeout(saveNow, SAVE_EVERY);
  };
  const restore = (async () => {
    try {
      const saved = await persister.restoreClient();
      if (stopped || !saved) return;
      const fresh = saved.timestamp && Date.now() - saved.timestamp <= CACHE_MAX_AGE;
      if (fresh && saved.buster === CACHE_BUSTER) {
        const state = saved.clientState;
        // A query asked for before the restore and still without data (the reminders' fetch of the plans,
        // paused offline) is replaced, so the saved answer arrives as an `added` event with data, which is
        // what the native reminders listen for (shared/native/reminders.instance.ts: watchTasks).
        const cache = client.getQueryCache();
        for (const entry of state.queries) {
          const existing = cache.find({ queryKey: entry.queryKey, exact: true });
          if (existing && existing.state.data === undefined && existing.getObserversCount() === 0) {
            cache.remove(existing);
          }
        }
        if (onlineManager.isOnline()) {
          // Online: the screens load fresh answers (a copy a moment old is not shown as if it were current);
          // the saved ones wait, and are shown if the network fails after all. Queued changes are restored.
          hydrate(client, { queries: [], mutations: state.mutations });
          held = state.queries;
        } else {
          hydrate(client, state);
          // Refetched by the screens that use them as soon as the network is back.
          void client.invalidateQueries({ refetchType: 'none' });
        }
      } else await persister.removeClient();
    } catch (error) {
      console.warn('Restoring the saved data failed', error);
      await persister.removeClient();
    }
  })().finally(() => {
    if (stopped) return;
    writableKey = cacheKeyFor(userId);
    // Step deletes whose undo window a closed tab left open are sent now (or when the window ends).
    resumeDeferredDeletes(userId, client);
    const changed = (type: string) => type === 'added' || type === 'removed' || type === 'updated';
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (changed(event.type)) saveSoon();
      if (event.type !== 'updated') return;
      const { query, action } = event;
      if (action.type === 'success') fromCopy.delete(query.queryHash);
      // The first lost request shows the copy: waiting out the retries (seconds) showed skeletons meanwhile.
      if (action.type === 'failed' && held && isNetworkError(action.error)) showHeld();
      if (action.type !== 'error' || !isNetworkError(action.error)) return;
      if (held) showHeld();
      else if (fromCopy.has(query.queryHash) && query.state.data !== undefined) {
        // A request lost again over an answer shown from the copy: the copy stays on screen, as on an offline
        // start (where the request waits instead), not an error over it (the page believes it is online).
        query.setState({ status: 'success', error: null });
      }
    });
    const stopOnline = onlineManager.subscribe((online) => {
      if (!online) showHeld();
    });
    // A change's events are written once they settle, within the same task: resuming the queue marks each
    // waiting change as going and at once as waiting again, and a copy written in between lacked them.
    let mutationSave = false;
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (!changed(event.type) || mutationSave) return;
      mutationSave = true;
      queueMicrotask(() => {
        mutationSave = false;
        saveNow();
      });
    });
    // Leaving the page (reload, close, app to the background): what is waiting is written now.
    const onHide = () => {
      if (timer) saveNow();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', onHide);
      document.addEventListener('visibilitychange', onVisibility);
    }
    unsubscribe = () => {
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', onHide);
        document.removeEventListener('visibilitychange', onVisibility);
      }
      stopQueries();
      stopMutations();
      stopOnline();
    };
    setRestoring(false);
    // Changes made offline before the reload go out now if the network is there (else on reconnect).
    void client.resumePausedMutations();
  });
  return trackRestore(restore);
}

/** Deletes a person's copy from this device (on sign-out). */
export async function forgetCacheOf(userId: string, client: QueryClient = queryClient): Promise<void> {
  if (owner?.userId === userId) void keepCacheOf(null, client);
  await del(cacheKeyFor(userId));
}

/** Follows the session: the signed-in person's copy is restored and kept; a sign-out deletes it. */
export function startCachePersistence(session = sessionStore, client: QueryClient = queryClient) {
  const follow = (userId: string | null, previousId: string | null) => {
    if (userId === previousId) return;
    if (previousId && !userId) void forgetCacheOf(previousId, client);
    void keepCacheOf(userId, client);
  };
  follow(session.getState().user?.id ?? null, null);
  return session.subscribe((state, prev) => follow(state.user?.id ?? null, prev.user?.id ?? null));
}
