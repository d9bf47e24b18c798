import { once, step, t, type Variant } from './dsl.js';
import { partyVariant } from './kind-party.js';
import { tripVariant } from './kind-trip.js';

type Step = Variant['phases'][number]['steps'][number];
const english = (s: Step) => (Array.isArray(s.label) ? s.label[0]!.en : s.label.en) ?? '';

/** Replaces steps whose English label starts with a key; adds steps at the start of a phase. */
function adapt(
  base: Variant,
  id: string,
  replace: Record<string, Step>,
  add: Record<string, Step[]> = {},
): Variant {
  return {
    ...base,
    id,
    phases: base.phases.map((phase) => ({
      ...phase,
      steps: [
        ...(add[phase.id] ?? []),
        ...phase.steps.map((s) => {
          const key = Object.keys(replace).find((k) => english(s).startsWith(k));
          return key ? replace[key]! : s;
        }),
      ],
    })),
  };
}

/** A surprise party: the party plan with the secret kept (a helper, a cover story, guests told not to post). */
export const surprisePartyVariant = adapt(
  partyVariant,
  'surprise-party',
  {},
  {
    frame: [
      once(
        t(
          'Keep it a surprise: one helper close to them and a cover story for the day',
          'Сохранить сюрприз: один помощник из близких и легенда на этот день',
        ),
        { minutes: 20 },
      ),
    ],
    details: [
      step(
        t(
          'Remind the guests it is a surprise: no posts, arrive 30 minutes before',
          'Напомнить гостям, что это сюрприз: ничего не публиковать, прийти за 30 минут',
        ),
        { minutes: 15 },
      ),
    ],
  },
);

/** A road trip: the trip plan with the car and the driving days instead of tickets and visas. */
export const roadTripVariant = adapt(
  tripVariant,
  'road-trip',
  {
    'Check the passport': once(
      t(
        'Check the driving licence, the car papers and the insurance for the whole route (and passports if it crosses a border)',
        'Проверить права, документы на машину и страховку на весь маршрут (и загранпаспорта, если едете через границу)',
      ),
    ),
    'Book the tickets': step(
      t(
        'Plan the driving days: at most 5–6 hours at the wheel, a stop every 2 hours',
        'Расписать дни в дороге: не больше 5–6 часов за рулём, остановка каждые 2 часа',
      ),
      { minutes: 60 },
    ),
    'Apply for the visa': step(
      t(
        'Book the stops along the route that fill up early (campsites, motels in peak season)',
        'Забронировать ночёвки на маршруте, которые быстро разбирают (кемпинги, мотели в сезон)',
      ),
      { minutes: 45 },
    ),
    'Trip budget': once(
      t(
        'Trip budget: fuel, stays, food, tolls and parking, a 10 % reserve',
        'Бюджет поездки: бензин, ночёвки, еда, платные дороги и парковки, запас 10 %',
      ),
    ),
  },
  {
    prepare: [
      step(
        t(
          'Service the car before the long drive: tyres, oil, brakes, lights',
          'Пройти ТО перед дальней дорогой: шины, масло, тормоза, свет',
        ),
        { minutes: 120 },
      ),
    ],
  },
);
