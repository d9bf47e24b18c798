import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/** Swimming: technique first, then continuous distance, longest swim growing week by week. */
export const swimmingVariant: Variant = {
  id: 'swimming',
  defaultWeeks: 10,
  sessionsPerWeek: 2,
  time: '07:30',
  phases: [
    {
      id: 'start',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Pool chosen, swimming level known', 'Бассейн выбран, уровень плавания известен'),
      steps: [
        once(
          t(
            'Choose a pool with lanes for adults and buy a pass; get goggles and a cap',
            'Выбрать бассейн с дорожками для взрослых и купить абонемент; очки и шапочка',
          ),
        ),
        once(
          t(
            'Test swim: swim easy as far as you can without stopping, note the distance',
            'Контрольный заплыв: плыть спокойно без остановки, сколько получится, записать дистанцию',
          ),
          { key: true },
        ),
        once(
          t(
            'Book two lessons with a swimming coach or join a beginners’ group',
            'Записаться на два занятия с тренером по плаванию или в группу для начинающих',
          ),
          { when: 'noTarget' },
        ),
        weekly(
          [
            t(
              'Swimming technique, 40 min: breathing to the side, kick with a board',
              'Техника плавания, 40 минут: выдох в воду, вдох в сторону, ноги с доской',
            ),
            t(
              'Swimming, 40 min: lengths of easy crawl with rests at the wall',
              'Плавание, 40 минут: отрезки спокойным кролем с отдыхом у бортика',
            ),
          ],
          { times: 2, minutes: 45 },
        ),
      ],
    },
    {
      id: 'base',
      weight: 3,
      milestone: t('Swimming 20 minutes without stopping', 'Плавание 20 минут без остановки'),
      milestoneWithTarget: t('Longest swim so far: {cum:nom}', 'Самый длинный заплыв: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Swimming drills, 40 min: catch and body rotation, then easy lengths',
              'Плавание, 40 минут: упражнения на гребок и вращение корпуса, потом спокойные отрезки',
            ),
            t(
              'Swimming intervals: 8 × 50 m with 30 s rest',
              'Плавание интервалами: 8 × 50 м, отдых 30 секунд',
            ),
          ],
          { times: 1, minutes: 45 },
        ),
        weekly(
          t(
            'Long swim: {long} without stopping, easy pace',
            'Длинный заплыв: {long} без остановки, спокойно',
          ),
          {
            key: true,
            when: 'level',
            minutes: 60,
          },
        ),
        weekly(
          t(
            'Long swim: 30 min, rest only when needed',
            'Длинный заплыв: 30 минут, отдых только при необходимости',
          ),
          {
            key: true,
            when: 'noTarget',
            minutes: 45,
          },
        ),
        biweekly(
          t(
            'Dry-land for swimmers, 20 min: shoulders, core, stretching',
            'Суша для пловцов, 20 минут: плечи, кор, растяжка',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'build',
      weight: 3,
      milestone: t('Swimming 40 minutes without stopping', 'Плавание 40 минут без остановки'),
      milestoneWithTarget: t('Longest swim so far: {cum:nom}', 'Самый длинный заплыв: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Swimming intervals: 6 × 100 m a little faster, 30 s rest',
              'Плавание интервалами: 6 × 100 м чуть быстрее, отдых 30 секунд',
            ),
            t(
              'Swimming technique, 40 min: film a length or ask the coach to watch',
              'Техника плавания, 40 минут: снять отрезок на видео или попросить тренера посмотреть',
            ),
          ],
          { times: 1, minutes: 45 },
        ),
        weekly(t('Long swim: {long} at an even pace', 'Длинный заплыв: {long} в ровном темпе'), {
          key: true,
          when: 'level',
          minutes: 75,
        }),
        weekly(t('Long swim: 45 min at an even pace', 'Длинный заплыв: 45 минут в ровном темпе'), {
          key: true,
          when: 'noTarget',
          minutes: 60,
        }),
      ],
    },
    {
      id: 'goal',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the swim is done', 'Цель достигнута: заплыв позади'),
      milestoneWithTarget: t('Goal reached: {target:nom} swum', 'Цель достигнута: проплыто {target:nom}'),
      steps: [
        weekly(
          t(
            'Easy swim, 30 min, a few faster lengths',
            'Лёгкое плавание 30 минут, несколько отрезков быстрее',
          ),
          {
            minutes: 30,
          },
        ),
        last(
          t(
            'Goal swim: {target} without stopping, start slowly',
            'Итоговый заплыв: {target} без остановки, начать спокойно',
          ),
          { key: true, when: 'level', minutes: 90 },
        ),
        last(
          t(
            'Goal swim: 45 minutes without stopping; note the distance',
            'Итоговый заплыв: 45 минут без остановки, записать дистанцию',
          ),
          { key: true, when: 'noTarget', minutes: 60 },
        ),
      ],
    },
  ],
};
