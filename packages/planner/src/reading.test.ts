import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { actionPhrase } from './reading.js';
import { understandGoal } from './understand.js';

const today = '2026-11-22';
const read = (text: string, timezone?: string) =>
  understandGoal({ text, today, ...(timezone ? { timezone } : {}) });

describe('reading the deadline as people type it', () => {
  it.each([
    ['Lose 5 kg by лето', undefined, '2027-06-01'],
    ['Выучить 500 слов к концу весны', undefined, '2027-05-31'],
    ['Finish the course by the end of summer', undefined, '2027-08-31'],
    ['Read 4 books in 3 wks', undefined, '2026-12-13'],
    ['Run a 10k by 6/1', 'America/New_York', '2027-06-01'],
    ['Run a 10k by 6/1/27', 'America/Los_Angeles', '2027-06-01'],
    ['Practice piano for my recital on March 14, 30 min every day', undefined, '2027-03-14'],
    ['Подарок маме к 8 марта', undefined, '2027-03-08'],
  ])('%s (%s) → %s', (text, zone, deadline) => {
    const g = read(text, zone);
    expect(g.deadline).toBe(deadline);
    expect(g.deadlineSource).toBe('text');
  });

  it('reads 6/1 as 6 January outside the United States', () => {
    expect(read('Run a 10k by 6/1', 'Europe/Berlin').deadline).toBe('2027-01-06');
  });
});

describe('target, level, situation and time budget', () => {
  it('reads counted things and a time to beat', () => {
    expect(read('Learn to cook 10 dishes').target).toMatchObject({ value: 10, unit: 'dish' });
    expect(read('Приготовить 10 новых блюд').target).toMatchObject({ value: 10, unit: 'dish' });
    const p = generatePlan({ text: 'Run 10 km in under 50 minutes', today });
    expect(p.goal.target).toMatchObject({ value: 50, unit: 'minute' });
    expect(p.goal.understood?.target.limit).toEqual({ value: 50, unit: 'minute', bound: 'under' });
  });

  it('keeps the stated level out of the target and uses it as the start', () => {
    const p = generatePlan({ text: "I'm at B1, reach B2 in Spanish by summer", today });
    expect(p.goal.understood?.level.value).toBe('B1');
    expect(p.questions?.map((q) => q.id)).not.toContain('level-now');
    const run = generatePlan({ text: 'Run 10 km, I already run 5 km', today });
    expect(run.goal.target).toMatchObject({ value: 10, unit: 'km', start: 5 });
    expect(run.questions?.map((q) => q.id)).not.toContain('running-now');
    const weight = read('I weigh 90 kg and want to lose 5 kg by summer');
    expect(weight.target).toMatchObject({ value: 5, unit: 'kg', measure: 'total' });
  });

  it('reads the situation', () => {
    const facts = (text: string) => generatePlan({ text, today }).goal.understood?.situation;
    expect(facts('Train our dog to walk on a leash, we already have the dog')).toContain('has-pet');
    expect(facts('Meet someone nice, I’m single')).toContain('single');
    expect(facts("Lose weight for my sister's wedding in June")).toContain('someone-elses-event');
    expect(facts('Похудеть к свадьбе сестры')).toContain('someone-elses-event');
    expect(facts('Боюсь воды, хочу научиться плавать')).toContain('afraid-of-water');
  });

  it('reads the time budget: hours, mornings, no weekends', () => {
    const g = generatePlan({ text: 'Study Spanish 5 hours a week, mornings only, no weekends', today });
    expect(g.goal.understood?.timePerWeek).toMatchObject({
      value: 5,
      weekdays: [1, 2, 3, 4, 5],
      timeOfDay: '07:00',
    });
    const steps = g.tasks.filter((t) => t.parentId);
    expect(
      steps.every((t) => [1, 2, 3, 4, 5].includes(((new Date(`${t.date}T00:00Z`).getUTCDay() + 6) % 7) + 1)),
    ).toBe(true);
    // Mornings, except a public holiday's later start.
    expect(steps.filter((t) => t.time < '10:00').length).toBeGreaterThan(steps.length * 0.9);
    expect(read('Медитировать по вечерам, кроме выходных').schedule).toMatchObject({
      weekdays: [1, 2, 3, 4, 5],
      timeOfDay: '19:00',
    });
  });

  it('gives the goal’s own phrase, typos fixed, without the deadline', () => {
    expect(actionPhrase('Хочу открыть кофейню в своём городе к лету')).toBe('открыть кофейню в своём городе');
    expect(actionPhrase('I want to repaint the kitchen by March')).toBe('repaint the kitchen');
  });

  it('corrects typos instead of echoing them, and keeps real words', () => {
    const g = read('Finsh my novle by december');
    expect(g.title).toBe('Finish my novel by december');
    expect(g.domain).toBe('novel');
    expect(read('I weigh 60 kg and want to lose 5 kg by summer').title).toMatch(/^I weigh 60 kg/);
  });
});
