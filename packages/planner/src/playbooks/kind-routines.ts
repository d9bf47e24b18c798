import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A sauna or banya habit on set days: why it gets skipped, tied to something already fixed (after training, a
 * standing Saturday with friends), the bag packed the day before, the time in the heat built up gently with water
 * and a cool-down, a tally of the weeks and a fallback day.
 */
export const saunaVariant: Variant = {
  id: 'sauna',
  defaultWeeks: 8,
  sessionsPerWeek: 1,
  time: '18:00',
  phases: [
    {
      id: 'set-up',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Days fixed, bag and reminder ready', 'Дни выбраны, сумка и напоминание готовы'),
      steps: [
        once(
          t(
            'Write down the last few times you skipped and why: tiredness, work, money, no one to go with',
            'Записать последние пропуски и их причины: усталость, работа, деньги, не с кем идти',
          ),
          { minutes: 15 },
        ),
        once(
          t(
            'Tie it to something fixed (straight after training, or a standing day agreed with the people you go with) and set a reminder the day before',
            'Привязать к тому, что уже есть (сразу после тренировки или постоянный день, о котором договорились с компанией), и поставить напоминание накануне',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Pack a bag to keep by the door: towel, flip-flops, a hat, a bottle of water',
            'Собрать сумку и держать её у двери: полотенце, тапки, шапка, бутылка воды',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'habit',
      weight: 4,
      milestone: t('Going on the set days without thinking', 'Ходите в свои дни, не уговаривая себя'),
      steps: [
        weekly(
          [
            t(
              'Two or three rounds of 8–10 minutes in the heat, cooling down and drinking water between; leave at once if dizzy; tick the tracker',
              'Два-три захода по 8–10 минут в парилке, между ними остыть и попить воды; сразу выйти, если закружилась голова; отметить в трекере',
            ),
            t(
              'Rounds in the heat as last time, one a little longer if you feel well, up to 15–20 minutes in all; no alcohol; tick the tracker',
              'Заходы в парилку как в прошлый раз, один чуть дольше, если самочувствие хорошее, в сумме до 15–20 минут; без алкоголя; отметить в трекере',
            ),
          ],
          { minutes: 60 },
        ),
        biweekly(
          t(
            'Look at the tracker: a missed day goes to the fallback day of the same week; what got in the way?',
            'Посмотреть трекер: пропущенный день переносится на запасной в ту же неделю; что помешало?',
          ),
          { minutes: 10 },
        ),
        step(
          t(
            'Halfway check: which days worked, what made you skip; move the day or the time if needed',
            'Проверка на середине: какие дни получились, что мешало; при необходимости сдвинуть день или время',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'keep',
      weight: 1,
      maxWeeks: 1,
      milestone: t('The habit holds', 'Привычка держится'),
      steps: [
        last(
          t(
            'Count the weeks you went on your days and decide the rhythm for the next two months',
            'Посчитать, сколько недель получилось ходить в свои дни, и решить, какой ритм держать следующие два месяца',
          ),
          { key: true, minutes: 15 },
        ),
      ],
    },
  ],
};

/**
 * A family ritual at home (dinners together without phones, a weekly game night): agreed at a family meeting
 * with the children, the days chosen, a phone basket with parents going first, the children given a part, an
 * exceptions rule, a tally on the fridge and a review after a month.
 */
export const familyRitualVariant: Variant = {
  id: 'family-ritual',
  defaultWeeks: 8,
  sessionsPerWeek: 2,
  time: '18:30',
  phases: [
    {
      id: 'agree',
      weight: 1,
      maxWeeks: 1,
      milestone: t('The rule agreed with the whole family', 'Правило принято всей семьёй'),
      steps: [
        once(
          t(
            'Family meeting, 20 min: say why it matters to you and let the children say what would make it fun',
            'Семейный совет, 20 минут: сказать, почему это важно для вас, и дать детям предложить, как сделать это интересным',
          ),
          { minutes: 20, key: true },
        ),
        once(
          t(
            'Choose the days together and write them on the fridge calendar',
            'Вместе выбрать дни и записать их в календарь на холодильнике',
          ),
          { minutes: 10 },
        ),
        once(
          t(
            'Set up a basket for the phones by the door; parents put theirs in first',
            'Поставить корзинку для телефонов у входа; родители кладут свои первыми',
          ),
          { minutes: 10 },
        ),
        once(
          t(
            'Agree the exceptions in advance: an urgent call, a late training; what happens then',
            'Заранее договориться об исключениях: срочный звонок, поздняя тренировка — и что тогда',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'together',
      weight: 4,
      milestone: t('The family time happens on its days', 'Семейное время проходит в свои дни'),
      steps: [
        weekly(
          [
            t(
              'Family time, phones in the basket; each person tells the best and the hardest part of their day; tick the fridge sheet',
              'Семейное время, телефоны в корзинке; каждый рассказывает, что было лучшим и что трудным за день; отметить на листке на холодильнике',
            ),
            t(
              'Family time, phones in the basket; a child chooses the topic or the game',
              'Семейное время, телефоны в корзинке; тему или игру выбирает ребёнок',
            ),
            t(
              'Family time, phones in the basket; the children help to lay the table and cook one dish',
              'Семейное время, телефоны в корзинке; дети помогают накрыть на стол и приготовить одно блюдо',
            ),
          ],
          { times: 2, minutes: 45 },
        ),
        biweekly(
          t(
            'Look at the fridge sheet together: how many of the agreed days happened, what got in the way',
            'Вместе посмотреть на листок на холодильнике: сколько договорённых дней получилось, что помешало',
          ),
          { minutes: 10 },
        ),
        step(
          t(
            'Review after a month with the children: what they like, what to change, whether the days still fit',
            'Через месяц обсудить с детьми: что нравится, что поменять, подходят ли ещё дни',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'keep',
      weight: 1,
      maxWeeks: 1,
      milestone: t('It is how the family lives now', 'Это стало привычкой семьи'),
      steps: [
        last(
          t(
            'Count the weeks on the fridge and celebrate together: the children choose the treat',
            'Посчитать недели на холодильнике и отметить вместе: дети выбирают угощение',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
