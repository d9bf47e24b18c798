import { describe, expect, it } from 'vitest';
import { localDate, pauseLength, pauseOver, resumeShift, shiftDate } from './pause.js';

describe('pause arithmetic', () => {
  it('counts a pause in calendar days across the spring DST change (Berlin: 167 hours are 7 days)', () => {
    const paused = new Date('2026-03-28T22:30:00Z'); // Sat 23:30 CET
    const resumed = new Date('2026-04-04T21:30:00Z'); // Sat 23:30 CEST: 167 hours later
    expect((resumed.getTime() - paused.getTime()) / 3_600_000).toBe(167);
    const from = localDate(paused, 'Europe/Berlin');
    const to = localDate(resumed, 'Europe/Berlin');
    expect([from, to]).toEqual(['2026-03-28', '2026-04-04']);
    expect(pauseLength(from, to)).toBe(7);
  });

  it('counts the autumn change (New York: 169 hours are 7 days), and a late-evening pause by the local day', () => {
    const paused = new Date('2026-10-31T03:30:00Z'); // Fri 23:30 EDT
    const resumed = new Date('2026-11-07T04:30:00Z'); // Fri 23:30 EST
    const from = localDate(paused, 'America/New_York');
    const to = localDate(resumed, 'America/New_York');
    expect([from, to]).toEqual(['2026-10-30', '2026-11-06']);
    expect(pauseLength(from, to)).toBe(7);
    // The same instants read in UTC fall on other days: the person's zone decides.
    expect(localDate(paused, 'UTC')).toBe('2026-10-31');
  });

  it('moves dates over month ends, a leap day and a year end', () => {
    expect(shiftDate('2026-01-31', 30)).toBe('2026-03-02');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDate('2027-02-28', 1)).toBe('2027-03-01');
    expect(shiftDate('2026-12-25', 7)).toBe('2027-01-01');
    expect(pauseLength('2026-01-31', '2026-03-02')).toBe(30);
    expect(pauseLength('2026-05-01', '2026-05-01')).toBe(0);
    expect(pauseLength('2026-05-02', '2026-05-01')).toBe(0);
  });

  it('moves the open steps by the pause, never the done ones, and the deadline unless kept', () => {
    const steps = [
      { id: 'done', date: '2026-05-28', completed: true },
      { id: 'overdue', date: '2026-05-30', completed: false },
      { id: 'next', date: '2026-05-31', completed: false },
      { id: 'undated', date: null, completed: false },
    ];
    const r = resumeShift(steps, 7, '2026-06-30', false);
    expect(r.moved).toEqual([
      { id: 'overdue', from: '2026-05-30', to: '2026-06-06' },
      { id: 'next', from: '2026-05-31', to: '2026-06-07' },
    ]);
    expect(r.deadline).toBe('2026-07-07');
    expect(resumeShift(steps, 7, '2026-06-30', true).deadline).toBe('2026-06-30');
    expect(resumeShift(steps, 0, '2026-06-30', false)).toEqual({
      moved: [],
      deadline: '2026-06-30',
      days: 0,
    });
    expect(resumeShift(steps, 3, null, false).deadline).toBeNull();
  });

  it('ends a pause set until a date on that date', () => {
    expect(pauseOver('2026-06-10', '2026-06-09')).toBe(false);
    expect(pauseOver('2026-06-10', '2026-06-10')).toBe(true);
    expect(pauseOver(null, '2030-01-01')).toBe(false);
  });
});
