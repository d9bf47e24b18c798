/** Pure rules of task reminders (spec §4, §9; rules S-N1 to S-N6). */
import { fill, reminderTexts } from './texts';

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
export const REMINDER_TITLE = 'Напоминание о задаче';
export const REMINDER_LEAD_MS = 60 * 60 * 1000;
export const REMINDER_SOON_MS = 3000;
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

/**
 * S-N3: when the reminder fires, given the due instant and now (epoch ms): 1 hour before the due time;
 * about 3 s from now when that moment has passed but the due time is still ahead; null when it has passed.
 */
export function reminderMoment(due: number, now: number): number | null {
  if (!(due > now)) return null;
  const oneHourBefore = due - REMINDER_LEAD_MS;
  return oneHourBefore > now ? oneHourBefore : now + REMINDER_SOON_MS;
}

/** `9:05` or `09:05:00` → `09:05`. */
export function formatHhMm(time: string): string {
  const [hours = '', minutes = ''] = time.trim().split(':');
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
}

/**
 * S-N6: `{label} — в HH:MM`, or `Задача в HH:MM` without a label (a blank label counts as none); in English
 * `{label} at HH:MM` / `Task at HH:MM`.
 */
export function reminderBody(label: string | null | undefined, time: string, lang = 'ru'): string {
  const texts = reminderTexts(lang);
  const hhmm = formatHhMm(time);
  const text = label?.trim();
  return text ? fill(texts.body, { label: text, time: hhmm }) : fill(texts.bodyNoLabel, { time: hhmm });
}

/** S-N6's title in the user's language. */
export function reminderTitle(lang = 'ru'): string {
  return reminderTexts(lang).title;
}

/** S-N1, the task-side conditions: not completed, not a subtask, has a date and a time. */
export function isRemindable(task: ReminderTask): task is ReminderTask & { date: string; time: string } {
  return !task.completed && !task.parentId && Boolean(task.date) && Boolean(task.time);
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
