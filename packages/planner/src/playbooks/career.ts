import type { Playbook } from '../playbook-schema.js';
import { jobVariant } from './career-job.js';
import { biweekly, last, once, progressCount, step, t, weekly } from './dsl.js';

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
            once(
              t(
                'Write your promotion case: results, impact, feedback',
                'Подготовить обоснование повышения: результаты, влияние, отзывы коллег',
              ),
            ),
            step(
              t(
                'Ask your manager for the promotion conversation, well before the decision',
                'Заранее, до решения, попросить руководителя о разговоре о повышении',
              ),
              { workday: true, unlessBooked: true },
            ),
            last(
              t(
                'The promotion conversation: bring the case; if the answer is “not yet”, agree what is missing and by when',
                'Разговор о повышении: обоснование с собой; если ответ «пока нет» — договориться, чего не хватает и к какому сроку',
              ),
              { key: true, workday: true },
            ),
          ],
        },
      ],
    },
    jobVariant,
  ],
};
