// With company: the owner opens a plan to others (an offer), people join and leave it, each
// follows their own copy of the schedule (their dates moved by plan_members.day_offset) and ticks their
// own progress; participants see each other's progress and cheer each other once a day (kudos).
// Every write is one transaction that records what happened; news, notifications and the other
// participants' live updates follow from the event registry (effects/registry.ts).
import { and, eq, gte, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import {
  follows,
  goals,
  kudos,
  OFFER_AUDIENCES,
  planMembers,
  planOffers,
  planRemovals,
  plans,
  taskProgress,
  tasks,
  users,
} from '../../db/schema.js';
import type { Earned, WriteDeps } from '../../events/domain.js';
import type { LiveEvents } from '../../events/live.js';
import type { PlanActivity } from '../../events/types.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import type { PersonRef } from '../../kernel/people.js';
import { todayIn } from '../../kernel/time.js';
import { joinDenial, requireKudosAllowed, requirePlanOwner } from '../../policies/company.js';
import { canViewGoal } from '../../policies/goals.js';
import { isBlocked, notBlockedSql } from '../../policies/people.js';
import { award } from '../achievements/award.js';

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
async function goalWithPlan(db: Handle, goalId: string): Promise<{ goal: GoalRow; planId: string }> {
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
async function ownPlan(db: Handle, goalId: string, userId: string) {
  const found = await goalWithPlan(db, goalId);
  await requirePlanOwner(db, found.goal, userId);
  return found;
}

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
 * Joining again is a no-op. The owner hears of it; the member's followers see it in the news.
 */
export async function joinPlan(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
): Promise<CompanyResult> {
  const { goal, planId } = await goalWithPlan(db, goalId);
  if (!(await canViewGoal(db, goal, user.id))) throw new AppError('NOT_FOUND', 'goalNotFound');
  await events.transaction(db, async (tx, record) => {
    const [offer] = await tx.select().from(planOffers).where(eq(planOffers.planId, planId)).for('update');
    const [already] = await tx
      .select({ role: planMembers.role })
      .from(planMembers)
      .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, user.id)));
    if (already?.role === 'member') return;
    const denial = await joinDenial(tx, offer, goal.userId, user.id);
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
async function dropMember(tx: Tx, planId: string, userId: string): Promise<boolean> {
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

/**
 * "Finished with company": called in a tick's transaction. When this participant has every step of a plan
 * done and the plan has someone else in it, they earn 'company_finished' (once).
 */
export async function companyFinished(
  tx: Tx,
  planId: string,
  goalId: string,
  userId: string,
): Promise<Earned | null> {
  const [row] = await tx
    .select({
      others: sql<number>`(select count(*)::int from ${planMembers} m where m.plan_id = ${planId} and m.user_id <> ${userId})`,
      open: sql<number>`count(*) filter (where ${taskProgress.taskId} is null)::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(tasks)
    .leftJoin(taskProgress, and(eq(taskProgress.taskId, tasks.id), eq(taskProgress.userId, userId)))
    .where(eq(tasks.planId, planId));
  if (!row || row.total === 0 || row.open > 0 || row.others === 0) return null;
  return award(tx, userId, 'company_finished', { goalId });
}

// ---------------------------------------------------------------------------------------------------
// Reads

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

/** The viewer's part in many goals' plans: 'owner', 'member' or absent. */
export async function rolesOf(
  db: Handle,
  goalIds: readonly string[],
  viewerId: string,
): Promise<Map<string, 'owner' | 'member'>> {
  if (goalIds.length === 0) return new Map();
  const rows = await db
    .select({ goalId: plans.goalId, role: planMembers.role })
    .from(planMembers)
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .where(and(eq(planMembers.userId, viewerId), inArray(plans.goalId, [...goalIds])));
  return new Map(rows.map((r) => [r.goalId, r.role as 'owner' | 'member']));
}

export interface MemberView {
  goalId: string;
  user: PersonRef;
  role: 'owner' | 'member';
  joinedAt: Date;
  lastActiveAt: Date;
  doneCount: number;
  totalCount: number;
  kudosToday: boolean;
}

/**
 * Everyone following these goals' plans (owner first, then by joining), with their own progress (steps,
 * and milestones without steps, as Goal.progress counts) and whether the viewer cheered them today.
 * People blocked either way with the viewer are left out. One query for any number of goals.
 */
export async function membersOf(
  db: Handle,
  goalIds: readonly string[],
  viewer: { id: string; timezone: string } | null,
): Promise<Map<string, MemberView[]>> {
  if (goalIds.length === 0) return new Map();
  const today = viewer ? todayIn(viewer.timezone) : null;
  const rows = await db
    .select({
      goalId: plans.goalId,
      id: users.id,
      username: users.username,
      name: users.name,
      avatarUrl: users.avatarUrl,
      role: planMembers.role,
      joinedAt: planMembers.joinedAt,
      lastActiveAt: planMembers.lastActiveAt,
      total: sql<number>`(select count(*)::int from ${tasks} t where t.plan_id = ${planMembers.planId}
        and (t.parent_id is not null or not exists (select 1 from ${tasks} c where c.parent_id = t.id)))`,
      done: sql<number>`(select count(*)::int from ${tasks} t join ${taskProgress} p on p.task_id = t.id
        and p.user_id = ${planMembers.userId} where t.plan_id = ${planMembers.planId}
        and (t.parent_id is not null or not exists (select 1 from ${tasks} c where c.parent_id = t.id)))`,
      kudosToday: viewer
        ? sql<boolean>`exists (select 1 from ${kudos} k where k.plan_id = ${planMembers.planId}
            and k.from_id = ${viewer.id} and k.to_id = ${planMembers.userId} and k.day = ${today}::date)`
        : sql<boolean>`false`,
    })
    .from(planMembers)
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .innerJoin(users, eq(users.id, planMembers.userId))
    .where(
      and(
        inArray(plans.goalId, [...goalIds]),
        viewer ? notBlockedSql(sql`${planMembers.userId}`, viewer.id) : undefined,
      ),
    )
    .orderBy(sql`${planMembers.role} = 'owner' desc`, planMembers.joinedAt);
  const byGoal = new Map<string, MemberView[]>();
  for (const r of rows) {
    const list = byGoal.get(r.goalId) ?? [];
    list.push({
      goalId: r.goalId,
      user: { id: r.id, username: r.username, name: r.name, avatarUrl: r.avatarUrl },
      role: r.role as 'owner' | 'member',
      joinedAt: r.joinedAt,
      lastActiveAt: r.lastActiveAt,
      doneCount: r.done,
      totalCount: r.total,
      kudosToday: Boolean(r.kudosToday),
    });
    byGoal.set(r.goalId, list);
  }
  return byGoal;
}

export interface MilestoneMember {
  planId: string;
  milestoneId: string;
  userId: string;
  done: number;
  total: number;
}

/**
 * Per participant, per milestone: steps done of steps under it (a milestone without steps counts as one),
 * for plans that have company (more than the owner); nothing for plans followed alone.
 */
export async function milestoneProgressOf(
  db: Handle,
  planIds: readonly string[],
  viewerId: string | null,
): Promise<Map<string, MilestoneMember[]>> {
  if (planIds.length === 0) return new Map();
  // Keyed by plan.
  const result = await db.execute(sql`
    select m.plan_id, m.id as milestone_id, pm.user_id,
      count(s.id)::int as steps,
      count(p.task_id)::int as done,
      (exists (select 1 from ${taskProgress} mp where mp.task_id = m.id and mp.user_id = pm.user_id)) as milestone_done
    from ${tasks} m
    join ${planMembers} pm on pm.plan_id = m.plan_id
    left join ${tasks} s on s.parent_id = m.id
    left join ${taskProgress} p on p.task_id = s.id and p.user_id = pm.user_id
    where m.plan_id in (${sql.join(
      planIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and m.parent_id is null
      and (select count(*) from ${planMembers} x where x.plan_id = m.plan_id) > 1
      ${viewerId ? sql`and ${notBlockedSql(sql`pm.user_id`, viewerId)}` : sql``}
    group by m.plan_id, m.id, pm.user_id`);
  const byPlan = new Map<string, MilestoneMember[]>();
  for (const r of (result as unknown as { rows: Array<Record<string, unknown>> }).rows) {
    const steps = Number(r.steps);
    const item = {
      planId: r.plan_id as string,
      milestoneId: r.milestone_id as string,
      userId: r.user_id as string,
      total: steps === 0 ? 1 : steps,
      done: steps === 0 ? (r.milestone_done === true || r.milestone_done === 't' ? 1 : 0) : Number(r.done),
    };
    byPlan.set(item.planId, [...(byPlan.get(item.planId) ?? []), item]);
  }
  return byPlan;
}

/** Someone as lists show them. */
export async function personOf(db: Handle, userId: string): Promise<PersonRef | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The goals the user joined as a member (not their own), newest joins first. */
export async function joinedGoals(db: Handle, userId: string): Promise<GoalRow[]> {
  const rows = await db
    .select({ goal: goals })
    .from(planMembers)
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .where(and(eq(planMembers.userId, userId), eq(planMembers.role, 'member'), isNull(goals.deletedAt)))
    .orderBy(sql`${planMembers.joinedAt} desc`)
    .limit(100);
  return rows.map((r) => r.goal);
}

/**
 * The user's own goals that have company (an offer, open or closed, or a member), newest first: what the
 * plans page shows a company panel for.
 */
export async function companyGoals(db: Handle, userId: string): Promise<GoalRow[]> {
  const rows = await db
    .select({ goal: goals })
    .from(goals)
    .innerJoin(plans, eq(plans.goalId, goals.id))
    .where(
      and(
        eq(goals.userId, userId),
        isNull(goals.deletedAt),
        sql`(exists (select 1 from ${planOffers} o where o.plan_id = ${plans.id})
          or exists (select 1 from ${planMembers} m where m.plan_id = ${plans.id} and m.role = 'member'))`,
      ),
    )
    .orderBy(sql`${goals.createdAt} desc`)
    .limit(100);
  return rows.map((r) => r.goal);
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
    .where(and(eq(planOffers.ownerId, ownerId), isNull(planOffers.closedAt), isNull(goals.deletedAt)))
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

/** Everyone taking part in a plan but `exceptId`: who should hear of a change to it live. */
export async function participantsOf(db: Handle, planId: string, exceptId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), sql`${planMembers.userId} <> ${exceptId}`));
  return rows.map((r) => r.userId);
}

/**
 * After the commit: tells every other participant of a plan (their open pages) that something changed in
 * it. A live event is a hint: a failure never fails the change, which is saved.
 */
export async function announcePlanActivity(
  deps: { db: Db; live: LiveEvents },
  userId: string,
  planId: string,
  goalId: string,
  kind: PlanActivity['kind'],
  /** The other participants, when the caller read them already (a tick, in its transaction). */
  others?: string[],
): Promise<void> {
  try {
    const event: PlanActivity = { type: 'planActivity', goalId, userId, kind };
    for (const id of others ?? (await participantsOf(deps.db, planId, userId))) {
      await deps.live.publish('stepwise:user', id, event);
    }
  } catch {
    // The data is in the database; the next load shows it.
  }
}
