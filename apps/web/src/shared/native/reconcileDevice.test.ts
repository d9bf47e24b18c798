import { describe, expect, it } from 'vitest';
import { fakePlugin } from './fakePlugin.testing';
import { NOW, scheduledIds, setup, task } from './reconcileSetup.testing';
import { reminderId, TEST_REMINDER_DELAY_MS, TEST_REMINDER_ID } from './reminders';

describe("the user's language (S-N6)", () => {
  it('Russian: the spec texts', async () => {
    const { plugin, reminders } = setup({ lang: 'ru' });
    await reminders.reconcile({ complete: true, tasks: [task('a'), task('b', { label: ' ' })] });
    const texts = [...plugin.pending.values()].map((n) => [n.title, n.body]).sort();
    expect(texts).toEqual([
      ['Напоминание о задаче', 'Задача в 10:00'],
      ['Напоминание о задаче', 'Пробежка — в 10:00'],
    ]);
  });

  it('English: the same reminder in English', async () => {
    const { plugin, reminders } = setup({ lang: 'en' });
    await reminders.reconcile({
      complete: true,
      tasks: [task('a', { label: 'Run' }), task('b', { label: null })],
    });
    const texts = [...plugin.pending.values()].map((n) => [n.title, n.body]).sort();
    expect(texts).toEqual([
      ['Task reminder', 'Run at 10:00'],
      ['Task reminder', 'Task at 10:00'],
    ]);
  });

  it('switching the language reschedules the reminders ahead in the new language', async () => {
    const { plugin, reminders, state } = setup({ lang: 'ru' });
    await reminders.reconcile({ complete: true, tasks: [task('a', { label: 'Run' })] });
    state.lang = 'en';
    await reminders.reconcile({ complete: true, tasks: [task('a', { label: 'Run' })] });
    expect(plugin.pending.get(reminderId('a'))).toMatchObject({
      title: 'Task reminder',
      body: 'Run at 10:00',
    });
    expect(plugin.pending.get(reminderId('a'))!.schedule!.at!.getTime()).toBe(Date.UTC(2026, 2, 10, 6, 0));
  });

  it('the Android channel is named in the language, and renamed on relabel', async () => {
    const { plugin, reminders, state } = setup({ lang: 'en' });
    await reminders.init();
    state.lang = 'ru';
    await reminders.relabel();
    expect(plugin.of('createChannel').map((c) => c.channel.name)).toEqual([
      'Task reminders',
      'Напоминания о задачах',
    ]);
  });
});

describe('permission denied', () => {
  it('asks once at start-up (Android 13+ POST_NOTIFICATIONS); refused, nothing is scheduled', async () => {
    const plugin = fakePlugin('prompt');
    plugin.answer = 'denied';
    const { reminders, logged } = setup({ plugin });
    const status = await reminders.init();
    expect(status.permission).toBe('denied');
    expect(plugin.of('requestPermissions')).toHaveLength(1);
    await reminders.reconcile({ complete: true, tasks: [task('a'), task('b')] });
    expect(plugin.of('schedule')).toHaveLength(0);
    expect(logged).toEqual([]);
  });

  it('allowed later in the system settings: the next reconcile schedules them', async () => {
    const { plugin, reminders } = setup({ plugin: fakePlugin('denied') });
    await reminders.init();
    expect(plugin.of('requestPermissions')).toHaveLength(0); // a final "no" is not asked again
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(plugin.pending.size).toBe(0);
    plugin.permission = 'granted';
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(scheduledIds(plugin)).toEqual([reminderId('a')]);
  });

  it('the test reminder reports a refusal instead of scheduling', async () => {
    const plugin = fakePlugin('prompt');
    plugin.answer = 'denied';
    const { reminders } = setup({ plugin });
    await expect(reminders.sendTest()).resolves.toEqual({ status: 'denied' });
    expect(plugin.of('schedule')).toHaveLength(0);
  });
});

describe('exact alarms (Android 12+)', () => {
  it('init reports the setting; iOS has none to ask for', async () => {
    const android = setup();
    android.plugin.exactAlarm = 'denied';
    expect((await android.reminders.init()).exactAlarm).toBe('denied');
    const ios = setup({ platform: 'ios' });
    expect((await ios.reminders.init()).exactAlarm).toBe('granted');
    expect(ios.plugin.of('checkExactNotificationSetting')).toHaveLength(0);
  });

  it('reminders are still scheduled while it is off (the plugin falls back to inexact alarms)', async () => {
    const { plugin, reminders } = setup();
    plugin.exactAlarm = 'denied';
    await reminders.init();
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(plugin.pending.size).toBe(1);
    expect(plugin.pending.get(reminderId('a'))!.schedule).toMatchObject({ allowWhileIdle: true });
  });

  it('opening the setting re-arms every reminder ahead on the next reconcile', async () => {
    const { plugin, reminders } = setup();
    plugin.exactAlarm = 'denied';
    await reminders.reconcile({ complete: true, tasks: [task('a'), task('b', { time: '11:00' })] });
    plugin.calls.length = 0;
    await expect(reminders.openExactAlarmSettings()).resolves.toBe('granted');
    expect(plugin.of('changeExactNotificationSetting')).toHaveLength(1);
    await reminders.reconcile({ complete: true, tasks: [task('a'), task('b', { time: '11:00' })] });
    expect(plugin.of('schedule')).toHaveLength(2);
  });
});

describe('the test reminder (/test)', () => {
  it('schedules one 5 s from now, in the language, on the reminders channel', async () => {
    const { plugin, reminders } = setup({ lang: 'en' });
    await expect(reminders.sendTest()).resolves.toEqual({
      status: 'scheduled',
      at: NOW + TEST_REMINDER_DELAY_MS,
    });
    const n = plugin.pending.get(TEST_REMINDER_ID)!;
    expect(n).toMatchObject({ title: 'Test reminder', channelId: 'task-reminders', extra: { test: true } });
    expect(n.schedule!.at!.getTime()).toBe(NOW + 5000);
  });

  it('reports a plugin failure with its message', async () => {
    const { plugin, reminders } = setup();
    plugin.failOn.add('schedule');
    await expect(reminders.sendTest()).resolves.toEqual({ status: 'error', message: 'schedule failed' });
  });

  it('in a browser says so', async () => {
    const { reminders } = setup({ native: false });
    await expect(reminders.sendTest()).resolves.toEqual({ status: 'web' });
  });
});
