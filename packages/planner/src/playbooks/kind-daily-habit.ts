import { last, once, t, type Variant, weekly } from './dsl.js';

/** Any small daily habit ({subject}: "пить 2 литра воды", "floss"): a cue, a tiny version, a tracker, a streak. */
export const dailyHabitVariant: Variant = {
  id: 'daily-habit',
  defaultWeeks: 6,
  sessionsPerWeek: 7,
  time: '09:00',
  phases: [
    {
      id: 'set-up',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Habit set up: cue, time and tracker', 'Привычка настроена: сигнал, время и трекер'),
      steps: [
        once(
          t(
            'Choose a cue: {subject} right after something you already do every day (a meal, brushing your teeth)',
            'Привязать «{subject}» к тому, что вы уже делаете каждый день (после еды, после чистки зубов)',
          ),
        ),
        once(
          t(
            'Make it easy: put what you need where you will see it',
            'Облегчить себе начало: положить всё нужное на видное место',
          ),
        ),
        once(
          t(
            'Start a tracker: one line — {subject} — and a tick for each day',
            'Завести трекер: одна строка — «{subject}» — и отметка за каждый день',
          ),
        ),
      ],
    },
    {
      id: 'tiny',
      weight: 2,
      milestone: t('The habit happens on most days', 'Привычка получается почти каждый день'),
      steps: [
        weekly(
          [
            t(
              'Today: {subject}, the smallest version; tick the tracker',
              'Сегодня: «{subject}», самая маленькая версия; отметить в трекере',
            ),
            t(
              'Today: {subject} right after your cue; tick the tracker',
              'Сегодня: «{subject}» сразу после сигнала; отметить в трекере',
            ),
            t(
              'Today: {subject}, even on a busy day — two minutes count',
              'Сегодня: «{subject}», даже в загруженный день — две минуты тоже считаются',
            ),
            t(
              'Today: {subject} at the same time as yesterday; tick the tracker',
              'Сегодня: «{subject}» в то же время, что вчера; отметить в трекере',
            ),
            t(
              'Today: {subject}; note how it felt in one word',
              'Сегодня: «{subject}»; одним словом записать ощущения',
            ),
          ],
          { times: 5, minutes: 20 },
        ),
        weekly(
          t(
            'Week review: {subject} — how many days, what got in the way',
            'Итоги недели: «{subject}» — сколько дней получилось, что мешало',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'full',
      weight: 2,
      milestone: t('The full version, every day', 'Привычка в полном объёме каждый день'),
      steps: [
        weekly(
          [
            t(
              'Today: {subject} in full; tick the tracker',
              'Сегодня: «{subject}» в полном объёме; отметить в трекере',
            ),
            t(
              'Today: {subject} — keep the streak, never miss twice in a row',
              'Сегодня: «{subject}» — держать серию, не пропускать два дня подряд',
            ),
            t(
              'Today: {subject} in full, right after your cue',
              'Сегодня: «{subject}» в полном объёме, сразу после сигнала',
            ),
            t(
              'Today: {subject} in full, even if the day went wrong',
              'Сегодня: «{subject}» в полном объёме, даже если день не задался',
            ),
            t(
              'Today: {subject} in full; tell someone about your streak',
              'Сегодня: «{subject}» в полном объёме; рассказать кому-нибудь о своей серии',
            ),
          ],
          { times: 5, minutes: 20 },
        ),
        weekly(
          t(
            'Week review: {subject} — how many days, what got in the way',
            'Итоги недели: «{subject}» — сколько дней получилось, что мешало',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Goal reached: the habit holds — {subject}, day after day',
        'Цель достигнута: «{subject}» стало привычкой',
      ),
      steps: [
        last(
          t(
            'Look back at the tracker: {subject} — decide the next step up',
            'Посмотреть трекер по привычке «{subject}» и решить, как усложнить дальше',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};
