import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * An ageing parent moving into care (assisted living, a care home) or getting help at home: the talk and the
 * doctor, the visits, the money and the papers, the move, the first weeks.
 */
export const parentCareVariant: Variant = {
  id: 'parent-care',
  defaultWeeks: 12,
  sessionsPerWeek: 2,
  time: '18:30',
  phases: [
    {
      id: 'talk',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Needs and wishes agreed with the parent', 'Потребности и желания родителя обсуждены'),
      steps: [
        once(
          t(
            'A calm talk with your parent: what help they need, what matters to them in a new place',
            'Спокойно поговорить с родителем: какая помощь нужна, что важно в новом месте',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Ask the parent’s doctor for an assessment of the care needed',
            'Попросить лечащего врача родителя оценить, какой уход нужен',
          ),
          { workday: true },
        ),
        once(
          t(
            'Agree with brothers and sisters who does what and how the costs are shared',
            'Договориться с братьями и сёстрами, кто что делает и как делятся расходы',
          ),
        ),
      ],
    },
    {
      id: 'choose',
      weight: 2,
      milestone: t(
        'The place chosen, papers and money sorted',
        'Место выбрано, документы и деньги в порядке',
      ),
      steps: [
        step(
          t(
            'Shortlist three places near the family: cost, care level, reviews, visiting hours',
            'Выбрать три места недалеко от семьи: стоимость, уровень ухода, отзывы, часы посещений',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Visit the places with your parent and ask the staff the questions on your list',
            'Съездить в эти места вместе с родителем и задать персоналу вопросы из списка',
          ),
          { workday: true, minutes: 180 },
        ),
        step(
          t(
            'The money and the papers: pension, benefits, power of attorney, the contract read in full',
            'Деньги и документы: пенсия, льготы, доверенность, договор прочитать целиком',
          ),
          { minutes: 90 },
        ),
        weekly(
          t(
            'Call your parent, 20 min: how they feel about the move, what worries them',
            'Позвонить родителю, 20 минут: как он относится к переезду, что тревожит',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'move',
      weight: 1,
      maxWeeks: 3,
      milestone: t('The parent has moved in', 'Родитель переехал'),
      steps: [
        step(
          t(
            'Choose with your parent the furniture, photos and things that go to the new room',
            'Выбрать с родителем мебель, фотографии и вещи для новой комнаты',
          ),
        ),
        step(
          t(
            'Hand the medicines list and the doctor’s contacts to the care staff',
            'Передать персоналу список лекарств и контакты врача',
          ),
        ),
        last(
          t(
            'Moving day: set up the room together before the first night',
            'День переезда: вместе обустроить комнату до первой ночи',
          ),
          { key: true, minutes: 240 },
        ),
      ],
    },
    {
      id: 'settle',
      weight: 1,
      maxWeeks: 4,
      milestone: t('Settled in the new place', 'Родитель освоился на новом месте'),
      steps: [
        weekly(
          t(
            'Visit your parent: time together, and a word with the staff about how the week went',
            'Навестить родителя: время вместе и пара слов с персоналом о том, как прошла неделя',
          ),
          { key: true, minutes: 90 },
        ),
        biweekly(
          t(
            'Check-in with the family: how your parent is, what to change',
            'Созвониться с семьёй: как родитель, что поменять',
          ),
          { minutes: 20 },
        ),
      ],
    },
  ],
};

/** Presents for the whole family by a holiday: a list, a budget, ideas, buying or making, wrapping. */
export const giftsVariant: Variant = {
  id: 'gifts',
  defaultWeeks: 4,
  sessionsPerWeek: 2,
  time: '19:30',
  phases: [
    {
      id: 'list',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Gift list and budget made', 'Список подарков и бюджет готовы'),
      steps: [
        once(
          t(
            'List everyone you give presents to and a budget for each',
            'Составить список всех, кому дарить подарки, и бюджет на каждого',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Two gift ideas per person: what they mentioned this year, what they need',
            'По две идеи подарка на человека: о чём упоминали в этом году, что им нужно',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'buy',
      weight: 2,
      milestone: t('All presents bought or made', 'Все подарки куплены или сделаны'),
      steps: [
        weekly(
          t(
            'Buy or order presents, 45 min: the next people on the list; check delivery dates',
            'Купить или заказать подарки, 45 минут: следующие люди из списка; проверить сроки доставки',
          ),
          { times: 2, minutes: 45 },
        ),
        step(
          t('Handmade presents: an evening to make them', 'Подарки своими руками: вечер, чтобы их сделать'),
          { minutes: 90 },
        ),
        last(t('Send the presents that travel by post', 'Отправить почтой подарки дальним родственникам'), {
          minutes: 30,
        }),
      ],
    },
    {
      id: 'wrap',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Presents wrapped and signed', 'Подарки упакованы и подписаны'),
      steps: [
        last(
          t(
            'Wrap the presents and write a card for each person',
            'Упаковать подарки и подписать открытку каждому',
          ),
          { key: true, minutes: 90 },
        ),
      ],
    },
  ],
};
