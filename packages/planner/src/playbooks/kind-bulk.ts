import { biweekly, last, monthly, once, t, type Variant, weekly } from './dsl.js';

/**
 * Gaining muscle or weight (a bulk, an underweight person putting weight on): a small calorie surplus with protein,
 * a lifting split with a log and progressive overload, a weekly average weigh-in aiming for a slow gain, sleep, and
 * the waist checked monthly so the gain stays mostly lean. Never a deficit.
 */
export const bulkVariant: Variant = {
  id: 'bulk',
  defaultWeeks: 20,
  sessionsPerWeek: 3,
  time: '18:30',
  phases: [
    {
      id: 'baseline',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Starting weight known, surplus and training split set',
        'Исходный вес известен, профицит и сплит тренировок выбраны',
      ),
      steps: [
        once(
          t(
            'Weigh in three mornings in a row, measure the waist and arms, take photos from the front and the side',
            'Три утра подряд взвеситься, измерить талию и руки, сделать фото спереди и сбоку',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Log three ordinary days of food in an app to see your usual calories and protein',
            'Три обычных дня записывать еду в приложение, чтобы увидеть привычные калории и белок',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Set the daily plan: about 300 kcal above your usual, and 1.6–2 g of protein per kg of body weight',
            'Задать план на день: примерно на 300 ккал больше обычного и 1,6–2 г белка на килограмм веса',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Choose a split for your training days (upper/lower or push/pull/legs) and start a log of every lift',
            'Выбрать сплит под свои тренировочные дни (верх/низ или жим/тяга/ноги) и завести дневник весов',
          ),
          { minutes: 30 },
        ),
        weekly(
          t(
            'Lifting, 60 min: learn the split’s main lifts with a weight you can move 10 times cleanly; write it down',
            'Тренировка, 60 минут: освоить базовые упражнения сплита с весом, который поднимаете 10 раз чисто; записать',
          ),
          { times: 3, minutes: 60 },
        ),
      ],
    },
    {
      id: 'build',
      weight: 4,
      milestone: t('Gaining steadily, lifts going up', 'Вес растёт плавно, рабочие веса растут'),
      steps: [
        weekly(
          [
            t(
              'Lifting, 60 min: the main lift first, add weight or a rep to last week’s log',
              'Тренировка, 60 минут: сначала базовое упражнение, к весу или повторам из дневника — прибавить',
            ),
            t(
              'Lifting, 60 min: the second half of the split, 3–4 working sets of 6–12 reps',
              'Тренировка, 60 минут: вторая половина сплита, 3–4 рабочих подхода по 6–12 повторений',
            ),
            t(
              'Lifting, 60 min: the weakest muscle group first, then accessories; note the weights',
              'Тренировка, 60 минут: сначала отстающая группа мышц, потом подсобка; записать веса',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        weekly(
          t(
            'Weekly weigh-in: the average of the mornings; aim for +0.2–0.3 kg a week, adjust food by 100–200 kcal',
            'Взвешивание за неделю: среднее по утрам; цель — плюс 0,2–0,3 кг в неделю, поправить еду на 100–200 ккал',
          ),
          { minutes: 10 },
        ),
        weekly(
          t(
            'Cook ahead for the week: protein with every meal and a snack you can eat without cooking',
            'Приготовить еду на неделю вперёд: белок в каждом приёме пищи и перекус, который не надо готовить',
          ),
          { minutes: 60 },
        ),
        biweekly(
          t(
            'Sleep check: 8 hours in bed on most nights of the last two weeks?',
            'Проверка сна: было ли 8 часов в постели в большинство ночей за две недели?',
          ),
          { minutes: 10 },
        ),
        monthly(
          t(
            'Measure the waist and arms and take the photos again; if the waist grows faster than the arms, trim the surplus',
            'Снова измерить талию и руки и сделать фото; если талия растёт быстрее рук — урезать профицит',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'consolidate',
      weight: 1,
      maxWeeks: 3,
      milestone: t(
        'The gain kept, the next block planned',
        'Набранное закреплено, следующий блок спланирован',
      ),
      steps: [
        once(
          t(
            'A lighter week: same exercises, two sets fewer, to recover before testing',
            'Разгрузочная неделя: те же упражнения, на два подхода меньше, чтобы восстановиться',
          ),
          { minutes: 45 },
        ),
        last(
          t(
            'Final check: weight, waist, arms, photos and your main lifts against day one',
            'Итоговая проверка: вес, талия, руки, фото и рабочие веса против первого дня',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
