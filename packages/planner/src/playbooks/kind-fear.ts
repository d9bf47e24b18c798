import { last, once, t, type Variant, weekly } from './dsl.js';

/**
 * Getting over a fear (phone calls, speaking up, driving, flying): graded exposure on a ladder of situations from
 * the easiest to the hardest, each repeated until it feels ordinary. The labels do not repeat the person's words:
 * the goal's title says what the fear is.
 */
export const fearVariant: Variant = {
  id: 'fear',
  defaultWeeks: 8,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'ladder',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Fear ladder written: ten situations from easy to hard',
        'Лестница страха составлена: десять ситуаций от лёгкой к самой трудной',
      ),
      steps: [
        once(
          t(
            'Write down what exactly you fear will happen, and how likely it really is',
            'Записать, чего именно вы боитесь и насколько это вероятно на самом деле',
          ),
        ),
        once(
          t(
            'List ten situations, from slightly uneasy to the hardest, and rate the fear of each from 0 to 10',
            'Выписать десять ситуаций, от чуть неприятной до самой трудной, и оценить страх в каждой от 0 до 10',
          ),
        ),
        once(
          t(
            'Learn slow breathing for the hard moments: 4 seconds in, 6 out, for 5 minutes',
            'Освоить медленное дыхание для трудных минут: вдох на 4 счёта, выдох на 6, 5 минут',
          ),
          { minutes: 10 },
        ),
        once(
          t(
            'If the fear gets in the way of work or health, book a few sessions with a psychologist: exposure goes faster with one',
            'Если страх мешает работе или здоровью, записаться к психологу: с ним этот путь проходят быстрее',
          ),
        ),
      ],
    },
    {
      id: 'easy',
      weight: 2,
      milestone: t('The easy situations no longer stop you', 'Лёгкие ситуации больше не останавливают'),
      steps: [
        weekly(
          [
            t(
              'Practice, 15 min: the lowest situation on the ladder not yet mastered; stay in it until the fear halves',
              'Тренировка, 15 минут: самая лёгкая ещё не освоенная ситуация с лестницы; побыть в ней, пока страх не ослабнет вдвое',
            ),
            t(
              'Note the fear before and after, 0 to 10, and what actually happened',
              'Записать страх до и после, от 0 до 10, и что произошло на самом деле',
            ),
            t(
              'Repeat the same situation once more, the same day or the next',
              'Повторить ту же ситуацию ещё раз, в тот же или на следующий день',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
      ],
    },
    {
      id: 'middle',
      weight: 2,
      milestone: t('The middle of the ladder done', 'Середина лестницы пройдена'),
      steps: [
        weekly(
          [
            t(
              'Practice, 20 min: the next situation up the ladder, until it feels ordinary',
              'Тренировка, 20 минут: следующая ступень лестницы, пока она не станет обычным делом',
            ),
            t(
              'One situation from the ladder in everyday life, without preparing for it',
              'Одна ситуация с лестницы в обычной жизни, без подготовки',
            ),
            t(
              'Weekly review, 15 min: which situations got easier; move up a step or repeat',
              'Итоги недели, 15 минут: что стало легче; подняться на ступень или повторить',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
      ],
    },
    {
      id: 'top',
      weight: 1,
      maxWeeks: 3,
      milestone: t('The hardest situation faced', 'Самая трудная ситуация пройдена'),
      steps: [
        weekly(
          [
            t(
              'The top situation of the ladder, for real; the fear may come, do it anyway',
              'Самая трудная ситуация с лестницы, по-настоящему; страх может прийти — всё равно сделать',
            ),
            t(
              'A situation from the middle of the ladder, to keep it easy',
              'Ситуация из середины лестницы, чтобы она оставалась лёгкой',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        last(
          t(
            'Goal day: rate the fear again, compare with the first week, and keep one situation a week',
            'День цели: оценить страх заново, сравнить с первой неделей и оставить одну такую ситуацию в неделю',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
