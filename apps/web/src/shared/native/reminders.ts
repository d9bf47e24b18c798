/**
 * Native task reminders (spec §4, §9; rules S-N1 to S-N8). Everything is a no-op unless `isNative()`.
 * Build one with `createReminders`; the app uses the instance in `reminders.instance.ts`, which feeds it the
 * user's tasks from the query cache (`reconcile`) whenever they change.
 */
import type { PermissionState } from '@capacitor/core';
import type { Channel, LocalNotificationsPlugin, PendingResult } from '@capacitor/local-notifications';
import {
  isRemindable,
  REMINDER_CHANNEL_ID,
  type ReminderTask,
  reminderBody,
  reminderChanged,
  reminderId,
  reminderMoment,
  reminderTitle,
} from './reminderRules';
import { reminderTexts } from './texts';
import { dueInstant } from './zonedTime';

export {
  REMINDER_CHANNEL_ID,
  REMINDER_TITLE,
  type ReminderTask,
  reminderBody,
  reminderId,
  reminderMoment,
  reminderTitle,
} from './reminderRules';
export { dueInstant } from './zonedTime';

/** The part of the Local Notifications plugin reminders use. */
export type LocalNotificationsLike = Pick<
  LocalNotificationsPlugin,
  'schedule' | 'cancel' | 'createChannel' | 'checkPermissions' | 'requestPermissions'
> &
  Partial<
    Pick<
      LocalNotificationsPlugin,
      'getPending' | 'checkExactNotificationSetting' | 'changeExactNotificationSetting'
    >
  >;

/** Where the reminders remember what they scheduled (localStorage in the app). */
export interface ReminderStorage {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

export interface ReminderDeps {
  plugin: LocalNotificationsLike;
  isNative: () => boolean;
  /** Epoch milliseconds. */
  now: () => number;
  log: (message: string, error?: unknown) => void;
  /** The user's IANA time zone; the device's zone when it returns nothing. */
  timezone?: () => string | undefined;
  /** `android`, `ios` or `web`; channels are created on Android only (iOS rejects them). Android if not given. */
  platform?: () => string;
  /** The user's language (`ru`, `en`); Russian when not given. */
  lang?: () => string;
  /** Remembers what was scheduled across restarts; in memory only when not given. */
  storage?: ReminderStorage;
}

/** What /test and the exact-alarm prompt show. */
export interface ReminderStatus {
  native: boolean;
  platform: string;
  /** Showing notifications (Android 13+ POST_NOTIFICATIONS, iOS authorisation). */
  permission: PermissionState | 'unknown';
  /** Android 12+ SCHEDULE_EXACT_ALARM; `granted` elsewhere (nothing to allow). */
  exactAlarm: PermissionState | 'unknown';
  /** Reminders this app has scheduled and the system still holds. */
  pending: number | null;
}

export type TestReminderResult =
  | { status: 'scheduled'; at: number }
  | { status: 'web' }
  | { status: 'denied' }
  | { status: 'error'; message: string };

/** The tasks the app knows now: `complete` when they are all of the user's tasks (not one screen's window). */
export interface TaskSnapshot {
  tasks: ReminderTask[];
  complete: boolean;
  /** Tasks known to be deleted. */
  gone?: string[];
}

export interface Reminders {
  /**
   * Start-up: asks for notification permission (Android 13+ POST_NOTIFICATIONS), creates the channel in the
   * user's language and reads the exact-alarm setting (S-N5, S-N7); never throws (S-N8).
   */
  init(): Promise<ReminderStatus>;
  /** Cancels the task's reminder, then schedules a new one if the task qualifies (S-N1 to S-N3). */
  schedule(task: ReminderTask): Promise<void>;
  cancel(taskId: string): Promise<void>;
  /** After a task changed: `previous` null = created, `next` null = deleted. */
  sync(previous: ReminderTask | null, next: ReminderTask | null): Promise<void>;
  /**
   * Brings the scheduled reminders in line with the tasks: schedules what is missing or changed, cancels what
   * no longer qualifies (done, moved into the past, deleted); a task that already has its reminder (or whose
   * reminder already fired for the same due moment) is left alone.
   */
  reconcile(snapshot: TaskSnapshot): Promise<void>;
  /** Cancels every task reminder of this app (sign-out, another user). */
  clearAll(): Promise<void>;
  /** The channel's name and description again, in the current language (Android). */
  relabel(): Promise<void>;
  status(): Promise<ReminderStatus>;
  /** Opens the system's "Alarms & reminders" setting (Android 12+); the next reconcile re-arms reminders exactly. */
  openExactAlarmSettings(): Promise<PermissionState | 'unknown'>;
  /** A reminder 5 s from now, for /test. */
  sendTest(): Promise<TestReminderResult>;
}

/** iOS keeps at most 64 pending local notifications: the app keeps the soonest ones, a few slots spare. */
export const MAX_PENDING = 60;
export const TEST_REMINDER_DELAY_MS = 5000;
export const TEST_REMINDER_ID = reminderId('stepwise:test-reminder');
export const RECORD_KEY = 'stepwise.reminders';

/** S-N5: task reminders, high importance (4 = IMPORTANCE_HIGH), vibration, lights; named in `lang`. */
export function reminderChannel(lang = 'ru'): Channel {
  const texts = reminderTexts(lang);
  return {
    id: REMINDER_CHANNEL_ID,
    name: texts.channelName,
    description: texts.channelDescription,
    importance: 4,
    vibration: true,
    lights: true,
    lightColor: '#228BE6',
  };
}

/** What was scheduled for a task: its due moment, when it fires, and the text (language) it carries. */
interface Scheduled {
  due: number;
  at: number;
  text: string;
}

interface Plan extends Scheduled {
  id: number;
  title: string;
  body: string;
}

export function createReminders(deps: ReminderDeps): Reminders {
  const { plugin } = deps;
  const lang = () => deps.lang?.() || 'ru';
  const platform = () => deps.platform?.() ?? 'android';
  // One chain per task, so a quick edit-then-complete can't leave the older reminder scheduled.
  const chains = new Map<string, Promise<void>>();
  // Reconciles run one at a time.
  let reconciling: Promise<void> = Promise.resolve();
  let permission: PermissionState | 'unknown' = 'unknown';
  let deniedLogged = false;

  const record = new Map<string, Scheduled>();
  try {
    const saved = JSON.parse(deps.storage?.read(RECORD_KEY) ?? '{}') as Record<string, Scheduled>;
    for (const [taskId, value] of Object.entries(saved)) {
      if (value && typeof value.due === 'number' && typeof value.at === 'number') record.set(taskId, value);
    }
  } catch {
    // An unreadable record: start afresh (the next reconcile reschedules what is missing).
  }
  const save = () => {
    try {
      deps.storage?.write(RECORD_KEY, record.size ? JSON.stringify(Object.fromEntries(record)) : null);
    } catch {
      // Storage full: the record lives in memory for this run.
    }
  };

  const serial = (taskId: string, job: () => Promise<void>): Promise<void> => {
    const run = (chains.get(taskId) ?? Promise.resolve()).then(job);
    chains.set(taskId, run);
    return run.finally(() => {
      if (chains.get(taskId) === run) chains.delete(taskId);
    });
  };

  const cancelNow = async (taskId: string) => {
    record.delete(taskId);
    try {
      await plugin.cancel({ notifications: [{ id: reminderId(taskId) }] });
    } catch (error) {
      deps.log(`Reminder: could not cancel the reminder of task ${taskId}`, error);
    }
  };

  /** The reminder the task should have now, or null (S-N1, S-N3, S-N6). */
  const planFor = (task: ReminderTask): Plan | null => {
    if (!isRemindable(task)) return null; // S-N1
    const due = dueInstant(task.date, task.time, deps.timezone?.());
    if (due === null) {
      deps.log(`Reminder: task ${task.taskId} has an unreadable date or time (${task.date} ${task.time})`);
      return null;
    }
    const at = reminderMoment(due, deps.now()); // S-N1 (due in the future), S-N3
    if (at === null) return null;
    const title = reminderTitle(lang()); // S-N6, in the user's language
    const body = reminderBody(task.label, task.time, lang());
    return { id: reminderId(task.taskId), due, at, title, body, text: `${title}\n${body}` };
  };

  const scheduleNow = async (task: ReminderTask, plan: Plan | null) => {
    await cancelNow(task.taskId); // S-N2
    if (!plan) return;
    if (permission === 'denied') {
      if (!deniedLogged)
        deps.log('Reminder: notifications are not allowed on this device; nothing is scheduled');
      deniedLogged = true;
      return;
    }
    await plugin.schedule({
      notifications: [
        {
          id: plan.id, // S-N4
          title: plan.title, // S-N6
          body: plan.body,
          channelId: REMINDER_CHANNEL_ID,
          schedule: { at: new Date(plan.at), allowWhileIdle: true }, // S-N5
          extra: { taskId: task.taskId },
        },
      ],
    });
    record.set(task.taskId, { due: plan.due, at: plan.at, text: plan.text });
  };

  /** The explicit schedule: always cancels first (S-N2), then schedules when the task qualifies. */
  const forceSchedule = async (task: ReminderTask) => {
    try {
      await scheduleNow(task, planFor(task));
    } catch (error) {
      deps.log(`Reminder: could not schedule the reminder of task ${task.taskId}`, error); // S-N8
    } finally {
      save();
    }
  };

  /**
   * Only what changed: `pending` (the ids the system holds, when known) tells a reminder still waiting from one
   * that was lost (an exact alarm revoked, the app's data restored).
   */
  const apply = async (task: ReminderTask, pending: Set<number> | null, allowed = true) => {
    try {
      const plan = allowed ? planFor(task) : null;
      const id = reminderId(task.taskId);
      const previous = record.get(task.taskId);
      if (!plan) {
        if (previous || pending?.has(id)) await cancelNow(task.taskId);
        return;
      }
      if (previous && previous.due === plan.due) {
        const fired = previous.at <= deps.now();
        // Fired already for this due moment: never again (a language switch must not repeat it).
        if (fired) return;
        const waiting = pending ? pending.has(id) : true;
        if (waiting && previous.text === plan.text) return;
      }
      await scheduleNow(task, plan);
    } catch (error) {
      deps.log(`Reminder: could not schedule the reminder of task ${task.taskId}`, error); // S-N8
    }
  };

  const readPending = async (): Promise<PendingResult['notifications'] | null> => {
    if (!plugin.getPending) return null;
    try {
      return (await plugin.getPending()).notifications ?? [];
    } catch {
      return null;
    }
  };

  const refreshPermission = async () => {
    try {
      permission = (await plugin.checkPermissions()).display;
    } catch {
      permission = 'unknown';
    }
    if (permission !== 'denied') deniedLogged = false;
  };

  const readExact = async (): Promise<PermissionState | 'unknown'> => {
    if (platform() !== 'android' || !plugin.checkExactNotificationSetting) return 'granted';
    try {
      return (await plugin.checkExactNotificationSetting()).exact_alarm;
    } catch {
      return 'unknown';
    }
  };

  const status = async (): Promise<ReminderStatus> => {
    if (!deps.isNative()) {
      return {
        native: false,
        platform: platform(),
        permission: 'unknown',
        exactAlarm: 'unknown',
        pending: null,
      };
    }
    await refreshPermission();
    const pending = await readPending();
    return {
      native: true,
      platform: platform(),
      permission,
      exactAlarm: await readExact(),
      pending: pending ? pending.filter((n) => typeof n.extra?.taskId === 'string').length : null,
    };
  };

  const relabel = async () => {
    if (!deps.isNative() || platform() !== 'android') return;
    try {
      await plugin.createChannel(reminderChannel(lang()));
    } catch {
      // S-N8: a start-up failure is ignored.
    }
  };

  const reconcileNow = async (snapshot: TaskSnapshot) => {
    await refreshPermission();
    const denied = permission === 'denied';
    const pendingList = await readPending();
    const pending = pendingList ? new Set(pendingList.map((n) => n.id)) : null;

    const tasks = [...snapshot.tasks];
    // iOS drops pending notifications past 64: with all the tasks at hand, only the soonest get one now.
    let allowedIds: Set<string> | null = null;
    if (snapshot.complete) {
      const safePlan = (task: ReminderTask) => {
        try {
          return planFor(task);
        } catch {
          return null;
        }
      };
      const soonest = tasks
        .map((task) => ({ task, plan: safePlan(task) }))
        .filter((x): x is { task: ReminderTask; plan: Plan } => x.plan !== null)
        .sort((a, b) => a.plan.at - b.plan.at)
        .slice(0, MAX_PENDING);
      allowedIds = new Set(soonest.map((x) => x.task.taskId));
    }
    await Promise.all(
      tasks.map((task) =>
        serial(task.taskId, () =>
          apply(task, pending, !denied && (!allowedIds || allowedIds.has(task.taskId))),
        ),
      ),
    );
    for (const taskId of snapshot.gone ?? []) await serial(taskId, () => cancelNow(taskId));
    if (snapshot.complete) {
      const known = new Set(tasks.map((t) => t.taskId));
      const strays = new Set<string>();
      for (const n of pendingList ?? []) {
        const taskId = n.extra?.taskId;
        if (typeof taskId === 'string' && !known.has(taskId)) strays.add(taskId);
      }
      for (const taskId of record.keys()) if (!known.has(taskId)) strays.add(taskId);
      for (const taskId of strays) await serial(taskId, () => cancelNow(taskId));
    }
    save();
  };

  return {
    async init() {
      if (!deps.isNative()) return status(); // S-N7
      try {
        const current = await plugin.checkPermissions();
        permission = current.display;
        // Android 13+ asks for POST_NOTIFICATIONS here; iOS for its authorisation.
        if (current.display !== 'granted' && current.display !== 'denied') {
          permission = (await plugin.requestPermissions()).display;
        }
      } catch {
        // S-N8: a start-up failure is ignored.
      }
      await relabel();
      return {
        native: true,
        platform: platform(),
        permission,
        exactAlarm: await readExact(),
        pending: null,
      };
    },

    async schedule(task) {
      if (!deps.isNative()) return;
      await serial(task.taskId, () => forceSchedule(task));
    },

    async cancel(taskId) {
      if (!deps.isNative()) return;
      await serial(taskId, () => cancelNow(taskId));
      save();
    },

    async sync(previous, next) {
      if (!deps.isNative()) return;
      if (previous && (!next || previous.taskId !== next.taskId)) {
        const gone = previous.taskId;
        await serial(gone, () => cancelNow(gone));
      }
      if (next && (!previous || reminderChanged(previous, next))) {
        await serial(next.taskId, () => apply(next, null));
      }
      save();
    },

    reconcile(snapshot) {
      if (!deps.isNative()) return Promise.resolve();
      reconciling = reconciling.then(() =>
        reconcileNow(snapshot).catch((error) => deps.log('Reminder: reconciling failed', error)),
      );
      return reconciling;
    },

    async clearAll() {
      if (!deps.isNative()) return;
      const ids = new Set([...record.keys()].map(reminderId));
      for (const n of (await readPending()) ?? []) if (typeof n.extra?.taskId === 'string') ids.add(n.id);
      record.clear();
      save();
      if (ids.size === 0) return;
      try {
        await plugin.cancel({ notifications: [...ids].map((id) => ({ id })) });
      } catch (error) {
        deps.log('Reminder: could not cancel the reminders', error);
      }
    },

    relabel,
    status,

    async openExactAlarmSettings() {
      if (!deps.isNative() || platform() !== 'android' || !plugin.changeExactNotificationSetting)
        return 'granted';
      let state: PermissionState | 'unknown' = 'unknown';
      try {
        state = (await plugin.changeExactNotificationSetting()).exact_alarm;
      } catch (error) {
        deps.log('Reminder: could not open the exact alarm setting', error);
      }
      // Reminders scheduled before were inexact (or, after a revocation, deleted): the next reconcile re-arms
      // every one still ahead.
      const now = deps.now();
      for (const [taskId, scheduled] of record) if (scheduled.at > now) record.delete(taskId);
      save();
      return state;
    },

    async sendTest() {
      if (!deps.isNative()) return { status: 'web' };
      try {
        let display = (await plugin.checkPermissions()).display;
        if (display !== 'granted' && display !== 'denied')
          display = (await plugin.requestPermissions()).display;
        permission = display;
        if (display !== 'granted') return { status: 'denied' };
        await relabel();
        const texts = reminderTexts(lang());
        const at = deps.now() + TEST_REMINDER_DELAY_MS;
        await plugin.cancel({ notifications: [{ id: TEST_REMINDER_ID }] });
        await plugin.schedule({
          notifications: [
            {
              id: TEST_REMINDER_ID,
              title: texts.testTitle,
              body: texts.testBody,
              channelId: REMINDER_CHANNEL_ID,
              schedule: { at: new Date(at), allowWhileIdle: true },
              extra: { test: true },
            },
          ],
        });
        return { status: 'scheduled', at };
      } catch (error) {
        deps.log('Reminder: the test reminder failed', error);
        return { status: 'error', message: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
