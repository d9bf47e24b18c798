// Re-plans the person chose (a way on after missed work, a new rhythm, a shift, a new deadline): what each
// changed, kept so "undo" right after puts the plan back as it was.
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredRhythm } from './goals.js';
import { plans } from './goals.js';
import { users } from './users.js';

/** A task as it was before a re-plan (a dropped one whole, so undo can bring it back). */
export interface TaskBefore {
  id: string;
  date: string | null;
  time: string | null;
  label: string;
  /** Set for a dropped task: the row and who had done it. */
  row?: Record<string, unknown>;
  progress?: Array<{ userId: string; completedAt: string }>;
}

export const replans = pgTable(
  'replans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** gradual, shift, lighten, drop, rhythm, shiftBy, deadline. */
    kind: text('kind').notNull(),
    /** The tasks it moved or dropped, as they were. */
    before: jsonb('before').$type<TaskBefore[]>().notNull(),
    /** Each moved task's version right after: undo refuses if one changed since. */
    after: jsonb('after').$type<Record<string, number>>().notNull(),
    deadlineBefore: date('deadline_before', { mode: 'string' }),
    rhythmBefore: jsonb('rhythm_before').$type<StoredRhythm>(),
    /** The client's id for the change (its offline queue): sent again, it finds this row. */
    changeId: uuid('change_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('replans_plan_idx').on(t.planId, t.createdAt),
    uniqueIndex('replans_user_change_key').on(t.userId, t.changeId).where(sql`${t.changeId} is not null`),
  ],
);
