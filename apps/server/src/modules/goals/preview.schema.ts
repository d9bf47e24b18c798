import type { Goal as PlannedGoal, Question, Warning } from '@stepwise/planner/types';
import { limitUser } from '../../limits/rate-limit.js';
import { builder } from '../../pothos/builder.js';
import { CategoryScalar, DateScalar } from '../../pothos/scalars.js';
import { previewGoal } from './goal-input.js';
import { deadlineEditCheck } from './replan.service.js';
import { GoalUnderstanding, Target } from './understood.schema.js';

const PlanAlternative = builder.objectRef<NonNullable<Warning['alternative']>>('PlanAlternative').implement({
  description: 'What the person can accept in one tap: a later deadline and/or a smaller target.',
  fields: (t) => ({
    deadline: t.expose('deadline', { type: DateScalar, nullable: true }),
    target: t.field({
      type: Target,
      nullable: true,
      resolve: (a) => (a.target ? { value: a.target.value, unit: a.target.unit } : null),
    }),
  }),
});

const PlanWarning = builder.objectRef<Warning>('PlanWarning').implement({
  description: 'Why a goal or its deadline is unrealistic, in the goal’s language, with an alternative.',
  fields: (t) => ({
    code: t.exposeString('code', {
      description: 'deadline-past, deadline-too-close, weight-rate, running-volume, generic-plan, …',
    }),
    message: t.exposeString('message'),
    alternative: t.field({ type: PlanAlternative, nullable: true, resolve: (w) => w.alternative ?? null }),
  }),
});

const PlanQuestionOption = builder
  .objectRef<{ label: string; value: string }>('PlanQuestionOption')
  .implement({ fields: (t) => ({ label: t.exposeString('label'), value: t.exposeString('value') }) });

const PlanQuestion = builder.objectRef<Question>('PlanQuestion').implement({
  description: 'A short question whose one-tap answer changes the plan (pass it back in `answers`).',
  fields: (t) => ({
    id: t.exposeString('id'),
    text: t.exposeString('text'),
    options: t.field({ type: [PlanQuestionOption], resolve: (q) => q.options }),
  }),
});

const PlanSchedule = builder.objectRef<NonNullable<PlannedGoal['schedule']>>('PlanSchedule').implement({
  description: 'Rates read from the text (“3 раза в неделю”, “5 hours a week”): preferences, not targets.',
  fields: (t) => ({
    sessionsPerWeek: t.int({ nullable: true, resolve: (s) => s.sessionsPerWeek ?? null }),
    hoursPerWeek: t.float({ nullable: true, resolve: (s) => s.hoursPerWeek ?? null }),
    weekdays: t.intList({ nullable: true, resolve: (s) => s.weekdays ?? null }),
    timeOfDay: t.string({ nullable: true, resolve: (s) => s.timeOfDay ?? null }),
  }),
});

type Preview = PlannedGoal & { warnings: Warning[]; questions: Question[]; corrections: Question[] };

const GoalPreview = builder.objectRef<Preview>('GoalPreview').implement({
  description: 'What the planner understood of a goal text, before it is saved.',
  fields: (t) => ({
    title: t.exposeString('title'),
    language: t.exposeString('language'),
    category: t.expose('category', { type: CategoryScalar }),
    kind: t.string({
      nullable: true,
      description:
        'build-habit, quit-habit, quantity, skill, exam, event, project, audience, earn, life-change',
      resolve: (g) => g.kind ?? null,
    }),
    domain: t.string({ nullable: true, resolve: (g) => g.domain ?? null }),
    subject: t.string({ nullable: true, resolve: (g) => g.subject ?? null }),
    generic: t.boolean({ resolve: (g) => g.generic === true }),
    deadline: t.expose('deadline', { type: DateScalar }),
    deadlineFromText: t.boolean({ resolve: (g) => g.deadlineSource === 'text' }),
    deadlineSource: t.string({
      description: 'text (read or chosen), default (none written) or unreadable (written, not understood).',
      resolve: (g) => g.deadlineSource,
    }),
    target: t.field({
      type: Target,
      nullable: true,
      resolve: (g) => (g.target ? { value: g.target.value, unit: g.target.unit } : null),
    }),
    schedule: t.field({ type: PlanSchedule, nullable: true, resolve: (g) => g.schedule ?? null }),
    warnings: t.field({ type: [PlanWarning], resolve: (g) => g.warnings }),
    questions: t.field({ type: [PlanQuestion], resolve: (g) => g.questions }),
    understood: t.field({
      type: GoalUnderstanding,
      nullable: true,
      description: 'The reading part by part, each with a confidence: the chips the person can correct.',
      resolve: (g) => g.understood ?? null,
    }),
    corrections: t.field({
      type: [PlanQuestion],
      description:
        'One-tap choices that correct a part of the reading (kind, deadline, time a week, the starting level when the domain asks it); answered like `questions`.',
      resolve: (g) => g.corrections,
    }),
  }),
});

const DeadlineCheck = builder
  .objectRef<Awaited<ReturnType<typeof deadlineEditCheck>>>('DeadlineCheck')
  .implement({
    description:
      'What saving a new deadline would do: open steps left after an earlier one (offer to replan) and its warnings.',
    fields: (t) => ({
      deadline: t.expose('deadline', { type: DateScalar }),
      earlier: t.exposeBoolean('earlier'),
      stepsAfterDeadline: t.exposeInt('stepsAfterDeadline'),
      warnings: t.field({ type: [PlanWarning], resolve: (c) => c.warnings }),
    }),
  });

export const PlanAnswerInput = builder.inputType('PlanAnswerInput', {
  description: 'A one-tap answer to a preview question.',
  fields: (t) => ({ id: t.string({ required: true }), value: t.string({ required: true }) }),
});

export const TargetInput = builder.inputType('TargetInput', {
  description: 'A target accepted from a warning’s alternative.',
  fields: (t) => ({ value: t.float({ required: true }), unit: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  previewGoal: t.withAuth({ signedIn: true }).field({
    type: GoalPreview,
    args: {
      text: t.arg.string({ required: true }),
      category: t.arg({ type: CategoryScalar }),
      deadline: t.arg({ type: DateScalar }),
      answers: t.arg({ type: [PlanAnswerInput] }),
      target: t.arg({ type: TargetInput }),
    },
    resolve: async (_r, args, ctx) => {
      await limitUser(ctx.limiters.goalPreview, ctx.session.user.id);
      return previewGoal(ctx.session.user, args);
    },
  }),
  deadlineEditCheck: t.withAuth({ signedIn: true }).field({
    type: DeadlineCheck,
    description:
      'Before saving a new deadline: how many open steps an earlier one leaves after it, and its warnings.',
    args: { goalId: t.arg.id({ required: true }), deadline: t.arg({ type: DateScalar, required: true }) },
    resolve: async (_r, { goalId, deadline }, ctx) => {
      await limitUser(ctx.limiters.goalPreview, ctx.session.user.id);
      return deadlineEditCheck(ctx.db, ctx.session.user, goalId, deadline ?? '');
    },
  }),
}));
