// Re-plans the person agrees to, over GraphQL: the choice with its previews, a preview of any change (rhythm,
// shift, deadline), applying it as previewed, and undo. The fields a plan needs to preview offline too: which
// steps were placed by hand, and the plan's rhythm.
import type { Option } from '@stepwise/planner/replan-choice';
import { inArray } from 'drizzle-orm';
import { plans, type StoredRhythm } from '../../db/schema.js';
import { limitUser } from '../../limits/rate-limit.js';
import { builder } from '../../pothos/builder.js';
import { requestLoader } from '../../pothos/loaders.js';
import { DateScalar } from '../../pothos/scalars.js';
import { Goal, Task } from './goals.schema.js';
import { REFLOW_KINDS, reflowPreview, replanChoice } from './reflow.service.js';
import { applyReflow, type ReflowApplied, undoReflow } from './reflow-apply.service.js';

export const ReflowKind = builder.enumType('ReflowKind', {
  description:
    'gradual: catch up a little each week; shift: push everything back by the gap; lighten: a session a week fewer, the deadline moves; drop: drop what is missed; rhythm: new weekdays and time of day; shiftBy: the whole plan by days; deadline: fit a new deadline.',
  values: REFLOW_KINDS,
});

const ReflowReason = builder.enumType('ReflowReason', {
  values: [
    'nothingMissed',
    'alreadyLight',
    'fixedEvent',
    'noRoom',
    'pinnedAfter',
    'deadlinePast',
    'beforeToday',
    'nothingToMove',
  ] as const,
});

const ReflowMove = builder.objectRef<Option['moves'][number]>('ReflowMove').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.expose('date', { type: DateScalar }),
    time: t.exposeString('time'),
  }),
});

const ReflowOption = builder.objectRef<Option>('ReflowOption').implement({
  description:
    'What a re-plan would do, before it is chosen: the moves and drops, the finish date, the deadline afterwards and the weekly load (the most sessions in one week from this week on). Applying it does exactly this on the same day.',
  fields: (t) => ({
    kind: t.field({ type: ReflowKind, resolve: (o) => o.kind }),
    available: t.exposeBoolean('available'),
    reason: t.field({ type: ReflowReason, nullable: true, resolve: (o) => o.reason }),
    moves: t.field({ type: [ReflowMove], resolve: (o) => o.moves }),
    drops: t.exposeIDList('drops'),
    finish: t.expose('finish', { type: DateScalar, nullable: true }),
    deadline: t.expose('deadline', { type: DateScalar, nullable: true }),
    perWeek: t.exposeInt('perWeek'),
    perWeekBefore: t.exposeInt('perWeekBefore'),
  }),
});

const Rhythm = builder.objectRef<StoredRhythm>('Rhythm').implement({
  fields: (t) => ({
    weekdays: t.exposeIntList('weekdays', { description: '1 = Monday … 7 = Sunday.' }),
    timeOfDay: t.exposeString('timeOfDay', { nullable: true, description: 'HH:MM' }),
  }),
});

const ReplanChoice = builder.objectRef<Awaited<ReturnType<typeof replanChoice>>>('ReplanChoice').implement({
  fields: (t) => ({
    offer: t.exposeBoolean('offer', {
      description: 'Missed work piled up (3 or more steps, or a week without a tick): offer the choice.',
    }),
    missed: t.exposeInt('missed'),
    quietDays: t.exposeInt('quietDays'),
    options: t.field({ type: [ReflowOption], resolve: (c) => c.options }),
  }),
});

export const ReflowChangeInput = builder.inputType('ReflowChange', {
  fields: (t) => ({
    kind: t.field({ type: ReflowKind, required: true }),
    days: t.int({ description: 'shiftBy: days (a week is 7; negative: earlier).' }),
    weekdays: t.intList({ description: 'rhythm: 1 = Monday … 7 = Sunday.' }),
    timeOfDay: t.string({ description: 'rhythm: HH:MM; none: each step keeps its time.' }),
    deadline: t.field({ type: DateScalar, description: 'deadline: the new deadline.' }),
  }),
});

const ReflowResult = builder.objectRef<ReflowApplied>('ReflowResult').implement({
  description:
    'What the re-plan did; replanId undoes it (undoReflow) while nothing it moved has changed since.',
  fields: (t) => ({
    replanId: t.exposeID('replanId'),
    goal: t.field({ type: Goal, resolve: (r) => r.goal }),
    kind: t.exposeString('kind'),
    moved: t.exposeInt('moved'),
    dropped: t.exposeInt('dropped'),
    replayed: t.exposeBoolean('replayed'),
  }),
});

const rhythms = requestLoader<StoredRhythm | null>(async (ctx, ids) => {
  const rows = await ctx.db
    .select({ goalId: plans.goalId, rhythm: plans.rhythm })
    .from(plans)
    .where(inArray(plans.goalId, [...ids]));
  return new Map(rows.map((r) => [r.goalId, r.rhythm]));
}, null);

builder.objectFields(Goal, (t) => ({
  rhythm: t.field({
    type: Rhythm,
    nullable: true,
    description: 'The weekdays and time of day the owner chose; null: as the planner laid the plan out.',
    resolve: (goal, _a, ctx) => (ctx.session?.user.id === goal.userId ? rhythms(ctx).load(goal.id) : null),
  }),
}));

builder.objectFields(Task, (t) => ({
  byHand: t.boolean({
    description: 'The person set its date or time by hand: re-plans leave it where it is.',
    resolve: (task) => task.byHand ?? false,
  }),
}));

builder.queryFields((t) => ({
  replanChoice: t.withAuth({ signedIn: true }).field({
    type: ReplanChoice,
    description: 'The owner’s four ways on after missed work, each previewed; nothing changes.',
    args: { goalId: t.arg.id({ required: true }) },
    resolve: (_r, { goalId }, ctx) => replanChoice(ctx.db, ctx.session.user, goalId),
  }),
  reflowPreview: t.withAuth({ signedIn: true }).field({
    type: ReflowOption,
    description: 'What a re-plan (any kind) would do to the owner’s plan today; nothing changes.',
    args: {
      goalId: t.arg.id({ required: true }),
      change: t.arg({ type: ReflowChangeInput, required: true }),
    },
    resolve: (_r, { goalId, change }, ctx) => reflowPreview(ctx.db, ctx.session.user, goalId, change),
  }),
}));

builder.mutationFields((t) => ({
  applyReflow: t.withAuth({ signedIn: true }).field({
    type: ReflowResult,
    description:
      'Applies a re-plan exactly as reflowPreview shows it; refused with the reason when it cannot be done. Steps placed by hand, done steps and fixed events never move. With changeId, sending it again changes nothing.',
    args: {
      goalId: t.arg.id({ required: true }),
      change: t.arg({ type: ReflowChangeInput, required: true }),
      changeId: t.arg.id(),
    },
    resolve: async (_r, { goalId, change, changeId }, ctx) => {
      await limitUser(ctx.limiters.goalPlan, ctx.session.user.id);
      return applyReflow(ctx, ctx.session.user, goalId, change, changeId ? String(changeId) : null);
    },
  }),
  undoReflow: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description:
      'Puts the plan back as it was before its latest re-plan (moved steps, dropped steps, deadline, rhythm).',
    args: { replanId: t.arg.id({ required: true }) },
    resolve: (_r, { replanId }, ctx) => undoReflow(ctx, ctx.session.user, String(replanId)),
  }),
}));
