import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A marriage proposal: the ring (size found out quietly, style, a jeweller's lead time), the place with a rain plan,
 * the words, a photographer or a friend, dinner afterwards; kept a secret, with no guests to invite.
 */
export const proposalVariant: Variant = {
  id: 'proposal',
  defaultWeeks: 12,
  sessionsPerWeek: 1,
  time: '19:00',
  phases: [
    {
      id: 'ring',
      weight: 2,
      milestone: t('The ring is bought and fits', 'Кольцо куплено и подходит по размеру'),
      steps: [
        once(
          t(
            'Find out her ring size quietly: borrow a ring she wears on that finger, or ask a close friend',
            'Тихо узнать размер кольца: взять на время кольцо, которое она носит на этом пальце, или спросить близкую подругу',
          ),
          { minutes: 30 },
        ),
        step(
          t(
            'Choose the style: look at what she wears and saves, ask one friend you trust; set the ring budget',
            'Выбрать стиль: посмотреть, что она носит и сохраняет, спросить одну надёжную подругу; определить бюджет на кольцо',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Visit two or three jewellers: ask the lead time for sizing or making it (often 4–8 weeks) and the return terms',
            'Зайти в два-три ювелирных магазина: спросить срок подгонки или изготовления (часто 4–8 недель) и условия возврата',
          ),
          { minutes: 120 },
        ),
        step(
          t(
            'Order or buy the ring; keep the receipt and the certificate',
            'Заказать или купить кольцо; сохранить чек и сертификат',
          ),
          { minutes: 60, key: true },
        ),
      ],
    },
    {
      id: 'moment',
      weight: 2,
      milestone: t('Place, words and helpers ready', 'Место, слова и помощники готовы'),
      steps: [
        step(
          t(
            'Pick the place that means something to you both, and a backup if it rains or is crowded',
            'Выбрать место, которое что-то значит для вас обоих, и запасной вариант на случай дождя или толпы',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'If it matters in her family, talk to her parents first',
            'Если в её семье это важно — заранее поговорить с её родителями',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Book dinner for afterwards, and a photographer or a friend to film from a distance',
            'Забронировать ужин после и договориться с фотографом или другом, чтобы снимал издалека',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'Write what you want to say: how you met, why her, the question; say it aloud until it flows',
            'Написать, что хочется сказать: как познакомились, почему она, сам вопрос; проговорить вслух, пока не пойдёт легко',
          ),
          { minutes: 45 },
        ),
      ],
    },
    {
      id: 'day',
      weight: 1,
      maxWeeks: 2,
      milestone: t('The question asked', 'Предложение сделано'),
      steps: [
        once(
          t(
            'Confirm the bookings and the helpers; check the weather and choose the place or the backup',
            'Подтвердить брони и помощников; посмотреть прогноз и решить: основное место или запасное',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Plan how the ring stays hidden until the moment: which pocket, who holds it',
            'Продумать, как кольцо останется незаметным до нужной минуты: в каком кармане, у кого',
          ),
          { minutes: 15 },
        ),
        last(t('Propose', 'Сделать предложение'), { key: true, minutes: 120 }),
      ],
    },
  ],
};

/**
 * A performance one gives with material one already has (an open mic, a gig, a recital, a stand-up set): the set
 * fixed and timed, full run-throughs standing as on stage, recording and watching, mock gigs for friends, the set
 * locked a few days before, a nerves routine, the gear and the day's checklist.
 */
export const performanceVariant: Variant = {
  id: 'performance',
  defaultWeeks: 4,
  sessionsPerWeek: 4,
  time: '19:30',
  phases: [
    {
      id: 'set',
      weight: 1,
      maxWeeks: 1,
      milestone: t('The set chosen and timed', 'Программа выбрана и засечена по времени'),
      steps: [
        once(
          t(
            'Check the rules of the night: sign-up time, slot length, what gear is there (amp, mic, stand)',
            'Узнать правила вечера: когда запись, сколько длится выход, какая техника есть на месте (усилитель, микрофон, стойка)',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Fix the order of the set: a strong opener, the hardest piece in the middle, a sure closer; time it',
            'Определить порядок программы: сильное начало, самое трудное в середине, уверенный финал; засечь время',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'rehearse',
      weight: 3,
      milestone: t('The whole set runs without stopping', 'Вся программа идёт без остановок'),
      steps: [
        weekly(
          [
            t(
              'Full run-through, standing as on stage, without stopping for mistakes',
              'Полный прогон стоя, как на сцене, не останавливаясь на ошибках',
            ),
            t(
              'Work the weak spots: the starts, the transitions and the tuning between pieces',
              'Доработать слабые места: начала, переходы и настройку между номерами',
            ),
            t(
              'Record a full run on the phone and watch it back: note three things to fix',
              'Записать полный прогон на телефон и пересмотреть: выписать три вещи, которые исправить',
            ),
            t(
              'Full run-through with the first words you will say to the audience',
              'Полный прогон вместе с первыми словами, которые скажете залу',
            ),
          ],
          { times: 4, minutes: 30 },
        ),
        step(
          t(
            'Mock gig: play the whole set for two or three friends',
            'Пробный выход: сыграть всю программу для двух-трёх друзей',
          ),
          { minutes: 60, key: true },
        ),
        step(
          t(
            'Practise the nerves routine: slow breathing before the first note, and a plan for a blank (skip to the chorus, smile, carry on)',
            'Отработать приём от волнения: медленное дыхание перед первой нотой и план на случай, если собьётесь (перейти к припеву, улыбнуться, продолжать)',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'show',
      weight: 1,
      maxWeeks: 1,
      milestone: t('On stage', 'Выступление состоялось'),
      steps: [
        once(
          t(
            'Lock the set: no new changes from today, only easy run-throughs',
            'Зафиксировать программу: с этого дня ничего не менять, только спокойные прогоны',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Pack what you need: spares for your instrument (strings, reeds, batteries), cables, water, the set list on paper',
            'Собрать всё с собой: запасное для инструмента (струны, трости, батарейки), шнуры, воду, список номеров на бумаге',
          ),
          { minutes: 20 },
        ),
        last(
          t(
            'Performance day: arrive early, sign up, tune, breathe, and play the set',
            'День выступления: прийти заранее, записаться, настроиться, выдохнуть и выступить',
          ),
          { key: true, minutes: 120 },
        ),
      ],
    },
  ],
};
