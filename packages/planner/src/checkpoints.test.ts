import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

/** Checkpoints stay sparse and short weekly lines do not repeat every week of a long plan. */

const TODAY = '2026-11-28';
const labels = (text: string, timezone = 'America/New_York') =>
  generatePlan({ text, today: TODAY, timezone })
    .tasks.filter((t) => t.parentId !== null)
    .map((t) => ({ label: t.label, date: t.date }));
const gaps = (dates: string[]) =>
  dates.slice(1).map((d, i) => (Date.parse(d) - Date.parse(dates[i]!)) / 86_400_000);

describe('checkpoints of a running total', () => {
  it.each([
    ['send 40 job applications by March', /^Checkpoint:/u],
    ['отправить 60 откликов на вакансии к марту', /^Контрольная точка/u],
  ])('%s: about one a fortnight', (text, re) => {
    const dates = labels(text, /[а-я]/iu.test(text) ? 'Europe/Moscow' : 'America/New_York')
      .filter((s) => re.test(s.label))
      .map((s) => s.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBeLessThanOrEqual(8);
    // The last may come sooner (the goal day); the others are at least a week apart.
    expect(gaps(dates.slice(0, -1)).every((g) => g >= 7)).toBe(true);
  });

  it('the work that makes the total keeps its rhythm (a sketch a day)', () => {
    const done = labels('нарисовать 100 скетчей за 100 дней, начинаю завтра', 'Europe/Moscow').filter((s) =>
      /готово \d+ из 100/u.test(s.label),
    );
    expect(done.length).toBeGreaterThan(4);
  });
});

describe('short weekly lines said the same way', () => {
  it('come weekly for a month, then every other week', () => {
    const calls = labels('Help my mom (78) move into assisted living by summer and sell her house')
      .filter((s) => /^Call your parent/u.test(s.label))
      .map((s) => s.date);
    expect(calls.length).toBeGreaterThan(4);
    expect(calls.length).toBeLessThan(10);
    expect(gaps(calls.slice(4)).every((g) => g >= 14)).toBe(true);
  });

  it('a daily practice stays daily', () => {
    const reads = labels('каждый вечер читать по 15 минут перед сном', 'Europe/Moscow');
    const byLabel = new Map<string, number>();
    for (const s of reads) byLabel.set(s.label, (byLabel.get(s.label) ?? 0) + 1);
    expect(Math.max(...byLabel.values())).toBeGreaterThan(10);
  });
});
