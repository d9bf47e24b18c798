import { describe, expect, it } from 'vitest';
import { answeredInput, corrections, planAnswered } from './questions.js';

const today = '2026-11-27';
const plan = (text: string, answers?: Record<string, string>, deadline?: string) =>
  planAnswered({ text, today, timezone: 'Europe/Moscow', ...(answers ? { answers } : {}), deadline });
const ids = (text: string, answers?: Record<string, string>) =>
  plan(text, answers).questions?.map((q) => q.id);

describe('asking when the kind or a key fact is unsure', () => {
  it('asks what kind of goal it is first when the reading is unsure, in the goal’s language', () => {
    const p = plan('хочу в горы');
    expect(p.questions?.map((q) => q.id)).toEqual(['kind', 'time-per-week']);
    expect(p.questions?.[0]?.text).toBe('Что это за цель?');
    expect(p.questions?.[0]?.options.map((o) => o.value)).toContain('habit');
    expect(ids('стать лучше')?.[0]).toBe('kind');
  });

  it('asks the time a week and the deadline of a goal that names only what the person wants', () => {
    const p = plan('get fit');
    expect(p.questions?.map((q) => q.id)).toEqual(['time-per-week', 'deadline']);
    expect(p.questions?.[0]).toMatchObject({ text: 'How much time a week can you give it?' });
    expect(p.questions?.[1]?.options.map((o) => o.label)).toEqual([
      'In a month',
      'In 3 months',
      'In half a year',
      'In a year',
    ]);
    expect(ids('Научиться играть на гитаре')).toEqual(['time-per-week', 'deadline']);
  });

  it('keeps the domain’s level question and asks at most two', () => {
    expect(ids('Learn Spanish')).toEqual(['level-now', 'time-per-week']);
    for (const text of ['хочу в горы', 'get fit', 'Learn Spanish', 'Сдать ЕГЭ по математике на 80 баллов'])
      expect(plan(text).questions?.length).toBeLessThanOrEqual(2);
  });

  it('asks nothing of a goal that says what, how much and by when', () => {
    expect(ids('Read 12 books this year')).toEqual([]);
    expect(ids('Прочитать 12 книг до конца года')).toEqual([]);
    expect(ids('Meditate every day')).toEqual([]);
  });

  it('does not ask a question again once it is answered', () => {
    expect(ids('get fit', { 'time-per-week': '3' })).toEqual(['deadline']);
    expect(ids('get fit', { 'time-per-week': '3', deadline: '3m' })).toEqual([]);
    expect(ids('хочу в горы', { kind: 'habit' })).not.toContain('kind');
  });
});

describe('how an answer changes the plan', () => {
  it('the deadline answer sets the deadline from today; a picked date wins', () => {
    expect(plan('get fit', { deadline: '1m' }).goal.deadline).toBe('2026-12-27');
    expect(plan('get fit', { deadline: '12m' }).goal.deadline).toBe('2027-11-27');
    expect(plan('get fit', { deadline: '1m' }, '2027-03-01').goal.deadline).toBe('2027-03-01');
    expect(plan('get fit', { deadline: '1m' }).tasks.length).toBeLessThan(plan('get fit').tasks.length);
  });

  it('the time answer sets the hours a week and overrides a rate written in the text', () => {
    const input = { text: 'Meditate every day', today, answers: { 'time-per-week': '1' } };
    expect(answeredInput(input).preferences).toEqual({ hoursPerWeek: 1, sessionsPerWeek: 1 });
    expect(answeredInput({ ...input, text: 'Learn to play guitar' }).preferences).toEqual({
      hoursPerWeek: 1,
    });
    const first = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => t.parentId && t.date < '2026-12-27');
    expect(first(plan('Meditate every day', { 'time-per-week': '1' })).length).toBeLessThan(
      first(plan('Meditate every day')).length,
    );
    // An answer that is not one of the options changes nothing.
    expect(answeredInput({ ...input, answers: { 'time-per-week': '40' } }).preferences).toBeUndefined();
  });

  it('the kind answer routes the plan; the answered parts of the reading become certain', () => {
    const p = plan('хочу в горы', { kind: 'habit', 'time-per-week': '5' });
    expect(p.goal.kind).toBe('build-habit');
    expect(p.goal.understood?.kind.confidence).toBe(1);
    expect(p.goal.understood?.timePerWeek).toMatchObject({ value: 5, confidence: 1 });
    expect(p.input.preferences).toEqual({ hoursPerWeek: 5 });
  });

  it('offers a correction for every part the chips show, the level when the domain asks it', () => {
    expect(corrections(plan('get fit')).map((q) => q.id)).toEqual(['kind', 'deadline', 'time-per-week']);
    expect(corrections(plan('Learn Spanish')).map((q) => q.id)).toContain('level-now');
    expect(corrections(plan('Выучить испанский'))[0]?.options[0]?.label).toBe('Научиться чему-то');
  });
});
