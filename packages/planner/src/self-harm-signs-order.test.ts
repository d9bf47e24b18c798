import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { selfHarmSignal } from './self-harm.js';

/**
 * The new kinds of sign: one's things given away or one's pet rehomed, affairs and papers put in order for the
 * family, needing nothing afterwards, being a burden and the family better off, a decision with nothing said of
 * what it is; and the phrases that say it alone.
 */
const HEARD = [
  'give away my records and rehome my dog by sunday. i won’t need any of it after that',
  'stop being a burden to my parents. they’ll be better off, i’ve decided',
  'sort out my affairs and close all my bank accounts, give away my camera to my nephew',
  'find a good home for my cat and write letters to everyone before the 15th',
  'just want to rest forever',
  'tired of being tired and nobody would notice',
  'перестать быть обузой родителям, им будет легче',
  'хочу отдохнуть навсегда',
  'пристроить собаку в добрые руки и привести дела в порядок до пятницы, я всё решил',
  'раздать книги и гитару, показать маме где лежат документы на страховку',
  'устал быть уставшим, никто даже не заметит',
  'закрыть все свои счета и написать всем письма. после этого мне ничего не понадобится',
];
/** One sign alone, or the same words about something else: ordinary goals that keep their plans. */
const PLANNED = [
  'declutter my wardrobe and give away clothes I don’t wear by january',
  'rehome the foster kitten we took in before christmas',
  'write a will and get life insurance before the baby arrives',
  'close old bank accounts and consolidate into one by march',
  'rest more on weekends and sleep 8 hours',
  'I’ve decided to quit sugar by new year',
  'not be a burden on my back with bad posture, fix posture by spring',
  'tired parent of twins, just want some rest and 7 hours of sleep a night',
  'give away my old toys to charity and sort my affairs before moving to Spain',
  'make sure my wife knows where the insurance papers are and write a will',
  'tired of being tired, get fit and lose 5 kg by summer',
  'stop being a burden on my parents - get a job and move out by summer',
  'nobody would notice if I skipped the gym, so get a gym buddy',
  'расхламить шкаф и раздать вещи, которые не ношу, до нового года',
  'пристроить котят из-под нашей кошки в хорошие руки',
  'написать завещание и оформить страхование жизни',
  'закрыть старые банковские счета до марта',
  'больше отдыхать по выходным',
  'я решила бросить сахар к новому году',
  'не быть обузой для своей спины, исправить осанку',
  'устала как мама двоих, хочу отдыхать и высыпаться',
  'я всё решил, иду на марафон в мае',
  'написать письма всем друзьям на новый год',
  'перестать быть обузой для родителей: найти работу и съехать к лету',
];

describe('warning signs of putting things in order, burden and rest (self-harm-signs.ts)', () => {
  it.each(HEARD)('hears "%s" and gives no plan', (text) => {
    expect(selfHarmSignal(text)).toBe(true);
    expect(generatePlan({ text, today: '2026-11-28' }).tasks).toEqual([]);
  });

  it.each(PLANNED)('plans "%s"', (text) => {
    expect(selfHarmSignal(text)).toBe(false);
  });
});
