// A mentor on a mentee's plan: comment threads under tasks, suggested tasks, endorsements of achieved goals,
// and what the scheduled checks told the mentor (behind notices, weekly digests).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { goals, tasks } from './goals.js';
import { replans } from './replans.js';
import { users } from './users.js';

/** A thread under a task between the mentee (the goal's owner) and their mentor. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account: the comment stays, shown against a deleted account. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_comments_task_idx').on(t.taskId, t.createdAt),
    check('task_comments_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/**
 * A re-plan a mentor suggests instead of a step: new weekdays and time of day, or the whole plan shifted by
 * days. The label says it in the mentor's words ("Move the long run to Sundays").
 */
export interface SuggestedReplan {
  kind: 'rhythm' | 'shiftBy';
  weekdays?: number[] | null;
  timeOfDay?: string | null;
  days?: number | null;
}

/**
 * A task a mentor suggests for a mentee's plan, or (with `replan`) a change to its rhythm; the mentee
 * accepts it into the plan or declines.
 */
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
    /** A suggested re-plan (then no task is added): applied through the re-plan path when accepted. */
    replan: jsonb('replan').$type<SuggestedReplan>(),
    /** The re-plan made when accepted (undo reads it). */
    replanId: uuid('replan_id').references(() => replans.id, { onDelete: 'set null' }),
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

export const MENTEE_ALERT_REASONS = ['forecast', 'idle'] as const;

/** The last "behind" notice a mentor got about a mentee's goal: at most one a week (modules/mentors/behind.service.ts). */
export const menteeAlerts = pgTable(
  'mentee_alerts',
  {
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.goalId, t.mentorId] }),
    index('mentee_alerts_mentor_idx').on(t.mentorId),
    check('mentee_alerts_reason_check', sql`${t.reason} in (${oneOf(MENTEE_ALERT_REASONS)})`),
  ],
);

/** A mentor's weekly digest as written (modules/mentors/digest-data.ts): one per mentor and week. */
export const mentorDigests = pgTable(
  'mentor_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week it covers. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    content: jsonb('content').$type<object>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mentor_digests_mentor_week_key').on(t.mentorId, t.weekStart)],
);

/**
 * A person's invitation to become their mentor: a secret link (only its hash is stored) that whoever opens it
 * signed in may accept. Used once; the person may revoke it, and a new one revokes the old.
 */
export const mentorInvites = pgTable(
  'mentor_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menteeId: uuid('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Revoked by the person, or replaced by a newer link. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mentor_invites_token_key').on(t.tokenHash),
    index('mentor_invites_mentee_idx')
      .on(t.menteeId)
      .where(sql`${t.revokedAt} is null and ${t.acceptedAt} is null`),
  ],
);
