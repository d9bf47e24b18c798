import { describe, expect, it } from 'vitest';
import { DOMAIN_BY_ID } from './domains.js';
import { FAMILY_DOMAINS } from './domains-family.js';
import { TAIL_DOMAINS } from './domains-tail.js';
import { generatePlan } from './generate.js';
import { planProblems } from './plan-invariants.js';

const today = '2026-11-22';

/** Long-tail goals (written for these tests, not taken from the evaluation corpus) and the playbook each needs. */
const GOALS: Array<{ text: string; domain: string; target?: { value: number; unit: string } | null }> = [
  { text: 'Organise a surprise party for my husband’s 40th', domain: 'surprise-party' },
  { text: 'Host Thanksgiving dinner for 14', domain: 'party', target: { value: 14, unit: 'guest' } },
  { text: 'Устроить маме юбилей в ресторане', domain: 'party' },
  { text: 'Организовать встречу выпускников через месяц', domain: 'party' },
  { text: 'Organise a charity 10k run for the hospice in May', domain: 'public-event', target: null },
  { text: 'Провести благотворительную ярмарку в школе к Пасхе', domain: 'public-event' },
  {
    text: 'Paint 20 paintings for my first solo show',
    domain: 'works',
    target: { value: 20, unit: 'painting' },
  },
  { text: 'Write 10 songs for an EP by summer', domain: 'works', target: { value: 10, unit: 'song' } },
  { text: 'Нарисовать 50 рисунков тушью', domain: 'works', target: { value: 50, unit: 'drawing' } },
  { text: 'Связать 2 свитера к зиме', domain: 'works', target: { value: 2, unit: 'sweater' } },
  { text: 'Road trip through Scotland for 2 weeks in May', domain: 'road-trip', target: null },
  { text: 'Слетать в Турцию на майские', domain: 'trip' },
  { text: 'Trek to Everest Base Camp next October', domain: 'expedition' },
  { text: 'Сходить в поход по Алтаю летом', domain: 'expedition' },
  { text: 'Clear out the attic before we sell the house', domain: 'declutter' },
  { text: 'Разобрать завалы на балконе за две недели', domain: 'declutter' },
  { text: 'Start seedlings for the veg garden by April', domain: 'seedlings' },
  { text: 'Redo the bathroom on a £8k budget by summer', domain: 'renovation' },
  { text: 'Get my daughter ready for kindergarten in September', domain: 'school-start' },
  { text: 'Подготовить дочку к первому классу', domain: 'school-start' },
  { text: 'Teach my son to sleep in his own bed', domain: 'child-habit' },
  { text: 'Приучить 3-летнего сына к горшку', domain: 'potty-training' },
  { text: 'Отучить дочку от соски к весне', domain: 'child-habit' },
  { text: 'Find a care home for my dad by spring', domain: 'parent-care' },
  { text: 'Организовать уход за бабушкой после больницы', domain: 'parent-care' },
  { text: 'Buy Christmas presents for the whole family by Dec 15', domain: 'gifts' },
  { text: 'Купить подарки коллегам к Новому году', domain: 'gifts' },
  { text: 'Get my blood pressure under control, my doctor prescribed pills', domain: 'condition' },
  { text: 'Снизить сахар в крови, диабет 2 типа', domain: 'condition' },
  { text: 'Get a full check-up and blood tests before my birthday', domain: 'checkup' },
  { text: 'Пройти обследование у кардиолога до марта', domain: 'checkup' },
  { text: 'Fix 2 teeth at the dentist by February', domain: 'dental', target: { value: 2, unit: 'tooth' } },
  { text: 'Вылечить зубы до отпуска', domain: 'dental' },
  { text: 'Switch careers from teaching to UX design', domain: 'career-switch' },
  { text: 'Перейти из продаж в тестирование к середине года', domain: 'career-switch' },
  { text: 'Pay off a $12,000 car loan at 7.5% interest by 2029', domain: 'debt-interest' },
  { text: 'Knit 4 hats for winter', domain: 'works', target: { value: 4, unit: 'piece' } },
  { text: 'Go to Japan in April', domain: 'trip' },
  { text: 'Make a surprise for my wife’s birthday', domain: 'surprise-party' },
  { text: 'Organise a bake sale at school', domain: 'public-event' },
  { text: 'Get my toddler to sleep through the night', domain: 'child-habit' },
  { text: 'Сделать МРТ колена и сходить к неврологу', domain: 'checkup' },
  { text: 'Перейти в IT из продаж', domain: 'career-switch' },
  { text: 'Посадить огород на даче', domain: 'seedlings' },
  { text: 'Paint the living room before my parents visit', domain: 'diy' },
  { text: 'Поклеить обои в детской к весне', domain: 'diy' },
  { text: 'Fix the dripping bathroom tap', domain: 'repair' },
  { text: 'Заменить розетку в коридоре', domain: 'repair' },
  { text: 'Подготовить сына к детскому саду', domain: 'kindergarten' },
  { text: 'Приучить сына читать', domain: 'child-reading' },
  { text: 'Get my 8 yo daughter to love reading this year', domain: 'child-reading' },
  { text: 'Стать увереннее в себе', domain: 'confidence' },
  { text: 'Build my self-confidence before the new job', domain: 'confidence' },
  { text: 'Утренняя рутина на 15 минут каждый день', domain: 'morning-routine' },
  { text: 'Build a morning routine and stick to it', domain: 'morning-routine' },
  { text: 'Settle our daughter into nursery in January', domain: 'kindergarten' },
  { text: 'Teach my daughter to ride a bike', domain: 'teach-child' },
  { text: 'Научить ребёнка читать к школе', domain: 'teach-child' },
  { text: 'Drive across Scotland in June', domain: 'road-trip' },
  { text: 'Автопутешествие по Золотому кольцу на майские', domain: 'road-trip' },
  { text: 'Plan a surprise party for my best friend', domain: 'surprise-party' },
  { text: 'Устроить мужу сюрприз на день рождения', domain: 'surprise-party' },
  { text: 'Закрыть кредит 300 000 ₽ под 18% годовых за год', domain: 'debt-interest' },
];

describe('long-tail domains', () => {
  it('every tail domain has goals here', () => {
    const covered = new Set(GOALS.map((g) => g.domain));
    for (const d of [...FAMILY_DOMAINS, ...TAIL_DOMAINS]) expect(covered.has(d.id), d.id).toBe(true);
  });

  it.each(GOALS.map((g) => [g.text, g] as const))(
    '"%s": its playbook, named steps, every plan rule',
    (text, g) => {
      const input = { text, today };
      const plan = generatePlan(input);
      expect(plan.goal.domain).toBe(g.domain);
      expect(plan.goal.generic).toBe(false);
      if (g.target !== undefined)
        expect(plan.goal.target && { value: plan.goal.target.value, unit: plan.goal.target.unit }).toEqual(
          g.target,
        );
      expect(planProblems(plan, input)).toEqual([]);
      const labels = plan.tasks.filter((t) => t.parentId !== null).map((t) => t.label);
      const mentions = DOMAIN_BY_ID.get(g.domain)!.mentions;
      expect(
        labels.filter((l) => mentions.test(l)).length / labels.length,
        labels.join('\n'),
      ).toBeGreaterThanOrEqual(0.6);
      // The goal's own words are never glued in front of the steps.
      for (const l of labels)
        expect(l.includes(':') && text.toLowerCase().startsWith(l.split(':')[0]!.toLowerCase())).toBe(false);
    },
  );

  it('keeps the other activities out: losing weight for a party is not organising one', () => {
    expect(generatePlan({ text: 'Lose 3 kg before my birthday party', today }).goal.domain).not.toBe('party');
    expect(generatePlan({ text: 'Run a 5k race in spring', today }).goal.domain).not.toBe('public-event');
    expect(generatePlan({ text: 'Watch 50 films this year', today }).goal.domain).not.toBe('works');
    expect(generatePlan({ text: 'Save $3,000 for a trip to Japan', today }).goal.domain).not.toBe('trip');
    expect(generatePlan({ text: 'Travel to 10 countries by 2030', today }).goal.domain).toBe('travel');
    expect(generatePlan({ text: 'Бросить есть сахар', today }).goal.domain).toBe('quit-sugar');
    expect(generatePlan({ text: 'Brush my teeth twice a day', today }).goal.domain).not.toBe('dental');
    expect(generatePlan({ text: 'visit my grandma every sunday', today }).goal.domain).not.toBe('trip');
  });
});

describe('a counted series', () => {
  it('keeps the count in the plan and finishes every piece on its own step', () => {
    const plan = generatePlan({ text: 'Нарисовать 12 картин маслом к сентябрю', today }, { allSteps: true });
    const labels = plan.tasks.map((t) => t.label);
    expect(labels.some((l) => l.includes('12 картин'))).toBe(true);
    expect(labels.filter((l) => l.startsWith('Закончить работу')).length).toBe(12);
    expect(labels).toContain(
      'Закончить работу и сохранить её (фото, итоговый файл или копию): готово 12 из 12 картин',
    );
  });

  it('takes a year for 52 videos at one a week when no date is given', () => {
    const plan = generatePlan({ text: 'Make 52 short videos for my pottery channel', today });
    expect(plan.goal.deadline >= '2027-11-01').toBe(true);
  });
});

describe('an age', () => {
  it('is never read as a span of years', () => {
    for (const text of [
      'Potty train my 3 year old',
      'Приучить 3-летнего сына к горшку',
      'Prepare our 5yo for school',
    ])
      expect(generatePlan({ text, today }).goal.deadline < '2027-06-01', text).toBe(true);
  });
});

describe('a budget', () => {
  it('or the pay asked for is never an amount collected step by step', () => {
    const plan = generatePlan({ text: 'Land a remote product manager job paying £70k+', today });
    expect(plan.tasks.some((t) => /70,000/.test(t.label))).toBe(false);
  });

  it('is a limit, never an amount collected step by step nor the target', () => {
    const plan = generatePlan({ text: 'Redo the bathroom on a £8k budget by summer', today });
    expect(plan.goal.target).toBeNull();
    expect(plan.tasks.some((t) => /8,000|8 000/.test(t.label))).toBe(false);
  });
});

describe('a debt with interest', () => {
  it('shows each payment with the month’s interest on what is still owed, falling month by month', () => {
    const plan = generatePlan({
      text: 'Pay off my $8,500 credit card at 24% APR in 18 months',
      today: '2026-11-27',
    });
    const payments = plan.tasks.map((t) => t.label).filter((l) => l.startsWith('Payment '));
    expect(payments[0]).toMatch(
      /^Payment 1 of \d+: \$\d{3} — \$\d{3} of the debt plus about \$170 interest$/,
    );
    const interest = payments.map((l) => Number(/about \$(\d+)/.exec(l)![1]));
    for (let i = 1; i < interest.length; i++) expect(interest[i]!).toBeLessThan(interest[i - 1]!);
  });

  it('reads a pace a month as the time it takes, never as "in a month"', () => {
    const plan = generatePlan({
      text: 'Раздать долги друзьям: 45 000 рублей, по 5 тыс в месяц',
      today: '2026-11-27',
    });
    expect(plan.goal.deadline >= '2027-08-01').toBe(true);
    expect(plan.goal.domain).toBe('debt');
  });
});

describe('the category as the words say', () => {
  it('a professional exam serves a career, a health habit is health, a move already made is not a move to plan', () => {
    expect(generatePlan({ text: 'Pass the CFA level 1 exam in May', today }).goal.category).toBe('career');
    expect(generatePlan({ text: 'Cut out soda completely', today }).goal.category).toBe('health');
    expect(generatePlan({ text: 'Отказаться от фастфуда до лета', today }).goal.category).toBe('health');
    expect(generatePlan({ text: 'Подтянуть англ для работы', today }).goal.category).not.toBe('health');
    const friends = generatePlan({ text: 'Завести друзей в новом городе после переезда в Казань', today });
    expect(friends.goal.domain).not.toBe('moving');
  });
});
