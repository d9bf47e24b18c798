import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { injuryAgainstAdviceFinding } from './safety-injury.js';

const TODAY = '2026-11-28';

describe('safety: training through an injury against the advice to rest', () => {
  it.each([
    "run the LA marathon in march even tho my knee is still messed up from october. PT said rest 6 wks but I'll push through it 💪",
    'врач сказал 6 недель не бегать, но я всё равно побегу полумарафон в марте',
    'колено болит после падения, но пробегу 10 км через боль к маю',
    "my doctor told me to stop running for a month but I'll run the 10k anyway",
    'physio says no running till january, gonna train through it for the half in feb',
    'травматолог запретил нагрузки на месяц, но я всё равно буду готовиться к марафону',
  ])('warns for %s', (text) => {
    const plan = generatePlan({ text, today: TODAY });
    expect(plan.safety?.codes).toContain('safety-injury');
    expect(plan.tasks.find((t) => t.parentId !== null)?.label).toMatch(/physiotherapist|реабилитолог/u);
  });

  it('warns in the person’s language and keeps the race in March 2027, not after October', () => {
    const plan = generatePlan({
      text: "run the LA marathon in march even tho my knee is still messed up from october. PT said rest 6 wks but I'll push through it 💪",
      today: TODAY,
    });
    expect(plan.warnings?.find((w) => w.code === 'safety-injury')?.message).toMatch(
      /against your physiotherapist/u,
    );
    expect(plan.goal.deadline).toBe('2027-03-31');
    expect(plan.tasks.find((t) => t.parentId !== null)?.date).toBe(TODAY);
  });

  it.each([
    'PT said rest 6 weeks, then ease back in; run a half marathon in june',
    'run a marathon in march, push through the wall at mile 20',
    'реабилитолог сказал отдыхать месяц, потом начну бегать, полумарафон в мае',
    'push through my fear and run my first 5k',
    'run a 5k, my knee is fine now',
    'бегать через не хочу, полумарафон в мае',
  ])('keeps the plan for %s', (text) => {
    expect(injuryAgainstAdviceFinding(text)).toBeNull();
    expect(generatePlan({ text, today: TODAY }).safety?.codes ?? []).not.toContain('safety-injury');
  });
});
