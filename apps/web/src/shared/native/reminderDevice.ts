/**
 * The device side of reminders (Capacitor's Local Notifications): permission, the Android channel, the exact-alarm
 * setting, what the system holds, and the test reminder. Start-up failures are ignored (S-N8).
 */
import type { PermissionState } from '@capacitor/core';
import type { Channel, PendingResult } from '@capacitor/local-notifications';
import { REMINDER_CHANNEL_ID, reminderId } from './reminderRules';
import type { ReminderDeps, ReminderStatus, TestReminderResult } from './reminderTypes';
import { reminderTexts } from './texts';

export const TEST_REMINDER_DELAY_MS = 5000;
export const TEST_REMINDER_ID = reminderId('stepwise:test-reminder');

/** S-N5: task reminders, high importance (4 = IMPORTANCE_HIGH), vibration, lights; named in `lang`. */
export function reminderChannel(lang = 'ru'): Channel {
  const texts = reminderTexts(lang);
  return {
    id: REMINDER_CHANNEL_ID,
    name: texts.channelName,
    description: texts.channelDescription,
    importance: 4,
    vibration: true,
    lights: true,
    lightColor: '#228BE6',
  };
}

export const reminderLang = (deps: ReminderDeps) => deps.lang?.() || 'ru';
export const reminderPlatform = (deps: ReminderDeps) => deps.platform?.() ?? 'android';

export function createReminderDevice(deps: ReminderDeps) {
  const { plugin } = deps;
  const lang = () => reminderLang(deps);
  const platform = () => reminderPlatform(deps);
  let permission: PermissionState | 'unknown' = 'unknown';
  let deniedLogged = false;

  const readPending = async (): Promise<PendingResult['notifications'] | null> => {
    if (!plugin.getPending) return null;
    try {
      return (await plugin.getPending()).notifications ?? [];
    } catch {
      return null;
    }
  };

  const refreshPermission = async () => {
    try {
      permission = (await plugin.checkPermissions()).display;
    } catch {
      permission = 'unknown';
    }
    if (permission !== 'denied') deniedLogged = false;
  };

  const readExact = async (): Promise<PermissionState | 'unknown'> => {
    if (platform() !== 'android' || !plugin.checkExactNotificationSetting) return 'granted';
    try {
      return (await plugin.checkExactNotificationSetting()).exact_alarm;
    } catch {
      return 'unknown';
    }
  };

  const status = async (): Promise<ReminderStatus> => {
    if (!deps.isNative()) {
      return {
        native: false,
        platform: platform(),
        permission: 'unknown',
        exactAlarm: 'unknown',
        pending: null,
      };
    }
    await refreshPermission();
    const pending = await readPending();
    return {
      native: true,
      platform: platform(),
      permission,
      exactAlarm: await readExact(),
      pending: pending ? pending.filter((n) => typeof n.extra?.taskId === 'string').length : null,
    };
  };

  const relabel = async () => {
    if (!deps.isNative() || platform() !== 'android') return;
    try {
      await plugin.createChannel(reminderChannel(lang()));
    } catch {
      // S-N8: a start-up failure is ignored.
    }
  };

  return {
    readPending,
    refreshPermission,
    status,
    relabel,
    /** Whether notifications were refused when last asked. */
    denied: () => permission === 'denied',
    /** Logs, once until the permission changes, that nothing is scheduled for want of it. */
    logDenied() {
      if (!deniedLogged)
        deps.log('Reminder: notifications are not allowed on this device; nothing is scheduled');
      deniedLogged = true;
    },

    async init(): Promise<ReminderStatus> {
      if (!deps.isNative()) return status(); // S-N7
      try {
        const current = await plugin.checkPermissions();
        permission = current.display;
        // Android 13+ asks for POST_NOTIFICATIONS here; iOS for its authorisation.
        if (current.display !== 'granted' && current.display !== 'denied') {
          permission = (await plugin.requestPermissions()).display;
        }
      } catch {
        // S-N8: a start-up failure is ignored.
      }
      await relabel();
      return {
        native: true,
        platform: platform(),
        permission,
        exactAlarm: await readExact(),
        pending: null,
      };
    },

    async sendTest(): Promise<TestReminderResult> {
      if (!deps.isNative()) return { status: 'web' };
      try {
        let display = (await plugin.checkPermissions()).display;
        if (display !== 'granted' && display !== 'denied')
          display = (await plugin.requestPermissions()).display;
        permission = display;
        if (display !== 'granted') return { status: 'denied' };
        await relabel();
        const texts = reminderTexts(lang());
        const at = deps.now() + TEST_REMINDER_DELAY_MS;
        await plugin.cancel({ notifications: [{ id: TEST_REMINDER_ID }] });
        await plugin.schedule({
          notifications: [
            {
              id: TEST_REMINDER_ID,
              title: texts.testTitle,
              body: texts.testBody,
              channelId: REMINDER_CHANNEL_ID,
              schedule: { at: new Date(at), allowWhileIdle: true },
              extra: { test: true },
            },
          ],
        });
        return { status: 'scheduled', at };
      } catch (error) {
        deps.log('Reminder: the test reminder failed', error);
        return { status: 'error', message: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
