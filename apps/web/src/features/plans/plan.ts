/** Pure plan logic: progress, overdue steps, reordering, ticking. */
import type { PlanTask } from '../../shared/goals/milestones';
import { hhmm } from '../../shared/lib/format';

const byPosition = (a: PlanTask, b: PlanTask) => a.position - b.position;

/** Open steps dated before `today` (the server's today, in the user's zone). */
export function overdueCount(tasks: readonly PlanTask[], today: string) {
  const parents = new Set(tasks.map((t) => t.parentId).filter(Boolean));
  return tasks.filter(
    (t) => !t.completed && t.date !== null && t.date < today && (t.parentId !== null || !parents.has(t.id)),
  ).length;
}

/**
 * What the Today card says once today's steps are ticked: "all done" only when no overdue step is still open
 * (overdue steps ticked on the page stay listed, done); otherwise how many are left. Null while today's are open.
 */
export function todayDone(agenda: {
  dueToday: ReadonlyArray<{ completed: boolean }>;
  overdue: ReadonlyArray<{ completed: boolean }>;
}): { overdueOpen: number } | null {
  if (agenda.dueToday.length === 0 || agenda.dueToday.some((x) => !x.completed)) return null;
  return { overdueOpen: agenda.overdue.filter((x) => !x.completed).length };
}

/** A day's steps in the order of the day: timed ones by their time, then the untimed, each goal's together. */
export function byTimeOfDay(
  a: { time?: string | null; goalId?: string | null; position: number },
  b: { time?: string | null; goalId?: string | null; position: number },
): number {
  const at = (x: { time?: string | null }) => (x.time ? x.time.slice(0, 5) : '99:99');
  return (
    at(a).localeCompare(at(b)) || (a.goalId ?? '').localeCompare(b.goalId ?? '') || a.position - b.position
  );
}

/** The new position when moving a sibling up (-1) or down (+1); null when it is already at the edge. */
export function movedPosition(siblings: readonly PlanTask[], id: string, delta: -1 | 1): number | null {
  const order = [...siblings].sort(byPosition);
  const index = order.findIndex((t) => t.id === id);
  const next = index + delta;
  if (index < 0 || next < 0 || next >= order.length) return null;
  return next;
}

/** The tasks with one task's completion changed, its milestone settled the way the server does it. */
export function withCompleted<T extends PlanTask>(tasks: readonly T[], id: string, completed: boolean): T[] {
  const target = tasks.find((t) => t.id === id);
  if (!target) return [...tasks];
  let next = tasks.map((t) =>
    t.id === id || (target.parentId === null && t.parentId === id) ? { ...t, completed } : t,
  );
  if (target.parentId) {
    const steps = next.filter((t) => t.parentId === target.parentId);
    const all = steps.every((s) => s.completed);
    next = next.map((t) => (t.id === target.parentId ? { ...t, completed: all } : t));
  }
  return next;
}

/** Whether the edit dialog's fields differ from the step (the time as HH:MM, as the field shows it). */
export function isTaskDraftDirty(
  task: { label: string; date: string | null; time: string | null; notes: string },
  draft: { label: string; date: string | null; time: string; notes: string },
): boolean {
  return (
    draft.label !== task.label ||
    (draft.date ?? null) !== (task.date ?? null) ||
    draft.time !== hhmm(task.time) ||
    draft.notes !== task.notes
  );
}

/** The goal the plans page is filtered to: the `?goal=` id when it names a shown plan, else null (all). */
export function planFilter(param: string | null, goals: readonly { id: string }[]): string | null {
  return param && goals.some((g) => g.id === param) ? param : null;
}
