// What the mentor jobs read of mentees' goals: each goal's steps with the owner's ticks, in one statement for
// a batch of goals, and the forecast the plan shows (the planner's rule, as Goal.forecast computes it).
import { type Forecast, forecast, type MeasuredPace } from '@stepwise/planner/forecast';
import { measuredPace } from '@stepwise/planner/measured';
import { localDate } from '@stepwise/planner/pause';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { StoredProgression } from '../../db/schema.js';

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

/**
 * The measured input of these goals' forecasts (a measurable goal with results): the progression with each
 * checkpoint on its milestone's date, and the owner's results. Goal id -> input; goals without none.
 */
export async function measuredOfGoals(db: Db, goalIds: readonly string[]) {
  const out = new Map<string, MeasuredPace>();
  if (goalIds.length === 0) return out;
  const ids = uuidList(goalIds);
  const [plans, milestones, results] = await Promise.all([
    db.execute(sql`select goal_id, progression from plans
      where goal_id in (${ids}) and progression is not null`),
    db.execute(sql`select t.id, t.date::text as date from tasks t join plans p on p.id = t.plan_id
      where p.goal_id in (${ids}) and p.progression is not null and t.parent_id is null`),
    db.execute(sql`select goal_id, measured_on::text as date, value from goal_results
      where goal_id in (${ids})`),
  ]);
  const dates = new Map(rowsOf<{ id: string; date: string | null }>(milestones).map((t) => [t.id, t.date]));
  const byGoal = new Map<string, Array<{ date: string; value: number }>>();
  for (const r of rowsOf<{ goal_id: string; date: string; value: number }>(results)) {
    const list = byGoal.get(r.goal_id) ?? [];
    list.push({ date: r.date, value: Number(r.value) });
    byGoal.set(r.goal_id, list);
  }
  for (const p of rowsOf<{ goal_id: string; progression: StoredProgression | string }>(plans)) {
    const progression = typeof p.progression === 'string' ? JSON.parse(p.progression) : p.progression;
    const points = (progression as StoredProgression).points.map((x) => ({
      date: (x.taskId ? dates.get(x.taskId) : null) ?? x.date,
      value: x.value,
    }));
    const m = measuredPace({ ...progression, points }, byGoal.get(p.goal_id) ?? []);
    if (m) out.set(p.goal_id, m);
  }
  return out;
}

/** The forecast of an owner's plan on their today (the same rule and input as Goal.forecast). */
export function forecastOfSteps(
  steps: readonly StepRow[],
  today: string,
  timezone: string,
  measured: MeasuredPace | null = null,
): Forecast {
  return forecast({
    today,
    measured,
    steps: steps.map((s) => ({
      date: s.date,
      completed: s.completed_at !== null,
      completedOn: s.completed_at ? localDate(new Date(s.completed_at), timezone) : null,
    })),
  });
}
