import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * Drinking less, not quitting (weekends only, a number a week): every drink counted in standard drinks first, the
 * rules written down (which days, how many), what to do on a night out, alcohol-free evenings planned, a weekly
 * count against the limit and a rule for a slip; a doctor when the limit will not hold.
 */
export const drinkLessVariant: Variant = {
  id: 'drink-less',
  defaultWeeks: 10,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'count',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Drinking counted, the rules written down', 'Выпитое посчитано, правила записаны'),
      steps: [
        once(
          t(
            'For two weeks, note every drink in standard drinks (a small beer, a glass of wine, a shot): when, where, with whom',
            'Две недели записывать каждую порцию в стандартных единицах (небольшое пиво, бокал вина, рюмка): когда, где, с кем',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Write your rules: on which days you drink and the most drinks on a day and in a week',
            'Записать свои правила: в какие дни можно пить и сколько порций максимум за вечер и за неделю',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Stock alcohol-free drinks you actually like, at home and in mind for the pub',
            'Запастись безалкогольными напитками, которые нравятся, дома и на примете для бара',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'keep',
      weight: 4,
      milestone: t('The limit kept most weeks', 'Лимит держится почти каждую неделю'),
      steps: [
        weekly(
          [
            t(
              'Before a drinking evening: decide the number, eat first, a glass of water between drinks',
              'Перед вечером с алкоголем: заранее решить, сколько порций, поесть, между порциями — стакан воды',
            ),
            t(
              'An evening without alcohol on a usual drinking day: plan something else for that hour',
              'Вечер без алкоголя в привычный «питейный» день: заранее занять этот час другим',
            ),
          ],
          { times: 2, minutes: 30 },
        ),
        weekly(
          t(
            'Count the week’s standard drinks against your limit; note what made it easy or hard',
            'Посчитать порции за неделю и сравнить с лимитом; записать, что помогло и что помешало',
          ),
          { minutes: 10 },
        ),
        step(
          t(
            'Plan a night out: buy your own instead of rounds, and an alcohol-free drink ready for when you reach the limit',
            'Продумать вечер в компании: брать себе самому, а не «на всех», и выбрать безалкогольный напиток на момент, когда лимит выпит',
          ),
          { minutes: 15 },
        ),
        step(
          t(
            'A rule for a slip: the next day goes back to the plan, with no making up for it',
            'Правило на случай срыва: на следующий день просто вернуться к плану, ничего не «отрабатывая»',
          ),
          { minutes: 10 },
        ),
        biweekly(
          t(
            'Look back at two weeks: if the limit did not hold in either, talk to your doctor about support',
            'Оглянуться на две недели: если лимит не удержался ни в одну — обсудить поддержку с врачом',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 1,
      maxWeeks: 2,
      milestone: t('The new way of drinking holds', 'Новый режим держится'),
      steps: [
        last(
          t(
            'Compare the last four weeks with the first two: drinks a week and how you feel; keep the rules that worked',
            'Сравнить последние четыре недели с первыми двумя: порций в неделю и самочувствие; оставить правила, которые сработали',
          ),
          { key: true, minutes: 20 },
        ),
      ],
    },
  ],
};
