import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isRemindable,
  REMINDER_TITLE,
  type ReminderTask,
  reminderBody,
  reminderChanged,
  reminderId,
  reminderMoment,
} from './reminderRules';

const HOUR = 3600_000;
const task = (overrides: Partial<ReminderTask> = {}): ReminderTask => ({
  taskId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  date: '2026-03-10',
  time: '10:00',
  label: 'Run 5 km',
  completed: false,
  parentId: null,
  ...overrides,
});

describe('S-N4 reminderId', () => {
  it('S-N4: many random UUIDs all give an integer in 1..2^31-1', () => {
    const ids = Array.from({ length: 50_000 }, () => reminderId(randomUUID()));
    const outOfRange = ids.filter((id) => !Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1);
    expect(outOfRange).toEqual([]);
    // Spread over the whole range, not bunched at one end.
    expect(Math.min(...ids)).toBeLessThan(2 ** 31 / 100);
    expect(Math.max(...ids)).toBeGreaterThan(2 ** 31 - 2 ** 31 / 100);
  });

  it('S-N4: is stable for the same task id and differs between ids', () => {
    const ids = Array.from({ length: 2000 }, () => randomUUID());
    expect(ids.map(reminderId)).toEqual([...ids].map((id) => reminderId(`${id}`)));
    expect(reminderId('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).toBe(
      reminderId('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'),
    );
    expect(new Set(ids.map(reminderId)).size).toBeGreaterThan(1995);
  });

  it('S-N4: works for odd ids too (empty, non-ASCII)', () => {
    for (const id of ['', 'a', 'задача-1', '🎯']) {
      expect(reminderId(id)).toBeGreaterThanOrEqual(1);
      expect(reminderId(id)).toBeLessThanOrEqual(2 ** 31 - 1);
    }
  });
});

describe('S-N3 reminderMoment', () => {
  const now = Date.UTC(2026, 2, 10, 6, 0);

  it('S-N3: fires 1 hour before the due time', () => {
    expect(reminderMoment(now + 5 * HOUR, now)).toBe(now + 4 * HOUR);
  });

  it('S-N3: fires ~3 s from now when 1 hour before has passed but the due time is ahead', () => {
    expect(reminderMoment(now + 30 * 60_000, now)).toBe(now + 3000);
    expect(reminderMoment(now + HOUR, now)).toBe(now + 3000);
    expect(reminderMoment(now + 1, now)).toBe(now + 3000);
  });

  it('S-N3: nothing when the due time has passed (or is now)', () => {
    expect(reminderMoment(now, now)).toBeNull();
    expect(reminderMoment(now - 1, now)).toBeNull();
  });
});

describe('S-N6 texts', () => {
  it('S-N6: the title', () => {
    expect(REMINDER_TITLE).toBe('Напоминание о задаче');
  });

  it('S-N6: body with a label is `{label} — в HH:MM`', () => {
    expect(reminderBody('Run 5 km', '10:00')).toBe('Run 5 km — в 10:00');
    expect(reminderBody('Пробежка', '9:05')).toBe('Пробежка — в 09:05');
  });

  it('S-N6: body without a label is `Задача в HH:MM`', () => {
    expect(reminderBody(null, '10:00')).toBe('Задача в 10:00');
    expect(reminderBody('   ', '07:30:00')).toBe('Задача в 07:30');
  });
});

describe('S-N1 isRemindable', () => {
  it('S-N1: a top-level open task with date and time qualifies', () => {
    expect(isRemindable(task())).toBe(true);
  });

  it('S-N1: completed, subtask, no date or no time do not', () => {
    expect(isRemindable(task({ completed: true }))).toBe(false);
    expect(isRemindable(task({ parentId: 'p' }))).toBe(false);
    expect(isRemindable(task({ date: null }))).toBe(false);
    expect(isRemindable(task({ time: null }))).toBe(false);
    expect(isRemindable(task({ time: '' }))).toBe(false);
  });
});

describe('reminderChanged', () => {
  it('sees date, time, label, completion and parent changes, nothing else', () => {
    expect(reminderChanged(task(), task())).toBe(false);
    expect(reminderChanged(task(), task({ date: '2026-03-11' }))).toBe(true);
    expect(reminderChanged(task(), task({ time: '11:00' }))).toBe(true);
    expect(reminderChanged(task(), task({ label: 'x' }))).toBe(true);
    expect(reminderChanged(task(), task({ completed: true }))).toBe(true);
    expect(reminderChanged(task(), task({ parentId: 'p' }))).toBe(true);
  });
});
