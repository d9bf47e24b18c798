import { biweekly, last, monthly, once, spread, step, t, type Variant, weekly } from './dsl.js';

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
        ),
        once(
          t(
            'Book the registry office or ceremony date',
            'Подать заявление в ЗАГС или забронировать дату церемонии',
          ),
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

/** A renovation (kitchen, flat…): scope and budget, design and quotes, works, finishing. */
export const renovationVariant: Variant = {
  id: 'renovation',
  defaultWeeks: 16,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'scope',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Renovation scope and budget set', 'Объём ремонта и бюджет определены'),
      steps: [
        once(
          t(
            'Measure the room and list what the renovation must change',
            'Обмерить помещение и записать, что должен изменить ремонт',
          ),
        ),
        once(t('Set the renovation budget with a 15 % reserve', 'Определить бюджет ремонта с запасом 15 %')),
        once(
          t(
            'Collect renovation ideas: a board of 10 pictures you like',
            'Собрать идеи для ремонта: 10 картинок, которые нравятся',
          ),
        ),
      ],
    },
    {
      id: 'design',
      weight: 2,
      milestone: t('Renovation design and contractor chosen', 'Проект ремонта и подрядчик выбраны'),
      steps: [
        weekly(
          [
            t(
              'Renovation quotes: meet a contractor, get a written estimate',
              'Смета на ремонт: встреча с подрядчиком, письменная смета',
            ),
            t(
              'Renovation layout: plan sockets, lighting and storage',
              'Планировка для ремонта: розетки, свет, места хранения',
            ),
            t(
              'Renovation materials: pick finishes in a showroom',
              'Материалы для ремонта: выбрать отделку в салоне',
            ),
          ],
          { times: 1, minutes: 90 },
        ),
        last(
          t(
            'Sign the renovation contract with dates and stages',
            'Подписать договор на ремонт со сроками и этапами',
          ),
          {
            workday: true,
          },
        ),
      ],
    },
    {
      id: 'works',
      weight: 4,
      milestone: t('Rough renovation works done', 'Черновые работы по ремонту завершены'),
      steps: [
        once(
          t(
            'Order long-lead renovation items (kitchen units, windows, tiles)',
            'Заказать то, что долго везут: кухню, окна, плитку',
          ),
        ),
        weekly(
          [
            t(
              'Renovation site visit: check progress against the schedule',
              'Объект ремонта: проверить ход работ по графику',
            ),
            t(
              'Renovation: decide open questions with the contractor',
              'Ремонт: решить открытые вопросы с подрядчиком',
            ),
          ],
          { times: 1, minutes: 60, workday: true },
        ),
        biweekly(
          t(
            'Renovation budget check: paid, left, changes',
            'Сверка бюджета ремонта: оплачено, осталось, изменения',
          ),
          {
            minutes: 30,
          },
        ),
      ],
    },
    {
      id: 'finish',
      weight: 2,
      milestone: t('Goal reached: renovation finished', 'Цель достигнута: ремонт закончен'),
      steps: [
        weekly(
          [
            t(
              'Renovation finishing: check each room against the plan',
              'Чистовая отделка: проверить каждую комнату по плану',
            ),
            t(
              'Renovation snag list: write down every defect',
              'Список недоделок ремонта: записать все дефекты',
            ),
          ],
          { times: 1, minutes: 60 },
        ),
        last(
          t(
            'Accept the renovation: defects fixed, final payment, clean-up',
            'Приёмка ремонта: недочёты исправлены, окончательный расчёт, уборка',
          ),
          {
            key: true,
            workday: true,
          },
        ),
      ],
    },
  ],
};

/** Moving (to another city or country), backward from the moving day: documents, housing, packing. */
export const movingVariant: Variant = {
  id: 'moving',
  defaultWeeks: 20,
  sessionsPerWeek: 2,
  time: '19:00',
  phases: [
    {
      id: 'decide',
      weight: 1,
      maxWeeks: 4,
      milestone: t(
        'Move planned: budget, dates, documents list',
        'Переезд спланирован: бюджет, сроки, список документов',
      ),
      steps: [
        once(
          t(
            'Move budget: flights, deposit, first months, a reserve',
            'Бюджет переезда: дорога, залог, первые месяцы, резерв',
          ),
        ),
        once(
          t(
            'List the documents the move needs: visa, permits, translations',
            'Список документов для переезда: виза, разрешения, переводы',
          ),
        ),
        once(
          t(
            'Research neighbourhoods for the move: rent, commute, schools',
            'Изучить районы для переезда: аренда, дорога, школы',
          ),
        ),
      ],
    },
    {
      id: 'documents',
      weight: 3,
      milestone: t('Documents for the move ready', 'Документы для переезда готовы'),
      steps: [
        weekly(
          [
            t(
              'Move paperwork: one document or appointment this week',
              'Документы для переезда: один документ или запись на этой неделе',
            ),
            t(
              'Move: a job, remote-work or school arrangement for the new place',
              'Переезд: работа, удалёнка или школа на новом месте',
            ),
            t(
              'Move: learn 20 useful phrases of the local language',
              'Переезд: выучить 20 полезных фраз на местном языке',
            ),
          ],
          { times: 1, minutes: 60 },
        ),
        biweekly(
          t('Moving checklist review: done, waiting, next', 'Список дел по переезду: сделано, ждём, дальше'),
          {
            minutes: 20,
          },
        ),
      ],
    },
    {
      id: 'housing',
      weight: 2,
      milestone: t('Housing after the move secured', 'Жильё после переезда найдено'),
      steps: [
        weekly(
          [
            t(
              'Housing for the move: view three flats online or in person',
              'Жильё для переезда: посмотреть три квартиры онлайн или вживую',
            ),
            t(
              'Sell, give away or store what you will not move',
              'Продать, отдать или сдать на хранение то, что не едет с вами',
            ),
          ],
          { times: 1, minutes: 60 },
        ),
        last(
          t(
            'Sign the lease for after the move and book the tickets',
            'Подписать договор аренды на новом месте и купить билеты',
          ),
        ),
      ],
    },
    {
      id: 'move',
      weight: 1,
      maxWeeks: 3,
      milestone: t('Goal reached: moved', 'Цель достигнута: переезд состоялся'),
      steps: [
        once(
          t(
            'Moving: book movers or shipping, buy boxes',
            'Переезд: заказать перевозку или доставку, купить коробки',
          ),
        ),
        weekly(
          t('Pack for the move: one room or category', 'Сборы к переезду: одна комната или категория вещей'),
          {
            minutes: 90,
          },
        ),
        last(
          t(
            'Moving out: notify the bank, utilities and post of the new address',
            'Перед переездом: сообщить новый адрес банку, коммунальным службам и почте',
          ),
        ),
        last(
          t('Moving day: documents and valuables with you', 'День переезда: документы и ценное — при себе'),
          {
            key: true,
            minutes: 480,
          },
        ),
      ],
    },
  ],
};

/** Adopting a pet ({subject}: "dog", "собака"): readiness, the right animal, the home, the first weeks. */
export const petVariant: Variant = {
  id: 'pet',
  defaultWeeks: 8,
  sessionsPerWeek: 2,
  time: '18:30',
  phases: [
    {
      id: 'ready',
      weight: 1,
      maxWeeks: 2,
      milestone: t(
        'Ready for a pet: time, money, home agreed',
        'Готовность к питомцу: время, деньги, дом — всё обсуждено',
      ),
      steps: [
        once(
          t(
            'Pet budget: food, vet, insurance, sitter — per month',
            'Бюджет на питомца в месяц: корм, ветеринар, страховка, передержка',
          ),
        ),
        once(
          t(
            'Agree with the household who walks, feeds and pays for the pet',
            'Договориться с домашними, кто гуляет, кормит и платит за питомца',
          ),
        ),
        once(
          t(
            'Check the lease or building rules about pets',
            'Проверить договор аренды или правила дома насчёт питомцев',
          ),
        ),
      ],
    },
    {
      id: 'choose',
      weight: 2,
      milestone: t('Pet chosen from a shelter or breeder', 'Питомец выбран в приюте или у заводчика'),
      steps: [
        weekly(
          [
            t(
              'Visit a pet shelter and meet the animals',
              'Съездить в приют для животных и познакомиться с питомцами',
            ),
            t(
              'Read about the pet’s needs: exercise, grooming, health',
              'Прочитать о потребностях питомца: нагрузка, уход, здоровье',
            ),
          ],
          { times: 1, minutes: 90 },
        ),
        last(t('Apply to adopt the pet you met', 'Подать заявку на питомца, с которым познакомились')),
      ],
    },
    {
      id: 'home',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Home ready for the pet', 'Дом готов к питомцу'),
      steps: [
        once(
          t(
            'Pet kit: bed, bowls, food, lead or litter tray, toys',
            'Всё для питомца: лежанка, миски, корм, поводок или лоток, игрушки',
          ),
        ),
        once(
          t(
            'Pet-proof the home: cables, plants, small things',
            'Обезопасить дом для питомца: провода, растения, мелочи',
          ),
        ),
        once(
          t(
            'Choose a vet near home and book the first check-up',
            'Выбрать ветклинику рядом и записаться на первый осмотр питомца',
          ),
        ),
      ],
    },
    {
      id: 'first-weeks',
      weight: 2,
      milestone: t('Goal reached: the pet has settled in', 'Цель достигнута: питомец освоился дома'),
      steps: [
        once(
          t(
            'Bring the pet home: a quiet day, one room to start',
            'Забрать питомца домой: спокойный день, для начала одна комната',
          ),
          {
            key: true,
          },
        ),
        weekly(
          [
            t(
              'Pet routine: feeding and walks at fixed times',
              'Режим питомца: кормление и прогулки в одно и то же время',
            ),
            t(
              'Pet training, 10 min: name, toilet, one command',
              'Воспитание питомца, 10 минут: кличка, туалет, одна команда',
            ),
          ],
          { times: 2, minutes: 20 },
        ),
        last(
          t('Vet check-up for the pet: vaccinations and chip', 'Осмотр питомца у ветеринара: прививки и чип'),
          {
            workday: true,
          },
        ),
      ],
    },
  ],
};

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
