import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A celebration organised for a group one belongs to, not hosted at home: a class's prom, a graduation party,
 * a class reunion. Helpers and a per-head budget first, the money collected, the venue, the host and the
 * transport booked early under contracts, then the programme and the day.
 */
export const groupEventVariant: Variant = {
  id: 'group-event',
  defaultWeeks: 16,
  sessionsPerWeek: 2,
  time: '19:30',
  phases: [
    {
      id: 'team',
      weight: 1,
      maxWeeks: 3,
      milestone: t(
        'Helpers, the budget per head and the format agreed',
        'Помощники, бюджет на человека и формат праздника согласованы',
      ),
      steps: [
        once(
          t(
            'Call a parents’ or group meeting: the format, the date, a budget per head, two or three helpers',
            'Провести родительское собрание или общий созвон: формат, дата, бюджет на человека, двое-трое помощников',
          ),
          { minutes: 60, key: true },
        ),
        once(
          t(
            'Split the jobs between the helpers: the venue, the host and photographer, the transport, the money',
            'Распределить задачи между помощниками: площадка, ведущий и фотограф, транспорт, деньги',
          ),
        ),
        once(
          t(
            'Agree the date and the official part with the school or the class teacher',
            'Согласовать дату и официальную часть праздника со школой или классным руководителем',
          ),
          { workday: true, withOthers: true },
        ),
        once(
          t(
            'A shared budget table everyone can see: each item, the price per head, who has paid',
            'Завести общую таблицу бюджета, открытую всем: статьи, цена на человека, кто сдал деньги',
          ),
        ),
      ],
    },
    {
      id: 'book',
      weight: 3,
      milestone: t(
        'The venue, the host and the transport booked under contracts',
        'Площадка, ведущий и транспорт забронированы по договорам',
      ),
      steps: [
        step(
          t(
            'Compare three venues for the group (a restaurant, a boat, a country club): price per head, the menu, the dates free',
            'Сравнить три площадки для праздника (ресторан, теплоход, загородный клуб): цена на человека, меню, свободные даты',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Book the venue with a contract and a deposit; agree the menu and the rules on alcohol for minors',
            'Забронировать площадку по договору с предоплатой; согласовать меню и запрет алкоголя для несовершеннолетних',
          ),
          { minutes: 60, withOthers: true },
        ),
        step(
          t(
            'Collect the first part of the money and record each payment in the budget table',
            'Собрать первую часть денег на праздник и отметить каждый взнос в таблице бюджета',
          ),
        ),
        step(
          t(
            'Book the host and the photographer for the evening: a contract with the time and the price',
            'Забронировать ведущего и фотографа на вечер: договор со временем и ценой',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Book the transport for the group there and back, with the times in the contract',
            'Заказать автобус для всех туда и обратно, со временем в договоре',
          ),
        ),
        weekly(
          t(
            'Organisers’ check-in, 20 min: money collected, bookings made, what is left for this week',
            'Сверка с помощниками, 20 минут: сколько собрано денег, что забронировано, что осталось на неделю',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'programme',
      weight: 2,
      milestone: t(
        'The programme written, the money collected in full',
        'Программа праздника готова, деньги собраны полностью',
      ),
      steps: [
        step(
          t(
            'Write the programme with the host: the official part, the speeches, the games, the times',
            'Составить программу праздника с ведущим: официальная часть, поздравления, конкурсы, время',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Collect the rest of the money and show everyone the budget table with what was spent',
            'Собрать остаток денег и показать всем таблицу бюджета с тратами',
          ),
        ),
        step(
          t(
            'Order the flowers, the gifts for the teachers and the decorations for the venue',
            'Заказать цветы, подарки учителям и украшение зала',
          ),
        ),
        step(
          t(
            'Agree who of the adults is on duty at the venue and on the bus, and share their phone numbers',
            'Договориться, кто из взрослых дежурит на площадке и в автобусе, и раздать их телефоны',
          ),
        ),
        weekly(
          t(
            'Organisers’ check-in, 20 min: money collected, bookings made, what is left for this week',
            'Сверка с помощниками, 20 минут: сколько собрано денег, что забронировано, что осталось на неделю',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'day',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the celebration took place', 'Цель достигнута: праздник состоялся'),
      steps: [
        once(
          t(
            'Confirm every booking a week before: the venue, the host, the photographer, the transport, final payments',
            'За неделю подтвердить все брони: площадка, ведущий, фотограф, автобус, окончательные платежи',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Send everyone the plan of the day: times, the address, the bus, the phone of the adult on duty',
            'Разослать всем план дня: время, адрес, автобус, телефон дежурного взрослого',
          ),
        ),
        last(
          t(
            'The celebration: arrive an hour early, check the venue against the programme, let the helpers lead their parts',
            'Праздник: приехать за час, проверить площадку по программе, отдать помощникам их участки',
          ),
          { key: true, minutes: 240 },
        ),
        last(
          t(
            'Close the budget: the final table of spending and any money returned or left for the class',
            'Закрыть бюджет праздника: итоговая таблица трат и возврат остатка или что осталось классу',
          ),
          { minutes: 30 },
        ),
      ],
    },
  ],
};
