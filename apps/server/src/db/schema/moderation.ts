// Moderation: reports, hidden content, suspended accounts, the log of what administrators did, and the
// instance's own settings (who the owner is, how registration works, invitations, accounts awaiting approval).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** What can be reported (and, except a person, hidden). */
export const REPORT_TARGETS = ['person', 'message', 'goal', 'comment', 'offer'] as const;
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
/** How a new account comes to be: anyone, nobody, with an invitation, or after an administrator's approval. */
export const REGISTRATION_MODES = ['open', 'closed', 'invite', 'approval'] as const;

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type').notNull(),
    // A message's id is a number, the others are uuids: kept as text.
    targetId: text('target_id').notNull(),
    /** Whose person or content it is: a deleted account takes its reports with it. */
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open report per person and item: reporting again changes nothing.
    uniqueIndex('reports_open_once_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_target_user_idx').on(t.targetUserId),
    check('reports_target_type_check', sql`${t.targetType} in (${oneOf(REPORT_TARGETS)})`),
    check('reports_reason_check', sql`${t.reason} in (${oneOf(REPORT_REASONS)})`),
    check('reports_status_check', sql`${t.status} in (${oneOf(REPORT_STATUSES)})`),
  ],
);

/** Content an administrator took out of everyone's view but its author's. */
export const hiddenContent = pgTable(
  'hidden_content',
  {
    targetType: text('target_type').notNull(),
    // A message's id is a number, the others are uuids: kept as text.
    targetId: text('target_id').notNull(),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId] }),
    check(
      'hidden_content_target_type_check',
      sql`${t.targetType} in ('message', 'goal', 'comment', 'offer')`,
    ),
  ],
);

/** A suspended account: cannot sign in, and nothing of it reaches anyone else. */
export const suspensions = pgTable('suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What administrators did, and who: kept when either side's account is deleted (names are copied in). */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetName: text('target_name').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt)],
);

/** The instance's settings an administrator changes (`owner`: the first account; `registration`: the mode). */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_code_hash_key').on(t.codeHash)],
);

/** An account made while registration needs approval: it cannot sign in until an administrator approves it. */
export const pendingAccounts = pgTable('pending_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
