/** The app's reminders, wired to the real plugin. Every function is a no-op in a browser. */
import { LocalNotifications } from '@capacitor/local-notifications';
import { sessionStore } from '../session/store';
import { isNative, platformName } from './platform';
import { createReminders, type ReminderTask } from './reminders';

const reminders = createReminders({
  plugin: LocalNotifications,
  isNative,
  platform: platformName,
  now: () => Date.now(),
  log: (message, error) => console.warn(message, error),
  timezone: () => sessionStore.getState().user?.timezone || undefined,
});

/** Call once at app start-up: asks for notification permission and creates the channel (native only). */
export function initReminders(): Promise<void> {
  return reminders.init();
}

/** Call after a task was created (`previous` null), changed, or deleted (`next` null). */
export function syncReminder(previous: ReminderTask | null, next: ReminderTask | null): Promise<void> {
  return reminders.sync(previous, next);
}
