import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';

const today = '2026-11-27';
const labels = (text: string) => {
  const plan = generatePlan({ text, today });
  expect(planProblems(plan, { today })).toEqual([]);
  return plan.tasks.map((t) => t.label).join('\n');
};

describe('steps for where the person starts', () => {
  it.each([
    ['Learn to play the piano', /beginner course|basics/i],
    ['Научиться играть на гитаре', /для начинающих|Основы/u],
  ])('a beginner (%s) gets the gear and the first lessons', (text, beginner) => {
    expect(labels(text)).toMatch(beginner);
  });

  it.each([
    [
      'Play the piano well for my recital on March 20, been playing 8 yrs',
      /beginner course|the basics|Gear ready/i,
    ],
    ['Выучить пьесу к отчётному концерту, играю на гитаре 6 лет', /для начинающих|Основы|Всё необходимое/u],
  ])('someone experienced (%s) does not', (text, beginner) => {
    expect(labels(text)).not.toMatch(beginner);
  });
});
