import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';

const today = '2026-11-28';
const plan = (text: string) => generatePlan({ text, today }, { allSteps: true });
const labels = (text: string) =>
  plan(text)
    .tasks.filter((t) => t.parentId !== null)
    .map((t) => t.label)
    .join('\n');

const CLIMBS_EN = [
  'Climb Kilimanjaro next August',
  'Trek to Everest base camp in October',
  'Aconcagua expedition in January 2028',
  'Summit Mont Blanc next summer',
  'Climb a 5000 m peak in the Andes next year',
];
const CLIMBS_RU = [
  'Подняться на Эльбрус летом',
  'Взойти на Казбек в июле',
  'Сходить к базовому лагерю Эвереста в октябре',
];

describe('a high mountain is planned as the high-altitude climb', () => {
  it.each(CLIMBS_EN)(
    '%s: pack hikes to back-to-back days, boots, gear, insurance, flights, acclimatisation',
    (text) => {
      const p = plan(text);
      expect(p.goal.domain).toBe('expedition');
      expect(p.warnings!.map((w) => w.code)).toContain('safety-altitude');
      const all = labels(text);
      for (const said of [
        /Training hike with a loaded backpack/u,
        /Back-to-back long days/u,
        /break them in/u,
        /Gear list/u,
        /insurance that covers .*altitude/iu,
        /vaccinations/u,
        /Book the flights/u,
        /Acclimatisation day on the mountain/u,
        /Summit day/u,
      ])
        expect(all).toMatch(said);
      expect(planProblems(p, { today })).toEqual([]);
    },
  );

  it.each(CLIMBS_RU)('%s: то же по-русски', (text) => {
    const p = plan(text);
    expect(p.goal.domain).toBe('expedition');
    const all = labels(text);
    for (const said of [
      /с рюкзаком/u,
      /Два длинных дня подряд/u,
      /разносить/u,
      /Страховка/u,
      /прививки/u,
      /билеты/u,
      /акклиматизации на горе/u,
      /День восхождения/u,
    ])
      expect(all).toMatch(said);
  });

  it('dates the climb: the flight, the acclimatisation days and the summit end the plan', () => {
    const p = plan('Climb Kilimanjaro next August');
    const steps = p.tasks.filter((t) => t.parentId !== null);
    const summit = steps.find((t) => /Summit day/u.test(t.label))!;
    const fly = steps.find((t) => /Fly out/u.test(t.label))!;
    const acclim = steps.filter((t) => /^(?:Acclimatisation day|Second acclimatisation day)/u.test(t.label));
    expect(summit.date).toBe(p.goal.deadline);
    expect(fly.date < summit.date).toBe(true);
    expect(acclim.length).toBe(2);
    for (const a of acclim) expect(a.date > fly.date && a.date < summit.date).toBe(true);
    // The summit on the route's sixth day at the earliest, as a 7-day route has it: never days after landing.
    const days = (Date.parse(summit.date) - Date.parse(fly.date)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(6);
    expect(steps.some((t) => /^To the high camp/u.test(t.label))).toBe(true);
  });
});

describe('a route too short for the mountain', () => {
  it.each([
    ['Climb Kilimanjaro in 5 days next August', /7–8-day route/u, /instead of 5 days/u],
    ['Summit Kili on the 5-day route', /7–8-day route/u, /instead of 5 days/u],
    ['Взойти на Казбек за 3 дня в июле', /6–7 дней/u, /вместо 3 дней/u],
    ['Подняться на Эльбрус за 4 дня', /7–9 дней/u, /вместо 4 дней/u],
  ])(
    '%s: the warning stays and says to choose the longer route, which the plan books first',
    (text, route, instead) => {
      const p = plan(text);
      const w = p.warnings!.find((x) => x.code === 'safety-altitude')!;
      expect(w.message).toMatch(route);
      expect(w.message).toMatch(instead);
      const first = [...p.tasks]
        .filter((t) => t.parentId !== null)
        .sort((a, b) => a.date.localeCompare(b.date))[0]!;
      expect(first.label).toMatch(route);
      expect(first.label).not.toMatch(instead);
      expect(p.goal.target).toBeNull();
    },
  );

  it.each(['Climb Kilimanjaro on the 8-day Lemosho route', 'Подняться на Эльбрус за 9 дней'])(
    '%s: a long enough route gets the usual warning only',
    (text) => {
      const w = plan(text).warnings!.find((x) => x.code === 'safety-altitude')!;
      expect(w.message).not.toMatch(/too short|слишком мало/u);
    },
  );
});

describe('goals that only name a mountain keep their plan', () => {
  it.each([
    ['Save 3000 dollars for a Kilimanjaro trip', 'savings'],
    ['Read a book about Everest', 'reading'],
    ['Сходить в поход по Алтаю летом', 'expedition'],
  ])('%s stays %s', (text, domain) => {
    const p = plan(text);
    expect(p.goal.domain).toBe(domain);
    expect(labels(text)).not.toMatch(/Summit day|День восхождения/u);
  });

  it('a book about Everest gets no altitude warning', () => {
    expect(plan('Read a book about Everest').warnings!.map((w) => w.code)).not.toContain('safety-altitude');
    expect(plan('Посмотреть фильм про Эверест').warnings!.map((w) => w.code)).not.toContain(
      'safety-altitude',
    );
  });
});
