import { last, monthly, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A school leaver getting into a college or a university: the places and their entry rules (the school exams, the
 * average mark of the certificate, extra tests), the weak subject studied week by week, open days, then the
 * documents handed in when admissions open (in Russia from 20 June) and the lists followed. No research proposal,
 * supervisor or letters of recommendation: those are a graduate application's.
 */
export const schoolAdmissionVariant: Variant = {
  id: 'school-admission',
  defaultWeeks: 26,
  sessionsPerWeek: 3,
  time: '17:00',
  phases: [
    {
      id: 'choose',
      weight: 1,
      maxWeeks: 4,
      milestone: t(
        'The colleges, the programmes and their entry rules are clear',
        'Колледжи, специальности и условия приёма понятны',
      ),
      steps: [
        once(
          t(
            'List three to five colleges with the programme you want, and the places funded by the state or with grants',
            'Выписать три-пять колледжей или вузов с нужной специальностью и число бюджетных мест',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'For each, write down how they admit: the exams and scores, the grade average, extra tests, the deadline',
            'Для каждого выписать условия приёма: экзамены и баллы, средний балл аттестата, дополнительные испытания, сроки',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Find last year’s cut-off: the lowest grade average or score that got in',
            'Узнать проходной балл прошлого года: с каким средним баллом аттестата или баллами поступили',
          ),
        ),
        once(
          t(
            'Look up the cost, the grants or financial aid of each, and the forms to apply for them',
            'Узнать для каждого стоимость платного обучения, стипендию и условия общежития',
          ),
        ),
        once(
          t(
            'Put the open days of each college in the calendar',
            'Записать в календарь дни открытых дверей каждого колледжа',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'marks',
      weight: 4,
      milestone: t(
        'The weak subject pulled up, the exams prepared',
        'Слабый предмет подтянут, к экзаменам готовы',
      ),
      steps: [
        weekly(
          [
            t(
              'Study the weak subject, 1 hour: one topic from the school programme, with exercises',
              'Занятие по слабому предмету, 1 час: одна тема школьной программы с задачами',
            ),
            t(
              'Exam practice, 1 hour: one past paper section for the entrance exam, checked against the answers',
              'Подготовка к экзамену, 1 час: одна часть варианта ОГЭ или ЕГЭ с проверкой по ответам',
            ),
          ],
          { times: 2, minutes: 60, key: true },
        ),
        monthly(
          t(
            'Ask the subject teacher what would raise your mark this term, and do it',
            'Спросить учителя, что поможет исправить оценку в четверти, и сделать это',
          ),
          { minutes: 15, workday: true, withOthers: true },
        ),
        step(
          t(
            'Go to an open day: ask about the entry rules, the places and what the first year is like',
            'Сходить на день открытых дверей: спросить об условиях приёма, местах и первом курсе',
          ),
          { minutes: 120, withOthers: true },
        ),
        step(
          t(
            'A full mock exam under exam conditions, then list the topics to repeat',
            'Пробный экзамен целиком в условиях экзамена, затем выписать темы для повторения',
          ),
          { minutes: 180 },
        ),
      ],
    },
    {
      id: 'documents',
      weight: 2,
      milestone: t('The documents are handed in', 'Документы поданы'),
      steps: [
        once(
          t(
            'Gather the documents: passport, the school certificate or a transcript, photos, the medical form if required',
            'Собрать документы: паспорт, аттестат, фотографии, медицинская справка 086/у, если нужна',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Hand in the application to each college when admissions open, in person or online',
            'Подать документы в каждый колледж, когда откроется приёмная комиссия: лично или через Госуслуги',
          ),
          { minutes: 90, key: true },
        ),
        step(
          t(
            'Check the admission lists and your place in them; note the deadline for the original certificate',
            'Проверить списки поступающих и своё место в них; записать срок подачи оригинала аттестата',
          ),
          { minutes: 15 },
        ),
        last(
          t(
            'Hand in the original certificate to the college you choose before its deadline',
            'Отнести оригинал аттестата в выбранный колледж до окончания срока',
          ),
          { key: true, minutes: 60 },
        ),
      ],
    },
  ],
};
