// The reminder tests' fake device and tasks (reminders.test.ts, remindersDevice.test.ts).
import { type FakePlugin, fakePlugin } from './fakePlugin.testing';
import { createReminders, type ReminderTask } from './reminders';

export const TASK_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
// 2026-03-10 06:00 in Moscow (UTC+3).
export const NOW = Date.UTC(2026, 2, 10, 3, 0);
export const task = (overrides: Partial<ReminderTask> = {}): ReminderTask => ({
  taskId: TASK_ID,
  date: '2026-03-10',
  time: '10:00',
  label: 'Пробежка',
  completed: false,
  parentId: null,
  ...overrides,
});

export function setup(
  options: { native?: boolean; now?: number; timezone?: string; platform?: string; plugin?: FakePlugin } = {},
) {
  const plugin = options.plugin ?? fakePlugin();
  const logged: { message: string; error?: unknown }[] = [];
  let now = options.now ?? NOW;
  const reminders = createReminders({
    plugin,
    isNative: () => options.native ?? true,
    now: () => now,
    log: (message, error) => logged.push({ message, error }),
    timezone: () => ('timezone' in options ? options.timezone : 'Europe/Moscow'),
    platform: options.platform ? () => options.platform! : undefined,
  });
  return { plugin, logged, reminders, setNow: (ms: number) => (now = ms) };
}

export const scheduledAt = (plugin: FakePlugin) =>
  plugin.of('schedule').map((c) => c.notifications[0]!.schedule!.at!.getTime());
