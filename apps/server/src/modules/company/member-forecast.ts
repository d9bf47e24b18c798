// Each participant's forecast on a plan with company: the planner's rule (decision 087) over their own copy
// (the plan's steps moved by their day offset, done as they ticked them, in their time zone). Only their
// steps are read: a result, a pause reason or anything else private stays out. A paused participant has
// none (the panel says "paused"). Seen by the plan's participants only.
import { type Forecast, forecast } from '@stepwise/planner/forecast';
import { localDate } from '@stepwise/planner/pause';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { planMembers, plans, taskProgress, tasks, users } from '../../db/schema.js';
import { todayIn } from '../../kernel/time.js';

interface MemberSteps {
  timezone: string;
  steps: Array<{ date: string | null; completedAt: Date | null }>;
}

/**
 * The participants' forecasts of these goals' plans, by goal then person; a goal the viewer does not take
 * part in gets none. One statement for any number of goals.
 */
export async function memberForecasts(
  db: Db,
  viewerId: string | null,
  goalIds: readonly string[],
): Promise<Map<string, Map<string, Forecast>>> {
  const out = new Map<string, Map<string, Forecast>>();
  if (!viewerId || goalIds.length === 0) return out;
  // Steps, and milestones without steps (as progress counts them), in each participant's copy.
  const result = await db.execute(sql`
    select p.goal_id, pm.user_id, u.timezone,
      (t.date + pm.day_offset)::text as date, tp.completed_at
    from ${planMembers} pm
    join ${plans} p on p.id = pm.plan_id
    join ${users} u on u.id = pm.user_id
    join ${tasks} t on t.plan_id = pm.plan_id
      and (t.parent_id is not null or not exists (select 1 from ${tasks} c where c.parent_id = t.id))
    left join ${taskProgress} tp on tp.task_id = t.id and tp.user_id = pm.user_id
    where p.goal_id in (${sql.join(
      goalIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and exists (select 1 from ${planMembers} v where v.plan_id = pm.plan_id and v.user_id = ${viewerId})`);
  const byGoal = new Map<string, Map<string, MemberSteps>>();
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const goalId = String(r.goal_id);
    const people = byGoal.get(goalId) ?? new Map<string, MemberSteps>();
    byGoal.set(goalId, people);
    const userId = String(r.user_id);
    const person = people.get(userId) ?? { timezone: String(r.timezone ?? 'UTC'), steps: [] };
    people.set(userId, person);
    person.steps.push({
      date: r.date == null ? null : String(r.date).slice(0, 10),
      completedAt: r.completed_at == null ? null : new Date(r.completed_at as string),
    });
  }
  for (const [goalId, people] of byGoal) {
    const forecasts = new Map<string, Forecast>();
    for (const [userId, { timezone, steps }] of people)
      forecasts.set(
        userId,
        forecast({
          today: todayIn(timezone),
          steps: steps.map((s) => ({
            date: s.date,
            completed: s.completedAt !== null,
            completedOn: s.completedAt ? localDate(s.completedAt, timezone) : null,
          })),
        }),
      );
    out.set(goalId, forecasts);
  }
  return out;
}
