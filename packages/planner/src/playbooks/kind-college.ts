import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * An application to a college or a vocational programme (nursing, a trade, a community college, a medical
 * college): the programmes and their requirements, the prerequisite courses and the entrance test, transcripts,
 * the essay and references where asked, submitted before the deadline; no supervisor and no research proposal.
 */
export const collegeAdmissionVariant: Variant = {
  id: 'college-admission',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '18:30',
  phases: [
    {
      id: 'requirements',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Programmes, deadlines and requirements known', 'Программы, сроки и требования известны'),
      steps: [
        once(
          t(
            'List 3–5 programmes near you with their deadlines, entrance test and minimum grades',
            'Выписать 3–5 подходящих учебных заведений рядом: сроки приёма, вступительные испытания, проходной балл',
          ),
          { minutes: 60, key: true },
        ),
        once(
          t(
            'Check the prerequisite courses and grades each one asks for; enrol now in any you still need or must retake',
            'Проверить, какие предметы и документы нужны для каждого; записаться на то, что нужно досдать или пересдать',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Sign up for an information session or an open day, and write down your questions',
            'Записаться на день открытых дверей или консультацию приёмной комиссии и выписать свои вопросы',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'prepare',
      weight: 3,
      milestone: t(
        'Courses on track, entrance test taken, papers gathered',
        'Предметы подтянуты, испытания позади, документы собраны',
      ),
      steps: [
        weekly(
          [
            t(
              'Study for the prerequisite course, 60 min: this week’s topics and the practice questions',
              'Подготовка по нужному предмету, 60 минут: темы этой недели и задания на отработку',
            ),
            t(
              'Entrance test practice, 45 min: one section timed, then go through every mistake',
              'Подготовка к вступительным испытаниям, 45 минут: один раздел на время, затем разобрать каждую ошибку',
            ),
          ],
          { times: 2, minutes: 60, key: true },
        ),
        step(
          t(
            'Book the entrance test date, leaving time for a retake before the deadline',
            'Записаться на вступительные испытания так, чтобы до конца приёма оставалось время на пересдачу',
          ),
          { minutes: 20 },
        ),
        step(
          t(
            'Request official transcripts from every school or college you attended',
            'Заказать справки об обучении и копии документов об образовании из всех мест учёбы',
          ),
          { minutes: 30 },
        ),
        step(
          t(
            'Ask two people for references (a teacher, a manager) with the deadline and what the programme wants',
            'Попросить двух человек о характеристике или рекомендации (преподаватель, руководитель), назвав срок',
          ),
          { minutes: 30 },
        ),
        step(
          t(
            'Draft the application essay: why this work, what you have done towards it, why this programme',
            'Написать мотивационное письмо, если его просят: почему эта профессия, что уже сделано, почему это учебное заведение',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'apply',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Applications submitted', 'Документы поданы'),
      steps: [
        once(
          t(
            'Check every application against the programme’s checklist: forms, fees, transcripts, test scores',
            'Сверить каждый комплект с перечнем приёмной комиссии: заявление, копии, справки, результаты испытаний',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'Submit the applications at least a week before the deadline',
            'Подать документы минимум за неделю до конца приёма',
          ),
          { key: true, minutes: 60 },
        ),
        last(
          t(
            'Check that every application shows as complete, and have the final grade of the course sent when it is out',
            'Убедиться, что документы приняты, и донести недостающие оценки и справки, как только они будут готовы',
          ),
          { minutes: 30 },
        ),
      ],
    },
  ],
};
