import { describe, expect, it } from 'vitest';
import { toDay, toIso } from './dates.js';
import { generatePlan } from './generate.js';
import { readStart } from './situation-start.js';

const TODAY = '2026-11-28'; // a Saturday
const startOf = (text: string, today = TODAY) => {
  const r = readStart(text, toDay(today), /[а-яё]/iu.test(text) ? 'ru' : 'en');
  return r ? toIso(r.day) : null;
};
const steps = (text: string, today = TODAY) =>
  generatePlan({ text, today }).tasks.filter((t) => t.parentId !== null);

describe('a later start the person names', () => {
  it.each([
    ['Отказаться от сладкого на 30 дней 🍫 начну после нг', '2027-01-01'],
    ['Бросить курить с нового года', '2027-01-01'],
    ['После новогодних праздников начну бегать', '2027-01-09'],
    ['В январе начну учить немецкий', '2027-01-01'],
    ['Копить на машину с января', '2027-01-01'],
    ['Бегать по утрам с понедельника', '2026-11-30'],
    ['С 1 марта бросаю курить', '2027-03-01'],
    ['Со следующей недели хожу в зал три раза в неделю', '2026-11-30'],
    ['Начну учить английский после сессии', '2027-02-01'],
    ['Quit sugar for 30 days starting in January', '2027-01-01'],
    ["After New Year's I'll start the couch to 5k", '2027-01-02'],
    ['Start running on March 1st, 5k by June', '2027-03-01'],
    ['Learn Spanish, starting after my exams', '2027-02-01'],
    ['Begin journaling from Monday', '2026-11-30'],
    ['Go to the gym from next week', '2026-11-30'],
    ['Eat more veg after Christmas', '2027-01-02'],
    ['Save $200 a month from February', '2027-02-01'],
    ['Walk every morning, starting from March', '2027-03-01'],
  ])('%s: %s', (text, day) => {
    expect(startOf(text)).toBe(day);
  });

  it.each([
    'Run 5k in January',
    'Start a YouTube channel in January',
    'Тренировки с понедельника по пятницу',
    'Walk 30 minutes Monday to Friday',
    'Бегаю с мая, хочу пробежать 10 км',
    'Хожу в зал с понедельника, хочу жим 100 кг',
    'Поступить в вуз после ЕГЭ',
    'Учить английский с нуля',
    'Save $100 a month from January to June',
    'Бросить курить к новому году',
    'run the LA marathon in march even tho my knee is still messed up from october',
    'half marathon in april, my ankle has been sore from september',
    'get back to the gym, shoulder injured from august',
  ])('%s: starts today', (text) => {
    expect(startOf(text)).toBeNull();
  });

  it('is not a month already under way', () => {
    expect(startOf('Начну бегать в ноябре')).toBeNull();
  });
});

describe('a plan that starts later', () => {
  it('runs its 30 days from the start, not up to New Year', () => {
    const plan = generatePlan({ text: 'Отказаться от сладкого на 30 дней 🍫 начну после нг', today: TODAY });
    expect(plan.goal.deadline).toBe('2027-01-30');
    expect(
      steps('Отказаться от сладкого на 30 дней 🍫 начну после нг').every((t) => t.date >= '2027-01-01'),
    ).toBe(true);
  });

  it('keeps a written deadline', () => {
    const plan = generatePlan({ text: 'Start running on March 1st, 5k by June', today: TODAY });
    expect(plan.goal.deadline.slice(0, 7)).toBe('2027-06');
    expect(steps('Start running on March 1st, 5k by June').every((t) => t.date >= '2027-03-01')).toBe(true);
  });

  it('begins on Monday for «с понедельника»', () => {
    expect(steps('Делать зарядку каждое утро с понедельника')[0]!.date).toBe('2026-11-30');
  });

  it('begins today without a start named', () => {
    expect(steps('Делать зарядку каждое утро')[0]!.date).toBe(TODAY);
  });
});
