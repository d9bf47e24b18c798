import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { fixTypos } from './typos.js';

const TODAY = '2026-11-28';
const plan = (text: string, timezone: string) => generatePlan({ text, today: TODAY, timezone });
const steps = (text: string, timezone: string) =>
  plan(text, timezone)
    .tasks.filter((t) => t.parentId !== null)
    .map((t) => t.label);

describe('stopping heavy drinking: the doctor’s plan before any stop', () => {
  it.each([
    [
      'бросить бухать резко с завтрашнего дня. пью почти каждый день года 3, по утрам руки трясутся',
      'Asia/Novosibirsk',
      /нарколог/u,
      /103 или 112/u,
    ],
    [
      'Quit drinking cold turkey, I drink heavily every day',
      'America/New_York',
      /addiction service/u,
      /911/u,
    ],
    [
      'stop drinking completely from monday, I drink a bottle of wine every night',
      'Europe/London',
      /doctor/u,
      /999 or 112/u,
    ],
  ])('%s', (text, zone, doctor, emergency) => {
    const labels = steps(text, zone);
    expect(labels[0]).toMatch(doctor);
    expect(labels.some((l) => emergency.test(l))).toBe(true);
    // Nothing is taken away before the appointment: the alcohol leaves the house only with the doctor's plan.
    const appointment = labels.findIndex((l) => /appointment|На приёме/u.test(l));
    const removal = labels.findIndex((l) => /out of the house|убрать алкоголь/u.test(l));
    const evening = labels.findIndex((l) => /evening without alcohol|Вечер без алкоголя/iu.test(l));
    expect(appointment).toBeGreaterThan(0);
    expect(removal).toBeGreaterThan(appointment);
    expect(evening).toBeGreaterThan(removal);
  });

  it('cutting down without heavy daily drinking keeps its own plan', () => {
    const p = plan('drink less on weekends, max 4 a week', 'Europe/Dublin');
    expect(p.safety?.codes).not.toContain('safety-alcohol');
  });
});

describe('a runner whose body part still hurts sees a physio first', () => {
  it.each([
    ['run the LA marathon in march even tho my knee is still messed up from october', 'America/Los_Angeles'],
    ['пробежать полумарафон в мае, колено до сих пор болит после осени', 'Europe/Moscow'],
    ['train for a 10k by spring, my ankle still hurts', 'Europe/London'],
  ])('%s', (text, zone) => {
    const p = plan(text, zone);
    expect(p.safety?.codes).toContain('safety-recovery');
    expect(p.tasks.filter((t) => t.parentId !== null)[0]!.label).toMatch(/physiotherapist|реабилитолог/u);
  });

  it.each([
    ['run a marathon without getting injured', 'America/New_York'],
    ['help my dad whose knee hurts get to the shops', 'America/New_York'],
    ['пробежать 10 км к лету', 'Europe/Moscow'],
  ])('%s: no injury finding', (text, zone) => {
    expect(plan(text, zone).safety?.codes).not.toContain('safety-recovery');
  });
});

describe('a typo inside a key word is corrected, an ending is not', () => {
  it.each([
    ['signed up for a full marathan on jan 10th', 'en', 'signed up for a full marathon on jan 10th'],
    ['пробежать марафан весной', 'ru', 'пробежать марафон весной'],
    ['пробежала марафон', 'ru', 'пробежала марафон'],
    ['бросила курить', 'ru', 'бросила курить'],
    ['marathons and weights', 'en', 'marathons and weights'],
  ] as const)('%s', (text, lang, fixed) => {
    expect(fixTypos(text, lang)).toBe(fixed);
  });
});
