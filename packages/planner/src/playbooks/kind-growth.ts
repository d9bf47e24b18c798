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
      milestone: t('Topic, audience and format set', 'Тема, аудитория и формат определены'),
      steps: [
        once(
          t(
            'Write in one sentence who your {subject} is for and what they get from it',
            'Одним предложением записать, для кого «{subject}» и что человек оттуда получает',
          ),
        ),
        once(
          t(
            'Study five similar authors and note what works for them',
            'Изучить пять похожих авторов и записать, что у них работает',
          ),
        ),
        once(
          t(
            'Set up the name, description and cover, and list 20 post ideas',
            'Придумать название, описание и обложку, составить список из 20 идей',
          ),
        ),
        weekly(
          [
            t('Publish a post from the idea list', 'Опубликовать материал из списка идей'),
            t('Write two drafts ahead', 'Подготовить два материала впрок'),
          ],
          { times: 2, minutes: 60 },
        ),
      ],
    },
    {
      id: 'rhythm',
      weight: 3,
      milestone: t('Posts go out on a steady schedule', 'Публикации выходят по графику'),
      milestoneWithTarget: t('Up to {cum:nom}', 'Уже {cum:nom}'),
      steps: [
        weekly(
          [
            t('Publish the week’s main piece', 'Опубликовать главный материал недели'),
            t(
              'Answer a reader’s question in a short post or clip',
              'Ответить на вопрос читателя коротким постом или роликом',
            ),
            t('Reply to every comment and message', 'Ответить на все комментарии и сообщения'),
          ],
          { times: 3, minutes: 60 },
        ),
        weekly(
          t(
            'Look at the week’s stats: views, new subscribers, the best post',
            'Посмотреть статистику недели: просмотры, новые подписчики, лучший материал',
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
      milestone: t('Your audience grows every week', 'Аудитория растёт каждую неделю'),
      milestoneWithTarget: t('Up to {cum:nom}', 'Уже {cum:nom}'),
      steps: [
        weekly(
          [
            t('Publish the week’s main piece', 'Опубликовать главный материал недели'),
            t(
              'Make one more piece like the one that worked best last month',
              'Сделать ещё один материал в духе самого успешного за месяц',
            ),
            t(
              'Make a post or video people will want to share',
              'Сделать материал, которым захочется поделиться',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        biweekly(
          t(
            'Propose a cross-promotion or a guest post to a similar author',
            'Предложить взаимный пиар или гостевой пост похожему автору',
          ),
          { minutes: 30 },
        ),
        weekly(
          t(
            'Look at the week’s stats: views, new subscribers, the best post',
            'Посмотреть статистику недели: просмотры, новые подписчики, лучший материал',
          ),
          {
            minutes: 15,
          },
        ),
        weekly(
          t(
            'Check your growth: on track for {session:nom}?',
            'Проверить рост: по плану сейчас {session:nom}',
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
      milestone: t('Goal reached: the audience is there', 'Цель достигнута: аудитория собрана'),
      milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
      steps: [
        weekly(t('Publish the week’s main piece', 'Опубликовать главный материал недели'), { minutes: 60 }),
        last(
          t(
            'Review the season: top posts, where growth came from, the next plan',
            'Подвести итоги: лучшие материалы, откуда пришёл рост, план дальше',
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
