// Achievements and streaks: what a tick earns (checked in the tick's transaction) and what a profile
// shows (earned ones with their goal when the viewer may see it, the streak; the next ones for
// yourself). The activity behind the heatmap and the weekly chart is in ./activity.ts.

import { ACHIEVEMENT_KEYS, type AchievementKey } from '@stepwise/domain/achievements';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { goalStatusIs } from '../../db/goal-status.js';
import { rowsOf } from '../../db/rows.js';
import { achievements, goals, planMembers, taskProgress, tasks, users } from '../../db/schema.js';
import type { Earned, Streak } from '../../events/domain.js';
import { AppError } from '../../kernel/errors.js';
import { todayIn } from '../../kernel/time.js';
import { audienceOf, canSee, canViewGoal } from '../../policies/goals.js';
import { notSuspendedSql } from '../../policies/moderation.js';
import { stepDays } from './activity.js';
import { award } from './award.js';
import { computeStreak, pausedDays, STREAK_TARGETS } from './streaks.js';

type Handle = Db | Tx;

export async function streakOf(db: Handle, userId: string, now = new Date()): Promise<Streak> {
  const { timezone, days, paused } = await stepDays(db, userId);
  const today = todayIn(timezone, now);
  return computeStreak(
    days.map((d) => d.date),
    today,
    pausedDays(paused, today),
  );
}

/** What a tick tells the person at once: the streak, what it earned, what it finished. */
export interface TickFeedback {
  userId: string;
  /** The goal of the ticked task's plan. */
  goalId: string;
  /** The plan's other participants, read in the tick's transaction. */
  others?: string[];
  streak: Streak;
  earned: Earned[];
  milestoneDone: boolean;
  goalDone: boolean;
}

/**
 * In a tick's transaction (a task ticked done), after the milestone and goal settled: the streak, the first
 * milestone and the streak achievements. Un-ticking awards nothing and takes nothing back (streakOf alone).
 */
export async function afterTick(
  tx: Tx,
  input: { userId: string; goalId: string; milestoneDone: boolean },
): Promise<{ streak: Streak; earned: Earned[] }> {
  const streak = await streakOf(tx, input.userId);
  const earned: Earned[] = [];
  // What this tick could earn: the first milestone when it finished one, a streak achievement when the
  // run reached its length. Most ticks can earn nothing and ask nothing more; the others learn what is
  // held first (an award is once per person anyway: its insert does nothing for a held one).
  const due: Array<{ key: AchievementKey; goalId?: string; data?: Record<string, string | number> }> = [];
  if (input.milestoneDone) due.push({ key: 'first_milestone', goalId: input.goalId });
  for (const { key, target } of STREAK_TARGETS) {
    if (streak.current >= target) due.push({ key, data: { days: target } });
  }
  const held =
    due.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .select({ key: achievements.key })
              .from(achievements)
              .where(eq(achievements.userId, input.userId))
          ).map((r) => r.key),
        );
  for (const d of due) {
    if (held.has(d.key)) continue;
    const got = await award(tx, input.userId, d.key, { goalId: d.goalId ?? null, data: d.data ?? {} });
    if (got) earned.push(got);
  }
  return { streak, earned };
}

/** The first goal a person sets earns 'first_goal' (in the goal's transaction). */
export async function awardFirstGoal(tx: Handle, userId: string, goalId: string): Promise<Earned | null> {
  return award(tx, userId, 'first_goal', { goalId });
}

/** A goal completed (by its last milestone or by its owner's choice) earns 'goal_achieved'. */
export async function awardGoalAchieved(tx: Handle, userId: string, goalId: string): Promise<Earned | null> {
  return award(tx, userId, 'goal_achieved', { goalId });
}

export interface EarnedView {
  key: string;
  earnedAt: Date;
  goal: { id: string; title: string } | null;
}

export interface NextView {
  key: string;
  progress: number;
  target: number;
}

export interface AchievementsView {
  userId: string;
  earned: EarnedView[];
  next: NextView[] | null;
  streak: Streak;
}

/** A profile's achievements as `viewerId` may see them. */
export async function achievementsOf(
  db: Db,
  username: string,
  viewerId: string | null,
): Promise<AchievementsView> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username.trim().toLowerCase().slice(0, 60)), notSuspendedSql(users.id)))
    .limit(1);
  if (!owner) throw new AppError('NOT_FOUND', 'userNotFound');
  // The earned rows, the viewer's audience and the streak side by side (one round trip in line, not three).
  const rowsQuery = db
    .select({
      key: achievements.key,
      earnedAt: achievements.earnedAt,
      goalId: goals.id,
      goalTitle: goals.title,
      goalOwner: goals.userId,
      visibility: goals.visibility,
    })
    .from(achievements)
    .leftJoin(goals, and(eq(goals.id, achievements.goalId), isNull(goals.deletedAt)))
    .where(eq(achievements.userId, owner.id))
    .orderBy(achievements.earnedAt);
  const [rows, audience, streak] = await Promise.all([
    rowsQuery,
    audienceOf(db, owner.id, viewerId),
    streakOf(db, owner.id),
  ]);
  const earned: EarnedView[] = [];
  for (const r of rows) {
    let goal: EarnedView['goal'] = null;
    if (r.goalId && r.goalTitle !== null && r.visibility && r.goalOwner) {
      const visible =
        r.goalOwner === owner.id
          ? canSee(audience, r.visibility)
          : await canViewGoal(db, { id: r.goalId, userId: r.goalOwner, visibility: r.visibility }, viewerId);
      if (visible) goal = { id: r.goalId, title: r.goalTitle };
    }
    earned.push({ key: r.key, earnedAt: r.earnedAt, goal });
  }
  const next =
    viewerId === owner.id ? await nextOf(db, owner.id, new Set(rows.map((r) => r.key)), streak) : null;
  return { userId: owner.id, earned, next, streak };
}

/** The achievements not earned yet, with how far the person is. */
async function nextOf(db: Db, userId: string, held: Set<string>, streak: Streak): Promise<NextView[]> {
  const open = ACHIEVEMENT_KEYS.filter((k) => !held.has(k));
  if (open.length === 0) return [];
  // The furthest step towards a first milestone and a goal achieved: the most complete milestone and
  // goal the person follows (their own progress), one statement.
  const result = await db.execute(sql`
    with mine as (
      select t.id, t.parent_id, t.plan_id,
        exists (select 1 from ${taskProgress} d where d.task_id = t.id and d.user_id = ${userId}) as done
      from ${planMembers} m
      join ${tasks} t on t.plan_id = m.plan_id
      join plans p on p.id = m.plan_id
      join ${goals} g on g.id = p.goal_id and g.deleted_at is null and ${goalStatusIs(sql`g.status`, 'progressCounted')}
      where m.user_id = ${userId}
    )
    select
      (select count(*)::int from ${goals} g where g.user_id = ${userId} and g.deleted_at is null) as goals,
      (select json_build_array(count(*) filter (where s.done), count(*)) from mine s
        where s.parent_id is not null group by s.parent_id
        order by count(*) filter (where s.done)::float / count(*) desc, count(*) asc limit 1) as milestone,
      (select json_build_array(count(*) filter (where s.done), count(*)) from mine s
        where s.parent_id is null group by s.plan_id
        order by count(*) filter (where s.done)::float / count(*) desc, count(*) asc limit 1) as goal`);
  const row = rowsOf<{ goals: number; milestone: unknown; goal: unknown }>(result)[0];
  const pair = (v: unknown, fallback: [number, number]): [number, number] => {
    const parsed = typeof v === 'string' ? JSON.parse(v) : v;
    return Array.isArray(parsed) && parsed.length === 2 ? [Number(parsed[0]), Number(parsed[1])] : fallback;
  };
  const [msDone, msTotal] = pair(row?.milestone, [0, 1]);
  const [goalDone, goalTotal] = pair(row?.goal, [0, 1]);
  const progress: Record<string, [number, number]> = {
    first_goal: [Math.min(1, Number(row?.goals ?? 0)), 1],
    first_milestone: [msDone, Math.max(1, msTotal)],
    goal_achieved: [goalDone, Math.max(1, goalTotal)],
    streak_7: [streak.current, 7],
    streak_30: [streak.current, 30],
    streak_100: [streak.current, 100],
    endorsed: [0, 1],
    company_finished: [0, 1],
  };
  return open.map((key) => {
    const [p, target] = progress[key] ?? [0, 1];
    return { key, progress: Math.min(p, target), target };
  });
}
