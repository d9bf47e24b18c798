import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, once, progressCount, t, weekly } from './dsl.js';

const bestOfWeek = weekly(
  t('Look through the week’s work and mark the best piece', 'Просмотреть работы недели и отметить лучшую'),
  { minutes: 15 },
);

export const creativityPlaybook: Playbook = {
  id: 'default-creativity',
  category: 'creativity',
  variants: [
    {
      id: 'create',
      defaultWeeks: 12,
      sessionsPerWeek: 4,
      time: '19:00',
      phases: [
        {
          id: 'warmup',
          weight: 1,
          maxWeeks: 2,
          milestone: t(
            'Materials ready, time for creative work set',
            'Материалы готовы, время для творчества выбрано',
          ),
          steps: [
            once(
              t(
                'Set up a workspace with everything within reach',
                'Обустроить рабочее место так, чтобы всё было под рукой',
              ),
            ),
            once(
              t(
                'Collect 10 works you admire and note what you like in each',
                'Собрать 10 работ, которые вдохновляют, и записать, что нравится в каждой',
              ),
            ),
            once(
              t('Choose a theme or project for the first month', 'Выбрать тему или проект на первый месяц'),
            ),
            weekly(
              [
                t(
                  'Warm-up, 20 min: quick sketches or drafts, no judging',
                  'Разминка, 20 минут: быстрые наброски или черновики, без оценок',
                ),
                t(
                  'Study, 30 min: recreate part of a work you admire',
                  'Этюд, 30 минут: повторить фрагмент любимой работы',
                ),
                t(
                  'Free practice, 30 min: any theme, quantity over quality',
                  'Свободная практика, 30 минут: любая тема, количество важнее качества',
                ),
              ],
              { times: 3 },
            ),
          ],
        },
        {
          id: 'craft',
          weight: 3,
          milestone: t('Regular practice is building skill', 'Регулярная практика растит мастерство'),
          milestoneWithTarget: t('Done so far: {cum:nom}', 'Готово: {cum:nom}'),
          steps: [
            weekly(
              [
                t('Work on the current piece, 45 min', 'Работа над текущей вещью, 45 минут'),
                t('Technique, 30 min: one skill at a time', 'Техника, 30 минут: один приём за раз'),
                t(
                  'Try a new approach or material, 45 min',
                  'Попробовать новый подход или материал, 45 минут',
                ),
              ],
              { times: 3, minutes: 45 },
            ),
            bestOfWeek,
            progressCount(),
          ],
        },
        {
          id: 'project',
          weight: 3,
          milestone: t('A body of work is taking shape', 'Складывается своя подборка работ'),
          milestoneWithTarget: t('Done so far: {cum:nom}', 'Готово: {cum:nom}'),
          steps: [
            weekly(
              [
                t('Main project, 60 min', 'Главный проект, 60 минут'),
                t(
                  'Revise, 30 min: improve one earlier piece',
                  'Доработка, 30 минут: улучшить одну из прошлых работ',
                ),
                t(
                  'Main project, 45 min: the hardest part first',
                  'Главный проект, 45 минут: начать с самого трудного',
                ),
              ],
              { times: 3, minutes: 60 },
            ),
            biweekly(
              t(
                'Show a piece to someone and ask for feedback',
                'Показать работу кому-нибудь и попросить обратную связь',
              ),
              { minutes: 30 },
            ),
            bestOfWeek,
            progressCount(),
          ],
        },
        {
          id: 'show',
          weight: 1,
          maxWeeks: 3,
          milestone: t(
            'Goal reached: the work is out in the world',
            'Цель достигнута: работы увидели другие',
          ),
          milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
          steps: [
            weekly(
              [
                t('Finish and polish, 45 min', 'Доделать и отшлифовать, 45 минут'),
                t(
                  'Final pass, 30 min: details and a fresh look',
                  'Финальный проход, 30 минут: детали и свежий взгляд',
                ),
              ],
              { times: 2, minutes: 45 },
            ),
            progressCount(),
            last(t('Pick the best pieces for a portfolio', 'Отобрать лучшие работы в портфолио')),
            last(
              t(
                'Publish or show the work: online, to friends, at an exhibition',
                'Опубликовать или показать работы: в сети, друзьям, на выставке',
              ),
              { key: true },
            ),
          ],
        },
      ],
    },
  ],
};
