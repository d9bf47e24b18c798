import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { selfHarmSignal } from './self-harm.js';

/** A wish not to be a burden and nothing practical beside it: a kind check-in. */
const HEARD = [
  "so I'm not a burden anymore",
  'I just want to not be a burden anymore',
  'not be a burden to anyone',
  'I want to stop being a burden to everyone',
  "finally stop being a burden, that's all I want",
  'be less of a burden',
  'Чтобы никому не быть в тягость',
  'Хочу больше не быть обузой',
  'хочу наконец перестать быть обузой для всех',
  'не быть никому в тягость',
  'просто не быть обузой. совсем',
  'никого больше не обременять',
  'get my affairs in order so i am not a burden to anyone',
  'составить завещание и раздать все вещи, чтобы не быть обузой детям',
];
/** The same wish beside a practical goal, or a burden on someone named: ordinary goals. */
const PLANNED = [
  'Get a job so I’m not a burden anymore',
  "I want to be healthier so I'm not a burden anymore",
  'stay fit into my 80s so I’m never a burden to anyone',
  'write a will so I am not a burden to my kids later',
  'Накопить на пенсию, чтобы не быть обузой детям',
  'Хочу похудеть, чтобы никому не быть в тягость',
  'Заниматься зарядкой каждый день, чтобы в старости не быть обузой',
  'составить завещание, чтобы не быть обузой детям',
  'найти работу, чтобы не быть в тягость родителям',
  'перестать быть обузой для родителей',
  'stop being a burden on my parents and move out',
  'not be a financial burden to my family',
  'a burden-free move: pack light',
];

describe('self-harm screen: not being a burden', () => {
  it.each(HEARD)('hears %s', (text) => expect(selfHarmSignal(text)).toBe(true));
  it.each(PLANNED)('plans %s', (text) => expect(selfHarmSignal(text)).toBe(false));

  it.each([
    ["so I'm not a burden anymore", /^It sounds like/],
    ['Чтобы никому не быть в тягость', /^Похоже/],
  ])('answers %s with the kind message and no steps', (text, said) => {
    const plan = generatePlan({ text, today: '2026-11-28' });
    expect(plan.safety?.status).toBe('support');
    expect(plan.tasks).toEqual([]);
    expect(plan.safety!.support!.message).toMatch(said);
  });

  it.each([
    ['Накопить на пенсию, чтобы не быть обузой детям', 'savings'],
    ['Get a job so I’m not a burden anymore', 'job'],
  ])('keeps the plan of %s', (text, domain) => {
    const plan = generatePlan({ text, today: '2026-11-28' });
    expect(plan.safety?.status).not.toBe('support');
    expect(plan.goal.domain).toBe(domain);
    expect(plan.tasks.length).toBeGreaterThan(0);
  });
});
