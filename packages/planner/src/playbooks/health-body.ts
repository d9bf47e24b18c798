import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

const weighIn = weekly(
  t('Weekly weigh-in, on track for {cum:nom}', 'Еженедельное взвешивание, ориентир — {cum:nom}'),
  {
    when: 'target',
    minutes: 5,
  },
);

/** Weight: measure, change the kitchen, train for strength, lose about 0.5 kg a week, then maintain. */
export const weightVariant: Variant = {
  id: 'weight',
  match: { units: ['kg', 'lb'], words: 'weight|lose|slim|fat|похуд|вес|сброс|стройн|жир' },
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '08:00',
  phases: [
    {
      id: 'assess',
      weight: 1,
      milestone: t(
        'Starting point recorded, food diary going',
        'Исходные замеры сделаны, дневник питания ведётся',
      ),
      steps: [
        once(
          t(
            'Weigh yourself in the morning and measure your waist; write both down',
            'Взвеситься утром натощак и измерить талию, записать оба числа',
          ),
        ),
        once(
          t(
            'Log everything you eat for three days, changing nothing yet',
            'Три дня записывать всё, что едите, пока ничего не меняя',
          ),
        ),
        once(
          t(
            'Set a daily calorie target about 500 kcal below maintenance',
            'Рассчитать дневную норму: примерно на 500 ккал ниже поддерживающей',
          ),
        ),
        weekly(
          [
            t('Brisk walk, 40 min', 'Быстрая прогулка, 40 минут'),
            t('Walk 30 min + 10 min of stretching', 'Прогулка 30 минут и 10 минут растяжки'),
          ],
          { times: 2, minutes: 40 },
        ),
        weekly(
          t(
            'Full-body workout, 30 min: squats, push-ups, rows, plank',
            'Тренировка на всё тело, 30 минут: приседания, отжимания, тяга, планка',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
    {
      id: 'habits',
      weight: 2,
      milestone: t('New eating habits hold', 'Новые привычки в питании закрепились'),
      milestoneWithTarget: t('On track: {cum:nom}', 'Идём по плану: {cum:nom}'),
      steps: [
        once(
          t(
            'Clear the kitchen of sweets and snacks; stock vegetables and protein',
            'Убрать из дома сладкое и снеки, закупить овощи и белковые продукты',
          ),
        ),
        weekly(
          t('Plan the week’s meals and shop from a list', 'Составить меню на неделю и закупиться по списку'),
          { minutes: 40 },
        ),
        weekly(
          t(
            'Strength workout, 40 min: squats, push-ups, rows, plank',
            'Силовая тренировка, 40 минут: приседания, отжимания, тяга, планка',
          ),
          { key: true, minutes: 40 },
        ),
        weekly(t('Brisk walk or bike ride, 45 min', 'Быстрая прогулка или велосипед, 45 минут'), {
          minutes: 45,
        }),
        weighIn,
      ],
    },
    {
      id: 'progress',
      weight: 3,
      milestone: t('More than half the way behind you', 'Больше половины пути позади'),
      milestoneWithTarget: t('On track: {cum:nom}', 'Идём по плану: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Strength workout, 45 min: add weight or reps',
              'Силовая тренировка, 45 минут: добавить вес или повторения',
            ),
            t(
              'Strength workout, 45 min: lunges, deadlifts, push-ups',
              'Силовая тренировка, 45 минут: выпады, становая тяга, отжимания',
            ),
          ],
          { times: 2, key: true, minutes: 45 },
        ),
        weekly(
          t(
            'Cardio, 40 min: brisk walk, bike or swim',
            'Кардио, 40 минут: быстрая ходьба, велосипед или бассейн',
          ),
          { minutes: 40 },
        ),
        weighIn,
        biweekly(
          t('Review the food diary and adjust portions', 'Просмотреть дневник питания и поправить порции'),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'maintain',
      weight: 1,
      milestone: t('Goal reached, maintenance plan ready', 'Цель достигнута, план поддержания готов'),
      milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
      steps: [
        weekly(t('Strength workout, 45 min', 'Силовая тренировка, 45 минут'), { key: true, minutes: 45 }),
        weighIn,
        last(
          t(
            'Raise calories towards maintenance, +100 kcal a week',
            'Постепенно вернуть калорийность к поддерживающей: +100 ккал в неделю',
          ),
        ),
        last(t('Final measurements: weight, waist and a photo', 'Итоговые замеры: вес, талия и фото')),
      ],
    },
  ],
};
