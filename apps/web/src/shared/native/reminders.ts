/**
 * Native task reminders (spec §4, §9; rules S-N1 to S-N8). Everything is a no-op unless `isNative()`.
 * Build one with `createReminders`; the app uses the instance in `reminders.instance.ts`.
 */
import type { Channel, LocalNotificationsPlugin } from '@capacitor/local-notifications';
import {
  isRemindable,
  REMINDER_CHANNEL_ID,
  REMINDER_TITLE,
  type ReminderTask,
  reminderBody,
  reminderChanged,
  reminderId,
  reminderMoment,
} from './reminderRules';
import { dueInstant } from './zonedTime';

export {
  REMINDER_CHANNEL_ID,
  REMINDER_TITLE,
  type ReminderTask,
  reminderBody,
  reminderId,
  reminderMoment,
} from './reminderRules';
export { dueInstant } from './zonedTime';

/** The part of the Local Notifications plugin reminders use. */
export type LocalNotificationsLike = Pick<
  LocalNotificationsPlugin,
  'schedule' | 'cancel' | 'createChannel' | 'checkPermissions' | 'requestPermissions'
>;

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
}

export interface Reminders {
  /** Start-up: asks for notification permission and creates the channel (S-N5, S-N7); never throws (S-N8). */
  init(): Promise<void>;
  /** Cancels the task's reminder, then schedules a new one if the task qualifies (S-N1 to S-N3). */
  schedule(task: ReminderTask): Promise<void>;
  cancel(taskId: string): Promise<void>;
  /** After a task changed: `previous` null = created, `next` null = deleted. */
  sync(previous: ReminderTask | null, next: ReminderTask | null): Promise<void>;
}

/** S-N5: task reminders, high importance (4 = IMPORTANCE_HIGH), vibration, lights. */
export const REMINDER_CHANNEL: Channel = {
  id: REMINDER_CHANNEL_ID,
  name: 'Напоминания о задачах',
  description: 'Напоминания за час до срока задачи',
  importance: 4,
  vibration: true,
  lights: true,
  lightColor: '#228BE6',
};

export function createReminders(deps: ReminderDeps): Reminders {
  const { plugin } = deps;
  // One chain per task, so a quick edit-then-complete can't leave the older reminder scheduled.
  const chains = new Map<string, Promise<void>>();

  const serial = (taskId: string, job: () => Promise<void>): Promise<void> => {
    const run = (chains.get(taskId) ?? Promise.resolve()).then(job);
    chains.set(taskId, run);
    return run.finally(() => {
      if (chains.get(taskId) === run) chains.delete(taskId);
    });
  };

  const cancelNow = async (taskId: string) => {
    try {
      await plugin.cancel({ notifications: [{ id: reminderId(taskId) }] });
    } catch (error) {
      deps.log(`Reminder: could not cancel the reminder of task ${taskId}`, error);
    }
  };

  const scheduleNow = async (task: ReminderTask) => {
    await cancelNow(task.taskId); // S-N2
    try {
      if (!isRemindable(task)) return; // S-N1
      const due = dueInstant(task.date, task.time, deps.timezone?.());
      if (due === null) {
        deps.log(`Reminder: task ${task.taskId} has an unreadable date or time (${task.date} ${task.time})`);
        return;
      }
      const at = reminderMoment(due, deps.now()); // S-N1 (due in the future), S-N3
      if (at === null) return;
      await plugin.schedule({
        notifications: [
          {
            id: reminderId(task.taskId), // S-N4
            title: REMINDER_TITLE, // S-N6
            body: reminderBody(task.label, task.time),
            channelId: REMINDER_CHANNEL_ID,
            schedule: { at: new Date(at), allowWhileIdle: true }, // S-N5
            extra: { taskId: task.taskId },
          },
        ],
      });
    } catch (error) {
      deps.log(`Reminder: could not schedule the reminder of task ${task.taskId}`, error); // S-N8
    }
  };

  return {
    async init() {
      if (!deps.isNative()) return; // S-N7
      try {
        const status = await plugin.checkPermissions();
        if (status.display !== 'granted' && status.display !== 'denied') await plugin.requestPermissions();
      } catch {
        // S-N8: a start-up failure is ignored.
      }
      if ((deps.platform?.() ?? 'android') !== 'android') return;
      try {
        await plugin.createChannel(REMINDER_CHANNEL);
      } catch {
        // S-N8: a start-up failure is ignored.
      }
    },

    async schedule(task) {
      if (!deps.isNative()) return;
      await serial(task.taskId, () => scheduleNow(task));
    },

    async cancel(taskId) {
      if (!deps.isNative()) return;
      await serial(taskId, () => cancelNow(taskId));
    },

    async sync(previous, next) {
      if (!deps.isNative()) return;
      if (previous && (!next || previous.taskId !== next.taskId)) {
        const gone = previous.taskId;
        await serial(gone, () => cancelNow(gone));
      }
      if (next && (!previous || reminderChanged(previous, next))) {
        await serial(next.taskId, () => scheduleNow(next));
      }
    },
  };
}
