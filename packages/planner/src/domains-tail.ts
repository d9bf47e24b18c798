import type { Domain } from './domain-type.js';
import { chessRating } from './domains-kinds.js';
import {
  BODY,
  CAREER_SWITCH,
  CHECKUP,
  CONSUME,
  DAILY_CARE,
  DEBT,
  DECLUTTER,
  DENTAL,
  DIY,
  EXPEDITION,
  GIFTS,
  GO_TO_PLACE,
  MAKE_COUNT,
  MAKE_FILM,
  PARTY_EVENT,
  PUBLIC_EVENT,
  REPAIR,
  ROAD_TRIP,
  SAVE,
  SEEDLINGS,
  SURPRISE,
  TREAT,
  TRIP,
  WORK_UNITS,
} from './domains-tail-patterns.js';
import { readInterest } from './interest.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { careerSwitchVariant } from './playbooks/kind-career-switch.js';
import { roadTripVariant, surprisePartyVariant } from './playbooks/kind-clones.js';
import { debtInterestVariant } from './playbooks/kind-debt.js';
import { dentalVariant } from './playbooks/kind-dental.js';
import { diyVariant } from './playbooks/kind-diy.js';
import { checkupVariant } from './playbooks/kind-doctor.js';
import { giftsVariant } from './playbooks/kind-family-2.js';
import { declutterVariant, seedlingsVariant } from './playbooks/kind-home.js';
import { partyVariant, publicEventVariant } from './playbooks/kind-party.js';
import { repairVariant } from './playbooks/kind-repair.js';
import { expeditionVariant, tripVariant } from './playbooks/kind-trip.js';
import { worksVariant } from './playbooks/kind-works.js';
import type { Target } from './types.js';
import { unitKind } from './units.js';

/**
 * The long tail of goal kinds: events someone organises, N creative works, a single trip or an expedition,
 * home projects, family goals, health with a doctor, a change of career. Each is read by a verb and its object
 * together (organise + party), never by one word, and tried after the keyword domains, so an own wedding, a
 * renovation or an exam keeps its playbook.
 */
const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);
export const TAIL_DOMAINS: Domain[] = [
  {
    id: 'debt-interest',
    kind: 'quantity',
    category: 'finances',
    variant: variant(debtInterestVariant),
    test: (text, target) =>
      !!target && unitKind(target.unit) === 'money' && DEBT.test(text) && readInterest(text) !== null,
    mentions: /debt|payment|interest|budget|money|долг|платёж|процент|бюджет|трат|деньг/iu,
  },
  {
    id: 'career-switch',
    kind: 'life-change',
    category: 'career',
    variant: variant(careerSwitchVariant),
    test: (text) => CAREER_SWITCH.test(text),
    mentions:
      /new role|new field|portfolio|CV|job ads|новую роль|новой сфер|новой професси|портфолио|резюме|вакансий/iu,
  },
  {
    id: 'checkup',
    kind: 'project',
    category: 'health',
    variant: variant(checkupVariant),
    test: (text) =>
      (CHECKUP.test(text) || (TREAT.test(text) && !DENTAL.test(text))) && !DAILY_CARE.test(text),
    mentions:
      /doctor|appointment|clinic|test|specialist|dentist|check-up|врач|приём|клиник|анализ|кровь|специалист|стоматолог|осмотр/iu,
  },
  {
    id: 'dental',
    kind: 'project',
    category: 'health',
    variant: variant(dentalVariant),
    test: (text) => DENTAL.test(text) && !DAILY_CARE.test(text),
    mentions: /dent|teeth|tooth|стоматолог|зуб/iu,
  },
  {
    id: 'gifts',
    kind: 'project',
    category: 'relationships',
    variant: variant(giftsVariant),
    test: (text) => GIFTS.test(text),
    mentions: /present|gift|подар/iu,
  },
  {
    id: 'works',
    kind: 'project',
    category: 'creativity',
    variant: variant(worksVariant),
    test: (text, target) =>
      !!target &&
      !CONSUME.test(text) &&
      (WORK_UNITS.has(target.unit) ||
        target.unit === 'piece' ||
        (target.unit === 'film' && MAKE_FILM.test(text))),
    mentions: /piece|series|session|materials|sketch|работ|сери|сесси|материал|набросок/iu,
  },
  {
    id: 'public-event',
    kind: 'event',
    category: 'relationships',
    variant: variant(publicEventVariant),
    test: (text) => PUBLIC_EVENT.test(text) && !BODY.test(text),
    mentions:
      /event|team|permit|sponsor|registration|volunteer|promotion|site|run sheet|мероприят|оргкомитет|разрешени|спонсор|регистрац|волонт|продвижени|площадк|сценари/iu,
  },
  {
    id: 'surprise-party',
    kind: 'event',
    category: 'relationships',
    variant: variant(surprisePartyVariant),
    test: (text) =>
      (SURPRISE.test(text) || (PARTY_EVENT.test(text) && /surprise|сюрприз/iu.test(text))) &&
      !BODY.test(text),
    mentions:
      /celebration|guest|venue|invitation|party|menu|cake|timing|day|surprise|праздник|гост|площадк|приглашени|меню|торт|день|вечер|сюрприз/iu,
  },
  {
    id: 'party',
    kind: 'event',
    category: 'relationships',
    variant: variant(partyVariant),
    test: (text) => (PARTY_EVENT.test(text) || SURPRISE.test(text)) && !BODY.test(text),
    mentions:
      /celebration|guest|venue|invitation|party|menu|cake|timing|day|праздник|гост|площадк|приглашени|меню|торт|день|вечер/iu,
  },
  {
    id: 'declutter',
    kind: 'project',
    category: 'self-development',
    variant: variant(declutterVariant),
    test: (text) => DECLUTTER.test(text),
    mentions: /zone|sort|box|sell|give|place|walk|разбор|зон|короб|продаж|отда|мест|обход|вынести/iu,
  },
  {
    id: 'repair',
    kind: 'project',
    category: 'hobbies',
    variant: variant(repairVariant),
    test: (text) => REPAIR.test(text),
    mentions: /repair|part|fault|tool|water|power|ремонт|детал|поломк|инструмент|вод|электрич/iu,
  },
  {
    id: 'diy',
    kind: 'project',
    category: 'hobbies',
    variant: variant(diyVariant),
    test: (text) => DIY.test(text),
    mentions: /job|space|materials|work|base|tools|работ|материал|основ|инструмент|мест/iu,
  },
  {
    id: 'seedlings',
    kind: 'project',
    category: 'hobbies',
    variant: variant(seedlingsVariant),
    test: (text) => SEEDLINGS.test(text),
    // Without a date, seedlings are raised for planting out in mid-May.
    knownDate: (_text, today) => {
      const year = new Date(today * 86_400_000).getUTCFullYear();
      const may = Date.UTC(year, 4, 15) / 86_400_000;
      return may - today >= 70 ? may : Date.UTC(year + 1, 4, 15) / 86_400_000;
    },
    mentions: /seed|sow|рассад|посе|семен/iu,
  },
  {
    id: 'expedition',
    kind: 'event',
    category: 'hobbies',
    variant: variant(expeditionVariant),
    test: (text) => EXPEDITION.test(text) && !SAVE.test(text),
    mentions: /hike|hiking|route|trail|gear|backpack|поход|маршрут|снаряжени|рюкзак|выход/iu,
  },
  {
    id: 'road-trip',
    kind: 'event',
    category: 'hobbies',
    variant: variant(roadTripVariant),
    test: (text) =>
      ROAD_TRIP.test(text) &&
      !SAVE.test(text) &&
      (TRIP.test(text) ||
        GO_TO_PLACE.test(text) ||
        /route|маршрут|трасс|road\s*trip|drive\s+(?:across|through|to)\s|автопутешеств|автотур/iu.test(text)),
    mentions: /trip|travel|drive|driving|car|route|поездк|отъезд|дорог|машин|маршрут|руль/iu,
  },
  {
    id: 'trip',
    kind: 'event',
    category: 'hobbies',
    variant: variant(tripVariant),
    test: (text) => (TRIP.test(text) || GO_TO_PLACE.test(text)) && !SAVE.test(text),
    mentions: /trip|travel|поездк|отъезд/iu,
  },
];

/** The first tail domain the goal is about, or null. */
export function detectTailDomain(text: string, target: Target | null): Domain | null {
  for (const d of TAIL_DOMAINS) if (d.test(text, target)) return d;
  return null;
}

const FOR_GUESTS =
  /(?<![\p{L}])(?:for|на|для)\s+(\d{1,3})(?:\s+(?:guests?|people|persons?|гост\p{L}*|человек\p{L}*|персон\p{L}*))?(?![\p{L}\p{N}]|[./]\d)(?!\s*(?:months?|weeks?|days?|years?|hours?|min|nights?|мес|нед|дн|лет|год|час|мин|ноч))/iu;

/**
 * The target as the domain reads it: an event's distance is its route ("a charity 5k run"), not a distance to
 * train for; "dinner for 12" is twelve guests.
 */
export function domainTarget(domain: string, target: Target | null, text: string): Target | null {
  if (domain === 'works') return target;
  // A body-fat percentage goes down from a level nobody said: shown in the title, never climbed from a guess.
  if (domain === 'body-composition') return null;
  if (domain === 'chess') return chessRating(text) ?? (target?.unit === 'point' ? target : null);
  // A limit to cut down to ("from 7 hours to 2") is not an amount to pile up: the title keeps the numbers.
  if (domain === 'cut-back') return null;
  // "never been above 1000 m": a height is where the person has been, not a distance to cover.
  if (domain === 'expedition' && target?.unit === 'm') return null;
  if (domain !== 'party' && domain !== 'surprise-party' && domain !== 'public-event') return target;
  if (target && unitKind(target.unit) === 'distance') return null;
  if (target) return target;
  const m = FOR_GUESTS.exec(text);
  const value = m ? Number(m[1]) : 0;
  return value >= 2 ? { value, unit: 'guest', measure: 'total' } : null;
}

/** How many pieces of a kind a person makes in a week beside a job: the default span of a series. */
export function worksPerWeek(unit: string): number {
  const rates: Record<string, number> = {
    painting: 0.75,
    drawing: 3,
    poem: 3,
    song: 0.5,
    story: 0.5,
    photo: 5,
    video: 1,
    sweater: 0.25,
    film: 0.1,
  };
  return rates[unit] ?? 1;
}

/**
 * Money named in a renovation, a trip or an event is its budget, a limit to keep; in a job search it is the pay
 * asked for. Neither is an amount collected step by step.
 */
export function isBudget(playbook: string, target: Target): boolean {
  return (
    unitKind(target.unit) === 'money' &&
    [
      'renovation',
      'trip',
      'party',
      'public-event',
      'wedding',
      'expedition',
      'job',
      'promotion',
      'raise',
      'career-switch',
    ].includes(playbook)
  );
}

const TRIP_LENGTH =
  /(?<![\p{L}])(?:in|for|на|за)\s+(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|две|два|три|четыре|пять)\s+(?:days?|nights?|weeks?|months?|дн\p{L}*|день|ноч\p{L}*|недел\p{L}*|месяц\p{L}*)(?![\p{L}])/giu;

/** A trip's length ("8 days", "for 3 months") is how long it lasts, not when it happens: the date is read without it. */
export function tripDates(domain: string | undefined, text: string): string {
  return domain === 'trip' || domain === 'road-trip' || domain === 'expedition'
    ? text.replace(TRIP_LENGTH, ' ')
    : text;
}

/** "Knit 4 hats", «сшить 5 платьев»: a count of hand-made pieces when no unit of its own was read. */
export function madePieces(target: Target | null, text: string): Target | null {
  if (target) return target;
  const m = MAKE_COUNT.exec(text);
  const value = m ? Number(m[1]) : 0;
  return value >= 2 ? { value, unit: 'piece', measure: 'total' } : null;
}
