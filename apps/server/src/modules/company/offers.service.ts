// Offers: the owner opens a plan to company (who may join, how many, a note), changes or closes it; a
// profile lists the open ones the viewer may see, each with what the viewer can do about it.
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import {
  follows,
  goals,
  OFFER_AUDIENCES,
  planMembers,
  planOffers,
  planRemovals,
  plans,
} from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { badInput } from '../../kernel/errors.js';
import { canViewGoal } from '../../policies/goals.js';
import { notHiddenSql } from '../../policies/moderation.js';
import { isBlocked } from '../../policies/people.js';
import { type CompanyResult, type OfferAudience, ownPlan } from './company.service.js';
import { rolesOf } from './members.service.js';

type Handle = Db | Tx;
type GoalRow = typeof goals.$inferSelect;

export interface OfferInput {
  note?: string | null;
  audience?: string | null;
  memberCap?: number | null;
}

function parseOffer(input: OfferInput) {
  const note = (input.note ?? '').trim();
  if (note.length > 500) throw badInput('offerNoteLength', 'note');
  const audience = (input.audience ?? 'anyone') as OfferAudience;
  if (!OFFER_AUDIENCES.includes(audience)) throw badInput('valueInvalid', 'audience', { name: 'audience' });
  const cap = input.memberCap ?? null;
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || cap > 100))
    throw badInput('offerCapInvalid', 'memberCap');
  return { note, audience, memberCap: cap };
}

/**
 * Opens the plan to company, or changes the open offer (note, audience, cap); re-opening a closed offer
 * reuses its row. Owner only; a private goal cannot be offered. The 'plan_opened' news once per goal.
 */
export async function openOffer(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
  input: OfferInput,
): Promise<CompanyResult> {
  const values = parseOffer(input);
  const { goal, planId } = await ownPlan(db, goalId, user.id);
  if (goal.visibility === 'private') throw badInput('offerPrivateGoal', 'goalId');
  await events.transaction(db, async (tx, record) => {
    await tx
      .insert(planOffers)
      .values({ planId, ownerId: user.id, ...values })
      .onConflictDoUpdate({
        target: planOffers.planId,
        set: {
          ...values,
          // A closed offer opens anew (now); an open one keeps its date while its terms change.
          openedAt: sql`case when ${planOffers.closedAt} is null then ${planOffers.openedAt} else now() end`,
          closedAt: null,
        },
      });
    await record({ type: 'offerOpened', userId: user.id, goal, planId });
  });
  return { goal, planId };
}

/** Closes the offer: nobody new joins; those who joined stay. Owner only; closing a closed offer is a no-op. */
export async function closeOffer(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
): Promise<CompanyResult> {
  const { goal, planId } = await ownPlan(db, goalId, user.id);
  await events.transaction(db, async (tx, record) => {
    await tx
      .update(planOffers)
      .set({ closedAt: new Date() })
      .where(and(eq(planOffers.planId, planId), isNull(planOffers.closedAt)));
    await record({ type: 'offerClosed', userId: user.id, goal, planId });
  });
  return { goal, planId };
}

export interface OfferView {
  planId: string;
  goalId: string;
  note: string;
  audience: OfferAudience;
  memberCap: number | null;
  memberCount: number;
  openedAt: Date;
  closedAt: Date | null;
}

/** The offers of many goals (open or closed) in one query, with their member counts. */
export async function offersOf(db: Handle, goalIds: readonly string[]): Promise<Map<string, OfferView>> {
  if (goalIds.length === 0) return new Map();
  const rows = await db
    .select({
      offer: planOffers,
      goalId: plans.goalId,
      memberCount: sql<number>`(select count(*)::int from ${planMembers} m where m.plan_id = ${planOffers.planId} and m.role = 'member')`,
    })
    .from(planOffers)
    .innerJoin(plans, eq(plans.id, planOffers.planId))
    .where(inArray(plans.goalId, [...goalIds]));
  return new Map(
    rows.map((r) => [
      r.goalId,
      {
        ...r.offer,
        audience: r.offer.audience as OfferAudience,
        goalId: r.goalId,
        memberCount: r.memberCount,
      },
    ]),
  );
}

export type JoinState =
  | 'owner'
  | 'joined'
  | 'open'
  | 'full'
  | 'followersOnly'
  | 'blocked'
  | 'removed'
  | 'signedOut';

export interface ProfileOffer extends OfferView {
  goal: GoalRow;
  /** What the viewer can do: join ('open'), leave ('joined'), or why not. */
  joinState: JoinState;
}

/**
 * A profile's open offers that the viewer may see (the goal's visibility decides), newest first,
 * each with what the viewer can do about it.
 */
export async function profileOffers(
  db: Handle,
  ownerId: string,
  viewerId: string | null,
): Promise<ProfileOffer[]> {
  const blocked = viewerId && viewerId !== ownerId ? await isBlocked(db, ownerId, viewerId) : false;
  const follower =
    viewerId && viewerId !== ownerId
      ? (
          await db
            .select({ id: follows.followerId })
            .from(follows)
            .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, ownerId)))
            .limit(1)
        ).length > 0
      : false;
  const rows = await db
    .select({ goal: goals, offer: planOffers })
    .from(planOffers)
    .innerJoin(plans, eq(plans.id, planOffers.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .where(
      and(
        eq(planOffers.ownerId, ownerId),
        isNull(planOffers.closedAt),
        isNull(goals.deletedAt),
        notHiddenSql('offer', goals.id, viewerId),
        notHiddenSql('goal', goals.id, viewerId),
      ),
    )
    .orderBy(sql`${planOffers.openedAt} desc`)
    .limit(50);
  // The plans the owner removed the viewer from under the offer now open (as joinPlan decides).
  const removedFrom = new Set(
    viewerId && viewerId !== ownerId && rows.length > 0
      ? (
          await db
            .select({ planId: planRemovals.planId })
            .from(planRemovals)
            .innerJoin(planOffers, eq(planOffers.planId, planRemovals.planId))
            .where(
              and(
                eq(planRemovals.userId, viewerId),
                inArray(
                  planRemovals.planId,
                  rows.map((r) => r.offer.planId),
                ),
                gte(planRemovals.removedAt, planOffers.openedAt),
              ),
            )
        ).map((r) => r.planId)
      : [],
  );
  const visible: typeof rows = [];
  for (const r of rows) if (await canViewGoal(db as Db, r.goal, viewerId)) visible.push(r);
  const counts = await offersOf(
    db,
    visible.map((r) => r.goal.id),
  );
  const roles = viewerId
    ? await rolesOf(
        db,
        visible.map((r) => r.goal.id),
        viewerId,
      )
    : new Map();
  return visible.map(({ goal, offer }) => {
    const count = counts.get(goal.id)?.memberCount ?? 0;
    const role = roles.get(goal.id);
    const joinState: JoinState = !viewerId
      ? 'signedOut'
      : role === 'owner'
        ? 'owner'
        : role === 'member'
          ? 'joined'
          : blocked
            ? 'blocked'
            : removedFrom.has(offer.planId)
              ? 'removed'
              : offer.audience === 'followers' && !follower
                ? 'followersOnly'
                : offer.memberCap !== null && count >= offer.memberCap
                  ? 'full'
                  : 'open';
    return {
      ...offer,
      audience: offer.audience as OfferAudience,
      goalId: goal.id,
      memberCount: count,
      goal,
      joinState,
    };
  });
}
