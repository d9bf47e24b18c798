import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/** Walking: a daily step count raised week by week. */
export const walkingVariant: Variant = {
  id: 'walking',
  match: { units: ['step'], words: 'walk|steps|ходьб|прогул|шаг' },
  defaultWeeks: 6,
  sessionsPerWeek: 5,
  time: '12:30',
  phases: [
    {
      id: 'assess',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Your usual step count is known', 'Обычное число шагов известно'),
      steps: [
        once(
          t(
            'Turn on a step counter and note your usual daily steps',
            'Включить шагомер и записывать обычное число шагов за день',
          ),
        ),
        once(
          t(
            'Plan two walking routes: 20 and 40 minutes',
            'Продумать два маршрута для прогулок: на 20 и на 40 минут',
          ),
        ),
        weekly(
          [
            t('Walk 20 min after lunch', 'Прогулка 20 минут после обеда'),
            t(
              'Take the stairs and get off one stop early',
              'Подняться по лестнице и выйти на остановку раньше',
            ),
            t('Walk 20 min at any time that suits you', 'Прогулка 20 минут в удобное время'),
          ],
          { times: 3, minutes: 20 },
        ),
      ],
    },
    ...(['build', 'grow'] as const).map((id, i) => ({
      id,
      weight: 2,
      milestone:
        i === 0
          ? t('Walking has become a daily habit', 'Прогулки стали ежедневной привычкой')
          : t('Long walks feel easy', 'Долгие прогулки даются легко'),
      milestoneWithTarget: t('On track: {cum:nom} a day', 'Идём по плану: {cum:nom} в день'),
      steps: [
        weekly(
          [
            t(
              'Aim for {session:nom} today: a 30-min walk covers most of it',
              'Цель на день — {session:nom}: получасовая прогулка даст бóльшую часть',
            ),
            t(
              'Aim for {session:nom} today: errands on foot',
              'Цель на день — {session:nom}: по делам пешком',
            ),
            t(
              'Aim for {session:nom} today: take a call while walking',
              'Цель на день — {session:nom}: созвон на ходу',
            ),
            t(
              'Aim for {session:nom} today: an evening walk with someone',
              'Цель на день — {session:nom}: вечерняя прогулка с кем-нибудь',
            ),
            t('Aim for {session:nom} today: a new route', 'Цель на день — {session:nom}: новый маршрут'),
          ],
          { times: 5, when: 'level', minutes: 40 },
        ),
        weekly(
          [
            t('Brisk walk, 30 min', 'Быстрая прогулка, 30 минут'),
            t('Errands on foot instead of by car or bus', 'По делам пешком, а не на машине или автобусе'),
            t('Walk 40 min on a new route', 'Прогулка 40 минут по новому маршруту'),
          ],
          { times: 3, when: 'noTarget', minutes: 35 },
        ),
        weekly(t('Weekly check: average steps a day', 'Итоги недели: среднее число шагов в день'), {
          minutes: 10,
        }),
      ],
    })),
    {
      id: 'hold',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: walking every day', 'Цель достигнута: ходьба каждый день'),
      milestoneWithTarget: t('Goal reached: {target:nom} a day', 'Цель достигнута: {target:nom} в день'),
      steps: [
        weekly(
          [
            t('Keep {session:nom} today', 'Сегодня снова {session:nom}'),
            t(
              'Keep {session:nom} today, part of it outdoors',
              'Сегодня снова {session:nom}, часть — на свежем воздухе',
            ),
          ],
          { times: 2, when: 'level', minutes: 40 },
        ),
        last(t('Long walk, 60–90 min, somewhere new', 'Долгая прогулка, 60–90 минут, по новому месту'), {
          key: true,
          minutes: 90,
        }),
      ],
    },
  ],
};

/** General fitness: a baseline test, three full-body workouts a week, a final test. */
export const fitnessVariant: Variant = {
  id: 'fitness',
  defaultWeeks: 10,
  sessionsPerWeek: 3,
  time: '07:30',
  phases: [
    {
      id: 'assess',
      weight: 1,
      milestone: t(
        'Baseline recorded, training days fixed',
        'Исходный уровень записан, дни тренировок выбраны',
      ),
      steps: [
        once(
          t(
            'Baseline test: as many as you can with good form; write it down',
            'Контрольный тест: максимум с хорошей техникой, записать результат',
          ),
          { when: 'level' },
        ),
        once(
          t(
            'Baseline: 1 min of push-ups, squats and plank; write the results down',
            'Стартовый тест: минута отжиманий, приседаний и планки, записать результаты',
          ),
          { when: 'noTarget' },
        ),
        once(
          t('Block three training slots in your calendar', 'Закрепить в календаре три слота для тренировок'),
        ),
        weekly(
          [
            t(
              'Full-body workout, 30 min: squats, push-ups, rows, plank',
              'Тренировка на всё тело, 30 минут: приседания, отжимания, тяга, планка',
            ),
            t(
              'Full-body workout, 30 min: lunges, glute bridge, dead bug',
              'Тренировка на всё тело, 30 минут: выпады, ягодичный мост, «мёртвый жук»',
            ),
          ],
          { times: 2, key: true, minutes: 30 },
        ),
        weekly(t('Brisk walk or easy cardio, 30 min', 'Быстрая прогулка или лёгкое кардио, 30 минут'), {
          minutes: 30,
        }),
      ],
    },
    {
      id: 'base',
      weight: 3,
      milestone: t(
        'Base built: three workouts a week feel normal',
        'База набрана: три тренировки в неделю — норма',
      ),
      milestoneWithTarget: t('Base built: {cum:nom}', 'База набрана: {cum:nom}'),
      steps: [
        weekly(
          t(
            'Workout: one max set aiming for {session:nom}, then 3 easier sets',
            'Тренировка: подход на максимум с целью {session:nom}, затем 3 подхода полегче',
          ),
          { key: true, when: 'level', minutes: 35 },
        ),
        weekly(
          t(
            'Full-body workout, 40 min: squats, push-ups, rows, plank',
            'Тренировка на всё тело, 40 минут: приседания, отжимания, тяга, планка',
          ),
          { key: true, minutes: 40 },
        ),
        weekly(
          t(
            'Cardio, 30 min: brisk walk, bike or swim',
            'Кардио, 30 минут: быстрая ходьба, велосипед или бассейн',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'progress',
      weight: 3,
      milestone: t(
        'Clear progress: heavier, longer, stronger',
        'Прогресс заметен: больше веса, повторений и выносливости',
      ),
      milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
      steps: [
        weekly(
          t(
            'Workout: one max set aiming for {session:nom}, then 4 easier sets',
            'Тренировка: подход на максимум с целью {session:nom}, затем 4 подхода полегче',
          ),
          { key: true, when: 'level', minutes: 40 },
        ),
        weekly(
          t(
            'Full-body workout, 45 min: add weight or reps',
            'Тренировка на всё тело, 45 минут: добавить вес или повторения',
          ),
          { key: true, minutes: 45 },
        ),
        weekly(
          t(
            'Cardio intervals, 25 min: 1 min fast, 2 min easy',
            'Интервальное кардио, 25 минут: минута быстро, две — легко',
          ),
          { minutes: 25 },
        ),
        biweekly(t('Mobility and stretching, 20 min', 'Мобильность и растяжка, 20 минут'), {
          minutes: 20,
        }),
      ],
    },
    {
      id: 'test',
      weight: 1,
      milestone: t(
        'Goal reached: results compared with the start',
        'Цель достигнута: результаты сравнены со стартом',
      ),
      milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
      steps: [
        weekly(
          t(
            'Light workout, 30 min: technique, no max sets',
            'Лёгкая тренировка, 30 минут: техника, без подходов на максимум',
          ),
          { minutes: 30 },
        ),
        last(
          t('Rest day before the test: walk and stretch', 'День отдыха перед тестом: прогулка и растяжка'),
          { minutes: 30 },
        ),
        last(t('Final test: {target:nom}', 'Итоговый тест: {target:nom}'), { key: true, when: 'level' }),
        last(
          t('Final test: repeat the baseline and compare', 'Итоговый тест: повторить стартовый и сравнить'),
          { key: true, when: 'noTarget' },
        ),
      ],
    },
  ],
};
