// Reminders outside the native shells: each browser's Web Push subscription, the reminders already sent (so a
// step's reminder goes once per due moment, whichever process runs the job), and each person's calendar feed.
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './goals.js';
import { users } from './users.js';

/** One browser's (one device's) Web Push subscription: where its push service takes messages, and its keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: unique, a browser holds one subscription per site. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt each message to it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person sees in settings ("Chrome on Android"), from the browser. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** A step's reminder claimed for one due moment of one person: the job inserts it before it sends, once. */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId, t.dueAt] }),
    index('sent_reminders_due_idx').on(t.dueAt),
  ],
);

/** A person's secret calendar address: whoever has the token reads their steps; a new token ends the old one. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);
