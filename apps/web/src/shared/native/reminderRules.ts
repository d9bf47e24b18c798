/** Pure rules of task reminders (spec §4, §9; rules S-N1 to S-N6): @stepwise/domain/reminders holds the ones
 * Web Push and the calendar feed apply too. */
import { REMINDER_TEXTS } from '@stepwise/domain/reminders';

export {
  formatHhMm,
  isRemindable,
  REMINDER_LEAD_MS,
  REMINDER_SOON_MS,
  reminderBody,
  reminderMoment,
  reminderTitle,
} from '@stepwise/domain/reminders';

/** What the reminder logic reads of a task (spec §3). */
export interface ReminderTask {
  taskId: string;
  /** `YYYY-MM-DD` in the user's time zone. */
  date: string | null;
  /** `HH:MM` in the user's time zone. */
  time: string | null;
  label: string | null;
  completed: boolean;
  /** Set on subtasks, which get no reminder. */
  parentId: string | null;
}

/** S-N6's title (Russian, the default language); `reminderTitle(lang)` gives it in the user's language. */
export const REMINDER_TITLE = REMINDER_TEXTS.ru.title;
export const REMINDER_CHANNEL_ID = 'task-reminders';

const MAX_ID = 0x7fffffff; // 2^31 - 1, Android's largest notification id

/**
 * S-N4: a stable notification id in 1..2^31-1 from the task id (FNV-1a over UTF-16 units with a final
 * avalanche mix). Different tasks can, rarely, share an id; then the later reminder replaces the earlier.
 */
export function reminderId(taskId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < taskId.length; i++) {
    hash ^= taskId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return ((hash >>> 0) % MAX_ID) + 1;
}

/** Whether a change to a task can change its reminder (sync reschedules only then). */
export function reminderChanged(previous: ReminderTask, next: ReminderTask): boolean {
  return (
    previous.taskId !== next.taskId ||
    previous.date !== next.date ||
    previous.time !== next.time ||
    previous.label !== next.label ||
    previous.completed !== next.completed ||
    previous.parentId !== next.parentId
  );
}
