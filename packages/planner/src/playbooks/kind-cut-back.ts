import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/**
 * Cutting back on something one keeps doing (screen time, coffee, gaming): measure it, then lower a daily limit in
 * steps down to the one the goal names. {subject} is what is cut, in the coach's voice ("your screen time"); Russian
 * labels quote it. The goal's own numbers stay in its title: a reduction is never counted upward.
 */
export const cutBackVariant: Variant = {
  id: 'cut-back',
  defaultWeeks: 6,
  sessionsPerWeek: 3,
  time: '20:00',
  phases: [
    {
      id: 'measure',
      weight: 1,
      maxWeeks: 1,
      milestone: t('The starting amount measured', 'Исходный уровень измерен'),
      steps: [
        once(
          t(
            'Measure {subject} for three ordinary days: how much, when, what came before',
            'Три обычных дня измерять «{subject}»: сколько, когда и что было перед этим',
          ),
        ),
        once(
          t(
            'Pick the two moments of the day where most of it goes',
            'Найти два момента дня, на которые приходится больше всего',
          ),
        ),
        once(
          t(
            'Set the first daily limit: about a third below the measured amount',
            'Поставить первый дневной лимит: примерно на треть ниже измеренного',
          ),
        ),
      ],
    },
    {
      id: 'lower',
      weight: 3,
      milestone: t(
        'Halfway down: the limit kept on most days',
        'Полпути пройдено: лимит соблюдается почти каждый день',
      ),
      steps: [
        weekly(
          [
            t(
              'Check the day’s figure against the limit and note what helped or got in the way',
              'Сверить цифру за день с лимитом и записать, что помогло или помешало',
            ),
            t(
              'Replace one of the two big moments with something else you planned in advance',
              'Заменить один из двух главных моментов заранее выбранным занятием',
            ),
            t(
              'Weekly review, 15 min: if the limit held on five days, lower it one step',
              'Итоги недели, 15 минут: если лимит держался пять дней, снизить его на ступень',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 2,
      milestone: t('The goal’s limit reached and kept', 'Целевой лимит достигнут и держится'),
      steps: [
        weekly(
          [
            t(
              'Check the week’s figures: days within the goal’s limit',
              'Проверить цифры недели: сколько дней в пределах целевого лимита',
            ),
            t(
              'Plan the riskiest day of the week: what you will do instead',
              'Продумать самый трудный день недели и чем его занять',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        biweekly(
          t(
            'Reward yourself for two weeks within the limit',
            'Наградить себя за две недели в пределах лимита',
          ),
          {
            minutes: 15,
          },
        ),
        last(
          t(
            'Goal day: compare {subject} with the first week and keep the limit as a rule',
            'День цели: сравнить «{subject}» с первой неделей и оставить лимит правилом',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
