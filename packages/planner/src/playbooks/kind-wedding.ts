import { last, monthly, once, step, t, type Variant } from './dsl.js';

/** A wedding, planned backward from the date: budget and guests, venue and vendors, details, the week before. */
export const weddingVariant: Variant = {
  id: 'wedding',
  defaultWeeks: 40,
  sessionsPerWeek: 2,
  time: '19:30',
  phases: [
    {
      id: 'frame',
      weight: 1,
      maxWeeks: 4,
      milestone: t(
        'Wedding budget, date and guest list set',
        'Бюджет свадьбы, дата и список гостей определены',
      ),
      steps: [
        once(
          t(
            'Agree the wedding budget together and who pays for what',
            'Вместе определить бюджет свадьбы и кто за что платит',
          ),
        ),
        once(t('Draft the wedding guest list and its size', 'Составить черновой список гостей свадьбы')),
        once(
          t(
            'Choose the wedding style and two or three possible dates',
            'Выбрать стиль свадьбы и две-три возможные даты',
          ),
          { unlessBooked: true },
        ),
        once(
          t(
            'Book the registry office or ceremony date',
            'Подать заявление в ЗАГС или забронировать дату церемонии',
          ),
          { unlessBooked: true },
        ),
      ],
    },
    {
      id: 'vendors',
      weight: 3,
      milestone: t(
        'Wedding venue and key vendors booked',
        'Площадка и главные подрядчики свадьбы забронированы',
      ),
      steps: [
        step(
          t(
            'Wedding venues: visit two and book one',
            'Площадка для свадьбы: съездить на две и забронировать одну',
          ),
          {
            minutes: 120,
          },
        ),
        step(
          t(
            'Wedding photographer: compare portfolios, book one',
            'Фотограф на свадьбу: сравнить портфолио и забронировать',
          ),
        ),
        step(
          t(
            'Wedding host or music: meet and agree the programme',
            'Ведущий или музыка на свадьбу: встретиться и обсудить программу',
          ),
        ),
        step(t('Wedding catering: tasting and menu', 'Банкет на свадьбу: дегустация и меню'), {
          minutes: 120,
        }),
        step(
          t(
            'Wedding guests’ accommodation and transport: book',
            'Жильё и трансфер для гостей свадьбы: забронировать',
          ),
        ),
        monthly(
          t(
            'Wedding budget check: paid, booked, left',
            'Сверка бюджета свадьбы: оплачено, забронировано, осталось',
          ),
          {
            minutes: 30,
          },
        ),
        last(t('Send the wedding invitations', 'Разослать гостям приглашения на свадьбу')),
      ],
    },
    {
      id: 'details',
      weight: 3,
      milestone: t('Wedding outfits, rings and programme ready', 'Наряды, кольца и программа свадьбы готовы'),
      steps: [
        step(t('Wedding outfits: choose and order', 'Свадебные наряды: выбрать и заказать'), {
          minutes: 180,
        }),
        step(t('Wedding rings: choose and order', 'Обручальные кольца: выбрать и заказать')),
        step(t('Wedding cake: tasting and order', 'Свадебный торт: дегустация и заказ')),
        step(
          t(
            'Wedding decor and flowers: agree with the florist',
            'Оформление и цветы на свадьбу: договориться с флористом',
          ),
        ),
        step(t('Wedding outfits: final fitting', 'Свадебные наряды: последняя примерка')),
        step(
          t(
            'Wedding day timeline: hour by hour, who is responsible',
            'Тайминг дня свадьбы: по часам, кто за что отвечает',
          ),
        ),
        monthly(
          t(
            'Wedding budget check: paid, booked, left',
            'Сверка бюджета свадьбы: оплачено, забронировано, осталось',
          ),
          {
            minutes: 30,
          },
        ),
        last(
          t(
            'Wedding guests: confirm who is coming, seating plan',
            'Гости свадьбы: подтвердить, кто придёт, и рассадка',
          ),
          {
            minutes: 60,
          },
        ),
      ],
    },
    {
      id: 'final',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the wedding day', 'Цель достигнута: день свадьбы'),
      steps: [
        once(
          t(
            'Confirm every wedding vendor: time, address, final payment',
            'Подтвердить всем подрядчикам свадьбы время, адрес и окончательную оплату',
          ),
        ),
        once(
          t(
            'Pack a wedding-day kit: documents, rings, spare shoes, plasters',
            'Собрать набор на день свадьбы: документы, кольца, запасная обувь, пластыри',
          ),
        ),
        last(
          t(
            'Wedding day: enjoy it, the plan is in others’ hands',
            'День свадьбы: наслаждаться, всё остальное — в руках помощников',
          ),
          {
            key: true,
            minutes: 600,
          },
        ),
      ],
    },
  ],
};
