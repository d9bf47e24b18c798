/**
 * A step's reminder, the same on every channel (the native shells' local notifications, Web Push, the calendar
 * feed's alarm): when it fires (spec §9: an hour before the due time; soon when that moment has passed but the
 * due time is still ahead; never once the due time has passed), which steps get one (spec §4) and its words.
 */

/** An hour: how long before its due time a step is reminded of. */
export const REMINDER_LEAD_MS = 60 * 60 * 1000;
/** "About 3 seconds from now": a reminder whose hour-before moment has already passed. */
export const REMINDER_SOON_MS = 3000;

/** What the reminder rules read of a step (spec §3). */
export interface RemindableStep {
  /** `YYYY-MM-DD` in the person's time zone. */
  date: string | null;
  /** `HH:MM` in the person's time zone. */
  time: string | null;
  completed: boolean;
  /** Set on subtasks, which get no reminder. */
  parentId: string | null;
}

/** Spec §4, the step's side: not completed, not a subtask, has a date and a time. */
export function isRemindable<T extends RemindableStep>(step: T): step is T & { date: string; time: string } {
  return !step.completed && !step.parentId && Boolean(step.date) && Boolean(step.time);
}

/**
 * When the reminder fires, given the due instant and now (epoch ms): an hour before the due time; about 3 s
 * from now when that moment has passed but the due time is still ahead; null when the due time has passed.
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

/** The reminder's words (spec §9 gives the Russian ones), with `{{label}}` and `{{time}}` placeholders. */
export const REMINDER_TEXTS = {
  en: { title: 'Task reminder', body: '{{label}} at {{time}}', bodyNoLabel: 'Task at {{time}}' },
  ru: { title: 'Напоминание о задаче', body: '{{label}} — в {{time}}', bodyNoLabel: 'Задача в {{time}}' },
};

/** The texts of a language; Russian (the default language) for anything else. */
export function reminderTexts(lang: string | null | undefined): (typeof REMINDER_TEXTS)['ru'] {
  return lang?.toLowerCase().startsWith('en') ? REMINDER_TEXTS.en : REMINDER_TEXTS.ru;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** Spec §9's title in the person's language. */
export function reminderTitle(lang = 'ru'): string {
  return reminderTexts(lang).title;
}

/**
 * Spec §9's body: `{label} — в HH:MM`, or `Задача в HH:MM` without a label (a blank label counts as none); in
 * English `{label} at HH:MM` / `Task at HH:MM`.
 */
export function reminderBody(label: string | null | undefined, time: string, lang = 'ru'): string {
  const texts = reminderTexts(lang);
  const hhmm = formatHhMm(time);
  const text = label?.trim();
  return text ? fill(texts.body, { label: text, time: hhmm }) : fill(texts.bodyNoLabel, { time: hhmm });
}
