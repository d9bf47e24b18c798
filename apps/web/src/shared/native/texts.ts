/**
 * Texts of the native reminders, in the user's language (S-N6 gives the Russian ones). Plain objects with
 * i18next-style `{{placeholders}}`: the reminders read them outside React, and `registerNativeTexts`
 * hands them to i18next for the screens (the exact-alarm prompt, /test).
 */
import { REMINDER_TEXTS } from '@stepwise/domain/reminders';
import { type Russian, registerTexts, type TextKey } from '../i18n/namespace';

export const en = {
  reminder: {
    ...REMINDER_TEXTS.en,
    channelName: 'Task reminders',
    channelDescription: 'A reminder an hour before a task is due',
    testTitle: 'Test reminder',
    testBody: 'Reminders work on this device.',
  },
  exactAlarm: {
    title: 'Reminders on time',
    text: 'To remind you exactly an hour before a step, Android needs the “Alarms & reminders” permission for Stepwise. Without it reminders still come, but may be a few minutes late.',
    open: 'Open settings',
    later: 'Not now',
  },
};

export const ru = {
  reminder: {
    ...REMINDER_TEXTS.ru,
    channelName: 'Напоминания о задачах',
    channelDescription: 'Напоминания за час до срока задачи',
    testTitle: 'Проверка напоминаний',
    testBody: 'Напоминания на этом устройстве работают.',
  },
  exactAlarm: {
    title: 'Напоминания вовремя',
    text: 'Чтобы напоминать ровно за час до шага, Android нужно разрешение «Будильники и напоминания» для Stepwise. Без него напоминания всё равно придут, но могут опоздать на несколько минут.',
    open: 'Открыть настройки',
    later: 'Не сейчас',
  },
} satisfies Russian<typeof en>;

export type NativeTexts = typeof en;
export type NativeTextKey = TextKey<NativeTexts>;
export const NATIVE_NS = 'native';

/** The reminder texts of a language; Russian (the default language) for anything else. */
export function reminderTexts(lang: string | null | undefined): NativeTexts['reminder'] {
  return (lang?.toLowerCase().startsWith('en') ? en : ru).reminder;
}

/** `{{name}}` placeholders filled in. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

let registered = false;
/** Makes the texts available to `useTexts([NATIVE_NS])`. */
export function registerNativeTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts(NATIVE_NS, en, ru);
}
