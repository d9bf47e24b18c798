import type { Playbook } from '../playbook-schema.js';
import { biweekly, last, levelSession, once, progressCount, t, weekly } from './dsl.js';

export const hobbiesPlaybook: Playbook = {
  id: 'default-hobbies',
  category: 'hobbies',
  variants: [
    {
      id: 'hobby',
      defaultWeeks: 12,
      sessionsPerWeek: 3,
      time: '19:00',
      phases: [
        {
          id: 'start',
          weight: 1,
          maxWeeks: 2,
          milestone: t('Gear ready, first lessons done', 'Всё необходимое есть, первые уроки позади'),
          beginnerOnly: true,
          steps: [
            once(
              t(
                'Get the basics you need; borrow or buy second-hand at first',
                'Обзавестись всем необходимым: для начала можно одолжить или купить с рук',
              ),
              { beginnerOnly: true },
            ),
            once(
              t(
                'Choose a beginner course, a teacher or a series of lessons',
                'Выбрать курс для начинающих, преподавателя или серию уроков',
              ),
              { beginnerOnly: true },
            ),
            once(
              t(
                'Write down what you want to be able to do by the deadline',
                'Записать, что хотите уметь к сроку',
              ),
            ),
            weekly(
              [
                t('Lesson, 30 min: the basics', 'Урок, 30 минут: основы'),
                t(
                  'Practice, 20 min: repeat the lesson slowly',
                  'Практика, 20 минут: медленно повторить урок',
                ),
                t(
                  'Put the lesson to use: one simple exercise start to finish, 30 min',
                  'Закрепить урок: одно простое упражнение от начала до конца, 30 минут',
                ),
              ],
              { times: 3 },
            ),
          ],
        },
        {
          id: 'basics',
          weight: 3,
          milestone: t(
            'Technique steady: slow and clean, then up to speed',
            'Техника уверенная: медленно и чисто, потом в темпе',
          ),
          milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
          steps: [
            weekly(
              [
                t('Lesson, 40 min: the next topic', 'Урок, 40 минут: следующая тема'),
                t(
                  'Practice, 30 min: slow and clean, then a little faster',
                  'Практика, 30 минут: медленно и чисто, потом чуть быстрее',
                ),
                t(
                  'Just for fun, 30 min: what you can already do',
                  'Для удовольствия, 30 минут: то, что уже получается',
                ),
              ],
              { times: 3, minutes: 40 },
            ),
            levelSession(),
            progressCount(),
          ],
        },
        {
          id: 'grow',
          weight: 3,
          milestone: t('First real piece or project done', 'Первая настоящая вещь или проект готовы'),
          milestoneWithTarget: t('Progress: {cum:nom}', 'Прогресс: {cum:nom}'),
          steps: [
            weekly(
              [
                t(
                  'Work on a real piece or project, 45 min',
                  'Работа над настоящей вещью или проектом, 45 минут',
                ),
                t('Drill the hardest part, 30 min', 'Отработать самое трудное место, 30 минут'),
                t(
                  'Learn from others: a video, a breakdown or a class',
                  'Поучиться у других: видео, разбор или занятие',
                ),
              ],
              { times: 3, minutes: 45 },
            ),
            biweekly(
              t(
                'Do it with others: a club, a meet-up or a group class',
                'Позаниматься с другими: клуб, встреча или групповое занятие',
              ),
              { minutes: 90 },
            ),
            levelSession(),
            progressCount(),
          ],
        },
        {
          id: 'show',
          weight: 1,
          maxWeeks: 3,
          milestone: t('Goal reached: you can show what you do', 'Цель достигнута: есть что показать'),
          milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
          steps: [
            weekly(
              [
                t(
                  'Practice, 40 min: polish the piece you will show',
                  'Практика, 40 минут: отшлифовать то, что будете показывать',
                ),
                t(
                  'Full run-through: start to finish, no stopping',
                  'Прогон целиком: от начала до конца, без остановок',
                ),
              ],
              { times: 2, minutes: 40 },
            ),
            progressCount(),
            last(
              t(
                'Show what you can: to friends, online or at an event',
                'Показать, что получается: друзьям, в сети или на мероприятии',
              ),
              { key: true },
            ),
            last(t('Choose the next challenge', 'Выбрать следующую цель в хобби')),
          ],
        },
      ],
    },
  ],
};
