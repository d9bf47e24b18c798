// Pausing and resuming a plan, and what every plan shows of its course: the pause and the forecast.
import { type Forecast as ForecastValue, forecast, publicPace } from '@stepwise/planner/forecast';
import { localDate } from '@stepwise/planner/pause';
import { and, eq, inArray } from 'drizzle-orm';
import { planMembers, plans } from '../../db/schema.js';
import { todayIn } from '../../kernel/time.js';
import { limitUser } from '../../limits/rate-limit.js';
import { audienceOf, canSeeForecastDetail, canSeePauseReason } from '../../policies/goals.js';
import { builder } from '../../pothos/builder.js';
import { perRequest, requestLoader } from '../../pothos/loaders.js';
import { DateScalar } from '../../pothos/scalars.js';
import { Goal } from './goals.schema.js';
import { goalTasks } from './loaders.js';
import { openPausesOf, type PauseRow, pauseGoal, resumeGoal } from './pause.service.js';
import { measuredFor } from './results-loaders.js';
import type { GoalRow } from './types.js';

type Ctx = Parameters<typeof goalTasks>[0];

const pausesLoader = requestLoader<PauseRow[]>((ctx, ids) => openPausesOf(ctx.db, ids), []);

/** The open pauses of a goal's plan (everyone's), batched per request. */
export const openPauses = (ctx: Ctx, goalId: string) => pausesLoader(ctx).load(goalId);

/** The open pause the viewer should see: their own part's, else the owner's. */
async function pauseFor(ctx: Ctx, goal: GoalRow): Promise<PauseRow | null> {
  const list = await pausesLoader(ctx).load(goal.id);
  const viewer = ctx.session?.user.id ?? null;
  return list.find((p) => p.userId === viewer) ?? list.find((p) => p.userId === goal.userId) ?? null;
}

/** The goals (of these) whose plan the viewer takes part in: one statement for a whole list. */
const participationLoader = requestLoader<boolean>(async (ctx, ids) => {
  const viewer = ctx.session?.user.id;
  if (!viewer) return new Map();
  const rows = await ctx.db
    .select({ goalId: plans.goalId })
    .from(planMembers)
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .where(and(inArray(plans.goalId, [...ids]), eq(planMembers.userId, viewer)));
  return new Map(rows.map((r) => [r.goalId, true]));
}, false);

/** What the viewer may see of an owner's goals, asked once per owner in a request (a profile lists one owner's). */
const audiences = perRequest(() => new Map<string, ReturnType<typeof audienceOf>>());
function audienceFor(ctx: Ctx, ownerId: string, viewer: string) {
  const known = audiences(ctx);
  let audience = known.get(ownerId);
  if (!audience) {
    audience = audienceOf(ctx.db, ownerId, viewer);
    known.set(ownerId, audience);
  }
  return audience;
}

/** The owner, their mentor and the plan's participants see the forecast in full. */
async function seesDetail(ctx: Ctx, goal: GoalRow): Promise<boolean> {
  const viewer = ctx.session?.user.id ?? null;
  if (!viewer) return false;
  if (viewer === goal.userId) return true;
  const [audience, participant] = await Promise.all([
    audienceFor(ctx, goal.userId, viewer),
    participationLoader(ctx).load(goal.id),
  ]);
  return canSeeForecastDetail(audience, participant);
}

/** The forecast of the viewer's copy of the plan (the owner's for anyone not in it); a pause stops its clock. */
async function forecastOf(ctx: Ctx, goal: GoalRow): Promise<ForecastValue> {
  const timezone = ctx.session?.user.timezone ?? 'UTC';
  const pause = await pauseFor(ctx, goal);
  const today = pause ? pause.startedOn : todayIn(timezone);
  const viewer = ctx.session?.user.id ?? null;
  // The owner's results drive the owner's copy; a companion's own copy is read from their steps alone.
  const companion =
    viewer !== goal.userId && viewer !== null && (await participationLoader(ctx).load(goal.id));
  const [list, measured] = await Promise.all([
    goalTasks(ctx, goal.id),
    companion ? null : measuredFor(ctx, goal),
  ]);
  const parents = new Set(list.map((t) => t.parentId).filter(Boolean));
  // Steps, and milestones that have none (as progress counts them).
  const steps = list.filter((t) => t.parentId !== null || !parents.has(t.id));
  return forecast({
    today,
    measured,
    steps: steps.map((t) => ({
      date: t.date,
      completed: t.completed,
      completedOn: t.completedAt ? localDate(t.completedAt, timezone) : null,
    })),
  });
}

const forecastCache = new WeakMap<GoalRow, Promise<ForecastValue>>();
const cachedForecast = (ctx: Ctx, goal: GoalRow) => {
  const known = forecastCache.get(goal);
  if (known) return known;
  const made = forecastOf(ctx, goal);
  forecastCache.set(goal, made);
  return made;
};

const ForecastState = builder.enumType('ForecastState', {
  values: ['onPace', 'behind', 'ahead', 'done', 'unknown'] as const,
});

const Pace = builder.enumType('Pace', {
  description: 'What anyone who may see a goal reads of its forecast.',
  values: ['onPace', 'behind'] as const,
});

export const ForecastRef = builder.objectRef<ForecastValue>('Forecast').implement({
  description:
    'From the pace of the last three weeks (steps done against steps planned; for a measurable goal, the owner’s latest result against the progression): on pace, N days behind or ahead, and the expected finish with a range. A paused plan’s forecast stops at the day it was paused.',
  fields: (t) => ({
    state: t.field({ type: ForecastState, resolve: (f) => f.state }),
    daysBehind: t.exposeInt('daysBehind', { description: 'Negative: ahead. 0 when on pace.' }),
    plannedFinish: t.expose('plannedFinish', { type: DateScalar, nullable: true }),
    expectedFinish: t.expose('expectedFinish', { type: DateScalar, nullable: true }),
    earliestFinish: t.expose('earliestFinish', { type: DateScalar, nullable: true }),
    latestFinish: t.expose('latestFinish', { type: DateScalar, nullable: true }),
    pace: t.exposeFloat('pace', { nullable: true, description: 'Done against planned; 1 = as planned.' }),
  }),
});

const GoalPause = builder.objectRef<PauseRow & { showReason: boolean }>('GoalPause').implement({
  fields: (t) => ({
    since: t.expose('startedOn', { type: DateScalar }),
    until: t.expose('until', { type: DateScalar, nullable: true }),
    reason: t.string({
      nullable: true,
      description: 'Only for the person who paused and their mentor.',
      resolve: (p) => (p.showReason ? p.reason : null),
    }),
    mine: t.boolean({
      description: 'The viewer paused it (their own part of the plan).',
      resolve: (p, _a, ctx) => p.userId === ctx.session?.user.id,
    }),
  }),
});

builder.objectFields(Goal, (t) => ({
  pause: t.field({
    type: GoalPause,
    nullable: true,
    description: 'The open pause: the viewer’s own part’s when they paused it, else the owner’s.',
    resolve: async (goal, _a, ctx) => {
      const pause = await pauseFor(ctx, goal);
      if (!pause) return null;
      const viewer = ctx.session?.user.id ?? null;
      // The owner's mentor is the one other viewer whose audience is everything (policies/goals.ts).
      const mentor =
        viewer !== null && viewer !== pause.userId && pause.userId === goal.userId
          ? (await audienceFor(ctx, goal.userId, viewer)).all
          : false;
      const mentorId = mentor ? viewer : null;
      return { ...pause, showReason: canSeePauseReason({ userId: pause.userId, mentorId }, viewer) };
    },
  }),
  forecast: t.field({
    type: ForecastRef,
    nullable: true,
    description: 'For the owner, their mentor and the plan’s participants; null for anyone else (see pace).',
    resolve: async (goal, _a, ctx) => ((await seesDetail(ctx, goal)) ? cachedForecast(ctx, goal) : null),
  }),
  pace: t.field({
    type: Pace,
    nullable: true,
    description: 'On pace or behind, for anyone who may see the goal; null while nothing can be said.',
    resolve: async (goal, _a, ctx) => publicPace(await cachedForecast(ctx, goal)),
  }),
}));

const ResumeResult = builder.objectRef<Awaited<ReturnType<typeof resumeGoal>>>('ResumeResult').implement({
  description:
    'What resuming did: how long the pause was, and how many open steps moved (or were re-planned).',
  fields: (t) => ({
    goal: t.field({ type: Goal, resolve: (r) => r.goal }),
    days: t.exposeInt('days'),
    moved: t.exposeInt('moved'),
    replanned: t.exposeBoolean('replanned'),
  }),
});

builder.mutationFields((t) => ({
  pauseGoal: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description:
      'Pauses the asker’s part in a plan: the owner’s whole goal (no agenda, no reminders, no streak loss), or a member’s own copy of a company plan. Already paused: nothing changes.',
    args: {
      goalId: t.arg.id({ required: true }),
      until: t.arg({ type: DateScalar, description: 'The day it picks up by itself; none: until resumed.' }),
      reason: t.arg.string({
        description: 'At most 500 characters; seen by the asker and their mentor only.',
      }),
    },
    resolve: (_r, { goalId, until, reason }, ctx) =>
      pauseGoal(ctx, ctx.session.user, goalId, { until: until ?? null, reason: reason ?? null }),
  }),
  resumeGoal: t.withAuth({ signedIn: true }).field({
    type: ResumeResult,
    description:
      'Ends the asker’s pause: the open steps move forward by the pause (done ones never), the deadline with them unless keepDeadline; with replan the open steps are re-planned to the deadline instead. Not paused: nothing changes.',
    args: {
      goalId: t.arg.id({ required: true }),
      keepDeadline: t.arg.boolean(),
      replan: t.arg.boolean(),
    },
    resolve: async (_r, { goalId, keepDeadline, replan }, ctx) => {
      // Re-planning costs what replanGoal costs, and counts against the same limit.
      if (replan) await limitUser(ctx.limiters.goalPlan, ctx.session.user.id);
      return resumeGoal(ctx, ctx.session.user, goalId, { keepDeadline, replan });
    },
  }),
}));
