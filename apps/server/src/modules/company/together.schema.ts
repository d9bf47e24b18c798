// The group view of a plan with company (today's steps done of due, the joint streak), added to Goal, and
// each participant's forecast, added to PlanMember.

import type { Forecast } from '@stepwise/planner/forecast';
import { todayIn } from '../../kernel/time.js';
import { builder } from '../../pothos/builder.js';
import { requestLoader } from '../../pothos/loaders.js';
import { Goal } from '../goals/goals.schema.js';
import { ForecastRef, openPauses } from '../goals/pause.schema.js';
import { PlanMember } from './company.schema.js';
import { memberForecasts } from './member-forecast.js';
import { type Together, togetherOf } from './together.service.js';

const togetherLoader = requestLoader<Together | null>(
  (ctx, ids) => togetherOf(ctx.db, ids, todayIn(ctx.session?.user.timezone ?? 'UTC')),
  null,
);

const forecastsLoader = requestLoader<Map<string, Forecast> | null>(
  (ctx, ids) => memberForecasts(ctx.db, ctx.session?.user.id ?? null, ids),
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

builder.objectFields(PlanMember, (t) => ({
  forecast: t.field({
    type: ForecastRef,
    nullable: true,
    description:
      'Their own copy’s forecast (on pace / N days behind / ahead), read from their steps only; for the plan’s participants. Null for anyone else and while they are paused.',
    resolve: async (m, _a, ctx) => {
      const [forecasts, pauses] = await Promise.all([
        forecastsLoader(ctx).load(m.goalId),
        openPauses(ctx, m.goalId),
      ]);
      if (pauses.some((p) => p.userId === m.user.id)) return null;
      return forecasts?.get(m.user.id) ?? null;
    },
  }),
}));
