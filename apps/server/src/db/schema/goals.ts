import { GOAL_STATUSES, INITIAL_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { CATEGORIES } from '@stepwise/planner/categories';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const VISIBILITIES = ['public', 'followers', 'private'] as const;
export const MEMBER_ROLES = ['owner', 'member'] as const;
const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A checkpoint of a measurable target, tied to the milestone (a real task id) it belongs to. */
export interface StoredProgression {
  unit: string;
  direction: 'up' | 'down';
  points: Array<{ taskId: string | null; date: string; value: number }>;
}

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    language: text('language').notNull(),
    deadline: date('deadline', { mode: 'string' }),
    visibility: text('visibility').notNull().default('public'),
    status: text('status').notNull().default(INITIAL_GOAL_STATUS),
    targetValue: doublePrecision('target_value'),
    targetUnit: text('target_unit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Soft delete (a tombstone), so "undo" can bring a goal back and a syncing client learns of it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Raised by a trigger on every update, with updated_at: what an offline client compares. */
    version: integer('version').notNull().default(1),
    /** The client's id for the change that created it (its offline queue): sent again, it finds this goal. */
    changeId: uuid('change_id'),
  },
  (t) => [
    uniqueIndex('goals_user_change_key').on(t.userId, t.changeId).where(sql`${t.changeId} is not null`),
    index('goals_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('goals_user_updated_idx').on(t.userId, t.updatedAt),
    check('goals_status_check', sql`${t.status} in (${oneOf(GOAL_STATUSES)})`),
    check('goals_visibility_check', sql`${t.visibility} in (${oneOf(VISIBILITIES)})`),
    check('goals_category_check', sql`${t.category} in (${oneOf(CATEGORIES)})`),
    check('goals_language_check', sql`${t.language} in ('en', 'ru')`),
  ],
);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    progression: jsonb('progression').$type<StoredProgression>(),
    /** What the planner was asked (its input), so later waves of a long plan are laid out the same way. */
    request: jsonb('request').$type<Record<string, unknown>>(),
    /** Long plans are dated in waves: steps exist up to this day; the next wave is added before it runs out. */
    waveUntil: date('wave_until', { mode: 'string' }),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plans_goal_id_key').on(t.goalId),
    index('plans_wave_until_idx').on(t.waveUntil).where(sql`${t.waveUntil} is not null`),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    date: date('date', { mode: 'string' }),
    time: text('time'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    /**
     * The client's id for the change that added it (its offline queue): sent again, it finds this step. Unique
     * per plan: only the goal's owner adds to a plan, so another person's same id never reaches this row.
     */
    changeId: uuid('change_id'),
  },
  // Positions are unique among siblings by a deferrable constraint written in migration 0002
  // (Drizzle cannot express DEFERRABLE): renumbering inside a transaction checks at commit.
  (t) => [
    uniqueIndex('tasks_plan_change_key').on(t.planId, t.changeId).where(sql`${t.changeId} is not null`),
    index('tasks_plan_parent_position_idx').on(t.planId, t.parentId, t.position),
    index('tasks_parent_id_idx').on(t.parentId),
    index('tasks_plan_date_all_idx').on(t.planId, t.date),
  ],
);

/** Who follows a plan: the goal's owner, and the members who joined it. */
export const planMembers = pgTable(
  'plan_members',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    /**
     * A member's own copy of the schedule: their dates are the plan's dates moved by this many days
     * (a member who joins later starts from the day they joined). Always 0 for the owner.
     */
    dayOffset: integer('day_offset').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.userId] }),
    index('plan_members_user_idx').on(t.userId),
    check('plan_members_role_check', sql`${t.role} in (${oneOf(MEMBER_ROLES)})`),
  ],
);

/**
 * The owner removed this person from the plan, when (the last time). While the offer they were removed under
 * stays open they may not join again; an offer opened after the removal lets them back.
 */
export const planRemovals = pgTable(
  'plan_removals',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId] })],
);

/** Progress per participant: a row means this person has done this task (the owner included). */
export const taskProgress = pgTable(
  'task_progress',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('task_progress_user_completed_idx').on(t.userId, t.completedAt),
  ],
);

/** Deleted tasks, so a syncing client can drop them: what was removed, whose it was, and when. */
export const tombstones = pgTable(
  'tombstones',
  {
    id: uuid('id').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: uuid('goal_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('tombstones_user_deleted_idx').on(t.userId, t.deletedAt),
    check('tombstones_kind_check', sql`${t.kind} in ('task')`),
  ],
);

/** Who follows whom: a followers-only goal needs the viewer to follow its owner. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    index('follows_followee_created_idx').on(t.followeeId, t.createdAt.desc(), t.followerId.desc()),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt.desc(), t.followeeId.desc()),
  ],
);

export const OFFER_AUDIENCES = ['anyone', 'followers'] as const;

/** A plan opened to company: who may join, an optional note and member cap. */
export const planOffers = pgTable(
  'plan_offers',
  {
    planId: uuid('plan_id')
      .primaryKey()
      .references(() => plans.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    audience: text('audience').notNull().default('anyone'),
    /** At most this many members besides the owner; null: no cap. */
    memberCap: integer('member_cap'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Closed offers take no new members; those who joined stay. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('plan_offers_owner_open_idx').on(t.ownerId, t.openedAt.desc()).where(sql`${t.closedAt} is null`),
    check('plan_offers_audience_check', sql`${t.audience} in (${oneOf(OFFER_AUDIENCES)})`),
    check('plan_offers_cap_check', sql`${t.memberCap} is null or ${t.memberCap} between 1 and 100`),
    check('plan_offers_note_check', sql`char_length(${t.note}) <= 500`),
  ],
);

/** A one-tap cheer from one plan participant to another: at most one per pair, plan and day. */
export const kudos = pgTable(
  'kudos',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    fromId: uuid('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The giver's calendar day, in their time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.fromId, t.toId, t.day] }),
    index('kudos_to_idx').on(t.toId, t.createdAt.desc()),
    check('kudos_not_self_check', sql`${t.fromId} <> ${t.toId}`),
  ],
);

/** A thread under a task between the mentee (the goal's owner) and their mentor. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_comments_task_idx').on(t.taskId, t.createdAt),
    check('task_comments_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** A task a mentor suggests for a mentee's plan; the mentee accepts it into the plan or declines. */
export const taskSuggestions = pgTable(
  'task_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    /** The milestone the step belongs under; null: a new milestone. */
    parentId: uuid('parent_id').references(() => tasks.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    date: date('date', { mode: 'string' }),
    time: text('time'),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('pending'),
    /** The task made when accepted. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('task_suggestions_goal_idx').on(t.goalId, t.createdAt.desc()),
    index('task_suggestions_pending_idx').on(t.goalId).where(sql`${t.status} = 'pending'`),
    check('task_suggestions_status_check', sql`${t.status} in (${oneOf(SUGGESTION_STATUSES)})`),
    check('task_suggestions_label_check', sql`char_length(${t.label}) between 1 and 200`),
  ],
);

/** A mentor's endorsement of a mentee's achieved goal: one per goal. */
export const goalEndorsements = pgTable('goal_endorsements', {
  goalId: uuid('goal_id')
    .primaryKey()
    .references(() => goals.id, { onDelete: 'cascade' }),
  mentorId: uuid('mentor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ACHIEVEMENT_KEYS = [
  'first_goal',
  'first_milestone',
  'goal_achieved',
  'streak_7',
  'streak_30',
  'streak_100',
  'company_finished',
  'endorsed',
] as const;

/** Earned achievements: one row per person and kind, written in the transaction that earns it. */
export const achievements = pgTable(
  'achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What earned it (the goal achieved, the goal endorsed), when there is one. */
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('achievements_key_check', sql`${t.key} in (${oneOf(ACHIEVEMENT_KEYS)})`),
  ],
);
