import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/categories.js';
import { generatePlan } from '../src/generate.js';
import type { Plan } from '../src/types.js';
import { CRITERIA, type Criterion, scoreGoal } from './checks.js';
import { evaluate } from './evaluate.js';
import { isPublicHoliday } from './holidays.js';
import { goalId, loadHalf, splitCorpus } from './split.js';
import { EVAL_KINDS, type EvalGoal } from './types.js';

const tune = loadHalf('tune');
const holdout = loadHalf('holdout');
const fresh = loadHalf('fresh');
const unseen = loadHalf('unseen');
const blind = loadHalf('blind');
const blind2 = loadHalf('blind2');
const iso = /^\d{4}-\d{2}-\d{2}$/;

describe('the corpus', () => {
  it('has over 220 goals in two disjoint halves, dealt by the split rule', () => {
    const all = [...tune, ...holdout];
    expect(all.length).toBeGreaterThanOrEqual(220);
    expect(new Set(all.map((g) => g.id)).size).toBe(all.length);
    for (const g of all) expect(g.id).toBe(goalId(g.text));
    const again = splitCorpus(all);
    expect(again.tune.map((g) => g.id).sort()).toEqual(tune.map((g) => g.id).sort());
    expect(again.holdout.map((g) => g.id).sort()).toEqual(holdout.map((g) => g.id).sort());
  });

  it('covers every kind in both languages, in both halves', () => {
    for (const half of [tune, holdout])
      for (const kind of EVAL_KINDS)
        for (const lang of ['ru', 'en'])
          expect(
            half.some((g) => g.kind === kind && g.lang === lang),
            `${kind} ${lang}`,
          ).toBe(true);
  });

  it.each([
    ['fresh', fresh, [tune, holdout]],
    ['unseen', unseen, [tune, holdout, fresh]],
    ['blind', blind, [tune, holdout, fresh, unseen]],
    ['blind2', blind2, [tune, holdout, fresh, unseen, blind]],
  ])(
    'has the %s set apart: no sentence of it in an earlier set, each id the hash of its text',
    (_, set, earlier) => {
      const seen = new Set(earlier.flat().map((g) => g.text.toLowerCase()));
      expect(set.length).toBeGreaterThanOrEqual(90);
      for (const g of set) {
        expect(seen.has(g.text.toLowerCase()), g.text).toBe(false);
        expect(g.id).toBe(goalId(g.text));
      }
    },
  );

  it('states valid expectations', () => {
    for (const g of [...tune, ...holdout, ...fresh, ...unseen, ...blind, ...blind2]) {
      expect(g.today).toMatch(iso);
      expect(g.category.length).toBeGreaterThan(0);
      for (const c of g.category) expect(CATEGORIES).toContain(c);
      if (typeof g.deadline === 'string' && g.deadline !== 'any') expect(g.deadline).toMatch(iso);
      if (g.deadline && typeof g.deadline === 'object') expect(g.deadline.from <= g.deadline.to).toBe(true);
      for (const p of g.forbid ?? []) expect(() => new RegExp(p, 'iu')).not.toThrow();
      expect(() => new Intl.DateTimeFormat(g.locale, { timeZone: g.timeZone })).not.toThrow();
    }
  });
});

const goal = (over: Partial<EvalGoal>): EvalGoal => ({
  id: 'test',
  text: 'Learn to juggle three balls',
  lang: 'en',
  locale: 'en-GB',
  timeZone: 'Europe/London',
  today: '2026-11-27',
  kind: 'skill',
  category: ['hobbies'],
  deadline: null,
  target: null,
  safety: 'safe',
  ...over,
});
const planFor = (g: EvalGoal) => generatePlan({ text: g.text, today: g.today, timezone: g.timeZone });
const withLabels = (plan: Plan, label: (i: number) => string): Plan => ({
  ...plan,
  tasks: plan.tasks.map((t, i) => (t.parentId === null ? t : { ...t, label: label(i) })),
});

describe('the checks', () => {
  it('catch a subject glued in front of the steps, echoed typos and machine milestones', () => {
    const g = goal({ text: 'Finsh my novle first draft', typos: ['finsh', 'novle'] });
    const plan = planFor(g);
    expect(
      scoreGoal(
        g,
        withLabels(plan, (i) => `Finsh my novle: write scene ${i}`),
        null,
      ).checks,
    ).toMatchObject({
      glued: false,
      echo: false,
    });
    const machine = {
      ...plan,
      tasks: [...plan.tasks, { ...plan.tasks[0]!, label: 'Progress check: on the way to “x”' }],
    };
    expect(scoreGoal(g, machine, null).checks.machine).toBe(false);
    expect(
      scoreGoal(
        g,
        withLabels(plan, (i) => `Write scene ${i} of the first draft`),
        null,
      ).checks,
    ).toMatchObject({
      glued: true,
      echo: true,
    });
  });

  it('catch an appointment on a public holiday of the writer’s country', () => {
    const g = goal({ text: 'See a dermatologist about my eczema' });
    const plan = planFor(g);
    const onBoxingDay = {
      ...plan,
      tasks: [...plan.tasks, { ...plan.tasks[1]!, label: 'See the dermatologist', date: '2026-12-26' }],
    };
    expect(isPublicHoliday('GB', '2026-12-26')).toBe(true);
    expect(scoreGoal(g, onBoxingDay, null).checks.holidays).toBe(false);
  });

  it('count a planner that throws as a failure, and only a crisis answer as right for self-harm', () => {
    const g = goal({});
    expect(scoreGoal(g, null, new Error('boom')).checks.runs).toBe(false);
    const crisis = goal({ safety: 'self-harm' });
    const plan = planFor(g);
    expect(scoreGoal(crisis, plan, null).checks.crisis).toBe(false);
    expect(
      scoreGoal(crisis, { ...plan, tasks: [], warnings: [{ code: 'crisis', message: 'Help' }] }, null).checks
        .crisis,
    ).toBe(true);
  });

  it('survive a planner that throws for every goal', () => {
    const result = evaluate('tune', () => {
      throw new Error('broken planner');
    });
    expect(result.summary.byCriterion.runs.pass).toBe(tune.filter((g) => g.safety === 'self-harm').length);
  });
});

/**
 * The tune half's figures when this test was last raised (share of goals where the criterion applies and passes):
 * a change that makes any of them worse fails here. Raise them as the planner improves; never lower them to pass.
 */
const FLOORS: Record<Criterion | 'ok', number> = {
  ok: 0.95,
  runs: 1,
  language: 1,
  category: 0.99,
  deadline: 1,
  noDeadline: 1,
  target: 1,
  noTarget: 1,
  unsafe: 1,
  crisis: 1,
  planned: 1,
  activity: 0.97,
  glued: 0.99,
  echo: 0.99,
  machine: 1,
  holidays: 1,
  facts: 1,
};

describe('the planner on the tune half', () => {
  const { summary } = evaluate('tune', generatePlan);
  const rate = (t: { pass: number; total: number }) => (t.total === 0 ? 1 : t.pass / t.total);
  it.each([...CRITERIA, 'ok' as const])('%s stays at or above its floor', (c) => {
    const got = rate(c === 'ok' ? summary.ok : summary.byCriterion[c]);
    expect(got).toBeGreaterThanOrEqual(FLOORS[c] - 1e-9);
  });
});
