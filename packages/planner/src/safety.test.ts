import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';
import { selfHarmSignal } from './support.js';

const today = '2026-11-22';
const plan = (text: string, timezone?: string) =>
  generatePlan({ text, today, ...(timezone ? { timezone } : {}) }, { allSteps: true });
const labels = (p: ReturnType<typeof plan>) => p.tasks.map((t) => t.label).join('\n');
const firstStep = (p: ReturnType<typeof plan>) =>
  [...p.tasks].filter((t) => t.parentId !== null).sort((a, b) => a.date.localeCompare(b.date))[0]!;

describe('safety screen', () => {
  it.each([
    ['10-day water fast', 'safety-fasting', /doctor/i],
    ['14 day water only fast in january to reset my body', 'safety-fasting', /doctor/i],
    ['a water-only fast for a week', 'safety-fasting', /doctor/i],
    ['Голодать 10 дней на воде', 'safety-fasting', /врач/i],
    ['поголодать неделю на одной воде к весне', 'safety-fasting', /врач/i],
    ['отголодать 5 дней на воде, почистить организм', 'safety-fasting', /врач/i],
    ['Сухое голодание 3 дня', 'safety-fasting', /врач/i],
    ['Бросить пить, пью каждый день бутылку водки', 'safety-alcohol', /врач/i],
    ['Quit drinking cold turkey, I drink heavily every day', 'safety-alcohol', /doctor/i],
    [
      'giving the grog up cold turkey this weekend, going out to the shack alone so no temptation. been on a slab a day for years, get the shakes most mornings',
      'safety-alcohol',
      /doctor/i,
    ],
    ['Stop taking my antidepressants', 'safety-medication', /doctor/i],
    ['Climb Kilimanjaro in 2 weeks', 'safety-altitude', /doctor/i],
    ['Подняться на Эльбрус летом', 'safety-altitude', /врач/i],
    ['Get back to tennis after shoulder surgery', 'safety-recovery', /surgeon or physiotherapist/i],
    ['Снова бегать после травмы колена', 'safety-recovery', /хирургу или реабилитологу/i],
    ['Завязать с бухлом, коньяк каждый вечер уже полгода', 'safety-alcohol', /врач/i],
    ['Summit Kili in 5 days, never been above 2000m', 'safety-altitude', /doctor/i],
    ['Вылечить язву голодом, к врачам не пойду', 'safety-self-treatment', /врач/i],
    ['Cure my eczema with baking soda, no doctors', 'safety-self-treatment', /doctor/i],
  ])('%s: warns (%s) and the first step is the doctor', (text, code, first) => {
    const p = plan(text);
    expect(p.warnings?.map((w) => w.code)).toContain(code);
    expect(p.safety?.status).toBe('adjusted');
    expect(firstStep(p).label).toMatch(first);
    expect(planProblems(p, { today })).toEqual([]);
  });

  it('never schedules the fast itself: an eating window instead', () => {
    for (const text of ['10-day water fast', 'Голодать 10 дней на воде']) {
      const p = plan(text);
      expect(p.goal.domain).toBe('eating-window');
      expect(labels(p)).not.toMatch(/water fast|голодан|голодать/iu);
      expect(p.goal.deadlineSource).toBe('default');
    }
  });

  it.each([
    ['Lose 30 kg in 2 weeks', 'kg'],
    ['Похудеть на 15 кг за месяц', 'kg'],
    ['Lose 20 lb by Christmas, I weigh 150 lbs', 'lb'],
  ])('%s: planned for a safe amount, the unsafe one nowhere in the plan', (text, unit) => {
    const p = plan(text);
    const w = p.warnings?.find((x) => x.code === 'weight-rate');
    expect(w?.alternative?.deadline && w.alternative.deadline > p.goal.deadline).toBe(true);
    expect(p.goal.target?.unit).toBe(unit);
    const weeks = (Date.parse(p.goal.deadline) - Date.parse(today)) / 604_800_000;
    const kg = p.goal.target!.value * (unit === 'lb' ? 0.4536 : 1);
    expect(kg / weeks).toBeLessThanOrEqual(1);
    const unsafe = /(\d+)/.exec(text)![1]!;
    expect(labels(p)).not.toMatch(new RegExp(`(?<![\\d.,])${unsafe}\\s*(?:kg|кг|lb)`, 'u'));
    expect(p.progression?.points.at(-1)?.value).toBe(p.goal.target!.value);
  });

  it('keeps 1 % of a stated body weight as the pace (60 kg: 0.6 kg a week)', () => {
    const p = plan('I weigh 60 kg and want to lose 5 kg in 4 weeks');
    expect(p.warnings?.map((w) => w.code)).toContain('weight-rate');
    expect(p.goal.target!.value).toBeLessThanOrEqual(2.5);
    expect(plan('I weigh 60 kg and want to lose 2 kg in 6 weeks').warnings?.map((w) => w.code)).not.toContain(
      'weight-rate',
    );
  });

  it('reads stones as a body weight to lose at a safe pace', () => {
    const p = plan('Lose 3 stone by 10 January');
    expect(p.warnings?.map((w) => w.code)).toContain('weight-rate');
    expect(p.goal.target?.unit).toBe('stone');
    expect(p.goal.target!.value).toBeLessThan(3);
  });

  it('never makes a fast ascent its target: "up and down in 3 days" is dropped', () => {
    const p = plan('Подняться на Казбек и спуститься за 3 дня, в горах не был');
    expect(p.warnings?.map((w) => w.code)).toContain('safety-altitude');
    expect(p.goal.target).toBeNull();
  });

  it('plans seven hours of sleep, not four', () => {
    for (const text of ['Sleep 4 hours a night to get more done', 'Спать по 4 часа, чтобы всё успевать']) {
      const p = plan(text);
      expect(p.warnings?.map((w) => w.code)).toContain('safety-sleep');
      expect(labels(p)).not.toMatch(/4 (?:hours|часа)/u);
    }
  });

  it('gives hard daily training two rest days a week', () => {
    for (const text of [
      'Hard gym training every day, no rest days',
      'Тяжёлые тренировки в зале каждый день',
      // Training named with its intensity, whatever category the goal is read as.
      'I want to train hard every single day',
      'тренироваться до отказа 7 дней в неделю',
    ]) {
      const p = plan(text);
      expect(p.warnings?.map((w) => w.code)).toContain('safety-rest');
      const perWeek = new Map<string, Set<string>>();
      for (const t of p.tasks.filter(
        (x) => x.parentId && /workout|тренировк|cardio|кардио/iu.test(x.label),
      )) {
        const week = String(Math.floor((Date.parse(t.date) - Date.parse(today)) / 604_800_000));
        perWeek.set(week, (perWeek.get(week) ?? new Set()).add(t.date));
      }
      for (const days of perWeek.values()) expect(days.size).toBeLessThanOrEqual(5);
    }
  });

  it('sends a non-swimmer or someone afraid of water to an instructor in shallow water first', () => {
    for (const text of [
      "I'm 45 and afraid of water, want to swim across the lake by summer",
      'Боюсь воды, но хочу научиться плавать в море',
      "Can't swim, want to swim 1 km",
      'Переплыть реку летом, плавать пока не умею',
    ]) {
      const p = plan(text);
      expect(p.warnings?.map((w) => w.code)).toContain('safety-water');
      expect(p.goal.domain).toBe('water-confidence');
      const week1 = p.tasks.filter((t) => t.parentId && t.date < '2026-11-29').map((t) => t.label);
      expect(week1.join('\n')).toMatch(/instructor|инструктор/iu);
      expect(labels(p)).not.toMatch(/lake|across|1 km|мор/iu);
    }
  });

  it('leaves safe goals alone', () => {
    for (const text of [
      'Train my dog every day',
      'Work hard every day on my startup',
      'Run 10 km by spring',
      'Lose 5 kg in 3 months',
      'Научиться плавать кролем',
      '16:8 intermittent fasting',
    ]) {
      const p = plan(text);
      expect(p.safety?.status, text).toBe('ok');
    }
  });
});

describe('self-harm', () => {
  it.each([
    ['I want to kill myself', 'en', 'America/New_York', /988/],
    ['I don’t want to live anymore', 'en', 'Europe/London', /116 123/],
    ['Не хочу жить', 'ru', 'Europe/Moscow', /8-800-2000-122/],
    ['хочу покончить с собой до нового года', 'ru', undefined, /112/],
  ])('%s: no plan, a kind message with where to find help', (text, lang, zone, contact) => {
    const p = plan(text, zone);
    expect(p.tasks).toEqual([]);
    expect(p.goal.language).toBe(lang);
    expect(p.safety?.status).toBe('support');
    expect(p.safety?.support?.message).toMatch(contact);
    expect(p.warnings?.[0]?.code).toBe('support');
    expect(p.warnings?.[0]?.message).toMatch(lang === 'ru' ? /не одни/ : /not alone/);
  });

  it.each([
    'i just want it all to end',
    'I can’t go on anymore',
    'my family would be better off without me',
    'всем станет легче без меня',
    'хочу, чтобы всё это закончилось',
    'нет сил жить',
  ])('%s: a wish for it all to stop is heard, not planned', (text) => {
    expect(selfHarmSignal(text), text).toBe(true);
  });

  it('does not fire on ordinary goals', () => {
    for (const text of [
      'I want the pain in my knee to stop',
      'want everything to stop being so messy at home',
      'Хочу, чтобы ремонт закончился к лету',
      'I don’t want to live in London anymore',
      'Не хочу жить в съёмной квартире',
      'Kill my sugar habit',
      'Cut my screen time',
      'Убить в себе лень',
      'Die Hard marathon',
    ])
      expect(selfHarmSignal(text), text).toBe(false);
  });
});
