import { describe, expect, it } from 'vitest';
import { generatePlan } from '../generate.js';

const plan = (text: string) => generatePlan({ text, today: '2026-11-28' });
const sorting = (text: string) =>
  plan(text).tasks.filter((t) => /^(?:Sorting session|Разбор,)/u.test(t.label));

describe('a clear-out takes weeks, then upkeep', () => {
  it.each([
    'Finaly get the garage organized so both cars fit, by Thanksgiving next year lol',
    'Declutter the whole house by next October',
    'Разобрать гараж и кладовку до конца следующего года',
  ])('%s: sorting sessions end within about three months', (text) => {
    const days = sorting(text).map((t) => t.date);
    expect(days.length).toBeGreaterThan(10);
    expect(days.at(-1)! < '2027-03-01').toBe(true);
    expect(plan(text).goal.deadline > '2027-09-01').toBe(true);
  });

  it('keeps a short clear-out mostly sorting', () => {
    const days = sorting('Declutter the spare room in 4 weeks').map((t) => t.date);
    expect(days.length).toBeGreaterThanOrEqual(6);
  });
});
