import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, once, progressCount, t, weekly, weeklyReview } from './dsl.js';

const achievementLog = weekly(
  t(
    'Write the week’s results in your achievements log, 10 min',
    'Записать результаты недели в журнал достижений, 10 минут',
  ),
  {
    minutes: 10,
  },
);

export const careerPlaybook: Playbook = {
  id: 'default-career',
  category: 'career',
  variants: [
    {
      id: 'promotion',
      match: {
        words:
          'promot|raise|senior|lead\\b|head of|повышени|повыси|сеньор|тимлид|руководител|начальник|прибавк',
      },
      defaultWeeks: 24,
      sessionsPerWeek: 3,
      time: '18:30',
      phases: [
        {
          id: 'criteria',
          weight: 1,
          maxWeeks: 3,
          milestone: t('Expectations for the next level are clear', 'Требования следующего уровня понятны'),
          steps: [
            once(
              t(
                'Ask your manager what the next level requires; write the criteria down',
                'Спросить руководителя, что нужно для следующего уровня, и записать критерии',
              ),
              { workday: true },
            ),
            once(
              t('Rate yourself honestly against each criterion', 'Честно оценить себя по каждому критерию'),
            ),
            once(
              t(
                'Pick the two biggest gaps to close first',
                'Выбрать два главных пробела, которые закрыть в первую очередь',
              ),
            ),
            achievementLog,
          ],
        },
        {
          id: 'deliver',
          weight: 4,
          milestone: t(
            'Results that prove the next level are delivered',
            'Есть результаты, которые доказывают следующий уровень',
          ),
          steps: [
            once(t('Volunteer for a task one level up', 'Взять задачу уровнем выше')),
            weekly(
              [
                t(
                  'Focused hour on the project that shows the next level',
                  'Час на проект, который покажет следующий уровень',
                ),
                t(
                  'Close a skill gap: 1 hour of deliberate practice',
                  'Закрыть пробел в навыках: час целенаправленной практики',
                ),
              ],
              { times: 2, minutes: 60 },
            ),
            biweekly(
              t(
                '1:1 with your manager: progress against the criteria',
                'Встреча один на один с руководителем: прогресс по критериям',
              ),
              { workday: true },
            ),
            achievementLog,
            progressCount(),
          ],
        },
        {
          id: 'visibility',
          weight: 2,
          milestone: t('Your work is known beyond your team', 'О вашей работе знают за пределами команды'),
          steps: [
            once(
              t(
                'Present your results at a team or company meeting',
                'Рассказать о своих результатах на встрече команды или компании',
              ),
              { workday: true },
            ),
            weekly(
              t('Help a colleague or mentor a newcomer, 30 min', 'Помочь коллеге или новичку, 30 минут'),
            ),
            weekly(
              t(
                'Focused hour on the project that shows the next level',
                'Час на проект, который покажет следующий уровень',
              ),
              { minutes: 60 },
            ),
            achievementLog,
            progressCount(),
          ],
        },
        {
          id: 'case',
          weight: 1,
          maxWeeks: 3,
          milestone: t('Promotion case made', 'Заявка на повышение сделана'),
          milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
          steps: [
            once(
              t('Check market salaries for the target role', 'Посмотреть рыночные зарплаты для целевой роли'),
            ),
            progressCount(),
            last(
              t(
                'Write your promotion case: results, impact, feedback',
                'Подготовить обоснование повышения: результаты, влияние, отзывы коллег',
              ),
            ),
            last(
              t(
                'Ask your manager for the promotion conversation',
                'Попросить руководителя о разговоре о повышении',
              ),
              { key: true, workday: true },
            ),
          ],
        },
      ],
    },
    {
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
          milestone: t(
            'Skill gaps closed, portfolio updated',
            'Пробелы в навыках закрыты, портфолио обновлено',
          ),
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
    },
  ],
};
