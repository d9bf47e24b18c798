import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

const today = '2026-11-28';
const planOf = (text: string) => generatePlan({ text, today });
const domainOf = (text: string) => planOf(text).goal.domain;
const labelsOf = (text: string) => planOf(text).tasks.map((t) => t.label);

/** Goals that used to get a playbook for another activity, and their lookalikes that must keep their route. */
describe('routing by what is done to what', () => {
  it.each([
    // A clear-out said in the passive or with «привести в порядок» is still a clear-out, not fitness.
    ['Finaly get the garage organized so both cars fit, by Thanksgiving next year lol', 'declutter'],
    ['get the garage organized enough to actually park in it before the real snow starts', 'declutter'],
    ['Привести в порядок гараж к весне, чтобы влезала машина', 'declutter'],
    ['разгрести балкон до нового года', 'declutter'],
    // A proposal is a ring and a moment, not a party.
    ['Propose to my gf on our 5 years anniversary 6/5, ring budget 4k', 'proposal'],
    ['pop the question at Christmas', 'proposal'],
    ['сделать предложение девушке на годовщину в июне', 'proposal'],
    ['позвать Машу замуж летом, кольцо уже выбрал', 'proposal'],
    // Playing songs one has at a gig is rehearsal, not a series of artworks.
    ['Kill it at my first open mic gig on 12/18 🎸 3 songs, nervous af', 'performance'],
    ['выступить на квартирнике в марте, 4 песни под гитару', 'performance'],
    ['piano recital in June, playing Chopin nocturne, been playing 10 years', 'performance'],
    // Gaining is a surplus, never a deficit.
    ['Набрать +5 кг мышц к лету, мне 19, вешу 63, зал 4 р/нед', 'bulk'],
    ['набрать 5 кг мышц за полгода', 'bulk'],
    ['gain 10 lbs of muscle by summer', 'bulk'],
    ["I'm underweight, want to gain 6 kg by June", 'bulk'],
    // A sauna or banya habit is a habit, not "max sets" nor "meet new people".
    ['Get into a sauna habit - 3x a week after climbing, 15-20 min. my gym has one', 'sauna'],
    ['Баня каждую субботу с мужиками, хочу чтоб стало привычкой а то вечно пропускаю', 'sauna'],
    ['ходить в баню раз в неделю', 'sauna'],
    // Family time at home is a family ritual, not "call someone you miss".
    ['Family dinner with no phones 4 nights a week, kids are 9 and 13', 'family-ritual'],
    ['Have family dinner together 4 nights a week', 'family-ritual'],
    ['Проводить с детьми час без телефона каждый вечер', 'family-ritual'],
    ['ужинать всей семьёй без гаджетов три раза в неделю', 'family-ritual'],
    // A nursing or a trade programme is not a research degree.
    [
      'Get into an ADN nursing program for fall 2027, need to retake A&P (got a C) and apply by 2/1',
      'college-admission',
    ],
    ['Get into nursing school, prereqs done, applying for fall', 'college-admission'],
    ['apply to a trade school for electricians next fall', 'college-admission'],
    ['поступить в медколледж после 30 лет, на вечернее', 'college-admission'],
    // A taught master's or an MBA has no supervisor; drinking less is not quitting; a bedtime is the sleep plan.
    ['Apply for a masters at UCD - personal statement + 2 references, deadline 31/1', 'taught-admission'],
    ['поступить в магистратуру ВШЭ на программу по data science', 'taught-admission'],
    ['Cut back on the drink - weekends only, max 4 a week. doing Dry January first', 'drink-less'],
    ['drink less, max 2 beers on weeknights', 'drink-less'],
    ['меньше пить, только по выходным и не больше 3 бокалов', 'drink-less'],
    ['Наладить сон: ложиться до 23:00, а то щас ложусь в 2 ночи, вставать в 7', 'sleep'],
    ['go to bed by 11pm instead of 2am', 'sleep'],
    // A lift's weight is a load to lift, not a body weight to lose.
    ['gym twice a day every day, no rest days, until I bench 100kg. currently 60', 'strength'],
    ['пожать 100 кг к лету, сейчас жму 80', 'strength'],
    ['squat 140 kg by June', 'strength'],
  ])('%s -> %s', (text, domain) => expect(domainOf(text)).toBe(domain));

  it.each([
    ['get fit by summer', 'fitness'],
    ['Organise the garage before Christmas', 'declutter'],
    ['plan our 10th anniversary dinner party, 30 guests, budget $2k', 'party'],
    ['write 3 songs by spring', 'works'],
    ['organize a charity concert for the school in April', 'public-event'],
    ['lose 5 kg by summer', 'weight'],
    ['Get to 12% body fat by the end of summer, currently 18ish, lifting 4x a week', 'body-composition'],
    ['Построить баню на даче к осени', 'diy'],
    ['host a family dinner for 20 at christmas', 'party'],
    ['call my mom every Sunday', 'connect'],
    ['cook dinner at home for the family 5 nights a week', 'cooking'],
    ['quit drinking for good', 'quit-alcohol'],
    ['wake up at 6am every day', 'wake-up'],
    ['вставать в 6 утра каждый день', 'wake-up'],
    ['get my toddler to bed by 8pm', 'child-habit'],
    ['lose 10 kg by summer', 'weight'],
    ['похудеть на 10 кг и жать 100', 'weight'],
    ['apply for a research masters (MRes) with a proposal', 'admissions'],
    ['поступить в колледж на ветеринара после 9 класа, по биологии сейчас тройка', 'school-admission'],
    ['Get into an MBA program next fall, need to take the GMAT first', 'taught-admission'],
    ['apply for a PhD in biology, need a supervisor', 'admissions'],
    ['поступить в аспирантуру по физике', 'admissions'],
    ['сдать ЕГЭ и поступить в магистратуру', 'exam'],
  ])('keeps %s on %s', (text, domain) => expect(domainOf(text)).toBe(domain));

  it.each([
    ['write a research proposal for my supervisor by March', 'proposal'],
    ['сделать предложение о сотрудничестве трём компаниям', 'proposal'],
    ['Kill it at my first stand-up open mic in January', 'performance'],
    ['Make an extra $1,000/month from side gigs', 'performance'],
    ['Выучить пьесу Шопена к отчётному концерту 20 марта, играю 8 лет', 'performance'],
    ['не набрать вес за праздники', 'bulk'],
    ['build a sauna in the backyard by summer', 'sauna'],
    ['Weekly game night w my bf, no phones', 'family-ritual'],
    ['Transfer from community college to UC Berkeley', 'college-admission'],
    ['drink less coffee', 'drink-less'],
    ['Бросить бухать резко с завтрашнего дня, пью почти каждый день', 'drink-less'],
    ['дочка поступает в муз колледж по фортепиано, вступительные в июне', 'college-admission'],
  ])('%s is not %s', (text, domain) => expect(domainOf(text)).not.toBe(domain));

  it('gives a muscle gain a surplus, never a deficit, in both languages', () => {
    for (const text of ['Набрать +5 кг мышц к лету, мне 19, вешу 63', 'gain 10 lbs of muscle by summer']) {
      const labels = labelsOf(text).join('\n');
      expect(labels).toMatch(/300 kcal above|на 300 ккал больше/u);
      expect(labels).not.toMatch(/below|deficit|ниже|дефицит/iu);
    }
  });

  it('plans a proposal with a ring and no invitations', () => {
    const labels = labelsOf('Propose to my gf on our 5 years anniversary 6/5, ring budget 4k').join('\n');
    expect(labels).toMatch(/ring size/u);
    expect(labels).not.toMatch(/invitation|dress code|guest/iu);
  });

  it('rehearses a gig and locks the set instead of making artworks', () => {
    const labels = labelsOf('Kill it at my first open mic gig on 12/18, 3 songs').join('\n');
    expect(labels).toMatch(/run-through/u);
    expect(labels).toMatch(/Lock the set/u);
    expect(labels).not.toMatch(/frames|packaging|series/iu);
  });

  it('asks a nursing applicant for prerequisites and an entrance test, not a supervisor', () => {
    const labels = labelsOf('Get into an ADN nursing program, need to retake A&P, apply by 2/1').join('\n');
    expect(labels).toMatch(/prerequisite/u);
    expect(labels).not.toMatch(/supervisor|research/iu);
  });

  it('keeps the sauna gentle: no max sets, water and leaving when dizzy', () => {
    const labels = labelsOf('Get into a sauna habit - 3x a week after climbing').join('\n');
    expect(labels).toMatch(/dizzy/u);
    expect(labels).not.toMatch(/max set|workout/iu);
  });

  it('keeps family evenings at home: no strangers, no calls', () => {
    const labels = labelsOf('Проводить с детьми час без телефона каждый вечер').join('\n');
    expect(labels).toMatch(/корзинк/u);
    expect(labels).not.toMatch(/новыми людьми|позвонить/iu);
  });

  it('keeps a taught master’s free of a supervisor and a research proposal', () => {
    const labels = labelsOf(
      'Apply for a masters at UCD - personal statement + 2 references, deadline 31/1',
    ).join('\n');
    expect(labels).not.toMatch(/supervisor|research/iu);
    expect(labels).toMatch(/statement/u);
  });

  it('counts drinks against a limit instead of quitting', () => {
    const labels = labelsOf('Cut back on the drink - weekends only, max 4 a week').join('\n');
    expect(labels).toMatch(/standard drinks/u);
    expect(labels).not.toMatch(/behind you|without the drink/iu);
  });

  it('trains a lift with rest days and a spotter, with no deficit', () => {
    const labels = labelsOf('bench 100 kg by summer, currently 80').join('\n');
    expect(labels).toMatch(/spotter/u);
    expect(labels).not.toMatch(/kcal|weigh yourself/iu);
  });
});
