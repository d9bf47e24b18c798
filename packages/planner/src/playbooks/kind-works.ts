import { biweekly, last, monthly, once, spread, t, type Variant, weekly } from './dsl.js';

/**
 * A counted body of creative work (12 paintings, 30 poems, 3 sweaters, 52 videos): the series planned piece by
 * piece, regular working sessions, each piece finished and recorded on its own day, then the series finished
 * and shown. The target is always there: the domain is only chosen with a count.
 */
export const worksVariant: Variant = {
  id: 'works',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'plan',
      weight: 1,
      maxWeeks: 2,
      milestone: t('The series is planned, materials ready', 'Серия продумана, материалы готовы'),
      steps: [
        once(
          t(
            'List all {target}: a working title and a one-line idea for each',
            'Составить список всех {target:gen}: рабочее название и идея в одну строку для каждой работы',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Materials and tools for the whole series: check what you have, buy what is missing',
            'Материалы и инструменты на всю серию: проверить, что есть, докупить недостающее',
          ),
        ),
        once(
          t(
            'Put fixed working sessions in the calendar and protect them like appointments',
            'Поставить в календарь постоянные рабочие сессии и беречь их, как встречи',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'A trial sketch or sample to test the materials and the approach, 45 min',
            'Пробный набросок или образец, чтобы проверить материалы и манеру, 45 минут',
          ),
          { minutes: 45 },
        ),
      ],
    },
    {
      id: 'make',
      weight: 5,
      milestone: t('Most of the series is done', 'Большая часть серии готова'),
      milestoneWithTarget: t('Done: {cum:num} of {target}', 'Готово {cum:num} из {target:gen}'),
      steps: [
        weekly(
          [
            t(
              'Working session, 60 min: take the current piece to its next stage',
              'Рабочая сессия, 60 минут: довести текущую работу до следующего этапа',
            ),
            t(
              'Working session, 45 min: start the next piece from its line on the list',
              'Рабочая сессия, 45 минут: начать следующую работу по её строке из списка',
            ),
            t(
              'Working session, 60 min: the hardest part of the current piece first',
              'Рабочая сессия, 60 минут: сначала самая трудная часть текущей работы',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        spread(
          t(
            'Finish the piece and keep it safe (a photo, the final file or a copy): {cum:num} of {target} done',
            'Закончить работу и сохранить её (фото, итоговый файл или копию): готово {cum:num} из {target:gen}',
          ),
          { minutes: 30 },
        ),
        biweekly(
          t(
            'Look at the pieces so far side by side, 20 min: what to keep, what to change next',
            'Разложить рядом всё, что уже сделано, 20 минут: что оставить, что изменить в следующих работах',
          ),
          { minutes: 20 },
        ),
        monthly(
          t(
            'Show two pieces to someone whose eye you trust and ask for one remark',
            'Показать две работы человеку, чьему взгляду доверяете, и попросить одно замечание',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'finish',
      weight: 1,
      maxWeeks: 3,
      milestone: t('The series is finished and shown', 'Серия закончена и показана'),
      milestoneWithTarget: t('All {target} done', 'Готово всё: {target:nom}'),
      steps: [
        once(t('Rework the two weakest pieces of the series', 'Доработать две самые слабые работы серии'), {
          minutes: 90,
        }),
        once(
          t(
            'Photograph or scan every piece and keep them in one folder with titles and dates',
            'Сфотографировать или отсканировать все работы и сложить в одну папку с названиями и датами',
          ),
        ),
        once(
          t(
            'Prepare the pieces for showing or giving: frames, titles, packaging, a description',
            'Подготовить работы к показу или подарку: рамы, названия, упаковка, описание',
          ),
        ),
        last(
          t(
            'Show the whole series: an exhibition, a post, a reading or a gift, as planned',
            'Показать всю серию: выставка, публикация, чтение или подарок, как задумано',
          ),
          { key: true, minutes: 60 },
        ),
      ],
    },
  ],
};
