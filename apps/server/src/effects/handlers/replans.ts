// A re-plan (or its undo): the person's other devices get each moved or dropped task (native reminders move
// with them), and every open page of the plan (the person's other tabs, the company) reads the plan again.
import type { EventOf } from '../../events/domain.js';
import type { PlanActivity } from '../../events/types.js';
import { participantsOf } from '../../modules/company/activity.service.js';
import type { AfterCommitDeps } from '../steps.js';

export async function announce(deps: AfterCommitDeps, event: EventOf<'planReflowed'>) {
  const goalId = event.goal.id;
  for (const task of event.moved)
    await deps.live.publish('stepwise:user', event.userId, {
      type: 'taskChanged',
      change: 'moved',
      goalId,
      task: { ...task, goalId },
    });
  for (const task of event.dropped)
    await deps.live.publish('stepwise:user', event.userId, {
      type: 'taskChanged',
      change: 'deleted',
      goalId,
      task: { ...task, goalId },
    });
  const message: PlanActivity = { type: 'planActivity', goalId, userId: event.userId, kind: 'plan' };
  const others = await participantsOf(deps.db, event.planId, event.userId);
  for (const id of new Set([event.userId, ...others])) await deps.live.publish('stepwise:user', id, message);
}
