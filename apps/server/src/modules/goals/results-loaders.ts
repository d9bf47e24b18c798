// Per-request batching of what a measurable goal's chart and forecast read: its plan's progression (each
// checkpoint on its milestone's current date, as the viewer's plan shows it) and its results.
import type { MeasuredPace } from '@stepwise/planner/forecast';
import { measuredPace } from '@stepwise/planner/measured';
import { inArray } from 'drizzle-orm';
import { plans, type StoredProgression } from '../../db/schema.js';
import { audienceOf, canReadResults } from '../../policies/goals.js';
import { requestLoader } from '../../pothos/loaders.js';
import { goalTasks } from './loaders.js';
import { type ResultRow, resultsOf } from './results.service.js';
import type { GoalRow } from './types.js';

type Ctx = Parameters<typeof goalTasks>[0];

const progressionLoader = requestLoader<StoredProgression | null>(async (ctx, ids) => {
  const rows = await ctx.db
    .select({ goalId: plans.goalId, progression: plans.progression })
    .from(plans)
    .where(inArray(plans.goalId, [...ids]));
  return new Map(rows.map((r) => [r.goalId, r.progression ?? null]));
}, null);

const resultsLoader = requestLoader<ResultRow[]>((ctx, ids) => resultsOf(ctx.db, ids), []);

export interface ShownProgression {
  unit: string;
  direction: 'up' | 'down';
  points: Array<{ date: string; value: number }>;
}

/** The plan's progression with each checkpoint on its milestone's date in the viewer's plan; null: none. */
export async function progressionFor(ctx: Ctx, goalId: string): Promise<ShownProgression | null> {
  const [stored, list] = await Promise.all([progressionLoader(ctx).load(goalId), goalTasks(ctx, goalId)]);
  if (!stored || stored.points.length === 0) return null;
  const dates = new Map(list.map((t) => [t.id, t.date]));
  const points = stored.points
    .map((p) => ({ date: (p.taskId ? dates.get(p.taskId) : null) ?? p.date, value: p.value }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { unit: stored.unit, direction: stored.direction, points };
}

/** The goal's results when the viewer may read them (the owner and their mentor); null otherwise. */
export async function resultsFor(ctx: Ctx, goal: GoalRow): Promise<ResultRow[] | null> {
  const viewer = ctx.session?.user.id ?? null;
  if (viewer === null) return null;
  const audience =
    viewer === goal.userId ? { all: true, visibilities: [] } : await audienceOf(ctx.db, goal.userId, viewer);
  if (!canReadResults(goal, viewer, audience)) return null;
  return resultsLoader(ctx).load(goal.id);
}

/** The forecast's measured input for the owner's copy of the plan (whoever reads it); null: nothing to read. */
export async function measuredFor(ctx: Ctx, goal: GoalRow): Promise<MeasuredPace | null> {
  // A goal without a progression has nothing to read: its results are not asked for.
  const progression = await progressionFor(ctx, goal.id);
  if (!progression) return null;
  const results = await resultsLoader(ctx).load(goal.id);
  return measuredPace(
    progression,
    results.map((r) => ({ date: r.measuredOn, value: r.value })),
  );
}
