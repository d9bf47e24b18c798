import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/**
 * One thing made by hand (a sweater, a quilt, a blanket of squares, a dress), often a gift: the pattern and all
 * the material bought at once, the part not yet mastered tried on a sample first, regular making sessions with a
 * size check, then joining, finishing and giving it. A counted series of pieces is the works plan's.
 */
export const handmadeVariant: Variant = {
  id: 'handmade',
  defaultWeeks: 10,
  sessionsPerWeek: 3,
  time: '20:00',
  phases: [
    {
      id: 'prepare',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Pattern chosen, all the material at home', 'Схема выбрана, весь материал дома'),
      steps: [
        once(
          t(
            'Choose the pattern and the size, and list its parts (for a sweater: back, front, two sleeves, collar)',
            'Выбрать схему и размер и выписать все части (для свитера: спинка, перед, два рукава, горловина)',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Buy all the yarn or fabric at once, from one dye lot, with one spare skein or a little extra',
            'Купить всю пряжу или ткань сразу, из одной партии, и один моток или кусок про запас',
          ),
        ),
        once(
          t(
            'Make a test swatch and check it against the pattern’s size; change the needle or hook size if it is off',
            'Связать или сшить пробный образец и сверить плотность со схемой; если не совпадает, сменить спицы или крючок',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Put three making sessions a week in the calendar, on the evenings you are free',
            'Поставить в календарь три вечера в неделю для работы — те, что обычно свободны',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'new-part',
      weight: 1,
      milestone: t('The new technique works on a sample', 'Новый приём получается на образце'),
      steps: [
        once(
          t(
            'Learn the part you have not done before (sleeves, joining, a border) on a small sample, with a video lesson, 45 min',
            'Освоить то, чего ещё не делали (рукава, соединение частей, обвязку), на маленьком образце по видеоуроку, 45 минут',
          ),
          { minutes: 45 },
        ),
        weekly(
          t(
            'Making session, 45 min: the first part, following the pattern row by row',
            'Работа, 45 минут: первая часть, строго по схеме',
          ),
          { times: 2, minutes: 45 },
        ),
      ],
    },
    {
      id: 'make',
      weight: 4,
      milestone: t('All the parts are made', 'Все части готовы'),
      milestoneWithTarget: t('Done: {cum:num} of {target}', 'Готово {cum:num} из {target:gen}'),
      steps: [
        weekly(
          [
            t('Making session, 60 min: the current part', 'Работа, 60 минут: текущая часть'),
            t(
              'Making session, 45 min: finish the current part and start the next',
              'Работа, 45 минут: закончить текущую часть и начать следующую',
            ),
            t(
              'Making session, 60 min: the fiddliest bit first, while you are fresh',
              'Работа, 60 минут: сначала самое кропотливое, пока свежая голова',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        biweekly(
          t(
            'Measure what is done against the pattern or a piece of clothing that fits; undo a mistake now, not at the end',
            'Сверить сделанное со схемой или с вещью, которая впору; ошибку распустить сейчас, а не в конце',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'finish',
      weight: 1,
      milestone: t('It is finished and given', 'Вещь готова и подарена'),
      steps: [
        once(t('Join the parts together, 60 min', 'Соединить части между собой, 60 минут'), { minutes: 60 }),
        once(
          t(
            'Finishing, 60 min: the edges or border, the ends woven in, the buttons or labels',
            'Отделка, 60 минут: края или обвязка, спрятать нитки, пришить пуговицы или ярлычок',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Wash and block or press it as the yarn or fabric label says, and let it dry flat',
            'Постирать и отпарить или разложить сушиться, как сказано на ярлыке пряжи или ткани',
          ),
          { minutes: 30 },
        ),
        last(
          t(
            'Wrap it with a note on how to wash it, and give it (or start wearing it)',
            'Упаковать с запиской, как за вещью ухаживать, и подарить (или начать носить)',
          ),
          { minutes: 20 },
        ),
      ],
    },
  ],
};
