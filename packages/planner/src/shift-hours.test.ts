import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { sessionTime, worksNights } from './shift-hours.js';

const hoursOf = (text: string) =>
  new Set(generatePlan({ text, today: '2026-11-28' }).tasks.map((task) => task.time?.slice(0, 2)));

describe('a night worker’s sessions', () => {
  it.each([
    'walk 10k steps a day, I work night shifts at a warehouse',
    'get fit, doing 12h nights 4 a week as a paramedic',
    'похудеть на 5 кг, работаю в ночные смены',
    'бегать 3 раза в неделю, работаю по ночам',
  ])('%s: none in the morning or at lunch', (text) => {
    expect(worksNights(text)).toBe(true);
    for (const h of hoursOf(text)) if (h) expect(Number(h) < 6 || Number(h) >= 16).toBe(true);
  });
  it.each([
    'sleep through the night',
    'stop eating at night',
    'read every night before bed',
    'ночью не есть',
  ])('%s is no night worker', (text) => expect(worksNights(text)).toBe(false));
  it('keeps an evening time', () => expect(sessionTime('night shifts', '19:00')).toBe('19:00'));
  it('keeps a stated time', () =>
    expect(
      generatePlan({
        text: 'walk 8000 steps, I work night shifts',
        today: '2026-11-28',
        preferences: { timeOfDay: '09:00' },
      }).tasks.some((task) => task.time === '09:00'),
    ).toBe(true));
});
