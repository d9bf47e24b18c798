// Nudges: a participant of a plan with company reminds another who is behind, at most once a day per person
// nudged (whoever sends it), never one who turned nudges off for that plan.

import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  nudges,
  pauses,
  planMembers,
  plans,
  taskProgress,
  tasks,
  type UserRow,
  users,
} from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { addDays, currentTime, todayIn } from '../../kernel/time.js';
import { requireNudgeAllowed, requireParticipant } from '../../policies/company.js';
import { type CompanyResult, goalWithPlan } from './company.service.js';

type Handle = Db | Tx;

export interface NudgeTarget {
  id: string;
  name: string;
  nudgesMuted: boolean;
  /** A step of theirs is past its day (on their own copy of the schedule) and not done, and they have not paused. */
  behind: boolean;
  /** Their own calendar day. */
  today: string;
}

/** Whether a participant may be nudged, and on which of their days: undefined when they are not one. */
export async function nudgeTargetOf(
  db: Handle,
  plan: { goalId: string; planId: string },
  userId: string,
): Promise<NudgeTarget | undefined> {
  if (!isUuid(userId)) return undefined;
  const [member] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      timezone: users.timezone,
      nudgesMuted: planMembers.nudgesMuted,
    })
    .from(planMembers)
    .innerJoin(users, eq(users.id, planMembers.userId))
    .where(and(eq(planMembers.planId, plan.planId), eq(planMembers.userId, userId)));
  if (!member) return undefined;
  const today = todayIn(member.timezone);
  const states = await nudgeStatesOf(db, [plan.goalId]);
  const behind = states.behind.has(`${plan.goalId}:${userId}`);
  return {
    id: member.id,
    name: member.name.trim() || `@${member.username}`,
    nudgesMuted: member.nudgesMuted,
    behind,
    today,
  };
}

/**
 * Nudges a participant who is behind. A second nudge the same day (theirs) is refused with RATE_LIMITED, even
 * from someone else: one reminder a day is a nudge, more is pressure. The same nudge sent again (the sender's
 * changeId, as the offline queue resends a change whose answer was lost) is answered as the first was.
 */
export async function nudgeMember(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
  toId: string,
  changeId: string | null = null,
): Promise<CompanyResult & { toId: string }> {
  const { goal, planId } = await goalWithPlan(db, goalId);
  if (changeId && (await sentBefore(db, planId, user.id, toId, changeId))) return { goal, planId, toId };
  const target = await nudgeTargetOf(db, { goalId: goal.id, planId }, toId);
  await requireNudgeAllowed(db, goal, planId, user.id, toId, target);
  await events.transaction(db, async (tx, record) => {
    const sent = await tx
      .insert(nudges)
      .values({ planId, toId, fromId: user.id, day: target!.today, changeId })
      .onConflictDoNothing()
      .returning({ day: nudges.day });
    if (sent.length === 0) {
      // The same nudge, sent twice at once: the other one's row (committed by now) answers this one too.
      if (changeId && (await sentBefore(tx, planId, user.id, toId, changeId))) return;
      throw new AppError('RATE_LIMITED', 'nudgedToday', { name: target!.name });
    }
    await record({ type: 'memberNudged', userId: user.id, toId, goal, planId });
  });
  return { goal, planId, toId };
}

async function sentBefore(db: Handle, planId: string, fromId: string, toId: string, changeId: string) {
  const [row] = await db
    .select({ day: nudges.day })
    .from(nudges)
    .where(
      and(
        eq(nudges.planId, planId),
        eq(nudges.fromId, fromId),
        eq(nudges.toId, toId),
        eq(nudges.changeId, changeId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A participant turns nudges about one plan off or on again. */
export async function setNudgesMuted(
  db: Handle,
  user: UserRow,
  goalId: string,
  muted: boolean,
): Promise<CompanyResult> {
  const { goal, planId } = await goalWithPlan(db, goalId);
  await requireParticipant(db, goal, planId, user.id);
  await db
    .update(planMembers)
    .set({ nudgesMuted: muted })
    .where(and(eq(planMembers.planId, planId), eq(planMembers.userId, user.id)));
  return { goal, planId };
}

/** Of these goals' participants, who was nudged today (their own day), as `goalId:userId`. */
export async function nudgedTodayOf(db: Handle, goalIds: readonly string[]): Promise<Set<string>> {
  if (goalIds.length === 0) return new Set();
  // Yesterday and later in UTC covers "today" in every time zone; each row is then checked in its person's zone.
  const result = await db.execute(sql`
    select pl.goal_id, n.to_id, n.day::text as day, u.timezone from ${nudges} n
    join ${plans} pl on pl.id = n.plan_id
    join ${users} u on u.id = n.to_id
    where pl.goal_id in (${sql.join(
      goalIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and n.day >= ${addDays(todayIn('UTC'), -1)}::date`);
  const rows = rowsOf<{ goal_id: string; to_id: string; day: string; timezone: string }>(result);
  return new Set(rows.filter((r) => r.day === todayIn(r.timezone)).map((r) => `${r.goal_id}:${r.to_id}`));
}

/**
 * Of these goals' participants, who is behind (as `nudgeTargetOf` decides, for many at once) and who turned
 * nudges off, as `goalId:userId`.
 */
export async function nudgeStatesOf(
  db: Handle,
  goalIds: readonly string[],
): Promise<{ behind: Set<string>; muted: Set<string> }> {
  if (goalIds.length === 0) return { behind: new Set(), muted: new Set() };
  const now = currentTime().toISOString();
  const result = await db.execute(sql`
    select pl.goal_id, pm.user_id, pm.nudges_muted as muted,
      exists (
        select 1 from ${tasks} t
        where t.plan_id = pl.id and t.date is not null
          and t.date + pm.day_offset < (${now}::timestamptz at time zone u.timezone)::date
          and (t.parent_id is not null or not exists (select 1 from ${tasks} c where c.parent_id = t.id))
          and not exists (select 1 from ${taskProgress} p where p.task_id = t.id and p.user_id = pm.user_id)
      ) and not exists (
        select 1 from ${pauses} z where z.plan_id = pl.id and z.user_id = pm.user_id and z.ended_on is null
      ) as behind
    from ${plans} pl
    join ${planMembers} pm on pm.plan_id = pl.id
    join ${users} u on u.id = pm.user_id
    where pl.goal_id in (${sql.join(
      goalIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and (select count(*) from ${planMembers} x where x.plan_id = pl.id) > 1`);
  const rows = rowsOf<{ goal_id: string; user_id: string; muted: boolean; behind: boolean }>(result);
  const key = (r: (typeof rows)[number]) => `${r.goal_id}:${r.user_id}`;
  return {
    behind: new Set(rows.filter((r) => r.behind).map(key)),
    muted: new Set(rows.filter((r) => r.muted).map(key)),
  };
}
