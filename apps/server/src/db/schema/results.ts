// Results of a measurable goal: what the person measured on a day (a test run's distance and time, their
// weight, books read, money saved), against the plan's progression. The owner's own record; the forecast
// reads them.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { goals, tasks } from './goals.js';
import { users } from './users.js';

export const goalResults = pgTable(
  'goal_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The step it was measured at (a test run), if any; a deleted step leaves the result on its day. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** The person's calendar day it was measured (their zone). */
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    /** In the progression's unit and sense: the level reached, or the total so far. */
    value: doublePrecision('value').notNull(),
    /** How long it took (a test run's time), in seconds. */
    seconds: integer('seconds'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's id for the change that recorded it (its offline queue): sent again, it finds this row. */
    changeId: uuid('change_id'),
  },
  (t) => [
    index('goal_results_goal_idx').on(t.goalId, t.measuredOn),
    uniqueIndex('goal_results_change_key').on(t.userId, t.changeId).where(sql`${t.changeId} is not null`),
    check('goal_results_note_check', sql`char_length(${t.note}) <= 200`),
    check('goal_results_seconds_check', sql`${t.seconds} is null or ${t.seconds} > 0`),
  ],
);
