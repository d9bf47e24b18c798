// A person's completed steps by day: the activity behind the heatmap and the weekly chart (yourself only),
// and the days the streak is counted from (./achievements.service.ts).

import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { pauses, taskProgress, tasks, users } from '../../db/schema.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { addDays, todayIn } from '../../kernel/time.js';

type Handle = Db | Tx;

export interface DayCount {
  date: string;
  count: number;
}

/**
 * Completed steps per local day (the person's time zone), one indexed statement over
 * task_progress_user_completed_idx. A milestone's own row counts only when it has no steps (a
 * milestone with steps completes with its last step, which is already counted).
 * `since`: only completions at or after this instant.
 */
export async function stepDays(
  db: Handle,
  userId: string,
  since?: Date,
): Promise<{ timezone: string; days: DayCount[]; paused: PauseSpan[] }> {
  const after = since ? sql`and p.completed_at >= ${since.toISOString()}::timestamptz` : sql``;
  const result = await db.execute(sql`
    select u.timezone, d.date, d.count,
      (select coalesce(json_agg(json_build_array(pa.started_on, pa.until, pa.ended_on)), '[]'::json)
       from ${pauses} pa where pa.user_id = u.id) as paused
    from ${users} u
    left join lateral (
      select to_char(p.completed_at at time zone u.timezone, 'YYYY-MM-DD') as date, count(*)::int as count
      from ${taskProgress} p
      join ${tasks} t on t.id = p.task_id
      where p.user_id = u.id ${after}
        and (t.parent_id is not null or not exists (select 1 from ${tasks} c where c.parent_id = t.id))
      group by 1
    ) d on true
    where u.id = ${userId}`);
  const rows = rowsOf<{
    timezone: string;
    date: string | null;
    count: number | null;
    paused: Array<[string, string | null, string | null]> | string;
  }>(result);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'userNotFound');
  return {
    timezone: rows[0]!.timezone,
    days: rows
      .filter((r) => r.date !== null)
      .map((r) => ({ date: r.date!, count: Number(r.count) }))
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
    paused: spansOf(rows[0]!.paused),
  };
}

/** A pause of the person's, as the streak reads it: from, until (planned end), ended (null while it lasts). */
export interface PauseSpan {
  from: string;
  until: string | null;
  ended: string | null;
}

function spansOf(value: Array<[string, string | null, string | null]> | string): PauseSpan[] {
  const list =
    typeof value === 'string' ? (JSON.parse(value) as Array<[string, string | null, string | null]>) : value;
  return (list ?? []).map(([from, until, ended]) => ({ from, until, ended }));
}

export interface Activity {
  from: string;
  to: string;
  total: number;
  days: DayCount[];
  weekly: Array<{ weekStart: string; count: number }>;
}

/** Monday of the week of this date (ISO weeks). */
export function weekStart(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(iso, -((day + 6) % 7));
}

/**
 * Completed steps per day and per week for the heatmap and the chart: a calendar year, or (no year)
 * the 365 days ending today in the person's zone. Days without steps are left out; weeks are all there.
 */
export async function activityOf(
  db: Db,
  userId: string,
  year: number | null | undefined,
  now = new Date(),
): Promise<Activity> {
  // The zone from the row, not the session's copy (a settings change may be newer than the session).
  const [user] = await db
    .select({ id: users.id, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'userNotFound');
  const today = todayIn(user.timezone, now);
  let from: string;
  let to: string;
  if (year != null) {
    const current = Number(today.slice(0, 4));
    if (!Number.isInteger(year) || year < 2000 || year > current) throw badInput('yearInvalid', 'year');
    from = `${year}-01-01`;
    to = year === current ? today : `${year}-12-31`;
  } else {
    from = addDays(today, -364);
    to = today;
  }
  // A day earlier than the earliest local midnight anywhere, then filtered by local date.
  const since = new Date(`${addDays(from, -1)}T00:00:00Z`);
  const { days } = await stepDays(db, user.id, since);
  const inRange = days.filter((d) => d.date >= from && d.date <= to);
  const perWeek = new Map<string, number>();
  for (let w = weekStart(from); w <= to; w = addDays(w, 7)) perWeek.set(w, 0);
  for (const d of inRange) {
    const w = weekStart(d.date);
    perWeek.set(w, (perWeek.get(w) ?? 0) + d.count);
  }
  return {
    from,
    to,
    total: inRange.reduce((n, d) => n + d.count, 0),
    days: inRange,
    weekly: [...perWeek].map(([weekStart, count]) => ({ weekStart, count })),
  };
}
