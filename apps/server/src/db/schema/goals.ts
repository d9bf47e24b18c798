// Goals and their plans: the goal, its plan, the plan's tasks, who has done which task, and deleted tasks.
import { GOAL_STATUSES, INITIAL_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { VISIBILITIES } from '@stepwise/domain/visibility';
import { CATEGORIES } from '@stepwise/planner/categories';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { oneOf } from './checks.js';
import { users } from './users.js';

export { VISIBILITIES };

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

/** The person's rhythm for a plan: the weekdays (1 = Monday) and the time of day steps are laid out on. */
export interface StoredRhythm {
  weekdays: number[];
  timeOfDay: string | null;
}

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
    /** Weekdays and time of day the person chose; null: as the planner laid it out. */
    rhythm: jsonb('rhythm').$type<StoredRhythm>(),
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
    /** The person set its date or time by hand: re-plans leave it where it is. */
    byHand: boolean('by_hand').notNull().default(false),
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
