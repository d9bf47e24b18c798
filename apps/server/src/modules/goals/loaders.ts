import DataLoader from 'dataloader';
import type { Db } from '../../db/client.js';
import { progressOf, type TaskRecord, tasksOf } from './goals.service.js';

type Progress = { done: number; total: number };

/**
 * Progress counted from a goal's tasks, as progressOf counts it: done and total steps, a milestone counting
 * when it has no steps.
 */
export function progressFromTasks(list: ReadonlyArray<Pick<TaskRecord, 'id' | 'parentId' | 'completed'>>) {
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

/**
 * Per-request batching: a list of goals costs one query for all their tasks and one for all their progress.
 * When the same request asks for the goals' tasks too (the plans page), their progress is counted from
 * those tasks: no query of its own.
 */
export function createGoalLoaders(db: Db, viewerId: string | null = null) {
  /** The goals whose tasks this request asked for (all asked before any batch runs: DataLoader waits a tick). */
  const tasksAsked = new Set<string>();
  const tasks = new DataLoader(async (ids: readonly string[]) => {
    const map = await tasksOf(db, ids, viewerId);
    return ids.map((id) => map.get(id) ?? []);
  });
  return {
    progress: new DataLoader(async (ids: readonly string[]): Promise<Array<Progress | Error>> => {
      if (ids.every((id) => tasksAsked.has(id))) {
        const lists = await tasks.loadMany(ids);
        return lists.map((list) => (list instanceof Error ? list : progressFromTasks(list)));
      }
      const map = await progressOf(db, ids, viewerId);
      return ids.map((id) => map.get(id) ?? { done: 0, total: 0 });
    }),
    tasks: {
      load(id: string) {
        tasksAsked.add(id);
        return tasks.load(id);
      },
    },
  };
}

export type GoalLoaders = ReturnType<typeof createGoalLoaders>;
