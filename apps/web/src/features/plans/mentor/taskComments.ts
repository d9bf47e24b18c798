import { useSyncExternalStore } from 'react';

/**
 * A step's thread with the mentor (TaskMentorComments.tsx: the comments' button, thread and texts) loads apart
 * from the agenda's chunk: with the plans below it, or before the agenda is drawn when one of its rows shows it.
 */
type Module = typeof import('./TaskMentorComments');

let loaded: Module | null = null;
let loading: Promise<Module> | null = null;
const listeners = new Set<() => void>();

export function loadTaskComments(): Promise<Module> {
  loading ??= import('./TaskMentorComments').then(
    (m) => {
      loaded = m;
      for (const listener of [...listeners]) listener();
      return m;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The comments' component once its code is in (null before). */
export function useTaskComments(): Module['TaskMentorComments'] | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded?.TaskMentorComments ?? null,
    () => null,
  );
}
