import { describe, expect, it } from 'vitest';
import { readFrequency, withoutFrequency } from './frequency.js';
import { generatePlan } from './generate.js';
import { readSchedule } from './rates.js';

describe('readFrequency', () => {
  it.each([
    ['Practise the violin twice a week', 2],
    ['Swim once a week at the local pool', 1],
    ['Go bouldering 3x/wk', 3],
    ['Lift 2-3 times a week', 3],
    ['Растяжка трижды в неделю', 3],
    ['Бассейн дважды в неделю', 2],
    ['Ходить на танцы раз в неделю', 1],
    ['Cycle every other day', 4],
    ['Английский через день', 4],
  ])('%s: %i sessions a week', (text, n) => {
    expect(readSchedule(text)?.sessionsPerWeek).toBe(n);
  });

  it.each([
    ['Phone my aunt twice a month', 2],
    ['Take the kids to a museum every other weekend', 2],
    ['Видеться с отцом раз в две недели', 2],
    ['Write a letter to my pen pal once a month', 4],
    ['Сауна раз в месяц', 4],
    ['Visit the allotment every 3 weeks', 3],
  ])('%s: one session every %i weeks', (text, every) => {
    const s = readSchedule(text);
    expect(s?.sessionsPerWeek).toBe(1);
    expect(s?.everyWeeks).toBe(every);
  });

  it.each([
    ['Practise calligraphy an hour a day', 7],
    ['Учить корейский по часу в день', 7],
    ['Read 20 minutes every evening', 2.33],
    ['Work on the boat 4 hours a month', 1],
    ['Полтора часа в неделю на гитару', 1.5],
    ['Learn Python a couple of hours weekly', 2],
    ['Бегать 3 раза в неделю по 40 минут', 2],
    ['Учить испанский каждый день по 20 мин', 2.33],
  ])('%s: %d hours a week', (text, hours) => {
    expect(readSchedule(text)?.hoursPerWeek).toBe(hours);
  });

  it('leaves limits, sleep and money alone', () => {
    expect(readFrequency('Keep games under 2 hours a day').hoursPerWeek).toBeUndefined();
    expect(readFrequency('Sleep 8 hours every night').hoursPerWeek).toBeUndefined();
    expect(readFrequency('Put aside $5 a week').sessionsPerWeek).toBeUndefined();
    expect(readFrequency('Отложить 5 тыс в месяц').sessionsPerWeek).toBeUndefined();
  });

  it('is no count and no date', () => {
    expect(withoutFrequency('Meet my mentor twice a month').trim()).toBe('Meet my mentor');
    const plan = generatePlan({ text: 'Созваниваться с братом дважды в месяц', today: '2026-03-02' });
    expect(plan.goal.deadlineSource).toBe('default');
    expect(plan.goal.target).toBeNull();
  });

  it('plans sessions in every other week for "twice a month"', () => {
    const plan = generatePlan({ text: 'Play board games with friends twice a month', today: '2026-03-02' });
    const week = (d: string) => Math.floor((Date.parse(d) - Date.parse('2026-03-02')) / (7 * 86_400_000));
    const weeks = new Set(plan.tasks.filter((t) => t.parentId !== null).map((t) => week(t.date)));
    expect(plan.goal.schedule?.everyWeeks).toBe(2);
    expect([...weeks].filter((w) => w < 8).length).toBeLessThanOrEqual(6);
  });
});

describe('the hour the person named', () => {
  it.each([
    ['Jog at 6:30am on weekdays', '06:30'],
    ['Учить слова в 8 вечера', '20:00'],
    ['Practise scales at 7 pm', '19:00'],
  ])('%s: %s', (text, time) => {
    expect(readSchedule(text)?.timeOfDay).toBe(time);
  });
});
