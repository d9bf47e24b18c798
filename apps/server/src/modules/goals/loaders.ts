import DataLoader from 'dataloader';
import type { Db } from '../../db/client.js';
import { progressOf, tasksOf } from './goals.service.js';

/** Per-request batching: a list of goals costs one query for all their tasks and one for all their progress. */
export function createGoalLoaders(db: Db, viewerId: string | null = null) {
  return {
    progress: new DataLoader(async (ids: readonly string[]) => {
      const map = await progressOf(db, ids, viewerId);
      return ids.map((id) => map.get(id) ?? { done: 0, total: 0 });
    }),
    tasks: new DataLoader(async (ids: readonly string[]) => {
      const map = await tasksOf(db, ids, viewerId);
      return ids.map((id) => map.get(id) ?? []);
    }),
  };
}

export type GoalLoaders = ReturnType<typeof createGoalLoaders>;
