// A plan followed with company, as a group: how many did today's steps, and the joint streak. Each member has
// their own copy of the schedule (the plan's dates moved by their day offset), so "a member's day" is the day
// their own step falls on.

import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { planMembers, plans, taskProgress, tasks, users } from '../../db/schema.js';
import { addDays } from '../../kernel/time.js';

type Handle = Db | Tx;

/** How far back the joint streak looks: a longer run still reads as this many days. */
export const JOINT_STREAK_DAYS = 120;

export interface Together {
  /** Members who had a step today, and of them those who did every step of their day. */
  today: { done: number; due: number };
  /**
   * Days in a row, back from today, on which every member who had a step did all of their day's steps on that
   * day. Days without steps neither count nor break it; today counts once everyone is done and never breaks it.
   */
  jointStreak: number;
}

interface MemberDay {
  goalId: string;
  day: string;
  steps: number;
  /** Done by now. */
  done: number;
  /** Done on or before that day, in the member's own time zone. */
  onTime: number;
}

/**
 * The group view of every goal here whose plan has company (two people or more) and a step dated in the last
 * JOINT_STREAK_DAYS days, keyed by goal id; other goals have none.
 */
export async function togetherOf(
  db: Handle,
  goalIds: readonly string[],
  today: string,
): Promise<Map<string, Together>> {
  if (goalIds.length === 0) return new Map();
  const from = addDays(today, -JOINT_STREAK_DAYS);
  const result = await db.execute(sql`
    select pl.goal_id, (t.date + pm.day_offset)::text as day,
      count(*)::int as steps,
      count(p.task_id)::int as done,
      count(p.task_id) filter (
        where (p.completed_at at time zone u.timezone)::date <= t.date + pm.day_offset)::int as on_time
    from ${plans} pl
    join ${planMembers} pm on pm.plan_id = pl.id
    join ${users} u on u.id = pm.user_id
    join ${tasks} t on t.plan_id = pl.id and t.date is not null
      and (t.parent_id is not null or not exists (select 1 from ${tasks} c where c.parent_id = t.id))
    left join ${taskProgress} p on p.task_id = t.id and p.user_id = pm.user_id
    where pl.goal_id in (${sql.join(
      goalIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and (select count(*) from ${planMembers} x where x.plan_id = pl.id) > 1
      and t.date + pm.day_offset between ${from}::date and ${today}::date
    group by pl.goal_id, pm.user_id, t.date + pm.day_offset`);
  const rows = rowsOf<Record<string, unknown>>(result).map(
    (r): MemberDay => ({
      goalId: r.goal_id as string,
      day: r.day as string,
      steps: Number(r.steps),
      done: Number(r.done),
      onTime: Number(r.on_time),
    }),
  );
  const byGoal = new Map<string, MemberDay[]>();
  for (const row of rows) {
    const list = byGoal.get(row.goalId);
    if (list) list.push(row);
    else byGoal.set(row.goalId, [row]);
  }
  const answer = new Map<string, Together>();
  for (const [goalId, days] of byGoal) answer.set(goalId, groupView(days, today));
  return answer;
}

/** The rule itself, on each member's day rows of one plan. */
export function groupView(rows: readonly MemberDay[], today: string): Together {
  const days = new Map<string, MemberDay[]>();
  for (const row of rows) {
    const list = days.get(row.day);
    if (list) list.push(row);
    else days.set(row.day, [row]);
  }
  const todays = days.get(today) ?? [];
  let jointStreak = 0;
  for (const day of [...days.keys()].sort().reverse()) {
    const members = days.get(day)!;
    const full = members.every((m) => m.onTime >= m.steps);
    if (day === today && !full) continue;
    if (!full) break;
    jointStreak++;
  }
  return {
    today: { done: todays.filter((m) => m.done >= m.steps).length, due: todays.length },
    jointStreak,
  };
}
