import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/**
 * Quit any other habit. {subject} is the habit as written, in the coach's voice: unquoted in English ("checking
 * your phone in bed", "soda"), quoted in Russian, where it may be a verb or a noun («грызть ногти», «энергетики»).
 */
export const quitHabitVariant: Variant = {
  id: 'quit-habit',
  defaultWeeks: 6,
  sessionsPerWeek: 3,
  time: '20:00',
  phases: [
    {
      id: 'notice',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Known: what sets off {subject}', 'Известно, что запускает привычку «{subject}»'),
      steps: [
        once(
          t(
            'Log {subject} for three days: when, where, what came before',
            'Три дня отмечать каждый раз, когда срабатывает привычка «{subject}»: когда, где, что было перед этим',
          ),
        ),
        once(
          t(
            'Write what {subject} costs you and what you gain without it',
            'Записать, чего стоит привычка «{subject}» и что вы получите без неё',
          ),
        ),
        once(
          t(
            'Make {subject} harder: remove the cue or add a step in the way',
            'Усложнить привычку «{subject}»: убрать то, что её запускает, или добавить шаг на пути',
          ),
        ),
      ],
    },
    {
      id: 'replace',
      weight: 2,
      milestone: t('A replacement for {subject} works', 'Замена привычке «{subject}» работает'),
      steps: [
        once(t('Choose what to do instead of {subject}', 'Выбрать действие на замену привычке «{subject}»')),
        weekly(
          [
            t(
              'Day without {subject}: note urges and what you did instead',
              'День без привычки «{subject}»: отметить позывы и что сделали вместо',
            ),
            t(
              'Every time the urge comes, do the replacement instead',
              'Каждый раз, когда тянет, делать замену',
            ),
            t(
              'Tell one person how the week without {subject} goes',
              'Рассказать одному человеку, как идёт неделя без привычки «{subject}»',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 3,
      milestone: t('Weeks free of {subject}', 'Недели без привычки «{subject}»'),
      steps: [
        weekly(
          [
            t(
              'Check-in: any slips into {subject} this week, and why',
              'Отметить, были ли срывы в привычку «{subject}» и почему',
            ),
            t(
              'Plan the riskiest moment of the week without {subject}',
              'Продумать самый рискованный для привычки «{subject}» момент недели',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        biweekly(
          t(
            'Reward yourself for two weeks without {subject}',
            'Наградить себя за две недели без привычки «{subject}»',
          ),
          {
            minutes: 15,
          },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Goal reached: {subject} is behind you',
        'Цель достигнута: привычка «{subject}» в прошлом',
      ),
      steps: [
        last(
          t(
            'Goal day: compare with the first week and set a rule for a slip into {subject}',
            'День цели: сравнить с первой неделей и решить, что делать, если привычка «{subject}» вернётся',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
