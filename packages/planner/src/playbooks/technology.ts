import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, once, progressCount, t, weekly } from './dsl.js';

const commit = weekly(
  t(
    'Commit your work and note what you learned, 15 min',
    'Сохранить работу в репозиторий и записать, что узнали, 15 минут',
  ),
  {
    minutes: 15,
  },
);

export const technologyPlaybook: Playbook = {
  id: 'default-technology',
  category: 'technology',
  variants: [
    {
      id: 'build',
      defaultWeeks: 12,
      sessionsPerWeek: 3,
      time: '20:00',
      phases: [
        {
          id: 'plan',
          weight: 1,
          maxWeeks: 2,
          milestone: t('Learning path and tools ready', 'Маршрут обучения и инструменты готовы'),
          steps: [
            once(
              t(
                'Define the result: what exactly you will build or pass',
                'Определить результат: что именно вы сделаете или сдадите',
              ),
            ),
            once(
              t(
                'Choose one main course or book; leave the rest for later',
                'Выбрать один основной курс или книгу, остальное — на потом',
              ),
            ),
            once(
              t(
                'Set up the tools: editor, version control, a repository',
                'Настроить инструменты: редактор, систему контроля версий, репозиторий',
              ),
            ),
            weekly(
              [
                t(
                  'Course, 45 min: the next module with its exercises',
                  'Курс, 45 минут: следующий модуль с упражнениями',
                ),
                t(
                  'Practice, 45 min: type out the examples and change them',
                  'Практика, 45 минут: набрать примеры руками и изменить их',
                ),
                t(
                  'Read the official getting-started guide, 30 min',
                  'Прочитать официальное руководство для начинающих, 30 минут',
                ),
              ],
              { times: 3, minutes: 45 },
            ),
          ],
        },
        {
          id: 'fundamentals',
          weight: 3,
          milestone: t('Fundamentals covered', 'Основы освоены'),
          milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
          steps: [
            weekly(
              [
                t(
                  'Course, 45 min: the next module with its exercises',
                  'Курс, 45 минут: следующий модуль с упражнениями',
                ),
                t(
                  'Practice, 45 min: solve two small problems',
                  'Практика, 45 минут: решить две небольшие задачи',
                ),
                t('Documentation, 30 min: one topic in depth', 'Документация, 30 минут: одна тема в глубину'),
              ],
              { times: 3, minutes: 45 },
            ),
            commit,
            progressCount(),
          ],
        },
        {
          id: 'project',
          weight: 3,
          milestone: t('A working project is built', 'Рабочий проект готов'),
          milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
          steps: [
            weekly(
              [
                t('Project, 60 min: build the next feature', 'Проект, 60 минут: следующая функция'),
                t(
                  'Project, 45 min: write tests and fix bugs',
                  'Проект, 45 минут: тесты и исправление ошибок',
                ),
                t(
                  'Study, 30 min: what the project needs next',
                  'Учёба, 30 минут: то, что нужно проекту дальше',
                ),
              ],
              { times: 3, minutes: 60 },
            ),
            biweekly(
              t(
                'Ask a more experienced developer for a code review',
                'Попросить код-ревью у более опытного разработчика',
              ),
              { minutes: 30 },
            ),
            commit,
            progressCount(),
          ],
        },
        {
          id: 'ship',
          weight: 1,
          maxWeeks: 3,
          milestone: t(
            'Goal reached: it works and can be shown',
            'Цель достигнута: всё работает, и это можно показать',
          ),
          milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
          steps: [
            weekly(
              [
                t(
                  'Polish, 45 min: documentation, edge cases, clean-up',
                  'Доводка, 45 минут: документация, крайние случаи, чистка кода',
                ),
                t(
                  'Test it as a newcomer would: install, run, note what is unclear',
                  'Проверить глазами новичка: установить, запустить, записать, что непонятно',
                ),
              ],
              { times: 2, minutes: 45 },
            ),
            progressCount(),
            last(
              t(
                'Publish the project and write a short post about it',
                'Опубликовать проект и написать о нём короткий пост',
              ),
              { key: true },
            ),
            last(
              t(
                'Plan the next step: a harder project or a certification',
                'Наметить следующий шаг: проект посложнее или сертификация',
              ),
            ),
          ],
        },
      ],
    },
  ],
};
