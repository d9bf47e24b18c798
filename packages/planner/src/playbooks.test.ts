import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.js';
import { DEFAULT_PLAYBOOK_SOURCES, DEFAULT_PLAYBOOKS } from './default-playbooks.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';
import { type Playbook, safeParsePlaybook } from './playbook-schema.js';
import { placeholders } from './render.js';
import { labelTexts } from './streams.js';

const LEVEL_VARS = ['session', 'long', 'easy'];
const TOTAL_VARS = ['share', 'pages', 'per'];

describe('default playbooks', () => {
  it('cover the ten categories and pass the schema', () => {
    expect(Object.keys(DEFAULT_PLAYBOOKS).sort()).toEqual([...CATEGORIES].sort());
    for (const source of Object.values(DEFAULT_PLAYBOOK_SOURCES))
      expect(safeParsePlaybook(source).success).toBe(true);
  });

  for (const [category, playbook] of Object.entries(DEFAULT_PLAYBOOKS)) {
    it(`${category}: both languages, enough label variants, placeholders that fit their condition`, () => {
      expect(playbook.variants.some((v) => !v.match)).toBe(true);
      for (const variant of playbook.variants) {
        for (const phase of variant.phases) {
          for (const text of [phase.milestone, phase.milestoneWithTarget].filter((x) => x !== undefined)) {
            expect(text.en && text.ru, `${variant.id}/${phase.id} milestone`).toBeTruthy();
            expect(placeholders(text.en!).sort()).toEqual(placeholders(text.ru!).sort());
          }
          if (placeholders(phase.milestone.en!).length > 0)
            throw new Error(`${phase.id}: plain milestone with a placeholder`);
          for (const step of phase.steps) {
            const texts = labelTexts(step);
            const where = `${variant.id}/${phase.id}: ${texts[0]!.en}`;
            if (step.cadence === 'weekly')
              expect(texts.length === 1 || texts.length >= step.times, where).toBe(true);
            for (const t of texts) {
              expect(t.en && t.ru, where).toBeTruthy();
              expect(/[а-яё]/i.test(t.en!), where).toBe(false);
              const names = placeholders(t.en!);
              expect(names.sort(), where).toEqual(placeholders(t.ru!).sort());
              if (names.some((n) => LEVEL_VARS.includes(n))) expect(step.when, where).toBe('level');
              if (names.some((n) => TOTAL_VARS.includes(n))) expect(step.when, where).toBe('total');
              if (names.includes('target') || names.includes('cum'))
                expect(step.when, where).not.toMatch(/always|noTarget/);
            }
          }
        }
      }
    });
  }
});

const mentorRunning: Playbook = {
  id: 'mentor-anna-running',
  category: 'health',
  mode: 'replace',
  variants: [
    {
      id: 'run-walk',
      defaultWeeks: 8,
      sessionsPerWeek: 3,
      time: '06:30',
      phases: [
        {
          id: 'start',
          weight: 1,
          milestone: { en: 'Run-walk routine set', ru: 'Режим «бег — шаг» налажен' },
          steps: [
            {
              label: {
                en: 'Run-walk 20 min: 1 min run, 2 min walk',
                ru: 'Бег с шагом 20 минут: минута бега, две минуты шага',
              },
              times: 3,
            },
          ],
        },
        {
          id: 'grow',
          weight: 2,
          milestone: { en: 'Running 10 min without a break', ru: 'Бег 10 минут без перерыва' },
          steps: [
            {
              label: {
                en: 'Run-walk 30 min: 3 min run, 1 min walk',
                ru: 'Бег с шагом 30 минут: три минуты бега, минута шага',
              },
              times: 3,
            },
          ],
        },
        {
          id: 'finish',
          weight: 1,
          milestone: { en: 'Running 30 min without a break', ru: 'Бег 30 минут без перерыва' },
          steps: [
            {
              label: { en: 'Continuous easy run, 30 min', ru: 'Лёгкий бег без остановок, 30 минут' },
              cadence: 'end',
              key: true,
            },
          ],
        },
      ],
    },
  ],
};

describe('mentor playbooks', () => {
  const today = '2026-11-22';

  it('replace the default for their category', () => {
    const input = { text: 'Начать бегать', category: 'health' as const, today, playbook: mentorRunning };
    const plan = generatePlan(input);
    expect(plan.source).toBe('mentor');
    expect(plan.tasks[0]!.label).toBe('Режим «бег — шаг» налажен');
    expect(plan.tasks.at(-1)!.label).toBe('Лёгкий бег без остановок, 30 минут');
    expect(planProblems(plan, input)).toEqual([]);
  });

  it('extend the default phase of the same id, in the goal language only', () => {
    const extend: Playbook = {
      id: 'mentor-extend',
      category: 'finances',
      mode: 'extend',
      variants: [
        {
          id: 'savings-extra',
          defaultWeeks: 26,
          sessionsPerWeek: 2,
          time: '19:00',
          phases: [
            {
              id: 'budget',
              weight: 1,
              milestone: { ru: 'Бюджет составлен' },
              steps: [{ label: { ru: 'Скачать выписки по всем картам за три месяца' }, cadence: 'start' }],
            },
            { id: 'x', weight: 1, milestone: { en: 'x' }, steps: [{ label: { en: 'x' } }] },
            { id: 'y', weight: 1, milestone: { en: 'y' }, steps: [{ label: { en: 'y' } }] },
          ],
        },
      ],
    };
    const plan = generatePlan({ text: 'Накопить 100 000 ₽ за полгода', today, playbook: extend });
    expect(plan.source).toBe('mentor');
    expect(plan.tasks.some((t) => t.label === 'Скачать выписки по всем картам за три месяца')).toBe(true);
    expect(plan.tasks.some((t) => t.label === 'x' || t.label === 'y')).toBe(false);
  });

  it('are ignored when invalid, of another category or not in the goal language', () => {
    const base = generatePlan({ text: 'Run 5 km', today });
    const broken = { ...mentorRunning, variants: [] } as Playbook;
    expect(generatePlan({ text: 'Run 5 km', today, playbook: broken })).toEqual(base);
    const otherCategory = { ...mentorRunning, category: 'career' } as Playbook;
    expect(generatePlan({ text: 'Run 5 km', today, playbook: otherCategory })).toEqual(base);
    const ruOnly = structuredClone(mentorRunning);
    for (const v of ruOnly.variants) for (const p of v.phases) p.milestone = { ru: p.milestone.ru };
    expect(generatePlan({ text: 'Run 5 km', today, playbook: ruOnly }).source).toBe('builtin');
  });
});
