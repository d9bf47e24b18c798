import { useSyncExternalStore } from 'react';
import type { TaskFieldsFragment } from '../../../gen/graphql';

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

/** Whether a step of one's own plan shows the thread (TaskMentorComments.tsx draws it under the same rule). */
export function showsComments(task: Pick<TaskFieldsFragment, 'commentCount'>, mentorIsPerson: boolean) {
  const count = task.commentCount;
  return count != null && (count > 0 || mentorIsPerson);
}
