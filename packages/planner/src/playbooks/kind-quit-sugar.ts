import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/** Quit sugar (or sweets): see where it hides, replace, cut the rest, hold on. */
export const quitSugarVariant: Variant = {
  id: 'quit-sugar',
  defaultWeeks: 6,
  sessionsPerWeek: 3,
  time: '09:00',
  phases: [
    {
      id: 'audit',
      weight: 1,
      maxWeeks: 1,
      milestone: t('You know where your sugar comes from', 'Известно, откуда в рационе сахар'),
      steps: [
        once(
          t(
            'Three days of notes: every sweet thing and sugary drink, and when',
            'Три дня записывать всё сладкое и сладкие напитки и когда их хочется',
          ),
        ),
        once(
          t(
            'Read the labels of what you buy often: find hidden sugar',
            'Прочитать состав того, что часто покупаете, и найти скрытый сахар',
          ),
        ),
        once(
          t(
            'Clear sweets out of the kitchen and the desk drawer',
            'Убрать сладкое с кухни и из ящика рабочего стола',
          ),
        ),
      ],
    },
    {
      id: 'replace',
      weight: 2,
      milestone: t('No sugary drinks, sweets replaced', 'Без сладких напитков, сладкое заменено'),
      steps: [
        once(
          t(
            'Stock sugar-free snacks: nuts, fruit, cheese, plain yoghurt',
            'Запастись перекусами без сахара: орехи, фрукты, сыр, йогурт без добавок',
          ),
        ),
        weekly(
          [
            t(
              'Sugar-free day: water or tea without sugar instead of soda and juice',
              'День без сахара: вода или чай без сахара вместо газировки и сока',
            ),
            t(
              'Plan a filling breakfast with protein so sweets do not call at 11:00',
              'Сытный завтрак с белком, чтобы к 11:00 не тянуло на сладкое',
            ),
            t(
              'Cook a dessert without added sugar (baked apple, berries with yoghurt)',
              'Приготовить десерт без сахара: печёное яблоко, ягоды с йогуртом',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
      ],
    },
    {
      id: 'cut',
      weight: 3,
      milestone: t('Weeks without added sugar', 'Недели без добавленного сахара'),
      steps: [
        weekly(
          [
            t(
              'Sugar check: cravings this week, slips and their reason',
              'Без сахара: отметить тягу к сладкому за неделю, срывы и их причину',
            ),
            t(
              'Shop from a list: nothing sweet in the basket',
              'Покупки по списку: ничего сладкого в корзине',
            ),
            t(
              'When the craving for sweets comes: wait 10 minutes, drink water, eat some protein',
              'Когда тянет на сладкое: переждать 10 минут, выпить воды, съесть что-то белковое',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        biweekly(
          t(
            'Plan how to say no to cake at the next celebration',
            'Продумать, как отказаться от торта на ближайшем празднике',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Goal reached: life without added sugar',
        'Цель достигнута: жизнь без добавленного сахара',
      ),
      steps: [
        weekly(
          t(
            'Sugar check: what still tempts you and how you handle it',
            'Без сахара: что ещё соблазняет и как справляетесь',
          ),
          { minutes: 10 },
        ),
        last(
          t(
            'Compare energy and cravings with the first week without sugar; set your rule for treats',
            'Сравнить самочувствие и тягу к сладкому с первой неделей и решить, когда сладкое можно',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
