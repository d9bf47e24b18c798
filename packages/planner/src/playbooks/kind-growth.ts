import { biweekly, last, monthly, once, step, t, type Variant, weekly } from './dsl.js';

/** Growing an audience ({subject}: "Telegram channel", "YouTube channel"): positioning, a rhythm, growth. */
export const audienceVariant: Variant = {
  id: 'audience',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '10:00',
  phases: [
    {
      id: 'position',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        '{subject}: topic, audience and format set',
        '{subject}: тема, аудитория и формат определены',
      ),
      steps: [
        once(
          t(
            '{subject}: who it is for and what they get, in one sentence',
            '{subject}: для кого и что читатель получает — одним предложением',
          ),
        ),
        once(
          t(
            '{subject}: study five similar channels, note what works',
            '{subject}: изучить пять похожих каналов и записать, что работает',
          ),
        ),
        once(
          t(
            '{subject}: name, description, cover; a list of 20 post ideas',
            '{subject}: название, описание, обложка; список из 20 идей',
          ),
        ),
        weekly(
          [
            t(
              '{subject}: publish a post from the idea list',
              '{subject}: опубликовать материал из списка идей',
            ),
            t('{subject}: write two drafts ahead', '{subject}: подготовить два материала впрок'),
          ],
          { times: 2, minutes: 60 },
        ),
      ],
    },
    {
      id: 'rhythm',
      weight: 3,
      milestone: t('{subject}: publishing on a steady schedule', '{subject}: публикации выходят по графику'),
      milestoneWithTarget: t('{subject}: {cum:nom}', '{subject}: {cum:nom}'),
      steps: [
        weekly(
          [
            t('{subject}: publish the week’s main piece', '{subject}: опубликовать главный материал недели'),
            t(
              '{subject}: a short post or clip that answers a reader’s question',
              '{subject}: короткий пост или ролик — ответ на вопрос читателя',
            ),
            t(
              '{subject}: reply to every comment and message',
              '{subject}: ответить на все комментарии и сообщения',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        weekly(
          t(
            '{subject}: weekly stats — views, new subscribers, best post',
            '{subject}: статистика недели — просмотры, новые подписчики, лучший материал',
          ),
          {
            minutes: 15,
          },
        ),
      ],
    },
    {
      id: 'grow',
      weight: 3,
      milestone: t('{subject}: the audience grows every week', '{subject}: аудитория растёт каждую неделю'),
      milestoneWithTarget: t('{subject}: {cum:nom}', '{subject}: {cum:nom}'),
      steps: [
        weekly(
          [
            t('{subject}: publish the week’s main piece', '{subject}: опубликовать главный материал недели'),
            t(
              '{subject}: more of what worked best last month',
              '{subject}: ещё один материал в духе самого успешного за месяц',
            ),
            t(
              '{subject}: a post or video made to be shared',
              '{subject}: материал, которым хочется поделиться',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        biweekly(
          t(
            '{subject}: propose a cross-promotion or guest post to a similar author',
            '{subject}: предложить взаимный пиар или гостевой пост похожему автору',
          ),
          { minutes: 30 },
        ),
        weekly(
          t(
            '{subject}: weekly stats — views, new subscribers, best post',
            '{subject}: статистика недели — просмотры, новые подписчики, лучший материал',
          ),
          {
            minutes: 15,
          },
        ),
        weekly(
          t(
            '{subject}: growth check, on track for {session:nom}',
            '{subject}: проверка роста, по плану — {session:nom}',
          ),
          {
            when: 'level',
            minutes: 10,
          },
        ),
      ],
    },
    {
      id: 'review',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Goal reached: {subject} has its audience',
        'Цель достигнута: {subject} — аудитория собрана',
      ),
      milestoneWithTarget: t(
        'Goal reached: {subject}, {target:nom}',
        'Цель достигнута: {subject}, {target:nom}',
      ),
      steps: [
        weekly(
          t('{subject}: publish the week’s main piece', '{subject}: опубликовать главный материал недели'),
          { minutes: 60 },
        ),
        last(
          t(
            '{subject}: review the season: top posts, growth sources, next plan',
            '{subject}: итоги — лучшие материалы, источники роста, план дальше',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};

/** Earning on freelance or a side project: offer, portfolio, clients, a monthly income target. */
export const freelanceVariant: Variant = {
  id: 'freelance',
  defaultWeeks: 16,
  sessionsPerWeek: 4,
  time: '19:00',
  phases: [
    {
      id: 'offer',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Freelance offer and prices set', 'Услуга на фрилансе и цены определены'),
      steps: [
        once(
          t(
            'Describe the freelance service in one line: what, for whom, the result, the price',
            'Описать свою услугу одной фразой: что именно, для кого, какой результат и цена',
          ),
        ),
        once(
          t(
            'Check the going freelance rates on two marketplaces',
            'Посмотреть расценки фрилансеров на двух площадках',
          ),
        ),
        once(
          t(
            'Set up payments and taxes for freelance income',
            'Оформить приём оплаты и налоги для дохода с фриланса',
          ),
        ),
      ],
    },
    {
      id: 'portfolio',
      weight: 2,
      milestone: t('Freelance profile and portfolio online', 'Профиль и портфолио фрилансера опубликованы'),
      steps: [
        step(
          t(
            'Fill in one marketplace profile completely: photo, offer, prices, three case studies',
            'Полностью заполнить профиль на одной площадке: фото, услуга, цены, три кейса',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Tell ten contacts about your freelance service, one personal message each',
            'Рассказать о своей услуге десяти знакомым, каждому личным сообщением',
          ),
          { minutes: 60 },
        ),
        weekly(
          [
            t(
              'Write one portfolio case study with the result in numbers',
              'Описать один кейс для портфолио с результатом в цифрах',
            ),
            t(
              'Ask a past client or colleague for a short testimonial',
              'Попросить прошлого заказчика или коллегу о коротком отзыве',
            ),
          ],
          { times: 2, minutes: 60 },
        ),
      ],
    },
    {
      id: 'clients',
      weight: 5,
      milestone: t('Steady freelance clients', 'Постоянные клиенты на фрилансе'),
      milestoneWithTarget: t('Freelance earnings: {cum:nom}', 'Заработано на фрилансе: {cum:nom}'),
      steps: [
        step(
          t(
            'Raise the price for new clients by 15–20% and offer regular clients a monthly package',
            'Поднять цену для новых клиентов на 15–20% и предложить постоянным пакет на месяц',
          ),
          { minutes: 45 },
        ),
        weekly(
          [
            t(
              'Send five proposals, each written for the job',
              'Отправить пять откликов, каждый под конкретный заказ',
            ),
            t('Client work, 2 h', 'Работа по заказу, 2 часа'),
            t(
              'Ask a happy client for a review and a referral',
              'Попросить довольного клиента об отзыве и рекомендации',
            ),
          ],
          { times: 3, minutes: 90 },
        ),
        monthly(
          t(
            'Freelance income for the month: {share}, invoices sent and paid',
            'Доход с фриланса за месяц: {share:nom}, счета выставлены и оплачены',
          ),
          {
            key: true,
            when: 'total',
            minutes: 20,
          },
        ),
        monthly(
          t(
            'Freelance month review: income, hours, price per hour',
            'Итоги месяца на фрилансе: доход, часы, цена часа',
          ),
          {
            when: 'noTarget',
            minutes: 20,
          },
        ),
      ],
    },
    {
      id: 'review',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Goal reached: freelance income earned', 'Цель достигнута: доход с фриланса получен'),
      milestoneWithTarget: t(
        'Goal reached: {target:nom} earned freelancing',
        'Цель достигнута: на фрилансе заработано {target:nom}',
      ),
      steps: [
        weekly(t('Client work, 2 h', 'Работа по заказу, 2 часа'), { minutes: 120 }),
        last(
          t(
            'Look back at the freelance months: raise the price for new clients or narrow the offer',
            'Подвести итоги фриланса и решить: поднять цену для новых клиентов или сузить услугу',
          ),
          {
            key: true,
          },
        ),
      ],
    },
  ],
};
