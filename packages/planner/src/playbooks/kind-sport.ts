import { biweekly, last, once, t, type Variant, weekly } from './dsl.js';

/** Swimming: technique first, then continuous distance, longest swim growing week by week. */
export const swimmingVariant: Variant = {
  id: 'swimming',
  defaultWeeks: 10,
  sessionsPerWeek: 2,
  time: '07:30',
  phases: [
    {
      id: 'start',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Pool chosen, swimming level known', 'Бассейн выбран, уровень плавания известен'),
      steps: [
        once(
          t(
            'Choose a pool with lanes for adults and buy a pass; get goggles and a cap',
            'Выбрать бассейн с дорожками для взрослых и купить абонемент; очки и шапочка',
          ),
        ),
        once(
          t(
            'Test swim: swim easy as far as you can without stopping, note the distance',
            'Контрольный заплыв: плыть спокойно без остановки, сколько получится, записать дистанцию',
          ),
          { key: true },
        ),
        once(
          t(
            'Book two lessons with a swimming coach or join a beginners’ group',
            'Записаться на два занятия с тренером по плаванию или в группу для начинающих',
          ),
          { when: 'noTarget' },
        ),
        weekly(
          [
            t(
              'Swimming technique, 40 min: breathing to the side, kick with a board',
              'Техника плавания, 40 минут: выдох в воду, вдох в сторону, ноги с доской',
            ),
            t(
              'Swimming, 40 min: lengths of easy crawl with rests at the wall',
              'Плавание, 40 минут: отрезки спокойным кролем с отдыхом у бортика',
            ),
          ],
          { times: 2, minutes: 45 },
        ),
      ],
    },
    {
      id: 'base',
      weight: 3,
      milestone: t('Swimming 20 minutes without stopping', 'Плавание 20 минут без остановки'),
      milestoneWithTarget: t('Longest swim so far: {cum:nom}', 'Самый длинный заплыв: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Swimming drills, 40 min: catch and body rotation, then easy lengths',
              'Плавание, 40 минут: упражнения на гребок и вращение корпуса, потом спокойные отрезки',
            ),
            t(
              'Swimming intervals: 8 × 50 m with 30 s rest',
              'Плавание интервалами: 8 × 50 м, отдых 30 секунд',
            ),
          ],
          { times: 1, minutes: 45 },
        ),
        weekly(
          t(
            'Long swim: {long} without stopping, easy pace',
            'Длинный заплыв: {long} без остановки, спокойно',
          ),
          {
            key: true,
            when: 'level',
            minutes: 60,
          },
        ),
        weekly(
          t(
            'Long swim: 30 min, rest only when needed',
            'Длинный заплыв: 30 минут, отдых только при необходимости',
          ),
          {
            key: true,
            when: 'noTarget',
            minutes: 45,
          },
        ),
        biweekly(
          t(
            'Dry-land for swimmers, 20 min: shoulders, core, stretching',
            'Суша для пловцов, 20 минут: плечи, кор, растяжка',
          ),
          { minutes: 20 },
        ),
      ],
    },
    {
      id: 'build',
      weight: 3,
      milestone: t('Swimming 40 minutes without stopping', 'Плавание 40 минут без остановки'),
      milestoneWithTarget: t('Longest swim so far: {cum:nom}', 'Самый длинный заплыв: {cum:nom}'),
      steps: [
        weekly(
          [
            t(
              'Swimming intervals: 6 × 100 m a little faster, 30 s rest',
              'Плавание интервалами: 6 × 100 м чуть быстрее, отдых 30 секунд',
            ),
            t(
              'Swimming technique, 40 min: film a length or ask the coach to watch',
              'Техника плавания, 40 минут: снять отрезок на видео или попросить тренера посмотреть',
            ),
          ],
          { times: 1, minutes: 45 },
        ),
        weekly(t('Long swim: {long} at an even pace', 'Длинный заплыв: {long} в ровном темпе'), {
          key: true,
          when: 'level',
          minutes: 75,
        }),
        weekly(t('Long swim: 45 min at an even pace', 'Длинный заплыв: 45 минут в ровном темпе'), {
          key: true,
          when: 'noTarget',
          minutes: 60,
        }),
      ],
    },
    {
      id: 'goal',
      weight: 1,
      maxWeeks: 2,
      milestone: t('Goal reached: the swim is done', 'Цель достигнута: заплыв позади'),
      milestoneWithTarget: t('Goal reached: {target:nom} swum', 'Цель достигнута: проплыто {target:nom}'),
      steps: [
        weekly(
          t(
            'Easy swim, 30 min, a few faster lengths',
            'Лёгкое плавание 30 минут, несколько отрезков быстрее',
          ),
          {
            minutes: 30,
          },
        ),
        last(
          t(
            'Goal swim: {target} without stopping, start slowly',
            'Итоговый заплыв: {target} без остановки, начать спокойно',
          ),
          { key: true, when: 'level', minutes: 90 },
        ),
        last(
          t(
            'Goal swim: 45 minutes without stopping; note the distance',
            'Итоговый заплыв: 45 минут без остановки, записать дистанцию',
          ),
          { key: true, when: 'noTarget', minutes: 60 },
        ),
      ],
    },
  ],
};

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
