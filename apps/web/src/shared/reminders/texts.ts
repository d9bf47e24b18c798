import { type Russian, registerTexts, type TextKey, useTexts } from '../i18n/namespace';

export const en = {
  push: {
    title: 'Reminders',
    label: 'Remind me in this browser',
    description: 'An hour before a step’s time, this browser shows a reminder, even when Stepwise is closed.',
    blocked:
      'Notifications are blocked for this site. Allow them in the browser’s site settings, then turn this on.',
    unsupported: 'This browser cannot show reminders. Add the calendar below instead.',
    on: 'Reminders are on in this browser',
    off: 'Reminders are off in this browser',
    failed: 'Could not turn reminders on',
  },
  calendar: {
    title: 'Calendar',
    description:
      'A private address for Google, Apple or Outlook calendars: your steps with their times and a reminder an hour before. Anyone with the address can see your steps.',
    turnOn: 'Get a calendar address',
    address: 'Calendar address',
    copy: 'Copy',
    copied: 'Copied',
    how: 'Google Calendar: Other calendars → From URL. Apple Calendar: File → New Calendar Subscription. Outlook: Add calendar → Subscribe from web.',
    regenerate: 'New address',
    regenerateConfirm: 'Make a new address? Calendars subscribed to the old one stop updating.',
    regenerated: 'A new address is ready; the old one no longer works',
    turnOff: 'Turn off',
    turnedOff: 'Calendar address turned off',
    failed: 'Could not change the calendar address',
  },
  prompt: {
    title: 'Get a reminder before each step?',
    text: 'An hour before a step’s time, this browser can remind you, even when Stepwise is closed. You can turn it off in settings.',
    allow: 'Turn on reminders',
    later: 'Not now',
  },
};

export const ru = {
  push: {
    title: 'Напоминания',
    label: 'Напоминать в этом браузере',
    description: 'За час до времени шага этот браузер покажет напоминание, даже когда Stepwise закрыт.',
    blocked:
      'Уведомления для этого сайта запрещены. Разрешите их в настройках сайта в браузере, затем включите напоминания.',
    unsupported: 'Этот браузер не умеет показывать напоминания. Добавьте календарь ниже.',
    on: 'Напоминания в этом браузере включены',
    off: 'Напоминания в этом браузере выключены',
    failed: 'Не удалось включить напоминания',
  },
  calendar: {
    title: 'Календарь',
    description:
      'Личный адрес для Google, Apple или Outlook: ваши шаги со временем и напоминанием за час. Кто знает адрес, видит ваши шаги.',
    turnOn: 'Получить адрес календаря',
    address: 'Адрес календаря',
    copy: 'Скопировать',
    copied: 'Скопировано',
    how: 'Google Календарь: Другие календари → Добавить по URL. Календарь Apple: Файл → Новая подписка на календарь. Outlook: Добавить календарь → Подписаться из Интернета.',
    regenerate: 'Новый адрес',
    regenerateConfirm: 'Сделать новый адрес? Календари, подписанные на старый, перестанут обновляться.',
    regenerated: 'Новый адрес готов, старый больше не работает',
    turnOff: 'Выключить',
    turnedOff: 'Адрес календаря выключен',
    failed: 'Не удалось изменить адрес календаря',
  },
  prompt: {
    title: 'Напоминать перед каждым шагом?',
    text: 'За час до времени шага этот браузер может напомнить о нём, даже когда Stepwise закрыт. Выключить можно в настройках.',
    allow: 'Включить напоминания',
    later: 'Не сейчас',
  },
} satisfies Russian<typeof en>;

export const REMINDERS_NS = 'webReminders';
registerTexts(REMINDERS_NS, en, ru);

export const useReminderTexts = () => useTexts<TextKey<typeof en>>([REMINDERS_NS]);
