import { eq } from 'drizzle-orm';
import { plans } from '../../db/schema.js';
import type { TaskChanged } from '../../events/types.js';
import type { SignedInContext } from '../../pothos/context.js';
import { announcePlanActivity } from '../company/company.service.js';

/**
 * Tells the user's other devices and tabs about a change to one of their tasks, and returns the task,
 * so a resolver stays one line: `resolve: async (...) => taskChanged(ctx, 'added', await addTask(...))`.
 * A failed publish is logged, never the mutation's failure: the change is already saved.
 */
export async function taskChanged<T extends { id: string; planId: string }>(
  ctx: SignedInContext,
  change: TaskChanged['change'],
  task: T,
  /** The plan's goal and its other participants, when the caller knows them (a tick): no lookups. */
  known?: { goalId: string; others?: string[] | undefined },
): Promise<T> {
  const [plan] = known
    ? [{ goalId: known.goalId }]
    : await ctx.db.select({ goalId: plans.goalId }).from(plans).where(eq(plans.id, task.planId)).limit(1);
  if (plan) {
    await ctx.live.publish('stepwise:user', ctx.session.user.id, {
      type: 'taskChanged',
      change,
      goalId: plan.goalId,
      task: { ...task, goalId: plan.goalId },
    });
    // The plan's other participants (with company) see a member's progress or the owner's change live.
    const kind = change === 'completed' || change === 'reopened' ? 'progress' : 'plan';
    await announcePlanActivity(ctx, ctx.session.user.id, task.planId, plan.goalId, kind, known?.others);
  }
  return task;
}
