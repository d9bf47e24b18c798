import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Loads the data layer (app/dataLayer.ts: the query client, the cache kept on this device, the offline queue)
 * apart from the first chunk. The welcome page does not need it; every other route's loader waits for it
 * (app/router.tsx, app/guards.ts), and main.tsx starts it after the first screen is up.
 */
type DataLayer = typeof import('./dataLayer');

let layer: DataLayer | null = null;
let loading: Promise<DataLayer> | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function loadDataLayer(): Promise<DataLayer> {
  loading ??= import('./dataLayer').then(
    (m) => {
      if (!layer) {
        m.startDataLayer();
        m.subscribeCacheRestoring(notify);
        layer = m;
        notify();
      }
      return m;
    },
    (error: unknown) => {
      loading = null; // a failed load (offline, a new deployment) is tried again by the next navigation
      throw error;
    },
  );
  return loading;
}

/** Resolves once the signed-in person's data saved on this device is in the query cache. */
export async function dataRestored(): Promise<void> {
  await (await loadDataLayer()).cacheRestored();
}

/** The query client of the page being drawn on the server (entry-server.tsx), one render at a time. */
let serverClient: QueryClient | undefined;

/** Server rendering only: the query client the next render reads its answers from (undefined after it). */
export function setServerQueryClient(client: QueryClient | undefined): void {
  serverClient = client;
}

// 0: not loaded; 1: loaded; 2: loaded and restoring this device's copy.
const snapshot = () => (layer ? (layer.isCacheRestoring() ? 2 : 1) : serverClient ? 1 : 0);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The query client once the data layer is in (undefined before), and whether a copy is being restored. */
export function useDataLayer(): { client: QueryClient | undefined; restoring: boolean } {
  // The same snapshot while hydrating a server-drawn page: a profile loads the data layer before it hydrates,
  // as the server drew it with its answers; the welcome page neither.
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { client: state === 0 ? undefined : (layer?.queryClient ?? serverClient), restoring: state === 2 };
}
