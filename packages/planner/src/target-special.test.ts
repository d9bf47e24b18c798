import { describe, expect, it } from 'vitest';
import { analyseGoal } from './understand.js';

const target = (text: string) => {
  const t = analyseGoal({ text, today: '2026-11-27', timezone: 'Europe/London' }).goal.target;
  return t && { value: t.value, unit: t.unit };
};

describe('targets that are not a plain amount', () => {
  it.each([
    ['Run a 10k under 48 min', 48, 'minute'],
    ['Проплыть 1 км быстрее 20 минут', 20, 'minute'],
    ['Sub-22 parkrun 5k by spring', 22, 'minute'],
    ['Break 3 hours at the Berlin marathon', 3, 'hour'],
    ['Half marathon in under 1:50', 110, 'minute'],
    ['Push my blitz rating to 1600', 1600, 'rating'],
    ['Get a 3.8 GPA this year', 3.8, 'gpa'],
    ['Get down to 15% body fat', 15, 'percent'],
    ['Накопить полмиллиона к лету', 500_000, 'RUB'],
    ['Lose 12 lbs before the reunion', 12, 'lb'],
  ])('%s: %d %s', (text, value, unit) => {
    expect(target(text)).toEqual({ value, unit });
  });

  it.each([
    'Get up at 6:15 every day',
    'Cook healthy meals for my family of 6',
    'Научиться готовить на семью из 5 человек',
    'Pass the level 3 sommelier course',
    'Sleep 7 hours every night',
    'Сделать ремонт в квартире 60 м2',
    'Move into a 3 bedroom house',
    'Открыть бар на 30 мест',
  ])('%s: no target', (text) => {
    expect(target(text)).toBeNull();
  });
});
