import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

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

/** Running: from a test run to race day, long run +10 % a week, lighter every fourth week, taper. */
export const runningVariant: Variant = {
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
          { when: 'level', unlessBooked: true },
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
          { key: true, when: 'noTarget', minutes: 40, beginnerOnly: true },
        ),
      ],
    },
    {
      id: 'base',
      weight: 3,
      milestone: t('Aerobic base built', 'Аэробная база набрана'),
      milestoneWithTarget: t('Base built: long run {cum:nom}', 'База набрана: длительная пробежка {cum:nom}'),
      steps: [
        weekly(
          [
            easyRuns[0]!,
            t('Easy run {easy} with 4 × 20 s strides', 'Лёгкая пробежка {easy} с 4 ускорениями по 20 секунд'),
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
            'Tempo session, 40 min: 10 easy, 20 comfortably hard, 10 easy',
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
      // A taper is two to three weeks whatever the deadline.
      maxWeeks: 3,
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
};
