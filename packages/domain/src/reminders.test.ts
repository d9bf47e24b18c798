import { describe, expect, it } from 'vitest';
import { isRemindable, REMINDER_LEAD_MS, reminderBody, reminderMoment, reminderTitle } from './reminders.js';

describe('the reminder rule, one for every channel', () => {
  const step = { date: '2026-12-01', time: '18:30', completed: false, parentId: null };

  it('S-N1: open, without a parent, with a date and a time', () => {
    expect(isRemindable(step)).toBe(true);
    expect(isRemindable({ ...step, completed: true })).toBe(false);
    expect(isRemindable({ ...step, parentId: 'm1' })).toBe(false);
    expect(isRemindable({ ...step, time: null })).toBe(false);
    expect(isRemindable({ ...step, date: null })).toBe(false);
  });

  it('S-N3: an hour before; soon when less is left; never once due', () => {
    const due = 10 * REMINDER_LEAD_MS;
    expect(reminderMoment(due, 0)).toBe(due - REMINDER_LEAD_MS);
    expect(reminderMoment(due, due - 60_000)).toBe(due - 60_000 + 3000);
    expect(reminderMoment(due, due)).toBeNull();
  });

  it('S-N6: the title and body in Russian by default, in English for en', () => {
    expect(reminderTitle()).toBe('Напоминание о задаче');
    expect(reminderBody('Пробежка', '7:05')).toBe('Пробежка — в 07:05');
    expect(reminderBody('  ', '18:30')).toBe('Задача в 18:30');
    expect(reminderTitle('en')).toBe('Task reminder');
    expect(reminderBody('Run', '18:30', 'en')).toBe('Run at 18:30');
    expect(reminderBody(null, '18:30', 'en')).toBe('Task at 18:30');
  });
});
