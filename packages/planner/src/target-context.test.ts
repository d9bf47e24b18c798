import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { analyseGoal } from './understand.js';

const read = (text: string, timezone = 'Europe/London') =>
  analyseGoal({ text, today: '2026-11-28', timezone }).goal;
const target = (text: string) => read(text).target;

describe('a number said as where the person stands now is the start, not the target', () => {
  it.each([
    // given
    ['пробежать полумарафон в Казани в мае, бегаю уже 5 км за 32 минуты 3 раза в неделю', 21.1, 'km', 5],
    ['ask for a raise to 85k at my review on 1/15, currently at 72k', 85000, 'USD', 72000],
    [
      'выйти на 300к выручки в месяц на вб, продаю свечи ручной работы, сейчас около 80к',
      300000,
      'RUB',
      80000,
    ],
    ['дописать роман на 80 000 слов, сейчас 23 тысячи, пишу только по выходным', 80000, 'word', 23000],
    // new
    ['пробежать 10 км к лету, пока что бегаю 3 км за 25 минут', 10, 'km', 3],
    ['get my salary to $70k by next spring, right now I make $58k', 70000, 'USD', 58000],
    ['поднять зарплату до 150 тысяч, сейчас 120', 150000, 'RUB', 120000],
    ['write 50k words of my fantasy book, 12k so far', 50000, 'word', 12000],
    ['накопить 200 тысяч к лету, сейчас отложено 40 тысяч', 200000, 'RUB', 40000],
  ])('%s', (text, value, unit, start) => {
    expect(target(text)).toMatchObject({ value, unit, start });
  });

  it.each([
    'pass my driving test first time, it is booked for 14/01, had 12 lessons so far',
    'сдать на права в марте, уже было 15 уроков вождения',
    'get better at chess, currently 3 games a day on lichess',
  ])('%s: no target from a count the person already has', (text) => {
    expect(target(text)).toBeNull();
  });

  it('keeps a target the person wants after a now-word', () => {
    expect(target('сейчас хочу накопить 100 000 ₽ на отпуск')).toMatchObject({ value: 100000, unit: 'RUB' });
    expect(target('I weigh 90 kg now and want to get to 80 kg')).toMatchObject({ value: 80, unit: 'kg' });
    expect(target('хочу уже наконец пробежать 10 км')).toMatchObject({ value: 10, unit: 'km' });
    expect(target('run a 10k, currently 5k')).toMatchObject({ value: 10, unit: 'km' });
  });

  it('shows the start beside a target without a curve', async () => {
    const { printPlan } = await import('./print.js');
    const plan = generatePlan({
      text: 'ask for a raise to 85k at my review on 1/15, currently at 72k',
      today: '2026-11-28',
      timezone: 'America/New_York',
    });
    expect(printPlan(plan)).toContain('Target: $85,000 · now $72,000');
  });
});

describe('a name with a number is no target', () => {
  it.each([
    'route 66 road trip w/ my dad before he gets too old to travel, 2 wks in may',
    'поступить в колледж на ветеринара после 9 класа, по биологии сейчас тройка',
    'save for a trip to see a Boeing 737 cockpit tour',
    'learn to fix my iPhone 15 screen myself',
    'подготовить сына к переходу в 5 класс',
    'drive the whole of Highway 1 down the coast',
    'организовать выпускной для 11Б в июне',
  ])('%s', (text) => {
    expect(target(text)).toBeNull();
  });

  it.each([
    ['drive 66 miles to the coast on my new bike', 66, 'mi'],
    ['read 9 books before summer', 9, 'book'],
    ['прочитать 11 книг за год', 11, 'book'],
    ['save $737 for a new phone', 737, 'USD'],
  ])('%s keeps its count', (text, value, unit) => {
    expect(target(text)).toMatchObject({ value, unit });
  });
});

describe('a distance or a time of context is no target', () => {
  it.each([
    'help my mom move into assisted living by spring, early dementia, i live 3 hrs away',
    'visit my grandparents every month, they live about 200 km away',
    'навещать родителей раз в месяц, живу в 300 км от них',
    'see my dad more often, he is a 4 hour drive from me',
    'ездить к бабушке чаще, до неё 2 часа езды',
    'call my sister every week, she lives 5 hours from me',
  ])('%s', (text) => {
    expect(target(text)).toBeNull();
  });

  it.each([
    ['hike 20 km in one day by summer', 20, 'km'],
    ['проехать 300 км на велосипеде за лето', 300, 'km'],
    ['walk 3 hours from home to the lake', 3, 'hour'],
    ['log 100 hours of flying this year', 100, 'hour'],
  ])('%s keeps its target', (text, value, unit) => {
    expect(target(text)).toMatchObject({ value, unit });
  });
});

describe('an amount per month is a pace, not a one-off sum', () => {
  it.each([
    'cook dinner at home 5 nights a week instead of ubereats, would save like $400 a month',
    'Save $300 a month for a trip to Japan',
    'откладывать по 10 тысяч в месяц на отпуск',
    'put away £150 a week from my wages',
  ])('%s: no one-off total', (text) => {
    expect(target(text)).toBeNull();
  });

  it.each([
    ['save 8k for a car, I can put aside $250 a month', 8000, 'USD'],
    ['Раздать долги друзьям: 45 000 рублей, по 5 тыс в месяц', 45000, 'RUB'],
    [
      'save £2k for a new laptop for uni by september, i get about £600 a month from my part time job',
      2000,
      'GBP',
    ],
  ])('%s: the named sum stays', (text, value, unit) => {
    expect(target(text)).toMatchObject({ value, unit, measure: 'total' });
  });

  it.each([
    ['читать по 30 страниц в день и за 2027 год прочетать 24 книги', 24, 'book'],
    ['read 20 pages every day, 12 books by summer', 12, 'book'],
    ['писать по 500 слов в день, 60 000 слов к осени', 60000, 'word'],
  ])('%s: the count to reach, not the amount a day', (text, value, unit) => {
    expect(target(text)).toMatchObject({ value, unit, measure: 'total' });
  });

  it.each([
    ['read 20 pages a day', 20, 'page'],
    ['walk 10k steps a day', 10000, 'step'],
    ['run 5 km a day and 500 km by the end of next year', 5, 'km'],
  ])('%s: an amount a day alone stays the daily level', (text, value, unit) => {
    expect(target(text)).toMatchObject({ value, unit, measure: 'level' });
  });

  it('reads a monthly pay or takings to reach as a level of work, not a sum to save', () => {
    expect(read('выйти на 300 тыс ₽ в месяц с маникюрного кабинета к 8 марта, сейчас 180')).toMatchObject({
      target: { value: 300000, unit: 'RUB', measure: 'level', start: 180000 },
      category: 'career',
      domain: 'business',
    });
    expect(read('find a remote job paying at least $90k by summer')).toMatchObject({
      target: { value: 90000, measure: 'level' },
      category: 'career',
    });
    expect(read('накопить 500к на первоначальный взнос за год, зп 90 тыс').target).toMatchObject({
      value: 500000,
      measure: 'total',
    });
  });
});

describe('a sum grown from where it is', () => {
  it.each([
    ['grow my emergency fund from $1,200 to $5k by thanksgiving next year', 5000, 'USD', 1200],
    ['довести подушку с 80 до 300к ₽ к лету', 300000, 'RUB', 80000],
  ])('%s', (text, value, unit, start) => {
    expect(target(text)).toMatchObject({ value, unit, start, measure: 'total' });
  });

  it('moves only what is left, so the transfers end on the target', () => {
    const plan = generatePlan(
      { text: 'grow my emergency fund from $1,200 to $5k by next november', today: '2026-11-28' },
      { allSteps: true },
    );
    const shares = plan.tasks
      .map((t) => /^Transfer \d+ of \d+: \$([\d,]+)/u.exec(t.label)?.[1])
      .filter((s): s is string => s !== undefined)
      .map((s) => Number(s.replace(/,/gu, '')));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(3800);
    expect(plan.progression?.points[0]?.value).toBe(1200);
    expect(plan.progression?.points.at(-1)?.value).toBe(5000);
  });
});

describe('a numbered series is shown whole on the first page', () => {
  it.each([
    [
      'save £2k for a new laptop for uni by september, i get about £600 a month',
      /^Transfer (\d+) of (\d+): £([\d,]+)/u,
      2000,
    ],
    ['накопить 240 000 ₽ к концу следующего года', /^Перевод (\d+) из (\d+): ([\d\s\u00a0]+)/u, 240000],
  ])('%s', (text, re, total) => {
    const plan = generatePlan({ text, today: '2026-11-28', timezone: 'Europe/London' });
    const rows = plan.tasks.map((t) => re.exec(t.label)).filter((m) => m !== null);
    const count = Number(rows[0]![2]);
    expect(rows.map((m) => Number(m[1]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(rows.reduce((a, m) => a + Number(m[3]!.replace(/[\s\u00a0,]/gu, '')), 0)).toBe(total);
  });
});

describe('a cushion of months of spending', () => {
  it.each([
    ['собрать финансовую подушку на 6 месяцев, трачу около 70 000 в месяц', 420000, 'RUB'],
    ['build a 3 month emergency fund, I spend about $2,500 a month', 7500, 'USD'],
    ['отложить резерв на 4 месяца, расходы 50 тыс в месяц', 200000, 'RUB'],
  ])('%s', (text, value, unit) => {
    expect(read(text, 'America/New_York').target).toMatchObject({ value, unit, measure: 'total' });
  });

  it('keeps a named sum and a trip saved for over months', () => {
    expect(target('build an emergency fund of $10k in 6 months, i spend $3k a month')).toMatchObject({
      value: 10000,
    });
    expect(target('накопить на отпуск за 6 месяцев, трачу 20 тысяч в месяц на кафе')).toBeNull();
  });

  it('reads "$2,500 a month" as thousands when it sets the pace', () => {
    const goal = read('pay off $12,000 at $1,000 a month', 'America/New_York');
    expect(goal.deadline < '2028-01-01').toBe(true);
  });
});
