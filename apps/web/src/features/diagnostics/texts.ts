import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** The /test page's native rows (the general ones are in shared/i18n's `diagnostics`). */
export const en = {
  shell: {
    platform: 'Platform',
    web: 'browser',
    android: 'Android app',
    ios: 'iOS app',
    apiAddress: 'API address',
    sameOrigin: 'this site ({{origin}})',
    swInShell: 'not used in the app (removed if left from an earlier version)',
  },
  reminders: {
    title: 'Reminders',
    webOnly: 'Reminders come in the Android and iOS apps only.',
    permission: 'Notifications',
    granted: 'allowed',
    denied: 'blocked',
    prompt: 'not asked yet',
    unknown: 'unknown',
    exactAlarm: 'Exact time',
    exactGranted: 'on time',
    exactDenied: 'may be a few minutes late',
    allowExact: 'Allow exact reminders',
    pending: 'Scheduled',
    pendingCount_one: '{{count}} reminder',
    pendingCount_few: '{{count}} reminders',
    pendingCount_many: '{{count}} reminders',
    pendingCount_other: '{{count}} reminders',
    send: 'Send a test reminder',
    sending: 'Scheduling…',
    scheduled: 'A test reminder will appear at {{time}}, in 5 seconds. You may leave the app.',
    blocked: 'Notifications are blocked for Stepwise. Allow them in the system settings and try again.',
    failed: 'The test reminder could not be scheduled: {{message}}',
  },
};

export const ru = {
  shell: {
    platform: 'Платформа',
    web: 'браузер',
    android: 'приложение Android',
    ios: 'приложение iOS',
    apiAddress: 'Адрес API',
    sameOrigin: 'этот сайт ({{origin}})',
    swInShell: 'в приложении не используется (удаляется, если остался от прежней версии)',
  },
  reminders: {
    title: 'Напоминания',
    webOnly: 'Напоминания приходят только в приложениях для Android и iOS.',
    permission: 'Уведомления',
    granted: 'разрешены',
    denied: 'запрещены',
    prompt: 'ещё не спрашивали',
    unknown: 'неизвестно',
    exactAlarm: 'Точное время',
    exactGranted: 'вовремя',
    exactDenied: 'могут опаздывать на несколько минут',
    allowExact: 'Разрешить точные напоминания',
    pending: 'Запланировано',
    pendingCount_one: '{{count}} напоминание',
    pendingCount_few: '{{count}} напоминания',
    pendingCount_many: '{{count}} напоминаний',
    pendingCount_other: '{{count}} напоминания',
    send: 'Отправить тестовое напоминание',
    sending: 'Планируем…',
    scheduled: 'Тестовое напоминание появится в {{time}}, через 5 секунд. Приложение можно свернуть.',
    blocked: 'Уведомления для Stepwise запрещены. Разрешите их в настройках системы и попробуйте ещё раз.',
    failed: 'Не удалось запланировать тестовое напоминание: {{message}}',
  },
} satisfies Russian<typeof en>;

export const DIAGNOSTICS_NS = 'diagnosticsNative';
registerTexts(DIAGNOSTICS_NS, en, ru);

const namespaces = [DIAGNOSTICS_NS];
export type DiagnosticsKey = TextKey<typeof en>;
export const useDiagnosticsTexts = () => useTexts<DiagnosticsKey>(namespaces);
