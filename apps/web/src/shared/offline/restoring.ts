/**
 * Whether the signed-in person's copy of the cache is being restored (cache.ts restores it): route loaders wait
 * for it and queries wait instead of fetching meanwhile (app/data.ts).
 */
let restoring: Promise<void> = Promise.resolve();
let restoringNow = false;
const listeners = new Set<() => void>();

/** Marks a restore as under way or over, and tells the listeners. */
export const setRestoring = (value: boolean) => {
  restoringNow = value;
  for (const listener of listeners) listener();
};

/** Records `restore` as the current person's restore (what cacheRestored() resolves with) and returns it. */
export function trackRestore(restore: Promise<void>): Promise<void> {
  restoring = restore;
  return restore;
}

/** Resolves once the current person's copy is in the cache (route loaders wait for it). */
export function cacheRestored(): Promise<void> {
  return restoring;
}

/** True while a copy is being restored: queries wait instead of fetching (IsRestoringProvider). */
export function isCacheRestoring(): boolean {
  return restoringNow;
}

/** Calls `listener` whenever isCacheRestoring() may have changed; returns the unsubscribe. */
export function subscribeCacheRestoring(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
