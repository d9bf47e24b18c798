import { biweekly, last, once, step, t, type Variant, weekly } from './dsl.js';

/** Joining a club or a group (running, books, hiking) to meet people: go regularly, talk, stay for the social part. */
export const clubVariant: Variant = {
  id: 'club',
  defaultWeeks: 10,
  sessionsPerWeek: 1,
  time: '09:00',
  phases: [
    {
      id: 'find',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'A club chosen, the first meeting in the calendar',
        'Клуб выбран, первая встреча в календаре',
      ),
      steps: [
        once(
          t(
            'Find two or three clubs near you: when they meet, the level, whether newcomers are welcome',
            'Найти два-три клуба рядом: когда встречаются, какой уровень, рады ли новичкам',
          ),
        ),
        once(
          t(
            'Message the organiser: say you are new and ask what to bring to the first meeting',
            'Написать организатору: сказать, что вы новичок, и спросить, что взять на первую встречу',
          ),
        ),
        step(
          t(
            'First meeting: arrive ten minutes early, introduce yourself to the organiser, ask one person how long they have been coming',
            'Первая встреча: прийти за десять минут, представиться организатору и спросить кого-нибудь, давно ли он ходит',
          ),
          { minutes: 90 },
        ),
      ],
    },
    {
      id: 'regular',
      weight: 3,
      milestone: t('A regular: people know your name', 'Вы в клубе свой: вас знают по имени'),
      steps: [
        weekly(
          [
            t(
              'Club meeting: keep pace with someone new and learn their name',
              'Встреча клуба: держаться рядом с кем-то новым и узнать, как его зовут',
            ),
            t(
              'Club meeting: pick up last week’s conversation with someone you talked to',
              'Встреча клуба: продолжить разговор с тем, с кем говорили на прошлой неделе',
            ),
            t(
              'Club meeting: stay for the coffee or the chat afterwards, at least twenty minutes',
              'Встреча клуба: остаться на кофе или разговор после, хотя бы на двадцать минут',
            ),
          ],
          { minutes: 90, key: true },
        ),
        biweekly(
          t(
            'Write down the names you learned and one thing about each person',
            'Записать имена новых знакомых и по одной детали о каждом',
          ),
          { minutes: 10 },
        ),
        step(
          t(
            'Join the club’s chat and answer one message or share a photo from the meeting',
            'Вступить в чат клуба и ответить на одно сообщение или выложить фото со встречи',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'closer',
      weight: 2,
      milestone: t('Friends in the club, not only faces', 'В клубе есть приятели, а не только знакомые лица'),
      steps: [
        weekly(
          [
            t(
              'Club meeting: invite one person for coffee or a meal afterwards',
              'Встреча клуба: позвать одного человека на кофе или перекусить после',
            ),
            t(
              'Club meeting: offer to help the organiser (a route, a photo, welcoming newcomers)',
              'Встреча клуба: предложить организатору помощь (маршрут, фото, встретить новичков)',
            ),
          ],
          { minutes: 120, key: true },
        ),
        step(
          t(
            'Suggest a meet-up outside the club to two people you get on with',
            'Предложить двум людям, с которыми сложилось общение, встретиться вне клуба',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'look-back',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Goal reached: you belong to the club', 'Цель достигнута: вы стали частью клуба'),
      steps: [
        last(
          t(
            'Look back: who you now talk to, and what you want to do together next',
            'Оглянуться назад: с кем теперь общаетесь и что хотите сделать вместе дальше',
          ),
          { key: true, minutes: 20 },
        ),
      ],
    },
  ],
};

/**
 * Mending a relationship with one person after a fight or a long silence. {subject} is the person as said after
 * "with" («с мамой», "with your brother"): every label that names them puts them there.
 */
export const mendVariant: Variant = {
  id: 'mend',
  defaultWeeks: 8,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'understand',
      weight: 1,
      maxWeeks: 2,
      milestone: t('You know what happened and what you want', 'Понятно, что произошло и чего вы хотите'),
      steps: [
        once(
          t(
            'Write down what happened as the other person would tell it, then as you would',
            'Записать, что произошло, сначала так, как рассказал бы другой человек, потом — как вы',
          ),
        ),
        once(
          t(
            'Name your own part in it, even a small one, in one or two sentences',
            'Назвать свою долю в случившемся, пусть небольшую, в одном-двух предложениях',
          ),
        ),
        once(
          t(
            'Decide what you want from the relationship with {subject}: peace, closeness, or just calm contact',
            'Решить, каких отношений с {subject} вы хотите: мира, близости или просто спокойного общения',
          ),
        ),
        once(
          t(
            'Decide what you will say about the cause of the rift (money, an inheritance, words said): what you can let go and what needs agreeing',
            'Решить, что сказать о причине размолвки (деньги, наследство, сказанные слова): что можно отпустить, а о чём нужно договориться',
          ),
        ),
      ],
    },
    {
      id: 'reach-out',
      weight: 2,
      milestone: t('The first step taken', 'Первый шаг сделан'),
      steps: [
        step(
          t(
            'Send a short, warm message: you miss the contact and would like to talk; no reproaches',
            'Отправить короткое тёплое сообщение: вам не хватает общения и хочется поговорить; без упрёков',
          ),
          { minutes: 15 },
        ),
        step(
          t(
            'Prepare the talk with {subject}: what you are sorry for, what you felt, what you ask for, in “I” sentences',
            'Подготовить разговор с {subject}: за что вам жаль, что вы чувствовали, о чём просите — в форме «я»',
          ),
          { minutes: 30 },
        ),
        step(
          t(
            'The talk with {subject}, face to face or by phone: apologise for your part first, then listen without interrupting',
            'Разговор с {subject} лично или по телефону: сначала извиниться за свою часть, потом слушать, не перебивая',
          ),
          { minutes: 60, key: true },
        ),
        step(
          t(
            'After the talk, a short message: thank them for the talk and say what you will do next',
            'После разговора написать короткое сообщение: поблагодарить за разговор и сказать, что сделаете дальше',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'rebuild',
      weight: 3,
      milestone: t('Contact is regular and calm', 'Общение стало регулярным и спокойным'),
      steps: [
        weekly(
          [
            t(
              'A short call or message with {subject} about everyday things, not the conflict',
              'Короткий звонок или сообщение с {subject} о повседневном, не о ссоре',
            ),
            t(
              'Do one small thing together with {subject}: a walk, a meal, help with something',
              'Сделать что-то вместе с {subject}: прогулка, обед, помощь с делом',
            ),
          ],
          { minutes: 30 },
        ),
        biweekly(
          t(
            'Check yourself: did you keep what you promised in the talk; what to do differently',
            'Проверить себя: держите ли вы то, что обещали в разговоре, и что сделать иначе',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'settled',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the relationship is back on track', 'Цель достигнута: отношения налажены'),
      steps: [
        last(
          t(
            'Plan the next time together with {subject}, a date in both calendars',
            'Запланировать следующую встречу с {subject}: дата в календаре у обоих',
          ),
          { key: true, minutes: 20 },
        ),
      ],
    },
  ],
};
