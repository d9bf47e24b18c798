import { biweekly, last, monthly, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * Decluttering a home, a room, a garage or a loft: zones in order, one zone a session with four boxes (keep,
 * sell, give, bin), the things to sell listed and the rest given away, then a place for everything.
 */
export const declutterVariant: Variant = {
  id: 'declutter',
  defaultWeeks: 6,
  sessionsPerWeek: 3,
  time: '11:00',
  phases: [
    {
      id: 'plan',
      weight: 1,
      maxWeeks: 1,
      milestone: t('Zones listed, boxes ready', 'Зоны расписаны, коробки готовы'),
      steps: [
        once(
          t(
            'Walk through and list the zones to clear, from the easiest to the hardest',
            'Обойти и выписать зоны для разбора — от самой простой к самой трудной',
          ),
          { minutes: 30 },
        ),
        once(
          t(
            'Get four boxes or bags and label them: keep, sell, give away, bin',
            'Подготовить четыре коробки или пакета с подписями: оставить, продать, отдать, выбросить',
          ),
          { minutes: 20 },
        ),
        once(
          t(
            'Find where to give things away: a charity shop, a collection point, neighbours’ groups',
            'Найти, куда отдавать вещи: благотворительный магазин, пункт приёма, соседский чат',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'clear',
      weight: 4,
      // A clear-out takes weeks, not a year: a long deadline is slack kept after it, for upkeep.
      maxWeeks: 10,
      milestone: t('Every zone sorted', 'Все зоны разобраны'),
      steps: [
        weekly(
          [
            t(
              'Sorting session, 60 min: the next zone on the list, every item into one of the four boxes',
              'Разбор, 60 минут: следующая зона из списка, каждую вещь — в одну из четырёх коробок',
            ),
            t(
              'Sorting session, 45 min: the hardest corner of the current zone; keep only what you used this year',
              'Разбор, 45 минут: самый трудный угол текущей зоны; оставить только то, чем пользовались в этом году',
            ),
            t(
              'Sorting session, 60 min: the small things — one drawer, shelf or box at a time',
              'Разбор, 60 минут: мелочи — по одному ящику, полке или коробке',
            ),
          ],
          { times: 3, minutes: 60 },
        ),
        weekly(
          t(
            'Take out the bin bags and the give-away box the same day',
            'В тот же день вынести мусор и отвезти коробку «отдать»',
          ),
          { minutes: 30 },
        ),
        biweekly(
          t(
            'List the things to sell, 30 min: photos, a fair price, a short description',
            'Выставить вещи на продажу, 30 минут: фото, честная цена, короткое описание',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'settle',
      weight: 1,
      maxWeeks: 2,
      milestone: t('A place for everything that stays', 'У каждой оставшейся вещи есть своё место'),
      steps: [
        step(
          t(
            'Give each kept thing a place: labelled boxes, shelves, hooks',
            'Определить место каждой оставшейся вещи: подписанные коробки, полки, крючки',
          ),
          { minutes: 90 },
        ),
        step(
          t(
            'Lower the price of what has not sold, or give it away',
            'Снизить цену на то, что не продалось, или отдать бесплатно',
          ),
          { minutes: 20 },
        ),
        step(
          t(
            'A rule to keep it clear: one thing in, one thing out, and a 10-minute tidy on Sundays',
            'Правило порядка: вещь пришла — вещь ушла, и 10 минут уборки по воскресеньям',
          ),
          { minutes: 15 },
        ),
        last(
          t(
            'Final walk-through with photos of the cleared space',
            'Финальный обход и фото разобранного пространства',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
    {
      id: 'upkeep',
      weight: 0.5,
      milestone: t('The space stays clear', 'Порядок держится'),
      steps: [
        monthly(
          t(
            'Monthly upkeep, 20 min: put back what has crept in and take one bag out',
            'Поддержка раз в месяц, 20 минут: вернуть на место то, что накопилось, и вынести один пакет',
          ),
          { minutes: 20 },
        ),
      ],
    },
  ],
};

/**
 * Seedlings for the garden (tomatoes, peppers, flowers), raised indoors to be planted out: supplies and a sowing
 * calendar, sowing, light and watering, pricking out, hardening off.
 */
export const seedlingsVariant: Variant = {
  id: 'seedlings',
  defaultWeeks: 16,
  sessionsPerWeek: 2,
  time: '10:00',
  phases: [
    {
      id: 'supplies',
      weight: 2,
      milestone: t('Seeds, soil and light ready', 'Семена, грунт и подсветка готовы'),
      steps: [
        once(
          t(
            'Sowing calendar: count back from the planting-out date for each crop (peppers ~10 weeks, tomatoes ~8)',
            'Календарь посева: отсчитать назад от даты высадки для каждой культуры (перец ~10 недель, томаты ~8)',
          ),
          { minutes: 30 },
        ),
        last(
          t(
            'Buy the seeds, seedling soil, cups or cassettes and labels',
            'Купить семена, грунт для рассады, стаканчики или кассеты и подписи',
          ),
        ),
        last(
          t(
            'Set up a light for the seedlings on the windowsill (a grow lamp, 12–14 hours a day)',
            'Установить на подоконнике досветку для рассады (фитолампа, 12–14 часов в день)',
          ),
        ),
      ],
    },
    {
      id: 'sow',
      weight: 2,
      maxWeeks: 4,
      milestone: t('Seedlings up and growing', 'Рассада взошла и растёт'),
      steps: [
        once(
          t(
            'Sow the slow crops first (peppers, aubergines): soak, sow, cover with film, keep warm',
            'Посеять первыми долгие культуры (перец, баклажаны): замочить, посеять, накрыть плёнкой, держать в тепле',
          ),
          { minutes: 60 },
        ),
        step(t('Sow the tomatoes, label every variety', 'Посеять томаты, подписать каждый сорт'), {
          minutes: 60,
        }),
        weekly(
          t(
            'Seedling care, 15 min: water when the top is dry, turn them to the light, note growth',
            'Уход за рассадой, 15 минут: полить, когда верх подсох, повернуть к свету, отметить рост',
          ),
          { minutes: 15 },
        ),
      ],
    },
    {
      id: 'grow',
      weight: 2,
      maxWeeks: 6,
      milestone: t('Seedlings pricked out and strong', 'Рассада распикирована и окрепла'),
      steps: [
        step(
          t(
            'Prick out the seedlings into separate pots at two true leaves',
            'Распикировать рассаду в отдельные горшочки при двух настоящих листьях',
          ),
          { minutes: 90 },
        ),
        weekly(
          t(
            'Seedling care, 20 min: water, feed every two weeks, check for stretching and pests',
            'Уход за рассадой, 20 минут: полив, подкормка раз в две недели, проверить, не вытягивается ли и нет ли вредителей',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'harden',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Seedlings ready to plant out', 'Рассада готова к высадке'),
      steps: [
        once(
          t(
            'Harden off the seedlings: a balcony or outdoors for 1–2 hours, a little longer each day',
            'Закаливать рассаду: балкон или улица на 1–2 часа, каждый день чуть дольше',
          ),
          { minutes: 30 },
        ),
        last(
          t(
            'Seedlings ready: check the night frosts and plan the planting-out day',
            'Рассада готова: проверить ночные заморозки и назначить день высадки',
          ),
          { key: true, minutes: 30 },
        ),
      ],
    },
  ],
};
