// A result recorded or deleted: the owner's other pages and their mentor's read the goal again (its chart
// and forecast); the plan's participants too, whose plan pages show the goal's pace. A hint: a failed
// publish loses nothing.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import type { EventOf } from '../../events/domain.js';
import type { PlanActivity } from '../../events/types.js';
import { participantsOf } from '../../modules/company/activity.service.js';
import type { AfterCommitDeps } from '../steps.js';

export async function announce(deps: AfterCommitDeps, event: EventOf<'resultChanged'>) {
  const others = await participantsOf(deps.db, event.planId, event.userId);
  const [person] = await deps.db
    .select({ mentorId: users.mentorId })
    .from(users)
    .where(eq(users.id, event.userId));
  const to = new Set([event.userId, ...others, ...(person?.mentorId ? [person.mentorId] : [])]);
  const message: PlanActivity = {
    type: 'planActivity',
    goalId: event.goal.id,
    userId: event.userId,
    kind: 'result',
  };
  for (const id of to) await deps.live.publish('stepwise:user', id, message);
}
