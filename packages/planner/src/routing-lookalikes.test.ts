import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';

const domainOf = (text: string) => generatePlan({ text, today: '2026-11-28' }).goal.domain;

/** A word shared with another playbook (a cycle, a platform, kids in bed, a move) no longer decides the plan. */
describe('routing past a shared word', () => {
  it.each([
    ['маме 60 лет 17 января, сделать ей сюрприз-праздник в ресторане, позвать её подруг', 'surprise-party'],
    ['plan mom a surprise party for her 70th', 'surprise-party'],
    ['уйти с завода в айти тестеровщиком за 6 мес', 'career-switch'],
    ['перестать ссориться с девушкой из-за быта', 'partner'],
    ['stop arguing with my girlfriend about chores', 'partner'],
    ['get my dog walking biz to 15 regular clients by 4/30, have 6 rn', 'business'],
    ['дочка поступает в муз колледж по фортепиано, вступительные в июне', 'music-admission'],
    ['Выйти замуж до 30, мне 27, сейчас одна', 'dating'],
    ["get married before I'm 35, I'm single", 'dating'],
    ['start a youtube channel about restoring old road bikes, 1000 subs by summer', 'audience'],
    ['я прораб, хочу завести телеграм-канал про ремонт квартир, 1000 подписчиков к 1 марта', 'audience'],
    ['move from Austin to Denver by 1/31, lease ends then', 'moving'],
    ['switch from teaching to instructional design, 1 hr a night after the kids are in bed', 'career-switch'],
    ['see the nothern lights in Iceland over Feb half term with the kids', 'trip'],
    ['see the cherry blossoms in Japan next spring', 'trip'],
    ['giving the grog up for dry july', 'quit-alcohol'],
    ['give up the grog by easter', 'quit-alcohol'],
    ['grog-free february', 'quit-alcohol'],
  ])('%s -> %s', (text, domain) => expect(domainOf(text)).toBe(domain));

  it.each([
    ['cycle 100 km by June', 'cycling'],
    ['cycle to work 3 times a week', 'cycling'],
    ['Cycle from London to Paris for charity in June', 'cycling'],
    ['grow my youtube channel to 1000 subscribers', 'audience'],
    ['move to Lisbon by summer', 'moving'],
    ['move from sales to marketing by spring', 'career-switch'],
    ['plan our wedding for 80 guests in June', 'wedding'],
    ['организовать свадьбу, я одна занимаюсь всем', 'wedding'],
    ['get my toddler to bed by 8pm', 'child-habit'],
    ['grow my bakery business to 50 customers', 'business'],
  ])('keeps %s on %s', (text, domain) => expect(domainOf(text)).toBe(domain));

  it.each([
    ['med school this cycle — MCAT in april, practice tests around 498', 'cycling'],
    ['каждый вечер читать по 20 страниц перед сном вместо ютуба', 'audience'],
    ['make 2-3 actual friends since moving to Denver in August', 'moving'],
    ['учить английский по часу, пока дети спят', 'child-habit'],
    ['get my business cards printed', 'business'],
    ['see a doctor in March about my back', 'trip'],
    ['see my friends more often', 'trip'],
    ['learn to make grog for a pirate party', 'quit-alcohol'],
  ])('%s is not %s', (text, domain) => expect(domainOf(text)).not.toBe(domain));
});
