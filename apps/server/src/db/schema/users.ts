import type { Visibility } from '@stepwise/domain/visibility';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    avatarUrl: text('avatar_url'),
    lang: text('lang').notNull().default('ru'),
    timezone: text('timezone').notNull().default('Europe/Moscow'),
    status: integer('status').notNull().default(0),
    mentorId: uuid('mentor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isMentor: boolean('is_mentor').notNull().default(false),
    bio: text('bio').notNull().default(''),
    setupGoalText: text('setup_goal_text'),
    /** E-mail me about messages left unread; a setting the person can turn off. */
    emailOnMessage: boolean('email_on_message').notNull().default(true),
    /** Mentors: e-mail me the weekly digest of my mentees; a setting the person can turn off. */
    emailOnDigest: boolean('email_on_digest').notNull().default(true),
    /**
     * The person's own visibility for a new goal that is given none (settings); NULL, not set: the goal's
     * reading decides (@stepwise/domain/visibility: personal goals only me, the others followers).
     */
    defaultVisibility: text('default_visibility').$type<Visibility>(),
    /** Bell notifications the person turned off, by kind (absent or true: on). */
    notificationPrefs: jsonb('notification_prefs').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_google_sub_key').on(t.googleSub).where(sql`${t.googleSub} is not null`),
    index('users_mentor_id_idx').on(t.mentorId),
    check(
      'users_default_visibility_check',
      sql`${t.defaultVisibility} in ('public', 'followers', 'private')`,
    ),
  ],
);

/** A user as the database stores them (every column). */
export type UserRow = typeof users.$inferSelect;

export const socialLinks = pgTable(
  'social_links',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    network: text('network').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.position] })],
);

export const userInterests = pgTable(
  'user_interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export const mentorProfiles = pgTable('mentor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull(),
  bio: text('bio').notNull().default(''),
  categories: text('categories').array().notNull(),
  languages: text('languages').array().notNull(),
  playbook: text('playbook'),
  /**
   * A built-in guide (seeded, nobody signs in as it): its playbook shapes the plan and its tips come at
   * milestones, but it takes no messages or comments. A person who mentors is never one.
   */
  guide: boolean('guide').notNull().default(false),
  /** Whether the mentor takes new mentees: setup lists only those who do. */
  accepting: boolean('accepting').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
