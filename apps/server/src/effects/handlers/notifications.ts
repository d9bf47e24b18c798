// The bell: items written in the change's transaction (never about one's own action, never from someone
// blocked: modules/notifications notify), announced to their recipient's open pages after the commit.

import type { Tx } from '../../db/client.js';
import type { Effects, GoalRef } from '../../events/domain.js';
import {
  announceNotification,
  type NotifyInput,
  notify,
} from '../../modules/notifications/notifications.service.js';
import type { AfterCommitDeps, InTransaction } from '../steps.js';

async function tell(tx: Tx, effects: Effects, input: NotifyInput) {
  const item = await notify(tx, input);
  if (item) effects.notices.push([input.userId, item]);
}

const aboutGoal = (goal: GoalRef) => ({ goalId: goal.id, data: { title: goal.title } });

/** The owner hears that someone joined their plan. */
export const planJoined: InTransaction<'planJoined'> = (tx, { userId, goal }, effects) =>
  tell(tx, effects, { userId: goal.userId, kind: 'plan_joined', actorId: userId, ...aboutGoal(goal) });

/** The owner hears that a member left. */
export const planLeft: InTransaction<'planLeft'> = (tx, { userId, goal }, effects) =>
  tell(tx, effects, { userId: goal.userId, kind: 'plan_left', actorId: userId, ...aboutGoal(goal) });

/** The removed member hears of it. */
export const memberRemoved: InTransaction<'memberRemoved'> = (tx, { userId, memberId, goal }, effects) =>
  tell(tx, effects, { userId: memberId, kind: 'plan_removed', actorId: userId, ...aboutGoal(goal) });

/** The cheered participant hears of it. */
export const kudosGiven: InTransaction<'kudosGiven'> = (tx, { userId, toId, goal }, effects) =>
  tell(tx, effects, { userId: toId, kind: 'kudos', actorId: userId, ...aboutGoal(goal) });

/**
 * After every write that recorded events: each bell item it wrote (achievements' included) reaches its
 * recipient's open pages. Run once per write, before the events' own after-commit consequences.
 */
export async function announceBell(deps: AfterCommitDeps, effects: Effects): Promise<void> {
  for (const e of effects.earned) {
    if (e.notification) await announceNotification(deps.live, deps.db, e.userId, e.notification);
  }
  for (const [userId, item] of effects.notices) await announceNotification(deps.live, deps.db, userId, item);
}
