/**
 * Step deletes waiting out their undo window, kept on this device so a tab closed (or reloaded) within the window
 * does not lose them. Written to localStorage, which is synchronous: the entry is saved before the tab can go.
 * The delete itself goes through the queue (queue.ts) once the window has passed: by the tab's own timer, or,
 * when that tab is gone, by the next start of the app for that person (`resumeDeferredDeletes`). Whoever takes an
 * entry first sends it (`takeDeferredDelete` removes it), so two tabs never send one delete twice.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { queueDeleteTask } from './queue';

const KEY = 'stepwise.deferredDeletes';

export interface DeferredTask {
  id: string;
  goalId: string | null;
  parentId: string | null;
  label: string;
  notes: string;
  date: string | null;
  time: string | null;
  version?: number | null;
}

export interface DeferredDelete {
  userId: string;
  /** When the undo window ends (ms since the epoch). */
  dueAt: number;
  task: DeferredTask;
}

function read(): DeferredDelete[] {
  try {
    const raw = localStorage.getItem(KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as DeferredDelete[]) : [];
  } catch {
    return [];
  }
}

function write(list: DeferredDelete[]) {
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list));
  } catch (error) {
    console.warn('Saving a pending delete failed', error);
  }
}

/** Keeps a delete that waits out its undo window. */
export function rememberDeferredDelete(entry: DeferredDelete) {
  write([...read().filter((e) => e.task.id !== entry.task.id), entry]);
}

/** Removes the entry and returns it; null when it was undone or already taken (by this tab or another). */
export function takeDeferredDelete(id: string): DeferredDelete | null {
  const list = read();
  const entry = list.find((e) => e.task.id === id) ?? null;
  if (entry) write(list.filter((e) => e !== entry));
  return entry;
}

const timers = new Set<ReturnType<typeof setTimeout>>();

/**
 * At the start of the app for `userId`: deletes left by a tab that is gone are queued, those past their window
 * at once, the others when it ends (unless undone meanwhile in the tab that made them).
 */
export function resumeDeferredDeletes(userId: string, client: QueryClient = queryClient) {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  const send = (id: string) => {
    const entry = takeDeferredDelete(id);
    if (entry) void queueDeleteTask(entry.task, client).catch(() => undefined);
  };
  const now = Date.now();
  for (const entry of read()) {
    if (entry.userId !== userId) continue;
    const wait = entry.dueAt - now;
    if (wait <= 0) send(entry.task.id);
    else {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(entry.task.id);
      }, wait);
      timers.add(timer);
    }
  }
}

/** Signing out stops the timers of the person who left (their entries stay for their next start). */
export function stopDeferredDeletes() {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
}
