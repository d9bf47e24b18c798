// What the mentor jobs read of mentees' goals: each goal's steps with the owner's ticks, in one statement for
// a batch of goals, and the forecast the plan shows (the planner's rule, as Goal.forecast computes it).
import { type Forecast, forecast } from '@stepwise/planner/forecast';
import { localDate } from '@stepwise/planner/pause';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** A behind notice is due once the forecast's finish is this many days late (past the on-pace band). */
export const BEHIND_DAYS = 3;
/** ...or after this many days without a tick on an active goal that has steps due. */
export const IDLE_DAYS = 7;
/** At most one behind notice per goal and mentor in this many days. */
export const NOTICE_EVERY_DAYS = 7;

export const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

interface StepRow {
  goal_id: string;
  id: string;
  parent_id: string | null;
  has_children: boolean;
  date: string | null;
  completed_at: string | Date | null;
}

/** The steps (and milestones without steps) of these goals, with the owner's tick: goal id -> steps. */
export async function stepsOfGoals(db: Db, goalIds: readonly string[]) {
  const out = new Map<string, StepRow[]>();
  if (goalIds.length === 0) return out;
  const result = await db.execute(sql`
    select p.goal_id, t.id, t.parent_id, t.date::text as date, d.completed_at,
      exists (select 1 from tasks c where c.parent_id = t.id) as has_children
    from plans p
    join goals g on g.id = p.goal_id
    join tasks t on t.plan_id = p.id
    left join task_progress d on d.task_id = t.id and d.user_id = g.user_id
    where p.goal_id in (${uuidList(goalIds)})`);
  for (const row of rowsOf<StepRow>(result)) {
    if (row.has_children) continue;
    const list = out.get(row.goal_id) ?? [];
    list.push(row);
    out.set(row.goal_id, list);
  }
  return out;
}

/** The forecast of an owner's plan on their today (the same rule and input as Goal.forecast). */
export function forecastOfSteps(steps: readonly StepRow[], today: string, timezone: string): Forecast {
  return forecast({
    today,
    steps: steps.map((s) => ({
      date: s.date,
      completed: s.completed_at !== null,
      completedOn: s.completed_at ? localDate(new Date(s.completed_at), timezone) : null,
    })),
  });
}
