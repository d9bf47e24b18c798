import type { Domain } from './domains.js';
import { readInterest } from './interest.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { careerSwitchVariant } from './playbooks/kind-career-switch.js';
import { debtInterestVariant } from './playbooks/kind-debt.js';
import { dentalVariant } from './playbooks/kind-dental.js';
import { checkupVariant, conditionVariant } from './playbooks/kind-doctor.js';
import { childHabitVariant, schoolStartVariant } from './playbooks/kind-family.js';
import { giftsVariant, parentCareVariant } from './playbooks/kind-family-2.js';
import { declutterVariant, seedlingsVariant } from './playbooks/kind-home.js';
import { partyVariant, publicEventVariant } from './playbooks/kind-party.js';
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
const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);
const near = (verb: string, object: string, gap = 4) =>
  re(`(?:${verb})(?:[\\s,]+[\\p{L}\\p{N}'’-]+){0,${gap}}?[\\s,]+(?:${object})`);

const ORGANISE =
  'organi[sz]e|plan|throw|host|arrange|put\\s+on|организовать|организую|устроить|провести|подготовить|спланировать|отметить|отпраздновать';
const PARTY =
  'party|parties|celebration|(?:baby|bridal)\\s+shower|shower|birthday|b-?day|\\d+(?:st|nd|rd|th)(?![\\p{L}])|dinner|lunch|brunch|reunion|bachelorette|bachelor|hen\\s+(?:do|party)|stag|prom|graduation|anniversary|housewarming|wedding|корпоратив\\p{L}*|девичник\\p{L}*|мальчишник\\p{L}*|праздник\\p{L}*|д(?:ень|ня)\\s+рождени\\p{L}*|др(?![\\p{L}])|юбиле\\p{L}*|выпускн\\p{L}*|вечеринк\\p{L}*|свадьб\\p{L}*|ужин\\p{L}*|обед\\p{L}*|новоселье|утренник\\p{L}*|годовщин\\p{L}*|встреч\\p{L}*\\s+выпускник\\p{L}*';
const PUBLIC =
  'charity|fundraiser|fundraising|meetup|conference|hackathon|tournament|festival|fair|race|\\d+\\s*k\\s+(?:run|walk)|fun\\s+run|благотворительн\\p{L}*|конференци\\p{L}*|митап\\p{L}*|хакатон\\p{L}*|турнир\\p{L}*|фестивал\\p{L}*|ярмарк\\p{L}*|забег\\p{L}*|субботник\\p{L}*';
const BODY =
  /(?<![\p{L}])(?:lose|slim|get\s+(?:in\s+)?(?:fit|shape)|tone\s+up|fit\s+into|похудеть|сбросить|скинуть|подтянуть|прийти\s+в\s+форму|влезть\s+в)/iu;

const PUBLIC_EVENT = near(ORGANISE, PUBLIC);
/** Counted things a person makes; films only with a verb of making (else they are watched). */
const WORK_UNITS = new Set(['painting', 'drawing', 'poem', 'song', 'story', 'photo', 'video', 'sweater']);
const CONSUME = re('read|watch|listen|прочит|читать|посмотреть|смотреть|послушать|слушать');
const MAKE_FILM = re('make|shoot|film|снять|снимать|смонтировать');
const PARTY_EVENT = near(ORGANISE, PARTY);
const EXPEDITION = re(
  'hike\\s+(?:the|a|to|up)|hiking\\s+trip|trek\\p{L}*|thru-?hike|climb\\s+(?:mount|mt|kilimanjaro|elbrus|everest)|summit|camino|поход\\p{L}*\\s+(?:по|на|в)|сходить\\s+в\\s+поход|пройти\\s+(?:маршрут|тропу|трек|камино)|восхождени\\p{L}*|подняться\\s+на|взойти\\s+на|эльбрус\\p{L}*|килиманджаро|трекинг\\p{L}*',
);
const TRIP = re(
  'travel\\p{L}*|trip|backpack\\p{L}*|road\\s*trip|vacation|holiday\\s+(?:in|to)|fly\\s+to|путешеств\\p{L}*|съездить|поехать\\s+(?:в|на)|поездк\\p{L}*|слетать|отпуск\\p{L}*\\s+(?:в|на)|отдохнуть\\s+(?:в|на)|тур\\s+по',
);
const DECLUTTER = re(
  'declutter\\p{L}*|konmari|marie\\s+kondo|(?:organi[sz]e|clear\\s+out|clean\\s+out|sort\\s+out|tidy)\\s+(?:up\\s+)?(?:the|my|our)\\s+(?:garage|loft|attic|basement|closet|wardrobe|shed|house|home|flat|apartment|room|kitchen|cupboards?|storage)|расхлам\\p{L}*|мари\\s+кондо|разобрать\\s+(?:\\p{L}+\\s+)?(?:шкаф\\p{L}*|гараж\\p{L}*|балкон\\p{L}*|антресол\\p{L}*|кладов\\p{L}*|квартир\\p{L}*|вещи|завалы|хлам)|навести\\s+порядок\\s+(?:в|на)\\s+(?:квартир\\p{L}*|дом\\p{L}*|шкаф\\p{L}*|гараж\\p{L}*|кладов\\p{L}*|комнат\\p{L}*|балкон\\p{L}*|вещах|антресол\\p{L}*)|избавиться\\s+от\\s+(?:лишних\\s+вещей|хлама)',
);
const SEEDLINGS = re('seedlings?|start\\s+seeds|рассад\\p{L}*');
const SCHOOL_START = re(
  '(?:prepare|get|ready)\\s+(?:\\p{L}+\\s+){0,3}(?:for|ready\\s+for)\\s+(?:starting\\s+)?(?:school|kindergarten|nursery|preschool|first\\s+grade|year\\s+1)|(?:starts?|starting)\\s+(?:school|kindergarten|nursery|preschool)|подготов\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}к\\s+(?:школ\\p{L}*|садик\\p{L}*|детск\\p{L}*\\s+сад\\p{L}*|первому\\s+классу)|в\\s+первый\\s+класс',
);
const CHILD_HABIT = re(
  'potty|toilet[-\\s]train\\p{L}*|pacifier|dummy|binky|thumb[-\\s]sucking|sleep\\s+in\\s+(?:their|his|her)\\s+own\\s+bed|(?:kids?|children|toddler|baby|son|daughter)\\s+(?:\\p{L}+\\s+){0,2}(?:to|in)\\s+bed|горшк\\p{L}*|соск\\p{L}*|пустышк\\p{L}*|(?:спать|засыпать)\\s+в\\s+сво\\p{L}*\\s+кроват\\p{L}*|укладыва\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:ребён|ребен|дет|сына|дочь)',
);
const PARENT_CARE = re(
  'assisted\\s+living|care\\s+home|nursing\\s+home|retirement\\s+home|(?:aging|ageing|elderly)\\s+(?:parents?|mom|mum|dad|mother|father)|дом\\p{L}*\\s+престарел\\p{L}*|пансионат\\p{L}*|сиделк\\p{L}*|уход\\p{L}*\\s+за\\s+(?:мам|пап|бабушк|дедушк|родител|отц|матер)\\p{L}*',
);
const GIFTS = re(
  '(?:buy|get|prepare|make|wrap|choose)\\s+(?:\\p{L}+\\s+){0,3}(?:presents|gifts)|christmas\\s+shopping|(?:подготовить|купить|выбрать|сделать|собрать)\\s+(?:\\p{L}+\\s+){0,2}подарк\\p{L}*',
);
const CONDITION = re(
  'cholesterol|a1c|hba1c|blood\\s+sugar|glucose|pre-?diabet\\p{L}*|diabet\\p{L}*|blood\\s+pressure|hypertension|thyroid|холестерин\\p{L}*|сахар\\p{L}*\\s+(?:в\\s+)?крови|глюкоз\\p{L}*|диабет\\p{L}*|давлени\\p{L}*|гипертони\\p{L}*|щитовидк\\p{L}*|гемоглобин\\p{L}*|врач\\s+назначил\\p{L}*|doctor\\s+(?:said|told|prescribed)',
);
const DENTAL = re('dentist|dental|teeth|tooth|стоматолог\\p{L}*|зуб\\p{L}*');
const CHECKUP = re(
  'check-?up|physical\\s+exam|screening|mammogram|colonoscop\\p{L}*|smear\\s+test|blood\\s+tests?|диспансеризац\\p{L}*|анализ\\p{L}*|обследован\\p{L}*|эндокринолог\\p{L}*|терапевт\\p{L}*|кардиолог\\p{L}*|гинеколог\\p{L}*|окулист\\p{L}*|офтальмолог\\p{L}*|(?:see|visit)\\s+(?:a|the|my)\\s+(?:doctor|gp)|(?:сходить|записаться)\\s+к\\s+врач\\p{L}*|медосмотр\\p{L}*',
);
const DAILY_CARE = re(
  'every\\s+day|each\\s+day|daily|a\\s+day|twice|каждый\\s+день|ежедневно|в\\s+день|дважды',
);
const CAREER_SWITCH = re(
  '(?:move|switch|transition|pivot|change|go)\\s+(?:careers?\\s+)?from\\s+(?:[\\p{L}-]+\\s+){1,3}(?:in)?to\\s+|career\\s+change|change\\s+(?:my\\s+)?careers?|switch\\s+careers?|(?:get|break)\\s+into\\s+(?:tech|it|ux|data|product|software|marketing|design|nursing|teaching)|уйти\\s+из\\s+(?:\\p{L}+\\s+){1,3}в\\s+|перейти\\s+из\\s+(?:\\p{L}+\\s+){1,3}в\\s+|сменить\\s+(?:профессию|сферу|специальность)|войти\\s+в\\s+(?:it|ит|айти)|вкатиться|переквалифицир\\p{L}*|переучиться\\s+на',
);
const DEBT = re(
  'debt|loan|credit\\s+card|mortgage|pay\\s+off|repay|долг\\p{L}*|кредит\\p{L}*|ипотек\\p{L}*|погас\\p{L}*|займ\\p{L}*|рассрочк\\p{L}*',
);
const SAVE = re('save|saving|накоп\\p{L}*|копить|отложить');

/**
 * Family and health goals read before the keyword domains: a child's sleep is not the parent's sleep playbook,
 * blood sugar is not quitting sugar.
 */
export const FAMILY_DOMAINS: Domain[] = [
  {
    id: 'condition',
    kind: 'build-habit',
    category: 'health',
    variant: variant(conditionVariant),
    test: (text) => CONDITION.test(text),
    mentions: /doctor|walk|readings|food|medicine|test|врач|ходьб|прогулк|показател|питани|лекарств|анализ/iu,
  },
  {
    id: 'child-habit',
    kind: 'build-habit',
    category: 'relationships',
    variant: variant(childHabitVariant),
    test: (text) => CHILD_HABIT.test(text),
    mentions: /child|routine|sticker|carer|ребён|ребен|ритуал|наклейк|сидит/iu,
  },
  {
    id: 'school-start',
    kind: 'life-change',
    category: 'relationships',
    variant: variant(schoolStartVariant),
    test: (text) => SCHOOL_START.test(text),
    mentions: /child|school|ребён|ребен|школ/iu,
  },
  {
    id: 'parent-care',
    kind: 'life-change',
    category: 'relationships',
    variant: variant(parentCareVariant),
    test: (text) => PARENT_CARE.test(text),
    mentions: /parent|place|family|родител|мест|семь/iu,
  },
];

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
    test: (text) => CHECKUP.test(text) && !DAILY_CARE.test(text),
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
      (WORK_UNITS.has(target.unit) || (target.unit === 'film' && MAKE_FILM.test(text))),
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
    id: 'party',
    kind: 'event',
    category: 'relationships',
    variant: variant(partyVariant),
    test: (text) => PARTY_EVENT.test(text) && !BODY.test(text),
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
    id: 'seedlings',
    kind: 'project',
    category: 'hobbies',
    variant: variant(seedlingsVariant),
    test: (text) => SEEDLINGS.test(text),
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
    id: 'trip',
    kind: 'event',
    category: 'hobbies',
    variant: variant(tripVariant),
    test: (text) => TRIP.test(text) && !SAVE.test(text),
    mentions: /trip|travel|поездк|отъезд/iu,
  },
];

/** The first tail domain the goal is about, or null. */
export function detectTailDomain(text: string, target: Target | null): Domain | null {
  for (const d of TAIL_DOMAINS) if (d.test(text, target)) return d;
  return null;
}

const FOR_GUESTS =
  /(?<![\p{L}])(?:for|на|для)\s+(\d{1,3})(?:\s+(?:guests?|people|persons?|гост\p{L}*|человек\p{L}*|персон\p{L}*))?(?![\p{L}\p{N}])(?!\s*(?:months?|weeks?|days?|years?|hours?|min|nights?|мес|нед|дн|лет|год|час|мин|ноч))/iu;

/**
 * The target as the domain reads it: an event's distance is its route ("a charity 5k run"), not a distance to
 * train for; "dinner for 12" is twelve guests.
 */
export function domainTarget(domain: string, target: Target | null, text: string): Target | null {
  if (domain !== 'party' && domain !== 'public-event') return target;
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
      'career-switch',
    ].includes(playbook)
  );
}
