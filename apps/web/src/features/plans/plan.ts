/** Pure plan logic: milestones and their steps, progress, reordering. */

export interface PlanTask {
  id: string;
  parentId: string | null;
  position: number;
  label: string;
  date: string | null;
  time: string | null;
  completed: boolean;
}

export interface Milestone<T extends PlanTask> {
  task: T;
  steps: T[];
  done: number;
  total: number;
  /** 0..1; a milestone without steps counts as one step. */
  progress: number;
  /** The latest date among the milestone and its steps. */
  end: string | null;
  /** The earliest date among the milestone and its steps. */
  start: string | null;
}

const byPosition = (a: PlanTask, b: PlanTask) => a.position - b.position;

/** Milestones by position, each with its steps by position; steps whose milestone is missing are dropped. */
export function groupMilestones<T extends PlanTask>(tasks: readonly T[]): Milestone<T>[] {
  const children = new Map<string, T[]>();
  for (const t of tasks) {
    if (t.parentId) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t]);
  }
  return tasks
    .filter((t) => t.parentId === null)
    .sort(byPosition)
    .map((task) => {
      const steps = (children.get(task.id) ?? []).sort(byPosition);
      const counted = steps.length > 0 ? steps : [task];
      const done = counted.filter((s) => s.completed).length;
      const dates = [task, ...steps]
        .map((s) => s.date)
        .filter((d): d is string => !!d)
        .sort();
      return {
        task,
        steps,
        done,
        total: counted.length,
        progress: counted.length ? done / counted.length : 0,
        start: dates[0] ?? null,
        end: dates.at(-1) ?? null,
      };
    });
}

/** Done and total steps of a plan (milestones count when they have no steps), as the server counts. */
export function planProgress(tasks: readonly PlanTask[]) {
  const parents = new Set(tasks.map((t) => t.parentId).filter(Boolean));
  const counted = tasks.filter((t) => t.parentId !== null || !parents.has(t.id));
  const done = counted.filter((t) => t.completed).length;
  return { done, total: counted.length, progress: counted.length ? done / counted.length : 0 };
}

/** Open steps dated before `today` (the server's today, in the user's zone). */
export function overdueCount(tasks: readonly PlanTask[], today: string) {
  const parents = new Set(tasks.map((t) => t.parentId).filter(Boolean));
  return tasks.filter(
    (t) => !t.completed && t.date !== null && t.date < today && (t.parentId !== null || !parents.has(t.id)),
  ).length;
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
