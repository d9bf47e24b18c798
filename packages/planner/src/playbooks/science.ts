import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, once, progressCount, t, weekly } from './dsl.js';

const notebook = weekly(
  t(
    'Lab notebook, 15 min: what you did and what you saw',
    'Лабораторный журнал, 15 минут: что сделали и что увидели',
  ),
  {
    minutes: 15,
  },
);
const closeRead = t(
  'Read one paper closely and sum it up in five lines',
  'Внимательно прочитать одну статью и изложить её суть в пяти строках',
);

export const sciencePlaybook: Playbook = {
  id: 'default-science',
  category: 'science',
  variants: [
    {
      id: 'research',
      defaultWeeks: 16,
      sessionsPerWeek: 3,
      time: '10:00',
      phases: [
        {
          id: 'question',
          weight: 1,
          maxWeeks: 3,
          milestone: t('Research question and plan set', 'Вопрос исследования и план определены'),
          steps: [
            once(
              t(
                'Write the research question in one sentence',
                'Сформулировать вопрос исследования одним предложением',
              ),
            ),
            once(
              t(
                'Find and skim the 10 key papers or chapters',
                'Найти и просмотреть 10 ключевых статей или глав',
              ),
            ),
            once(
              t(
                'Discuss the plan with a supervisor or someone who knows the field',
                'Обсудить план с научным руководителем или человеком, который знает область',
              ),
            ),
            weekly(
              [
                closeRead,
                t('Study block, 60 min: the background theory', 'Учебный блок, 60 минут: необходимая теория'),
              ],
              { times: 2, minutes: 60 },
            ),
          ],
        },
        {
          id: 'method',
          weight: 2,
          milestone: t('Method chosen and tested', 'Метод выбран и проверен'),
          milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
          steps: [
            weekly(
              [
                t(
                  'Design the experiment or the analysis, 60 min',
                  'Спроектировать эксперимент или анализ, 60 минут',
                ),
                t(
                  'Pilot run: test the method on a small sample',
                  'Пробный запуск: проверить метод на малой выборке',
                ),
                closeRead,
              ],
              { times: 3, minutes: 60 },
            ),
            notebook,
            progressCount(),
          ],
        },
        {
          id: 'work',
          weight: 3,
          milestone: t('Data collected and analysed', 'Данные собраны и обработаны'),
          milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
          steps: [
            weekly(
              [
                t('Run experiments or collect data, 90 min', 'Эксперименты или сбор данных, 90 минут'),
                t('Analyse the results, 60 min', 'Анализ результатов, 60 минут'),
                t(
                  'Write, 45 min: methods and results so far',
                  'Работа над текстом, 45 минут: методы и полученные результаты',
                ),
              ],
              { times: 3, minutes: 90 },
            ),
            notebook,
            biweekly(
              t(
                'Discuss progress with a supervisor or colleagues',
                'Обсудить ход работы с научным руководителем или коллегами',
              ),
              { minutes: 45 },
            ),
            progressCount(),
          ],
        },
        {
          id: 'publish',
          weight: 1,
          maxWeeks: 4,
          milestone: t('Results written up and shared', 'Результаты оформлены и представлены'),
          milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
          steps: [
            weekly(
              [
                t(
                  'Write, 60 min: discussion and conclusions',
                  'Работа над текстом, 60 минут: обсуждение и выводы',
                ),
                t(
                  'Figures and tables, 60 min: make each one readable on its own',
                  'Графики и таблицы, 60 минут: каждый понятен без текста',
                ),
              ],
              { times: 2, minutes: 60 },
            ),
            progressCount(),
            last(
              t(
                'Ask two people to read the draft critically',
                'Попросить двух человек критически прочитать черновик',
              ),
            ),
            last(t('Submit, present or publish the work', 'Отправить, представить или опубликовать работу'), {
              key: true,
            }),
          ],
        },
      ],
    },
  ],
};
