import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

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
