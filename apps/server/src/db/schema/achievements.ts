import { ACHIEVEMENT_KEYS } from '@stepwise/domain/achievements';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { goals } from './goals.js';
import { users } from './users.js';

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
