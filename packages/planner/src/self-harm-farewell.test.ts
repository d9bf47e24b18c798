import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { selfHarmSignal } from './self-harm.js';
import { supportFor } from './support.js';

/** Putting things in order with afterwards spoken of without oneself; then self-injury one wants to stop. */
const HEARD = [
  'раздать все свои вещи и закрыть долги до нового года, чтобы потом никому не быть в тягость',
  'закрыть все долги и привести дела в порядок, чтобы никому не быть обузой',
  'написать завещание и письма всем, кого люблю, без меня справятся',
  'отдать кота, раздать долги — родные без меня обойдутся',
  "write letters to everyone i love and get my affairs sorted before christmas. they'll be fine without me",
  'pay off my debts and give away my stuff, everyone will be fine without me',
  'get my affairs in order so i am not a burden to anyone',
  'tie up loose ends and write notes to all my loved ones, they wont even miss me',
  'stop doing the thing with the razor when everything gets too loud',
  'I want to stop cutting when I get overwhelmed',
  'quit using the blade on my arms',
  'resist the urge to cut',
  '30 days clean from sh',
  'перестать резаться до лета',
  'хочу перестать делать это с лезвием',
  'больше не брать в руки лезвие, когда накрывает',
];
const PLANNED = [
  'write letters to my grandparents before Christmas',
  'раздать вещи перед переездом',
  'write a will and get my affairs in order',
  'pay off all my debts by summer',
  'закрыть долги до нового года',
  'накопить на пенсию, чтобы не быть обузой детям',
  'go on a solo trip in march, the kids will be fine without me for a week',
  'razor sharp abs by summer',
  'stop shaving with a razor, try laser',
  'stop cutting carbs',
  'stop cutting corners at work',
  'stop cutting my own hair',
  'резаться в доту поменьше',
  'научиться бриться опасной бритвой',
  'stop using razor blades, switch to an electric one',
  'перестать брать одноразовые лезвия, купить электробритву',
  'need to cut 10 pounds before my weigh-in',
  'I need to cut costs and burn less cash every month',
  'fight the urge to cut back on sleep before exams',
];

describe('self-harm screen: a farewell and self-injury', () => {
  it.each(HEARD)('hears %s', (text) => expect(selfHarmSignal(text)).toBe(true));
  it.each(PLANNED)('plans %s', (text) => expect(selfHarmSignal(text)).toBe(false));

  it('keeps a plan for letters to grandparents', () => {
    const plan = generatePlan({
      text: 'write letters to my grandparents before Christmas',
      today: '2026-11-27',
    });
    expect(plan.safety?.status).not.toBe('support');
    expect(plan.tasks.length).toBeGreaterThan(0);
  });
});

describe('the support reply for someone who wants to stop hurting themselves', () => {
  it.each([
    ['stop doing the thing with the razor when everything gets too loud', 'en', /Wanting to stop/],
    ['перестать резаться до лета', 'ru', /Хотеть остановиться/],
  ] as const)('acknowledges wanting to stop in %s', (text, lang, said) => {
    const plan = generatePlan({ text, today: '2026-11-27' });
    expect(plan.safety?.status).toBe('support');
    expect(plan.tasks).toEqual([]);
    expect(plan.safety!.support!.message).toMatch(said);
    expect(plan.safety!.support!.resources.length).toBeGreaterThan(0);
    expect(supportFor(lang, undefined, text).message).toMatch(said);
  });

  it('keeps the usual message for other signals', () => {
    expect(supportFor('en', undefined, 'I want to die').message).toMatch(/^It sounds like/);
    expect(supportFor('ru', undefined).message).toMatch(/^Похоже/);
  });
});
