import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/**
 * Leaner with more muscle (a body-fat percentage, visible abs): strength three times a week, protein and a small
 * calorie deficit, steps, and the waist and photos as the measure rather than the scale alone.
 */
export const bodyCompVariant: Variant = {
  id: 'body-composition',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '18:30',
  phases: [
    {
      id: 'baseline',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Starting point measured, food and training set',
        'Исходные замеры сделаны, питание и тренировки выбраны',
      ),
      steps: [
        once(
          t(
            'Measure the waist at the navel, weigh in the morning and take photos from the front and the side',
            'Измерить талию на уровне пупка, взвеситься утром и сделать фото спереди и сбоку',
          ),
        ),
        once(
          t(
            'Log three ordinary days of food in an app to see your calories and protein',
            'Три обычных дня записывать еду в приложение, чтобы увидеть калории и белок',
          ),
        ),
        once(
          t(
            'Set the daily plan: about 300–500 kcal below your usual and protein at every meal',
            'Задать план на день: примерно на 300–500 ккал меньше обычного и белок в каждом приёме пищи',
          ),
        ),
        weekly(
          [
            t(
              'Strength, 45 min: squats, push-ups, rows, plank — 3 sets each, note the weights',
              'Силовая, 45 минут: приседания, отжимания, тяга, планка — по 3 подхода, записать веса',
            ),
            t(
              'Strength, 45 min: lunges, hip hinge, overhead press, dead bug — 3 sets each',
              'Силовая, 45 минут: выпады, становая с гантелями, жим над головой, «мёртвый жук» — по 3 подхода',
            ),
            t(
              'Brisk walk, 40 min, or 8,000 steps in the day',
              'Быстрая прогулка 40 минут или 8000 шагов за день',
            ),
          ],
          { times: 3, minutes: 45, key: true },
        ),
      ],
    },
    {
      id: 'build',
      weight: 4,
      milestone: t('Stronger every week, waist going down', 'Сила растёт каждую неделю, талия уменьшается'),
      steps: [
        weekly(
          [
            t(
              'Strength, 50 min: the same lifts as last week with a little more weight or one more rep',
              'Силовая, 50 минут: те же упражнения, что на прошлой неделе, чуть больше вес или на повтор больше',
            ),
            t(
              'Strength, 50 min: lower body and core; finish with 10 min of intervals',
              'Силовая, 50 минут: ноги и корпус; в конце 10 минут интервалов',
            ),
            t(
              'Strength, 50 min: upper body and core; finish with a 20-min brisk walk',
              'Силовая, 50 минут: верх тела и корпус; в конце быстрая прогулка 20 минут',
            ),
          ],
          { times: 3, minutes: 50, key: true },
        ),
        weekly(
          t(
            'Plan and shop for the week: protein at each meal, vegetables at two, fewer sweet drinks',
            'Спланировать еду на неделю и закупиться: белок в каждом приёме, овощи в двух, меньше сладких напитков',
          ),
          { minutes: 30 },
        ),
        biweekly(
          t(
            'Measure the waist and take the photos again; adjust food if nothing moved in two weeks',
            'Снова измерить талию и сделать фото; если за две недели ничего не сдвинулось, поправить питание',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'goal',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: compared with day one', 'Цель достигнута: сравнение с первым днём'),
      steps: [
        last(
          t(
            'Final measurements and photos next to the first ones; choose how to keep the result',
            'Итоговые замеры и фото рядом с первыми; решить, как удерживать результат',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
