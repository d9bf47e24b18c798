// A measurable goal's results in the API: the plan's progression and the results on the goal, recording and
// deleting one. Rules in results.service.ts; who reads what in policies/goals.ts.
import { builder } from '../../pothos/builder.js';
import { DateScalar } from '../../pothos/scalars.js';
import { Goal } from './goals.schema.js';
import { deleteResult, type ResultRow, recordResult } from './results.service.js';
import { progressionFor, resultsFor } from './results-loaders.js';

const ProgressionPoint = builder.objectRef<{ date: string; value: number }>('ProgressionPoint').implement({
  fields: (t) => ({
    date: t.expose('date', { type: DateScalar }),
    value: t.exposeFloat('value'),
  }),
});

const Progression = builder
  .objectRef<{ unit: string; direction: 'up' | 'down'; points: Array<{ date: string; value: number }> }>(
    'Progression',
  )
  .implement({
    description:
      'The planned progression of a measurable target: the value due by each checkpoint (a milestone’s date).',
    fields: (t) => ({
      unit: t.exposeString('unit', { description: 'A unit id (km, kg, book, RUB…) or the word as written.' }),
      direction: t.exposeString('direction', { description: '“up” or “down” (a time to beat, a weight).' }),
      points: t.field({ type: [ProgressionPoint], resolve: (p) => p.points }),
    }),
  });

export const GoalResult = builder.objectRef<ResultRow>('GoalResult').implement({
  description: 'What the owner measured on a day, in the progression’s unit and sense.',
  fields: (t) => ({
    id: t.exposeID('id'),
    goalId: t.exposeID('goalId'),
    taskId: t.exposeID('taskId', { nullable: true }),
    on: t.expose('measuredOn', { type: DateScalar }),
    value: t.exposeFloat('value'),
    seconds: t.exposeInt('seconds', { nullable: true }),
    note: t.exposeString('note'),
  }),
});

builder.objectFields(Goal, (t) => ({
  progression: t.field({
    type: Progression,
    nullable: true,
    description: 'For a measurable goal; null otherwise.',
    resolve: (goal, _a, ctx) => progressionFor(ctx, goal.id),
  }),
  results: t.field({
    type: [GoalResult],
    nullable: true,
    description: 'Oldest first. For the owner and their mentor; null for anyone else.',
    resolve: (goal, _a, ctx) => resultsFor(ctx, goal),
  }),
}));

builder.mutationFields((t) => ({
  recordResult: t.withAuth({ signedIn: true }).field({
    type: GoalResult,
    description:
      'Records a result on the asker’s measurable goal (on a day, or at a step). Sent again with the same changeId: the first one’s result.',
    args: {
      goalId: t.arg.id({ required: true }),
      value: t.arg.float({ required: true }),
      on: t.arg({ type: DateScalar, description: 'The day measured; today when not given.' }),
      taskId: t.arg.id({ description: 'The step it was measured at (a test run).' }),
      seconds: t.arg.int({ description: 'How long it took, in seconds.' }),
      note: t.arg.string({ description: 'At most 200 characters.' }),
      changeId: t.arg.id(),
    },
    resolve: (_r, { goalId, ...input }, ctx) => recordResult(ctx, ctx.session.user, goalId, input),
  }),
  deleteResult: t.withAuth({ signedIn: true }).field({
    type: 'ID',
    description: 'Deletes one of the asker’s results; answers its goal’s id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteResult(ctx, ctx.session.user, id),
  }),
}));
