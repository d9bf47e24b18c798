import { describe, expect, it } from 'vitest';
import { analyseGoal } from './understand.js';

const TODAY = '2026-11-27';
const read = (text: string, timezone: string) => {
  const g = analyseGoal({ text, today: TODAY, timezone }).goal;
  return g.deadlineSource === 'text' ? g.deadline : null;
};

describe('deadlines in the writer’s seasons, holidays and date forms', () => {
  it.each([
    // South of the equator winter starts in June and summer ends in February.
    ['Finish the deck b4 winter', '2027-05-31', 'Australia/Perth'],
    ['Get the pool clean by the end of summer', '2027-02-28', 'Australia/Melbourne'],
    ['Read three novels over the summer', '2027-02-28', 'Pacific/Auckland'],
    ['Finish the deck b4 winter', '2026-11-30', 'Europe/London'],
    // A dotted day and month is a date even without a preposition.
    ['Сдать проект 18.03, рисую вечерами', '2027-03-18', 'Europe/Moscow'],
    ['Концерт 05.12 — выучить две песни', '2026-12-05', 'Europe/Moscow'],
    // "before" a holiday is the day before it; "the holidays" end with the New Year.
    ['Knit a scarf for dad before Christmas', '2026-12-24', 'Europe/London'],
    ['Sort the loft over the holidays', '2027-01-01', 'Europe/London'],
    ['Learn the carols by NYE', '2026-12-31', 'America/Chicago'],
    ['Сшить костюм к новогоднему утреннику', '2026-12-31', 'Europe/Moscow'],
    // The start of a month is its first ten days.
    ['Submit the grant early Feb', '2027-02-10', 'Europe/London'],
    ['Сдать отчёт в начале марта', '2027-03-10', 'Europe/Moscow'],
    // An event named by its season is held by the season's end.
    ['Выступить на летнем фестивале с двумя песнями', '2027-08-31', 'Europe/Moscow'],
    ['PR at the spring half marathon', '2027-05-31', 'America/New_York'],
    // An exam session is over by the end of its weeks.
    ['Get an A in physics in the summer exams', '2027-06-20', 'Europe/London'],
    ['Закрыть зимнюю сессию без троек', '2027-01-25', 'Europe/Moscow'],
    // An age said after a date is no year: «20 марта, 50 лет» is March 20.
    ['Юбилей папы 20 марта, 50 лет — собрать друзей', '2027-03-20', 'Europe/Moscow'],
    ['выучить испанский, за 2 года', '2028-11-27', 'Europe/Moscow'],
    // A span someone gave the person.
    ['walk without a cane, physio gave me 6 weeks', '2027-01-08', 'Europe/London'],
  ])('%s (%s): %s', (text, day, zone) => {
    expect(read(text, zone)).toBe(day);
  });

  it('takes a named exam’s fixed day as the text’s deadline', () => {
    const day = read('Сдать ЕГЭ по химии на 70+', 'Europe/Moscow');
    expect(day).not.toBeNull();
    expect(day! >= '2027-05-15' && day! <= '2027-06-30').toBe(true);
  });

  it('reads a decimal with its unit as no date', () => {
    expect(read('Пробежать 10.50 км', 'Europe/Moscow')).toBeNull();
    expect(read('Get my weight to 85.20 kg', 'Europe/London')).toBeNull();
  });
});
