/**
 * Deleting a step with undo. The server deletes a task for good (tombstones only tell syncing clients it
 * is gone; there is no restoreTask), so the step is hidden at once and the delete is sent only once the
 * undo window has passed, through the offline queue (sent now, or on reconnect). Kept at module level: the
 * timer outlives the page (Plans is kept alive, but a person may leave it). The waiting delete is also saved on
 * the device (shared/offline/deferred.ts): a tab closed within the window has it sent at the next start.
 */
import { onlineManager } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { TaskFieldsFragment } from '../../gen/graphql';
import { type DeferredTask, rememberDeferredDelete, takeDeferredDelete } from '../../shared/offline/deferred';
import { usePendingTaskDeletes } from '../../shared/offline/pending';
import { queueDeleteTask } from '../../shared/offline/queue';
import { sessionStore } from '../../shared/session/store';

export const UNDO_MS = 6000;

type Listener = () => void;

export interface PendingDeletes {
  /** Hides the task and sends `commit` after `ms` unless undone; returns false when already pending. */
  schedule: (id: string, commit: () => Promise<unknown>, ms?: number) => boolean;
  /** Puts the task back before the delete is sent; false when too late (or never scheduled). */
  undo: (id: string) => boolean;
  hidden: () => ReadonlySet<string>;
  subscribe: (listener: Listener) => () => void;
}

type Timer = ReturnType<typeof setTimeout>;

export function createPendingDeletes(
  // Wrapped: a browser refuses setTimeout called as a method of another object ("Illegal invocation").
  timers: { set: (run: () => void, ms: number) => Timer; clear: (timer: Timer) => void } = {
    set: (run, ms) => setTimeout(run, ms),
    clear: (timer) => clearTimeout(timer),
  },
): PendingDeletes {
  let hidden: ReadonlySet<string> = new Set();
  const waiting = new Map<string, Timer>();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const show = (id: string) => {
    const next = new Set(hidden);
    next.delete(id);
    hidden = next;
    emit();
  };
  return {
    schedule(id, commit, ms = UNDO_MS) {
      if (waiting.has(id) || hidden.has(id)) return false;
      hidden = new Set(hidden).add(id);
      emit();
      waiting.set(
        id,
        timers.set(() => {
          waiting.delete(id);
          // Deleted: it stays hidden until the refetched plans no longer hold it. Refused: it comes back.
          commit().catch(() => show(id));
        }, ms),
      );
      return true;
    },
    undo(id) {
      const timer = waiting.get(id);
      if (timer === undefined) return false;
      timers.clear(timer);
      waiting.delete(id);
      show(id);
      return true;
    },
    hidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const pendingDeletes = createPendingDeletes();

/**
 * Hides a step and deletes it once the undo window has passed (through the queue); false when its delete is
 * already waiting. `onRefused` is told when the server refuses it online (the step then comes back).
 */
export function scheduleTaskDelete(
  task: Pick<TaskFieldsFragment, 'id' | 'goalId' | 'parentId' | 'label' | 'notes' | 'date' | 'time'> & {
    version?: number | null;
  },
  onRefused: (error: unknown) => void,
  ms = UNDO_MS,
): boolean {
  const userId = sessionStore.getState().user?.id;
  const saved: DeferredTask = {
    id: task.id,
    goalId: task.goalId,
    parentId: task.parentId,
    label: task.label,
    notes: task.notes,
    date: task.date,
    time: task.time,
    version: task.version ?? null,
  };
  const scheduled = pendingDeletes.schedule(
    task.id,
    () => {
      // Taken by another tab's start meanwhile (this one was thought gone), or undone: nothing to send here.
      if (userId && !takeDeferredDelete(task.id)) return Promise.resolve();
      // Made offline, a refusal on reconnect is told by the queue with the other changes made offline.
      const live = onlineManager.isOnline();
      return queueDeleteTask(saved).catch((error: unknown) => {
        if (live) onRefused(error);
        throw error;
      });
    },
    ms,
  );
  if (scheduled && userId) rememberDeferredDelete({ userId, dueAt: Date.now() + ms, task: saved });
  return scheduled;
}

/** Puts a step back within its undo window; false when too late. */
export function undoTaskDelete(id: string): boolean {
  if (!pendingDeletes.undo(id)) return false;
  takeDeferredDelete(id);
  return true;
}

/** The ids hidden while their delete waits (its undo window, or the queue: also after a reload). */
export function useHiddenTasks(): ReadonlySet<string> {
  const waiting = useSyncExternalStore(
    pendingDeletes.subscribe,
    pendingDeletes.hidden,
    pendingDeletes.hidden,
  );
  const queued = usePendingTaskDeletes();
  return useMemo(() => (queued.size === 0 ? waiting : new Set([...waiting, ...queued])), [waiting, queued]);
}

/** Drops hidden tasks (and the steps of a hidden milestone) from a list. */
export function withoutHidden<T extends { id: string; parentId: string | null }>(
  tasks: readonly T[],
  hidden: ReadonlySet<string>,
): T[] {
  if (hidden.size === 0) return tasks as T[];
  return tasks.filter((t) => !hidden.has(t.id) && !(t.parentId && hidden.has(t.parentId)));
}
