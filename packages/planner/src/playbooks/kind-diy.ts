import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A do-it-yourself home job (paint a room, build a deck or a shed, lay a floor, put up shelves): measure and
 * decide, materials and tools, prepare the surface or the base, do it in working sessions, finish and tidy.
 */
export const diyVariant: Variant = {
  id: 'diy',
  defaultWeeks: 6,
  sessionsPerWeek: 2,
  time: '10:00',
  phases: [
    {
      id: 'plan',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Job measured, materials listed', 'Работа обмерена, материалы посчитаны'),
      steps: [
        once(
          t(
            'Measure the space and sketch the job with the sizes',
            'Обмерить место работ и набросать эскиз с размерами',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Watch two how-to guides for this job and write the steps in order',
            'Посмотреть две инструкции по этой работе и выписать шаги по порядку',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Materials list with quantities plus 10 % spare, and the tools to buy or borrow',
            'Список материалов с количеством и запасом 10 %, инструменты — купить или одолжить',
          ),
          { minutes: 45 },
        ),
        last(
          t(
            'Buy the materials in one trip; check colours and batch numbers match',
            'Купить материалы за одну поездку; проверить, что цвет и партия совпадают',
          ),
          { minutes: 120 },
        ),
      ],
    },
    {
      id: 'prepare',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Space cleared and prepared', 'Место работ освобождено и подготовлено'),
      steps: [
        step(
          t(
            'Clear the space and cover what stays: floor, furniture, sockets',
            'Освободить место работ и укрыть то, что остаётся: пол, мебель, розетки',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Prepare the base: fill, sand, prime or level as the guide says',
            'Подготовить основу: зашпаклевать, зашкурить, загрунтовать или выровнять по инструкции',
          ),
          { minutes: 180 },
        ),
      ],
    },
    {
      id: 'work',
      weight: 3,
      milestone: t('The main work is done', 'Основная работа сделана'),
      steps: [
        weekly(
          [
            t(
              'Work session, 3 hours: the next part of the job, by the steps you wrote',
              'Рабочая сессия, 3 часа: следующая часть работы по выписанным шагам',
            ),
            t(
              'Work session, 2 hours: finish the part you started, check it with a level or in daylight',
              'Рабочая сессия, 2 часа: доделать начатое, проверить уровнем или при дневном свете',
            ),
          ],
          { times: 2, minutes: 150, key: true },
        ),
      ],
    },
    {
      id: 'finish',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Finished and tidied', 'Готово, всё убрано'),
      steps: [
        once(
          t(
            'Touch-ups: walk round with a light and fix the small faults',
            'Мелкие доработки: пройтись с лампой и исправить недочёты',
          ),
          { minutes: 90 },
        ),
        last(
          t(
            'Clean up, return borrowed tools, keep the spare materials labelled',
            'Убрать всё, вернуть одолженные инструменты, подписать и сохранить остатки материалов',
          ),
          { key: true, minutes: 90 },
        ),
      ],
    },
  ],
};
