import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { medicationFinding } from './safety-medication.js';
import { selfTreatmentFinding } from './safety-self-treatment.js';

const STOPS = [
  'get off sertraline by new years, going cold turkey, my psych doesnt listen anyway',
  'quit xanax cold turkey',
  'stop lexapro at once',
  'come off my benzos by march',
  'wean off seroquel on my own',
  'бросить феназепам резко к новому году',
  'слезть с антидепрессантов до лета',
  'перестать принимать золофт',
  'отменить себе паксил сразу',
];
const OTHER = [
  'get off caffeine cold turkey',
  'quit sugar cold turkey',
  'quit smoking cold turkey',
  'бросить курить резко',
  'stop taking birth control pills',
  'Снизить давление до 130/80, врач назначил таблетки',
  'taper off sertraline with my psychiatrist by summer',
];

describe('safety screen: a prescribed medicine stopped on one’s own', () => {
  it.each(STOPS)('warns on %s', (text) => expect(medicationFinding(text)).not.toBeNull());
  it.each(OTHER.slice(0, 6))('leaves %s alone', (text) => expect(medicationFinding(text)).toBeNull());

  it('plans the taper with a prescriber, a second opinion when the psychiatrist does not listen', () => {
    const plan = generatePlan({
      text: 'get off sertraline by new years, going cold turkey, my psych doesnt listen anyway',
      today: '2026-11-27',
    });
    expect((plan.warnings ?? []).map((w) => w.code)).toContain('safety-medication');
    expect(plan.warnings?.find((w) => w.code === 'safety-medication')?.message).toMatch(
      /taper.*second opinion/su,
    );
    expect(plan.goal.category).toBe('health');
    expect(plan.tasks.map((t) => t.label).join('\n')).toMatch(/second opinion/u);
    expect(plan.tasks.map((t) => t.label).join('\n')).not.toMatch(/cold\s+turkey/iu);
  });
});

const REFUSED = [
  'вылечить гайморит сама народными средствами, к лору не пойду, мучаюсь уже 3 недели',
  'вылечить зуб полосканиями, к стоматологу не пойду',
  'лечиться травами, в больницу не пойду',
  'cure my ear infection with garlic, not going to the doctor',
  'treat my UTI at home, i dont trust doctors',
];
const WITH_A_DOCTOR = [
  'вылечить простуду за неделю',
  'cure my acne with a dermatologist',
  'heal my back pain with yoga',
];

describe('safety screen: a home cure instead of any doctor', () => {
  it.each(REFUSED)('warns on %s', (text) => expect(selfTreatmentFinding(text)).not.toBeNull());
  it.each(WITH_A_DOCTOR)('leaves %s alone', (text) => expect(selfTreatmentFinding(text)).toBeNull());

  it('plans the doctor first and never the folk cure', () => {
    const plan = generatePlan({ text: REFUSED[0]!, today: '2026-11-27' });
    expect((plan.warnings ?? []).map((w) => w.code)).toContain('safety-self-treatment');
    const labels = plan.tasks.map((t) => t.label).join('\n');
    expect(labels).toMatch(/врач/u);
    expect(labels).not.toMatch(/народн\p{L}*\s+средств|без\s+(?:врача|лора)|прогре/iu);
  });
});
