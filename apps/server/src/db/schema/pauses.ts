// Pauses: a person stepping away from a plan for a while (the owner pausing their goal, or a member pausing
// their own copy of a company plan). One open pause per person and plan; a finished one stays as history,
// so the streak can tell a paused day from a missed one.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { plans } from './goals.js';
import { users } from './users.js';

export const pauses = pgTable(
  'pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person's calendar day the pause started (their zone). */
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    /** The day it ends by itself; null: until the person resumes. */
    until: date('until', { mode: 'string' }),
    /** Why, in the person's words: seen only by them and their mentor. */
    reason: text('reason').notNull().default(''),
    /** The day it ended (the person resumed, or `until` came); null while it lasts. */
    endedOn: date('ended_on', { mode: 'string' }),
    /** Days the open steps moved on resume (0 when re-planned to the deadline instead). */
    shiftedDays: integer('shifted_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pauses_open_key').on(t.planId, t.userId).where(sql`${t.endedOn} is null`),
    index('pauses_user_idx').on(t.userId, t.startedOn),
    index('pauses_until_idx').on(t.until).where(sql`${t.endedOn} is null and ${t.until} is not null`),
    check('pauses_reason_check', sql`char_length(${t.reason}) <= 500`),
    check('pauses_dates_check', sql`${t.until} is null or ${t.until} > ${t.startedOn}`),
  ],
);
