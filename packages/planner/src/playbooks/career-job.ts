import { biweekly, last, once, progressCount, t, type Variant, weekly, weeklyReview } from './dsl.js';

/** A job search never pauses while the skills and the CV are worked on: a few best-fit applications a week. */
const keepApplying = weekly(
  t(
    'Apply to 2 postings that fit you best, each with a tailored cover letter',
    'Откликнуться на 2 самые подходящие вакансии, к каждому отклику — своё сопроводительное письмо',
  ),
  { minutes: 45 },
);

/** Finding a new job: research, skills, the CV and materials, applications and interviews, the offer. */
export const jobVariant: Variant = {
  id: 'job',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'research',
      weight: 2,
      maxWeeks: 3,
      milestone: t('Target roles and companies chosen', 'Целевые роли и компании выбраны'),
      steps: [
        once(
          t(
            'Write down what you want from the next role: work, pay, format',
            'Сформулировать, чего ждёте от следующей роли: задачи, зарплата, формат работы',
          ),
        ),
        once(
          t(
            'Read 15 job postings and list the skills they ask for most',
            'Изучить 15 вакансий и выписать навыки, которые требуют чаще всего',
          ),
        ),
        weekly(
          t(
            'Talk to someone already in the role you want, 30 min',
            'Поговорить с человеком, который уже работает на желаемой позиции, 30 минут',
          ),
        ),
        last(
          t(
            'List 20 companies you would like to work for',
            'Составить список из 20 компаний, где хотели бы работать',
          ),
        ),
      ],
    },
    {
      id: 'skills',
      weight: 2,
      maxWeeks: 6,
      milestone: t('Skill gaps closed, portfolio updated', 'Пробелы в навыках закрыты, портфолио обновлено'),
      steps: [
        once(
          t(
            'Ask a manager or mentor for honest feedback on your gaps',
            'Попросить руководителя или ментора честно назвать ваши пробелы',
          ),
          { workday: true },
        ),
        weekly(
          [
            t(
              'Course or book on the key missing skill, 1 hour',
              'Курс или книга по главному недостающему навыку, 1 час',
            ),
            t('Practice task for your portfolio, 1 hour', 'Практическая задача для портфолио, 1 час'),
          ],
          { times: 2, minutes: 60 },
        ),
        keepApplying,
        last(
          t(
            'Publish one piece of work: a case study, an article or a project',
            'Опубликовать одну работу: кейс, статью или проект',
          ),
        ),
      ],
    },
    {
      id: 'materials',
      weight: 1,
      maxWeeks: 2,
      milestone: t('CV and profiles ready', 'Резюме и профили готовы'),
      steps: [
        once(
          t(
            'Rewrite the CV around 3–5 results with numbers',
            'Переписать резюме вокруг 3–5 результатов в цифрах',
          ),
        ),
        once(
          t(
            'Update your professional profiles: headline, summary, skills',
            'Обновить профили на профессиональных площадках: заголовок, описание, навыки',
          ),
        ),
        once(t('Ask two people to review the CV', 'Попросить двух человек посмотреть резюме')),
        keepApplying,
        weekly(
          t(
            'Rehearse answers to common interview questions aloud, 30 min',
            'Отрепетировать вслух ответы на частые вопросы собеседований, 30 минут',
          ),
        ),
      ],
    },
    {
      id: 'apply',
      weight: 3,
      milestone: t('Interviews under way', 'Собеседования идут'),
      steps: [
        weekly(
          [
            t(
              'Send 3 applications, each with a tailored cover letter',
              'Отправить 3 отклика, к каждому — адаптированное сопроводительное письмо',
            ),
            t(
              'Ask 2 contacts at target companies for a referral',
              'Попросить двух знакомых в целевых компаниях о рекомендации',
            ),
          ],
          { times: 2, minutes: 60 },
        ),
        weekly(
          t(
            'Interview practice: a mock interview or a case, 45 min',
            'Подготовка к собеседованию: пробное интервью или кейс, 45 минут',
          ),
          { minutes: 45 },
        ),
        biweekly(
          t(
            'Review the funnel: applications, replies, interviews',
            'Разобрать воронку: отклики, ответы, собеседования',
          ),
          { minutes: 20 },
        ),
        progressCount(),
      ],
    },
    {
      id: 'offer',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Offer accepted', 'Оффер принят'),
      milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
      steps: [
        weekly(
          t(
            'Follow up on open applications and interviews',
            'Напомнить о себе по открытым откликам и собеседованиям',
          ),
          { minutes: 20 },
        ),
        weeklyReview,
        progressCount(),
        last(
          t(
            'Compare offers on pay, growth and team; negotiate',
            'Сравнить предложения по зарплате, росту и команде, провести переговоры',
          ),
        ),
        last(
          t(
            'Thank everyone who helped and update your profiles',
            'Поблагодарить всех, кто помогал, и обновить профили',
          ),
        ),
      ],
    },
  ],
};
