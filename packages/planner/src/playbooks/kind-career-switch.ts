import { biweekly, last, monthly, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A change of field (hospitality to IT support, accounting to data analysis): the target role read from real job
 * ads, the skills gap closed with a course and a portfolio project, the old experience retold for the new field,
 * people in the field met, then applications and interviews.
 */
export const careerSwitchVariant: Variant = {
  id: 'career-switch',
  defaultWeeks: 26,
  sessionsPerWeek: 3,
  time: '19:30',
  phases: [
    {
      id: 'target',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Target role and skills gap clear', 'Целевая роль и пробелы в навыках понятны'),
      steps: [
        once(
          t(
            'Read 15 job ads for the new role; list the skills and tools that come up most',
            'Прочитать 15 вакансий на новую роль; выписать навыки и инструменты, которые встречаются чаще всего',
          ),
          { minutes: 90 },
        ),
        once(
          t(
            'Mark what you already have from your current job and what is missing',
            'Отметить, что из этого уже есть по нынешней работе, а чего не хватает',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Choose one course or certificate that covers the missing skills, with a finish date',
            'Выбрать один курс или сертификат на недостающие навыки, с датой окончания',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Ask two people who work in the new field for a 20-minute call about their job',
            'Попросить двух людей из новой сферы о 20-минутном разговоре про их работу',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'skills',
      weight: 4,
      milestone: t('New skills shown in a portfolio project', 'Новые навыки видны в проекте для портфолио'),
      steps: [
        weekly(
          [
            t(
              'Course session for the new field, 60 min: one module, notes in your own words',
              'Занятие курса для новой профессии, 60 минут: один модуль, конспект своими словами',
            ),
            t(
              'Practice for the new field, 60 min: do the module’s task yourself, without the video',
              'Практика для новой профессии, 60 минут: сделать задание модуля самостоятельно, без видео',
            ),
            t(
              'Portfolio project, 90 min: a real task from the new field, one step further',
              'Проект для портфолио, 90 минут: реальная задача из новой сферы, на шаг дальше',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        biweekly(
          t(
            'A conversation with someone in the new field: what they do, who hires, what to learn next',
            'Разговор с человеком из новой сферы: чем занимается, кто нанимает, что учить дальше',
          ),
          { minutes: 30 },
        ),
        monthly(
          t(
            'Check the new skills against the job ads: what is covered, what is next',
            'Сверить новые навыки с вакансиями: что закрыто, что дальше',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'story',
      weight: 1,
      maxWeeks: 3,
      milestone: t('CV and profile rewritten for the new role', 'Резюме и профиль переписаны под новую роль'),
      steps: [
        step(
          t(
            'Rewrite the CV for the new role: transferable skills first, the portfolio project on top',
            'Переписать резюме под новую роль: сначала переносимые навыки, проект для портфолио — наверху',
          ),
          { minutes: 120 },
        ),
        step(
          t(
            'Update the professional profile and the headline for the new role',
            'Обновить профиль на сайте вакансий и заголовок под новую роль',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'A 60-second answer to “Why are you changing careers?” — practise it aloud',
            'Ответ на 60 секунд на вопрос «Почему вы меняете профессию?» — проговорить вслух',
          ),
          { minutes: 30 },
        ),
        step(
          t(
            'Ask your manager or a colleague if there is a bridge role or a project in the new field at work',
            'Спросить руководителя или коллег, нет ли на нынешней работе переходной роли или проекта в новой сфере',
          ),
          { workday: true, minutes: 30 },
        ),
      ],
    },
    {
      id: 'apply',
      weight: 2,
      milestone: t('Interviews for the new role under way', 'Собеседования на новую роль идут'),
      steps: [
        weekly(
          [
            t(
              'Applications for the new role, 60 min: five ads, a cover note for each',
              'Отклики на новую роль, 60 минут: пять вакансий, к каждой сопроводительное письмо',
            ),
            t(
              'Interview practice, 45 min: three typical questions of the new field, answered aloud',
              'Подготовка к собеседованию, 45 минут: три типичных вопроса новой сферы, ответить вслух',
            ),
          ],
          { times: 2, minutes: 60 },
        ),
        biweekly(
          t(
            'Ask someone from the new field for a referral to an open role',
            'Попросить знакомого из новой сферы порекомендовать вас на открытую вакансию',
          ),
          { minutes: 20 },
        ),
        last(
          t(
            'Compare the offers for the new role: pay, growth, the team; decide',
            'Сравнить предложения на новую роль: деньги, рост, команда; принять решение',
          ),
          { key: true, minutes: 60 },
        ),
      ],
    },
  ],
};
