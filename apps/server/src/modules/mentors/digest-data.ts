// What a mentor's weekly digest says of each mentee, read for a batch of mentors in a few statements:
// - done: steps the mentee ticked on their own goals on a day of the week (their calendar);
// - slipped: steps of their active goals dated in the week and still not done;
// - goals: each active goal's forecast (the planner's rule, as the plan shows it);
// - unread comments: the mentee's comments to the mentor whose bell items the mentor has not read;
// - open suggestions: the mentor's suggestions to the mentee still waiting for an answer.
// Mentees are those whose mentor still mentors, with no block either way.
import { localDate } from '@stepwise/planner/pause';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goalStatusIs } from '../../db/goal-status.js';
import { rowsOf } from '../../db/rows.js';
import { addDays, todayIn } from '../../kernel/time.js';
import { notBlockedSql } from '../../policies/people.js';
import { forecastOfSteps, measuredOfGoals, stepsOfGoals, uuidList } from './mentee-goals.js';

/** Items listed per part (the counts are whole). */
export const DIGEST_ITEMS = 5;

export interface DigestItem {
  goalId: string;
  goalTitle: string;
  label: string;
  /** The day it was done (done), or was due (slipped). */
  date: string | null;
}

export interface DigestGoal {
  goalId: string;
  title: string;
  state: string;
  daysBehind: number;
  expectedFinish: string | null;
}

export interface DigestMentee {
  person: { id: string; username: string; name: string; avatarUrl: string | null };
  done: { count: number; items: DigestItem[] };
  slipped: { count: number; items: DigestItem[] };
  goals: DigestGoal[];
  unreadComments: { count: number; latest: string | null };
  openSuggestions: { count: number; items: DigestItem[] };
}

export interface DigestContent {
  weekStart: string;
  weekEnd: string;
  mentees: DigestMentee[];
}

/** The Monday–Sunday week a digest written at `now` covers: the last whole one before now's UTC day. */
export function digestWeek(now: Date): { weekStart: string; weekEnd: string } {
  const today = now.toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const weekEnd = addDays(today, -weekday - 1);
  return { weekStart: addDays(weekEnd, -6), weekEnd };
}

interface MenteeRow {
  id: string;
  username: string;
  name: string;
  avatar_url: string | null;
  timezone: string;
  mentor_id: string;
}

const push = (part: { count: number; items: DigestItem[] }, item: DigestItem) => {
  part.count++;
  if (part.items.length < DIGEST_ITEMS) part.items.push(item);
};

/** Each mentor's digest content (mentor id -> content) for the week; a mentor without mentees has none. */
export async function digestsFor(
  db: Db,
  mentorIds: readonly string[],
  week: { weekStart: string; weekEnd: string },
  now: Date,
): Promise<Map<string, DigestContent>> {
  const out = new Map<string, DigestContent>();
  if (mentorIds.length === 0) return out;
  const people = rowsOf<MenteeRow>(
    await db.execute(sql`
      select u.id, u.username, u.name, u.avatar_url, u.timezone, u.mentor_id from users u
      where u.mentor_id in (${uuidList(mentorIds)}) and ${notBlockedSql(sql`u.id`, sql`u.mentor_id`)}
      order by u.name, u.id`),
  );
  if (people.length === 0) return out;
  const ids = people.map((p) => p.id);
  const byId = new Map<string, DigestMentee>();
  for (const p of people) {
    const mentee: DigestMentee = {
      person: { id: p.id, username: p.username, name: p.name, avatarUrl: p.avatar_url },
      done: { count: 0, items: [] },
      slipped: { count: 0, items: [] },
      goals: [],
      unreadComments: { count: 0, latest: null },
      openSuggestions: { count: 0, items: [] },
    };
    byId.set(p.id, mentee);
    let digest = out.get(p.mentor_id);
    if (!digest) {
      digest = { ...week, mentees: [] };
      out.set(p.mentor_id, digest);
    }
    digest.mentees.push(mentee);
  }
  const tz = new Map(people.map((p) => [p.id, p.timezone]));
  // A day early and late in UTC covers every time zone's week; each tick is then placed in its owner's day.
  const from = `${addDays(week.weekStart, -1)}T00:00:00Z`;
  const to = `${addDays(week.weekEnd, 2)}T00:00:00Z`;
  const leaf = sql`not exists (select 1 from tasks c where c.parent_id = t.id)`;
  const [done, slipped, active, comments, suggestions] = await Promise.all([
    db.execute(sql`
      select d.user_id, g.id as goal_id, g.title, t.label, d.completed_at
      from task_progress d
      join tasks t on t.id = d.task_id
      join plans p on p.id = t.plan_id
      join goals g on g.id = p.goal_id and g.user_id = d.user_id
      where d.user_id in (${uuidList(ids)}) and d.completed_at >= ${from}::timestamptz
        and d.completed_at < ${to}::timestamptz and g.deleted_at is null and ${leaf}
      order by d.completed_at`),
    db.execute(sql`
      select g.user_id, g.id as goal_id, g.title, t.label, t.date::text as date
      from goals g
      join plans p on p.goal_id = g.id
      join tasks t on t.plan_id = p.id
      where g.user_id in (${uuidList(ids)}) and g.deleted_at is null and ${goalStatusIs(sql`g.status`, 'agenda')}
        and t.date between ${week.weekStart}::date and ${week.weekEnd}::date and ${leaf}
        and not exists (select 1 from task_progress d where d.task_id = t.id and d.user_id = g.user_id)
      order by t.date, t.position`),
    db.execute(sql`
      select g.user_id, g.id as goal_id, g.title from goals g
      where g.user_id in (${uuidList(ids)}) and g.deleted_at is null and ${goalStatusIs(sql`g.status`, 'agenda')}
      order by g.created_at, g.id`),
    db.execute(sql`
      select n.user_id as mentor_id, n.actor_id, count(*)::int as n,
        (array_agg(n.data ->> 'text' order by n.id desc))[1] as latest
      from notifications n
      join users u on u.id = n.actor_id and u.mentor_id = n.user_id
      where n.user_id in (${uuidList(mentorIds)}) and n.kind = 'member_comment' and n.read_at is null
        and n.actor_id in (${uuidList(ids)})
      group by n.user_id, n.actor_id`),
    db.execute(sql`
      select s.mentor_id, g.user_id, g.id as goal_id, g.title, s.label, s.date::text as date
      from task_suggestions s
      join goals g on g.id = s.goal_id
      where g.user_id in (${uuidList(ids)}) and s.status = 'pending' and g.deleted_at is null
      order by s.created_at`),
  ]);
  for (const r of rowsOf<{
    user_id: string;
    goal_id: string;
    title: string;
    label: string;
    completed_at: string | Date;
  }>(done)) {
    const day = localDate(new Date(r.completed_at), tz.get(r.user_id) ?? 'UTC');
    if (day < week.weekStart || day > week.weekEnd) continue;
    push(byId.get(r.user_id)!.done, { goalId: r.goal_id, goalTitle: r.title, label: r.label, date: day });
  }
  for (const r of rowsOf<{ user_id: string; goal_id: string; title: string; label: string; date: string }>(
    slipped,
  )) {
    push(byId.get(r.user_id)!.slipped, {
      goalId: r.goal_id,
      goalTitle: r.title,
      label: r.label,
      date: r.date,
    });
  }
  const goals = rowsOf<{ user_id: string; goal_id: string; title: string }>(active);
  const goalIds = goals.map((g) => g.goal_id);
  const [steps, measured] = await Promise.all([stepsOfGoals(db, goalIds), measuredOfGoals(db, goalIds)]);
  for (const g of goals) {
    const timezone = tz.get(g.user_id) ?? 'UTC';
    const today = todayIn(timezone, now);
    const f = forecastOfSteps(steps.get(g.goal_id) ?? [], today, timezone, measured.get(g.goal_id));
    byId.get(g.user_id)!.goals.push({
      goalId: g.goal_id,
      title: g.title,
      state: f.state,
      daysBehind: f.daysBehind,
      expectedFinish: f.expectedFinish,
    });
  }
  for (const r of rowsOf<{ mentor_id: string; actor_id: string; n: number; latest: string | null }>(
    comments,
  )) {
    const mentee = byId.get(r.actor_id);
    if (mentee) mentee.unreadComments = { count: Number(r.n), latest: r.latest };
  }
  const mentorOf = new Map(people.map((p) => [p.id, p.mentor_id]));
  for (const r of rowsOf<{
    mentor_id: string;
    user_id: string;
    goal_id: string;
    title: string;
    label: string;
    date: string | null;
  }>(suggestions)) {
    // Only this mentor's own suggestions (an earlier mentor's still pending ones are not theirs to chase).
    if (mentorOf.get(r.user_id) !== r.mentor_id) continue;
    push(byId.get(r.user_id)!.openSuggestions, {
      goalId: r.goal_id,
      goalTitle: r.title,
      label: r.label,
      date: r.date,
    });
  }
  return out;
}
