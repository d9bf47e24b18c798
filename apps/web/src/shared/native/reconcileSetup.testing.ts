// The reconcile tests' fake device, store and tasks (reconcile.test.ts, reconcileDevice.test.ts).
import { type FakePlugin, fakePlugin } from './fakePlugin.testing';
import { createReminders, type ReminderStorage, type ReminderTask } from './reminders';

// 2026-03-10 06:00 in Moscow (UTC+3).
export const NOW = Date.UTC(2026, 2, 10, 3, 0);
export const task = (taskId: string, overrides: Partial<ReminderTask> = {}): ReminderTask => ({
  taskId,
  date: '2026-03-10',
  time: '10:00',
  label: 'Пробежка',
  completed: false,
  parentId: null,
  ...overrides,
});

export function memory(): ReminderStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    read: (k) => map.get(k) ?? null,
    write: (k, v) => {
      if (v === null) map.delete(k);
      else map.set(k, v);
    },
  };
}

export function setup(
  options: {
    plugin?: FakePlugin;
    storage?: ReminderStorage;
    lang?: string;
    now?: number;
    platform?: string;
    native?: boolean;
  } = {},
) {
  const plugin = options.plugin ?? fakePlugin('granted');
  const storage = options.storage ?? memory();
  const logged: string[] = [];
  const state = { now: options.now ?? NOW, lang: options.lang ?? 'ru' };
  const reminders = createReminders({
    plugin,
    isNative: () => options.native ?? true,
    now: () => state.now,
    log: (message) => logged.push(message),
    timezone: () => 'Europe/Moscow',
    platform: () => options.platform ?? 'android',
    lang: () => state.lang,
    storage,
  });
  return { plugin, storage, reminders, logged, state };
}

export const scheduledIds = (plugin: FakePlugin) => [...plugin.pending.keys()].sort();
