import { last, monthly, once, spread, step, t, type Variant } from './dsl.js';

/** Travel ("10 countries", "Japan"): budget and a list, book early, go, one trip per country of the target. */
export const travelVariant: Variant = {
  id: 'travel',
  defaultWeeks: 26,
  sessionsPerWeek: 1,
  time: '19:00',
  phases: [
    {
      id: 'plan',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Travel budget and destinations chosen', 'Бюджет и направления поездок выбраны'),
      steps: [
        once(
          t(
            'Travel wish list: destinations, best season, rough cost',
            'Список мест для поездок: куда, в какой сезон, примерная стоимость',
          ),
        ),
        once(
          t(
            'Travel budget: how much a month goes to trips',
            'Бюджет на путешествия: сколько в месяц откладывать на поездки',
          ),
        ),
        once(t('Check passports and visas for the trips', 'Проверить загранпаспорт и визы для поездок')),
        once(
          t(
            'Block the travel dates with work: holidays and long weekends',
            'Согласовать даты поездок с работой: отпуск и длинные выходные',
          ),
        ),
      ],
    },
    {
      id: 'book',
      weight: 2,
      maxWeeks: 6,
      milestone: t('First trips booked', 'Первые поездки забронированы'),
      steps: [
        step(t('Book flights or trains for the first trip', 'Купить билеты на первую поездку')),
        step(t('Book a place to stay for the first trip', 'Забронировать жильё на первую поездку')),
        step(t('Travel insurance for the trips', 'Оформить страховку для поездок')),
        monthly(
          t(
            'Travel savings: set aside this month’s share',
            'Накопления на путешествия: отложить долю за месяц',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'go',
      weight: 5,
      milestone: t('Trips under way', 'Поездки идут по плану'),
      milestoneWithTarget: t('Travelled: {cum:nom}', 'Уже побывали: {cum:nom}'),
      steps: [
        spread(
          t(
            'Trip {n} of {count}: pack, go, keep a short travel journal',
            'Поездка {n} из {count}: собраться, поехать, вести короткий дневник путешествия',
          ),
          {
            minutes: 120,
          },
        ),
        monthly(
          t(
            'Plan and book the next trip: tickets and a place to stay',
            'Спланировать следующую поездку: билеты и жильё',
          ),
          { minutes: 60 },
        ),
        monthly(
          t(
            'Travel savings: set aside this month’s share',
            'Накопления на путешествия: отложить долю за месяц',
          ),
          { minutes: 10 },
        ),
      ],
    },
    {
      id: 'review',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the trips are made', 'Цель достигнута: поездки состоялись'),
      milestoneWithTarget: t('Goal reached: {target:nom}', 'Цель достигнута: {target:nom}'),
      steps: [
        last(
          t(
            'Travel album: the best photos and notes from every trip',
            'Альбом путешествий: лучшие фото и заметки из каждой поездки',
          ),
          { key: true },
        ),
      ],
    },
  ],
};
