import { describe, expect, it } from 'vitest';
import { analyseGoal } from './understand.js';

const TODAY = '2026-11-28';
const read = (text: string, timezone = 'Europe/London') => {
  const g = analyseGoal({ text, today: TODAY, timezone }).goal;
  return g.deadlineSource === 'text' ? g.deadline : null;
};

describe('by a season: the day it begins; before or until it: the day before', () => {
  it.each([
    ['Clear out the shed by spring', '2027-03-01', 'Europe/London'],
    ['finish the quilt by fall, 2 blocks a week', '2027-09-01', 'America/Chicago'],
    ['get the boat ready by the summer', '2027-06-01', 'Europe/Dublin'],
    ['Сшить пальто к весне', '2027-03-01', 'Europe/Moscow'],
    ['выучить 30 аккордов к осени', '2027-09-01', 'Europe/Moscow'],
    ['поменять резину до зимы', '2026-11-30', 'Europe/Moscow'],
    ['переклеить обои до лета', '2027-05-31', 'Europe/Moscow'],
    ['paint the fence before summer', '2027-05-31', 'Europe/London'],
    // Winter has not begun on 28 November: by winter is three days away.
    ['insulate the loft by winter', '2026-12-01', 'Europe/London'],
    // The year after this one's: said with the season.
    ['построить баню к осени следующего года', '2027-09-01', 'Europe/Moscow'],
    ['утеплить веранду к зиме следующего года', '2027-12-01', 'Europe/Moscow'],
    ['run a marathon by spring next year', '2027-03-01', 'America/New_York'],
    // The southern hemisphere's winter begins in June.
    ['learn to surf by winter', '2027-06-01', 'Australia/Sydney'],
  ])('%s → %s', (text, day, tz) => {
    expect(read(text, tz)).toBe(day);
  });
});

describe('the end of a month without its day is its last day', () => {
  it.each([
    ['Провести выпускной, конец мая', '2027-05-31', 'Europe/Moscow'],
    ['сдать отчёт конец марта', '2027-03-31', 'Europe/Moscow'],
    ['Sell the old car by the end of February', '2027-02-28', 'Europe/London'],
    ['tile the bathroom end of april', '2027-04-30', 'America/Chicago'],
    ['finish the first draft in late October', '2027-10-31', 'America/Chicago'],
  ])('%s → %s', (text, day, tz) => {
    expect(read(text, tz)).toBe(day);
  });

  it('keeps a named day of the month', () => {
    expect(read('сдать отчёт 15 мая', 'Europe/Moscow')).toBe('2027-05-15');
    expect(read('Sell the car by 3 March', 'Europe/London')).toBe('2027-03-03');
  });
});
