// With company: people join a plan opened to them (./offers.service.ts), leave it or are removed, each
// follows their own copy of the schedule (their dates moved by plan_members.day_offset) and ticks their
// own progress; participants cheer each other once a day (kudos). The members and their progress as pages
// show them: ./members.service.ts; what a change tells the others: ./activity.service.ts.
// Every write is one transaction that records what happened; news, notifications and the other
// participants' live updates follow from the event registry (effects/registry.ts).
import { and, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import {
  goals,
  kudos,
  type OFFER_AUDIENCES,
  planMembers,
  planOffers,
  planRemovals,
  plans,
  taskProgress,
  tasks,
} from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { todayIn } from '../../kernel/time.js';
import { joinDenial, requireKudosAllowed, requirePlanOwner } from '../../policies/company.js';
import { canViewGoal } from '../../policies/goals.js';

type Handle = Db | Tx;
export type OfferAudience = (typeof OFFER_AUDIENCES)[number];
type GoalRow = typeof goals.$inferSelect;

/** What a write did: the goal and its plan (what follows is the registry's: effects/registry.ts). */
export interface CompanyResult {
  goal: GoalRow;
  planId: string;
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The goal (alive) with its plan id; NOT_FOUND when there is none. */
export async function goalWithPlan(db: Handle, goalId: string): Promise<{ goal: GoalRow; planId: string }> {
  if (!isUuid(goalId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  const [row] = await db
    .select({ goal: goals, planId: plans.id })
    .from(goals)
    .innerJoin(plans, eq(plans.goalId, goals.id))
    .where(and(eq(goals.id, goalId), isNull(goals.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'goalNotFound');
  return row;
}

/** The owner's own plan (policies/company.ts: NOT_FOUND or FORBIDDEN for anyone else). */
export async function ownPlan(db: Handle, goalId: string, userId: string) {
  const found = await goalWithPlan(db, goalId);
  await requirePlanOwner(db, found.goal, userId);
  return found;
}

const memberCount = (db: Handle, planId: string) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), eq(planMembers.role, 'member')))
    .then((r) => r[0]?.n ?? 0);

/**
 * The member's own copy of the schedule starts on the day they join (in their time zone): their dates are
 * the plan's moved by the days between its first dated task and that day, never earlier than the plan's.
 */
async function dayOffsetFor(db: Handle, planId: string, timezone: string): Promise<number> {
  const [first] = await db
    .select({ date: min(tasks.date) })
    .from(tasks)
    .where(eq(tasks.planId, planId));
  if (!first?.date) return 0;
  return Math.max(0, daysBetween(first.date, todayIn(timezone)));
}

/**
 * Joins an open offer: the offer's row lock serialises joins, so the cap holds under any concurrency.
 * Joining again is a no-op. The owner hears of it; the member's followers see it in the news. Through the
 * owner's invite link (`invite`: its token, checked under the same lock, so a link revoked meanwhile fails)
 * the goal need not be visible to them and a followers-only offer takes them; the rest holds as ever.
 */
export async function joinPlan(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
  invite?: string,
): Promise<CompanyResult> {
  const { goal, planId } = await goalWithPlan(db, goalId);
  if (!invite && !(await canViewGoal(db, goal, user.id))) throw new AppError('NOT_FOUND', 'goalNotFound');
  await events.transaction(db, async (tx, record) => {
    const [offer] = await tx.select().from(planOffers).where(eq(planOffers.planId, planId)).for('update');
    if (invite && offer?.inviteToken !== invite) throw new AppError('NOT_FOUND', 'inviteNotFound');
    const [already] = await tx
      .select({ role: planMembers.role })
      .from(planMembers)
      .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, user.id)));
    if (already?.role === 'member') return;
    const denial = await joinDenial(tx, offer, goal.userId, user.id, invite !== undefined);
    if (denial) throw denial;
    if (offer!.memberCap !== null && (await memberCount(tx, planId)) >= offer!.memberCap)
      throw badInput('offerFull', 'goalId');
    await tx.insert(planMembers).values({
      planId,
      userId: user.id,
      role: 'member',
      dayOffset: await dayOffsetFor(tx, planId, user.timezone),
    });
    await record({ type: 'planJoined', userId: user.id, goal, planId });
  });
  return { goal, planId };
}

/** Ends a membership: the member's progress on this plan goes with it. */
export async function dropMember(tx: Tx, planId: string, userId: string): Promise<boolean> {
  const gone = await tx
    .delete(planMembers)
    .where(
      and(eq(planMembers.planId, planId), eq(planMembers.userId, userId), eq(planMembers.role, 'member')),
    )
    .returning({ userId: planMembers.userId });
  if (gone.length === 0) return false;
  await tx
    .delete(taskProgress)
    .where(
      and(
        eq(taskProgress.userId, userId),
        inArray(taskProgress.taskId, tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.planId, planId))),
      ),
    );
  return true;
}

/** Leaves a joined plan (the owner cannot leave their own). The owner hears of it. */
export async function leavePlan(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
): Promise<CompanyResult> {
  const { goal, planId } = await goalWithPlan(db, goalId);
  await events.transaction(db, async (tx, record) => {
    if (!(await dropMember(tx, planId, user.id))) throw badInput('notAMember', 'goalId');
    await record({ type: 'planLeft', userId: user.id, goal, planId });
  });
  return { goal, planId };
}

/**
 * The owner removes a member; the removed person hears of it. The removal is recorded (its latest time), so
 * they cannot join again while this offer stays open; closing and reopening the offer lets them back.
 */
export async function removeMember(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
  memberId: string,
): Promise<CompanyResult> {
  const { goal, planId } = await ownPlan(db, goalId, user.id);
  if (!isUuid(memberId)) throw badInput('notAMember', 'userId');
  await events.transaction(db, async (tx, record) => {
    if (!(await dropMember(tx, planId, memberId))) throw badInput('notAMember', 'userId');
    await tx
      .insert(planRemovals)
      .values({ planId, userId: memberId })
      .onConflictDoUpdate({
        target: [planRemovals.planId, planRemovals.userId],
        set: { removedAt: sql`now()` },
      });
    await record({ type: 'memberRemoved', userId: user.id, memberId, goal, planId });
  });
  return { goal, planId };
}

/**
 * A one-tap cheer between two participants of a plan, at most one per pair and day (the giver's day):
 * a second one the same day changes nothing and notifies nobody (idempotent, so a double tap is harmless).
 */
export async function giveKudos(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
  toId: string,
): Promise<CompanyResult & { toId: string }> {
  const { goal, planId } = await goalWithPlan(db, goalId);
  await requireKudosAllowed(db, goal, planId, user.id, toId);
  await events.transaction(db, async (tx, record) => {
    const given = await tx
      .insert(kudos)
      .values({ planId, fromId: user.id, toId, day: todayIn(user.timezone) })
      .onConflictDoNothing()
      .returning({ day: kudos.day });
    // Again the same day: nothing changed, nothing to tell.
    if (given.length > 0) await record({ type: 'kudosGiven', userId: user.id, toId, goal, planId });
  });
  return { goal, planId, toId };
}
