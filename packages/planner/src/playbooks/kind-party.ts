import { last, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A celebration someone organises (a birthday, a shower, a dinner, an office party, a graduation), planned
 * backward from the day: the frame, the venue and the invitations, the details, the day itself.
 */
export const partyVariant: Variant = {
  id: 'party',
  defaultWeeks: 6,
  sessionsPerWeek: 2,
  time: '19:30',
  phases: [
    {
      id: 'frame',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Date, budget and guest list set', 'Дата, бюджет и список гостей определены'),
      steps: [
        once(
          t(
            'Fix the date and the start time of the celebration, and who helps you organise it',
            'Определить дату и время праздника и кто помогает с организацией',
          ),
        ),
        once(
          t(
            'Set the budget: venue, food and drinks, decorations, gifts, a reserve of 10 %',
            'Задать бюджет: площадка, еда и напитки, украшения, подарки, запас 10 %',
          ),
        ),
        once(
          t('Guest list for {target}: names and contacts', 'Список гостей на {target}: имена и контакты'),
          {
            when: 'target',
          },
        ),
        once(
          t('Draft the guest list with names and contacts', 'Составить список гостей с именами и контактами'),
          {
            when: 'noTarget',
          },
        ),
        once(
          t(
            'Choose the format and the theme: at home, a café or a hired room',
            'Выбрать формат и тему праздника: дома, в кафе или в арендованном зале',
          ),
        ),
      ],
    },
    {
      id: 'book',
      weight: 2,
      milestone: t('Venue booked, invitations sent', 'Площадка забронирована, приглашения разосланы'),
      steps: [
        step(
          t(
            'Book the venue or get the room at home ready; confirm the date in writing',
            'Забронировать площадку или подготовить место дома; подтвердить дату письменно',
          ),
          { minutes: 60 },
        ),
        step(
          t(
            'Send the invitations: date, place, dress code and the day to reply by',
            'Разослать приглашения: дата, место, дресс-код и до какого дня ответить',
          ),
        ),
        step(
          t(
            'Order the cake or the catering, or plan the menu if you cook yourself',
            'Заказать торт или кейтеринг либо составить меню, если готовите сами',
          ),
        ),
        step(
          t(
            'Music, a host or games: agree the programme of the evening',
            'Музыка, ведущий или игры: продумать программу вечера',
          ),
        ),
        weekly(
          t(
            'Celebration to-do list, 20 min: what is done, what to do this week',
            'Список дел к празднику, 20 минут: что сделано, что сделать на этой неделе',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'details',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Guests confirmed, the day planned', 'Гости подтвердили, день расписан по часам'),
      steps: [
        step(
          t(
            'Collect the replies and confirm the final number of guests with the venue',
            'Собрать ответы гостей и сообщить площадке точное число гостей',
          ),
        ),
        step(
          t(
            'Write the timing of the day hour by hour, with who does what',
            'Расписать день по часам: что и когда происходит, кто за что отвечает',
          ),
        ),
        step(
          t(
            'Buy the decorations, the gift and the things for the games',
            'Купить украшения, подарок и всё для конкурсов',
          ),
        ),
        step(
          t(
            'Shopping list for food and drinks with the quantities per guest',
            'Список покупок еды и напитков с количеством на гостя',
          ),
        ),
      ],
    },
    {
      id: 'day',
      weight: 1,
      maxWeeks: 1,
      milestone: t('The celebration took place', 'Праздник состоялся'),
      steps: [
        once(
          t(
            'Call the venue and the suppliers to confirm the time and the delivery',
            'Созвониться с площадкой и подрядчиками: подтвердить время и доставку',
          ),
        ),
        once(
          t(
            'Buy the food and drinks, charge the speaker, prepare the playlist',
            'Купить продукты и напитки, зарядить колонку, собрать плейлист',
          ),
          { minutes: 90 },
        ),
        last(
          t(
            'The celebration: set up an hour early, follow the timing, enjoy it',
            'Праздник: прийти за час и всё подготовить, идти по таймингу, получать удовольствие',
          ),
          { key: true, minutes: 240 },
        ),
      ],
    },
  ],
};

/**
 * A public event (a charity run, a fundraiser, a meetup, a tournament, a school fair): a team, permits and a
 * venue, sponsors and registration, volunteers, the day and the thanks.
 */
export const publicEventVariant: Variant = {
  id: 'public-event',
  defaultWeeks: 16,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'frame',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Event team, budget and date agreed', 'Команда, бюджет и дата мероприятия согласованы'),
      steps: [
        once(
          t(
            'Gather an organising team of three to five and split the roles',
            'Собрать оргкомитет из трёх-пяти человек и распределить роли',
          ),
        ),
        once(
          t(
            'Write a one-page event plan: aim, audience, number of participants, budget',
            'Написать план мероприятия на страницу: цель, аудитория, число участников, бюджет',
          ),
        ),
        once(
          t(
            'Agree the date and the place with the school, the venue or the city',
            'Согласовать дату и место со школой, площадкой или администрацией',
          ),
          { workday: true },
        ),
      ],
    },
    {
      id: 'permits',
      weight: 2,
      milestone: t(
        'Permits, sponsors and registration in place',
        'Разрешения, спонсоры и регистрация готовы',
      ),
      steps: [
        step(
          t(
            'Apply for the permits and the event insurance',
            'Подать заявки на разрешения и оформить страховку мероприятия',
          ),
          { workday: true },
        ),
        step(
          t(
            'Ask five local businesses for sponsorship or prizes',
            'Обратиться к пяти местным компаниям за спонсорской помощью или призами',
          ),
        ),
        step(
          t(
            'Open the registration or the ticket page and announce the event',
            'Открыть регистрацию участников или продажу билетов и объявить о мероприятии',
          ),
        ),
        step(
          t(
            'Order what the day needs: stage, sound, tents, signs, water, first aid',
            'Заказать всё для дня мероприятия: сцену, звук, шатры, указатели, воду, медпомощь',
          ),
        ),
        weekly(
          t(
            'Organising team call, 30 min: registrations, money, open tasks',
            'Созвон оргкомитета, 30 минут: регистрации, деньги, открытые задачи',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'promote',
      weight: 2,
      milestone: t('Participants and volunteers recruited', 'Участники и волонтёры набраны'),
      steps: [
        weekly(
          t(
            'Promotion, 30 min: a post, a poster or a message to a group of parents',
            'Продвижение, 30 минут: пост, афиша или сообщение в родительский чат',
          ),
          { minutes: 30 },
        ),
        step(t('Recruit the volunteers and give each a role', 'Набрать волонтёров и дать каждому свою роль')),
        step(
          t(
            'Walk the site: the route or the layout, the entrances, the toilets, the first aid point',
            'Обойти место: маршрут или план площадки, входы, туалеты, медпункт',
          ),
          { minutes: 90 },
        ),
        step(t('Write the run sheet of the day, minute by minute', 'Расписать сценарий дня поминутно')),
      ],
    },
    {
      id: 'day',
      weight: 1,
      maxWeeks: 2,
      milestone: t('The event took place', 'Мероприятие состоялось'),
      steps: [
        once(
          t(
            'Briefing for the volunteers: the run sheet, the roles, what to do if something goes wrong',
            'Инструктаж волонтёров: сценарий, роли, что делать, если что-то пойдёт не так',
          ),
        ),
        last(
          t(
            'The event day: set up early, run it by the run sheet',
            'День мероприятия: прийти заранее, всё подготовить и вести по сценарию',
          ),
          { key: true, minutes: 300 },
        ),
      ],
    },
  ],
};
