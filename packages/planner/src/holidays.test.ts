import { describe, expect, it } from 'vitest';
import { toDay } from './dates.js';
import { generatePlan } from './generate.js';
import { countryFor, isHoliday } from './holidays.js';
import { planProblems } from './plan-invariants.js';

describe('calendar sense', () => {
  it('knows the country from the time zone, else from the language', () => {
    expect(countryFor('Europe/Moscow', 'en')).toBe('RU');
    expect(countryFor('America/Chicago', 'ru')).toBe('US');
    expect(countryFor('Europe/London', 'en')).toBe('GB');
    expect(countryFor(undefined, 'ru')).toBe('RU');
  });

  it('has each country’s own days off, from the library’s rules', () => {
    for (let d = 1; d <= 8; d++) expect(isHoliday(toDay(`2027-01-0${d}`), 'ru', 'RU')).toBe(true);
    expect(isHoliday(toDay('2026-11-26'), 'en', 'US')).toBe(true); // Thanksgiving
    expect(isHoliday(toDay('2026-11-26'), 'en', 'GB')).toBe(false);
    expect(isHoliday(toDay('2026-12-28'), 'en', 'GB')).toBe(true); // Boxing Day, substitute
    expect(isHoliday(toDay('2027-03-08'), 'ru', 'RU')).toBe(true);
    expect(isHoliday(toDay('2027-03-08'), 'en', 'US')).toBe(false);
  });

  it.each([
    ['Finish my thesis chapter with my supervisor by February', 'America/New_York', 'en'],
    ['Get a driving licence by spring', 'Europe/London', 'en'],
    ['Получить права к весне', 'Europe/Moscow', 'ru'],
    ['Apply to a PhD programme by March', 'America/Los_Angeles', 'en'],
    ['Поступить в магистратуру к лету', 'Asia/Novosibirsk', 'ru'],
  ])('%s (%s): no meeting, appointment or exam on a public holiday', (text, timezone, lang) => {
    const today = '2026-11-22';
    const plan = generatePlan({ text, today, timezone }, { allSteps: true });
    expect(plan.goal.language).toBe(lang);
    const country = countryFor(timezone, plan.goal.language);
    const withPeople = plan.tasks.filter((t) => t.workday);
    expect(withPeople.length).toBeGreaterThan(0);
    for (const t of withPeople)
      expect(isHoliday(toDay(t.date), plan.goal.language, country), `${t.label} ${t.date}`).toBe(false);
    expect(planProblems(plan, { today, timezone })).toEqual([]);
  });

  it('keeps the days and times the person asked for', () => {
    const plan = generatePlan({
      text: 'Get a driving licence by spring',
      today: '2026-11-22',
      timezone: 'America/New_York',
      preferences: { weekdays: [2, 4], timeOfDay: '18:30' },
    });
    for (const t of plan.tasks.filter((x) => x.parentId && !x.workday)) {
      expect([2, 4]).toContain(((new Date(`${t.date}T00:00Z`).getUTCDay() + 6) % 7) + 1);
    }
  });
});
