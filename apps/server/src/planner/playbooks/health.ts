import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, once, t, weekly } from './dsl.js';

const easyRuns = [
  t('Easy run {easy} at a conversational pace', 'Лёгкая пробежка {easy} в разговорном темпе'),
  t('Easy run {easy} + 10 min of stretching', 'Лёгкая пробежка {easy} и 10 минут растяжки'),
];
const easyRunsPlain = [
  t('Easy run, 30 min at a conversational pace', 'Лёгкая пробежка 30 минут в разговорном темпе'),
  t('Easy run, 30 min + 10 min of stretching', 'Лёгкая пробежка 30 минут и 10 минут растяжки'),
];
const strength = biweekly(
  t(
    'Strength for runners, 20 min: squats, lunges, calf raises, plank',
    'Силовая для бегунов, 20 минут: приседания, выпады, подъёмы на носки, планка',
  ),
  { minutes: 20 },
);
const weighIn = weekly(
  t('Weekly weigh-in, on track for {cum:nom}', 'Еженедельное взвешивание, ориентир — {cum:nom}'),
  {
    when: 'target',
    minutes: 5,
  },
);

export const healthPlaybook: Playbook = {
  id: 'default-health',
  category: 'health',
  variants: [
    {
      id: 'running',
      match: { units: ['km', 'mi'], words: 'run|marathon|jog|race|бег|пробеж|марафон|забег' },
      defaultWeeks: 12,
      sessionsPerWeek: 3,
      time: '07:00',
      phases: [
        {
          id: 'assess',
          weight: 1,
          milestone: t(
            'Starting point measured, running routine set',
            'Стартовая точка измерена, режим пробежек налажен',
          ),
          steps: [
            once(
              t(
                'Test run: run easy as far as is comfortable, note distance and time',
                'Контрольная пробежка: бежать в комфортном темпе, сколько получится, записать дистанцию и время',
              ),
              { key: true },
            ),
            once(
              t(
                'Get running shoes fitted at a running shop',
                'Подобрать беговые кроссовки в специализированном магазине',
              ),
            ),
            once(
              t(
                'Pick a race or a route for the goal day; register if it is a race',
                'Выбрать забег или маршрут на день цели, на забег — зарегистрироваться',
              ),
              { when: 'level' },
            ),
            weekly(easyRuns, { times: 2, when: 'level', minutes: 40 }),
            weekly(easyRunsPlain, { times: 2, when: 'noTarget', minutes: 40 }),
            weekly(t('Long run {long}, slow and steady', 'Длительная пробежка {long}, медленно и ровно'), {
              key: true,
              when: 'level',
              minutes: 60,
            }),
            weekly(
              t(
                'Run-walk, 40 min: 4 min running, 1 min walking',
                'Бег с ходьбой, 40 минут: 4 минуты бега, 1 минута шага',
              ),
              { key: true, when: 'noTarget', minutes: 40 },
            ),
          ],
        },
        {
          id: 'base',
          weight: 3,
          milestone: t('Aerobic base built', 'Аэробная база набрана'),
          milestoneWithTarget: t(
            'Base built: long run {cum:nom}',
            'База набрана: длительная пробежка {cum:nom}',
          ),
          steps: [
            weekly(
              [
                easyRuns[0]!,
                t(
                  'Easy run {easy} with 4 × 20 s strides',
                  'Лёгкая пробежка {easy} с 4 ускорениями по 20 секунд',
                ),
              ],
              { times: 2, when: 'level', minutes: 45 },
            ),
            weekly(easyRunsPlain, { times: 2, when: 'noTarget', minutes: 40 }),
            weekly(t('Long run {long}, slow and steady', 'Длительная пробежка {long}, медленно и ровно'), {
              key: true,
              when: 'level',
              minutes: 75,
            }),
            weekly(t('Long easy run, 50 min', 'Длительная лёгкая пробежка, 50 минут'), {
              key: true,
              when: 'noTarget',
              minutes: 50,
            }),
            strength,
          ],
        },
        {
          id: 'build',
          weight: 3,
          milestone: t(
            'Endurance built, tempo runs feel controlled',
            'Выносливость набрана, темповые пробежки даются под контролем',
          ),
          milestoneWithTarget: t('Longest run done: {cum:nom}', 'Самая длинная пробежка позади: {cum:nom}'),
          steps: [
            weekly(
              t(
                'Tempo run {easy}: first and last km easy, the middle comfortably hard',
                'Темповая пробежка {easy}: первый и последний километр легко, середина — в бодром темпе',
              ),
              { when: 'level', minutes: 50 },
            ),
            weekly(
              t(
                'Tempo run, 40 min: 10 easy, 20 comfortably hard, 10 easy',
                'Темповая пробежка, 40 минут: 10 легко, 20 в бодром темпе, 10 заминки',
              ),
              { when: 'noTarget', minutes: 40 },
            ),
            weekly(easyRuns[1]!, { when: 'level', minutes: 45 }),
            weekly(easyRunsPlain[1]!, { when: 'noTarget', minutes: 40 }),
            weekly(
              t(
                'Long run {long} at an easy pace; finish feeling you could go on',
                'Длительная пробежка {long} в спокойном темпе, закончить с запасом сил',
              ),
              { key: true, when: 'level', minutes: 120 },
            ),
            weekly(t('Long easy run, 60 min', 'Длительная лёгкая пробежка, 60 минут'), {
              key: true,
              when: 'noTarget',
              minutes: 60,
            }),
            strength,
          ],
        },
        {
          id: 'race',
          weight: 1,
          milestone: t('Goal reached: the distance is run', 'Цель достигнута: дистанция пройдена'),
          milestoneWithTarget: t('Finish line: {target:nom}', 'Финиш: {target:nom}'),
          steps: [
            weekly(
              t(
                'Easy run {easy} with a few short strides',
                'Лёгкая пробежка {easy} с несколькими короткими ускорениями',
              ),
              { when: 'level', minutes: 35 },
            ),
            weekly(
              t(
                'Easy run, 25 min with a few short strides',
                'Лёгкая пробежка 25 минут с несколькими короткими ускорениями',
              ),
              { when: 'noTarget', minutes: 25 },
            ),
            weekly(t('Short shakeout run, 20–25 min', 'Короткая лёгкая пробежка, 20–25 минут'), {
              minutes: 25,
            }),
            weekly(
              t('Shorter long run {long}, relaxed', 'Укороченная длительная пробежка {long}, без напряжения'),
              { key: true, when: 'level', minutes: 60 },
            ),
            last(
              t(
                'Lay out your kit, plan breakfast and the route to the start',
                'Подготовить экипировку, продумать завтрак и дорогу на старт',
              ),
              { minutes: 20 },
            ),
            last(
              t(
                'Goal day: {target}, start slower than you want to',
                'День цели: {target:nom}, первые километры — медленнее, чем хочется',
              ),
              { key: true, when: 'level', minutes: 240 },
            ),
            last(
              t(
                'Final run: your goal distance at an even pace',
                'Итоговая пробежка: целевая дистанция в ровном темпе',
              ),
              { key: true, when: 'noTarget', minutes: 60 },
            ),
          ],
        },
      ],
    },
    {
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
              t(
                'Plan the week’s meals and shop from a list',
                'Составить меню на неделю и закупиться по списку',
              ),
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
              t(
                'Review the food diary and adjust portions',
                'Просмотреть дневник питания и поправить порции',
              ),
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
    },
    {
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
    },
    {
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
              t(
                'Block three training slots in your calendar',
                'Закрепить в календаре три слота для тренировок',
              ),
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
              t(
                'Rest day before the test: walk and stretch',
                'День отдыха перед тестом: прогулка и растяжка',
              ),
              { minutes: 30 },
            ),
            last(t('Final test: {target:nom}', 'Итоговый тест: {target:nom}'), { key: true, when: 'level' }),
            last(
              t(
                'Final test: repeat the baseline and compare',
                'Итоговый тест: повторить стартовый и сравнить',
              ),
              { key: true, when: 'noTarget' },
            ),
          ],
        },
      ],
    },
  ],
};
