import { describe, expect, it } from 'vitest';
import { analyseGoal } from './understand.js';

const TODAY = '2026-11-27';
const read = (text: string, timezone = 'Europe/London') => {
  const g = analyseGoal({ text, today: TODAY, timezone }).goal;
  return g.deadlineSource === 'text' ? g.deadline : null;
};

describe('deadlines people write', () => {
  it.each([
    ['Open the pop-up stall before Black Friday', '2027-11-26', 'America/Chicago'],
    ['Plant the seed potatoes by Good Friday', '2027-03-26', 'Europe/London'],
    ['Perfect crêpes for Pancake Day', '2027-02-09', 'Europe/London'],
    ['Clear the garage by Presidents Day', '2027-02-15', 'America/Denver'],
    ['Wrap the presents before Christmas Eve', '2026-12-24', 'Europe/London'],
    ['Научиться печь блины к Масленице', '2027-03-14', 'Europe/Moscow'],
    ['Пробежать 5 км ко Дню Победы', '2027-05-09', 'Europe/Moscow'],
    ['Сшить платье к новогодним праздникам', '2026-12-31', 'Europe/Moscow'],
    ['Выучить стих к НГ', '2026-12-31', 'Europe/Moscow'],
    ['Hand in the dissertation by mid-March', '2027-03-15', 'Europe/London'],
    ['Book the venue by late January', '2027-01-31', 'Europe/London'],
    ['Переклеить обои в конце июня', '2027-06-30', 'Europe/Moscow'],
    ['Сдать курсовую к середине мая', '2027-05-15', 'Europe/Moscow'],
    ['Finish the mural by 2027-04-18', '2027-04-18', 'Europe/London'],
    ['Memorise the poem in a fortnight', '2026-12-11', 'Europe/London'],
    ['Починить забор через полтора месяца', '2027-01-11', 'Europe/Moscow'],
    ['Sort the photos b4 summer', '2027-05-31', 'Europe/London'],
    ['Close the books by EOY', '2026-12-31', 'Europe/London'],
    ['Выучить 50 слов до конца следующей недели', '2026-12-06', 'Europe/Moscow'],
    ['Move to Denver by fall 2028', '2028-08-31', 'America/Denver'],
    ['Tidy the shed by the weekend', '2026-11-29', 'Europe/London'],
    ['Book a cottage for May', '2027-05-31', 'Europe/London'],
    ['Get the kitchen painted by the 15th', '2026-12-15', 'Europe/London'],
    ['Сдать отчёт к 10 числу', '2026-12-10', 'Europe/Moscow'],
  ])('%s: %s', (text, day, zone) => {
    expect(read(text, zone)).toBe(day);
  });

  it('reads a rate as no date', () => {
    expect(read('Прочитать 1 книгу в месяц', 'Europe/Moscow')).toBeNull();
    expect(read('Созваниваться с бабушкой дважды в месяц', 'Europe/Moscow')).toBeNull();
  });
});

describe('school dates and Russian day forms', () => {
  it.each([
    ['Learn to ride a bike before school starts', '2027-09-01', 'America/Chicago'],
    ['Научить дочь читать к концу учебного года', '2027-05-31', 'Europe/Moscow'],
    ['Сдать зачёт 20-го декабря', '2026-12-20', 'Europe/Moscow'],
    ['Дочитать книгу к 1-му февраля', '2027-02-01', 'Europe/Moscow'],
    ['Пробежать 10 км в это воскресенье', '2026-11-29', 'Europe/Moscow'],
  ])('%s: %s', (text, day, zone) => {
    expect(read(text, zone)).toBe(day);
  });
});
