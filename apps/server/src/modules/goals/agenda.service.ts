import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goalStatusIs } from '../../db/goal-status.js';
import type { UserRow } from '../../db/schema.js';
import { goals, pauses, planMembers, plans, taskProgress, tasks } from '../../db/schema.js';
import { addDays, todayIn } from '../../kernel/time.js';

/** Open tasks of the plans the user follows (their own and joined) around today, in their zone. */
export async function agenda(db: Db, user: UserRow, days: number) {
  const today = todayIn(user.timezone);
  const until = addDays(today, Math.max(1, Math.min(60, days)));
  const due = sql`(${tasks.date} + ${planMembers.dayOffset})`;
  const rows = await db
    .select({
      task: tasks,
      goalId: goals.id,
      goalTitle: goals.title,
      completedAt: taskProgress.completedAt,
      dayOffset: planMembers.dayOffset,
    })
    .from(planMembers)
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .innerJoin(tasks, eq(tasks.planId, plans.id))
    .leftJoin(taskProgress, and(eq(taskProgress.taskId, tasks.id), eq(taskProgress.userId, user.id)))
    .where(
      and(
        eq(planMembers.userId, user.id),
        // The owner follows the goal while its status is in the agenda; a member while it is shown to members
        // and their own copy is not paused (an owner's pause leaves the members going).
        or(
          and(eq(planMembers.role, 'owner'), goalStatusIs(goals.status, 'agenda')),
          and(
            eq(planMembers.role, 'member'),
            goalStatusIs(goals.status, 'shownToMembers'),
            sql`not exists (select 1 from ${pauses} pa where pa.plan_id = ${planMembers.planId} and pa.user_id = ${planMembers.userId} and pa.ended_on is null)`,
          ),
        ),
        isNull(goals.deletedAt),
        // A member's dates are their own copy of the schedule: the plan's moved by their day offset.
        gte(due, addDays(today, -365)),
        lte(due, until),
        // Open tasks up to the horizon, and today's done ones so ticking does not make them vanish.
        sql`(${taskProgress.taskId} is null or ${due} = ${today})`,
      ),
    )
    .orderBy(asc(due), asc(tasks.time), asc(tasks.position));
  const items = rows.map((r) => ({
    ...r.task,
    date: r.task.date && r.dayOffset ? addDays(r.task.date, r.dayOffset) : r.task.date,
    completed: r.completedAt !== null,
    completedAt: r.completedAt,
    goalId: r.goalId,
    goalTitle: r.goalTitle,
  }));
  return {
    today,
    overdue: items.filter((t) => t.date! < today),
    dueToday: items.filter((t) => t.date === today),
    upcoming: items.filter((t) => t.date! > today),
  };
}
