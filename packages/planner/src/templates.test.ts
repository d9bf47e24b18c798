import { describe, expect, it } from 'vitest';
import { DOMAIN_BY_ID } from './domains.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';

const today = '2026-11-28';
const planOf = (text: string) => generatePlan({ text, today });
const domainOf = (text: string) => planOf(text).goal.domain;
const labelsOf = (text: string) =>
  planOf(text)
    .tasks.filter((t) => t.parentId !== null)
    .map((t) => t.label);

/**
 * Goals that used to get a template for something else (a wedding plan for a friend one fell out with at her
 * wedding, a savings plan for cooking at home): each is routed by what the person wants to do, and the plan
 * talks about it in whole sentences.
 */
const ROUTED: Array<[string, string]> = [
  ['Помериться с сестрой до нового года, не общаемся с лета из-за наследства', 'mend'],
  ['помириться с отцом, поругались из-за дачи', 'mend'],
  ['помериться со старым другом, не разговариваем два года', 'mend'],
  ['Reconnect w my college roommate, havent talked in 5 years since the fight at her wedding', 'mend'],
  ['reconnect with my old school friend after we fell out over money', 'mend'],
  ['reconnect with my estranged brother before christmas', 'mend'],
];

/** Lookalikes that share a word with a routed goal and keep their own plan. */
const KEPT: Array<[string, string]> = [
  ['lose weight for my friend’s wedding', 'weight'],
  ['call my mom every Sunday', 'connect'],
  ['plan our wedding for 80 guests in June', 'wedding'],
];

describe('templates chosen by meaning', () => {
  it.each(ROUTED)('%s -> %s', (text, domain) => expect(domainOf(text)).toBe(domain));
  it.each(KEPT)('keeps %s on %s', (text, domain) => expect(domainOf(text)).toBe(domain));

  it('does not read a contest with someone («помериться силами») as making peace', () => {
    expect(domainOf('помериться силами с братом в армрестлинге')).not.toBe('mend');
    expect(domainOf('reconnect with nature, hike once a month')).not.toBe('mend');
  });

  it.each(ROUTED)('%s: a valid plan that talks about its activity', (text, domain) => {
    const plan = planOf(text);
    expect(planProblems(plan, { today })).toEqual([]);
    const labels = labelsOf(text);
    const mentions = DOMAIN_BY_ID.get(domain)?.mentions ?? /./u;
    const named = labels.filter((l) => mentions.test(l)).length;
    expect(named / labels.length, labels.join('\n')).toBeGreaterThanOrEqual(0.6);
    expect(labels.some((l) => /\{|\}/u.test(l))).toBe(false);
  });

  it('names the person to make peace with, in the case the sentence needs', () => {
    const ru = labelsOf('Помериться с сестрой до нового года, не общаемся с лета из-за наследства');
    expect(ru).toContain(
      'Разговор с сестрой лично или по телефону: сначала извиниться за свою часть, потом слушать, не перебивая',
    );
    expect(ru.join('\n')).toMatch(/наследство/u);
    const en = labelsOf(
      'Reconnect w my college roommate, havent talked in 5 years since the fight at her wedding',
    );
    expect(en.join('\n')).toMatch(/with your college roommate/u);
    expect(en.join('\n')).not.toMatch(/wedding/iu);
  });
});
