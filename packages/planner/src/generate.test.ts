import { describe, expect, it } from 'vitest';
import { toDay, weekdayOf } from './dates.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';

const today = '2026-11-22';
const steps = (plan: ReturnType<typeof generatePlan>) => plan.tasks.filter((t) => t.parentId !== null);
const km = (label: string) => Number(/(\d+(?:[.,]\d)?) (?:км|km)/.exec(label)?.[1]?.replace(',', '.'));

describe('generatePlan, as a coach would check it (whole plans, no waves)', () => {
  it('running: long runs grow gently, lighten every fourth week, taper, and the goal run is on the deadline', () => {
    const plan = generatePlan({ text: 'Пробежать марафон к 1 мая', today }, { allSteps: true });
    const longs = steps(plan)
      .filter((t) => /длительная пробежка/i.test(t.label) && !/Укороченная/i.test(t.label))
      .map((t) => km(t.label));
    // Never more than ~15 % above the longest run so far (after a lighter week the run returns to the trend).
    for (let i = 1; i < longs.length; i++) {
      expect(longs[i]!).toBeLessThanOrEqual(Math.ceil(Math.max(...longs.slice(0, i)) * 1.15) + 1);
    }
    expect(longs.some((v, i) => i > 0 && v < longs[i - 1]!)).toBe(true);
    expect(Math.max(...longs)).toBe(32);
    const tapers = steps(plan)
      .filter((t) => /укороченная/i.test(t.label))
      .map((t) => km(t.label));
    expect(tapers.length).toBeGreaterThan(0);
    expect(tapers.every((v) => v < 32)).toBe(true);
    const last = plan.tasks.at(-1)!;
    expect(last.date).toBe('2027-05-01');
    expect(last.label).toMatch(/42,2 км/);
    expect(plan.progression!.points.at(-1)!.value).toBe(42.2);
  });

  it('savings: a budget and an automatic transfer come first, the transfers add up to the target', () => {
    const plan = generatePlan({ text: 'Накопить 300 000 ₽ к лету', today }, { allSteps: true });
    const labels = steps(plan).map((t) => t.label);
    const firstTransfer = labels.findIndex((l) => l.startsWith('Перевод 1 из'));
    expect(labels.findIndex((l) => /бюджет на месяц/.test(l))).toBeLessThan(firstTransfer);
    expect(labels.findIndex((l) => /автоперевод/.test(l))).toBeLessThan(firstTransfer);
    const amounts = labels
      .filter((l) => l.startsWith('Перевод'))
      .map((l) => Number(/: ([\d\s\u00a0]+) ₽/.exec(l)![1]!.replace(/\s/g, '')));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(300000);
  });

  it('reading: one finished book per book of the target, pages per session in between', () => {
    const plan = generatePlan({ text: 'Прочитать 24 книги за год', today }, { allSteps: true });
    const finished = steps(plan).filter((t) => /^Дочитать \d+-ю книгу из 24/.test(t.label));
    expect(finished).toHaveLength(24);
    expect(steps(plan).some((t) => /[Пп]рочитать \d+ страниц/.test(t.label))).toBe(true);
  });

  it('weight: weekly weigh-ins aim at a cumulative loss that ends at the target', () => {
    const plan = generatePlan({ text: 'Lose 8 kg by summer', today }, { allSteps: true });
    const aims = steps(plan)
      .filter((t) => /weigh-in/.test(t.label))
      .map((t) => Number(/−(\d+(?:\.\d)?) kg/.exec(t.label)![1]));
    expect(aims.at(-1)).toBe(8);
    for (let i = 1; i < aims.length; i++) expect(aims[i]!).toBeGreaterThanOrEqual(aims[i - 1]!);
  });

  it('compresses a plan whose deadline is too close, without breaking its rules', () => {
    const input = { text: 'Run a marathon in 3 weeks', today };
    const plan = generatePlan(input);
    expect(planProblems(plan, input)).toEqual([]);
    expect(plan.tasks.filter((t) => t.parentId === null).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps to the chosen days and time', () => {
    const input = {
      text: 'Выучить 2000 слов за 4 месяца',
      today,
      preferences: { weekdays: [6, 7], timeOfDay: '10:15' },
    };
    const plan = generatePlan(input);
    expect(plan.tasks.every((t) => [6, 7].includes(weekdayOf(toDay(t.date))))).toBe(true);
    const firstOfDay = new Map<string, string>();
    for (const t of steps(plan))
      if (!firstOfDay.has(t.date) || t.time < firstOfDay.get(t.date)!) firstOfDay.set(t.date, t.time);
    expect([...firstOfDay.values()].every((time) => time === '10:15')).toBe(true);
  });

  it('writes every label in the goal language with agreed numbers', () => {
    const ru = steps(generatePlan({ text: 'Выучить 2000 слов за 4 месяца', today })).map((t) => t.label);
    expect(ru.some((l) => /выучить \d+ слов(?:а|о)?(?!\p{L})/iu.test(l))).toBe(true);
    expect(ru.every((l) => !/(?<!\d)(?:1 слов|[2-4] слов)(?!\p{L})/u.test(l))).toBe(true);
    expect(ru.every((l) => !/(?<!\d)1 слова(?!\p{L})/u.test(l))).toBe(true);
  });
});
