import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { selfHarmSignal } from './self-harm.js';

/** Valued things given away, a pet rehomed, letters, with "then I won't be a burden" or "then it's over". */
const HEARD = [
  "getting my affairs in order. giving away my guitar and finding someone for the cat, writing letters. all done by friday, then i won't be a burden anymore",
  'раздаю вещи, пристроить кота, письма близким, к пятнице, и больше никому не буду обузой',
  "rehome my dog and give away my books by sunday, then it's over",
  'give away my camera and find a new home for my cat this week. then i will not be a burden',
  'пристроить собаку, раздать книги и написать письма, и всё закончится',
  'отдать гитару и пристроить кошку до выходных, больше не буду обузой',
];
/** Moves, decluttering, a will, a pension, a gift: their plans stay. */
const PLANNED = [
  'moving abroad in march, rehome the cat and sell the car',
  'declutter the flat: give away my old clothes and books by spring',
  "write a will with a lawyer at 70 so I won't be a burden to my kids",
  "save for a pension so I'm not a burden to my kids",
  'переезд за границу: пристроить кота и продать машину',
  'разобрать шкаф и раздать вещи до весны',
  'написать завещание у нотариуса, чтобы не быть обузой детям',
  'giving away my guitar to my nephew who is learning to play',
  "finish the project by friday, then it's over and I can rest",
];

describe('self-harm screen: things given away as a goodbye', () => {
  it.each(HEARD)('hears %s', (text) => expect(selfHarmSignal(text)).toBe(true));
  it.each(PLANNED)('plans %s', (text) => expect(selfHarmSignal(text)).toBe(false));

  it('gives the kind message, not a plan, for the guitar, the cat and the letters', () => {
    const plan = generatePlan({ text: HEARD[0]!, today: '2026-11-28' });
    expect(plan.safety?.status).toBe('support');
    expect(plan.tasks).toEqual([]);
    expect(plan.safety!.support!.resources.length).toBeGreaterThan(0);
  });

  it('keeps the plan for a move abroad with the cat rehomed', () => {
    const plan = generatePlan({ text: PLANNED[0]!, today: '2026-11-28' });
    expect(plan.safety?.status).not.toBe('support');
    expect(plan.tasks.length).toBeGreaterThan(0);
  });
});
