import { describe, expect, it } from 'vitest';
import { analyseGoal } from './understand.js';

const TODAY = '2026-11-28';
const target = (text: string, timezone = 'Europe/Moscow') => {
  const t = analyseGoal({ text, today: TODAY, timezone }).goal.target;
  return t ? { value: t.value, unit: t.unit, ...(t.start !== undefined ? { start: t.start } : {}) } : null;
};

describe('a number said as what one does now is the start, never the target', () => {
  it('a time over a distance one runs now is not the time to beat', () => {
    expect(target('проплыть 2 км в мае. плаваю в бассейне 1 км за 30 мин')).toEqual({
      value: 2,
      unit: 'km',
      start: 1,
    });
  });
  it('what one has is not the count to reach', () => {
    expect(
      target(
        'get my pottery stall to 6 markets a month by June, my instagram has 400 followers',
        'America/Chicago',
      ),
    ).toMatchObject({ value: 6 });
  });
  it('a wish before the verb keeps the number the target', () => {
    expect(target('хочу пробежать 10 км, пока бегаю 3 км')).toMatchObject({ value: 10, unit: 'km' });
  });
});

describe('a school year said with its ending is no length', () => {
  it.each([
    ['сдать ОГЭ по химии, сын в 9м, репетитор по средам'],
    ['поступить в колледж после 9ки, хожу на курсы'],
    ['дочь в 11-м, подготовиться к ЕГЭ по русскому'],
  ])('%s', (text) => {
    expect(target(text)?.unit).not.toBe('m');
  });
  it('a distance with its own words stays one', () => {
    expect(target('проплыть 400 м без остановки')).toMatchObject({ value: 400 });
  });
});

describe('the noun an English count is of', () => {
  it.each([
    ['film 20 short cooking videos for my channel by March', 20, 'video'],
    ['sell 15 handmade leather wallets at the christmas market', 15, 'wallets'],
    ['get 10 paying clients for my bookkeeping side gig', 10, 'clients'],
  ])('%s', (text, value, unit) => {
    expect(target(text, 'America/New_York')).toMatchObject({ value, unit });
  });
  it('a time of day after a count is never its noun', () => {
    expect(target('learn basic excel in 2 months, 20 min evenings only', 'America/New_York')).toBeNull();
  });
});

describe('a rate reached to is the target', () => {
  it.each([
    ['выйти на 12 клиентов в неделю по стрижке собак к лету', 12],
    ['grow my cleaning business to 15 regular houses a week by spring', 15],
  ])('%s', (text, value) => {
    expect(target(text, /[а-я]/u.test(text) ? 'Europe/Moscow' : 'America/Chicago')).toMatchObject({ value });
  });
  it('a rate one keeps now is not', () => {
    expect(target('бросить энергетики, пью по 3 банки в день')).toBeNull();
  });
});

describe('a school mark on a five-point scale', () => {
  it.each([
    ['сдать ОГЭ по физике на 4, сын в 9-м классе', 4],
    ['закрыть четверть по алгебре на пятёрку', 5],
    ['сдать сессию на отлично', 5],
    ['поступить в колледж, нужен средний балл аттестата не ниже 4.2', 4.2],
  ])('%s', (text, value) => {
    expect(target(text)).toEqual({ value, unit: 'grade' });
  });
  it.each([['сдать экзамен на 5 курсе'], ['сдать ЕГЭ по химии на 85'], ['сдать сессию на 2 недели раньше']])(
    'is not a course, a test score or a span: %s',
    (text) => {
      expect(target(text)?.unit).not.toBe('grade');
    },
  );
});

describe('a budget, money lost or savings is no target', () => {
  it.each([
    ['plan a 40th for my husband in March, about 30 people, budget $1,200', 'America/Chicago'],
    ['организовать юбилей маме в мае, бюджет около 80 тыс', 'Europe/Moscow'],
    ['stop gambling on slots, lost about £2k since summer', 'Europe/London'],
    ['открыть пекарню к осени, есть 2 млн накоплений', 'Europe/Moscow'],
    ['собрать класс на встречу выпускников, бюджет по 2 тыс с человека', 'Europe/Moscow'],
  ])('%s', (text, tz) => {
    const unit = analyseGoal({ text, today: TODAY, timezone: tz }).goal.target?.unit ?? 'none';
    expect(unit).not.toMatch(/^(?:USD|GBP|EUR|RUB|тыс)$/u);
  });
  it('a sum to reach beside a budget is kept', () => {
    expect(target('save $5,000 for the trip, budget $300 a month for fun', 'America/Chicago')).toMatchObject({
      value: 5000,
      unit: 'USD',
    });
  });
  it('a sum to save is a target', () => {
    expect(target('накопить 300 тыс на машину к осени')).toMatchObject({ value: 300000, unit: 'RUB' });
  });
});
