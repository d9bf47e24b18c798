import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { goalStatement, someoneElses, withoutOccasions } from './playbook-fit.js';

const planOf = (text: string) => generatePlan({ text, today: '2026-11-28' }).goal;
const WEDDING = /wedding|свадьб\p{L}*/iu;

describe('the goal statement', () => {
  it.each([
    ['Get a data job before my lease runs out in June', 'runs'],
    ['finish the quilt until the baby arrives', 'baby'],
    ['сдать на права до свадьбы сестры', 'свадьбы'],
    ['выучить испанский перед поездкой, потому что бегаю по делам', 'бегаю'],
    ['отложить 300к на свадьбу', 'свадьбу'],
    ['put $5k for the wedding aside', 'wedding'],
  ])('takes the occasion out of %s', (text, word) => expect(withoutOccasions(text)).not.toContain(word));

  it.each([
    ['train for a marathon in April', 'marathon'],
    ['prepare for my wedding day', 'wedding'],
    ['готовиться к марафону', 'марафону'],
    ['lose 5 kg so that I can run with my kids', 'run'],
    ['Есть меньше сладкого, чтобы похудеть', 'похудеть'],
  ])('keeps what is trained for in %s', (text, word) => expect(goalStatement(text)).toContain(word));

  it('is the first sentence: what follows is about the person', () =>
    expect(goalStatement('Learn to code. I run 5 km every morning')).not.toMatch(/run/u));
});

describe("someone else's thing", () => {
  it.each([
    "my sister's wedding in May",
    "our parents' wedding anniversary",
    'their golden wedding party',
    'свадьба брата в июле',
    'серебряная свадьба родителей',
    'годовщина свадьбы бабушки и дедушки',
  ])('%s', (text) => expect(someoneElses(text, WEDDING)).toBe(true));

  it.each([
    'plan our wedding in June',
    'my wedding for 80 guests',
    'свадьба в июне, 60 гостей',
    'наша свадьба мечты',
  ])('is not %s', (text) => expect(someoneElses(text, WEDDING)).toBe(false));
});

describe('a playbook is used only for the goal it is for', () => {
  it.each([
    // An activity named only in the occasion: the goal is the other thing.
    ['Find an accounting job before my savings run out in March', 'running'],
    ['Lose 6 kg before my brother’s wedding in June', 'wedding'],
    ['похудеть на 5 кг к свадьбе подруги', 'wedding'],
    ['накопить 250к на свадьбу к осени', 'wedding'],
    // Another thing's count: a running plan climbs distances, not applications or orders.
    ['send 40 applications by March, running out of time', 'running'],
    // Someone else's wedding, or its anniversary, is a celebration to host, not one's own wedding.
    ["throw my parents' 40th wedding anniversary dinner for 30 people", 'wedding'],
    ['золотая свадьба бабушки и дедушки в августе, собрать всех родственников', 'wedding'],
  ])('%s is not %s', (text, domain) => expect(planOf(text).domain).not.toBe(domain));

  it.each([
    ['run a half marathon in April', 'running'],
    ['run 300 km by summer', 'running'],
    ['plan our wedding for 80 guests in June', 'wedding'],
    ['организовать нашу свадьбу на 60 гостей в июле', 'wedding'],
    ['swim 1 km without stopping by March', 'swimming'],
    ['renovate the kitchen by May, budget $20k', 'renovation'],
  ])('%s keeps %s', (text, domain) => expect(planOf(text).domain).toBe(domain));

  it('hosts a family wedding anniversary as a party', () =>
    expect(planOf('серебряная свадьба родителей в июне, собрать всех родственников на даче').domain).toBe(
      'party',
    ));

  it('does not put a job search with "runs out" under health', () =>
    expect(planOf('land a graduate role before my visa runs out on 15/8, 40 apps sent').category).not.toBe(
      'health',
    ));
});

describe('one thing made by hand', () => {
  const labels = (text: string) =>
    generatePlan({ text, today: '2026-11-28' })
      .tasks.map((task) => task.label)
      .join('\n');
  it.each([
    'crochet my mum a cardigan for her birthday in March',
    'sew my son a Halloween costume',
    'сшить дочке платье на выпускной к июню',
    'связать маме шаль из 30 мотивов к 8 марта',
  ])('%s gets the pattern, the material, joining and finishing', (text) => {
    expect(planOf(text).domain).toBe('handmade');
    expect(labels(text)).toMatch(/pattern|схем/iu);
    expect(labels(text)).toMatch(/Join the parts|Соединить части/u);
  });
  it.each([
    ['knit 5 hats for the hospital by December', 'handmade'],
    ['learn to knit this winter', 'handmade'],
    ['sew on the buttons of my coat', 'handmade'],
    ['text my girlfriend every morning', 'handmade'],
  ])('%s is not %s', (text, domain) => expect(planOf(text).domain).not.toBe(domain));
  it('is not the closeness plan for a sweater for a partner', () =>
    expect(planOf('knit my girlfriend a jumper for christmas').domain).toBe('handmade'));
});

describe('the category by the goal statement', () => {
  const categoryOf = (text: string) => planOf(text).category;
  it.each([
    ['Find a junior analyst role before my contract runs out. 30 apps so far', 'career'],
    ['get a teaching role before my savings run out in June', 'career'],
  ])('%s is %s', (text, category) => expect(categoryOf(text)).toBe(category));
  it('keeps a role in a play out of career', () =>
    expect(categoryOf('play a role in the school play')).not.toBe('career'));
});

describe('a book that is not a novel', () => {
  it.each([
    'write my memoir before I turn 70',
    'finish the book about my grandfather’s war by May',
    'написать книгу о нашей семье к юбилею мамы',
    'дописать книгу по психологии продаж, 50 000 слов',
  ])('%s gets the book plan, without a prefix or fiction', (text) => {
    expect(planOf(text).domain).toBe('book');
    const labels = generatePlan({ text, today: '2026-11-28' })
      .tasks.map((task) => task.label)
      .join('\n');
    expect(labels).not.toMatch(
      /novel|роман|character|геро|^(?:(?:my\s+)?memoir|(?:the\s+)?book|книг\p{L}*|мемуар\p{L}*)\s*:/imu,
    );
  });
  it.each([
    ['write a novel about a lighthouse keeper', 'novel'],
    ['write a picture book for my niece', 'book-made'],
  ])('%s keeps %s', (text, domain) => expect(planOf(text).domain).toBe(domain));
  it('does not read "book a table" as a book', () =>
    expect(planOf('book a table for 8 on Friday').domain).not.toBe('book'));
});

describe('a month without alcohol', () => {
  it.each([
    'do dry january, I usually have wine most evenings',
    'dry july for charity',
    'трезвый октябрь',
    'сухой февраль',
  ])('%s is quitting alcohol', (text) => expect(planOf(text).domain).toBe('quit-alcohol'));
  it.each(['dry the herbs in july', 'сухой закон в истории США, доклад'])('%s is not', (text) =>
    expect(planOf(text).domain).not.toBe('quit-alcohol'),
  );
});

describe('parts of a skill listed after a spaced hyphen', () => {
  it.each([
    ['get good at sheets - vlookup, charts, macros - in six weeks for my new office job', 'topics'],
    ['learn figma - components, auto layout, prototyping - by March', 'topics'],
  ])('%s gets a stage per part', (text, domain) => expect(planOf(text).domain).toBe(domain));
  it('a rate after the hyphen is no list', () =>
    expect(planOf('learn sign language - 20 min a day, 3 days a week').domain).not.toBe('topics'));
});

describe('taking a tree down', () => {
  it.each([
    'fell the big pine next to the garage',
    'cut down the old apple tree in the garden this spring',
    'срубить сухую сосну на даче до лета',
    'спилить старый тополь у дома',
  ])('%s: permission, an arborist, the fall zone, the stump', (text) => {
    expect(planOf(text).domain).toBe('tree-felling');
    const labels = generatePlan({ text, today: '2026-11-28' })
      .tasks.map((task) => task.label)
      .join('\n');
    expect(labels).toMatch(/arborist|арборист/iu);
    expect(labels).toMatch(/stump|Пень/u);
  });
  it.each([
    'take the christmas tree down',
    'убрать ёлку после праздников',
    'cut down on sugar',
    'plant 10 trees',
  ])('%s is not', (text) => expect(planOf(text).domain).not.toBe('tree-felling'));
});
