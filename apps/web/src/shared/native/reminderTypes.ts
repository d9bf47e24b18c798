/** The types the reminders' modules share (reminders.ts re-exports them): the plugin's part they use, their
 * dependencies, storage and status. Apart from reminders.ts, which builds on the modules that use them. */
import type { PermissionState } from '@capacitor/core';
import type { LocalNotificationsPlugin } from '@capacitor/local-notifications';

/** The part of the Local Notifications plugin reminders use. */
export type LocalNotificationsLike = Pick<
  LocalNotificationsPlugin,
  'schedule' | 'cancel' | 'createChannel' | 'checkPermissions' | 'requestPermissions'
> &
  Partial<
    Pick<
      LocalNotificationsPlugin,
      'getPending' | 'checkExactNotificationSetting' | 'changeExactNotificationSetting'
    >
  >;

/** Where the reminders remember what they scheduled (localStorage in the app). */
export interface ReminderStorage {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

export interface ReminderDeps {
  plugin: LocalNotificationsLike;
  isNative: () => boolean;
  /** Epoch milliseconds. */
  now: () => number;
  log: (message: string, error?: unknown) => void;
  /** The user's IANA time zone; the device's zone when it returns nothing. */
  timezone?: () => string | undefined;
  /** `android`, `ios` or `web`; channels are created on Android only (iOS rejects them). Android if not given. */
  platform?: () => string;
  /** The user's language (`ru`, `en`); Russian when not given. */
  lang?: () => string;
  /** Remembers what was scheduled across restarts; in memory only when not given. */
  storage?: ReminderStorage;
}

/** What /test and the exact-alarm prompt show. */
export interface ReminderStatus {
  native: boolean;
  platform: string;
  /** Showing notifications (Android 13+ POST_NOTIFICATIONS, iOS authorisation). */
  permission: PermissionState | 'unknown';
  /** Android 12+ SCHEDULE_EXACT_ALARM; `granted` elsewhere (nothing to allow). */
  exactAlarm: PermissionState | 'unknown';
  /** Reminders this app has scheduled and the system still holds. */
  pending: number | null;
}

export type TestReminderResult =
  | { status: 'scheduled'; at: number }
  | { status: 'web' }
  | { status: 'denied' }
  | { status: 'error'; message: string };
