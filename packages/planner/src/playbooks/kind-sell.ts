import { last, once, progressCount, step, t, type Variant, weekly } from './dsl.js';

/** The units a count of listings or of clients is read in ("20 listings", «5 клиентов»). */
const SHOP_UNITS = [
  'listings',
  'listing',
  'items',
  'item',
  'products',
  'product',
  'pieces',
  'piece',
  'карточек',
  'товаров',
];
const CLIENT_UNITS = [
  'clients',
  'client',
  'customers',
  'customer',
  'person',
  'students',
  'клиентов',
  'клиента',
  'заказчиков',
  'учеников',
];

/**
 * An online shop on a marketplace or one's own site (Etsy, Ozon, Wildberries): the shop set up, listings made and
 * counted, photos, prices with the fees and the shipping, then the launch and the first sales. No premises,
 * suppliers' visits or a soft opening: those are a physical shop's.
 */
export const onlineShopVariant: Variant = {
  id: 'online-shop',
  defaultWeeks: 8,
  sessionsPerWeek: 4,
  time: '19:00',
  phases: [
    {
      id: 'shop',
      weight: 1,
      maxWeeks: 2,
      milestone: t('The shop is set up and the prices worked out', 'Магазин заведён, цены посчитаны'),
      steps: [
        once(
          t(
            'Look at ten shops selling similar items: prices, photos, titles, what the best reviews praise',
            'Посмотреть десять магазинов с похожими товарами: цены, фото, названия, за что хвалят в отзывах',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Open the shop: name, logo, banner, about page, payment details and the shop policies',
            'Завести магазин: название, логотип, обложка, описание, реквизиты для выплат и правила магазина',
          ),
          { minutes: 90 },
        ),
        once(
          t(
            'Work out the price of each item: materials, your hours, the platform’s fees and the shipping, plus margin',
            'Посчитать цену каждого товара: материалы, ваши часы, комиссия площадки и доставка, плюс наценка',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Choose the shipping: packaging, the carrier, delivery times and the price for the buyer',
            'Выбрать доставку: упаковка, служба доставки, сроки и цена для покупателя',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Set up the photo corner: daylight by a window, a plain background, the same angle for every item',
            'Устроить место для фото товаров: дневной свет у окна, однотонный фон, одинаковый ракурс для всех',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'listings',
      weight: 3,
      milestone: t('The listings are up', 'Карточки товаров выложены'),
      milestoneWithTarget: t(
        'Up in the shop: {cum:num} of {target}',
        'Выложено в магазин: {cum:num} из {target:gen}',
      ),
      steps: [
        weekly(
          [
            t(
              'Photograph the next items for the shop: five photos each, one showing the size in a hand',
              'Сфотографировать следующие товары для магазина: по пять фото, на одном — размер в руке',
            ),
            t(
              'Write the listings for the items photographed: a title with the words buyers search for, a description, the size',
              'Написать карточки сфотографированных товаров: название со словами, которые ищут покупатели, описание, размер',
            ),
            t(
              'Make stock for the shop, 1 hour: the items that will sell first',
              'Сделать товар для магазина, 1 час: то, что будут покупать первым',
            ),
          ],
          { times: 3, minutes: 60, key: true },
        ),
        progressCount({ units: SHOP_UNITS }),
        weekly(
          t(
            'Shop check, 15 min: views, favourites, which titles and photos work',
            'Проверка магазина, 15 минут: просмотры, избранное, какие названия и фото работают',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'launch',
      weight: 2,
      milestone: t('The first sales made and shipped', 'Первые продажи сделаны и отправлены'),
      steps: [
        step(
          t(
            'Tell people the shop is open: friends, a post with photos, one group where your buyers are',
            'Рассказать об открытии магазина: друзьям, пост с фото, в одной группе, где есть ваши покупатели',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'Pack and send the first order within a day, with a thank-you note and a request for a review',
            'Упаковать и отправить первый заказ за день, с открыткой-благодарностью и просьбой об отзыве',
          ),
          { minutes: 45 },
        ),
        weekly(
          t(
            'Add new listings to the shop and refresh the weakest title and photo',
            'Добавить в магазин новые карточки и обновить самое слабое название и фото',
          ),
          { times: 2, minutes: 60 },
        ),
        weekly(
          t(
            'Weekly numbers: views, orders, sales after fees, what sold best',
            'Цифры недели: просмотры, заказы, выручка после комиссии, что продавалось лучше',
          ),
          { minutes: 20 },
        ),
        last(
          t(
            'Look back: which listings sell, what to make more of, the price to raise or lower',
            'Итог: какие товары продаются, чего сделать больше, какую цену поднять или снизить',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};

/**
 * Working for oneself with a service (a bookkeeper, a tutor, a photographer): registered with the tax office,
 * the rules of the trade met, one clear offer, then outreach week by week and the first clients counted.
 */
export const serviceBusinessVariant: Variant = {
  id: 'service-business',
  defaultWeeks: 12,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [
    {
      id: 'set-up',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Registered, insured and ready to take clients', 'Статус оформлен, можно брать клиентов'),
      steps: [
        once(
          t(
            'Register as self-employed with your country’s tax office and note the dates for tax returns',
            'Оформить самозанятость или ИП (например, через «Мой налог») и записать сроки уплаты налога',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Check what your trade requires: a licence, a supervisory body, professional insurance; apply for each',
            'Проверить, что требуется для вашей работы: лицензия, членство в объединении, страховка; оформить нужное',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'A contract or engagement letter template for clients: the scope, the price, the payment terms',
            'Шаблон договора с клиентом: объём работ, цена, сроки и порядок оплаты',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'offer',
      weight: 1,
      maxWeeks: 3,
      milestone: t('The offer and prices set, a profile online', 'Услуга и цены определены, профиль в сети'),
      steps: [
        step(
          t(
            'Describe your service for clients on one page: who it is for, what they get, the price or the packages',
            'Описать свою услугу для клиентов на одной странице: для кого, что получают, цена или пакеты',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Check what others charge in your area for the service, and set your prices',
            'Узнать, сколько за такую услугу берут другие в вашем городе, и назначить свои цены',
          ),
          { minutes: 45 },
        ),
        step(
          t(
            'Put up a profile where clients look: a business listing on maps, LinkedIn or a local directory',
            'Разместить профиль там, где ищут клиенты: карточка на картах, соцсети или местный каталог услуг',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'clients',
      weight: 4,
      milestone: t('The first clients are working with you', 'Первые клиенты работают с вами'),
      milestoneWithTarget: t(
        'Working with you: {cum:num} of {target}',
        'С вами работают: {cum:num} из {target:gen}',
      ),
      steps: [
        weekly(
          [
            t(
              'Outreach, 1 hour: five personal messages to people who could use your service or refer clients',
              'Поиск клиентов, 1 час: пять личных сообщений тем, кому нужна ваша услуга или кто может порекомендовать',
            ),
            t(
              'Go where your clients meet: a networking event, a local business group, a partner who can refer clients',
              'Сходить туда, где бывают ваши клиенты: деловая встреча, местное сообщество, партнёр, который может рекомендовать',
            ),
            t(
              'Follow up with everyone who showed interest: a short call or an offer for a first job',
              'Напомнить о себе всем, кто проявил интерес: короткий звонок или предложение первого заказа',
            ),
          ],
          { times: 2, minutes: 60, key: true },
        ),
        progressCount({ units: CLIENT_UNITS }),
        weekly(
          t(
            'Weekly numbers, 15 min: messages sent, calls held, clients signed',
            'Цифры недели, 15 минут: сколько сообщений, созвонов и подписанных клиентов',
          ),
          { minutes: 15 },
        ),
        last(
          t(
            'Ask your first clients for a review and a referral to someone who needs the service',
            'Попросить первых клиентов об отзыве и рекомендации тем, кому нужна ваша услуга',
          ),
          { key: true, minutes: 20 },
        ),
      ],
    },
  ],
};
