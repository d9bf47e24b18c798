import { describe, expect, it } from 'vitest';
import { fakePlugin } from './fakePlugin.testing';
import { createReminders, REMINDER_CHANNEL_ID, reminderId } from './reminders';
import { NOW, scheduledAt, setup, TASK_ID, task } from './remindersSetup.testing';

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
