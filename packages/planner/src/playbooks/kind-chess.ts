import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/** Raising a chess rating: games at one time control, tactics every session, openings and endgames, loss analysis. */
export const chessVariant: Variant = {
  id: 'chess',
  defaultWeeks: 16,
  sessionsPerWeek: 4,
  time: '20:00',
  phases: [
    {
      id: 'baseline',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Starting rating and weak spots known', 'Стартовый рейтинг и слабые места известны'),
      steps: [
        once(
          t(
            'Choose one time control (rapid 15+10 is a good one) and write down your current rating in it',
            'Выбрать один контроль времени (хорошо подходит рапид 15+10) и записать текущий рейтинг в нём',
          ),
        ),
        once(
          t(
            'Go through your last 10 losses: mark each as a blunder, the opening, the endgame or the clock',
            'Разобрать последние 10 поражений: отметить, где зевок, где дебют, где эндшпиль, где время',
          ),
          { minutes: 60 },
        ),
        weekly(
          t(
            'Tactics, 30 min: puzzles at your level, solve before you move, no guessing',
            'Тактика, 30 минут: задачи своего уровня, сначала посчитать, потом ходить, без угадывания',
          ),
          { times: 2, minutes: 30 },
        ),
      ],
    },
    {
      id: 'train',
      weight: 3,
      milestone: t('Tactics daily, openings settled', 'Тактика каждый день, дебюты выбраны'),
      milestoneWithTarget: t('Rating {cum:num}', 'Рейтинг {cum:num}'),
      steps: [
        once(
          t(
            'Pick one opening for White and one answer each to 1.e4 and 1.d4; learn their first 6–8 moves and ideas',
            'Выбрать один дебют за белых и по одному ответу на 1.e4 и 1.d4; выучить первые 6–8 ходов и идеи',
          ),
          { minutes: 60 },
        ),
        weekly(
          [
            t(
              'Tactics, 30 min: forks, pins and discovered attacks at your level',
              'Тактика, 30 минут: вилки, связки, вскрытые нападения своего уровня',
            ),
            t(
              'Endgame, 30 min: king and pawn endings, then rook endings, one idea at a time',
              'Эндшпиль, 30 минут: пешечные, потом ладейные окончания, по одной идее',
            ),
          ],
          { times: 2, minutes: 30 },
        ),
        weekly(
          t(
            'Three rated games at your time control, then go over each loss with the engine off first',
            'Три рейтинговые партии в своём контроле, потом разобрать каждое поражение — сначала без движка',
          ),
          { minutes: 90, key: true },
        ),
        biweekly(
          t(
            'Play through one annotated master game in your opening, guessing the moves',
            'Разыграть одну прокомментированную партию мастера в своём дебюте, угадывая ходы',
          ),
          { minutes: 45 },
        ),
      ],
    },
    {
      id: 'compete',
      weight: 2,
      milestone: t('Playing steady, fewer blunders', 'Игра ровная, зевков меньше'),
      milestoneWithTarget: t('Rating {cum:num}', 'Рейтинг {cum:num}'),
      steps: [
        weekly(
          t(
            'Tactics, 30 min: harder puzzles, set a timer and write the line down before checking',
            'Тактика, 30 минут: задачи сложнее, с таймером, записать вариант до проверки',
          ),
          { times: 2, minutes: 30 },
        ),
        weekly(
          t(
            'An online or club tournament, or four rated games; note the result and the rating',
            'Онлайн- или клубный турнир либо четыре рейтинговые партии; записать результат и рейтинг',
          ),
          { minutes: 120, key: true },
        ),
        biweekly(
          t(
            'Sort the month’s losses by cause again: what still costs the most points',
            'Снова разложить поражения месяца по причинам: что до сих пор стоит больше всего очков',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'goal',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the rating is there', 'Цель достигнута: рейтинг взят'),
      milestoneWithTarget: t('Goal reached: rating {target:num}', 'Цель достигнута: рейтинг {target:num}'),
      steps: [
        last(
          t(
            'Look back at the rating graph and the losses: set the next target and time control',
            'Посмотреть на график рейтинга и поражения: поставить следующую цель и контроль времени',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
