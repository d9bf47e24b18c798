import { last, once, step, t, type Variant, weekly } from './dsl.js';

/** Helping a child with a school subject: the teacher first, the gaps, a short daily routine, progress checks. */
export const schoolHelpVariant: Variant = {
  id: 'school-help',
  defaultWeeks: 12,
  sessionsPerWeek: 3,
  time: '18:00',
  phases: [
    {
      id: 'gaps',
      weight: 1,
      maxWeeks: 2,
      milestone: t('The gaps are known, a routine agreed', 'Пробелы известны, режим занятий согласован'),
      steps: [
        once(
          t(
            'Ask the teacher which topics the child finds hardest and how the marks are made up',
            'Спросить учителя, какие темы даются ребёнку труднее всего и из чего складывается оценка',
          ),
          { workday: true },
        ),
        once(
          t(
            'Go through the last tests with the child: mark each mistake as a gap, carelessness or time',
            'Разобрать с ребёнком последние контрольные: отметить, где пробел в теме, где невнимательность, где не хватило времени',
          ),
        ),
        once(
          t(
            'Agree a fixed time for homework and a quiet place without the phone',
            'Договориться о постоянном времени для уроков и тихом месте без телефона',
          ),
        ),
      ],
    },
    {
      id: 'routine',
      weight: 3,
      milestone: t('Homework and practice every school day', 'Уроки и практика каждый учебный день'),
      steps: [
        weekly(
          [
            t(
              'With the child, 20 min: one gap topic from the list, explained with an example, then three problems on their own',
              'С ребёнком 20 минут: одна тема из списка пробелов — объяснить на примере, потом три задачи самостоятельно',
            ),
            t(
              'With the child, 20 min: redo last week’s mistakes, then one harder problem',
              'С ребёнком 20 минут: перерешать ошибки прошлой недели и одну задачу посложнее',
            ),
            t(
              'Ten-minute quiz the child marks themselves; praise the effort, not only the mark',
              'Десятиминутная самопроверка, которую ребёнок проверяет сам; хвалить за старание, а не только за оценку',
            ),
          ],
          { times: 3, minutes: 20, key: true },
        ),
        step(
          t(
            'If a topic does not move in three weeks, try a tutor or an online course for it',
            'Если тема не сдвигается три недели, попробовать репетитора или онлайн-курс по ней',
          ),
        ),
      ],
    },
    {
      id: 'check',
      weight: 2,
      milestone: t('Marks are going up', 'Оценки растут'),
      steps: [
        weekly(
          [
            t(
              'With the child, 25 min: a mixed set of problems from all the gap topics, timed',
              'С ребёнком 25 минут: смешанный набор задач по всем темам-пробелам, на время',
            ),
            t(
              'Let the child explain a topic to you as if you were the pupil',
              'Попросить ребёнка объяснить вам тему, как будто ученик — вы',
            ),
          ],
          { times: 2, minutes: 25 },
        ),
        step(
          t(
            'Check in with the teacher: what has improved, what to work on next',
            'Узнать у учителя, что улучшилось и над чем работать дальше',
          ),
          { workday: true },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: better marks', 'Цель достигнута: оценки стали лучше'),
      steps: [
        last(
          t(
            'Look at the marks with the child and celebrate the progress together',
            'Посмотреть с ребёнком на оценки и вместе отметить успех',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
