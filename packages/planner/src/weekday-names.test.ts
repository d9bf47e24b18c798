import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { readSchedule } from './rates.js';
import { routineWeekdays } from './weekday-names.js';

const weekday = (iso: string) => ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('days and rhythms said in a few words', () => {
  it.each([
    ['Go to the gym Mon, Wed and Fri', [1, 3, 5]],
    ['Yoga Tue/Thu mornings', [2, 4]],
    ['Ходить в бассейн пн, ср, пт', [1, 3, 5]],
    ['Английский по вторникам и четвергам', [2, 4]],
  ])('"%s" names the days %j', (text, days) => {
    expect(routineWeekdays(text)).toEqual(days);
    const plan = generatePlan({ text, today: '2026-11-27' });
    const used = new Set(plan.tasks.filter((t) => t.parentId !== null).map((t) => weekday(t.date)));
    expect([...used].sort()).toEqual(days);
  });

  it('a single day is a deadline, not a routine', () => {
    expect(routineWeekdays('Run 5k by Friday')).toBeNull();
    expect(routineWeekdays('Сдать отчёт в пятницу')).toBeNull();
  });

  it('an amount before bed is a nightly habit in the evening', () => {
    for (const text of ['Read 20 pages before bed', 'Читать 20 страниц перед сном']) {
      const s = readSchedule(text);
      expect(s?.weekdays?.length ?? s?.sessionsPerWeek, text).toBe(7);
      expect(Number(s?.timeOfDay?.slice(0, 2)), text).toBeGreaterThanOrEqual(17);
    }
  });
});
