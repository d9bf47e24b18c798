/** What the reminders scheduled, remembered across restarts (ReminderStorage: localStorage in the app). */
import type { ReminderStorage } from './reminderTypes';

export const RECORD_KEY = 'stepwise.reminders';

/** What was scheduled for a task: its due moment, when it fires, and the text (language) it carries. */
export interface Scheduled {
  due: number;
  at: number;
  text: string;
}

/** The record as saved; empty when there is none or it cannot be read. */
export function readRecord(storage: ReminderStorage | undefined): Map<string, Scheduled> {
  const record = new Map<string, Scheduled>();
  try {
    const saved = JSON.parse(storage?.read(RECORD_KEY) ?? '{}') as Record<string, Scheduled>;
    for (const [taskId, value] of Object.entries(saved)) {
      if (value && typeof value.due === 'number' && typeof value.at === 'number') record.set(taskId, value);
    }
  } catch {
    // An unreadable record: start afresh (the next reconcile reschedules what is missing).
  }
  return record;
}

export function writeRecord(storage: ReminderStorage | undefined, record: Map<string, Scheduled>): void {
  try {
    storage?.write(RECORD_KEY, record.size ? JSON.stringify(Object.fromEntries(record)) : null);
  } catch {
    // Storage full: the record lives in memory for this run.
  }
}
