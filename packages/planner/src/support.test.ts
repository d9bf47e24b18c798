import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { selfHarmSignal, supportFor } from './support.js';

const today = '2026-11-22';

describe('self-harm screen', () => {
  it.each([
    // Ending one's life, in the words people use, with typos and slang.
    'I want to kill myself',
    'i wanna kil my self',
    'thinking about sucide',
    'I have been feeling suicidal for weeks',
    'end my life before summer',
    'I just want to end it all',
    'dont want to live anymore',
    'I no longer want to be alive',
    'i want to die',
    'wish i was dead',
    'I want to disappear forever',
    'Nobody would miss me if I was gone',
    'no one will notice if I’m gone',
    'I want to be gone',
    'honestly i might just kms',
    'unalive myself',
    'everyone would be better off without me',
    'no reason to live',
    // Self-injury.
    'stop cutting myself',
    'I cut myself again last night',
    'self harm less',
    'selfharm',
    'hurt myself when I am angry',
    // Starving oneself, an overdose.
    'starve myself until I am thin',
    'not eating for days to punish myself',
    'lose weight to 38 kg',
    'weigh 80 lbs by June',
    'take an overdose',
    'take all my pills',
    // Russian.
    'Хочу покончить с собой',
    'покончу собой',
    'мысли о суициде',
    'суецид',
    'самоубийство',
    'не хочу жить',
    'нехочу больше жить',
    'жить не хочется',
    'Устала жить',
    'хочу уйти из жизни',
    'Хочу исчезнуть навсегда',
    'никто не заметит, если меня не станет',
    'никто не будет по мне скучать',
    'хочу умереть',
    'хочу сдохнуть',
    'убить себя',
    'порезать себя',
    'я режу руки',
    'селфхарм',
    'довести себя голодом',
    'похудеть до 35 кг',
    'весить 40 кг к лету',
    'наглотаться таблеток',
    'передоз',
  ])('%s: no plan, a kind message with where to find help', (text) => {
    expect(selfHarmSignal(text), text).toBe(true);
    const p = generatePlan({ text, today }, { allSteps: true });
    expect(p.tasks).toEqual([]);
    expect(p.safety?.status).toBe('support');
    expect(p.safety?.support?.resources.length).toBeGreaterThan(0);
  });

  it.each([
    'Kill it at my open mic in March',
    'Get killer abs by summer',
    'Die-hard fan: see every home game',
    'I am dying to visit Japan',
    'Убить время в дороге с пользой — читать книги',
    'Starve less, eat regular meals',
    '16:8 intermittent fasting for a month',
    'Интервальное голодание 16/8',
    'Learn to run 10 km without hurting myself',
    'Cut myself some slack and rest on Sundays',
    'Take my life back from my phone',
    'Burn myself out less at work',
    'Drown myself in books this winter',
    'Run 40 kms a week',
    'Squat 40 kg by spring',
    'Lose 30 kg',
    'Сбросить 35 кг за год',
    'Исчезнуть навсегда из соцсетей',
    'Уйти из спорта красиво',
    'Хочу жить у моря',
    'Не хочу жить с родителями',
    'Stop overdosing on caffeine',
    'I don’t want to live in London anymore',
    'Kill my sugar habit',
    'Убить в себе лень',
  ])('%s: an ordinary goal, still planned', (text) => {
    expect(selfHarmSignal(text), text).toBe(false);
    expect(generatePlan({ text, today }, { allSteps: true }).tasks.length).toBeGreaterThan(0);
  });
});

describe('the helpline is the country’s, the words the person’s', () => {
  it.each([
    ['en', 'Europe/Moscow', /EMERCOM/u, /[а-яё]/iu],
    ['ru', 'Europe/Moscow', /МЧС/u, /EMERCOM/u],
    ['ru', 'Europe/London', /Samaritans \(бесплатно/u, /free, any time/u],
    ['ru', 'America/New_York', /Линия помощи 988/u, /Lifeline/u],
    ['en', 'America/Chicago', /988 Suicide/u, /[а-яё]/iu],
  ] as const)('%s in %s', (lang, zone, has, hasNot) => {
    const { message, resources } = supportFor(lang, zone);
    expect(message).toMatch(has);
    expect(resources.map((r) => r.name).join(' ')).not.toMatch(hasNot);
  });
});
