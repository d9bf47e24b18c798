// A mentor's playbook in the schema: the planner's playbook shape with every choice spelled out, the
// built-in one of a category as a start, and saving your own (validated; errors name the field).
import { CATEGORIES, type Category } from '@stepwise/planner/categories';
import { AppError } from '../../kernel/errors.js';
import { builder } from '../../pothos/builder.js';
import { CategoryScalar } from '../../pothos/scalars.js';
import { defaultPlaybook, myMentorPlaybook, type PlaybookView, saveMentorPlaybook } from './playbook.js';

type TextView = { en?: string | undefined; ru?: string | undefined };
type VariantView = PlaybookView['variants'][number];
type PhaseView = VariantView['phases'][number];
type StepView = PhaseView['steps'][number];

const PlaybookText = builder.objectRef<TextView>('PlaybookText').implement({
  description: 'A text in English and/or Russian.',
  fields: (t) => ({
    en: t.string({ nullable: true, resolve: (x) => x.en ?? null }),
    ru: t.string({ nullable: true, resolve: (x) => x.ru ?? null }),
  }),
});

const PlaybookStep = builder.objectRef<StepView>('PlaybookStep').implement({
  fields: (t) => ({
    labels: t.field({
      type: [PlaybookText],
      description: 'One text, or several that rotate week by week.',
      resolve: (s) => s.labels,
    }),
    cadence: t.exposeString('cadence', {
      description: 'start | end | weekly | biweekly | monthly | spread | step',
    }),
    times: t.exposeInt('times', { description: 'Times a week (weekly), 1 to 7.' }),
    minutes: t.exposeInt('minutes', { description: 'Length of a session, 5 to 600.' }),
    key: t.exposeBoolean('key', { description: 'Kept first when the week is short of free days.' }),
    when: t.exposeString('when', { description: 'always | target | total | level | noTarget' }),
    units: t.exposeStringList('units', { nullable: true }),
    workday: t.exposeBoolean('workday', { description: 'Monday to Friday only.' }),
  }),
});

const PlaybookPhase = builder.objectRef<PhaseView>('PlaybookPhase').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    weight: t.exposeFloat('weight', { description: 'Share of the time, relative to the other phases.' }),
    maxWeeks: t.exposeFloat('maxWeeks', { nullable: true }),
    milestone: t.field({ type: PlaybookText, resolve: (p) => p.milestone }),
    milestoneWithTarget: t.field({
      type: PlaybookText,
      nullable: true,
      resolve: (p) => p.milestoneWithTarget,
    }),
    steps: t.field({ type: [PlaybookStep], resolve: (p) => p.steps }),
  }),
});

const PlaybookVariant = builder.objectRef<VariantView>('PlaybookVariant').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    matchUnits: t.exposeStringList('matchUnits', { nullable: true }),
    matchWords: t.exposeString('matchWords', { nullable: true }),
    defaultWeeks: t.exposeInt('defaultWeeks'),
    sessionsPerWeek: t.exposeInt('sessionsPerWeek'),
    time: t.exposeString('time', { description: 'HH:MM' }),
    phases: t.field({ type: [PlaybookPhase], resolve: (v) => v.phases }),
  }),
});

const Playbook = builder.objectRef<PlaybookView>('Playbook').implement({
  description: 'A playbook shapes the plans generated for a mentor’s mentees (planner/playbook-schema.ts).',
  fields: (t) => ({
    category: t.exposeString('category'),
    mode: t.exposeString('mode', { description: 'replace | extend' }),
    variants: t.field({ type: [PlaybookVariant], resolve: (p) => p.variants }),
  }),
});

const PlaybookTextInput = builder.inputType('PlaybookTextInput', {
  fields: (t) => ({ en: t.string(), ru: t.string() }),
});

const PlaybookStepInput = builder.inputType('PlaybookStepInput', {
  fields: (t) => ({
    labels: t.field({ type: [PlaybookTextInput], required: true }),
    cadence: t.string(),
    times: t.int(),
    minutes: t.int(),
    key: t.boolean(),
    when: t.string(),
    units: t.stringList(),
    workday: t.boolean(),
  }),
});

const PlaybookPhaseInput = builder.inputType('PlaybookPhaseInput', {
  fields: (t) => ({
    id: t.string({ description: 'Made from the position when left out.' }),
    weight: t.float({ required: true }),
    maxWeeks: t.float(),
    milestone: t.field({ type: PlaybookTextInput, required: true }),
    milestoneWithTarget: t.field({ type: PlaybookTextInput }),
    steps: t.field({ type: [PlaybookStepInput], required: true }),
  }),
});

const PlaybookVariantInput = builder.inputType('PlaybookVariantInput', {
  fields: (t) => ({
    id: t.string({ description: 'Made from the position when left out.' }),
    matchUnits: t.stringList(),
    matchWords: t.string(),
    defaultWeeks: t.int({ required: true }),
    sessionsPerWeek: t.int({ required: true }),
    time: t.string({ required: true }),
    phases: t.field({ type: [PlaybookPhaseInput], required: true }),
  }),
});

const PlaybookInput = builder.inputType('PlaybookInput', {
  fields: (t) => ({
    category: t.string({ required: true }),
    mode: t.string({ description: 'replace (default) | extend' }),
    variants: t.field({ type: [PlaybookVariantInput], required: true }),
  }),
});

builder.queryFields((t) => ({
  myMentorPlaybook: t.withAuth({ signedIn: true }).field({
    type: Playbook,
    nullable: true,
    description: 'Your playbook as a mentor; null when you have none (the built-in playbooks apply).',
    resolve: (_root, _args, ctx) => myMentorPlaybook(ctx.db, ctx.session.user.id),
  }),
  defaultPlaybook: t.withAuth({ signedIn: true }).field({
    type: Playbook,
    description: 'The built-in playbook of a category: a starting point for your own.',
    args: { category: t.arg({ type: CategoryScalar, required: true }) },
    resolve: (_root, { category }, _ctx) => {
      if (!category || !(CATEGORIES as readonly string[]).includes(category))
        throw new AppError('BAD_USER_INPUT', 'valueInvalid', { name: 'category' }, 'category');
      return defaultPlaybook(category as Category);
    },
  }),
}));

builder.mutationFields((t) => ({
  saveMentorPlaybook: t.withAuth({ signedIn: true }).field({
    type: Playbook,
    nullable: true,
    description: 'Saves your playbook (validated; errors name the field); null removes it.',
    args: { input: t.arg({ type: PlaybookInput }) },
    resolve: (_root, { input }, ctx) => saveMentorPlaybook(ctx.db, ctx.session.user.id, input ?? null),
  }),
}));
