// What the planner understood of a goal, part by part with a confidence (0–1): the preview's chips, which the
// person corrects with the one-tap choices of `GoalPreview.corrections`.
import type { Understood } from '@stepwise/planner/types';
import { builder } from '../../pothos/builder.js';
import { DateScalar } from '../../pothos/scalars.js';

/** A number and its unit: a goal's target, as read or as accepted. */
export const Target = builder.objectRef<{ value: number; unit: string }>('Target').implement({
  fields: (t) => ({ value: t.exposeFloat('value'), unit: t.exposeString('unit') }),
});

const confidence = { description: 'How sure the reading is, 0 to 1 (1: stated or answered).' };

const UnderstoodKind = builder.objectRef<Understood['kind']>('UnderstoodKind').implement({
  fields: (t) => ({
    value: t.exposeString('value', {
      description: 'build-habit, quit-habit, quantity, skill, exam, event, …',
    }),
    confidence: t.exposeFloat('confidence', confidence),
  }),
});

const UnderstoodTarget = builder.objectRef<Understood['target']>('UnderstoodTarget').implement({
  fields: (t) => ({
    value: t.field({
      type: Target,
      nullable: true,
      resolve: (p) => (p.value ? { value: p.value.value, unit: p.value.unit } : null),
    }),
    limitMinutes: t.float({
      nullable: true,
      description: 'A time to beat ("under 50 minutes"), in minutes.',
      resolve: (p) => p.limit?.value ?? null,
    }),
    confidence: t.exposeFloat('confidence', confidence),
  }),
});

const UnderstoodDeadline = builder.objectRef<Understood['deadline']>('UnderstoodDeadline').implement({
  fields: (t) => ({
    value: t.expose('value', { type: DateScalar }),
    source: t.exposeString('source', {
      description: 'text (read, chosen or answered), default or unreadable.',
    }),
    confidence: t.exposeFloat('confidence', confidence),
  }),
});

const UnderstoodLevel = builder.objectRef<Understood['level']>('UnderstoodLevel').implement({
  fields: (t) => ({
    value: t.string({
      nullable: true,
      description: 'A stated level: A0…C2, beginner, experienced.',
      resolve: (p) => p.value,
    }),
    current: t.field({
      type: Target,
      nullable: true,
      description: 'What the person manages now ("already run 5 km").',
      resolve: (p) => p.current ?? null,
    }),
    confidence: t.exposeFloat('confidence', confidence),
  }),
});

const UnderstoodTime = builder.objectRef<Understood['timePerWeek']>('UnderstoodTime').implement({
  fields: (t) => ({
    hours: t.float({ nullable: true, description: 'Hours a week.', resolve: (p) => p.value }),
    sessionsPerWeek: t.int({ nullable: true, resolve: (p) => p.sessionsPerWeek ?? null }),
    confidence: t.exposeFloat('confidence', confidence),
  }),
});

export const GoalUnderstanding = builder.objectRef<Understood>('GoalUnderstanding').implement({
  description: 'What the planner understood of a goal: kind, target, deadline, current level, time a week.',
  fields: (t) => ({
    kind: t.field({ type: UnderstoodKind, resolve: (u) => u.kind }),
    target: t.field({ type: UnderstoodTarget, resolve: (u) => u.target }),
    deadline: t.field({ type: UnderstoodDeadline, resolve: (u) => u.deadline }),
    level: t.field({ type: UnderstoodLevel, resolve: (u) => u.level }),
    timePerWeek: t.field({ type: UnderstoodTime, resolve: (u) => u.timePerWeek }),
  }),
});
