// One-line wrappers for the goal and task mutations: after the change is committed, the people who
// would see its news hear of it live. `resolve: async (...) => announced(ctx, await createGoal(...))`.
import type { Context } from '../../pothos/context.js';
import { announceGoalNews, announcePlanNews } from './news.service.js';

/** After a goal change (set, achieved): its new events reach the followers' open pages. */
export async function announced<T extends { id: string }>(ctx: Context, goal: T): Promise<T> {
  await announceGoalNews(ctx, goal.id);
  return goal;
}

/** After a tick: a milestone reached or the goal achieved reaches the followers' open pages. */
export async function announcedTick<T extends { planId: string; completed: boolean }>(
  ctx: Context,
  task: T,
): Promise<T> {
  if (task.completed) await announcePlanNews(ctx, task.planId);
  return task;
}
