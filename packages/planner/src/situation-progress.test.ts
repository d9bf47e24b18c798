import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { readSituation } from './situation.js';

const TODAY = '2026-11-28';
const plan = (text: string) => generatePlan({ text, today: TODAY });
const labels = (text: string) =>
  plan(text)
    .tasks.filter((t) => t.parentId !== null)
    .map((t) => t.label)
    .join('\n');

describe('how far the person runs now', () => {
  it.each([
    ['Пробежать полумарафон в Казани в мае, бегаю уже 5 км за 32 минуты 3 раза в неделю', 5, 'km'],
    ['Signed up for a full marathon on Jan 10th, longest run ever = 3 miles', 3, 'mi'],
    ['Run a 10k, I run 5k three times a week', 5, 'km'],
    ['Хочу 10 км, бегаю по 3 км', 3, 'km'],
    ['Самая длинная пробежка была 8 км, хочу полумарафон', 8, 'km'],
  ])('%s: %s %s', (text, value, unit) => {
    expect(readSituation(text).current).toEqual({ value, unit });
  });

  it('reads a runner who does not run yet as a beginner', () => {
    expect(readSituation('Бегать каждый день по 10 км, сейчас вообще не бегаю').level).toBe('beginner');
    expect(readSituation("I don't run at all, want to do a 5k").level).toBe('beginner');
  });

  it('is not asked again', () => {
    for (const text of [
      'Signed up for a full marathon on Jan 10th, longest run ever = 3 miles',
      'Бегать каждый день по 10 км, сейчас вообще не бегаю',
    ])
      expect(plan(text).questions?.map((q) => q.id) ?? []).not.toContain('running-now');
    expect(plan('Run a half marathon in May').questions?.map((q) => q.id)).toContain('running-now');
  });

  it('keeps the race as the target, not the time of the current 5 km', () => {
    const goal = plan(
      'Пробежать полумарафон в Казани в мае, бегаю уже 5 км за 32 минуты 3 раза в неделю',
    ).goal;
    expect(goal.target).toMatchObject({ value: 21.1, unit: 'km' });
  });

  it('gives a 5 km runner no run-walk intervals', () => {
    expect(labels('Бегать 3 раза в неделю, уже бегаю 5 км')).not.toMatch(/Бег с ходьбой/u);
    expect(labels('Start running three times a week, I already run 6 km')).not.toMatch(/Run-walk/u);
    expect(labels('Бегать 3 раза в неделю')).toMatch(/Бег с ходьбой/u);
    expect(labels('Бегать 3 раза в неделю, пока пробегаю 2 км')).toMatch(/Бег с ходьбой/u);
  });
});

describe('a count already partway', () => {
  it('starts a novel from the words written, without a new premise', () => {
    const text = 'Дописать роман на 80 000 слов, сейчас 23 тысячи, пишу только по выходным';
    expect(labels(text)).not.toMatch(/замысел романа одним абзацем|Карточки трёх главных героев/u);
    expect(labels(text)).toMatch(/ещё не написанных глав/u);
  });

  it('still plans the premise for a novel not yet begun', () => {
    expect(labels('Написать роман на 80 000 слов')).toMatch(/замысел романа одним абзацем/u);
    expect(labels('Write a 60,000-word novel by next winter')).toMatch(/premise in one paragraph/u);
  });
});

describe('a race already run', () => {
  it.each([
    ['Run my first marathon 4/25, already run a half in 2:05', 21.1, 42.2],
    ['Пробежать марафон в мае, уже бегал полумарафон', 21.1, 42.2],
    ["I've done a 10k, want a half marathon in March", 10, 21.1],
  ])('%s: now %s km, target %s km', (text, now, target) => {
    expect(readSituation(text).current).toEqual({ value: now, unit: 'km' });
    expect(plan(text).goal.target).toMatchObject({ value: target, unit: 'km' });
    expect(plan(text).questions?.map((q) => q.id) ?? []).not.toContain('running-now');
  });

  it('is not a race to run', () => {
    expect(readSituation('Run a half marathon in May').current).toBeUndefined();
  });
});

describe('a language plan from a stated level', () => {
  it('neither calls three sessions a week daily nor aims a B1 speaker at a simple conversation', () => {
    const p = plan('Подтянуть английский с B1 до B2 к сентябрю, могу заниматся 3 раза в неделю по часу');
    const text = p.tasks.map((t) => t.label).join('\n');
    expect(text).not.toMatch(/Ежедневные занятия|простой разговор|онлайн-тест на уровень/u);
    expect(text).toMatch(/Пройти тест на уровень и сравнить/u);
  });
});
