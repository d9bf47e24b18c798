import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

/** What a goal says about its deadline and its numbers: the date it names, the target, and where it starts. */

const TODAY = '2026-11-28';
const read = (text: string, timezone = 'Europe/Moscow') => {
  const goal = generatePlan({ text, today: TODAY, timezone }).goal;
  return { deadline: goal.deadline, target: goal.target };
};

describe('a deadline the goal states', () => {
  it.each([
    // A day said as the deadline outranks a season named for something else.
    [
      'get into an ADN nursing program for fall 2027, need to retake A&P and apply by 2/1',
      'America/New_York',
      '2027-02-01',
    ],
    ['get into a masters program for fall 2027, applications due March 3rd', 'America/Chicago', '2027-03-03'],
    ['поступить в магистратуру осенью 2027, документы подать до 20 июня', 'Europe/Moscow', '2027-06-20'],
    // A numeric day read in the person's own order.
    ["plan my sister's hen do for 3/4 in Manchester, 12 girls", 'Europe/London', '2027-04-03'],
    ['plan a surprise party for 3/4', 'America/New_York', '2027-03-04'],
    // A score before the date is no date.
    ['сдать IELTS на 7.0 до 15.04, по пробнику 6.0', 'Asia/Almaty', '2027-04-15'],
    ['get IELTS 7.5 by 15/04, at 6.5 now', 'Europe/London', '2027-04-15'],
    // A holiday of the person's country, by the library's name for it.
    ['найти девушку к Наурызу 😅 интроверт', 'Asia/Almaty', '2027-03-21'],
    ['выучить 100 слов до Дня Конституции', 'Asia/Almaty', '2027-03-15'],
    ['paint the deck by Canada Day', 'America/Toronto', '2027-07-01'],
    // A year said with the holiday.
    ['chat with my in-laws in Spanish by xmas 2027', 'America/New_York', '2027-12-25'],
    ['save £5k by next xmas (2027 obvs, not this one lol)', 'Europe/London', '2027-12-25'],
    ['bake a proper cake by xmas', 'America/New_York', '2026-12-25'],
    // The length of a trip in a named month is not the deadline.
    ['объездить Грузию на машине за 10 дней в сентябре', 'Asia/Vladivostok', '2027-09-30'],
    [
      'backpack SE Asia for 3 months starting in June, need to save $9k first',
      'America/New_York',
      '2027-06-30',
    ],
    // A school year is not a span.
    ["get my son into grammar school - 11+ is in September, he's in year 5", 'Europe/London', '2027-09-30'],
  ])('%s (%s): %s', (text, zone, day) => {
    expect(read(text, zone).deadline).toBe(day);
  });

  it.each([
    // Near-misses: a span that is the deadline stays one.
    ['похудеть на 3 кг за 10 дней', '2026-12-08'],
    ['найти работу джуном QA за 3 месяца, курсы закончил в октябре', '2027-02-28'],
    ['learn 100 words in 10 days', '2026-12-08'],
  ])('%s keeps its span: %s', (text, day) => {
    expect(read(text).deadline).toBe(day);
  });

  it('a challenge of days starting in a month is no trip', () => {
    expect(read('Quit sugar for 30 days starting in January', 'America/New_York').deadline).toBe(
      '2027-01-31',
    );
  });
});

describe('numbers already done are the start, not the target', () => {
  it.each([
    ['finish my fantasy novel draft before my new job on 6/4. at 23k words, aiming for 90k', 90000, 23000],
    ['дописать роман: уже 40к слов из 90к, черновик закончить к 1 мая', 90000, 40000],
    ['дописать роман, сейчас 30 тысяч слов, хочу 100 тысяч', 100000, 30000],
    ['первый черновик романа на 80 тыс слов к Масленице, сейчас 12 тыс', 80000, 12000],
  ])('%s: %d from %d', (text, value, start) => {
    expect(read(text, 'Australia/Sydney').target).toMatchObject({ unit: 'word', value, start });
  });

  it.each([
    'land a UX job by end of Q1 - bootcamp grad, 40 applications in, 2 interviews so far',
    'найти работу тестировщиком к весне, откликов уже 40, собеседований 2',
  ])('%s: the count sent is no target', (text) => {
    expect(read(text, 'America/New_York').target).toBeNull();
  });

  it.each([
    ['finish my thesis draft, 3 of 6 chapters done, due to my advisor 1/15', 6, 'chapter'],
    ['meet at 5 new friends by spring', 5, 'friend'],
  ])('%s: still %d %s', (text, value, unit) => {
    expect(read(text, 'America/New_York').target).toMatchObject({ value, unit });
  });
});

describe('a session length, a share per person or a streak is no target', () => {
  it.each([
    [
      'teach myself python to automate the excel reports at work in 6 wks, 1 hr on weekday lunch breaks',
      'America/New_York',
    ],
    [
      'switch to instructional design by the end of the school year, 1 hr a night after the kids are in bed',
      'America/New_York',
    ],
    ['get into a sauna habit - 3x a week after climbing, 15-20 min. my gym has one', 'Pacific/Auckland'],
    ['learn spanish by xmas 2027. duolingo streak 40 days, 20 min/day', 'America/New_York'],
    ['save $150 each month', 'America/New_York'],
    ['учить английский к лету, по 1 часу в день', 'Europe/Moscow'],
  ])('%s', (text, zone) => {
    expect(read(text, zone).target).toBeNull();
  });

  it('a budget per person is not the sum: the hen do is no £150 goal', () => {
    expect(read("plan my sister's hen do for 3/4, budget £150 each", 'Europe/London').target?.unit).not.toBe(
      'GBP',
    );
  });

  it.each([
    ['build a 100 day duolingo streak', 100, 'day'],
    ['study 100 hours for the exam', 100, 'hour'],
    ['save $3000 by June, $150 each week', 3000, 'USD'],
  ])('%s: still %d %s', (text, value, unit) => {
    expect(read(text, 'America/New_York').target).toMatchObject({ value, unit });
  });
});

describe('a score wanted and a misspelt card', () => {
  it.each([
    ['поступить в МГУ на бюджет (мехмат). профиль решаю на 60-65 баллов, надо 90+ к экзамену', 90],
    ['надо сдать экзамен на 80 баллов', 80],
    ['сдать тест на 70 баллов, сейчас 50', 70],
  ])('%s: %d points', (text, value) => {
    expect(read(text).target).toMatchObject({ value, unit: 'point' });
  });

  it('«закрыть кридитку 180 000» is a debt of 180,000 roubles', () => {
    expect(read('закрыть кридитку 180 000 под 34,9% к июлю').target).toMatchObject({
      value: 180000,
      unit: 'RUB',
    });
  });
});
