import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/** Quit alcohol: count, set the rules, replace the ritual, hold on. */
export const quitAlcoholVariant: Variant = {
  id: 'quit-alcohol',
  defaultWeeks: 8,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'count',
      weight: 1,
      maxWeeks: 1,
      milestone: t('You know when and why you drink', 'Известно, когда и почему хочется выпить'),
      steps: [
        once(
          t(
            'Note every drink of alcohol for a week: when, with whom, why',
            'Неделю записывать каждый бокал алкоголя: когда, с кем, почему',
          ),
        ),
        once(
          t(
            'Remove alcohol from home and pick two drinks to have instead',
            'Убрать алкоголь из дома и выбрать два напитка на замену',
          ),
        ),
        once(
          t(
            'Tell close people you are not drinking alcohol and ask for support',
            'Сказать близким, что вы не пьёте алкоголь, и попросить поддержки',
          ),
        ),
      ],
    },
    {
      id: 'replace',
      weight: 2,
      milestone: t('Evenings without alcohol are normal', 'Вечера без алкоголя стали привычными'),
      steps: [
        weekly(
          [
            t(
              'Alcohol-free evening ritual: a walk, sport or a hobby at the usual drinking time',
              'Вечер без алкоголя: прогулка, спорт или хобби в то время, когда обычно пили',
            ),
            t(
              'Prepare an answer for “have a drink with us”',
              'Заготовить ответ на «выпей с нами» без алкоголя',
            ),
            t(
              'Alcohol-free check-in: cravings this week and what helped',
              'Без алкоголя: отметить, когда тянуло выпить на этой неделе и что помогло',
            ),
          ],
          { times: 3, minutes: 30 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 3,
      milestone: t('Weeks without alcohol', 'Недели без алкоголя'),
      steps: [
        weekly(
          [
            t(
              'Alcohol-free check-in: sleep, mood, money saved',
              'Без алкоголя: сон, настроение, сэкономленные деньги',
            ),
            t('Plan the weekend’s social plans without alcohol', 'Продумать встречи выходных без алкоголя'),
          ],
          { times: 2, minutes: 20 },
        ),
        biweekly(
          t(
            'If it gets hard: talk to a doctor or a support group about alcohol',
            'Если тяжело: поговорить о тяге к алкоголю с врачом или группой поддержки',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: life without alcohol', 'Цель достигнута: жизнь без алкоголя'),
      steps: [
        last(
          t(
            'Goal day without alcohol: celebrate and decide your rule from now on',
            'День цели без алкоголя: отметить и решить, какое правило дальше',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
