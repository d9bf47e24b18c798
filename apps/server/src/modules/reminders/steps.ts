// The steps a person follows that reminders are about: their own goals' steps while the goal is in their agenda,
// and the steps of plans they joined while those are shown to members and their own copy is not paused (the
// agenda's rule, modules/goals/agenda.service.ts), on their own dates (a member's copy moved by its day offset).
// Open steps only (not ticked by that person); which of them remind is @stepwise/domain/reminders' rule.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goalStatusIs } from '../../db/goal-status.js';
import { goals, pauses, planMembers, plans, taskProgress, tasks, users } from '../../db/schema.js';

export interface FollowedStep {
  taskId: string;
  /** Set on a step under a milestone: the reminder rule (spec §4) leaves those to the milestone. */
  parentId: string | null;
  userId: string;
  goalId: string;
  goalTitle: string;
  label: string;
  notes: string;
  /** The person's date of the step, `YYYY-MM-DD`. */
  date: string;
  time: string | null;
  /** The due instant in the person's zone; null for a step without a time. */
  dueAt: Date | null;
  timezone: string;
  lang: string;
  updatedAt: Date;
}

/** `HH:MM` only: a malformed time is left without a due instant rather than failing the whole statement. */
const dueAt = sql<Date | null>`case when ${tasks.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
  then ((${tasks.date} + ${planMembers.dayOffset}) + ${tasks.time}::time) at time zone ${users.timezone} end`;

/** Open steps followed by the people `where` picks (a condition on plan_members, users or tasks). */
export async function followedSteps(db: Db, where: SQL): Promise<FollowedStep[]> {
  const rows = await db
    .select({
      taskId: tasks.id,
      parentId: tasks.parentId,
      userId: planMembers.userId,
      goalId: goals.id,
      goalTitle: goals.title,
      label: tasks.label,
      notes: tasks.notes,
      date: sql<string>`to_char(${tasks.date} + ${planMembers.dayOffset}, 'YYYY-MM-DD')`,
      time: tasks.time,
      dueAt,
      timezone: users.timezone,
      lang: users.lang,
      updatedAt: tasks.updatedAt,
    })
    .from(planMembers)
    .innerJoin(users, eq(users.id, planMembers.userId))
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .innerJoin(tasks, eq(tasks.planId, plans.id))
    .leftJoin(
      taskProgress,
      and(eq(taskProgress.taskId, tasks.id), eq(taskProgress.userId, planMembers.userId)),
    )
    .where(
      and(
        where,
        sql`${tasks.date} is not null`,
        isNull(taskProgress.taskId),
        isNull(goals.deletedAt),
        sql`(
          (${planMembers.role} = 'owner' and ${goalStatusIs(goals.status, 'agenda')})
          or (${planMembers.role} = 'member' and ${goalStatusIs(goals.status, 'shownToMembers')}
            and not exists (select 1 from ${pauses} pa where pa.plan_id = ${planMembers.planId}
              and pa.user_id = ${planMembers.userId} and pa.ended_on is null))
        )`,
      ),
    )
    .orderBy(sql`${tasks.date} + ${planMembers.dayOffset}`, tasks.time, tasks.position);
  return rows.map((r) => ({ ...r, dueAt: r.dueAt === null ? null : new Date(r.dueAt) }));
}
