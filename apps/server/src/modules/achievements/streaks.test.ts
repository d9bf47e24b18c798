import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../kernel/time.js';
import { computeStreak } from './streaks.js';

/** The `n` days ending at `end` (inclusive), skipping the listed ones. */
function run(end: string, n: number, skip: string[] = []): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const day = addDays(end, -i);
    if (!skip.includes(day)) out.push(day);
  }
  return out;
}

describe('computeStreak', () => {
  const today = '2026-11-22';

  it('is empty without active days', () => {
    expect(computeStreak([], today)).toEqual({ current: 0, best: 0, todayDone: false, frozenDays: [] });
  });

  it('counts consecutive days ending today', () => {
    expect(computeStreak(run(today, 5), today)).toEqual({
      current: 5,
      best: 5,
      todayDone: true,
      frozenDays: [],
    });
  });

  it('keeps the run while today is still open', () => {
    const s = computeStreak(run(addDays(today, -1), 4), today);
    expect(s).toMatchObject({ current: 4, todayDone: false, frozenDays: [] });
  });

  it('freezes one missed day and shows it', () => {
    const s = computeStreak(run(today, 9, ['2026-11-19']), today);
    expect(s).toEqual({ current: 8, best: 8, todayDone: true, frozenDays: ['2026-11-19'] });
  });

  it('freezes yesterday when today is still open', () => {
    const s = computeStreak(run(addDays(today, -2), 3), today);
    expect(s).toEqual({ current: 3, best: 3, todayDone: false, frozenDays: ['2026-11-21'] });
  });

  it('breaks on two missed days in a row', () => {
    const s = computeStreak([...run(today, 2), ...run(addDays(today, -4), 6)], today);
    expect(s.current).toBe(2);
    expect(s.best).toBe(6);
    expect(s.frozenDays).toEqual([]);
  });

  it('breaks on two missed days within one week', () => {
    // Misses on the 15th and the 19th (4 days apart): the run restarts after the 15th.
    const s = computeStreak(run(today, 14, ['2026-11-15', '2026-11-19']), today);
    expect(s.current).toBe(6); // 16, 17, 18, 20, 21, 22
    expect(s.frozenDays).toEqual(['2026-11-19']);
    expect(s.best).toBe(9); // 9..18 with the 15th frozen
  });

  it('forgives misses exactly seven days apart', () => {
    const s = computeStreak(run(today, 20, ['2026-11-08', '2026-11-15']), today);
    expect(s.current).toBe(18);
    expect(s.frozenDays).toEqual(['2026-11-08', '2026-11-15']);
  });

  it('never starts a run with a frozen day', () => {
    const s = computeStreak(['2026-11-20', '2026-11-22'], today);
    expect(s).toEqual({ current: 2, best: 2, todayDone: true, frozenDays: ['2026-11-21'] });
  });

  it('ends the run when yesterday and the day before were missed', () => {
    const s = computeStreak(run(addDays(today, -3), 10), today);
    expect(s).toMatchObject({ current: 0, best: 10, todayDone: false, frozenDays: [] });
  });

  it('an un-ticked day (removed from the days) breaks what it held together', () => {
    const days = run(today, 10, ['2026-11-16']);
    expect(computeStreak(days, today).current).toBe(9);
    const without = days.filter((d) => d !== '2026-11-18');
    const s = computeStreak(without, today);
    // The 16th and the 18th are two days apart: the run restarts on the 17th, the 18th frozen.
    expect(s.current).toBe(5);
    expect(s.frozenDays).toEqual(['2026-11-18']);
    expect(s.best).toBe(5);
  });

  it('keeps the best run from the past', () => {
    const old = run('2026-06-30', 40);
    const s = computeStreak([...old, ...run(today, 3)], today);
    expect(s.best).toBe(40);
    expect(s.current).toBe(3);
  });

  it('finds the best run across a forgiven gap the greedy scan would lose', () => {
    // Done 1..4, miss 5, done 6..9, miss 10, done 11..12 and more after: misses 5 apart.
    const days = ['01', '02', '03', '04', '06', '07', '08', '09', '11', '12', '13', '14', '15', '16'].map(
      (d) => `2026-10-${d}`,
    );
    const s = computeStreak(days, '2026-10-16');
    expect(s.current).toBe(10); // 6..16 with the 10th frozen
    expect(s.frozenDays).toEqual(['2026-10-10']);
  });

  it('ignores duplicates and days after today', () => {
    const s = computeStreak([today, today, addDays(today, 1)], today);
    expect(s).toEqual({ current: 1, best: 1, todayDone: true, frozenDays: [] });
  });

  it('counts a 100-day run with freezes', () => {
    const skip = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((i) => addDays(today, -i));
    const s = computeStreak(run(today, 110, skip), today);
    expect(s.current).toBe(100);
    expect(s.frozenDays).toHaveLength(10);
  });

  it('uses the local date of the time zone, across DST changes', () => {
    // 23:30 UTC on 28 March is 00:30 on 29 March in Berlin (summer time starts that night).
    const at = new Date('2026-03-28T23:30:00Z');
    expect(todayIn('Europe/Berlin', at)).toBe('2026-03-29');
    expect(todayIn('America/Los_Angeles', at)).toBe('2026-03-28');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-22T18:45:00Z'))).toBe('2026-11-23');
    // The run over the DST night in Berlin: local days 27, 28, 29, 30 with no gap.
    const s = computeStreak(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'], '2026-03-30');
    expect(s).toEqual({ current: 4, best: 4, todayDone: true, frozenDays: [] });
    // And over the autumn change (25 October), which has 25 hours.
    const autumn = computeStreak(['2026-10-24', '2026-10-25', '2026-10-26'], '2026-10-26');
    expect(autumn.current).toBe(3);
  });
});
