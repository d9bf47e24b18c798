import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus.js';
import { toDay, toIso } from './dates.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';
import { replan } from './replan.js';

const steps = (plan: ReturnType<typeof generatePlan>) => plan.tasks.filter((t) => t.parentId !== null);

describe('replan', () => {
  const input = { text: 'Пробежать 10 км к 1 марта', today: '2026-11-22' };
  const plan = generatePlan(input);

  it('changes nothing when nothing is overdue', () => {
    const r = replan(plan, { today: '2026-11-22' });
    expect(r.moved).toBe(0);
    expect(r.plan.tasks).toEqual(plan.tasks);
  });

  it('moves a missed week without piling it up, keeps done steps and the deadline', () => {
    const today = '2026-12-13';
    const before = steps(plan)
      .filter((t) => t.date < '2026-12-06')
      .map((t) => t.id);
    const r = replan(plan, { today, done: before });
    expect(r.deadlineHolds).toBe(true);
    expect(r.plan.goal.deadline).toBe(plan.goal.deadline);
    for (const id of before) {
      const old = plan.tasks.find((t) => t.id === id)!;
      expect(r.plan.tasks.find((t) => t.id === id)).toEqual({ ...old, completed: true });
    }
    const left = steps(r.plan).filter((t) => !t.completed);
    expect(left.every((t) => t.date >= today && t.date <= plan.goal.deadline)).toBe(true);
    const perDay = new Map<string, number>();
    for (const t of left) perDay.set(t.date, (perDay.get(t.date) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(2);
    expect(r.moved).toBeGreaterThan(0);
    expect(
      planProblems(
        { ...r.plan, tasks: r.plan.tasks.filter((t) => !t.completed || t.parentId === null) },
        { today },
      ),
    ).toEqual([]);
  });

  it('proposes a later deadline when what is left cannot fit', () => {
    const r = replan(plan, { today: '2027-02-25' });
    expect(r.deadlineHolds).toBe(false);
    expect(r.proposedDeadline! > plan.goal.deadline).toBe(true);
    expect(r.plan.goal.deadline).toBe(r.proposedDeadline);
    const left = steps(r.plan);
    expect(left.every((t) => t.date >= '2027-02-25' && t.date <= r.proposedDeadline!)).toBe(true);
  });

  it('keeps its rules for any goal, day and progress', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CORPUS),
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
          if (r.deadlineHolds && r.plan.goal.deadline !== original.goal.deadline)
            problems.push('deadline changed');
          for (const m of r.plan.tasks.filter((t) => t.parentId === null && !t.completed)) {
            for (const c of r.plan.tasks.filter((t) => t.parentId === m.id)) {
              if (c.date > m.date) problems.push(`${c.id} after its milestone`);
            }
          }
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
