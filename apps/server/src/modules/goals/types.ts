// The goals module's shapes: a goal and a task as the app passes them around, and a goal request.
import type { GoalFields } from '@stepwise/planner/request';
import type { goals, tasks } from '../../db/schema.js';

/** A goal as the app passes it around; its change id is only the creating request's (rows read elsewhere may lack it). */
export type GoalRow = Omit<typeof goals.$inferSelect, 'changeId'> & { changeId?: string | null };

export type TaskRow = typeof tasks.$inferSelect;

/** A task as one participant sees it: the shared schedule and their own completion. */
export type TaskRecord = TaskRow & { completed: boolean; completedAt: Date | null };

export interface GoalInput extends GoalFields {
  title?: string | null;
  description?: string | null;
  visibility?: string | null;
}
