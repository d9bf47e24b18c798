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
