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

/** Quit sugar (or sweets): see where it hides, replace, cut the rest, hold on. */
export const quitSugarVariant: Variant = {
  id: 'quit-sugar',
  defaultWeeks: 6,
  sessionsPerWeek: 3,
  time: '09:00',
  phases: [
    {
      id: 'audit',
      weight: 1,
      maxWeeks: 1,
      milestone: t('You know where your sugar comes from', 'Известно, откуда в рационе сахар'),
      steps: [
        once(
          t(
            'Three days of notes: every sweet thing and sugary drink, and when',
            'Три дня записывать всё сладкое и сладкие напитки и когда их хочется',
          ),
        ),
        once(
          t(
            'Read the labels of what you buy often: find hidden sugar',
            'Прочитать состав того, что часто покупаете, и найти скрытый сахар',
          ),
        ),
        once(
          t(
            'Clear sweets out of the kitchen and the desk drawer',
            'Убрать сладкое с кухни и из ящика рабочего стола',
          ),
        ),
      ],
    },
    {
      id: 'replace',
      weight: 2,
      milestone: t('No sugary drinks, sweets replaced', 'Без сладких напитков, сладкое заменено'),
      steps: [
        once(
          t(
            'Stock sugar-free snacks: nuts, fruit, cheese, plain yoghurt',
            'Запастись перекусами без сахара: орехи, фрукты, сыр, йогурт без добавок',
          ),
        ),
        weekly(
          [
            t(
              'Sugar-free day: water or tea without sugar instead of soda and juice',
              'День без сахара: вода или чай без сахара вместо газировки и сока',
            ),
            t(
              'Plan a filling breakfast with protein so sweets do not call at 11:00',
              'Сытный завтрак с белком, чтобы к 11:00 не тянуло на сладкое',
            ),
            t(
              'Cook a dessert without added sugar (baked apple, berries with yoghurt)',
              'Приготовить десерт без сахара: печёное яблоко, ягоды с йогуртом',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
      ],
    },
    {
      id: 'cut',
      weight: 3,
      milestone: t('Weeks without added sugar', 'Недели без добавленного сахара'),
      steps: [
        weekly(
          [
            t(
              'Sugar check: cravings this week, slips and their reason',
              'Без сахара: отметить тягу к сладкому за неделю, срывы и их причину',
            ),
            t(
              'Shop from a list: nothing sweet in the basket',
              'Покупки по списку: ничего сладкого в корзине',
            ),
            t(
              'When the craving for sweets comes: wait 10 minutes, drink water, eat some protein',
              'Когда тянет на сладкое: переждать 10 минут, выпить воды, съесть что-то белковое',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        biweekly(
          t(
            'Plan how to say no to cake at the next celebration',
            'Продумать, как отказаться от торта на ближайшем празднике',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Goal reached: life without added sugar',
        'Цель достигнута: жизнь без добавленного сахара',
      ),
      steps: [
        weekly(
          t(
            'Sugar check: what still tempts you and how you handle it',
            'Без сахара: что ещё соблазняет и как справляетесь',
          ),
          { minutes: 10 },
        ),
        last(
          t(
            'Compare energy and cravings with the first week without sugar; set your rule for treats',
            'Сравнить самочувствие и тягу к сладкому с первой неделей и решить, когда сладкое можно',
          ),
          { key: true },
        ),
      ],
    },
  ],
};

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

/** Waking up early: move the alarm 15 minutes every few days, fix the evening, keep weekends close. */
export const wakeUpVariant: Variant = {
  id: 'wake-up',
  defaultWeeks: 5,
  sessionsPerWeek: 5,
  time: '21:30',
  phases: [
    {
      id: 'evening',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Evening routine for an early wake-up set', 'Вечерний режим под ранний подъём налажен'),
      steps: [
        once(
          t(
            'Note your usual wake-up and bedtime for three days',
            'Три дня записывать, во сколько засыпаете и просыпаетесь',
          ),
        ),
        once(
          t(
            'Put the alarm across the room and plan something pleasant for the first morning minutes',
            'Поставить будильник подальше от кровати и придумать приятное дело на первые минуты утра',
          ),
        ),
        weekly(
          [
            t(
              'Screens off 45 minutes before bed to wake up on time',
              'Экраны выключить за 45 минут до сна, чтобы проснуться вовремя',
            ),
            t('Lights out 15 minutes earlier than yesterday', 'Лечь спать на 15 минут раньше, чем вчера'),
          ],
          { times: 2, minutes: 20 },
        ),
      ],
    },
    {
      id: 'shift',
      weight: 3,
      milestone: t('Waking up within 30 minutes of the goal', 'Подъём в пределах 30 минут от цели'),
      steps: [
        weekly(
          [
            t(
              'Set the alarm 15 minutes earlier for tomorrow; get up at the first ring and open the curtains',
              'Завести будильник на завтра на 15 минут раньше: встать с первого звонка и открыть шторы',
            ),
            t(
              'For tomorrow’s early wake-up: a lamp or open curtains ready for the first 10 minutes',
              'К завтрашнему раннему подъёму: лампа или открытые шторы на первые 10 минут',
            ),
            t(
              'Tomorrow: wake up at the new time even after a bad night; no nap after 15:00',
              'Завтра проснуться в новое время, даже после плохой ночи; без дневного сна после 15:00',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
        weekly(
          t(
            'Bed by the new bedtime: 8 hours before the alarm',
            'Лечь в новое время: за 8 часов до будильника',
          ),
          {
            minutes: 10,
          },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 2,
      milestone: t('Early wake-up on weekdays is a habit', 'Ранний подъём по будням стал привычкой'),
      steps: [
        weekly(
          [
            t(
              'Tomorrow: wake up at the goal time and plan the first hour for yourself',
              'Завтра проснуться в целевое время; продумать, на что потратить первый час',
            ),
            t(
              'Set the weekend alarm no more than an hour later than on weekdays',
              'Будильник на выходные — не больше чем на час позже, чем по будням',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        weekly(
          t(
            'Wake-up log: how many days on time this week',
            'Дневник подъёмов: сколько дней вовремя за неделю',
          ),
          {
            minutes: 10,
          },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Goal reached: waking up early every day', 'Цель достигнута: ранний подъём каждый день'),
      steps: [
        last(
          t(
            'A full week of early wake-ups: review the log and keep the evening routine',
            'Неделя ранних подъёмов: пересмотреть дневник и сохранить вечерний режим',
          ),
          { key: true },
        ),
      ],
    },
  ],
};

/** Sleep: a fixed wake time, a wind-down, light and caffeine rules, then holding the rhythm. */
export const sleepVariant: Variant = {
  id: 'sleep',
  defaultWeeks: 6,
  sessionsPerWeek: 4,
  time: '21:30',
  phases: [
    {
      id: 'measure',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Your sleep is measured, a fixed wake-up time chosen',
        'Сон измерен, постоянное время подъёма выбрано',
      ),
      steps: [
        once(
          t(
            'Sleep diary for a week: bedtime, wake time, how rested you feel',
            'Дневник сна на неделю: когда легли, когда встали, как выспались',
          ),
        ),
        once(
          t(
            'Choose one wake-up time for every day and count back 8 hours of sleep',
            'Выбрать одно время подъёма на все дни и отсчитать назад 8 часов сна',
          ),
        ),
        once(t('Bedroom for sleep: dark, quiet, 18–20 °C', 'Спальня для сна: темно, тихо, 18–20 °C')),
      ],
    },
    {
      id: 'wind-down',
      weight: 2,
      milestone: t('A wind-down routine before sleep works', 'Ритуал перед сном работает'),
      steps: [
        weekly(
          [
            t(
              'Sleep routine: screens off 45 minutes before bed, dim lights',
              'Перед сном: экраны выключить за 45 минут, приглушить свет',
            ),
            t(
              'No coffee or strong tea after 14:00 today, for an easier night',
              'Для сна: без кофе и крепкого чая после 14:00',
            ),
            t(
              'Lights out at the planned time tonight, even if not sleepy yet',
              'Погасить свет в запланированное время, даже если ещё не хочется спать',
            ),
            t(
              '20 minutes of daylight or a walk this morning, to set the body clock',
              'Для сна: 20 минут дневного света или прогулка утром',
            ),
          ],
          { times: 4, minutes: 20 },
        ),
        weekly(
          t('Sleep diary check: average hours this week', 'Дневник сна: сколько часов в среднем за неделю'),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'hold',
      weight: 2,
      milestone: t('Enough sleep most nights', 'Достаточно сна почти каждую ночь'),
      steps: [
        weekly(
          [
            t(
              'Weekend wake-up within an hour of the weekday time',
              'В выходные вставать в то же время, разница не больше часа',
            ),
            t(
              'A quiet wind-down before bed: 30 minutes of reading instead of the phone',
              'Перед сном: 30 минут чтения вместо телефона',
            ),
            t(
              'No heavy meal or alcohol in the three hours before bed',
              'Для сна: без плотной еды и алкоголя за три часа до сна',
            ),
          ],
          { times: 3, minutes: 20 },
        ),
        weekly(
          t('Sleep diary check: average hours this week', 'Дневник сна: сколько часов в среднем за неделю'),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Goal reached: sleep is a habit', 'Цель достигнута: режим сна стал привычкой'),
      steps: [
        last(
          t(
            'Compare the sleep diary with the first week; keep the routine that worked',
            'Сравнить дневник сна с первой неделей и оставить то, что сработало',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};

/** Any small daily habit ({subject}: "пить 2 литра воды", "floss"): a cue, a tiny version, a tracker, a streak. */
export const dailyHabitVariant: Variant = {
  id: 'daily-habit',
  defaultWeeks: 6,
  sessionsPerWeek: 7,
  time: '09:00',
  phases: [
    {
      id: 'set-up',
      weight: 1,
      maxWeeks: 1,
      milestone: t(
        'Habit “{subject}” set up: cue, time and tracker',
        'Привычка «{subject}» настроена: сигнал, время и трекер',
      ),
      steps: [
        once(
          t(
            'Tie “{subject}” to something you already do every day (after coffee, after brushing teeth)',
            'Привязать «{subject}» к тому, что вы уже делаете каждый день (после кофе, после чистки зубов)',
          ),
        ),
        once(
          t(
            'Make “{subject}” easy: prepare what you need the evening before',
            'Облегчить «{subject}»: с вечера подготовить всё нужное',
          ),
        ),
        once(
          t(
            'Start a tracker for “{subject}”: a tick a day on paper or in the app',
            'Завести трекер для «{subject}»: отметка каждый день на бумаге или в приложении',
          ),
        ),
      ],
    },
    {
      id: 'tiny',
      weight: 2,
      milestone: t('“{subject}” happens most days', '«{subject}» получается почти каждый день'),
      steps: [
        weekly(
          [
            t(
              'Today: “{subject}”, the smallest version; tick the tracker',
              'Сегодня: «{subject}», самая маленькая версия; отметить в трекере',
            ),
            t(
              'Today: “{subject}” right after your cue; tick the tracker',
              'Сегодня: «{subject}» сразу после сигнала; отметить в трекере',
            ),
            t(
              'Today: “{subject}”, even on a busy day — two minutes count',
              'Сегодня: «{subject}», даже в загруженный день — две минуты тоже считаются',
            ),
            t(
              'Today: “{subject}” at the same time as yesterday; tick the tracker',
              'Сегодня: «{subject}» в то же время, что вчера; отметить в трекере',
            ),
            t(
              'Today: “{subject}”; note how it felt in one word',
              'Сегодня: «{subject}»; одним словом записать ощущения',
            ),
          ],
          { times: 5, minutes: 20 },
        ),
        weekly(
          t(
            'Week review of “{subject}”: how many days, what got in the way',
            'Итоги недели по «{subject}»: сколько дней, что мешало',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'full',
      weight: 2,
      milestone: t('“{subject}” in full, every day', '«{subject}» в полном объёме каждый день'),
      steps: [
        weekly(
          [
            t(
              'Today: “{subject}” in full; tick the tracker',
              'Сегодня: «{subject}» в полном объёме; отметить в трекере',
            ),
            t(
              'Today: “{subject}” — keep the streak, never miss twice in a row',
              'Сегодня: «{subject}» — держать серию, не пропускать два дня подряд',
            ),
            t(
              'Today: “{subject}” in full, right after your cue',
              'Сегодня: «{subject}» в полном объёме, сразу после сигнала',
            ),
            t(
              'Today: “{subject}” in full, even if the day went wrong',
              'Сегодня: «{subject}» в полном объёме, даже если день не задался',
            ),
            t(
              'Today: “{subject}” in full; tell someone about your streak',
              'Сегодня: «{subject}» в полном объёме; рассказать кому-нибудь о своей серии',
            ),
          ],
          { times: 5, minutes: 20 },
        ),
        weekly(
          t(
            'Week review of “{subject}”: how many days, what got in the way',
            'Итоги недели по «{subject}»: сколько дней, что мешало',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'done',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Goal reached: “{subject}” is a habit', 'Цель достигнута: «{subject}» стало привычкой'),
      steps: [
        last(
          t(
            'Look back at the tracker for “{subject}” and decide the next step up',
            'Посмотреть трекер по «{subject}» и решить, как усложнить дальше',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};
