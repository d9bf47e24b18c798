import { biweekly, last, monthly, once, t, type Variant, weekly } from './dsl.js';

/** A thesis or dissertation: plan with the supervisor, research, writing by chapter (the bulk), defence. */
export const thesisVariant: Variant = {
  id: 'thesis',
  defaultWeeks: 26,
  sessionsPerWeek: 5,
  time: '09:30',
  phases: [
    {
      id: 'plan',
      weight: 1,
      maxWeeks: 3,
      milestone: t(
        'Thesis plan agreed with the supervisor',
        'План диссертации согласован с научным руководителем',
      ),
      steps: [
        once(
          t(
            'Write the thesis question, contribution and chapter list on one page',
            'Записать на одной странице вопрос диссертации, вклад и список глав',
          ),
        ),
        once(
          t(
            'Meet the supervisor: agree the thesis plan, deadlines and a meeting rhythm',
            'Встреча с научным руководителем: согласовать план диссертации, сроки и график встреч',
          ),
          { workday: true },
        ),
        once(
          t(
            'Check the thesis formatting rules and submission dates',
            'Выяснить требования к оформлению диссертации и даты сдачи',
          ),
        ),
        weekly(
          [
            t(
              'Thesis literature: read and summarise two key papers',
              'Литература для диссертации: прочитать и законспектировать две ключевые статьи',
            ),
            t(
              'Thesis: collect your results and figures in one folder',
              'Диссертация: собрать результаты и рисунки в одну папку',
            ),
          ],
          { times: 2, minutes: 90 },
        ),
      ],
    },
    {
      id: 'research',
      weight: 2,
      milestone: t('Results for the thesis complete', 'Результаты для диссертации получены'),
      steps: [
        weekly(
          [
            t(
              'Thesis research block, 2 h: the missing analysis or experiment',
              'Исследование для диссертации, 2 часа: недостающий анализ или эксперимент',
            ),
            t(
              'Thesis figures: one figure final, with caption',
              'Рисунки для диссертации: один рисунок в финальном виде, с подписью',
            ),
            t(
              'Thesis literature review: one section of related work',
              'Обзор литературы для диссертации: один раздел',
            ),
          ],
          { times: 3, minutes: 120 },
        ),
        biweekly(
          t('Thesis progress meeting with the supervisor', 'Встреча с научным руководителем по диссертации'),
          {
            minutes: 60,
            workday: true,
          },
        ),
      ],
    },
    {
      id: 'write',
      weight: 5,
      milestone: t('Full thesis draft written', 'Полный черновик диссертации написан'),
      steps: [
        weekly(
          [
            t(
              'Thesis writing, 2 h: the current chapter, 1000 words',
              'Текст диссертации, 2 часа: текущая глава, 1000 слов',
            ),
            t(
              'Thesis writing, 2 h: methods and results of the current chapter',
              'Текст диссертации, 2 часа: методы и результаты текущей главы',
            ),
            t(
              'Thesis writing, 2 h: discussion of the current chapter',
              'Текст диссертации, 2 часа: обсуждение в текущей главе',
            ),
            t(
              'Thesis writing, 2 h: tables, figures and references of the chapter',
              'Текст диссертации, 2 часа: таблицы, рисунки и ссылки главы',
            ),
          ],
          { times: 4, minutes: 120 },
        ),
        monthly(
          t(
            'Send a finished thesis chapter to the supervisor',
            'Отправить научному руководителю готовую главу диссертации',
          ),
          { minutes: 30, workday: true },
        ),
        biweekly(
          t(
            'Thesis meeting: the supervisor’s comments on the last chapter',
            'Встреча по диссертации: замечания руководителя к последней главе',
          ),
          {
            minutes: 60,
            workday: true,
          },
        ),
      ],
    },
    {
      id: 'revise',
      weight: 2,
      maxWeeks: 8,
      milestone: t('Thesis revised and formatted', 'Диссертация отредактирована и оформлена'),
      steps: [
        weekly(
          [
            t(
              'Thesis revision: apply the supervisor’s comments to one chapter',
              'Правка диссертации: учесть замечания руководителя к одной главе',
            ),
            t(
              'Thesis: introduction and conclusion, written last',
              'Диссертация: введение и заключение — пишутся последними',
            ),
            t(
              'Thesis formatting: references, numbering, table of contents',
              'Оформление диссертации: список литературы, нумерация, оглавление',
            ),
          ],
          { times: 3, minutes: 120 },
        ),
        last(
          t(
            'Check the thesis for plagiarism and submit it',
            'Проверить диссертацию на заимствования и сдать её',
          ),
          { workday: true },
        ),
      ],
    },
    {
      id: 'defence',
      weight: 1,
      maxWeeks: 4,
      milestone: t('Goal reached: the thesis is defended', 'Цель достигнута: диссертация защищена'),
      steps: [
        once(
          t(
            'Defence slides: 15 slides, one message each',
            'Презентация к защите диссертации: 15 слайдов, по мысли на слайд',
          ),
        ),
        weekly(
          [
            t(
              'Rehearse the thesis defence aloud, 20 minutes, timed',
              'Репетиция защиты диссертации вслух, 20 минут, с таймером',
            ),
            t(
              'Answer ten likely questions from the thesis committee',
              'Ответить на десять вероятных вопросов комиссии по диссертации',
            ),
          ],
          { times: 2, minutes: 60 },
        ),
        last(t('Thesis defence', 'Защита диссертации'), { key: true, workday: true, minutes: 120 }),
      ],
    },
  ],
};
