import { describe, expect, it } from 'vitest';
import { generatePlan, planWave } from './generate.js';

const today = '2026-11-28';
const steps = (text: string) =>
  generatePlan({ text, today })
    .tasks.filter((t) => t.parentId !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
const daysAfter = (date: string) => (Date.parse(date) - Date.parse(today)) / 86_400_000;

describe('training after an injury waits for the clearance visit', () => {
  it.each([
    ['Run a 10k by spring, my knee still hurts', /^Once your doctor or physio clears you, test run/],
    ['Пробежать 10 км к маю, но колено ещё болит после травмы', /^Когда врач или реабилитолог разрешит, /],
    ['Run a half marathon next September after ACL surgery', /^Once your doctor or physio clears you, /],
    [
      'Хочу вернуться к бегу после операции на колене, 5 км к лету',
      /^Когда врач или реабилитолог разрешит, /,
    ],
    ['Squat 100 kg by summer, my back still hurts', /^Once your doctor or physio clears you, /],
  ])('%s: the visit on day one, the first session two weeks later', (text, opening) => {
    const [visit, first, ...rest] = steps(text);
    expect(visit!.date).toBe(today);
    expect(visit!.label).toMatch(/physiotherapist|реабилитолог/);
    expect(daysAfter(first!.date)).toBeGreaterThanOrEqual(14);
    expect(first!.label).toMatch(opening);
    for (const s of rest) expect(daysAfter(s.date)).toBeGreaterThanOrEqual(14);
    expect(rest.some((s) => /clears you|разрешит/.test(s.label))).toBe(false);
  });

  it('a later wave does not open with the clearance again', () => {
    const input = { text: 'Run a marathon next October, my knee still hurts', today };
    expect(steps(input.text).filter((s) => /clears you/.test(s.label))).toHaveLength(1);
    const later = planWave(input, '2027-03-01');
    expect(later.length).toBeGreaterThan(5);
    expect(later.some((s) => /clears you/.test(s.label))).toBe(false);
  });

  it('a short plan waits a quarter of its span', () => {
    const [visit, first] = steps('Run a 5k in 3 weeks, my ankle still hurts');
    expect(visit!.date).toBe(today);
    expect(daysAfter(first!.date)).toBeGreaterThanOrEqual(5);
  });

  it.each(['Run a 10k by spring', 'Пробежать 10 км к маю', 'Run a 5k by spring after my mom’s surgery'])(
    '%s: no injury of ones own, training starts at once',
    (text) => {
      const all = steps(text);
      expect(all[0]!.date).toBe(today);
      expect(all.some((s) => /clears you|разрешит/.test(s.label))).toBe(false);
    },
  );
});
