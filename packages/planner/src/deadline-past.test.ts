import { describe, expect, it } from 'vitest';
import { analyseGoal } from './understand.js';

const TODAY = '2026-11-28';
const read = (text: string, timezone: string) => {
  const g = analyseGoal({ text, today: TODAY, timezone }).goal;
  return g.deadlineSource === 'text' ? g.deadline : null;
};

describe('when something already happened is no deadline', () => {
  it.each([
    ['get back into running, broke my ankle in october', 'Europe/London'],
    ['find a choir to sing in, moved to Leeds in the summer', 'Europe/London'],
    ['stop vaping, been trying since january', 'America/Chicago'],
    ['make friends at church since moving to Austin in August', 'America/Chicago'],
    ['вернуться в форму, за год набрал 12 кг', 'Europe/Moscow'],
    ['помириться с сестрой, поругались в мае на дне рождения', 'Europe/Moscow'],
  ])('%s', (text, tz) => {
    expect(read(text, tz)).toBeNull();
  });
});

describe('a date of what is still to come stays the deadline', () => {
  it.each([
    ['get married in June, venue not booked yet', '2027-06-30', 'America/Chicago'],
    ['пройти дела с документами в мае', '2027-05-31', 'Europe/Moscow'],
    ['если получится, сдать на права в марте', '2027-03-31', 'Europe/Moscow'],
    ['пойти в школу в сентябре, сыну 6', '2027-09-30', 'Europe/Moscow'],
    ['run a half in april, lost my fitness', '2027-04-30', 'Europe/London'],
  ])('%s → %s', (text, day, tz) => {
    expect(read(text, tz)).toBe(day);
  });
});
