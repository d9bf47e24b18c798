import { describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_EN, CORPUS_RU, CORPUS_TODAY } from '../test/corpus.js';
import { generatePlan } from './generate.js';
import { understandGoal } from './understand.js';

describe('understandGoal over the corpus', () => {
  it('has at least 40 goals in each language and every category in both', () => {
    expect(CORPUS_EN.length).toBeGreaterThanOrEqual(40);
    expect(CORPUS_RU.length).toBeGreaterThanOrEqual(40);
    for (const list of [CORPUS_EN, CORPUS_RU]) {
      expect(new Set(list.map((g) => g.category)).size).toBe(10);
      expect(list.some((g) => g.deadline) && list.some((g) => !g.deadline)).toBe(true);
      expect(list.some((g) => g.target) && list.some((g) => !g.target)).toBe(true);
    }
  });

  it.each(CORPUS.map((g) => [g.text, g] as const))('%s', (text, expected) => {
    const goal = understandGoal({ text, today: CORPUS_TODAY });
    expect(goal.language).toBe(/[а-яё]/i.test(text) ? 'ru' : 'en');
    expect(goal.category).toBe(expected.category);
    expect(goal.target && { value: goal.target.value, unit: goal.target.unit }).toEqual(
      expected.target ?? null,
    );
    if (expected.deadline) {
      expect(goal.deadline).toBe(expected.deadline);
      expect(goal.deadlineSource).toBe('text');
    } else {
      expect(goal.deadlineSource).toBe('default');
      expect(goal.deadline > CORPUS_TODAY).toBe(true);
    }
  });
});

describe('understandGoal details', () => {
  const today = '2026-11-22';
  it.each([
    ['к 1 мая', '2027-05-01'],
    ['за полгода', '2027-05-22'],
    ['до конца года', '2026-12-31'],
    ['за 3 месяца', '2027-02-22'],
    ['к лету', '2027-06-01'],
    ['к апрелю', '2027-04-01'],
    ['by June 1', '2027-06-01'],
    ['in 3 months', '2027-02-22'],
    ['by the end of the year', '2026-12-31'],
    ['within 10 weeks', '2027-01-31'],
    ['in June', '2027-06-30'],
  ])('reads the deadline in "%s"', (phrase, deadline) => {
    expect(
      understandGoal({ text: `Цель ${phrase}`.replace(/^Цель (?=[a-z])/i, 'Goal '), today }).deadline,
    ).toBe(deadline);
  });

  it.each([
    ['save $5,000', 5000, 'USD'],
    ['накопить 300 000 ₽', 300000, 'RUB'],
    ['накопить 1,5 млн рублей', 1500000, 'RUB'],
    ['похудеть на 8 кг', 8, 'kg'],
    ['выучить 2000 слов', 2000, 'word'],
    ['read 24 books', 24, 'book'],
    ['run 10 km', 10, 'km'],
    ['run a 10k', 10, 'km'],
    ['сделать 100 отжиманий подряд', 100, 'pushup'],
  ])('finds the target in "%s"', (text, value, unit) => {
    const goal = understandGoal({ text, today });
    expect(goal.target).toMatchObject({ value, unit });
  });

  it('keeps a chosen category and ignores times of day and "every week"', () => {
    expect(understandGoal({ text: 'Read more', category: 'hobbies', today }).category).toBe('hobbies');
    expect(understandGoal({ text: 'Meditate 20 minutes a day', today }).deadlineSource).toBe('default');
    expect(understandGoal({ text: 'Играть в шахматы каждую неделю', today }).deadlineSource).toBe('default');
  });

  it('reads a start and a level: "с 92 до 84 кг"', () => {
    expect(understandGoal({ text: 'Похудеть с 92 до 84 кг', today }).target).toEqual({
      value: 84,
      unit: 'kg',
      start: 92,
      measure: 'level',
    });
  });
});

describe('dates that are not the deadline', () => {
  it('a date of birth is who the goal is for, not when it is due', () => {
    for (const text of [
      "Plan mum's 60th birthday party, she was born 02.03.1967",
      'Устроить папе юбилей, он родился 14 марта 1967 года',
    ]) {
      const plan = generatePlan({ text, today: '2026-11-27' });
      expect(plan.goal.deadline > '2026-11-27', text).toBe(true);
      expect(plan.warnings?.map((w) => w.code) ?? [], text).not.toContain('deadline-past');
    }
  });

  it('a nightly amount is planned over a habit’s weeks, not the days to read it once', () => {
    const g = understandGoal({ text: 'Читать 20 страниц перед сном', today: '2026-11-27' });
    expect(g.deadline >= '2027-01-27').toBe(true);
  });
});
