import { countProgress, type Progress } from '@stepwise/domain/progress';
import { perRequest, requestLoader } from '../../pothos/loaders.js';
import { progressOf, tasksOf } from './goal-reads.service.js';

// Per-request batching of goals' tasks and progress: a list of goals costs one query for all their tasks and
// one for all their progress. When the same request asks for the goals' tasks too (the plans page), their
// progress is counted from those tasks: no query of its own.

/** The goals whose tasks this request asked for (all asked before any batch runs: DataLoader waits a tick). */
const tasksAsked = perRequest(() => new Set<string>());

/** The request's context, as the loaders take it (this file reads only its db handle and viewer). */
type RequestContext = Parameters<typeof tasksAsked>[0];

const taskLoader = requestLoader((ctx, ids) => tasksOf(ctx.db, ids, viewerOf(ctx)), []);

function viewerOf(ctx: RequestContext): string | null {
  return ctx.session?.user.id ?? null;
}

const progressLoader = requestLoader<Progress>(
  async (ctx, ids) => {
    const asked = tasksAsked(ctx);
    if (!ids.every((id) => asked.has(id))) return progressOf(ctx.db, ids, viewerOf(ctx));
    const lists = await taskLoader(ctx).loadMany(ids);
    const counted = new Map<string, Progress>();
    ids.forEach((id, i) => {
      const list = lists[i];
      if (list instanceof Error) throw list;
      counted.set(id, countProgress(list ?? []));
    });
    return counted;
  },
  { done: 0, total: 0 },
);

/** A goal's tasks in plan order, with the viewer's completion. */
export function goalTasks(ctx: RequestContext, goalId: string) {
  tasksAsked(ctx).add(goalId);
  return taskLoader(ctx).load(goalId);
}

/** A goal's progress as the viewer sees it: done and total steps. */
export const goalProgress = (ctx: RequestContext, goalId: string): Promise<Progress> =>
  progressLoader(ctx).load(goalId);
