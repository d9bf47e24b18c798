/**
 * The app's reminders, wired to the real plugin and kept in step with the user's tasks centrally: whenever the
 * query cache's task queries change (a tick, an edit, a move, a replan, an offline change replayed, a refetch),
 * the language or time zone changes, or the app comes back to the front, the scheduled reminders are
 * reconciled with the tasks. Every function is a no-op in a browser.
 */
import { LocalNotifications } from '@capacitor/local-notifications';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { goalKeys, myPlansQuery } from '../goals/api';
import { currentLanguage, i18n } from '../i18n/i18n';
import { readItem, writeItem } from '../lib/storage';
import { sessionStore } from '../session/store';
import { isNative, platformName } from './platform';
import type { ReminderTask } from './reminderRules';
import { createReminders, type ReminderStatus, type Reminders, type TestReminderResult } from './reminders';
import { isTaskQueryKey, snapshotFromCache, toReminderTask } from './taskSources';

const reminders = createReminders({
  plugin: LocalNotifications,
  isNative,
  platform: platformName,
  now: () => Date.now(),
  log: (message, error) => console.warn(message, error),
  timezone: () => sessionStore.getState().user?.timezone || undefined,
  lang: currentLanguage,
  storage: { read: readItem, write: writeItem },
});

/** The watchers that keep reminders in step; returns the function that stops them. For tests: any instance. */
export function watchTasks(
  target: Reminders,
  client: QueryClient,
  options: {
    session?: typeof sessionStore;
    onLanguage?: (listener: () => void) => () => void;
    delayMs?: number;
    /** Fetches the full list of tasks (myGoals) when stale or invalidated. */
    loadAll?: (client: QueryClient) => Promise<unknown>;
  } = {},
): { stop: () => void; flush: () => Promise<void> } {
  const session = options.session ?? sessionStore;
  const delayMs = options.delayMs ?? 300;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: Promise<void> = Promise.resolve();

  const run = () => {
    timer = null;
    if (!session.getState().user) return last;
    const snapshot = snapshotFromCache(client.getQueryCache());
    if (snapshot) last = target.reconcile(snapshot);
    return last;
  };
  const soon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };
  /** The full list of tasks, fetched when stale or invalidated (the plans page may never be opened). */
  const loadAll = () => {
    if (!session.getState().user) return;
    const fetchAll = options.loadAll ?? ((c: QueryClient) => c.fetchQuery(myPlansQuery));
    fetchAll(client).catch(() => undefined); // offline: the cached copy stays
  };

  const stopCache = client.getQueryCache().subscribe((event) => {
    if (!isTaskQueryKey(event.query.queryKey)) return;
    if (event.type === 'updated' && event.action.type === 'success') soon();
    // Restored from the persisted cache at start-up (offline too).
    if (event.type === 'added' && event.query.state.data !== undefined) soon();
    // A change elsewhere invalidated the tasks: with nobody showing the full list, fetch it for the reminders.
    if (
      event.type === 'updated' &&
      event.action.type === 'invalidate' &&
      event.query.queryKey[1] === goalKeys.plans[1] &&
      event.query.getObserversCount() === 0
    ) {
      loadAll();
    }
  });

  const stopSession = session.subscribe((state, prev) => {
    if (state.user?.id !== prev.user?.id) {
      if (prev.user) void target.clearAll(); // signed out, or another person: not their reminders
      if (state.user) loadAll();
      return;
    }
    if (state.user && state.user.timezone !== prev.user?.timezone) soon();
  });

  const onLanguage =
    options.onLanguage ??
    ((listener: () => void) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    });
  const stopLanguage = onLanguage(() => {
    void target.relabel();
    soon();
  });

  // Back to the front: a permission granted meanwhile, or time that moved the soonest reminders on.
  const onVisible = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') soon();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);

  loadAll();
  soon();

  return {
    stop: () => {
      if (timer) clearTimeout(timer);
      stopCache();
      stopSession();
      stopLanguage();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    },
    flush: () => {
      if (timer) {
        clearTimeout(timer);
        return run();
      }
      return last;
    },
  };
}

let started: Promise<ReminderStatus> | null = null;

/**
 * Call once at app start-up (native only): asks for notification permission, creates the channel, reads the
 * exact-alarm setting and starts keeping reminders in step with the tasks.
 */
export function initReminders(): Promise<ReminderStatus> {
  if (!started) {
    started = reminders.init().then((status) => {
      if (status.native) watchTasks(reminders, queryClient);
      return status;
    });
  }
  return started;
}

/** Call after a task was created (`previous` null), changed, or deleted (`next` null). */
export function syncReminder(previous: ReminderTask | null, next: ReminderTask | null): Promise<void> {
  return reminders.sync(previous, next);
}

/** A live task change (another device or tab): applied at once, then the lists refresh. */
export function applyTaskChange(change: string, task: Parameters<typeof toReminderTask>[0]): Promise<void> {
  const t = toReminderTask(task);
  if (!t) return Promise.resolve();
  const done = reminders.reconcile(
    change === 'deleted' ? { tasks: [], complete: false, gone: [t.taskId] } : { tasks: [t], complete: false },
  );
  void queryClient.invalidateQueries({ queryKey: goalKeys.all });
  return done;
}

export const reminderStatus = (): Promise<ReminderStatus> => reminders.status();
export const sendTestReminder = (): Promise<TestReminderResult> => reminders.sendTest();

/** Opens Android's "Alarms & reminders" setting, then re-arms the reminders ahead (exact from now on if allowed). */
export async function openExactAlarmSettings() {
  const state = await reminders.openExactAlarmSettings();
  const snapshot = snapshotFromCache(queryClient.getQueryCache());
  if (snapshot) await reminders.reconcile(snapshot);
  return state;
}
