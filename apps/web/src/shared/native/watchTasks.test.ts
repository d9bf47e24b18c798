import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { goalKeys } from '../goals/api';
import type { sessionStore } from '../session/store';
import { fakePlugin } from './fakePlugin.testing';
import { createReminders, reminderId } from './reminders';
import { watchTasks } from './reminders.instance';
import { snapshotFromCache } from './taskSources';

// 2026-03-10 06:00 in Moscow (UTC+3).
const NOW = Date.UTC(2026, 2, 10, 3, 0);

const apiTask = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  taskId: id,
  goalId: 'g1',
  goalTitle: 'Marathon',
  parentId: null,
  position: 0,
  label: 'Run',
  notes: '',
  date: '2026-03-10',
  time: '10:00',
  completed: false,
  ...overrides,
});

const plans = (tasks: ReturnType<typeof apiTask>[], status = 'active') => ({
  myGoals: { items: [{ id: 'g1', status, tasks }], hasNextPage: false },
});
const agenda = (tasks: ReturnType<typeof apiTask>[]) => ({
  agenda: { today: '2026-03-10', overdue: [], dueToday: tasks, upcoming: [] },
});

type Session = typeof sessionStore;
const user = (overrides: Record<string, unknown> = {}) => ({
  id: 'u1',
  timezone: 'Europe/Moscow',
  ...overrides,
});

function setup(options: { lang?: string } = {}) {
  const plugin = fakePlugin('granted');
  const state = { lang: options.lang ?? 'ru' };
  const reminders = createReminders({
    plugin,
    isNative: () => true,
    now: () => NOW,
    log: () => undefined,
    timezone: () => session.getState().user?.timezone,
    platform: () => 'android',
    lang: () => state.lang,
  });
  const session = createStore(() => ({
    user: user() as { id: string; timezone: string } | null,
  })) as unknown as Session;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // myPlans is fetched for the reminders when it is invalidated and nobody shows it: answer from the test.
  const server: { plans: ReturnType<typeof plans> | null } = { plans: null };
  let languageListener: () => void = () => undefined;
  const watcher = watchTasks(reminders, client, {
    session,
    delayMs: 1,
    // Until a test sets what the server answers, nothing is fetched (as offline).
    loadAll: (c) =>
      server.plans
        ? c.fetchQuery({ queryKey: goalKeys.plans, queryFn: async () => server.plans })
        : Promise.resolve(),
    onLanguage: (listener) => {
      languageListener = listener;
      return () => undefined;
    },
  });
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 5));
    await watcher.flush();
  };
  return {
    plugin,
    reminders,
    session,
    client,
    server,
    watcher,
    settle,
    state,
    switchLanguage: (lang: string) => {
      state.lang = lang;
      languageListener();
    },
  };
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('reminders follow the task queries in the cache', () => {
  it('myGoals arriving schedules its due tasks; the agenda alone schedules too', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.agenda, agenda([apiTask('a')]));
    await t.settle();
    expect([...t.plugin.pending.keys()]).toEqual([reminderId('a')]);
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a'), apiTask('b', { time: '12:00' })]));
    await t.settle();
    expect([...t.plugin.pending.keys()].sort()).toEqual([reminderId('a'), reminderId('b')].sort());
  });

  it('a tick (optimistic cache update) cancels, a rollback schedules again', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a')]));
    await t.settle();
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a', { completed: true })]));
    await t.settle();
    expect(t.plugin.pending.size).toBe(0);
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a')]));
    await t.settle();
    expect(t.plugin.pending.size).toBe(1);
  });

  it('an edit (new time) or a move (new date) reschedules; the freshest copy of a task wins', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a')]));
    await t.settle();
    t.client.setQueryData(goalKeys.agenda, agenda([apiTask('a', { time: '15:00' })]));
    await t.settle();
    expect(t.plugin.pending.get(reminderId('a'))!.schedule!.at!.getTime()).toBe(Date.UTC(2026, 2, 10, 11, 0));
  });

  it('a deleted step, or a whole plan replaced (replan), cancels what is gone', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a'), apiTask('b')]));
    await t.settle();
    t.client.setQueryData(goalKeys.plans, plans([apiTask('c', { time: '18:00' })]));
    await t.settle();
    expect([...t.plugin.pending.keys()]).toEqual([reminderId('c')]);
  });

  it('an abandoned or completed goal keeps no reminders', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a')]));
    await t.settle();
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a')], 'abandoned'));
    await t.settle();
    expect(t.plugin.pending.size).toBe(0);
  });

  it('an invalidation with the plans page closed fetches myGoals for the reminders', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a')]));
    await t.settle();
    t.server.plans = plans([apiTask('a', { completed: true })]); // ticked on another device
    await t.client.invalidateQueries({ queryKey: goalKeys.all });
    await t.settle();
    await t.settle();
    expect(t.plugin.pending.size).toBe(0);
  });

  it('a language switch reschedules the reminders in the new language and renames the channel', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a')]));
    await t.settle();
    t.switchLanguage('en');
    await t.settle();
    expect(t.plugin.pending.get(reminderId('a'))).toMatchObject({
      title: 'Task reminder',
      body: 'Run at 10:00',
    });
    expect(t.plugin.of('createChannel').at(-1)!.channel.name).toBe('Task reminders');
  });

  it('a time-zone change moves the reminders', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a', { date: '2026-03-11' })]));
    await t.settle();
    (t.session as unknown as { setState: (s: unknown) => void }).setState({
      user: user({ timezone: 'Asia/Tokyo' }),
    });
    await t.settle();
    expect(t.plugin.pending.get(reminderId('a'))!.schedule!.at!.getTime()).toBe(Date.UTC(2026, 2, 11, 0, 0));
  });

  it('signing out cancels every reminder of the person', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a'), apiTask('b')]));
    await t.settle();
    (t.session as unknown as { setState: (s: unknown) => void }).setState({ user: null });
    await t.settle();
    expect(t.plugin.pending.size).toBe(0);
  });

  it('other queries (someone else’s goals) are not read', async () => {
    const t = setup();
    stop = t.watcher.stop;
    t.client.setQueryData(goalKeys.user('boris'), plans([apiTask('x')]));
    await t.settle();
    expect(t.plugin.pending.size).toBe(0);
    expect(snapshotFromCache(t.client.getQueryCache())).toBeNull();
  });

  it('stops listening when stopped', async () => {
    const t = setup();
    t.watcher.stop();
    const spy = vi.spyOn(t.reminders, 'reconcile');
    t.client.setQueryData(goalKeys.plans, plans([apiTask('a')]));
    await new Promise((r) => setTimeout(r, 5));
    expect(spy).not.toHaveBeenCalled();
  });
});
