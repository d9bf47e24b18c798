import { describe, expect, it } from 'vitest';
import { toDay, weekdayOf } from './dates.js';
import { generatePlan, planWave, WAVE_WEEKS } from './generate.js';
import { planProblems } from './plan-invariants.js';

const today = '2026-11-22';
const steps = (plan: ReturnType<typeof generatePlan>) => plan.tasks.filter((t) => t.parentId !== null);
const milestones = (plan: ReturnType<typeof generatePlan>) => plan.tasks.filter((t) => t.parentId === null);

describe('long goals', () => {
  it('come in waves: dated steps for the first weeks only, plus the goal day', () => {
    for (const text of [
      'Накопить 3 млн рублей за 5 лет',
      'Learn Spanish by 2030',
      'Run a marathon in a year',
    ]) {
      const input = { text, today };
      const plan = generatePlan(input);
      expect(planProblems(plan, input)).toEqual([]);
      expect(plan.waveUntil).toBe('2027-03-13');
      // After the wave: the goal day, and the first few steps of each milestone the wave does not reach.
      const late = steps(plan).filter((t) => t.date > plan.waveUntil!);
      for (const m of milestones(plan))
        expect(late.filter((t) => t.parentId === m.id).length).toBeLessThanOrEqual(5);
      expect(milestones(plan).every((m) => steps(plan).some((t) => t.parentId === m.id))).toBe(true);
      expect(steps(plan).length).toBeLessThanOrEqual(WAVE_WEEKS * 7 + 5 * milestones(plan).length);
    }
  });

  it('a later wave adds exactly the steps the whole plan has in its window', () => {
    const input = { text: 'Run a marathon in a year', today };
    const all = steps(generatePlan(input, { allSteps: true }));
    const first = steps(generatePlan(input));
    const second = planWave(input, '2027-03-14');
    const key = (t: { date: string; label: string }) => `${t.date} ${t.label}`;
    expect(second.length).toBeGreaterThan(10);
    expect(second.every((t) => t.date >= '2027-03-14' && t.date <= '2027-07-03')).toBe(true);
    const shown = new Set(first.map(key));
    const inWindow = all.filter(
      (t) => t.date >= '2027-03-14' && t.date <= '2027-07-03' && !t.fixed && !shown.has(key(t)),
    );
    expect(second.map(key)).toEqual(inWindow.map(key));
    expect(first.some((t) => t.fixed && t.date === '2027-11-22')).toBe(true);
    expect(second.some((t) => t.fixed)).toBe(false);
  });

  it('get more milestones the longer they are', () => {
    const count = (text: string) => milestones(generatePlan({ text, today })).length;
    const short = count('Save $5,000 in 2 months');
    const year = count('Save $5,000 in a year');
    const five = count('Save $50,000 in 5 years');
    expect(short).toBeLessThanOrEqual(year);
    expect(year).toBeLessThan(five);
    expect(five).toBeGreaterThanOrEqual(15);
  });

  it('keep a marathon taper to three weeks and a thesis mostly writing', () => {
    const marathon = generatePlan({ text: 'Run a marathon in a year', today }, { allSteps: true });
    const taper = steps(marathon).filter((t) => /shorter long run|short shakeout/i.test(t.label));
    const weeks = new Set(taper.map((t) => Math.floor((toDay(t.date) - toDay(today)) / 7)));
    expect(weeks.size).toBeLessThanOrEqual(3);
    const thesis = generatePlan({ text: 'Finish my PhD thesis in a year', today }, { allSteps: true });
    const writing = steps(thesis).filter((t) => /^Thesis writing/.test(t.label));
    const span =
      (toDay(writing.at(-1)!.date) - toDay(writing[0]!.date)) / (toDay(thesis.goal.deadline) - toDay(today));
    expect(span).toBeGreaterThan(0.35);
  });
});

describe('calendar sense', () => {
  it('puts meetings with a manager or supervisor on working days', () => {
    for (const text of [
      'Get promoted to team lead in 6 months',
      'Получить повышение до тимлида за полгода',
      'Finish my PhD thesis in a year',
    ]) {
      const plan = generatePlan({ text, today }, { allSteps: true });
      const meetings = steps(plan).filter((t) =>
        /meeting|meet the|1:1|ask your manager|встреча|попросить руководителя|спросить руководителя/i.test(
          t.label,
        ),
      );
      expect(meetings.length).toBeGreaterThan(0);
      for (const m of meetings)
        expect(weekdayOf(toDay(m.date)), `${m.date} ${m.label}`).toBeLessThanOrEqual(5);
    }
  });

  it('starts nothing before 10:00 on New Year’s Day', () => {
    const newYear = [];
    for (const text of [
      'Walk 10000 steps a day by February',
      'Пробежать 10 км к февралю',
      'Бросить курить к февралю',
      'Выучить 500 слов к февралю',
    ]) {
      const plan = generatePlan({ text, today, preferences: { timeOfDay: '06:00' } }, { allSteps: true });
      newYear.push(...plan.tasks.filter((t) => t.date === '2027-01-01'));
    }
    expect(newYear.length).toBeGreaterThan(0);
    for (const t of newYear) expect(t.time >= '10:00', `${t.time} ${t.label}`).toBe(true);
  });

  it('has no "Week N:" prefixes and keeps a lesson before its repetition', () => {
    for (const text of [
      'Learn to play guitar in 6 months',
      'Пробежать марафон к 1 мая',
      'Накопить 300 000 ₽ к лету',
    ]) {
      const plan = generatePlan({ text, today });
      expect(plan.tasks.filter((t) => /^(Week|Неделя) \d+/.test(t.label))).toEqual([]);
    }
    const guitar = steps(generatePlan({ text: 'Learn to knit', today })).map((t) => t.label);
    const lesson = guitar.findIndex((l) => /lesson, 30 min/i.test(l));
    const repeat = guitar.findIndex((l) => /repeat the lesson/i.test(l));
    expect(lesson).toBeGreaterThanOrEqual(0);
    expect(lesson).toBeLessThan(repeat);
  });
});

describe('the plan checker', () => {
  it('catches week tags, early holiday tasks, broken order and labels that forget the subject', () => {
    const input = { text: 'Сдать ЕГЭ по математике', today };
    const plan = generatePlan(input);
    expect(planProblems(plan, input)).toEqual([]);
    const broken = structuredClone(plan);
    const kids = broken.tasks.filter((t) => t.parentId === 'm2');
    kids[0]!.label = 'Неделя 3: урок';
    kids[1]!.label = 'Неделя 3: практика';
    kids[1]!.date = kids[0]!.date;
    const swap = kids[2]!.date;
    kids[2]!.date = kids[3]!.date;
    kids[3]!.date = swap;
    for (const t of broken.tasks.filter((x) => x.parentId !== null)) t.label = 'Практика, 30 минут';
    kids[0]!.label = 'Неделя 3: урок';
    kids[1]!.label = 'Неделя 3: практика';
    const newYear = broken.tasks.find((t) => t.date === '2027-01-01') ?? kids[4]!;
    newYear.date = '2027-01-01';
    newYear.time = '06:00';
    const problems = planProblems(broken, input).join('\n');
    expect(problems).toMatch(/out of order/);
    expect(problems).toMatch(/2 "Week N" labels/);
    expect(problems).toMatch(/on a holiday/);
    expect(problems).toMatch(/names "ЕГЭ по математике"/);
  });
});
