import { CATEGORIES, type Category } from '@stepwise/planner/categories';
import { AppError } from '../../kernel/errors.js';
import { builder } from '../../pothos/builder.js';
import type { Context } from '../../pothos/context.js';
import { requestLoader } from '../../pothos/loaders.js';
import { Person } from '../../pothos/person.js';
import { CategoryScalar, DateScalar } from '../../pothos/scalars.js';
import { Goal, Task } from '../goals/goals.schema.js';
import { announceGoalNews, announceMenteeJoined } from '../news/news.service.js';
import { Notification } from '../notifications/notifications.schema.js';
import { announceNotification } from '../notifications/notifications.service.js';
import { User } from '../users/users.schema.js';
import {
  type CommentItem,
  commentCounts,
  commentTask,
  decideSuggestion,
  type EndorsementItem,
  endorseGoal,
  endorsementsOf,
  listComments,
  listMentees,
  type Mentee,
  type MenteeGoal,
  type Notices,
  pendingSuggestions,
  type SuggestionRow,
  suggestTask,
} from './mentoring.service.js';
import {
  becomeMentor,
  listMentors,
  type MentorRow,
  mentorById,
  myMentorProfile,
  setMentor,
  stopMentoring,
  updateMentorProfile,
} from './mentors.service.js';
import { defaultPlaybook, myMentorPlaybook, type PlaybookView, saveMentorPlaybook } from './playbook.js';

async function announceAll(ctx: Context, notices: Notices) {
  for (const { userId, item } of notices) {
    if (item) await announceNotification(ctx.live, ctx.db, userId, item);
  }
}

const commentCountLoader = requestLoader<number | null>(
  (ctx, ids) => commentCounts(ctx.db, ctx.session?.user.id ?? null, ids),
  null,
);
const suggestionLoader = requestLoader<SuggestionRow[]>(
  (ctx, ids) => pendingSuggestions(ctx.db, ctx.session?.user.id ?? null, ids),
  [],
);
const endorsementLoader = requestLoader<EndorsementItem | null>(
  (ctx, ids) => endorsementsOf(ctx.db, ids) as Promise<Map<string, EndorsementItem | null>>,
  null,
);

// ---------------------------------------------------------------------------------------------------------
// Mentors and their profiles

const Mentor = builder.objectRef<MentorRow>('Mentor').implement({
  description: 'A user who mentors; chosen in setup or settings.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    headline: t.exposeString('headline'),
    bio: t.exposeString('bio'),
    categories: t.exposeStringList('categories'),
    languages: t.exposeStringList('languages'),
    accepting: t.exposeBoolean('accepting', { description: 'Whether they take new mentees.' }),
    menteeCount: t.exposeInt('menteeCount'),
  }),
});

type ProfileRow = NonNullable<Awaited<ReturnType<typeof myMentorProfile>>>;

const MentorProfile = builder.objectRef<ProfileRow>('MentorProfile').implement({
  description: 'The signed-in user’s own mentor profile.',
  fields: (t) => ({
    active: t.exposeBoolean('active', { description: 'Whether they mentor now (users.is_mentor).' }),
    headline: t.exposeString('headline'),
    bio: t.exposeString('bio'),
    categories: t.exposeStringList('categories'),
    languages: t.exposeStringList('languages'),
    accepting: t.exposeBoolean('accepting'),
    menteeCount: t.exposeInt('menteeCount'),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
  }),
});

const MentorProfileInput = builder.inputType('MentorProfileInput', {
  fields: (t) => ({
    headline: t.string({ required: true, description: '3 to 120 characters.' }),
    bio: t.string({ description: 'At most 2,000 characters.' }),
    categories: t.stringList({ required: true, description: '1 to 10 of the ten interest categories.' }),
    languages: t.stringList({ required: true, description: '"en", "ru" or both.' }),
    accepting: t.boolean({ description: 'Takes new mentees (default true).' }),
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Playbook: the planner's schema, every choice spelled out

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

// ---------------------------------------------------------------------------------------------------------
// Mentees, comments, suggestions, endorsements

const MenteeGoalRef = builder.objectRef<MenteeGoal>('MenteeGoal').implement({
  fields: (t) => ({
    goal: t.field({ type: Goal, resolve: (g) => g.goal }),
    overdueCount: t.exposeInt('overdueCount', {
      description: 'Undone steps dated before the mentee’s today.',
    }),
  }),
});

const MenteeRef = builder.objectRef<Mentee>('Mentee').implement({
  fields: (t) => ({
    person: t.field({ type: Person, resolve: (m) => m.person }),
    goals: t.field({ type: [MenteeGoalRef], resolve: (m) => m.goals }),
    overdueCount: t.exposeInt('overdueCount'),
    lastActiveAt: t.string({ nullable: true, resolve: (m) => m.lastActiveAt?.toISOString() ?? null }),
    since: t.string({ nullable: true, resolve: (m) => m.since?.toISOString() ?? null }),
  }),
});

const TaskComment = builder.objectRef<CommentItem>('TaskComment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    taskId: t.exposeID('taskId'),
    author: t.field({ type: Person, resolve: (c) => c.author }),
    body: t.exposeString('body'),
    mine: t.boolean({ resolve: (c, _a, ctx) => c.author.id === ctx.session?.user.id }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
  }),
});

const TaskSuggestion = builder.objectRef<SuggestionRow>('TaskSuggestion').implement({
  description: 'A task the mentor suggests; the mentee accepts it into the plan or declines.',
  fields: (t) => ({
    id: t.exposeID('id'),
    goalId: t.exposeID('goalId'),
    parentId: t.exposeID('parentId', { nullable: true, description: 'The milestone; null: a new one.' }),
    label: t.exposeString('label'),
    date: t.expose('date', { type: DateScalar, nullable: true }),
    time: t.exposeString('time', { nullable: true }),
    notes: t.exposeString('notes'),
    status: t.exposeString('status', { description: 'pending | accepted | declined' }),
    taskId: t.exposeID('taskId', { nullable: true, description: 'The task made when accepted.' }),
    createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
  }),
});

const Endorsement = builder.objectRef<EndorsementItem>('Endorsement').implement({
  fields: (t) => ({
    mentor: t.field({ type: Person, resolve: (e) => e.mentor }),
    note: t.exposeString('note'),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
  }),
});

const SuggestionDecision = builder
  .objectRef<{ suggestion: SuggestionRow; task: Awaited<ReturnType<typeof decideSuggestion>>['task'] }>(
    'SuggestionDecision',
  )
  .implement({
    fields: (t) => ({
      suggestion: t.field({ type: TaskSuggestion, resolve: (d) => d.suggestion }),
      task: t.field({ type: Task, nullable: true, resolve: (d) => d.task }),
    }),
  });

builder.objectFields(Task, (t) => ({
  commentCount: t.int({
    nullable: true,
    description: 'Comments under the task; null unless you are the goal’s owner or the owner’s mentor.',
    resolve: (task, _a, ctx) => commentCountLoader(ctx).load(task.id),
  }),
  comments: t.field({
    type: [TaskComment],
    nullable: true,
    description: 'The thread between the goal’s owner and their mentor, oldest first; null for anyone else.',
    resolve: async (task, _a, ctx) => {
      const viewer = ctx.session?.user.id;
      if (!viewer || (await commentCountLoader(ctx).load(task.id)) === null) return null;
      return listComments(ctx.db, viewer, task.id);
    },
  }),
}));

builder.objectFields(Goal, (t) => ({
  suggestions: t.field({
    type: [TaskSuggestion],
    description: 'Pending suggestions of the owner’s mentor: shown to the owner and the mentor only.',
    resolve: (goal, _a, ctx) => suggestionLoader(ctx).load(goal.id),
  }),
  endorsement: t.field({
    type: Endorsement,
    nullable: true,
    description: 'The mentor’s endorsement of this achieved goal, shown wherever the goal is.',
    resolve: (goal, _a, ctx) => endorsementLoader(ctx).load(goal.id),
  }),
}));

builder.objectFields(Notification, (t) => ({
  decision: t.string({
    nullable: true,
    description: 'For suggestion_decided: accepted or declined.',
    resolve: (n) => (typeof n.data.decision === 'string' ? n.data.decision : null),
  }),
  label: t.string({
    nullable: true,
    description: 'The task’s label, for a comment under a task.',
    resolve: (n) => (typeof n.data.label === 'string' ? n.data.label : null),
  }),
}));

builder.objectFields(User, (t) => ({
  isMentor: t.exposeBoolean('isMentor', { description: 'Whether the user mentors (has a mentees page).' }),
}));

// ---------------------------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  mentors: t.field({
    type: [Mentor],
    description: 'Mentors taking new mentees, plus your current mentor; never yourself.',
    resolve: (_root, _args, ctx) => listMentors(ctx.db, ctx.session?.user.id ?? null),
  }),
  myMentor: t.withAuth({ signedIn: true }).field({
    type: Mentor,
    nullable: true,
    description: 'Your mentor, if you have one.',
    resolve: (_root, _args, ctx) =>
      ctx.session.user.mentorId ? mentorById(ctx.db, ctx.session.user.mentorId) : null,
  }),
  myMentorProfile: t.withAuth({ signedIn: true }).field({
    type: MentorProfile,
    nullable: true,
    description: 'Your mentor profile (kept after you stop mentoring); null if you never mentored.',
    resolve: (_root, _args, ctx) => myMentorProfile(ctx.db, ctx.session.user.id),
  }),
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
  mentees: t.withAuth({ signedIn: true }).field({
    type: [MenteeRef],
    description: 'A mentor’s mentees, those needing attention first. FORBIDDEN unless you mentor.',
    resolve: (_root, _args, ctx) => listMentees(ctx.db, ctx.session.user.id),
  }),
  taskComments: t.withAuth({ signedIn: true }).field({
    type: [TaskComment],
    description: 'A task’s thread (the goal’s owner and their mentor only; NOT_FOUND for others).',
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_root, { taskId }, ctx) => listComments(ctx.db, ctx.session.user.id, taskId),
  }),
}));

builder.mutationFields((t) => ({
  becomeMentor: t.withAuth({ signedIn: true }).field({
    type: MentorProfile,
    args: { input: t.arg({ type: MentorProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => becomeMentor(ctx.db, ctx.session.user.id, input),
  }),
  updateMentorProfile: t.withAuth({ signedIn: true }).field({
    type: MentorProfile,
    args: { input: t.arg({ type: MentorProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMentorProfile(ctx.db, ctx.session.user.id, input),
  }),
  stopMentoring: t.withAuth({ signedIn: true }).field({
    type: MentorProfile,
    description: 'Turns mentoring off and releases your mentees; the profile and playbook are kept.',
    resolve: async (_root, _args, ctx) => {
      await stopMentoring(ctx.db, ctx.session.user.id);
      return (await myMentorProfile(ctx.db, ctx.session.user.id))!;
    },
  }),
  saveMentorPlaybook: t.withAuth({ signedIn: true }).field({
    type: Playbook,
    nullable: true,
    description: 'Saves your playbook (validated; errors name the field); null removes it.',
    args: { input: t.arg({ type: PlaybookInput }) },
    resolve: (_root, { input }, ctx) => saveMentorPlaybook(ctx.db, ctx.session.user.id, input ?? null),
  }),
  setMentor: t.withAuth({ signedIn: true }).field({
    type: User,
    description: 'Picks, changes or (null) drops your mentor. The new mentor is told.',
    args: { mentorId: t.arg.id() },
    resolve: async (_root, { mentorId }, ctx) => {
      const { notice, ...user } = await setMentor(ctx.db, ctx.session.user.id, mentorId ?? null);
      if (notice && user.mentorId) {
        await announceMenteeJoined(ctx, user.mentorId, user.id);
        await announceNotification(ctx.live, ctx.db, user.mentorId, notice);
      }
      return user;
    },
  }),
  commentTask: t.withAuth({ signedIn: true }).field({
    type: TaskComment,
    args: { taskId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_root, { taskId, body }, ctx) => {
      const { comment, notices } = await commentTask(ctx.db, ctx.session.user.id, taskId, body);
      await announceAll(ctx, notices);
      return comment;
    },
  }),
  suggestTask: t.withAuth({ signedIn: true }).field({
    type: TaskSuggestion,
    description: 'A mentor suggests a step under a milestone (or a new milestone) of a mentee’s active goal.',
    args: {
      goalId: t.arg.id({ required: true }),
      parentId: t.arg.id(),
      label: t.arg.string({ required: true }),
      date: t.arg({ type: DateScalar }),
      time: t.arg.string(),
      notes: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { suggestion, notices } = await suggestTask(ctx.db, ctx.session.user.id, args);
      await announceAll(ctx, notices);
      return suggestion;
    },
  }),
  acceptSuggestion: t.withAuth({ signedIn: true }).field({
    type: SuggestionDecision,
    description: 'The mentee adds the suggested task at the end of its milestone.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const { notices, ...decision } = await decideSuggestion(ctx, ctx.session.user.id, id, true);
      await announceAll(ctx, notices);
      return decision;
    },
  }),
  declineSuggestion: t.withAuth({ signedIn: true }).field({
    type: SuggestionDecision,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const { notices, ...decision } = await decideSuggestion(ctx, ctx.session.user.id, id, false);
      await announceAll(ctx, notices);
      return decision;
    },
  }),
  endorseGoal: t.withAuth({ signedIn: true }).field({
    type: Endorsement,
    description: 'The mentee’s mentor endorses their achieved goal, once.',
    args: { goalId: t.arg.id({ required: true }), note: t.arg.string() },
    resolve: async (_root, { goalId, note }, ctx) => {
      const { endorsement, notices } = await endorseGoal(ctx.db, ctx.session.user.id, goalId, note);
      await announceAll(ctx, notices);
      await announceGoalNews(ctx, goalId);
      return endorsement;
    },
  }),
}));
