import { describe, expect, it } from 'vitest';
import { type FakePlugin, fakePlugin } from './fakePlugin.testing';
import { createReminders, REMINDER_CHANNEL_ID, type ReminderTask, reminderId } from './reminders';

const TASK_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
// 2026-03-10 06:00 in Moscow (UTC+3).
const NOW = Date.UTC(2026, 2, 10, 3, 0);

const task = (overrides: Partial<ReminderTask> = {}): ReminderTask => ({
  taskId: TASK_ID,
  date: '2026-03-10',
  time: '10:00',
  label: 'Пробежка',
  completed: false,
  parentId: null,
  ...overrides,
});

function setup(
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

const scheduledAt = (plugin: FakePlugin) =>
  plugin.of('schedule').map((c) => c.notifications[0]!.schedule!.at!.getTime());

describe('schedule: conditions (S-N1)', () => {
  it('S-N1: schedules an open top-level task with date and time due in the future', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task());
    expect(plugin.of('schedule')).toHaveLength(1);
  });

  it('S-N1: nothing for a completed task', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task({ completed: true }));
    expect(plugin.of('schedule')).toHaveLength(0);
  });

  it('S-N1: nothing for a subtask (has a parent)', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task({ parentId: 'e0c5a0f2-0000-4000-8000-000000000001' }));
    expect(plugin.of('schedule')).toHaveLength(0);
  });

  it('S-N1: nothing without a date', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task({ date: null }));
    expect(plugin.of('schedule')).toHaveLength(0);
  });

  it('S-N1: nothing without a time', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task({ time: null }));
    expect(plugin.of('schedule')).toHaveLength(0);
  });

  it('S-N1 / S-N3: nothing when the due time has passed', async () => {
    const { plugin, reminders } = setup({ now: Date.UTC(2026, 2, 10, 7, 0, 1) }); // 10:00:01 Moscow
    await reminders.schedule(task());
    expect(plugin.of('schedule')).toHaveLength(0);
  });

  it('logs, and schedules nothing, for an unreadable date', async () => {
    const { plugin, reminders, logged } = setup();
    await reminders.schedule(task({ date: '2026-02-31' }));
    expect(plugin.of('schedule')).toHaveLength(0);
    expect(logged).toHaveLength(1);
  });
});

describe('schedule: when it fires (S-N3)', () => {
  it('S-N3: 1 hour before the due moment (10:00 Moscow → 09:00 Moscow = 06:00Z)', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task());
    expect(scheduledAt(plugin)).toEqual([Date.UTC(2026, 2, 10, 6, 0)]);
  });

  it('S-N3: ~3 s from now when the 1-hour mark has passed but the due time is ahead', async () => {
    const now = Date.UTC(2026, 2, 10, 6, 30); // 09:30 Moscow, due 10:00
    const { plugin, reminders } = setup({ now });
    await reminders.schedule(task());
    expect(scheduledAt(plugin)).toEqual([now + 3000]);
  });

  it('S-N3: exactly at the 1-hour mark it also fires ~3 s from now', async () => {
    const now = Date.UTC(2026, 2, 10, 6, 0);
    const { plugin, reminders } = setup({ now });
    await reminders.schedule(task());
    expect(scheduledAt(plugin)).toEqual([now + 3000]);
  });
});

describe('schedule: the notification (S-N2, S-N4, S-N5, S-N6)', () => {
  it('S-N2: cancels the earlier reminder of the same task before scheduling', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task());
    await reminders.schedule(task({ time: '11:00' }));
    const id = reminderId(TASK_ID);
    expect(plugin.calls.map((c) => c.method)).toEqual(['cancel', 'schedule', 'cancel', 'schedule']);
    expect(plugin.of('cancel').map((c) => c.ids)).toEqual([[id], [id]]);
    expect([...plugin.pending.keys()]).toEqual([id]);
    expect(plugin.pending.get(id)!.schedule!.at!.getTime()).toBe(Date.UTC(2026, 2, 10, 7, 0));
  });

  it('S-N2: cancels first even when the task no longer qualifies', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task({ completed: true }));
    expect(plugin.calls.map((c) => c.method)).toEqual(['cancel']);
  });

  it('S-N4 / S-N5 / S-N6: id from the task id, channel, allowWhileIdle, title and body', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task());
    const [n] = plugin.of('schedule')[0]!.notifications;
    expect(n).toMatchObject({
      id: reminderId(TASK_ID),
      title: 'Напоминание о задаче',
      body: 'Пробежка — в 10:00',
      channelId: REMINDER_CHANNEL_ID,
      schedule: { allowWhileIdle: true },
      extra: { taskId: TASK_ID },
    });
  });

  it('S-N6: body without a label is `Задача в HH:MM`', async () => {
    const { plugin, reminders } = setup();
    await reminders.schedule(task({ label: null }));
    expect(plugin.of('schedule')[0]!.notifications[0]!.body).toBe('Задача в 10:00');
  });
});

describe('time zones', () => {
  it('a task at 10:00 fires at 09:00 in the user zone: Asia/Tokyo vs Europe/Moscow', async () => {
    const now = Date.UTC(2026, 2, 9, 12, 0);
    const tokyo = setup({ now, timezone: 'Asia/Tokyo' });
    const moscow = setup({ now, timezone: 'Europe/Moscow' });
    await tokyo.reminders.schedule(task());
    await moscow.reminders.schedule(task());
    expect(scheduledAt(tokyo.plugin)).toEqual([Date.UTC(2026, 2, 10, 0, 0)]);
    expect(scheduledAt(moscow.plugin)).toEqual([Date.UTC(2026, 2, 10, 6, 0)]);
  });

  it('the same clock can make the task due in one zone and past in another', async () => {
    const now = Date.UTC(2026, 2, 10, 2, 0); // 11:00 in Tokyo, 05:00 in Moscow
    const tokyo = setup({ now, timezone: 'Asia/Tokyo' });
    const moscow = setup({ now, timezone: 'Europe/Moscow' });
    await tokyo.reminders.schedule(task());
    await moscow.reminders.schedule(task());
    expect(tokyo.plugin.of('schedule')).toHaveLength(0);
    expect(moscow.plugin.of('schedule')).toHaveLength(1);
  });

  it('falls back to the device zone when the user has none', async () => {
    const now = new Date(2026, 2, 9, 12, 0).getTime();
    const { plugin, reminders } = setup({ now, timezone: undefined });
    await reminders.schedule(task());
    expect(scheduledAt(plugin)).toEqual([new Date(2026, 2, 10, 9, 0).getTime()]);
  });
});

describe('failures (S-N8)', () => {
  it('S-N8: a scheduling failure is logged, not thrown', async () => {
    const { plugin, reminders, logged } = setup();
    plugin.failOn.add('schedule');
    await expect(reminders.schedule(task())).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toContain(TASK_ID);
    expect(logged[0]!.error).toBeInstanceOf(Error);
  });

  it('S-N8: a cancel failure is logged, not thrown, and scheduling still happens', async () => {
    const { plugin, reminders, logged } = setup();
    plugin.failOn.add('cancel');
    await expect(reminders.schedule(task())).resolves.toBeUndefined();
    await expect(reminders.cancel(TASK_ID)).resolves.toBeUndefined();
    expect(logged).toHaveLength(2);
    expect(plugin.of('schedule')).toHaveLength(1);
  });

  it('S-N8: a throwing time-zone source is logged, not thrown', async () => {
    const plugin = fakePlugin();
    const logged: string[] = [];
    const reminders = createReminders({
      plugin,
      isNative: () => true,
      now: () => NOW,
      log: (message) => logged.push(message),
      timezone: () => {
        throw new Error('no user');
      },
    });
    await expect(reminders.schedule(task())).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
  });
});

describe('init (S-N5, S-N7, S-N8)', () => {
  it('S-N7: requests notification permission and S-N5: creates the channel on native', async () => {
    const { plugin, reminders } = setup({ platform: 'android' });
    const status = await reminders.init();
    expect(plugin.calls.map((c) => c.method)).toEqual([
      'checkPermissions',
      'requestPermissions',
      'createChannel',
      'checkExactNotificationSetting',
    ]);
    expect(status).toMatchObject({
      native: true,
      platform: 'android',
      permission: 'granted',
      exactAlarm: 'granted',
    });
    expect(plugin.of('createChannel')[0]!.channel).toMatchObject({
      id: REMINDER_CHANNEL_ID,
      importance: 4,
      vibration: true,
      lights: true,
    });
  });

  it('S-N7: does not ask again once granted or denied', async () => {
    for (const state of ['granted', 'denied'] as const) {
      const { plugin, reminders } = setup({ plugin: fakePlugin(state) });
      await reminders.init();
      expect(plugin.of('requestPermissions')).toHaveLength(0);
      expect(plugin.of('createChannel')).toHaveLength(1);
    }
  });

  it('S-N7: on iOS asks for permission but creates no channel (iOS has none)', async () => {
    const { plugin, reminders } = setup({ platform: 'ios' });
    await reminders.init();
    expect(plugin.calls.map((c) => c.method)).toEqual(['checkPermissions', 'requestPermissions']);
  });

  it('S-N7: on the web does nothing at all', async () => {
    const { plugin, reminders } = setup({ native: false });
    await reminders.init();
    expect(plugin.calls).toEqual([]);
  });

  it('S-N8: start-up failures are silently ignored (not thrown, not logged)', async () => {
    for (const method of [
      'checkPermissions',
      'requestPermissions',
      'createChannel',
      'checkExactNotificationSetting',
    ] as const) {
      const { plugin, reminders, logged } = setup();
      plugin.failOn.add(method);
      await expect(reminders.init()).resolves.toMatchObject({ native: true });
      expect(logged).toEqual([]);
    }
  });

  it('S-N8: a failed permission request still lets the channel be created', async () => {
    const { plugin, reminders } = setup();
    plugin.failOn.add('requestPermissions');
    await reminders.init();
    expect(plugin.of('createChannel')).toHaveLength(1);
  });
});

describe('sync after a task changes', () => {
  it('schedules a newly created task', async () => {
    const { plugin, reminders } = setup();
    await reminders.sync(null, task());
    expect(plugin.of('schedule')).toHaveLength(1);
  });

  it('reschedules when the date changes', async () => {
    const { plugin, reminders } = setup();
    await reminders.sync(task(), task({ date: '2026-03-11' }));
    expect(plugin.calls.map((c) => c.method)).toEqual(['cancel', 'schedule']);
    expect(scheduledAt(plugin)).toEqual([Date.UTC(2026, 2, 11, 6, 0)]);
  });

  it('reschedules when the time changes', async () => {
    const { plugin, reminders } = setup();
    await reminders.sync(task(), task({ time: '12:30' }));
    expect(scheduledAt(plugin)).toEqual([Date.UTC(2026, 2, 10, 8, 30)]);
  });

  it('reschedules when the label changes (new body)', async () => {
    const { plugin, reminders } = setup();
    await reminders.sync(task(), task({ label: 'Йога' }));
    expect(plugin.of('schedule')[0]!.notifications[0]!.body).toBe('Йога — в 10:00');
  });

  it('S-N1 / S-N2: completing a task cancels its reminder; reopening schedules it again', async () => {
    const { plugin, reminders } = setup();
    await reminders.sync(null, task());
    await reminders.sync(task(), task({ completed: true }));
    expect(plugin.pending.size).toBe(0);
    await reminders.sync(task({ completed: true }), task());
    expect(plugin.pending.size).toBe(1);
  });

  it('clearing the time cancels the reminder', async () => {
    const { plugin, reminders } = setup();
    await reminders.sync(null, task());
    await reminders.sync(task(), task({ time: null }));
    expect(plugin.pending.size).toBe(0);
  });

  it('does nothing when nothing relevant changed', async () => {
    const { plugin, reminders } = setup();
    await reminders.sync(task(), task());
    expect(plugin.calls).toEqual([]);
  });

  it('cancels the reminder when the task is deleted', async () => {
    const { plugin, reminders } = setup();
    await reminders.sync(null, task());
    await reminders.sync(task(), null);
    expect(plugin.calls.map((c) => c.method)).toEqual(['cancel', 'schedule', 'cancel']);
    expect(plugin.of('cancel')[1]!.ids).toEqual([reminderId(TASK_ID)]);
    expect(plugin.pending.size).toBe(0);
  });

  it('quick successive changes apply in order (edit then complete leaves nothing scheduled)', async () => {
    const { plugin, reminders } = setup();
    await Promise.all([
      reminders.sync(task(), task({ time: '11:00' })),
      reminders.sync(task({ time: '11:00' }), task({ time: '11:00', completed: true })),
    ]);
    expect(plugin.calls.map((c) => c.method)).toEqual(['cancel', 'schedule', 'cancel']);
    expect(plugin.pending.size).toBe(0);
  });

  it('on the web, schedule, cancel and sync do nothing', async () => {
    const { plugin, reminders } = setup({ native: false });
    await reminders.schedule(task());
    await reminders.cancel(TASK_ID);
    await reminders.sync(null, task());
    await reminders.sync(task(), null);
    expect(plugin.calls).toEqual([]);
  });
});
