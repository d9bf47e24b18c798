import { describe, expect, it } from 'vitest';
import { memory, scheduledIds, setup, task } from './reconcileSetup.testing';
import { MAX_PENDING, RECORD_KEY, reminderId, TEST_REMINDER_ID } from './reminders';

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
