/** A recording stand-in for the Local Notifications plugin, for tests. */
import type { PermissionState } from '@capacitor/core';
import type { Channel, LocalNotificationSchema } from '@capacitor/local-notifications';
import type { LocalNotificationsLike } from './reminders';

export type Call =
  | { method: 'schedule'; notifications: LocalNotificationSchema[] }
  | { method: 'cancel'; ids: number[] }
  | { method: 'createChannel'; channel: Channel }
  | { method: 'checkPermissions' }
  | { method: 'requestPermissions' };

export interface FakePlugin extends LocalNotificationsLike {
  calls: Call[];
  /** Calls of one method. */
  of<M extends Call['method']>(method: M): Extract<Call, { method: M }>[];
  failOn: Set<Call['method']>;
  permission: PermissionState;
  /** Notifications the fake would still deliver, by id. */
  pending: Map<number, LocalNotificationSchema>;
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
    of: (method) => calls.filter((call) => call.method === method) as never,
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
      plugin.permission = 'granted';
      return { display: plugin.permission };
    },
  };
  return plugin;
}
