import { last, once, t, type Variant, weekly } from './dsl.js';

/** Cycling: bike fit, base rides, a long ride growing about 10 % a week, an easier week before the goal ride. */
export const cyclingVariant: Variant = {
  id: 'cycling',
  defaultWeeks: 10,
  sessionsPerWeek: 3,
  time: '08:00',
  phases: [
    {
      id: 'start',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Bike ready, first rides done', 'Велосипед готов, первые поездки позади'),
      steps: [
        once(
          t(
            'Bike check: brakes, tyres, chain; adjust the saddle height',
            'Проверить велосипед: тормоза, шины, цепь; выставить высоту седла',
          ),
        ),
        once(
          t(
            'Get a helmet, lights, a spare tube and a pump',
            'Купить шлем, фонари, запасную камеру и насос для велосипеда',
          ),
        ),
        once(
          t(
            'Test ride: ride easy for an hour on a flat route, note the distance',
            'Контрольная поездка на велосипеде: час спокойно по ровному маршруту, записать дистанцию',
          ),
          { key: true },
        ),
        weekly(
          [
            t(
              'Easy bike ride, 45 min, high cadence',
              'Лёгкая поездка на велосипеде, 45 минут, лёгкая передача',
            ),
            t(
              'Bike ride, 45 min: practise gear changes and braking',
              'Велосипед, 45 минут: переключение передач и торможение',
            ),
          ],
          { times: 2, minutes: 45 },
        ),
      ],
    },
    {
      id: 'base',
      weight: 3,
      milestone: t('Riding two hours comfortably', 'Два часа на велосипеде без усталости'),
      milestoneWithTarget: t('Longest ride so far: {cum:nom}', 'Самая длинная поездка: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Easy bike ride, 60 min at a chatting pace',
              'Лёгкая поездка на велосипеде, 60 минут в разговорном темпе',
            ),
            t(
              'Bike ride with hills, 60 min: stay seated, spin',
              'Велосипед с подъёмами, 60 минут: сидя, на лёгкой передаче',
            ),
          ],
          { times: 2, minutes: 60 },
        ),
        weekly(
          t(
            'Long bike ride: {long}, eat and drink every 30 min',
            'Длинная поездка на велосипеде: {long}, есть и пить каждые 30 минут',
          ),
          {
            key: true,
            when: 'level',
            minutes: 150,
          },
        ),
        weekly(t('Long bike ride, 2 hours, easy', 'Длинная поездка на велосипеде, 2 часа, спокойно'), {
          key: true,
          when: 'noTarget',
          minutes: 120,
        }),
      ],
    },
    {
      id: 'build',
      weight: 3,
      milestone: t('Long ride of the season done', 'Самая длинная тренировочная поездка позади'),
      milestoneWithTarget: t('Longest ride so far: {cum:nom}', 'Самая длинная поездка: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Bike intervals: 4 × 5 min hard, 5 min easy',
              'Велосипед интервалами: 4 × 5 минут быстро, 5 минут легко',
            ),
            t('Easy recovery ride, 45 min', 'Восстановительная поездка на велосипеде, 45 минут'),
          ],
          { times: 2, minutes: 60 },
        ),
        weekly(
          t(
            'Long bike ride: {long} at an even effort',
            'Длинная поездка на велосипеде: {long} в ровном усилии',
          ),
          {
            key: true,
            when: 'level',
            minutes: 240,
          },
        ),
        weekly(
          t(
            'Long bike ride, 3 hours at an even effort',
            'Длинная поездка на велосипеде, 3 часа в ровном усилии',
          ),
          {
            key: true,
            when: 'noTarget',
            minutes: 180,
          },
        ),
      ],
    },
    {
      id: 'goal',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the ride is done', 'Цель достигнута: поездка позади'),
      milestoneWithTarget: t(
        'Goal reached: {target:nom} ridden',
        'Цель достигнута: {target:nom} на велосипеде',
      ),
      steps: [
        weekly(
          t(
            'Easy bike ride, 40 min with a few short efforts',
            'Лёгкая поездка на велосипеде, 40 минут с короткими ускорениями',
          ),
          {
            minutes: 40,
          },
        ),
        last(
          t(
            'Prepare the bike and food for the goal ride; plan the route and stops',
            'Подготовить велосипед и еду к итоговой поездке, продумать маршрут и остановки',
          ),
          { minutes: 30 },
        ),
        last(
          t(
            'Goal ride: {target} by bike, start easy',
            'Итоговая поездка: {target:nom} на велосипеде, начать спокойно',
          ),
          {
            key: true,
            when: 'level',
            minutes: 300,
          },
        ),
        last(t('Goal ride: your longest bike ride yet', 'Итоговая поездка: самая длинная на велосипеде'), {
          key: true,
          when: 'noTarget',
          minutes: 240,
        }),
      ],
    },
  ],
};
