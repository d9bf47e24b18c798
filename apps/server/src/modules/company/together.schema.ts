// The group view of a plan with company (today's steps done of due, the joint streak), added to Goal.

import { todayIn } from '../../kernel/time.js';
import { builder } from '../../pothos/builder.js';
import { requestLoader } from '../../pothos/loaders.js';
import { Goal } from '../goals/goals.schema.js';
import { type Together, togetherOf } from './together.service.js';

const togetherLoader = requestLoader<Together | null>(
  (ctx, ids) => togetherOf(ctx.db, ids, todayIn(ctx.session?.user.timezone ?? 'UTC')),
  null,
);

const TogetherRef = builder.objectRef<Together>('PlanTogether').implement({
  description: 'A plan followed with company, as a group.',
  fields: (t) => ({
    doneToday: t.int({
      description: 'Members who did every step of their day today.',
      resolve: (g) => g.today.done,
    }),
    dueToday: t.int({ description: 'Members who have a step today.', resolve: (g) => g.today.due }),
    jointStreak: t.exposeInt('jointStreak', {
      description:
        'Days in a row on which every member who had a step did all of that day’s steps that day; days without steps are skipped, and today counts once everyone is done.',
    }),
  }),
});

builder.objectFields(Goal, (t) => ({
  together: t.field({
    type: TogetherRef,
    nullable: true,
    description:
      'The group view of a plan with company; null for a plan followed alone or without a step in the last 120 days.',
    resolve: (g, _a, ctx) => togetherLoader(ctx).load(g.id),
  }),
}));
