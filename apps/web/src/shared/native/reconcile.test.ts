import { describe, expect, it } from 'vitest';
import { type FakePlugin, fakePlugin } from './fakePlugin.testing';
import {
  createReminders,
  MAX_PENDING,
  RECORD_KEY,
  type ReminderStorage,
  type ReminderTask,
  reminderId,
  TEST_REMINDER_DELAY_MS,
  TEST_REMINDER_ID,
} from './reminders';

// 2026-03-10 06:00 in Moscow (UTC+3).
const NOW = Date.UTC(2026, 2, 10, 3, 0);

const task = (taskId: string, overrides: Partial<ReminderTask> = {}): ReminderTask => ({
  taskId,
  date: '2026-03-10',
  time: '10:00',
  label: 'Пробежка',
  completed: false,
  parentId: null,
  ...overrides,
});

function memory(): ReminderStorage & { map: Map<string, string> } {
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

function setup(
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

const scheduledIds = (plugin: FakePlugin) => [...plugin.pending.keys()].sort();

describe('reconcile: the spec rule over all the tasks (S-N1, S-N2)', () => {
  it('schedules only open top-level tasks with a date and a time still ahead', async () => {
    const { plugin, reminders } = setup();
    await reminders.reconcile({
      complete: true,
      tasks: [
        task('due'),
        task('done', { completed: true }),
        task('sub', { parentId: 'due' }),
        task('no-time', { time: null }),
        task('no-date', { date: null }),
        task('past', { date: '2026-03-09' }),
      ],
    });
    expect(scheduledIds(plugin)).toEqual([reminderId('due')]);
    expect(plugin.pending.get(reminderId('due'))!.schedule!.at!.getTime()).toBe(Date.UTC(2026, 2, 10, 6, 0));
  });

  it('does nothing the second time when nothing changed (no cancel, no schedule)', async () => {
    const { plugin, reminders } = setup();
    const tasks = [task('a'), task('b', { time: '12:00' })];
    await reminders.reconcile({ complete: true, tasks });
    const writes = plugin.writes().length;
    await reminders.reconcile({ complete: true, tasks });
    await reminders.reconcile({ complete: false, tasks: [tasks[0]!] });
    expect(plugin.writes()).toHaveLength(writes);
  });

  it('a moved task is rescheduled: the earlier reminder is cancelled first (S-N2)', async () => {
    const { plugin, reminders } = setup();
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    plugin.calls.length = 0;
    await reminders.reconcile({ complete: true, tasks: [task('a', { date: '2026-03-12', time: '18:30' })] });
    expect(plugin.writes().map((c) => c.method)).toEqual(['cancel', 'schedule']);
    expect(plugin.pending.get(reminderId('a'))!.schedule!.at!.getTime()).toBe(Date.UTC(2026, 2, 12, 14, 30));
  });

  it('a ticked task loses its reminder; unticked it gets it back', async () => {
    const { plugin, reminders } = setup();
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    await reminders.reconcile({ complete: true, tasks: [task('a', { completed: true })] });
    expect(plugin.pending.size).toBe(0);
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(scheduledIds(plugin)).toEqual([reminderId('a')]);
  });

  it('a task moved into the past, or its time cleared, loses its reminder', async () => {
    const { plugin, reminders } = setup();
    await reminders.reconcile({ complete: true, tasks: [task('a'), task('b')] });
    await reminders.reconcile({
      complete: true,
      tasks: [task('a', { date: '2026-03-01' }), task('b', { time: null })],
    });
    expect(plugin.pending.size).toBe(0);
  });

  it('a deleted task: cancelled when the list is complete, kept when only a window of it is known', async () => {
    const { plugin, reminders } = setup();
    await reminders.reconcile({ complete: true, tasks: [task('a'), task('b')] });
    // The agenda shows only the next days: b missing from it does not mean it is gone.
    await reminders.reconcile({ complete: false, tasks: [task('a')] });
    expect(scheduledIds(plugin)).toEqual([reminderId('a'), reminderId('b')].sort());
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(scheduledIds(plugin)).toEqual([reminderId('a')]);
    // A live deletion names the task.
    await reminders.reconcile({ complete: false, tasks: [], gone: ['a'] });
    expect(plugin.pending.size).toBe(0);
  });

  it('a reminder the system lost (exact alarm revoked) is scheduled again', async () => {
    const { plugin, reminders } = setup();
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    plugin.pending.clear();
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(scheduledIds(plugin)).toEqual([reminderId('a')]);
  });

  it('a reminder that already fired is not repeated, not even after a restart', async () => {
    const storage = memory();
    const first = setup({ storage, now: Date.UTC(2026, 2, 10, 6, 30) }); // 09:30, due 10:00: fires in 3 s
    await first.reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(first.plugin.of('schedule')).toHaveLength(1);
    first.plugin.pending.clear(); // delivered
    const later = Date.UTC(2026, 2, 10, 6, 40);
    const again = setup({ storage, now: later, plugin: first.plugin });
    first.plugin.calls.length = 0;
    await again.reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(first.plugin.of('schedule')).toHaveLength(0);
    expect(storage.map.has(RECORD_KEY)).toBe(true);
  });

  it('stray reminders of tasks the app no longer has are cancelled; the test reminder is left alone', async () => {
    const { plugin, reminders } = setup();
    plugin.pending.set(reminderId('old'), {
      id: reminderId('old'),
      title: 't',
      body: 'b',
      extra: { taskId: 'old' },
    });
    plugin.pending.set(TEST_REMINDER_ID, {
      id: TEST_REMINDER_ID,
      title: 't',
      body: 'b',
      extra: { test: true },
    });
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    expect(scheduledIds(plugin)).toEqual([reminderId('a'), TEST_REMINDER_ID].sort());
  });

  it(`keeps at most ${MAX_PENDING} reminders, the soonest (iOS holds 64)`, async () => {
    const { plugin, reminders } = setup();
    const tasks = Array.from({ length: MAX_PENDING + 10 }, (_, i) =>
      task(`t${i}`, { date: `2026-0${4 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}` }),
    );
    await reminders.reconcile({ complete: true, tasks: [...tasks].reverse() });
    expect(plugin.pending.size).toBe(MAX_PENDING);
    expect(plugin.pending.has(reminderId('t0'))).toBe(true);
    expect(plugin.pending.has(reminderId(`t${MAX_PENDING}`))).toBe(false);
  });

  it('clearAll cancels every task reminder (sign-out) and forgets them', async () => {
    const { plugin, reminders, storage } = setup();
    await reminders.reconcile({ complete: true, tasks: [task('a'), task('b')] });
    await reminders.clearAll();
    expect(plugin.pending.size).toBe(0);
    expect((storage as ReturnType<typeof memory>).map.has(RECORD_KEY)).toBe(false);
  });

  it('on the web, reconcile and clearAll do nothing', async () => {
    const { plugin, reminders } = setup({ native: false });
    await reminders.reconcile({ complete: true, tasks: [task('a')] });
    await reminders.clearAll();
    expect(plugin.calls).toEqual([]);
  });
});

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
