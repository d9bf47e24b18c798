import { describe, expect, it } from 'vitest';
import { KINDS_CORPUS, KINDS_EN, KINDS_RU, KINDS_TODAY } from '../test/corpus-kinds.js';
import { DOMAIN_BY_ID, DOMAINS } from './domains.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';
import { placeholders } from './render.js';
import { labelTexts } from './streams.js';

const today = KINDS_TODAY;
const steps = (plan: ReturnType<typeof generatePlan>) => plan.tasks.filter((t) => t.parentId !== null);

describe('goal kinds corpus', () => {
  it('is balanced between the languages', () => {
    expect(KINDS_EN.length).toBeGreaterThanOrEqual(45);
    expect(KINDS_RU.length).toBeGreaterThanOrEqual(45);
    const domains = new Set(KINDS_CORPUS.map((g) => g.domain));
    for (const d of DOMAINS) expect(domains.has(d.id), d.id).toBe(true);
  });

  it.each(KINDS_CORPUS.map((g) => [g.text, g] as const))(
    '"%s": right playbook, kind and reading',
    (text, g) => {
      const input = { text, today };
      const plan = generatePlan(input);
      expect(plan.goal.domain).toBe(g.domain);
      expect(plan.goal.kind).toBe(g.kind);
      if (g.category) expect(plan.goal.category).toBe(g.category);
      if (g.deadline) expect(plan.goal.deadline).toBe(g.deadline);
      if (g.target)
        expect(plan.goal.target && { value: plan.goal.target.value, unit: plan.goal.target.unit }).toEqual(
          g.target,
        );
      expect((plan.warnings ?? []).map((w) => w.code).sort()).toEqual([...(g.warnings ?? [])].sort());
      for (const w of plan.warnings ?? []) {
        expect(w.message.length).toBeGreaterThan(20);
        if (w.alternative?.deadline) expect(w.alternative.deadline > today).toBe(true);
      }
      expect(planProblems(plan, input)).toEqual([]);
    },
  );

  it.each(KINDS_CORPUS.map((g) => [g.text, g] as const))(
    '"%s": the steps name the goal’s subject',
    (text, g) => {
      const plan = generatePlan({ text, today });
      const labels = steps(plan).map((t) => t.label);
      expect(labels.length).toBeGreaterThan(0);
      const domain = DOMAIN_BY_ID.get(g.domain);
      if (domain) {
        const named = labels.filter((l) => domain.mentions.test(l)).length;
        expect(
          named / labels.length,
          `${named} of ${labels.length}:\n${labels.join('\n')}`,
        ).toBeGreaterThanOrEqual(0.6);
      } else if (plan.goal.subject) {
        // The subject is worked into the session labels, never glued in front of every step.
        for (const l of labels) expect(l.startsWith(`${plan.goal.subject}: `), l).toBe(false);
      }
      expect(labels.some((l) => /\{|\}/.test(l))).toBe(false);
    },
  );

  it('never gives a wrong-domain plan: no running shoes for swimmers, no savings autopay for freelancers', () => {
    const wrong: Array<[string, RegExp]> = [
      ['Swim 2 km', /running|run\b/i],
      ['Cycle 100 km', /running|run\b/i],
      ['Бросить курить', /отжиман|тренировк/i],
      ['Stop eating sugar', /push-up|workout/i],
      ['Learn to swim', /push-up|running/i],
      ['Написать роман на 80 000 слов', /выучено|выучить/i],
      ['Сдать ЕГЭ по математике на 90', /лаборатор|эксперимент/i],
      ['Заработать 100 000 ₽ на фрилансе', /накопительный счёт|автоперевод/i],
    ];
    for (const [text, re] of wrong) {
      const labels = generatePlan({ text, today }).tasks.map((t) => t.label);
      expect(
        labels.filter((l) => re.test(l)),
        text,
      ).toEqual([]);
    }
  });
});

describe('domain playbooks', () => {
  for (const d of DOMAIN_BY_ID.values()) {
    it(`${d.id}: both languages, placeholders that match, enough label variants`, () => {
      for (const phase of d.variant.phases) {
        for (const text of [phase.milestone, phase.milestoneWithTarget].filter((x) => x !== undefined)) {
          expect(placeholders(text.en!).sort()).toEqual(placeholders(text.ru!).sort());
        }
        expect(placeholders(phase.milestone.en!).filter((n) => n !== 'subject')).toEqual([]);
        for (const step of phase.steps) {
          const texts = labelTexts(step);
          if (step.cadence === 'weekly') expect(texts.length === 1 || texts.length >= step.times).toBe(true);
          for (const t of texts) {
            expect(/[а-яё]/i.test(t.en!), t.en).toBe(false);
            expect(placeholders(t.en!).sort(), t.en).toEqual(placeholders(t.ru!).sort());
            if (placeholders(t.en!).includes('subject')) expect(d.subject, d.id).toBeDefined();
          }
        }
      }
    });
  }
});
