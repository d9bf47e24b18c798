import { describe, expect, it } from 'vitest';
import { addDays } from '../../kernel/time.js';
import { computeStreak, pausedDays } from './streaks.js';

const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

describe('a paused plan keeps the streak', () => {
  const today = '2026-11-22';

  it('covers a pause from its first day to the day before it ended, or to today while it lasts', () => {
    expect([...pausedDays([{ from: '2026-11-10', until: null, ended: '2026-11-13' }], today)]).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
    ]);
    expect(pausedDays([{ from: '2026-11-20', until: null, ended: null }], today).size).toBe(3);
    // A pause set until a date that has come ends on it, resumed or not.
    expect(pausedDays([{ from: '2026-11-20', until: '2026-11-21', ended: null }], today)).toEqual(
      new Set(['2026-11-20']),
    );
  });

  it('goes on over ten paused days that would otherwise break it (the freeze allows one a week)', () => {
    const active = [...days('2026-11-01', 7), ...days('2026-11-18', 5)];
    const broken = computeStreak(active, today);
    expect(broken.current).toBe(5);
    const paused = pausedDays([{ from: '2026-11-08', until: null, ended: '2026-11-18' }], today);
    const kept = computeStreak(active, today, paused);
    expect(kept.current).toBe(12);
    // Paused days are not frozen days: the week's freeze is still there to use.
    expect(kept.frozenDays).toEqual([]);
  });

  it('counts a step ticked on a paused day as done', () => {
    const paused = new Set(days('2026-11-15', 8));
    expect(computeStreak(['2026-11-14', '2026-11-16', today], today, paused).current).toBe(3);
  });
});
