// The "behind" check, run by a scheduled job (modules/mentors/mentor-jobs.ts): a mentor hears when a mentee's
// active goal falls behind — its forecast finishes BEHIND_DAYS or more late, or IDLE_DAYS went by without a
// tick while steps are due — at most once per goal and mentor in NOTICE_EVERY_DAYS (mentee_alerts keeps when).
// Only a mentee whose mentor still mentors and can sign in, with no block either way. The notice itself is an
// event (menteeBehind) the registry turns into the mentor's bell item.
import { sql } from 'drizzle-orm';
import { goalStatusIs } from '../../db/goal-status.js';
import { rowsOf } from '../../db/rows.js';
import { menteeAlerts } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { currentTime, todayIn } from '../../kernel/time.js';
import { notBlockedSql } from '../../policies/people.js';
import {
  BEHIND_DAYS,
  forecastOfSteps,
  IDLE_DAYS,
  measuredOfGoals,
  NOTICE_EVERY_DAYS,
  stepsOfGoals,
} from './mentee-goals.js';

const DAY_MS = 86_400_000;
/** Goals read per statement. */
const BATCH = 500;

interface Candidate {
  goal_id: string;
  user_id: string;
  mentor_id: string;
  title: string;
  visibility: string;
  timezone: string;
  last_tick: string | Date | null;
  created_at: string | Date;
}

export interface BehindRun {
  /** Goals with an overdue step looked at (the others cannot be behind). */
  checked: number;
  /** Notices written. */
  told: number;
}

export type BehindReason = 'forecast' | 'idle';

/** Why a goal is behind now, or null: its forecast, else days without a tick. */
export function behindReason(
  forecast: { state: string; daysBehind: number },
  lastActivity: Date,
  now: Date,
): { reason: BehindReason; days: number } | null {
  if (forecast.state === 'behind' && forecast.daysBehind >= BEHIND_DAYS)
    return { reason: 'forecast', days: forecast.daysBehind };
  const idle = Math.floor((now.getTime() - lastActivity.getTime()) / DAY_MS);
  if (idle >= IDLE_DAYS) return { reason: 'idle', days: idle };
  return null;
}

/**
 * One run: every mentee's active goal that has a step overdue (no goal can be behind without one: its forecast
 * is on pace and a tick is not due) and no notice to this mentor within the week, in batches keyed by goal id.
 */
export async function checkMenteesBehind(deps: WriteDeps, now: Date = currentTime()): Promise<BehindRun> {
  const run: BehindRun = { checked: 0, told: 0 };
  const since = new Date(now.getTime() - NOTICE_EVERY_DAYS * DAY_MS);
  // Notices older than the week no longer hold anything back.
  await deps.db
    .delete(menteeAlerts)
    .where(sql`${menteeAlerts.alertedAt} <= ${since.toISOString()}::timestamptz`);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const result = await deps.db.execute(sql`
      select g.id as goal_id, g.user_id, u.mentor_id, g.title, g.visibility, u.timezone, g.created_at,
        (select max(d.completed_at) from tasks t join task_progress d on d.task_id = t.id and d.user_id = g.user_id
          where t.plan_id = p.id) as last_tick
      from goals g
      join users u on u.id = g.user_id
      join users m on m.id = u.mentor_id
      join plans p on p.goal_id = g.id
      where g.id > ${after}::uuid and u.mentor_id is not null and g.deleted_at is null
        and ${goalStatusIs(sql`g.status`, 'agenda')}
        and m.is_mentor and (m.password_hash is not null or m.google_sub is not null)
        and ${notBlockedSql(sql`u.id`, sql`m.id`)}
        and not exists (select 1 from mentee_alerts a where a.goal_id = g.id and a.mentor_id = m.id
          and a.alerted_at > ${since.toISOString()}::timestamptz)
        and exists (select 1 from tasks t where t.plan_id = p.id
          and t.date < (${now.toISOString()}::timestamptz at time zone u.timezone)::date
          and not exists (select 1 from tasks c where c.parent_id = t.id)
          and not exists (select 1 from task_progress d where d.task_id = t.id and d.user_id = g.user_id))
      order by g.id
      limit ${BATCH}`);
    const batch = rowsOf<Candidate>(result);
    if (batch.length === 0) return run;
    after = batch.at(-1)!.goal_id;
    run.checked += batch.length;
    const ids = batch.map((c) => c.goal_id);
    const [steps, measured] = await Promise.all([stepsOfGoals(deps.db, ids), measuredOfGoals(deps.db, ids)]);
    const due: Array<[Candidate, { reason: BehindReason; days: number }]> = [];
    for (const c of batch) {
      const today = todayIn(c.timezone, now);
      const f = forecastOfSteps(steps.get(c.goal_id) ?? [], today, c.timezone, measured.get(c.goal_id));
      const behind = behindReason(f, new Date(c.last_tick ?? c.created_at), now);
      if (behind) due.push([c, behind]);
    }
    if (due.length > 0) run.told += await tell(deps, due, now);
  }
}

/**
 * Writes the batch's notices in one transaction, each unless one went to this mentor about this goal within
 * the week (two runs at once: one wins each); returns how many were written.
 */
async function tell(
  deps: WriteDeps,
  due: Array<[Candidate, { reason: BehindReason; days: number }]>,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - NOTICE_EVERY_DAYS * DAY_MS);
  const [told] = await deps.events.transaction(deps.db, async (tx, record) => {
    const rows = await tx
      .insert(menteeAlerts)
      .values(
        due.map(([c, behind]) => ({
          goalId: c.goal_id,
          mentorId: c.mentor_id,
          alertedAt: now,
          reason: behind.reason,
        })),
      )
      .onConflictDoUpdate({
        target: [menteeAlerts.goalId, menteeAlerts.mentorId],
        set: { alertedAt: now, reason: sql`excluded.reason` },
        setWhere: sql`${menteeAlerts.alertedAt} <= ${since.toISOString()}::timestamptz`,
      })
      .returning({ goalId: menteeAlerts.goalId });
    const written = new Set(rows.map((r) => r.goalId));
    for (const [c, behind] of due) {
      if (!written.has(c.goal_id)) continue;
      await record({
        type: 'menteeBehind',
        mentorId: c.mentor_id,
        menteeId: c.user_id,
        goal: { id: c.goal_id, userId: c.user_id, title: c.title, visibility: c.visibility },
        reason: behind.reason,
        days: behind.days,
      });
    }
    return written.size;
  });
  return told;
}
