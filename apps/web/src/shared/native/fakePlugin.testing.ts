/** A recording stand-in for the Local Notifications plugin, for tests. */
import type { PermissionState } from '@capacitor/core';
import type { Channel, LocalNotificationSchema } from '@capacitor/local-notifications';
import type { LocalNotificationsLike } from './reminders';

export type Call =
  | { method: 'schedule'; notifications: LocalNotificationSchema[] }
  | { method: 'cancel'; ids: number[] }
  | { method: 'createChannel'; channel: Channel }
  | { method: 'checkPermissions' }
  | { method: 'requestPermissions' }
  | { method: 'getPending' }
  | { method: 'checkExactNotificationSetting' }
  | { method: 'changeExactNotificationSetting' };

export interface FakePlugin extends Required<LocalNotificationsLike> {
  calls: Call[];
  /** Calls of one method. */
  of<M extends Call['method']>(method: M): Extract<Call, { method: M }>[];
  failOn: Set<Call['method']>;
  permission: PermissionState;
  /** What a permission request answers (the user's choice in the system dialog). */
  answer: PermissionState;
  /** The Android 12+ "Alarms & reminders" setting, and what it becomes when the settings screen is opened. */
  exactAlarm: PermissionState;
  exactAlarmAfterSettings: PermissionState;
  /** Notifications the fake would still deliver, by id. */
  pending: Map<number, LocalNotificationSchema>;
  /** Schedule/cancel calls only (what changed the system's reminders). */
  writes(): Call[];
}

export function fakePlugin(permission: PermissionState = 'prompt'): FakePlugin {
  const calls: Call[] = [];
  const failOn = new Set<Call['method']>();
  const pending = new Map<number, LocalNotificationSchema>();
  const maybeFail = async (method: Call['method']) => {
    await Promise.resolve();
    if (failOn.has(method)) throw new Error(`${method} failed`);
  };
  const plugin: FakePlugin = {
    calls,
    failOn,
    pending,
    permission,
    answer: 'granted',
    exactAlarm: 'granted',
    exactAlarmAfterSettings: 'granted',
    of: (method) => calls.filter((call) => call.method === method) as never,
    writes: () => calls.filter((call) => call.method === 'schedule' || call.method === 'cancel'),
    async schedule({ notifications }) {
      calls.push({ method: 'schedule', notifications });
      await maybeFail('schedule');
      for (const n of notifications) pending.set(n.id, n);
      return { notifications: notifications.map((n) => ({ id: n.id })) };
    },
    async cancel({ notifications }) {
      calls.push({ method: 'cancel', ids: notifications.map((n) => n.id) });
      await maybeFail('cancel');
      for (const n of notifications) pending.delete(n.id);
    },
    async createChannel(channel) {
      calls.push({ method: 'createChannel', channel });
      await maybeFail('createChannel');
    },
    async checkPermissions() {
      calls.push({ method: 'checkPermissions' });
      await maybeFail('checkPermissions');
      return { display: plugin.permission };
    },
    async requestPermissions() {
      calls.push({ method: 'requestPermissions' });
      await maybeFail('requestPermissions');
      plugin.permission = plugin.answer;
      return { display: plugin.permission };
    },
    async getPending() {
      calls.push({ method: 'getPending' });
      await maybeFail('getPending');
      return {
        notifications: [...pending.values()].map((n) => ({
          id: n.id,
          title: n.title,
          body: n.body,
          schedule: n.schedule,
          extra: n.extra,
        })),
      };
    },
    async checkExactNotificationSetting() {
      calls.push({ method: 'checkExactNotificationSetting' });
      await maybeFail('checkExactNotificationSetting');
      return { exact_alarm: plugin.exactAlarm };
    },
    async changeExactNotificationSetting() {
      calls.push({ method: 'changeExactNotificationSetting' });
      await maybeFail('changeExactNotificationSetting');
      plugin.exactAlarm = plugin.exactAlarmAfterSettings;
      return { exact_alarm: plugin.exactAlarm };
    },
  };
  return plugin;
}
