import { last, once, t, type Variant, weekly } from './dsl.js';

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
