/** What a task's reminder should be now, and whether the one already scheduled still serves (S-N1, S-N3, S-N6). */

import type { Scheduled } from './reminderRecord';
import {
  isRemindable,
  type ReminderTask,
  reminderBody,
  reminderId,
  reminderMoment,
  reminderTitle,
} from './reminderRules';
import { dueInstant } from './zonedTime';

export interface Plan extends Scheduled {
  id: number;
  title: string;
  body: string;
}

/** What planning reads, asked at the moment it is needed. */
export interface PlanContext {
  /** Epoch milliseconds. */
  now: () => number;
  timezone: () => string | undefined;
  lang: () => string;
  log: (message: string) => void;
}

/** The reminder the task should have now, or null (S-N1, S-N3, S-N6). */
export function planReminder(task: ReminderTask, context: PlanContext): Plan | null {
  if (!isRemindable(task)) return null; // S-N1
  const due = dueInstant(task.date, task.time, context.timezone());
  if (due === null) {
    context.log(`Reminder: task ${task.taskId} has an unreadable date or time (${task.date} ${task.time})`);
    return null;
  }
  const at = reminderMoment(due, context.now()); // S-N1 (due in the future), S-N3
  if (at === null) return null;
  const title = reminderTitle(context.lang()); // S-N6, in the user's language
  const body = reminderBody(task.label, task.time, context.lang());
  return { id: reminderId(task.taskId), due, at, title, body, text: `${title}\n${body}` };
}

/**
 * Whether what was scheduled (`previous`) already stands for `plan`: fired for the same due moment, or still
 * waiting with the same text. `pending` (the ids the system holds, when known) tells a reminder still waiting
 * from one that was lost (an exact alarm revoked, the app's data restored).
 */
export function stillScheduled(
  previous: Scheduled | undefined,
  plan: Plan,
  pending: Set<number> | null,
  now: () => number,
): boolean {
  if (previous && previous.due === plan.due) {
    const fired = previous.at <= now();
    // Fired already for this due moment: never again (a language switch must not repeat it).
    if (fired) return true;
    const waiting = pending ? pending.has(plan.id) : true;
    if (waiting && previous.text === plan.text) return true;
  }
  return false;
}

/** The ids of the `max` tasks whose reminders come soonest (a task whose planning throws gets none). */
export function soonestTasks(
  tasks: ReminderTask[],
  planFor: (task: ReminderTask) => Plan | null,
  max: number,
): Set<string> {
  const safePlan = (task: ReminderTask) => {
    try {
      return planFor(task);
    } catch {
      return null;
    }
  };
  const soonest = tasks
    .map((task) => ({ task, plan: safePlan(task) }))
    .filter((x): x is { task: ReminderTask; plan: Plan } => x.plan !== null)
    .sort((a, b) => a.plan.at - b.plan.at)
    .slice(0, max);
  return new Set(soonest.map((x) => x.task.taskId));
}
