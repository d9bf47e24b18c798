import { biweekly, last, monthly, once, step, t, type Variant, weekly } from './dsl.js';

/** One trip (a country, a city, a road trip, months of backpacking), planned back from the departure. */
export const tripVariant: Variant = {
  id: 'trip',
  defaultWeeks: 12,
  sessionsPerWeek: 1,
  time: '19:30',
  phases: [
    {
      id: 'frame',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Trip dates, budget and route set', 'Даты, бюджет и маршрут поездки определены'),
      steps: [
        once(
          t(
            'Choose the trip dates and ask for the days off at work',
            'Выбрать даты поездки и согласовать отпуск на работе',
          ),
          { workday: true },
        ),
        once(
          t(
            'Trip budget: tickets, stays, food, transport there, a 10 % reserve',
            'Бюджет поездки: билеты, жильё, еда, транспорт на месте, запас 10 %',
          ),
        ),
        once(
          t(
            'Check the passport’s expiry, the visa and the entry rules for the trip',
            'Проверить срок загранпаспорта, визу и правила въезда для поездки',
          ),
        ),
        once(
          t(
            'Rough route of the trip: places, nights in each, how to get between them',
            'Черновой маршрут поездки: города, сколько ночей в каждом, как добираться между ними',
          ),
          { minutes: 60 },
        ),
      ],
    },
    {
      id: 'book',
      weight: 2,
      maxWeeks: 8,
      milestone: t('Trip tickets and stays booked', 'Билеты и жильё для поездки забронированы'),
      steps: [
        step(
          t(
            'Book the tickets for the trip, or plan the drive with stops and fuel',
            'Купить билеты на поездку или расписать маршрут на машине с остановками и заправками',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Book the stays for the trip, free cancellation where possible',
            'Забронировать жильё на поездку, где можно — с бесплатной отменой',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Apply for the visa if the trip needs one',
            'Подать документы на визу, если она нужна для поездки',
          ),
          { workday: true },
        ),
        step(
          t(
            'Travel insurance for the whole trip, with medical cover',
            'Оформить страховку на всю поездку с медицинским покрытием',
          ),
        ),
        monthly(
          t(
            'Trip savings: set aside this month’s share of the budget',
            'Накопления на поездку: отложить долю бюджета за этот месяц',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'save',
      weight: 2,
      milestone: t('Trip money saved, route detailed', 'Деньги на поездку отложены, маршрут проработан'),
      steps: [
        monthly(
          t(
            'Trip savings: set aside this month’s share of the budget',
            'Накопления на поездку: отложить долю бюджета за этот месяц',
          ),
          { minutes: 10 },
        ),
        biweekly(
          t(
            'Read up on one place of the route, 30 min: what to see, where to eat, how to get there',
            'Почитать об одном месте маршрута, 30 минут: что посмотреть, где поесть, как добраться',
          ),
          { minutes: 30 },
        ),
        monthly(
          t(
            'Check the bookings of the trip: prices, cancellation dates, what is still open',
            'Проверить брони поездки: цены, сроки бесплатной отмены, что ещё не забронировано',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'prepare',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Ready for the trip', 'К поездке всё готово'),
      steps: [
        step(
          t(
            'Day-by-day plan of the trip: one main thing a day and a free evening',
            'План поездки по дням: одно главное дело в день и свободный вечер',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Packing list for the trip and a trial pack of the bag',
            'Список вещей в поездку и пробная упаковка сумки',
          ),
        ),
        step(
          t(
            'Offline maps, tickets and bookings on the phone; copies of the documents',
            'Офлайн-карты, билеты и брони в телефоне; копии документов для поездки',
          ),
        ),
        step(
          t(
            'Money for the trip: a card that works there, some cash, roaming or a local SIM',
            'Деньги на поездку: карта, которая там работает, немного наличных, роуминг или местная сим-карта',
          ),
        ),
      ],
    },
    {
      id: 'go',
      weight: 1,
      maxWeeks: 1,
      milestone: t('The trip has begun', 'Поездка началась'),
      steps: [
        once(
          t(
            'Leave the route and the contacts of the trip with someone at home',
            'Оставить близким маршрут поездки и контакты',
          ),
          { minutes: 15 },
        ),
        last(
          t(
            'Departure: documents, charger, medicines, go',
            'Отъезд в поездку: документы, зарядка, лекарства — в путь',
          ),
          { key: true, minutes: 60 },
        ),
      ],
    },
  ],
};

/** A long hike, a trek or a climb: permits, the body trained with a loaded pack, the gear tested, then the trail. */
export const expeditionVariant: Variant = {
  id: 'expedition',
  defaultWeeks: 16,
  sessionsPerWeek: 3,
  time: '07:30',
  phases: [
    {
      id: 'route',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Route, permits and team sorted', 'Маршрут, разрешения и команда определены'),
      steps: [
        once(
          t(
            'Study the route: stages, water, resupply points, exits, the weather of the season',
            'Изучить маршрут: этапы, вода, точки пополнения запасов, сходы, погода в сезон',
          ),
          { minutes: 90 },
        ),
        once(
          t(
            'Apply for the trail permit or register the route with the rescue service',
            'Подать заявку на разрешение или зарегистрировать маршрут в МЧС',
          ),
          { workday: true },
        ),
        once(
          t(
            'A check-up with a doctor before a long hike, especially for altitude',
            'Показаться врачу перед долгим походом, особенно если маршрут в горах',
          ),
          { workday: true },
        ),
        once(
          t(
            'Gear list for the hike: what you have, what to buy or rent',
            'Список снаряжения для похода: что есть, что купить или взять в прокат',
          ),
        ),
      ],
    },
    {
      id: 'train',
      weight: 4,
      milestone: t('Fit for the hike, gear tested', 'Готовы к походу физически, снаряжение проверено'),
      steps: [
        weekly(
          t(
            'Training hike with a backpack, 2–3 hours: add a little weight each week',
            'Тренировочный выход с рюкзаком, 2–3 часа: каждую неделю чуть больше веса',
          ),
          { key: true, minutes: 150 },
        ),
        weekly(
          [
            t(
              'Hill or stairs session for the hike, 45 min, with the backpack',
              'Подъёмы в горку или по лестнице перед походом, 45 минут, с рюкзаком',
            ),
            t(
              'Strength for the legs and the back before the hike, 30 min',
              'Сила ног и спины перед походом, 30 минут',
            ),
          ],
          { times: 2, minutes: 45 },
        ),
        step(
          t(
            'Buy or rent the missing gear and break in the boots on the training hikes',
            'Купить или взять в прокат недостающее снаряжение и разносить ботинки на тренировочных выходах',
          ),
        ),
        step(
          t(
            'Overnight test hike: tent, stove, sleeping bag, water filter',
            'Пробный поход с ночёвкой: палатка, горелка, спальник, фильтр для воды',
          ),
          { minutes: 480 },
        ),
        monthly(
          t(
            'Food plan for the hike: calories a day, what to carry, where to resupply',
            'Раскладка продуктов на поход: калории в день, что нести, где пополнять',
          ),
          { minutes: 45 },
        ),
      ],
    },
    {
      id: 'ready',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Ready to start the hike', 'Всё готово к выходу на маршрут'),
      steps: [
        once(
          t(
            'Pack the backpack and weigh it; take out what you will not use',
            'Собрать рюкзак для похода и взвесить; выложить то, что не понадобится',
          ),
        ),
        once(
          t(
            'Leave the route, the dates and the check-in times of the hike with someone at home',
            'Оставить близким маршрут похода, даты и время выхода на связь',
          ),
          { minutes: 15 },
        ),
        last(
          t(
            'Start of the hike: the weather checked, the permit and the map with you',
            'Выход на маршрут похода: прогноз проверен, разрешение и карта с собой',
          ),
          { key: true, minutes: 120 },
        ),
      ],
    },
  ],
};
