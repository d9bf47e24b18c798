import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../test/corpus.js';
import { KINDS_CORPUS } from '../test/corpus-kinds.js';
import { toDay, toIso } from './dates.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';
import { activityOf, replan } from './replan.js';

const steps = (plan: ReturnType<typeof generatePlan>) => plan.tasks.filter((t) => t.parentId !== null);

describe('replan', () => {
  const input = { text: 'Пробежать 10 км к 1 марта', today: '2026-11-22' };
  const plan = generatePlan(input);

  it('changes nothing when nothing is overdue', () => {
    const r = replan(plan, { today: '2026-11-22' });
    expect(r.moved).toBe(0);
    expect(r.plan.tasks).toEqual(plan.tasks);
  });

  it('drops missed sessions that come back, keeps done steps, the deadline and the race day', () => {
    const today = '2026-12-13';
    const before = steps(plan)
      .filter((t) => t.date < '2026-12-06')
      .map((t) => t.id);
    const r = replan(plan, { today, done: before });
    expect(r.deadlineHolds).toBe(true);
    expect(r.proposedDeadline).toBeNull();
    expect(r.plan.goal.deadline).toBe(plan.goal.deadline);
    for (const id of before) {
      const old = plan.tasks.find((t) => t.id === id)!;
      expect(r.plan.tasks.find((t) => t.id === id)).toEqual({ ...old, completed: true });
    }
    expect(r.dropped.length).toBeGreaterThan(0);
    const left = steps(r.plan).filter((t) => !t.completed);
    expect(left.every((t) => t.date >= today && t.date <= plan.goal.deadline)).toBe(true);
    const race = plan.tasks.at(-1)!;
    expect(r.plan.tasks.find((t) => t.id === race.id)!.date).toBe(race.date);
    expect(
      planProblems(
        { ...r.plan, tasks: r.plan.tasks.filter((t) => !t.completed || t.parentId === null) },
        { today },
      ),
    ).toEqual([]);
  });

  it('never crams: one session of a kind a day, no hard sessions back to back, the race never moves', () => {
    const marathon = generatePlan(
      { text: 'Run a marathon by May 1', today: '2026-11-22' },
      { allSteps: true },
    );
    const today = '2027-02-14';
    const done = steps(marathon)
      .filter((t) => t.date < '2027-01-24')
      .map((t) => t.id);
    const r = replan(marathon, { today, done });
    const open = steps(r.plan).filter((t) => !t.completed);
    const byDay = new Map<string, string[]>();
    for (const t of open) byDay.set(t.date, [...(byDay.get(t.date) ?? []), t.label]);
    for (const [date, labels] of byDay) {
      const kinds = labels.map(activityOf);
      expect(new Set(kinds).size, `${date}: ${labels.join(' | ')}`).toBe(kinds.length);
    }
    const hard = open.filter((t) => /long run|tempo/i.test(t.label)).map((t) => toDay(t.date));
    const moved = open.filter((t) => t.date !== marathon.tasks.find((o) => o.id === t.id)!.date);
    for (const t of moved.filter((x) => /long run|tempo/i.test(x.label))) {
      const d = toDay(t.date);
      expect(hard.filter((h) => Math.abs(h - d) === 1)).toEqual([]);
    }
    expect(r.plan.tasks.find((t) => t.fixed)!.date).toBe('2027-05-01');
    expect(r.plan.goal.deadline).toBe('2027-05-01');
  });

  it('restarts a streak where it stopped instead of doubling up the missed days', () => {
    const streak = generatePlan({ text: 'Медитировать каждый день 30 дней', today: '2026-11-22' });
    const practice = steps(streak).filter((t) => /^Практика \d+ из 30/.test(t.label));
    const done = practice.filter((t) => t.date < '2026-11-26').map((t) => t.id);
    const r = replan(streak, { today: '2026-11-29', done });
    const open = steps(r.plan)
      .filter((t) => !t.completed && /^Практика \d+ из 30/.test(t.label))
      .sort((a, b) => a.date.localeCompare(b.date));
    const numbers = open.map((t) => Number(/^Практика (\d+)/.exec(t.label)![1]));
    expect(numbers[0]).toBe(done.length + 1);
    expect(numbers).toEqual(numbers.map((_, i) => done.length + 1 + i));
    const days = open.map((t) => t.date);
    expect(new Set(days).size).toBe(days.length);
    expect(r.dropped.length).toBeGreaterThan(0);
  });

  it('proposes a later deadline without applying it when missed one-offs cannot fit', () => {
    const wedding = generatePlan(
      { text: 'Renovate the kitchen in 2 months', today: '2026-11-22' },
      { allSteps: true },
    );
    const r = replan(wedding, { today: '2027-01-20' });
    expect(r.deadlineHolds).toBe(false);
    expect(r.proposedDeadline! > wedding.goal.deadline).toBe(true);
    expect(r.plan.goal.deadline).toBe(wedding.goal.deadline);
    expect(r.alternative!.goal.deadline).toBe(r.proposedDeadline);
    const left = steps(r.alternative!).filter((t) => !t.completed);
    expect(left.every((t) => t.date >= '2027-01-20' && t.date <= r.proposedDeadline!)).toBe(true);
  });

  it('keeps its rules for any goal, day and progress', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CORPUS, ...KINDS_CORPUS),
        fc.integer({ min: 0, max: 400 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (goal, offset, share) => {
          const start = '2026-11-22';
          const original = generatePlan({ text: goal.text, today: start });
          const today = toIso(toDay(start) + offset);
          const all = steps(original);
          const done = all.slice(0, Math.floor(all.length * share)).map((t) => t.id);
          const r = replan(original, { today, done });
          const problems: string[] = [];
          const byId = new Map(r.plan.tasks.map((t) => [t.id, t]));
          for (const id of done) {
            if (byId.get(id)!.date !== original.tasks.find((t) => t.id === id)!.date)
              problems.push(`done ${id} moved`);
          }
          const perDay = new Map<string, number>();
          for (const t of steps(r.plan).filter((x) => !x.completed)) {
            if (t.date < today && t.date < start) problems.push(`${t.id} in the past`);
            if (t.date > r.plan.goal.deadline) problems.push(`${t.id} after the deadline`);
            perDay.set(t.date, (perDay.get(t.date) ?? 0) + 1);
          }
          for (const [date, n] of perDay) if (n > 3) problems.push(`${n} steps on ${date}`);
          if (r.plan.goal.deadline !== original.goal.deadline) problems.push('deadline changed');
          const kinds = new Map<string, Set<string>>();
          for (const t of steps(r.plan).filter((x) => !x.completed && x.date >= today)) {
            const set = kinds.get(t.date) ?? new Set();
            const moved = t.date !== original.tasks.find((o) => o.id === t.id)!.date;
            if (moved && set.has(activityOf(t.label)))
              problems.push(`two of "${activityOf(t.label)}" on ${t.date}`);
            set.add(activityOf(t.label));
            kinds.set(t.date, set);
          }
          for (const m of r.plan.tasks.filter((t) => t.parentId === null && !t.completed)) {
            for (const c of r.plan.tasks.filter((t) => t.parentId === m.id)) {
              if (c.date > m.date) problems.push(`${c.id} after its milestone`);
            }
          }
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
