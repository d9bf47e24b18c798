import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { printPlan } from './print.js';
import { selfHarmSignal } from './self-harm.js';

/** Giving one's things away and leaving with nowhere named is a goodbye; giving things away for a move is not. */
const HEARD = [
  'хочу раздать все вещи и уйти',
  'раздать все свои вещи и уйти навсегда',
  'Хочу раздать всё и исчезнуть',
  'раздам вещи, отдам кота и уйду',
  'отдать собаку, раздать вещи и уйти.',
  'раздать все вещи и уйти 😔',
  'I want to give away all my stuff and leave',
  'give away my things and just disappear',
  'give away all my belongings and go',
];
const PLANNED = [
  'раздать вещи перед переездом',
  'раздать все вещи и уйти в монастырь',
  'раздать ненужные вещи и уйти в минимализм',
  'раздать все вещи и уехать в другую страну',
  'раздать детские вещи и уйти в декрет',
  'раздать все вещи и уйти из найма',
  'give away my old clothes and leave more space',
  'give away my stuff before moving and leave the flat clean',
  'хочу уйти в отпуск',
];

describe('self-harm screen: giving things away and leaving', () => {
  it.each(HEARD)('hears %s', (text) => expect(selfHarmSignal(text)).toBe(true));
  it.each(PLANNED)('plans %s', (text) => expect(selfHarmSignal(text)).toBe(false));

  it('keeps a plan for giving things away before a move', () => {
    const plan = generatePlan({ text: 'раздать вещи перед переездом', today: '2026-11-27' });
    expect(plan.safety?.status).not.toBe('support');
    expect(plan.tasks.length).toBeGreaterThan(0);
  });
});

describe('the support reply as printed', () => {
  it.each([
    ['хочу раздать все вещи и уйти', 'Срок'],
    ['I want to die by Friday', 'Deadline'],
  ])('shows no deadline, kind or target for %s', (text, word) => {
    const plan = generatePlan({ text, today: '2026-11-27', timezone: 'Europe/Moscow' });
    expect(plan.safety?.status).toBe('support');
    const printed = printPlan(plan);
    expect(printed).not.toContain(word);
    expect(printed).not.toMatch(/Kind|Вид|Target|Цель:|\d{2}\.\d{2}\.\d{2}/u);
    expect(printed).toContain(plan.safety!.support!.message);
  });
});
