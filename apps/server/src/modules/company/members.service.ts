// The people following a plan, as lists show them: each one's part, progress and kudos, per goal and per
// milestone, in one statement for any number of goals; the goals a person follows with company.

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { goals, kudos, planMembers, planOffers, plans, taskProgress, tasks, users } from '../../db/schema.js';
import type { PersonRef } from '../../kernel/people.js';
import { todayIn } from '../../kernel/time.js';
import { notSuspendedSql } from '../../policies/moderation.js';
import { notBlockedSql } from '../../policies/people.js';

type Handle = Db | Tx;
type GoalRow = typeof goals.$inferSelect;

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
 * People blocked either way with the viewer, and suspended accounts (but the viewer's own), are left out. One query
 * for any number of goals.
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
        // A suspended member is left out for everyone but themselves.
        viewer
          ? sql`(${planMembers.userId} = ${viewer.id} or ${notSuspendedSql(planMembers.userId)})`
          : notSuspendedSql(planMembers.userId),
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
  for (const r of rowsOf<Record<string, unknown>>(result)) {
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
