import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { urgentFinding } from './safety-urgent.js';

const TODAY = '2026-11-28';
const NY = 'America/New_York';
const MOSCOW = 'Europe/Moscow';
const subSteps = (text: string, timezone = NY) =>
  generatePlan({ text, today: TODAY, timezone }, { allSteps: true }).tasks.filter((t) => t.parentId !== null);

describe('safety: symptoms that need a doctor today', () => {
  it.each([
    ['My 2yo has had a fever of 104 for 4 days, want to treat it at home naturally, no ER', true],
    ['температура 39 четвёртый день у ребёнка', true],
    ['у малыша 40 третьи сутки, лечим народными средствами', true],
    ['my toddler has had a temp of 39.5C for three days, how to bring it down naturally', true],
    ['my 6 week old has a fever of 38, want to treat at home', true],
    ['у новорождённого температура 38, без врачей', true],
    ['my son has a fever and a stiff neck, treating at home', true],
    ['у дочки жар и сыпь, лечим дома', true],
    ['I have had a fever of 103 for 5 days, no doctors, natural remedies only', false],
    ['у меня температура 39,2 уже пятый день, хочу вылечиться народными средствами без врачей', false],
    ['I have chest pain since yesterday, want to heal it naturally', false],
    ['у меня боль в груди второй день, лечусь дома', false],
    ['my baby has no wet diapers since morning, treat at home', true],
    ['baby is 2 months old with a temperature of 38.2', true],
    ['малышу 2 месяца, температура 38', true],
    ['my child has had a 39 fever for 3 days', true],
    ["my dad's face is drooping and his speech is slurred, want to treat him at home", false],
    ['у мамы перекосило лицо и онемела рука, лечим дома', false],
    ['I have been throwing up blood since morning, no hospital', false],
    ['у меня кровь в кале неделю, без врачей', false],
  ])('plans care today for %s', (text, child) => {
    const found = urgentFinding(text);
    expect(found?.finding.code).toBe('safety-urgent');
    expect(found?.child).toBe(child);
  });

  it('plans the feverish toddler as care today: the paediatrician, the red flags, home care, a follow-up', () => {
    const text = 'My 2yo has had a fever of 104 for 4 days, want to treat it at home naturally, no ER';
    const plan = generatePlan({ text, today: TODAY, timezone: NY }, { allSteps: true });
    expect(plan.safety?.codes).toEqual(['safety-urgent']);
    expect(plan.warnings?.[0]?.message).toMatch(/child must be seen by a doctor today.*not a substitute/u);
    const steps = plan.tasks.filter((t) => t.parentId !== null);
    expect(steps.map((s) => s.date)).toEqual([TODAY, TODAY, TODAY, '2026-12-01']);
    expect(steps[0]!.label).toMatch(/paediatrician’s after-hours line or go to urgent care today/u);
    expect(steps[1]!.label).toMatch(/^Call 911 at once/u);
    expect(steps[2]!.label).toMatch(/never aspirin for a child/u);
    expect(steps[3]!.label).toMatch(/Follow-up visit for your child/u);
    const all = plan.tasks.map((t) => t.label).join('\n');
    expect(all).not.toMatch(/blood pressure|walk|pill box|\byou\b/iu);
  });

  it('speaks Russian and calls 103 in Russia', () => {
    const steps = subSteps('у малыша 40 третьи сутки, лечим народными средствами', MOSCOW);
    expect(steps).toHaveLength(4);
    expect(steps[0]!.label).toBe('Сегодня же показать ребёнка врачу: вызвать педиатра или неотложку (103)');
    expect(steps[1]!.label).toMatch(/^Сразу звонить 103 или 112/u);
    expect(steps[2]!.label).toMatch(/аспирин детям нельзя/u);
    expect(steps.slice(0, 3).every((s) => s.date === TODAY)).toBe(true);
  });

  it('takes the number of the person’s country: 999 in the UK, 112 elsewhere in Europe', () => {
    const text = 'my daughter has had a fever of 39 for 3 days, no GP please';
    expect(subSteps(text, 'Europe/London')[1]!.label).toMatch(/^Call 999 or 112/u);
    expect(subSteps(text, 'Europe/Berlin')[1]!.label).toMatch(/^Call 112/u);
  });

  it('addresses an adult as themselves', () => {
    const steps = subSteps('I have had a fever of 103 for 5 days, no doctors, natural remedies only');
    expect(steps[0]!.label).toMatch(/^See a doctor today/u);
    expect(steps[2]!.label).not.toMatch(/child/u);
  });

  it.each([
    'lower my blood pressure naturally',
    'my kid gets colds a lot, build immunity this winter',
    'learn first aid for babies',
    'treat my acne at home',
    'закаливание ребёнка',
    'научиться оказывать первую помощь детям при температуре',
    'my son had a fever of 39 yesterday, now fine; get him back to football by january',
    'температура 37,2 неделю у меня, хочу вылечить народными средствами',
    'run a 5k in 40 days',
    'my baby is 2 months old, get her sleeping through the night',
    'my 3 year old had a fever of 38 for one day, get back to kindergarten routine',
    'pass the first aid exam: chest pain and stroke signs',
    'cure my ulcer with baking soda, no doctors',
  ])('keeps the plan for %s', (text) => {
    expect(urgentFinding(text)).toBeNull();
    expect(generatePlan({ text, today: TODAY, timezone: NY }).safety?.codes ?? []).not.toContain(
      'safety-urgent',
    );
  });
});
