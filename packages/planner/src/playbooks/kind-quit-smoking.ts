import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/** Quit smoking: a quit date after a week of tracking, a craving plan, the first hard weeks, holding on. */
export const quitSmokingVariant: Variant = {
  id: 'quit-smoking',
  defaultWeeks: 8,
  sessionsPerWeek: 3,
  time: '08:30',
  phases: [
    {
      id: 'prepare',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Quit date set, smoking triggers known',
        'День отказа от курения назначен, триггеры известны',
      ),
      steps: [
        once(
          t(
            'Write down your reasons to quit smoking; keep the note with your cigarettes',
            'Записать свои причины бросить курить и положить записку к сигаретам',
          ),
        ),
        once(
          t(
            'For three days note every cigarette: when, where and why',
            'Три дня записывать каждую сигарету: когда, где и почему',
          ),
        ),
        once(
          t(
            'Ask a doctor or pharmacist about nicotine patches or gum',
            'Спросить врача или фармацевта о никотиновом пластыре или жвачке',
          ),
        ),
        once(
          t(
            'Set the quit-smoking date and tell two people who will support you',
            'Назначить день отказа от курения и сказать о нём двум близким людям',
          ),
        ),
        weekly(
          [
            t(
              'Skip the cigarette you need least today (after coffee, on the way)',
              'Пропустить сегодня сигарету, без которой проще всего (после кофе, по дороге)',
            ),
            t(
              'Move the first cigarette of the day an hour later',
              'Отложить первую сигарету дня на час позже',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
      ],
    },
    {
      id: 'quit',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Quit day passed: no cigarettes since', 'День отказа позади: ни одной сигареты'),
      steps: [
        once(
          t(
            'Quit day: throw away cigarettes, lighters and ashtrays; start the patch if you use one',
            'День отказа от курения: выбросить сигареты, зажигалки и пепельницы, начать пластырь, если решили',
          ),
          { key: true },
        ),
        once(
          t(
            'Craving plan on paper: wait 10 minutes, drink water, walk, call someone — no cigarette',
            'План на случай тяги закурить: переждать 10 минут, выпить воды, пройтись, позвонить — без сигареты',
          ),
        ),
        weekly(
          [
            t(
              'Smoke-free evening check: cravings today and what helped',
              'Вечер без сигарет: записать, когда тянуло закурить и что помогло',
            ),
            t(
              'Instead of a smoking break: a 10-minute walk or a glass of water',
              'Вместо перекура — 10 минут прогулки или стакан воды',
            ),
            t(
              'Avoid one smoking trigger today: smoking spots, coffee on the go',
              'Обойти сегодня один повод закурить: курилку, кофе на ходу',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 4,
      milestone: t('Smoke-free weeks: cravings rarer and weaker', 'Недели без сигарет: тяга реже и слабее'),
      steps: [
        weekly(
          [
            t(
              'Smoke-free check-in: cravings this week and what helped',
              'Без сигарет: отметить, когда тянуло закурить на этой неделе и что помогло',
            ),
            t(
              'Exercise instead of smoking: 20 min brisk walk or stairs',
              'Движение вместо сигареты: 20 минут быстрым шагом или по лестнице',
            ),
            t(
              'Plan the week’s risky moment (a party, stress at work) without cigarettes',
              'Продумать рискованный момент недели (праздник, аврал) без сигарет',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        biweekly(
          t(
            'Count the money not spent on cigarettes and treat yourself with part of it',
            'Посчитать деньги, не потраченные на сигареты, и порадовать себя частью из них',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'free',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: you no longer smoke', 'Цель достигнута: вы не курите'),
      steps: [
        weekly(
          t(
            'Smoke-free check-in: note any slip and what caused it',
            'Без сигарет: отметить, если был срыв, и что к нему привело',
          ),
          { minutes: 10 },
        ),
        last(
          t(
            'Goal day without cigarettes: celebrate and write a plan for risky situations',
            'День цели без сигарет: отметить и записать план на рискованные ситуации',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
