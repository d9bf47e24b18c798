import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A parent helping a child to like reading («приучить сына читать»): books the child picks, a fixed reading time,
 * reading together first, then more on their own, with the parent nearby.
 */
export const childReadingVariant: Variant = {
  id: 'child-reading',
  defaultWeeks: 10,
  sessionsPerWeek: 5,
  time: '19:30',
  phases: [
    {
      id: 'books',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Books chosen, a reading time set', 'Книги выбраны, время для чтения назначено'),
      steps: [
        once(
          t(
            'Write down what the child is into (dinosaurs, cars, football, comics) to choose books about it',
            'Записать, чем увлекается ребёнок (динозавры, машины, футбол, комиксы), чтобы искать книги об этом',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Go to the library or a bookshop together and let the child pick two or three books',
            'Сходить с ребёнком в библиотеку или книжный, пусть сам выберет две-три книги',
          ),
          { minutes: 60, withOthers: true },
        ),
        once(
          t(
            'Make a reading corner: a lamp, a cushion, the books on a shelf at the child’s height',
            'Устроить уголок для чтения: лампа, подушка, книги на полке на уровне глаз ребёнка',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Agree on a reading time every evening; phones and tablets are put away then, yours too',
            'Договориться о времени чтения каждый вечер: телефоны и планшеты в это время убраны, ваш тоже',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'together',
      weight: 2,
      milestone: t('Reading together most evenings', 'Совместное чтение почти каждый вечер'),
      steps: [
        weekly(
          [
            t(
              'Read aloud together, 20 min: you read a page, the child reads a paragraph',
              'Почитать вслух вместе 20 минут: вы — страницу, ребёнок — абзац',
            ),
            t(
              'Read together, 20 min, then ask what was the most interesting part',
              'Почитать вместе 20 минут и спросить, что было самое интересное',
            ),
            t(
              'Read a dialogue in parts: the child reads one character’s lines',
              'Почитать по ролям: ребёнок читает реплики одного героя',
            ),
            t(
              'Read together, 20 min; stop at the exciting moment so the child wants to go on',
              'Почитать вместе 20 минут и остановиться на самом интересном месте, чтобы хотелось продолжить',
            ),
          ],
          { times: 4, minutes: 20, key: true },
        ),
        weekly(
          t(
            'Note the week’s books in a reading diary with the child and add a sticker',
            'Вместе с ребёнком записать в дневник чтения книги недели и наклеить наклейку',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'own',
      weight: 3,
      milestone: t('The child reads on their own every day', 'Ребёнок читает сам каждый день'),
      steps: [
        weekly(
          [
            t(
              'The child reads alone for 15–20 min while you read your own book nearby',
              'Ребёнок читает сам 15–20 минут, а вы рядом со своей книгой',
            ),
            t(
              'The child retells what they read in two or three minutes; ask one question',
              'Ребёнок за две-три минуты пересказывает прочитанное, задать ему один вопрос',
            ),
            t(
              'Read a chapter together, the child reads more than half of it',
              'Почитать главу вместе: больше половины читает ребёнок',
            ),
            t(
              'The child reads alone for 20 min, then shows you the best picture or line',
              'Ребёнок читает сам 20 минут, потом показывает вам самую интересную картинку или фразу',
            ),
          ],
          { times: 4, minutes: 20, key: true },
        ),
        biweekly(
          t(
            'A new book from the library or the shop, chosen by the child',
            'Новая книга из библиотеки или магазина — по выбору ребёнка',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'An audiobook of the next book in the series for the car or bedtime, then talk about it',
            'Аудиокнига продолжения серии — в дорогу или перед сном, потом поговорить о ней',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'review',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: reading is a habit', 'Цель достигнута: чтение стало привычкой'),
      steps: [
        weekly(
          t(
            'The child reads alone for 20 min; you ask what happened next',
            'Ребёнок читает сам 20 минут, вы спрашиваете, что было дальше',
          ),
          { times: 3, minutes: 20 },
        ),
        last(
          t(
            'Look back with the child: how many books, which one was the best; a trip to the bookshop as a reward',
            'Вспомнить с ребёнком, сколько книг прочитано и какая лучшая; в награду — поход в книжный',
          ),
          { key: true, minutes: 60 },
        ),
      ],
    },
  ],
};

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
