import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

describe('a span set by a named year or month-long challenge', () => {
  const goal = (text: string, timezone: string) => generatePlan({ text, today: '2026-11-28', timezone });
  it.each([
    ['read 52 books in 2027 - one a week. got 31 done this year', 'Australia/Sydney'],
    ['прочитать 24 книги в 2027 году', 'Europe/Moscow'],
  ])('%s counts from 1 January', (text, zone) => {
    const first = goal(text, zone)
      .tasks.filter((t) => t.parentId !== null)
      .map((t) => t.date)
      .sort()[0]!;
    expect(first >= '2027-01-01').toBe(true);
  });

  it.each([
    ['read 52 books by the end of 2027', 'Australia/Sydney'],
    ['read 20 books in 2026', 'Europe/London'],
    ['читать по 30 страниц в день и за 2027 год прочитать 24 книги', 'Europe/Moscow'],
  ])('%s starts now', (text, zone) => {
    const first = goal(text, zone)
      .tasks.filter((t) => t.parentId !== null)
      .map((t) => t.date)
      .sort()[0]!;
    expect(first < '2026-12-05').toBe(true);
  });

  it.each([
    [
      'Cut back on the drink - weekends only, max 4 a week. doing Dry January first then keep it going',
      'Europe/Dublin',
      '2027-03-28',
    ],
    ['do dry january', 'Europe/London', '2027-01-31'],
    ['сухой январь, потом пить только по выходным', 'Europe/Moscow', '2027-03-28'],
  ])('%s runs to %s', (text, zone, day) => {
    expect(goal(text, zone).goal.deadline).toBe(day);
  });
});
