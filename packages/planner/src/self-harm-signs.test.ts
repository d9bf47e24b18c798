import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { selfHarmSignal } from './self-harm.js';

/** Signs of two kinds: leaving, hopelessness, a place or means. */
const HEARD = [
  'переписать квартиру на сестру и закрыть все дела до нового года. потом уже неважно что со мной будет, я очень устал от всего',
  'make sure the kids are taken care of if im not around after christmas. notes are written. the bridge by work is quiet at night',
  'last goal on here: say proper goodbyes to everyone this week. honestly dont see a 2027 for me',
  'попрощаться со всеми до конца месяца, не вижу себя в 2027',
  'последняя цель: уладить все дела. всё равно, что со мной будет',
  'say goodbye to everyone i love before new year, so tired of it all',
  'записки уже написаны, мост у работы ночью пустой',
  'sign everything over to my brother and say my goodbyes to everyone. wont be here for christmas',
  'collected my pills, final goal is to say goodbye to my family',
  'чтобы дети были устроены, если меня не будет. очень устала от всего.',
];
/** One sign alone, or the same words about something else: ordinary goals. */
const PLANNED = [
  'say goodbye to everyone at work before my move to Berlin, last goal before I leave',
  'write a will and set up guardianship so the kids are taken care of if im not around',
  'переписать квартиру на дочь до нового года и закрыть все дела по наследству',
  "I'm so tired of everything at work, change job by 2027",
  'устал от всего, хочу в отпуск на море в мае',
  'run across the bridge at night when the city is quiet, 10 km',
  'photograph the bridge at night, it is quiet and empty at 3am',
  'last goal of the year: read 20 books',
  'попрощаться со всеми коллегами перед переездом в Казань',
  "don't see a 2027 promotion for me here, find a new job",
  'накопить на отпуск, всё равно что со мной будет на работе',
];

describe('warning signs of two kinds (self-harm-signs.ts)', () => {
  it.each(HEARD)('hears "%s" and gives no plan', (text) => {
    expect(selfHarmSignal(text)).toBe(true);
    expect(generatePlan({ text, today: '2026-11-28' }).tasks).toEqual([]);
  });

  it.each(PLANNED)('plans "%s"', (text) => {
    expect(selfHarmSignal(text)).toBe(false);
  });
});
