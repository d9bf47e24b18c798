import { last, once, t, type Variant, weekly } from './dsl.js';

/** Sleep: a fixed wake time, a wind-down, light and caffeine rules, then holding the rhythm. */
export const sleepVariant: Variant = {
  id: 'sleep',
  defaultWeeks: 6,
  sessionsPerWeek: 4,
  time: '21:30',
  phases: [
    {
      id: 'measure',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Your sleep is measured, a fixed wake-up time chosen',
        'Сон измерен, постоянное время подъёма выбрано',
      ),
      steps: [
        once(
          t(
            'Sleep diary for a week: bedtime, wake time, how rested you feel',
            'Дневник сна на неделю: когда легли, когда встали, как выспались',
          ),
        ),
        once(
          t(
            'Choose one wake-up time for every day and count back 8 hours of sleep',
            'Выбрать одно время подъёма на все дни и отсчитать назад 8 часов сна',
          ),
        ),
        once(t('Bedroom for sleep: dark, quiet, 18–20 °C', 'Спальня для сна: темно, тихо, 18–20 °C')),
      ],
    },
    {
      id: 'wind-down',
      weight: 2,
      milestone: t('A wind-down routine before sleep works', 'Ритуал перед сном работает'),
      steps: [
        weekly(
          [
            t(
              'Sleep routine: screens off 45 minutes before bed, dim lights',
              'Перед сном: экраны выключить за 45 минут, приглушить свет',
            ),
            t(
              'No coffee or strong tea after 14:00 today, for an easier night',
              'Для сна: без кофе и крепкого чая после 14:00',
            ),
            t(
              'Bedtime 15 minutes earlier than last week: lights out, step by step to the planned time',
              'Для сна: гасить свет на 15 минут раньше, чем на прошлой неделе, шаг за шагом до запланированного времени',
            ),
            t(
              '20 minutes of daylight or a walk this morning, to set the body clock',
              'Для сна: 20 минут дневного света или прогулка утром',
            ),
          ],
          { times: 4, minutes: 20 },
        ),
        weekly(
          t('Sleep diary check: average hours this week', 'Дневник сна: сколько часов в среднем за неделю'),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 2,
      milestone: t('Enough sleep most nights', 'Достаточно сна почти каждую ночь'),
      steps: [
        weekly(
          [
            t(
              'Weekend wake-up within an hour of the weekday time',
              'В выходные вставать в то же время, разница не больше часа',
            ),
            t(
              'A quiet wind-down before bed: 30 minutes of reading instead of the phone',
              'Перед сном: 30 минут чтения вместо телефона',
            ),
            t(
              'No heavy meal or alcohol in the three hours before bed',
              'Для сна: без плотной еды и алкоголя за три часа до сна',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
        weekly(
          t('Sleep diary check: average hours this week', 'Дневник сна: сколько часов в среднем за неделю'),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Goal reached: sleep is a habit', 'Цель достигнута: режим сна стал привычкой'),
      steps: [
        last(
          t(
            'Compare the sleep diary with the first week; keep the routine that worked',
            'Сравнить дневник сна с первой неделей и оставить то, что сработало',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};
