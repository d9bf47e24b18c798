import { biweekly, last, once, spread, t, type Variant, weekly } from './dsl.js';

const reading = [
  t('Read {pages}', 'Прочитать {pages}'),
  t(
    'Read {pages} and note one idea worth keeping',
    'Прочитать {pages} и выписать одну мысль, которую стоит запомнить',
  ),
  t(
    'Read {pages} before bed, phone in another room',
    'Прочитать {pages} перед сном, телефон — в другой комнате',
  ),
  t('Read {pages} on the way or in a break', 'Прочитать {pages} в дороге или в перерыве'),
  t(
    'Read {pages} and mark a passage to reread',
    'Прочитать {pages} и отметить отрывок, к которому хочется вернуться',
  ),
];
const readingPlain = [
  t('Read for 30 minutes', 'Читать 30 минут'),
  t(
    'Read for 30 minutes and note one idea worth keeping',
    'Читать 30 минут и выписать одну мысль, которую стоит запомнить',
  ),
  t(
    'Read for 30 minutes before bed, phone in another room',
    'Читать 30 минут перед сном, телефон — в другой комнате',
  ),
  t('Read for 20 minutes on the way or in a break', 'Читать 20 минут в дороге или в перерыве'),
  t(
    'Read for 30 minutes and mark a passage to reread',
    'Читать 30 минут и отметить отрывок, к которому хочется вернуться',
  ),
];
const finishBook = spread(
  t(
    'Finish book {cum:num} of {target:num} and write three lines about it',
    'Дочитать {cum:num}-ю книгу из {target:num} и записать о ней три строки',
  ),
  {
    minutes: 15,
    units: ['book'],
  },
);
const words = [
  t(
    'Learn {share} with spaced repetition and review old cards',
    'Выучить {share} по карточкам и повторить старые',
  ),
  t('Learn {share} from a text or a series episode', 'Выучить {share} из текста или серии сериала'),
  t(
    'Learn {share} on one topic and write five sentences with them',
    'Выучить {share} по одной теме и составить с ними пять предложений',
  ),
  t('Learn {share} from a coursebook unit', 'Выучить {share} из урока учебника'),
];
const wordsPlain = [
  t('Study 30 min: a coursebook unit and flashcards', 'Заниматься 30 минут: урок из учебника и карточки'),
  t(
    'Study 30 min: read a short text and look up new words',
    'Заниматься 30 минут: прочитать короткий текст и разобрать новые слова',
  ),
  t('Study 30 min: grammar topic with exercises', 'Заниматься 30 минут: грамматическая тема с упражнениями'),
  t(
    'Study 30 min: review the flashcards and say the words aloud',
    'Заниматься 30 минут: повторить карточки и проговорить слова вслух',
  ),
];
const listening = weekly(
  t(
    'Listening: a podcast or an episode with subtitles in the language, 30 min',
    'Аудирование: подкаст или серия с субтитрами на изучаемом языке, 30 минут',
  ),
);
const speaking = biweekly(
  t(
    'Speaking practice with a tutor or a language partner, 45 min',
    'Разговорная практика с репетитором или партнёром по языку, 45 минут',
  ),
  { minutes: 45 },
);

/** Reading: a list, a daily slot, pages per session, one line per finished book. */
export const readingVariant: Variant = {
  id: 'reading',
  match: { units: ['book', 'page'], words: '\\bread|книг|читать|прочит|чтени' },
  defaultWeeks: 12,
  sessionsPerWeek: 5,
  time: '21:00',
  phases: [
    {
      id: 'setup',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Reading list made, reading time chosen',
        'Список книг составлен, время для чтения выбрано',
      ),
      steps: [
        once(
          t(
            'Make a reading list: {target}, mixing easy and demanding ones',
            'Составить список на {target}: вперемешку лёгкие и серьёзные',
          ),
          { when: 'total' },
        ),
        once(
          t(
            'Make a list of books you genuinely want to read',
            'Составить список книг, которые действительно хочется прочитать',
          ),
          { when: 'noTarget' },
        ),
        once(
          t(
            'Get the first two books: library, shop or e-reader',
            'Раздобыть первые две книги: библиотека, магазин или электронная читалка',
          ),
        ),
        once(
          t(
            'Pick a daily reading slot and turn on do-not-disturb for it',
            'Выбрать ежедневное время для чтения и включить на него режим «Не беспокоить»',
          ),
        ),
        weekly(reading, { times: 3, when: 'total' }),
        weekly(readingPlain, { times: 3, when: 'noTarget' }),
      ],
    },
    {
      id: 'habit',
      weight: 3,
      milestone: t('Reading is a daily habit', 'Чтение стало ежедневной привычкой'),
      milestoneWithTarget: t('{cum:nom} read', 'Прочитано: {cum:nom}'),
      steps: [
        weekly(reading, { times: 5, when: 'total' }),
        weekly(readingPlain, { times: 5, when: 'noTarget' }),
        finishBook,
      ],
    },
    {
      id: 'deepen',
      weight: 3,
      milestone: t('Half the list read', 'Половина списка прочитана'),
      milestoneWithTarget: t('{cum:nom} read', 'Прочитано: {cum:nom}'),
      steps: [
        weekly(reading, { times: 5, when: 'total' }),
        weekly(readingPlain, { times: 5, when: 'noTarget' }),
        finishBook,
        biweekly(
          t('Talk about a book with a friend or a book club', 'Обсудить книгу с другом или в книжном клубе'),
          { minutes: 45 },
        ),
      ],
    },
    {
      id: 'finish',
      weight: 1,
      milestone: t('Reading goal reached', 'Цель по чтению достигнута'),
      milestoneWithTarget: t('Goal reached: {target:nom} read', 'Цель достигнута: прочитано {target:nom}'),
      steps: [
        weekly(reading, { times: 5, when: 'total' }),
        weekly(readingPlain, { times: 5, when: 'noTarget' }),
        finishBook,
        last(
          t(
            'Choose your three best books of the challenge and say why',
            'Выбрать три лучшие книги за всё время и записать почему',
          ),
        ),
      ],
    },
  ],
};

/** Languages: placement test, spaced repetition, listening, speaking, a retest. */
export const languageVariant: Variant = {
  id: 'language',
  match: {
    units: ['word'],
    words:
      'language|english|spanish|german|french|italian|chinese|japanese|ielts|toefl|язык|английск|испанск|немецк|французск|итальянск|китайск|японск',
  },
  defaultWeeks: 16,
  sessionsPerWeek: 5,
  time: '08:00',
  phases: [
    {
      id: 'setup',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Study system ready: app, coursebook, fixed time',
        'Система занятий готова: приложение, учебник, постоянное время',
      ),
      steps: [
        once(
          t(
            'Take a free online placement test and write down your level',
            'Пройти бесплатный онлайн-тест на уровень и записать результат',
          ),
          { unknownLevelOnly: true },
        ),
        once(
          t(
            'Install a flashcard app with spaced repetition and create a deck',
            'Установить приложение для карточек с интервальным повторением и завести колоду',
          ),
        ),
        once(
          t('Choose a coursebook or a course for your level', 'Выбрать учебник или курс под свой уровень'),
        ),
        weekly(words, { times: 3, when: 'total' }),
        weekly(wordsPlain, { times: 3, when: 'noTarget' }),
      ],
    },
    {
      id: 'build',
      weight: 3,
      milestone: t('Regular practice is a habit', 'Регулярные занятия вошли в привычку'),
      milestoneWithTarget: t('{cum:nom} learned', 'Выучено {cum:nom}'),
      steps: [
        weekly(words, { times: 4, when: 'total' }),
        weekly(wordsPlain, { times: 4, when: 'noTarget' }),
        listening,
        speaking,
      ],
    },
    {
      id: 'use',
      weight: 3,
      milestone: t(
        'Speaking and writing come easier: fewer mistakes in the corrections',
        'Говорить и писать стало легче: в исправлениях меньше ошибок',
      ),
      milestoneWithTarget: t('{cum:nom} learned', 'Выучено {cum:nom}'),
      steps: [
        weekly(words, { times: 3, when: 'total' }),
        weekly(wordsPlain, { times: 3, when: 'noTarget' }),
        weekly(
          t(
            'Write a 150-word text and get it corrected',
            'Написать текст на 150 слов и получить исправления',
          ),
        ),
        listening,
        speaking,
      ],
    },
    {
      id: 'test',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Level checked again', 'Уровень перепроверен'),
      milestoneWithTarget: t('Goal reached: {target:nom} learned', 'Цель достигнута: выучено {target:nom}'),
      steps: [
        weekly(words, { times: 3, when: 'total' }),
        weekly(wordsPlain, { times: 3, when: 'noTarget' }),
        last(
          t(
            'Go through the whole deck; hard cards get an extra round',
            'Прогнать всю колоду, трудные карточки — на отдельный повтор',
          ),
        ),
        last(
          t(
            'Take a placement test and compare with the level you started at',
            'Пройти тест на уровень и сравнить с уровнем, с которого начинали',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
