// Who may do what in a plan with company: change its offer (the owner), join it (the offer's audience
// decides), cheer or nudge someone in it (two participants, no block between them; a nudge only to someone
// behind who has not turned nudges off). Decided here, once; the
// company module asks these functions and never throws FORBIDDEN itself.
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { follows, planMembers, type planOffers, planRemovals } from '../db/schema.js';
import { AppError, badInput } from '../kernel/errors.js';
import { isUuid } from '../kernel/ids.js';
import { canEditGoal, canViewGoal } from './goals.js';
import { isBlocked } from './people.js';

type Handle = Db | Tx;
type Offer = typeof planOffers.$inferSelect;
type GoalRef = { id: string; userId: string; visibility: string };

/**
 * Changing a plan's offer or its members is the owner's: NOT_FOUND for those who may not see the goal
 * (a stranger cannot tell a private goal from a missing one), FORBIDDEN for those who see it but do not own it.
 */
export async function requirePlanOwner(db: Handle, goal: GoalRef, userId: string): Promise<void> {
  if (!(await canViewGoal(db as Db, goal, userId))) throw new AppError('NOT_FOUND', 'goalNotFound');
  if (!canEditGoal(goal, userId)) throw new AppError('FORBIDDEN', 'forbidden');
}

/**
 * Whether the owner removed this person from the plan while this offer was open (at or after its opening):
 * they may not join again until the offer is closed and opened anew.
 */
async function removedUnder(db: Handle, offer: Offer, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ removedAt: planRemovals.removedAt })
    .from(planRemovals)
    .where(
      and(
        eq(planRemovals.planId, offer.planId),
        eq(planRemovals.userId, userId),
        gte(planRemovals.removedAt, offer.openedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Why this person may not join the plan, or null when they may: not the owner's own plan, not across a
 * block, only an open offer, not after a removal under this offer, and for a followers-only offer only the
 * owner's followers (unless the owner invited them: `invited`, their invite link). Read the offer's row under
 * its lock (joins are serialised on it). The cap is the company module's (it counts members under the same lock).
 */
export async function joinDenial(
  db: Handle,
  offer: Offer | undefined,
  ownerId: string,
  userId: string,
  invited = false,
): Promise<AppError | null> {
  if (ownerId === userId) return badInput('joinOwnPlan', 'goalId');
  if (await isBlocked(db, ownerId, userId)) return new AppError('FORBIDDEN', 'offerBlocked');
  if (!offer || offer.closedAt) return badInput('offerClosed', 'goalId');
  if (await removedUnder(db, offer, userId)) return new AppError('FORBIDDEN', 'offerRemoved');
  if (offer.audience === 'followers' && !invited) {
    const [f] = await db
      .select({ id: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followerId, userId), eq(follows.followeeId, ownerId)))
      .limit(1);
    if (!f) return new AppError('FORBIDDEN', 'offerFollowersOnly');
  }
  return null;
}

/**
 * Kudos and nudges go between two participants of the plan (owner or member), never to oneself, never across a
 * block. Someone outside the plan who cannot even see the goal is told it is not there.
 */
async function requireFellowParticipants(
  db: Handle,
  goal: GoalRef,
  planId: string,
  fromId: string,
  toId: string,
  self: 'kudosSelf' | 'nudgeSelf',
): Promise<void> {
  if (toId === fromId) throw badInput(self, 'userId');
  if (!isUuid(toId)) throw new AppError('FORBIDDEN', 'kudosNotParticipant');
  const both = await db
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), inArray(planMembers.userId, [fromId, toId])));
  if (both.length !== 2) {
    if (!both.some((b) => b.userId === fromId) && !(await canViewGoal(db as Db, goal, fromId)))
      throw new AppError('NOT_FOUND', 'goalNotFound');
    throw new AppError('FORBIDDEN', 'kudosNotParticipant');
  }
  if (await isBlocked(db, fromId, toId)) throw new AppError('FORBIDDEN', 'forbidden');
}

export const requireKudosAllowed = (
  db: Handle,
  goal: GoalRef,
  planId: string,
  fromId: string,
  toId: string,
) => requireFellowParticipants(db, goal, planId, fromId, toId, 'kudosSelf');

/**
 * A nudge goes to a fellow participant who is behind (a step of theirs past its day and not done, their part
 * not paused: the company module's `nudgeTargetOf`) and has not turned nudges off for this plan.
 */
export async function requireNudgeAllowed(
  db: Handle,
  goal: GoalRef,
  planId: string,
  fromId: string,
  toId: string,
  target: { nudgesMuted: boolean; behind: boolean; name: string } | undefined,
): Promise<void> {
  await requireFellowParticipants(db, goal, planId, fromId, toId, 'nudgeSelf');
  if (!target) throw new AppError('FORBIDDEN', 'kudosNotParticipant');
  if (target.nudgesMuted) throw new AppError('FORBIDDEN', 'nudgesMuted', { name: target.name });
  if (!target.behind) throw badInput('nudgeNotBehind', 'userId', { name: target.name });
}

/** Settings of one's own part in a plan: participants only (NOT_FOUND for those who may not see the goal). */
export async function requireParticipant(db: Handle, goal: GoalRef, planId: string, userId: string) {
  const [me] = await db
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, userId)));
  if (me) return;
  if (!(await canViewGoal(db as Db, goal, userId))) throw new AppError('NOT_FOUND', 'goalNotFound');
  throw new AppError('FORBIDDEN', 'kudosNotParticipant');
}

/** The participant just cheered, as the giver may see them; FORBIDDEN when they are not (or no longer) one. */
export function kudosRecipient<T>(member: T | undefined): T {
  if (!member) throw new AppError('FORBIDDEN', 'kudosNotParticipant');
  return member;
}
