import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { readSituation } from './situation.js';

const TODAY = '2026-11-28';
const plan = (text: string) => generatePlan({ text, today: TODAY, timezone: 'Europe/London' });
const labels = (text: string) =>
  plan(text)
    .tasks.filter((t) => t.parentId !== null)
    .map((t) => t.label)
    .join('\n');

describe('an event already booked, filed or set', () => {
  it.each([
    "Pass my driving test first time, it's booked for 14/01",
    'Ask for a raise to 85k at my review on 1/15',
    'Signed up for a full marathon on Jan 10th, longest run ever 3 miles',
    'I have booked my IELTS for March 3rd, need a 7',
    'My interview is on the 12th, want to be ready',
    'Сыграть свадьбу на 60 гостей, заявление в загс уже подали на 14.08',
    'Сдать экзамен на права, уже записался на 20 февраля',
    'Защитить диплом, защита назначена на 15 июня',
    'Подготовиться к собеседованию, оно уже назначено на понедельник',
    'Пробежать полумарафон, уже зарегистрировался на забег в мае',
  ])('%s', (text) => {
    expect(readSituation(text).facts).toContain('event-booked');
  });

  it.each([
    'Book a driving test and pass it by March',
    'Get married next summer',
    'Ask for a raise at my next review',
    'Run a marathon in May',
    'Записаться в автошколу и сдать на права',
    'Сыграть свадьбу летом на 40 гостей',
    'Сыграть свадьбу на 60 гостей 14 августа',
  ])('%s: not the goal’s event', (text) => {
    expect(readSituation(text).facts).not.toContain('event-booked');
  });

  it('leaves the steps that book other things (the stays of a trip)', () => {
    expect(labels('Trip to Japan for two weeks in May, flights already booked')).toMatch(/Book the stays/u);
  });

  it('does not book the test again, or move it', () => {
    const text = "Pass my driving test first time, it's booked for 14/01, had 12 lessons so far";
    const p = plan(text);
    expect(labels(text)).not.toMatch(/Book the driving|Compare three driving schools|medical certificate/u);
    expect((p.warnings ?? []).map((w) => w.code)).not.toContain('deadline-too-close');
    expect(p.goal.deadline).toBe('2027-01-14');
  });

  it('still books the test and warns when nothing is booked', () => {
    const text = 'Pass my driving test by 14/01';
    expect(labels(text)).toMatch(/Book the driving theory and practical tests/u);
    expect((plan(text).warnings ?? []).map((w) => w.code)).toContain('deadline-too-close');
  });

  it('does not file the registry office application again', () => {
    const filed = 'Сыграть свадьбу на 60 гостей, бюджет 800 тыс, заявление в загс уже подали на 14.08';
    expect(labels(filed)).not.toMatch(/Подать заявление в ЗАГС|возможные даты/u);
    expect(labels('Сыграть свадьбу на 60 гостей 14 августа')).toMatch(/Подать заявление в ЗАГС/u);
  });

  it('does not ask for the promotion conversation that is already set', () => {
    expect(labels('Get promoted to senior engineer at my review on 2/20')).not.toMatch(
      /Ask your manager for the promotion conversation/u,
    );
    expect(labels('Get promoted to senior engineer by June')).toMatch(
      /Ask your manager for the promotion conversation/u,
    );
  });
});

describe('a booked date where too little time hurts the body', () => {
  it.each([
    'signed up for a full marathon on jan 10th 😬 longest run ever = 3 miles',
    'Entered the Brighton marathon on 1 February, my longest run so far is 5 km',
    'Записалась на марафон 7 февраля, сейчас бегаю максимум 5 км',
  ])('keeps the warning about the running volume: %s', (text) => {
    const p = plan(text);
    expect((p.warnings ?? []).map((w) => w.code)).toContain('running-volume');
  });

  it.each([
    'Зарегистрировался на полумарафон 14 марта, сейчас бегаю 10 км',
    'Run a half marathon in October, I run 10k now',
    'Пробежать полумарафон в Казани в мае, бегаю уже 5 км за 32 минуты 3 раза в неделю',
  ])('does not warn a runner whose base covers the time there is: %s', (text) => {
    expect((plan(text).warnings ?? []).map((w) => w.code)).not.toContain('running-volume');
  });

  it('still keeps a booked test where it is, with no realistic-deadline warning', () => {
    const p = plan("Pass my driving test first time, it's booked for 14/01");
    expect((p.warnings ?? []).map((w) => w.code)).not.toContain('deadline-too-close');
  });
});

describe('lessons already taken', () => {
  it.each([
    'Pass my driving test, had 12 lessons so far',
    'Pass the practical, I’ve done 20 driving lessons',
    'Сдать на права, уже откатал 30 часов с инструктором',
    'Сдать на права, хожу в автошколу с сентября',
  ])('%s: not a beginner', (text) => {
    expect(readSituation(text).facts).toContain('experienced');
  });

  it('skips enrolling at a driving school', () => {
    expect(labels('Сдать на права к маю, хожу в автошколу')).not.toMatch(/Сравнить три автошколы/u);
    expect(labels('Сдать на права к маю')).toMatch(/Сравнить три автошколы/u);
  });
});

describe('the exam day ends its phase', () => {
  it('has no mock exam after the real one', () => {
    const p = plan('Сдать на права кат. B с первого раза, экзамен в феврале, в теории пока путаюсь');
    const steps = p.tasks.filter((t) => t.parentId !== null);
    const exam = steps.find((t) => /^Экзамен на права/u.test(t.label))!;
    expect(exam).toBeDefined();
    expect(steps.filter((t) => t.date > exam.date)).toEqual([]);
  });
});
