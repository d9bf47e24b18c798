/**
 * Native task reminders (spec §4, §9; rules S-N1 to S-N8). Everything is a no-op unless `isNative()`.
 * Build one with `createReminders`; the app uses the instance in `reminders.instance.ts`, which feeds it the
 * user's tasks from the query cache (`reconcile`) whenever they change. A task's reminder is decided in reminderPlan.ts,
 * the plugin's permission, channel and status read in reminderDevice.ts, what was scheduled kept in reminderRecord.ts.
 */
import type { PermissionState } from '@capacitor/core';
import { createReminderDevice, reminderLang, reminderPlatform } from './reminderDevice';
import { type Plan, planReminder, soonestTasks, stillScheduled } from './reminderPlan';
import { readRecord, writeRecord } from './reminderRecord';
import { REMINDER_CHANNEL_ID, type ReminderTask, reminderChanged, reminderId } from './reminderRules';
import type { ReminderDeps, ReminderStatus, TestReminderResult } from './reminderTypes';

export { reminderChannel, TEST_REMINDER_DELAY_MS, TEST_REMINDER_ID } from './reminderDevice';
export { RECORD_KEY } from './reminderRecord';
export {
  REMINDER_CHANNEL_ID,
  REMINDER_TITLE,
  type ReminderTask,
  reminderBody,
  reminderId,
  reminderMoment,
  reminderTitle,
} from './reminderRules';
export type {
  LocalNotificationsLike,
  ReminderDeps,
  ReminderStatus,
  ReminderStorage,
  TestReminderResult,
} from './reminderTypes';
export { dueInstant } from './zonedTime';

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

export function createReminders(deps: ReminderDeps): Reminders {
  const { plugin } = deps;
  const lang = () => reminderLang(deps);
  const device = createReminderDevice(deps);
  // One chain per task, so a quick edit-then-complete can't leave the older reminder scheduled.
  const chains = new Map<string, Promise<void>>();
  // Reconciles run one at a time.
  let reconciling: Promise<void> = Promise.resolve();
  const record = readRecord(deps.storage);
  const save = () => writeRecord(deps.storage, record);

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

  const planFor = (task: ReminderTask): Plan | null =>
    planReminder(task, { now: deps.now, timezone: () => deps.timezone?.(), lang, log: deps.log });

  const scheduleNow = async (task: ReminderTask, plan: Plan | null) => {
    await cancelNow(task.taskId); // S-N2
    if (!plan) return;
    if (device.denied()) {
      device.logDenied();
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

  /** Only what changed: a reminder that still stands (stillScheduled) is left alone. */
  const apply = async (task: ReminderTask, pending: Set<number> | null, allowed = true) => {
    try {
      const plan = allowed ? planFor(task) : null;
      const id = reminderId(task.taskId);
      const previous = record.get(task.taskId);
      if (!plan) {
        if (previous || pending?.has(id)) await cancelNow(task.taskId);
        return;
      }
      if (stillScheduled(previous, plan, pending, deps.now)) return;
      await scheduleNow(task, plan);
    } catch (error) {
      deps.log(`Reminder: could not schedule the reminder of task ${task.taskId}`, error); // S-N8
    }
  };

  const reconcileNow = async (snapshot: TaskSnapshot) => {
    await device.refreshPermission();
    const denied = device.denied();
    const pendingList = await device.readPending();
    const pending = pendingList ? new Set(pendingList.map((n) => n.id)) : null;

    const tasks = [...snapshot.tasks];
    // iOS drops pending notifications past 64: with all the tasks at hand, only the soonest get one now.
    const allowedIds = snapshot.complete ? soonestTasks(tasks, planFor, MAX_PENDING) : null;
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
    init: device.init,

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
      for (const n of (await device.readPending()) ?? [])
        if (typeof n.extra?.taskId === 'string') ids.add(n.id);
      record.clear();
      save();
      if (ids.size === 0) return;
      try {
        await plugin.cancel({ notifications: [...ids].map((id) => ({ id })) });
      } catch (error) {
        deps.log('Reminder: could not cancel the reminders', error);
      }
    },

    relabel: device.relabel,
    status: device.status,

    async openExactAlarmSettings() {
      if (!deps.isNative() || reminderPlatform(deps) !== 'android' || !plugin.changeExactNotificationSetting)
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
    sendTest: device.sendTest,
  };
}
