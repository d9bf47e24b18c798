import { builder } from '../../pothos/builder.js';
import { requestLoader } from '../../pothos/loaders.js';
import { deletedPerson, Person } from '../../pothos/person.js';
import { DateScalar } from '../../pothos/scalars.js';
import { Goal, Task } from '../goals/goals.schema.js';
import { ReflowChangeInput, ReflowKind } from '../goals/reflow.schema.js';
import { Notification } from '../notifications/notifications.schema.js';
import { User } from '../users/users.schema.js';
import { type CommentItem, commentCounts, commentTask, listComments } from './comments.service.js';
import {
  type EndorsementItem,
  endorseGoal,
  endorsementsOf,
  listMentees,
  type Mentee,
  type MenteeGoal,
} from './mentoring.service.js';
import { suggestReplan } from './replan-suggestions.service.js';
import {
  decideSuggestion,
  pendingSuggestions,
  type SuggestionRow,
  suggestTask,
} from './suggestions.service.js';

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
    author: t.field({
      type: Person,
      description:
        'The author; when they deleted their account, a stand-in named "Deleted account" in your language, with an empty username.',
      resolve: (c, _a, ctx) => c.author ?? deletedPerson(ctx.lang, `deleted-${c.id}`),
    }),
    body: t.exposeString('body'),
    mine: t.boolean({ resolve: (c, _a, ctx) => c.author?.id === ctx.session?.user.id }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
  }),
});

const SuggestedReplanRef = builder
  .objectRef<NonNullable<SuggestionRow['replan']>>('SuggestedReplan')
  .implement({
    description:
      'A re-plan the mentor suggests: rhythm (weekdays 1 = Monday … 7 = Sunday, time of day) or shiftBy (days).',
    fields: (t) => ({
      kind: t.field({ type: ReflowKind, resolve: (r) => r.kind }),
      weekdays: t.intList({ nullable: true, resolve: (r) => r.weekdays ?? null }),
      timeOfDay: t.string({ nullable: true, resolve: (r) => r.timeOfDay ?? null }),
      days: t.int({ nullable: true, resolve: (r) => r.days ?? null }),
    }),
  });

const TaskSuggestion = builder.objectRef<SuggestionRow>('TaskSuggestion').implement({
  description:
    'A task the mentor suggests, or (replan set) a change to the plan’s rhythm; the mentee accepts it into the plan or declines.',
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
    replan: t.field({
      type: SuggestedReplanRef,
      nullable: true,
      description: 'Set for a suggested re-plan: previewed and applied like the mentee’s own re-plan.',
      resolve: (s) => s.replan ?? null,
    }),
    replanId: t.exposeID('replanId', {
      nullable: true,
      description: 'The re-plan made when a suggested re-plan was accepted (undoReflow takes it).',
    }),
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
  .objectRef<Awaited<ReturnType<typeof decideSuggestion>>>('SuggestionDecision')
  .implement({
    fields: (t) => ({
      suggestion: t.field({ type: TaskSuggestion, resolve: (d) => d.suggestion }),
      task: t.field({ type: Task, nullable: true, resolve: (d) => d.task }),
      replanId: t.exposeID('replanId', {
        nullable: true,
        description: 'An accepted re-plan: undoReflow(replanId) puts the plan back.',
      }),
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

builder.queryFields((t) => ({
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
  commentTask: t.withAuth({ signedIn: true }).field({
    type: TaskComment,
    args: { taskId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_root, { taskId, body }, ctx) => {
      return commentTask(ctx, ctx.session.user.id, taskId, body);
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
      return suggestTask(ctx, ctx.session.user.id, args);
    },
  }),
  suggestReplan: t.withAuth({ signedIn: true }).field({
    type: TaskSuggestion,
    description:
      'A mentor suggests a re-plan of a mentee’s active goal (rhythm or shiftBy), in their own words (label); the mentee sees it among the re-plan choices and accepts or declines it.',
    args: {
      goalId: t.arg.id({ required: true }),
      change: t.arg({ type: ReflowChangeInput, required: true }),
      label: t.arg.string({ required: true }),
      notes: t.arg.string(),
    },
    resolve: (_root, { goalId, change, label, notes }, ctx) =>
      suggestReplan(ctx, ctx.session.user.id, { goalId: String(goalId), change, label, notes }),
  }),
  acceptSuggestion: t.withAuth({ signedIn: true }).field({
    type: SuggestionDecision,
    description:
      'The mentee adds the suggested task at the end of its milestone, or applies the suggested re-plan (as applyReflow; refused with the reason when it cannot be done now).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      return decideSuggestion(ctx, ctx.session.user.id, id, true);
    },
  }),
  declineSuggestion: t.withAuth({ signedIn: true }).field({
    type: SuggestionDecision,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      return decideSuggestion(ctx, ctx.session.user.id, id, false);
    },
  }),
  endorseGoal: t.withAuth({ signedIn: true }).field({
    type: Endorsement,
    description: 'The mentee’s mentor endorses their achieved goal, once.',
    args: { goalId: t.arg.id({ required: true }), note: t.arg.string() },
    resolve: async (_root, { goalId, note }, ctx) => {
      return endorseGoal(ctx, ctx.session.user.id, goalId, note);
    },
  }),
}));
