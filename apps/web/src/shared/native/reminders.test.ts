import { describe, expect, it } from 'vitest';
import { REMINDER_CHANNEL_ID, reminderId } from './reminders';
import { scheduledAt, setup, TASK_ID, task } from './remindersSetup.testing';

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
