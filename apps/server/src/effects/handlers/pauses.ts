// A pause or a resume: the person's other devices, the plan's other participants and the person's mentor
// hear of it after the commit (a hint: their open pages read the plan again; a failed publish loses nothing).
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import type { EventOf } from '../../events/domain.js';
import type { PlanActivity } from '../../events/types.js';
import { participantsOf } from '../../modules/company/activity.service.js';
import type { AfterCommitDeps } from '../steps.js';

export async function announce(deps: AfterCommitDeps, event: EventOf<'goalPaused' | 'goalResumed'>) {
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
    kind: 'paused',
  };
  for (const id of to) await deps.live.publish('stepwise:user', id, message);
}
