import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

const TODAY = '2026-11-28';
const plan = (text: string) => generatePlan({ text, today: TODAY }, { allSteps: true });
const steps = (text: string) => plan(text).tasks.filter((t) => t.parentId !== null);

const POTTY = [
  'Приучить сына к горшку',
  'Potty train my daughter by summer',
  'Get my son out of nappies by spring',
  'Отучить дочку от подгузников к лету',
  'toilet training our 2 year old',
  'приучить малыша к горшку до садика',
];
const NOT_POTTY = ['Слепить горшок на гончарном круге', 'Toilet train the puppy', 'Read 12 books this year'];

describe('potty training', () => {
  it.each(POTTY)('%s gets the potty-training plan', (text) => {
    expect(plan(text).goal.domain).toBe('potty-training');
  });
  it.each(NOT_POTTY)('%s is not potty training', (text) => {
    expect(plan(text).goal.domain).not.toBe('potty-training');
  });
  it.each(['Пересадить цветы в новые горшки', 'Stop my potty mouth at work', 'Купить горшки для рассады'])(
    '%s is no child’s habit either',
    (text) => {
      expect(['potty-training', 'child-habit']).not.toContain(plan(text).goal.domain);
    },
  );
  it.each(['Отучить дочку от соски к весне', 'Get my toddler to sleep in his own bed'])(
    '%s stays a child habit',
    (text) => {
      expect(plan(text).goal.domain).toBe('child-habit');
    },
  );

  it.each([
    [
      'Приучить сына к горшку',
      /готовност/u,
      /после сна/u,
      /после (?:еды|завтрака)/u,
      /перед прогулкой/u,
      /без (?:ругани|наказаний)/u,
    ],
    [
      'Potty train my daughter by summer',
      /readiness signs/u,
      /after waking/u,
      /after (?:meals|breakfast)/u,
      /before going out/u,
      /no (?:scolding|punishment)/u,
    ],
  ])(
    '%s: readiness first, prompts through the day, no punishment',
    (text, ready, waking, meals, out, gentle) => {
      const list = steps(text);
      expect(list[0]!.label).toMatch(ready);
      const prompts = list.filter((t) => waking.test(t.label) && meals.test(t.label) && out.test(t.label));
      expect(prompts.length).toBeGreaterThan(10);
      expect(list.some((t) => gentle.test(t.label))).toBe(true);
      expect(
        list.some((t) => /наказ|punish/iu.test(t.label) && !/без|не наказ|no |not /iu.test(t.label)),
      ).toBe(false);
    },
  );

  it('prompts come every day of a week, not one session', () => {
    const list = steps('Potty train my daughter by summer').filter((t) => /after waking/u.test(t.label));
    const first = list[0]!.date;
    const week = list.filter((t) => t.date >= first && t.date < '2026-12-19');
    expect(new Set(week.map((t) => t.date)).size).toBeGreaterThanOrEqual(6);
  });
});
