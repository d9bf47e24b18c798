import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

const today = '2026-11-27';
const domainOf = (text: string) => generatePlan({ text, today }).goal.domain;

/** Goals routed by what they are for, not by a word they share with another playbook. */
describe('routing by meaning', () => {
  it.each([
    ['запустить онлайн-магазин свечей до 8 марта, хочу первых 20 покупателей', 'online-shop'],
    ['grow my dog walking buisness to 10 regular clients by spring', 'business'],
    ['grow my bakery business to 50 customers', 'business'],
    ['юбилей мамы 60 лет 14.02 — снять зал и собрать всю родню', 'party'],
    ['корпоратив на нг для отдела 25 чел, я ответственная, бюджет по 3к на человека', 'party'],
    ["plan my daughter's sweet 16 on 03/14, ~40 kids, budget $1,500", 'party'],
    ['юбилей мамы 17 января, 60 лет, хочу сюрприз чтоб вся родня собралась', 'surprise-party'],
    ['мама после инсульта, надо организовать уход. я одна и работаю 5/2', 'parent-care'],
    ['ask for a raise to $95k at my review on 1/20, making 82 now', 'raise'],
    ['попросить прибавку к зарплате до 150 тысяч', 'raise'],
    ['pass CPA FAR in 10 weeks, studying 12 hrs/wk around work', 'exam'],
    ['поступить в вышку на бюджет, я в 11 классе', 'school-admission'],
    ['Get into an MBA program next fall, need to take the GMAT first', 'taught-admission'],
    ['get more confident at networking events, go to 2 a month', 'fear'],
    ['чувствовать себя увереннее на вечеринках', 'fear'],
  ])('%s -> %s', (text, domain) => expect(domainOf(text)).toBe(domain));

  it.each([
    ['права есть 2 года но ездить боюсь, хочу спокойно ездить по МКАДу', 'driving-licence'],
    ["I have my licence but I'm scared of motorways", 'driving-licence'],
    ['cook like my бабушка — learn 10 of her recipes before she visits at easter', 'connect'],
    ['корпоратив на нг для отдела 25 чел, бюджет по 3к на человека', 'savings'],
    ['сдать 3-НДФЛ до апреля', 'exam'],
  ])('%s is not %s', (text, domain) => expect(domainOf(text)).not.toBe(domain));

  it.each([
    ['получить права до лета', 'driving-licence'],
    ['save $2000 for my daughter’s birthday party', 'savings'],
    ['call my mom every Sunday', 'connect'],
    ['find a new job as a designer', 'job'],
    ['improve my posture', 'fitness'],
    ['earn $3000 a month freelancing', 'freelance'],
    ['lose weight for my sister’s wedding', 'weight'],
  ])('keeps %s on %s', (text, domain) => expect(domainOf(text)).toBe(domain));

  it.each([
    'driving test booked for 17/12, keep messing up roundabouts',
    'экзамен в гибдд назначен на 20 декабря, боюсь площадки',
  ])(
    'a booked driving test (%s) gets lessons and the test, not a school, the theory or a booking',
    (text) => {
      const plan = generatePlan({ text, today });
      const labels = plan.tasks.map((t) => t.label).join('\n');
      expect(plan.goal.domain).toBe('driving-licence');
      expect(labels).not.toMatch(
        /driving school|theory test|book the|автошкол|теория пдд сдана|записаться на экзамен/iu,
      );
      expect(plan.warnings?.map((w) => w.code) ?? []).not.toContain('deadline-too-close');
    },
  );

  it('a skill practised daily is practice, not a daily habit', () => {
    expect(domainOf('learn to juggle, 10 min every day')).not.toBe('daily-habit');
    expect(domainOf('drink more water every day')).toBe('daily-habit');
  });

  it('reads an operation on a parent as theirs: no return-to-sport warning', () => {
    const plan = generatePlan({ text: 'мама после инсульта, надо организовать уход', today });
    expect(plan.safety?.codes ?? []).not.toContain('safety-recovery');
  });
});
