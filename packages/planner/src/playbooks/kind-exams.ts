import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/** An exam ({subject}: "ЕГЭ по математике", "IELTS"): diagnose, cover the topics, mock tests, the exam day. */
export const examVariant: Variant = {
  id: 'exam',
  defaultWeeks: 16,
  sessionsPerWeek: 4,
  time: '17:00',
  phases: [
    {
      id: 'diagnose',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Starting score and weak topics known', 'Стартовый балл и слабые темы известны'),
      steps: [
        once(
          t(
            'Sit a full {subject} practice test under exam conditions; score it honestly',
            'Решить полный вариант {subject} прошлых лет в условиях экзамена и честно оценить',
          ),
          { key: true, minutes: 180 },
        ),
        once(
          t(
            'List the sections and mark each strong, so-so or weak',
            'Выписать все разделы и отметить сильные, средние и слабые',
          ),
        ),
        once(
          t(
            'Check the exam date, registration and what to bring',
            'Узнать дату экзамена, порядок регистрации и что взять с собой',
          ),
        ),
        once(
          t(
            'Choose a prep book or course and a tutor if needed',
            'Выбрать пособие или курс подготовки и, если нужно, репетитора',
          ),
        ),
      ],
    },
    {
      id: 'topics',
      weight: 4,
      milestone: t('Every topic covered once', 'Все темы пройдены хотя бы раз'),
      milestoneWithTarget: t('Mock score {cum:num}', 'Пробный балл {cum:num}'),
      steps: [
        weekly(
          [
            t('Weak topic, theory and 20 practice tasks', 'Слабая тема — теория и 20 заданий'),
            t(
              'The next topic from the list, with worked examples',
              'Следующая тема по списку, с разбором примеров',
            ),
            t(
              'Redo last week’s mistakes without looking',
              'Перерешать ошибки прошлой недели, не подглядывая',
            ),
            t(
              'Timed section, then check every wrong answer',
              'Раздел на время, затем разобрать каждую ошибку',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        biweekly(t('A full mock test under exam conditions', 'Пробный экзамен целиком в условиях экзамена'), {
          key: true,
          minutes: 180,
          when: 'noTarget',
        }),
        biweekly(
          t('Full mock test, aim for {session:num}', 'Пробный экзамен целиком, цель — {session:num}'),
          { key: true, minutes: 180, when: 'level' },
        ),
      ],
    },
    {
      id: 'mocks',
      weight: 3,
      milestone: t('Mock tests at the target level', 'Пробные тесты на целевом уровне'),
      milestoneWithTarget: t('Mock score {cum:num}', 'Пробный балл {cum:num}'),
      steps: [
        weekly(t('Full mock test under exam conditions', 'Пробный экзамен целиком в условиях экзамена'), {
          key: true,
          minutes: 180,
          when: 'noTarget',
        }),
        weekly(t('Full mock test, aim for {session:num}', 'Пробный экзамен целиком, цель — {session:num}'), {
          key: true,
          minutes: 180,
          when: 'level',
        }),
        weekly(
          [
            t('Review the mock test, sort mistakes by topic', 'Разбор пробного экзамена, ошибки по темам'),
            t(
              'The topic that cost most points in the last mock',
              'Тема, на которой потеряно больше всего баллов',
            ),
          ],
          { times: 2, minutes: 60 },
        ),
      ],
    },
    {
      id: 'exam',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: {subject} passed', 'Цель достигнута: {subject} сдан'),
      milestoneWithTarget: t(
        'Goal reached: {subject}, {target:num}',
        'Цель достигнута: {subject}, {target:num}',
      ),
      steps: [
        weekly(
          t(
            'Light review of formulas and rules, no new topics',
            'Лёгкое повторение правил и формул, без новых тем',
          ),
          { minutes: 45 },
        ),
        last(
          t(
            'Documents, pens, route to the venue; early night',
            'Документы, ручки, дорога до пункта; лечь пораньше',
          ),
          { minutes: 20 },
        ),
        last(
          t(
            'Exam day: arrive early and read every question twice',
            'День экзамена: прийти заранее и внимательно читать каждое задание',
          ),
          { key: true, minutes: 240 },
        ),
      ],
    },
  ],
};

/** A driving licence: driving school, theory test, lessons, the practical test. */
export const drivingVariant: Variant = {
  id: 'driving-licence',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '18:00',
  phases: [
    {
      id: 'enrol',
      weight: 1,
      maxWeeks: 2,
      beginnerOnly: true,
      milestone: t('Enrolled at a driving school, medical done', 'Запись в автошколу, медсправка получена'),
      steps: [
        once(
          t(
            'Compare three driving schools: price, instructors, pass rate',
            'Сравнить три автошколы: цена, инструкторы, сдаваемость',
          ),
        ),
        once(
          t(
            'Get the medical certificate for the driving licence',
            'Получить медицинскую справку для водительских прав',
          ),
        ),
        once(
          t(
            'Sign the driving school contract and get the schedule',
            'Заключить договор с автошколой и получить расписание',
          ),
        ),
      ],
    },
    {
      id: 'theory',
      weight: 3,
      milestone: t('Traffic rules theory test passed at school', 'Теория ПДД сдана в автошколе'),
      steps: [
        weekly(
          [
            t('Traffic rules: one chapter and 40 test questions', 'ПДД: одна глава и 40 билетов'),
            t('Traffic rules: redo every question you got wrong', 'ПДД: перерешать все билеты с ошибками'),
          ],
          { times: 2, minutes: 45 },
        ),
        weekly(
          t('Driving lesson with the instructor, 90 min', 'Занятие по вождению с инструктором, 90 минут'),
          {
            key: true,
            minutes: 90,
          },
        ),
      ],
    },
    {
      id: 'driving',
      weight: 3,
      milestone: t('Driving the test routes confidently', 'Уверенное вождение по экзаменационным маршрутам'),
      steps: [
        weekly(
          [
            t(
              'Driving lesson: parking and manoeuvres on the training ground',
              'Занятие по вождению: парковка и упражнения на площадке',
            ),
            t(
              'Driving lesson: city traffic on the test route',
              'Занятие по вождению: город, экзаменационный маршрут',
            ),
          ],
          { times: 2, key: true, minutes: 90 },
        ),
        weekly(
          t(
            'Traffic rules: a full 20-question test without mistakes',
            'ПДД: полный билет из 20 вопросов без ошибок',
          ),
          {
            minutes: 25,
          },
        ),
      ],
    },
    {
      id: 'test',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Goal reached: driving licence in hand', 'Цель достигнута: водительские права получены'),
      steps: [
        once(
          t(
            'Book the driving theory and practical tests',
            'Записаться на экзамен на права: теория и вождение',
          ),
          { unlessBooked: true },
        ),
        weekly(t('Mock driving test with the instructor', 'Пробный экзамен по вождению с инструктором'), {
          minutes: 90,
        }),
        last(
          t('Driving test day: theory, then the route', 'Экзамен на права: теория, затем вождение по городу'),
          {
            key: true,
            minutes: 240,
            workday: true,
          },
        ),
      ],
    },
  ],
};
