import { describe, expect, it } from 'vitest';
import { toDay, toIso } from '../dates.js';
import { generatePlan } from '../generate.js';

const APPLY = /^(?:Apply to|Send \d+ applications|Откликнуться|Отправить \d+ отклик)/u;

/** The longest run of days between two applications, from the first step on. */
function longestGap(text: string): number {
  const plan = generatePlan({ text, today: '2026-11-28' });
  const days = plan.tasks
    .filter((t) => t.parentId !== null && APPLY.test(t.label))
    .map((t) => toDay(t.date))
    .sort((a, b) => a - b);
  expect(days.length).toBeGreaterThan(5);
  return Math.max(...days.slice(1).map((d, i) => d - days[i]!));
}

describe('a job search keeps applying', () => {
  it.each([
    'Land a UX job by end of Q1 - bootcamp grad, 40 applications in, 2 interviews so far',
    'Find a new job as a data analyst in 6 months',
    'Сменить работу на аналитика данных за полгода',
    'Найти работу тестировщиком к лету',
  ])('%s: never more than two weeks without an application', (text) => {
    expect(longestGap(text)).toBeLessThanOrEqual(14);
  });

  it('starts applying within the first two months', () => {
    const plan = generatePlan({ text: 'Find a new job as a data analyst in 6 months', today: '2026-11-28' });
    const first = plan.tasks.find((t) => APPLY.test(t.label))!;
    expect(first.date <= toIso(toDay('2026-11-28') + 60)).toBe(true);
  });
});
