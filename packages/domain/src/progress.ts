/**
 * A goal's progress: its steps done of its steps, a milestone counting as a step of its own when it has none.
 * The server counts the same in SQL (goals.service.ts progressOf) when it has not read the tasks.
 */
export interface Progress {
  done: number;
  total: number;
}

export interface ProgressTask {
  id: string;
  parentId: string | null;
  completed: boolean;
}

/** Done and total of the tasks that count: every step, and the milestones without steps. */
export function countProgress(tasks: Iterable<ProgressTask>): Progress {
  const list = [...tasks];
  const parents = new Set<string>();
  for (const t of list) if (t.parentId) parents.add(t.parentId);
  const progress: Progress = { done: 0, total: 0 };
  for (const t of list) {
    if (t.parentId === null && parents.has(t.id)) continue;
    progress.total++;
    if (t.completed) progress.done++;
  }
  return progress;
}

/** The share done, 0 to 1; nothing to do counts as 0. */
export const progressRatio = ({ done, total }: Progress): number => (total === 0 ? 0 : done / total);

/** The share done as a whole percentage, 0 to 100. */
export const progressPercent = (progress: Progress): number => Math.round(progressRatio(progress) * 100);
