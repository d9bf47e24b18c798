import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * Confidence («стать увереннее»): where it is missing, a ladder of situations from easy to hard, one step a few
 * times a week, a courage diary, the fear scored again at the end.
 */
export const confidenceVariant: Variant = {
  id: 'confidence',
  defaultWeeks: 10,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'map',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'A ladder of situations from easy to hard',
        'Составлена лестница ситуаций от лёгких к трудным',
      ),
      steps: [
        once(
          t(
            'Write down three situations where you lack confidence and score the fear in each from 0 to 10',
            'Записать три ситуации, где не хватает уверенности, и оценить страх в каждой от 0 до 10',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Make a ladder of 8–10 steps from easy to hard (ask a stranger the way … speak up at a meeting)',
            'Составить лестницу из 8–10 шагов от лёгкого к трудному: от «спросить дорогу» до «высказаться на собрании»',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Write five strengths of yours, each with one time it showed',
            'Записать пять своих сильных сторон и по одному случаю, где каждая проявилась',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'easy',
      weight: 3,
      milestone: t('The easy steps of the ladder are done', 'Лёгкие шаги лестницы пройдены'),
      steps: [
        weekly(
          [
            t(
              'One easy step of the ladder today, e.g. ask a shop assistant a question',
              'Сегодня один лёгкий шаг с лестницы, например задать вопрос продавцу',
            ),
            t(
              'Say no to one request that does not suit you: calmly, without excuses',
              'Спокойно и без оправданий отказать в одной просьбе, которая вам неудобна',
            ),
            t(
              'Say your opinion once where you would usually keep quiet',
              'Один раз высказать своё мнение там, где обычно промолчали бы',
            ),
          ],
          { times: 2, minutes: 20, key: true },
        ),
        weekly(
          t(
            'Courage diary: what you did, what you feared, what actually happened',
            'Дневник смелости: что сделано, чего боялись и что вышло на самом деле',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'harder',
      weight: 3,
      milestone: t('The harder steps feel calmer', 'Трудные шаги даются спокойнее'),
      steps: [
        step(
          t(
            'Sign up for a class where you have to speak: public speaking, improv or a club',
            'Записаться на занятия, где нужно говорить: ораторское мастерство, импровизация или клуб',
          ),
          { minutes: 30 },
        ),
        weekly(
          [
            t(
              'A harder step of the ladder: the call, the request or the talk you have been putting off',
              'Шаг посложнее: звонок, просьба или разговор, который давно откладывали',
            ),
            t(
              'Speak first at a meeting or in a group: one prepared sentence',
              'Заговорить первым на встрече или в компании: одна заранее продуманная фраза',
            ),
            t(
              'Ask someone you trust for honest feedback on how you come across',
              'Попросить человека, которому доверяете, честно сказать, как вы выглядите со стороны',
            ),
          ],
          { times: 2, minutes: 20, key: true },
        ),
        weekly(
          t(
            'Courage diary: the week’s steps and what became easier',
            'Дневник смелости: шаги недели и что стало легче',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'review',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Goal reached: more confident, and the diary shows it',
        'Цель достигнута: уверенности больше, и это видно по дневнику',
      ),
      steps: [
        weekly(
          t(
            'The top step of the ladder: the situation that scared you most',
            'Верхний шаг лестницы: ситуация, которая пугала больше всего',
          ),
          { minutes: 30 },
        ),
        last(
          t(
            'Score the three situations again from 0 to 10 and compare with the start',
            'Снова оценить страх в трёх ситуациях от 0 до 10 и сравнить с началом',
          ),
          { key: true, minutes: 20 },
        ),
      ],
    },
  ],
};

/** Seven wordings of the same short routine, one for each morning of the week. */
const MORNINGS = [
  t(
    'Morning routine right after the alarm, before the phone; tick the tracker',
    'Утренняя рутина сразу после будильника, до телефона; отметить в трекере',
  ),
  t(
    'Morning routine in the same order as yesterday; tick the tracker',
    'Утренняя рутина в том же порядке, что вчера; отметить в трекере',
  ),
  t(
    'Morning routine even on a rushed day: at least the first thing on the list',
    'Утренняя рутина даже в спешке: хотя бы первое дело из списка',
  ),
  t(
    'Morning routine; note in one word how the day started',
    'Утренняя рутина; одним словом записать, как начался день',
  ),
  t(
    'Morning routine with the window open or by daylight; tick the tracker',
    'Утренняя рутина при открытом окне или дневном свете; отметить в трекере',
  ),
  t(
    'Weekend morning routine at the usual time; tick the tracker',
    'Утренняя рутина в выходной — в обычное время; отметить в трекере',
  ),
  t(
    'Morning routine; the evening before, lay out what it needs',
    'Утренняя рутина; с вечера подготовить для неё всё нужное',
  ),
];

/** A short morning routine («утренняя рутина на 15 минут»): a few small things in a fixed order, kept daily. */
export const morningRoutineVariant: Variant = {
  id: 'morning-routine',
  defaultWeeks: 6,
  sessionsPerWeek: 7,
  time: '07:00',
  phases: [
    {
      id: 'design',
      weight: 1,
      maxWeeks: 1,
      milestone: t('The routine is written down and ready', 'Утренняя рутина записана и подготовлена'),
      steps: [
        once(
          t(
            'Write the routine as three or four short things in order: water, a few exercises, the day’s plan',
            'Записать рутину из трёх-четырёх коротких дел по порядку: стакан воды, зарядка, план на день',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Set the alarm earlier by exactly the routine’s length, and put the phone away from the bed',
            'Перевести будильник раньше ровно на длину рутины, телефон положить подальше от кровати',
          ),
          { minutes: 5 },
        ),
        once(
          t(
            'Lay out everything the evening before: the mat, a glass of water, the notebook',
            'С вечера разложить всё нужное: коврик, стакан воды, блокнот',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'daily',
      weight: 3,
      milestone: t('The routine happens most mornings', 'Рутина получается почти каждое утро'),
      steps: [
        weekly(MORNINGS, { times: 7, minutes: 20 }),
        weekly(
          t(
            'Morning routine, {session:nom} this week; tick the tracker',
            'Утренняя рутина, на этой неделе — {session:nom}; отметить в трекере',
          ),
          { times: 7, minutes: 20, key: true, when: 'level' },
        ),
        weekly(
          t(
            'Week review: how many mornings it happened and what got in the way',
            'Итоги недели: сколько утр получилось и что мешало',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'tune',
      weight: 2,
      milestone: t('The routine holds without reminders', 'Рутина держится без напоминаний'),
      steps: [
        step(
          t(
            'Swap one part of the routine that does not help for one that does',
            'Заменить в рутине одно дело, которое не помогает, на более полезное',
          ),
          { minutes: 10 },
        ),
        weekly(MORNINGS, { times: 7, minutes: 20 }),
        weekly(
          t(
            'Morning routine, {session:nom} this week; tick the tracker',
            'Утренняя рутина, на этой неделе — {session:nom}; отметить в трекере',
          ),
          { times: 7, minutes: 20, key: true, when: 'level' },
        ),
      ],
    },
    {
      id: 'review',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Goal reached: the morning routine is a habit',
        'Цель достигнута: утренняя рутина стала привычкой',
      ),
      steps: [
        weekly(MORNINGS, { times: 7, minutes: 20 }),
        last(
          t(
            'Count the mornings with the routine since the start and decide what to keep',
            'Посчитать утра с рутиной с самого начала и решить, что оставить',
          ),
          { key: true, minutes: 15 },
        ),
      ],
    },
  ],
};
