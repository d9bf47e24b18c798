/** The server's texts about reminders on the web. */
export const reminderMessages = {
  pushEndpointInvalid: {
    en: 'This browser’s push address cannot be used. Turn reminders off and on again.',
    ru: 'Этот адрес push-уведомлений браузера не подходит. Выключите и снова включите напоминания.',
  },
  pushKeysInvalid: {
    en: 'This browser’s push keys cannot be used. Turn reminders off and on again.',
    ru: 'Ключи push-уведомлений этого браузера не подходят. Выключите и снова включите напоминания.',
  },
} as const;
