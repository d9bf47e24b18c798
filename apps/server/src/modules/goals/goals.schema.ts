import { progressRatio } from '@stepwise/domain/progress';
import type { Page } from '../../kernel/pages.js';
import { todayIn } from '../../kernel/time.js';
import { limitUser } from '../../limits/rate-limit.js';
import { builder } from '../../pothos/builder.js';
import { CategoryScalar, DateScalar, GoalStatus, Visibility } from '../../pothos/scalars.js';
import { getPublicProfile } from '../users/users.service.js';
import { agenda } from './agenda.service.js';
import {
  CHANGE_ID,
  EXPECTED_VERSION,
  GoalInput,
  GoalPatch,
  MOVE_DEADLINE,
  OpenStepsChoiceEnum,
  TaskPatch,
} from './goal-inputs.schema.js';
import { getGoal, listGoals } from './goal-reads.service.js';
import {
  createGoal,
  deleteGoal,
  goalOfChange,
  restoreGoal,
  setGoalStatus,
  updateGoal,
} from './goals.service.js';
import { goalProgress, goalTasks } from './loaders.js';
import { regeneratePlan, replanGoal } from './replan.service.js';
import { defineLiveSchema } from './task-changes.schema.js';
import { addTask, deleteTask, moveTask, updateTask } from './tasks.service.js';
import { setTaskCompleted } from './tick.service.js';
import type { GoalRow, TaskRecord } from './types.js';
import { Target } from './understood.schema.js';

type TaskNode = TaskRecord & { goalId?: string; goalTitle?: string };

export const Task = builder.objectRef<TaskNode>('Task').implement({
  description: 'A milestone (no parent) or a step of a plan. Dates and times are in the owner’s time zone.',
  fields: (t) => ({
    id: t.exposeID('id'),
    taskId: t.exposeID('id', { description: 'The spec’s name for the id (reminders use it).' }),
    parentId: t.exposeID('parentId', { nullable: true }),
    position: t.exposeInt('position'),
    label: t.exposeString('label'),
    date: t.expose('date', { type: DateScalar, nullable: true }),
    time: t.exposeString('time', { nullable: true, description: 'HH:MM' }),
    completed: t.exposeBoolean('completed'),
    notes: t.exposeString('notes'),
    version: t.exposeInt('version', {
      description: 'Raised on every change; an offline client compares it.',
    }),
    updatedAt: t.string({ resolve: (task) => task.updatedAt.toISOString() }),
    goalId: t.id({ nullable: true, resolve: (task) => task.goalId ?? null }),
    goalTitle: t.string({ nullable: true, resolve: (task) => task.goalTitle ?? null }),
  }),
});

// Subscriptions deliver these tasks live (taskChanged).
defineLiveSchema(Task);

export const Goal = builder.objectRef<GoalRow>('Goal').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    category: t.expose('category', { type: CategoryScalar }),
    language: t.exposeString('language'),
    deadline: t.expose('deadline', { type: DateScalar, nullable: true }),
    visibility: t.field({ type: Visibility, resolve: (g) => g.visibility as Visibility }),
    status: t.field({ type: GoalStatus, resolve: (g) => g.status as GoalStatus }),
    target: t.field({
      type: Target,
      nullable: true,
      resolve: (g) =>
        g.targetValue != null && g.targetUnit ? { value: g.targetValue, unit: g.targetUnit } : null,
    }),
    createdAt: t.string({ resolve: (g) => g.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (g) => g.updatedAt.toISOString() }),
    version: t.exposeInt('version', {
      description: 'Raised on every change; an offline client compares it.',
    }),
    doneCount: t.int({ resolve: async (g, _a, ctx) => (await goalProgress(ctx, g.id)).done }),
    totalCount: t.int({ resolve: async (g, _a, ctx) => (await goalProgress(ctx, g.id)).total }),
    progress: t.float({
      description: 'Share of steps done, 0 to 1.',
      resolve: async (g, _a, ctx) => {
        return progressRatio(await goalProgress(ctx, g.id));
      },
    }),
    tasks: t.field({ type: [Task], resolve: (g, _a, ctx) => goalTasks(ctx, g.id) }),
  }),
});

const GoalPage = builder.objectRef<Page<GoalRow>>('GoalPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Goal], resolve: (p) => p.items }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const ReplanResult = builder.objectRef<Awaited<ReturnType<typeof replanGoal>>>('ReplanResult').implement({
  description:
    'What replanning did: tasks moved and dropped, and a later deadline proposed (not saved) when the old one cannot hold.',
  fields: (t) => ({
    goal: t.field({ type: Goal, resolve: (r) => r.goal }),
    moved: t.exposeInt('moved'),
    dropped: t.exposeInt('dropped', {
      description: 'Missed sessions not made up (a later session of the same kind covers them).',
    }),
    deadlineHolds: t.exposeBoolean('deadlineHolds'),
    proposedDeadline: t.expose('proposedDeadline', { type: DateScalar, nullable: true }),
  }),
});

const Agenda = builder.objectRef<Awaited<ReturnType<typeof agenda>>>('Agenda').implement({
  fields: (t) => ({
    today: t.expose('today', { type: DateScalar, description: 'Today in the user’s time zone.' }),
    overdue: t.field({ type: [Task], resolve: (a) => a.overdue }),
    dueToday: t.field({ type: [Task], resolve: (a) => a.dueToday }),
    upcoming: t.field({ type: [Task], resolve: (a) => a.upcoming }),
  }),
});

builder.queryFields((t) => ({
  myGoals: t.withAuth({ signedIn: true }).field({
    type: GoalPage,
    args: { first: t.arg.int(), after: t.arg.string(), status: t.arg({ type: GoalStatus }) },
    resolve: (_r, args, ctx) => listGoals(ctx.db, ctx.session.user.id, ctx.session.user.id, args),
  }),
  userGoals: t.field({
    type: GoalPage,
    description: 'The goals of a user that the viewer may see (public; followers-only to followers).',
    args: { username: t.arg.string({ required: true }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      const owner = await getPublicProfile(ctx.db, args.username.slice(0, 60));
      if (!owner) return { items: [], endCursor: null, hasNextPage: false };
      return listGoals(ctx.db, owner.id, ctx.session?.user.id ?? null, args);
    },
  }),
  goal: t.field({
    type: Goal,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => getGoal(ctx.db, id, ctx.session?.user.id ?? null),
  }),
  agenda: t.withAuth({ signedIn: true }).field({
    type: Agenda,
    args: { days: t.arg.int() },
    resolve: (_r, { days }, ctx) => agenda(ctx.db, ctx.session.user, days ?? 14),
  }),
}));

builder.mutationFields((t) => ({
  createGoal: t.withAuth({ signedIn: true }).field({
    type: Goal,
    args: {
      input: t.arg({ type: GoalInput, required: true }),
      changeId: t.arg.id({ description: CHANGE_ID }),
    },
    resolve: async (_r, { input, changeId }, ctx) => {
      // Sent again: the goal the first request made, without planning or counting it against the limit.
      const earlier = await goalOfChange(ctx.db, ctx.session.user.id, changeId);
      if (earlier) return earlier;
      await limitUser(ctx.limiters.goalCreate, ctx.session.user.id);
      return createGoal(ctx, ctx.session.user, input, ctx.plannerLlm, changeId);
    },
  }),
  updateGoal: t.withAuth({ signedIn: true }).field({
    type: Goal,
    args: { id: t.arg.id({ required: true }), patch: t.arg({ type: GoalPatch, required: true }) },
    resolve: (_r, { id, patch }, ctx) =>
      updateGoal(ctx, ctx.session.user.id, id, patch, todayIn(ctx.session.user.timezone)),
  }),
  setGoalStatus: t.withAuth({ signedIn: true }).field({
    type: Goal,
    description:
      'Completed with open steps needs openSteps: tick (they are done too: the goal is achieved, with its achievement and news) or keep (they stay undone: the goal is closed without achievement or news). Without it, BAD_USER_INPUT on openSteps naming how many are open.',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: GoalStatus, required: true }),
      openSteps: t.arg({ type: OpenStepsChoiceEnum }),
    },
    resolve: (_r, { id, status, openSteps }, ctx) =>
      setGoalStatus(ctx, ctx.session.user.id, id, status, openSteps),
  }),
  deleteGoal: t.withAuth({ signedIn: true }).id({
    description: 'Hides the goal; restoreGoal brings it back (undo).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteGoal(ctx.db, ctx.session.user.id, id),
  }),
  restoreGoal: t.withAuth({ signedIn: true }).field({
    type: Goal,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => restoreGoal(ctx.db, ctx.session.user.id, id),
  }),
  regeneratePlan: t.withAuth({ signedIn: true }).field({
    type: Goal,
    args: { goalId: t.arg.id({ required: true }) },
    resolve: async (_r, { goalId }, ctx) => {
      await limitUser(ctx.limiters.goalPlan, ctx.session.user.id);
      return regeneratePlan(ctx.db, ctx.session.user, goalId);
    },
  }),
  replanGoal: t.withAuth({ signedIn: true }).field({
    type: ReplanResult,
    description:
      'Moves the open steps (never the done ones) so the deadline holds, dropping missed sessions a later one covers; when it cannot hold, proposes a later deadline, which the person accepts by calling again with acceptDeadline.',
    args: {
      goalId: t.arg.id({ required: true }),
      acceptDeadline: t.arg({ type: DateScalar, required: false }),
    },
    resolve: async (_r, { goalId, acceptDeadline }, ctx) => {
      await limitUser(ctx.limiters.goalPlan, ctx.session.user.id);
      return replanGoal(ctx.db, ctx.session.user, goalId, acceptDeadline);
    },
  }),
  addTask: t.withAuth({ signedIn: true }).field({
    type: Task,
    args: {
      goalId: t.arg.id({ required: true }),
      parentId: t.arg.id(),
      label: t.arg.string({ required: true }),
      date: t.arg({ type: DateScalar }),
      time: t.arg.string(),
      changeId: t.arg.id({ description: CHANGE_ID }),
      moveDeadline: t.arg.boolean({ description: MOVE_DEADLINE }),
    },
    resolve: (_r, args, ctx) => addTask(ctx, ctx.session.user.id, args),
  }),
  updateTask: t.withAuth({ signedIn: true }).field({
    type: Task,
    args: {
      id: t.arg.id({ required: true }),
      patch: t.arg({ type: TaskPatch, required: true }),
      expectedVersion: t.arg.int({ description: EXPECTED_VERSION }),
    },
    resolve: (_r, { id, patch, expectedVersion }, ctx) =>
      updateTask(ctx, ctx.session.user.id, id, patch, expectedVersion),
  }),
  deleteTask: t.withAuth({ signedIn: true }).field({
    type: Task,
    args: { id: t.arg.id({ required: true }), expectedVersion: t.arg.int({ description: EXPECTED_VERSION }) },
    resolve: (_r, { id, expectedVersion }, ctx) => deleteTask(ctx, ctx.session.user.id, id, expectedVersion),
  }),
  moveTask: t.withAuth({ signedIn: true }).field({
    type: Task,
    args: {
      id: t.arg.id({ required: true }),
      parentId: t.arg.id(),
      position: t.arg.int({ required: true }),
      expectedVersion: t.arg.int({ description: EXPECTED_VERSION }),
    },
    resolve: (_r, { id, parentId, position, expectedVersion }, ctx) =>
      moveTask(ctx, ctx.session.user.id, id, { parentId: parentId ?? null, position }, expectedVersion),
  }),
  setTaskCompleted: t.withAuth({ signedIn: true }).field({
    type: Task,
    args: { id: t.arg.id({ required: true }), completed: t.arg.boolean({ required: true }) },
    resolve: (_r, { id, completed }, ctx) => setTaskCompleted(ctx, ctx.session.user.id, id, completed),
  }),
}));
