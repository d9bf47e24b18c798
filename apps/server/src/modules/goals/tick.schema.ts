// What a tick did for the person who ticked (their streak, achievements earned, the milestone or goal done):
// a field of the goals module's Task, made of the achievements module's types below it.
import { builder } from '../../pothos/builder.js';
import { AchievementKey, StreakRef } from '../achievements/achievements.schema.js';
import type { TickFeedback } from '../achievements/achievements.service.js';
import { Task } from './goals.schema.js';

const TickResult = builder.objectRef<TickFeedback>('TickResult').implement({
  description: 'What a tick did for the person who ticked: shown at once, without another request.',
  fields: (t) => ({
    streak: t.field({ type: StreakRef, resolve: (f) => f.streak }),
    earned: t.field({
      type: [AchievementKey],
      description: 'Achievements this tick earned.',
      resolve: (f) => f.earned.map((e) => e.key),
    }),
    milestoneDone: t.exposeBoolean('milestoneDone', { description: 'This tick finished the milestone.' }),
    goalDone: t.exposeBoolean('goalDone', { description: 'This tick completed the goal.' }),
  }),
});

builder.objectField(Task, 'tick', (t) =>
  t.field({
    type: TickResult,
    nullable: true,
    description: 'Only in setTaskCompleted’s answer, to the person who ticked.',
    resolve: (task, _a, ctx) => {
      const tick = (task as { tick?: TickFeedback }).tick;
      return tick && ctx.session?.user.id === tick.userId ? tick : null;
    },
  }),
);
