import { describe, expect, it } from 'vitest';
import { sessionLength } from './frequency.js';
import { generatePlan } from './generate.js';
import { readSchedule } from './rates.js';

describe('the time of day the person gives', () => {
  it.each([
    ['learn excel properly for work by Paddys day, 2 evenings a week, no weekends', '19:00'],
    ['Practise the ukulele three evenings a week', '19:00'],
    ['Учить испанский 2 вечера в неделю', '19:00'],
    ['Run 3 mornings a week before work', '07:00'],
  ])('%s: %s', (text, time) => {
    expect(readSchedule(text)?.timeOfDay).toBe(time);
  });

  it.each([
    'Journal every night before bed, even just 3 lines',
    'Read 20 pages before going to sleep',
    'Stretch at bedtime for 10 minutes',
    'Вести дневник каждый вечер перед сном',
    'Читать на ночь по 15 минут',
  ])('%s: late evening', (text) => {
    expect(readSchedule(text)?.timeOfDay).toBe('21:30');
  });

  it('keeps dinner-time evenings and named hours as they were', () => {
    expect(readSchedule('Cook dinner at home every evening')?.timeOfDay).toBe('19:00');
    expect(readSchedule('Walk the dog every night after work')?.timeOfDay).toBe('19:00');
    expect(readSchedule('Meditate before bed at 10pm')?.timeOfDay).toBe('22:00');
    expect(readSchedule('Stop checking my phone in bed in the morning')?.timeOfDay).toBe('07:00');
  });

  it('plans a bedtime habit at bedtime, with cues that fit the evening', () => {
    const plan = generatePlan({
      text: 'Journal every night before bed, even just 3 lines',
      today: '2026-11-28',
    });
    const steps = plan.tasks.filter((t) => t.parentId !== null);
    expect(steps.every((t) => t.time >= '21:00')).toBe(true);
    expect(steps.some((t) => /coffee/iu.test(t.label))).toBe(false);
  });

  it('plans "2 evenings a week" in the evening, on two weekdays', () => {
    const plan = generatePlan({
      text: 'Get good at Power BI by March, 2 evenings a week, no weekends',
      today: '2026-11-28',
    });
    const steps = plan.tasks.filter((t) => t.parentId !== null);
    expect(steps.every((t) => t.time >= '17:00')).toBe(true);
  });
});

describe('the length of each session', () => {
  it.each([
    ['могу заниматься 3 раза в неделю по часу', 1],
    ['Гитара 2 раза в неделю по полчаса', 0.5],
    ['Бассейн дважды в неделю по полтора часа', 1.5],
    ['Piano three times a week, an hour each', 1],
    ['Swim twice a week for 45 min each', 0.75],
  ])('%s: %s h', (text, hours) => {
    expect(sessionLength(text)).toBe(hours);
  });

  it('gives hours a week from the count and the length', () => {
    expect(
      readSchedule('Подтянуть английский с B1 до B2 к сентябрю, могу заниматся 3 раза в неделю по часу'),
    ).toMatchObject({ sessionsPerWeek: 3, hoursPerWeek: 3 });
    expect(readSchedule('Yoga twice a week, half an hour a session')).toMatchObject({
      sessionsPerWeek: 2,
      hoursPerWeek: 1,
    });
  });

  it('is not an hour a day or a week', () => {
    expect(sessionLength('Учить корейский по часу в день')).toBeNull();
    expect(sessionLength('an hour a week on the boat')).toBeNull();
    expect(readSchedule('Учить корейский по часу в день')?.hoursPerWeek).toBe(7);
  });
});

describe('an amount a day is a daily habit', () => {
  it.each([
    'Пить 2 литра воды в день и меньше сладкого',
    'Drink 8 glasses of water a day',
    'Walk 5 km a day',
  ])('%s: every day', (text) => {
    expect(readSchedule(text)).toMatchObject({ sessionsPerWeek: 7 });
  });

  it('is not an amount a month or a week', () => {
    expect(readSchedule('Lose 2 kg a month')?.sessionsPerWeek).toBeUndefined();
    expect(readSchedule('Run 20 km a week')?.sessionsPerWeek).toBeUndefined();
  });
});

describe('the days the person gives', () => {
  it.each([
    ['Тренировки 3 раза в неделю по вечерам, только будни', [1, 2, 3, 4, 5]],
    ['Get the kids down to 1 hr of screens on school nights', [1, 2, 3, 4]],
    ['Read with my son on school nights', [1, 2, 3, 4]],
  ])('%s', (text, days) => {
    expect(readSchedule(text)?.weekdays).toEqual(days);
  });

  it.each([
    ['больше времени с детьми: без телефона с 19 до 21 по будням'],
    ['Ложиться спать до 23:00 хотя бы в будни'],
    ['Spend more time with my kids, no phone 7-9pm on weekdays'],
    ['Read to my kids on weekday evenings'],
  ])('%s: each weekday when no count is given', (text) => {
    expect(readSchedule(text)).toMatchObject({ weekdays: [1, 2, 3, 4, 5], sessionsPerWeek: 5 });
  });

  it('keeps a count and reads the time given each weekday', () => {
    expect(readSchedule('тренеровки 3 раза в неделю по вечерам, только будни')?.sessionsPerWeek).toBe(3);
    expect(readSchedule('Prep for FAANG interviews, 2 hrs every weekday')?.hoursPerWeek).toBe(10);
    expect(readSchedule('30 min each weekday of Spanish')?.hoursPerWeek).toBe(2.5);
    expect(readSchedule('Study 2 hours every week')?.hoursPerWeek).toBe(2);
    expect(readSchedule('Paint the whole house interior, weekends only')?.sessionsPerWeek).toBeUndefined();
    expect(readSchedule('get to the gym, no weekends')?.sessionsPerWeek).toBeUndefined();
  });

  it('reads «по 30 мин утром» with no count as every morning', () => {
    expect(readSchedule('Подтянуть английский к лету, по 30 мин утром')).toMatchObject({
      sessionsPerWeek: 7,
      timeOfDay: '07:00',
    });
    expect(readSchedule('Гитара 3 раза в неделю по 30 мин вечером')?.sessionsPerWeek).toBe(3);
    expect(readSchedule('Учить слова по 20 минут')?.sessionsPerWeek).toBeUndefined();
  });
});

describe('one-off steps keep to the sessions asked for', () => {
  it('puts the setup steps of "2 evenings a week, no weekends" on the two session days', () => {
    const plan = generatePlan({
      text: 'Learn Excel (pivot tables, xlookup, power query) by March, 2 evenings a week, no weekends',
      today: '2026-11-28',
    });
    const days = new Set(
      plan.tasks.filter((t) => t.parentId !== null).map((t) => new Date(`${t.date}T12:00:00Z`).getUTCDay()),
    );
    expect(days.size).toBeLessThanOrEqual(2);
  });
});
