import { last, monthly, once, step, t, type Variant, weekly } from './dsl.js';

/**
 * A high mountain (Kilimanjaro, Elbrus, Everest base camp): the route with acclimatisation days booked, insurance
 * that covers the altitude, vaccinations where the country needs them, the flights; training hikes with a
 * loaded pack building to back-to-back long days and boots broken in; then the climb itself, dated, with
 * acclimatisation days on the mountain.
 */
export const altitudeVariant: Variant = {
  id: 'altitude',
  defaultWeeks: 24,
  sessionsPerWeek: 3,
  time: '07:30',
  phases: [
    {
      id: 'book',
      weight: 1,
      maxWeeks: 4,
      milestone: t(
        'Route with acclimatisation days booked, insurance and flights sorted',
        'Маршрут с днями акклиматизации выбран, страховка и билеты оформлены',
      ),
      steps: [
        once(
          t(
            'Choose the route with acclimatisation days (no more than 300–500 m higher to sleep each day) and book it with a licensed operator',
            'Выбрать маршрут с днями акклиматизации (ночёвка не выше чем на 300–500 м выше вчерашней) и забронировать у лицензированного оператора',
          ),
          { key: true, minutes: 90 },
        ),
        once(
          t(
            'Travel insurance that covers the route’s altitude and a helicopter evacuation',
            'Страховка, которая покрывает высоту маршрута и эвакуацию вертолётом',
          ),
          { minutes: 45 },
        ),
        once(
          t(
            'Book the flights and the visa if needed: arrive a day or two before the route starts',
            'Купить билеты и оформить визу, если нужна: прилететь за день-два до выхода на маршрут',
          ),
          { minutes: 60 },
        ),
        once(
          t(
            'Gear list for altitude: boots, warm layers, sleeping bag, headlamp, poles; what to buy or rent',
            'Список снаряжения для высоты: ботинки, тёплые слои, спальник, налобный фонарь, палки; что купить или взять в прокат',
          ),
        ),
      ],
    },
    {
      id: 'train',
      weight: 4,
      milestone: t(
        'Long hikes with a loaded pack, boots broken in',
        'Длинные выходы с рюкзаком, ботинки разношены',
      ),
      steps: [
        once(
          t(
            'Buy or rent the boots and wear them on every training hike to break them in',
            'Купить или взять в прокат ботинки и ходить в них на каждый тренировочный выход, чтобы разносить',
          ),
        ),
        weekly(
          t(
            'Training hike with a loaded backpack (8–10 kg): a little longer each week, from 2 hours towards 5–6',
            'Тренировочный выход с рюкзаком 8–10 кг: каждую неделю чуть дольше, от 2 часов к 5–6',
          ),
          { key: true, minutes: 180 },
        ),
        weekly(
          [
            t(
              'Hills or stairs with the backpack, 45–60 min',
              'Подъёмы в горку или по лестнице с рюкзаком, 45–60 минут',
            ),
            t(
              'Strength for the hike: legs and back, 30 min',
              'Сила ног и спины для выходов с рюкзаком, 30 минут',
            ),
          ],
          { times: 2, minutes: 45 },
        ),
        step(
          t(
            'Travel clinic: the vaccinations and malaria tablets the country needs, at least 6 weeks before the trip',
            'Прививочный кабинет: прививки и таблетки от малярии, если их требует страна, минимум за 6 недель до поездки',
          ),
          { workday: true },
        ),
        monthly(
          t(
            'Check the gear on a long hike: layers, boots, water, snacks; note what is missing',
            'Проверить снаряжение на длинном выходе: слои, ботинки, вода, перекусы; записать, чего не хватает',
          ),
          { minutes: 30 },
        ),
      ],
    },
    {
      id: 'build',
      weight: 2,
      maxWeeks: 8,
      milestone: t('Two long days in a row feel fine', 'Два длинных дня подряд даются спокойно'),
      steps: [
        weekly(
          t(
            'Back-to-back long days: a 5–6 hour hike with a loaded backpack on Saturday and again on Sunday',
            'Два длинных дня подряд: 5–6 часов с рюкзаком в субботу и снова в воскресенье',
          ),
          { key: true, minutes: 360 },
        ),
        weekly(
          [
            t(
              'Hills or stairs with the backpack, 60 min',
              'Подъёмы в горку или по лестнице с рюкзаком, 60 минут',
            ),
            t(
              'Strength for the hike: legs and back, 30 min',
              'Сила ног и спины для выходов с рюкзаком, 30 минут',
            ),
          ],
          { times: 2, minutes: 45 },
        ),
        once(
          t(
            'Check the packing list against the operator’s; insurance papers and the guide’s contacts printed',
            'Сверить список вещей со списком оператора; распечатать страховку и контакты гида',
          ),
        ),
      ],
    },
    {
      id: 'climb',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Summit reached and back down safely', 'Вершина взята, спустились без проблем'),
      steps: [
        once(
          t(
            'Leave the route, the insurance number and the check-in times with someone at home',
            'Оставить близким маршрут, номер страховки и время выхода на связь',
          ),
          { minutes: 15 },
        ),
        last(
          t(
            'Fly out: passport, insurance, medicines, boots and backpack in the hand luggage',
            'Вылет: паспорт, страховка, лекарства, ботинки и рюкзак в ручной клади',
          ),
          { minutes: 120 },
        ),
        last(
          t(
            'First day on the route: to the first camp slowly, at the guide’s pace; drink 3–4 litres',
            'Первый день на маршруте: до первого лагеря медленно, в темпе гида; пить 3–4 литра',
          ),
          { minutes: 360 },
        ),
        last(
          t(
            'Acclimatisation day on the mountain: a short hike higher, back down to sleep; drink 3–4 litres',
            'День акклиматизации на горе: подняться выше и спуститься ночевать; пить 3–4 литра',
          ),
          { minutes: 240 },
        ),
        last(
          t(
            'On to the next camp at the guide’s pace; eat even without appetite',
            'Переход в следующий лагерь в темпе гида; есть даже без аппетита',
          ),
          { minutes: 360 },
        ),
        last(
          t(
            'Second acclimatisation day: rest at camp, tell the guide about any headache or nausea',
            'Второй день акклиматизации: отдых в лагере, сказать гиду о любой головной боли или тошноте',
          ),
          { minutes: 120 },
        ),
        last(
          t(
            'To the high camp: a short day, rest, an early night; no summit push with a headache that does not pass',
            'Переход в штурмовой лагерь: короткий день, отдых и ранний отбой; не идти на вершину с непроходящей головной болью',
          ),
          { minutes: 240 },
        ),
        last(
          t(
            'Summit day of the route: go at the guide’s pace, turn back at the turnaround time or at any sign of altitude sickness',
            'День восхождения на маршруте: идти в темпе гида, повернуть назад в контрольное время или при первых признаках горной болезни',
          ),
          { key: true, minutes: 600 },
        ),
      ],
    },
  ],
};
