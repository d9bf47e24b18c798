import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * Getting into an art or music school (a children's or adult art school, a college of music, an academy): the
 * entrance tests are practical, so the plan is the school's requirements, lessons with a teacher, the portfolio
 * or the audition pieces, mock tests and the documents.
 */
const admission = (
  id: string,
  work: { en: string; ru: string }[],
  portfolio: { en: string; ru: string },
  mock: { en: string; ru: string },
): Variant => ({
  id,
  defaultWeeks: 30,
  sessionsPerWeek: 3,
  time: '18:00',
  phases: [
    {
      id: 'requirements',
      weight: 1,
      maxWeeks: 3,
      milestone: t('School chosen, entrance tests known', 'Школа выбрана, вступительные испытания известны'),
      steps: [
        once(
          t(
            'Choose two or three schools; for each, write down the entrance tests, the dates and the documents',
            'Выбрать две-три школы и для каждой выписать вступительные испытания, сроки и документы',
          ),
        ),
        step(
          t(
            'Go to an open day or a consultation and show a teacher what you do now; ask what to work on',
            'Сходить на день открытых дверей или консультацию, показать преподавателю свои работы и спросить, над чем работать',
          ),
          { workday: true, minutes: 90 },
        ),
        step(
          t(
            'Sign up for preparatory classes or a teacher for the months before the tests',
            'Записаться на подготовительные курсы или к педагогу на месяцы до испытаний',
          ),
          { workday: true },
        ),
      ],
    },
    {
      id: 'prepare',
      weight: 4,
      milestone: t('Work for the tests going steadily', 'Подготовка к испытаниям идёт регулярно'),
      steps: [
        weekly(work, { times: 3, minutes: 90, key: true }),
        step(portfolio, { minutes: 60 }),
        step(
          t(
            'Show the work to the teacher and write down the three main remarks',
            'Показать работы педагогу и записать три главных замечания',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'mock',
      weight: 2,
      milestone: t(
        'Mock tests done, the portfolio ready',
        'Пробные испытания пройдены, работы к показу готовы',
      ),
      steps: [
        weekly(work, { times: 2, minutes: 90 }),
        weekly(mock, { minutes: 180 }),
        step(
          t(
            'Gather the documents and submit the application before the deadline',
            'Собрать документы и подать заявление до окончания приёма',
          ),
          { workday: true },
        ),
      ],
    },
    {
      id: 'tests',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Entrance tests passed', 'Вступительные испытания пройдены'),
      steps: [
        once(
          t(
            'Pack the materials the day before and check the time and the room of the test',
            'Накануне собрать всё для испытания и проверить время и аудиторию',
          ),
        ),
        last(
          t(
            'Entrance test day: arrive early, work to the time you practised',
            'День вступительного испытания: прийти заранее, работать в том темпе, что на пробных',
          ),
          { key: true },
        ),
      ],
    },
  ],
});

export const artAdmissionVariant: Variant = admission(
  'art-admission',
  [
    t(
      'Academic drawing, 90 min: a plaster shape or a still life, construction first, then tone',
      'Академический рисунок, 90 минут: гипсовая фигура или натюрморт, сначала построение, потом тон',
    ),
    t(
      'Painting, 90 min: a still life in watercolour or gouache, three large colour spots first',
      'Живопись, 90 минут: натюрморт акварелью или гуашью, сначала три больших цветовых пятна',
    ),
    t(
      'Composition, 60 min: three small sketches on a set theme, then the best one in colour',
      'Композиция, 60 минут: три эскиза на заданную тему, лучший — в цвете',
    ),
  ],
  t(
    'Choose 10–15 of your best works for the portfolio; photograph them in daylight',
    'Отобрать 10–15 лучших работ для просмотра и сфотографировать их при дневном свете',
  ),
  t(
    'Mock entrance test: drawing or painting to the real time limit, then the teacher’s marks',
    'Пробное испытание: рисунок или живопись за то же время, что на экзамене, потом разбор с педагогом',
  ),
);

export const musicAdmissionVariant: Variant = admission(
  'music-admission',
  [
    t(
      'Audition programme, 60 min: one piece slowly and in sections, the hardest bars first',
      'Программа к прослушиванию, 60 минут: одно произведение медленно и по частям, сначала трудные такты',
    ),
    t(
      'Music theory and ear training, 45 min: intervals, chords and one dictation',
      'Сольфеджио и теория, 45 минут: интервалы, аккорды и один диктант',
    ),
    t(
      'Play or sing the whole programme through without stopping and record it',
      'Исполнить всю программу целиком без остановок и записать на телефон',
    ),
  ],
  t(
    'Agree the audition programme with the teacher: pieces, order and timing',
    'Согласовать с педагогом программу прослушивания: произведения, порядок и хронометраж',
  ),
  t(
    'Mock audition in front of two or three people, then listen to the recording with the teacher',
    'Пробное прослушивание перед двумя-тремя слушателями, потом разбор записи с педагогом',
  ),
);
