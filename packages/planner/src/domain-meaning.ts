/**
 * Routing by what the goal is for, before any keyword: a party one hosts (guests, a venue, a budget per head)
 * is a party even when it is at a gym hall or for a department; a business one grows is a business even when
 * it walks dogs; caring for a parent after a stroke is care, not a job; a raise asked for is a career step,
 * not savings (nor a promotion campaign). Each route names the domain it leads to; the keyword domains are tried only when none fits.
 */
import type { Domain } from './domain-type.js';
import { isBedtime, isCollegeAdmission, isProposal, isTaughtAdmission } from './domains-occasions.js';
import { PARTY } from './domains-tail-patterns.js';
import {
  isGroupEvent,
  isOnlineShop,
  isSchoolLeaverAdmission,
  isServiceBusiness,
  RAISE,
} from './domains-templates.js';
import { someoneElses } from './playbook-fit.js';
import type { ParsedStep } from './playbook-schema.js';

const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');

/** An event one celebrates: the party words, and the ones people name a party by ("sweet 16", «нг»). */
const EVENT = re(
  `${PARTY}|sweet\\s+(?:16|sixteen)|quincea\\p{L}*|bar\\s+mitzvah|bat\\s+mitzvah|(?:на|к)\\s+нг(?![\\p{L}])|новогодн\\p{L}*\\s+(?:вечер|праздник|корпоратив)\\p{L}*`,
);
/** What only a host talks about: guests, a head count, a venue, a budget, being the one in charge. */
const HOSTING = re(
  "\\d+\\s*(?:guests|people|kids|children|adults|pax|гост\\p{L}*|чел(?:овек)?\\.?|детей|ребят)|guest\\s+list|venue|(?:book|rent|hire)\\s+(?:a\\s+|the\\s+)?(?:hall|room|venue|restaurant)|снять\\s+(?:зал|кафе|ресторан|банкетн\\p{L}*)|банкет\\p{L}*|список\\s+гостей|собрать\\s+(?:всю\\s+|всех\\s+)?(?:родн\\p{L}*|родственник\\p{L}*|гостей|семью|друзей|всех)|вся\\s+родня|budget|бюджет|я\\s+(?:ответственн\\p{L}*|организатор\\p{L}*)|i\\s*(?:'?m|\\s+am)\\s+(?:in\\s+charge|organi[sz]ing|hosting)|(?:plan|organi[sz]e|throw|host|arrange)\\s+(?:my|our|a|an|the)\\s+(?:\\p{L}+\\s+){0,2}(?:party|birthday|sweet|anniversary|celebration|reunion|dinner)|(?:организовать|устроить|провести|отметить|отпраздновать)",
);
/** A wedding has its own plan; losing weight for an event is a body goal. */
const NOT_A_PARTY = re(
  'пожениться|lose|slim|похудеть|сбросить|скинуть|влезть\\s+в|fit\\s+into|выступ\\p{L}*|speech|тост\\p{L}*',
);
/** One's own wedding has its own plan; the parents' silver wedding or a friend's is a celebration one hosts. */
const WEDDING = re('wedding|свадьб\\p{L}*');
const notAParty = (t: string) => NOT_A_PARTY.test(t) || (WEDDING.test(t) && !someoneElses(t, WEDDING));
const SURPRISE_WORD = re('surprise|сюрприз\\p{L}*');

/** A business of one's own, by what is done with it: grown, run, given clients; a shop launched online. */
const BUSINESS = re(
  '(?:grow|scale|run|expand|build)\\s+(?:my|our|the)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:bu[is]{1,2}n[ei]ss|biz(?![\\p{L}]))|get\\s+(?:my|our|the)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:bu[is]{1,2}n[ei]ss|biz)\\s+to\\s+\\d+|(?:bu[is]{1,2}n[ei]ss|biz)\\s+to\\s+\\d+\\s+(?:\\p{L}+\\s+)?(?:clients|customers)|(?:открыть|запустить|создать)\\s+(?:сво\\p{L}*\\s+)?(?:онлайн|интернет)[\\s-]?магазин\\p{L}*|(?:онлайн|интернет)[\\s-]?магазин\\p{L}*.{0,60}(?:покупател|клиент|заказ|продаж)|(?:первых|первые)\\s+\\d+\\s+(?:покупател|клиент|заказ)\\p{L}*|(?:first|\\d+)\\s+(?:regular\\s+|paying\\s+)?(?:clients|customers)\\s+for\\s+my',
);

/** Looking after a parent or a grandparent: care, a carer, after an illness. */
const CARE = re(
  '(?:организовать|наладить|обеспечить)\\s+уход|уход\\p{L}*\\s+за|ухаживать|сиделк\\p{L}*|патронаж\\p{L}*|(?:care|caring)\\s+for|look(?:ing)?\\s+after|caregiv\\p{L}*|carer|home\\s+care',
);
const ELDER = re(
  'мам\\p{L}*|пап\\p{L}*|отц\\p{L}*|отец|мать|матер\\p{L}*|бабушк\\p{L}*|дедушк\\p{L}*|родител\\p{L}*|свекров\\p{L}*|т[её]щ\\p{L}*|mom|mum|mother|dad|father|parents?|grandma|grandmother|grandpa|grandfather|nan|gran',
);
const CHILD = re(
  'реб[её]н\\p{L}*|дет\\p{L}*|сын\\p{L}*|доч\\p{L}*|малыш\\p{L}*|baby|kids?|son|daughter|newborn|puppy|dog|cat|собак\\p{L}*|кошк\\p{L}*',
);

/** Caring for a parent or a grandparent: their illness or operation is theirs, not the person's. */
export const caresForSomeoneElse = (text: string): boolean =>
  CARE.test(text) && ELDER.test(text) && !CHILD.test(text);

/** Getting into a university, said the way school leavers say it. */
const ADMISSION = re(
  'поступить\\s+(?:в|на)\\s+(?:\\p{L}+\\s+)?(?:вышк\\p{L}*|универ\\p{L}*|вуз\\p{L}*|мгу|спбгу|мфти|мгимо|бауманк\\p{L}*|физтех|бюджет|платное|магистратур\\p{L}*|аспирантур\\p{L}*|медицинск\\p{L}*|меде?|юрфак|мехмат|журфак)',
);

const EXAM_WORD = re(
  'егэ|огэ|ielts|toefl|sat(?![\\p{L}])|gre(?![\\p{L}])|gmat|экзамен\\p{L}*|exams?(?![\\p{L}])',
);

const APPLY_WORD = re('apply|get\\s+(?:in|into|accepted)|admission|поступ');

/** Getting less anxious in a social situation: faced step by step, like a fear. */
const CONFIDENT = re(
  '(?:get|be|become|feel)\\s+(?:more\\s+|less\\s+)?(?:confident|comfortable|at\\s+ease|anxious|nervous|awkward|shy)\\s+(?:at|in|with|when|around|during)\\s+(?:\\p{L}+\\s+){0,2}(?:networking|parties|events|meetings|meetups|people|strangers|small\\s+talk|groups|conferences)|(?:чувствовать\\s+себя\\s+)?(?:увереннее|уверенно|спокойнее|свободнее)\\s+(?:на|в|с|среди)\\s+(?:\\p{L}+\\s+){0,2}(?:нетворкинг\\p{L}*|мероприяти\\p{L}*|вечеринк\\p{L}*|людьми|незнаком\\p{L}*|компани\\p{L}*|встреч\\p{L}*|конференци\\p{L}*)|перестать\\s+стесняться\\s+(?:на|в|с|среди)',
);

/** An exam named by its letters ("pass CPA FAR", «сдать ЕГЭ»): the exam plan; a driving test has its own. */
const PASS_EXAM =
  /(?<![\p{L}])(?:pass|sit|ace|take|retake|сдать|пересдать|сдавать)\s+(?:the\s+|my\s+|an?\s+)?\p{Lu}{2,6}(?:\s+\p{Lu}{2,4})?(?![\p{L}])/u;
const DRIVING_TEST = re('driv\\p{L}*|вожден\\p{L}*|права(?![\\p{L}])|гибдд|гаи');
const DRIVING = re(
  'driv\\p{L}*|вожден\\p{L}*|права(?![\\p{L}])|гибдд|гаи|пдд|mot(?![\\p{L}])|ндфл|декларац\\p{L}*|отч[её]т\\p{L}*|налог\\p{L}*|tax\\p{L}*',
);

/** A channel, a blog or a podcast one starts or grows, whatever it is about ("about restoring road bikes"). */
const CHANNEL = re(
  '(?:start|launch|grow|create|run|завести|запустить|создать|вести|раскрутить|развить)\\s+(?:a\\s+|an\\s+|my\\s+|our\\s+|сво\\p{L}*\\s+)?(?:[\\p{L}-]+\\s+){0,2}(?:\\p{L}+-)?(?:channel|blog|podcast|newsletter|канал\\p{L}*|блог\\p{L}*|подкаст\\p{L}*)(?![\\p{L}])',
);

const LESS_OF_IT = re('less|instead|меньше|вместо');

interface Route {
  to: string;
  when: (text: string) => boolean;
}

const ROUTES: Route[] = [
  // An online shop or a service run alone are businesses with plans of their own (no premises, no suppliers).
  { to: 'online-shop', when: isOnlineShop },
  { to: 'service-business', when: isServiceBusiness },
  { to: 'business', when: (t) => BUSINESS.test(t) },
  { to: 'raise', when: (t) => RAISE.test(t) },
  { to: 'audience', when: (t) => CHANNEL.test(t) && !LESS_OF_IT.test(t) },
  // A school leaver's application is not a graduate one (no proposal, no supervisor).
  { to: 'school-admission', when: isSchoolLeaverAdmission },
  // A nursing or a trade programme asks for prerequisites and an entrance test, not a supervisor.
  { to: 'college-admission', when: isCollegeAdmission },
  // A taught master's or an MBA has no supervisor and no research proposal.
  {
    to: 'taught-admission',
    when: (t) => isTaughtAdmission(t) && (!EXAM_WORD.test(t) || t.search(APPLY_WORD) < t.search(EXAM_WORD)),
  },
  // An exam said first ("сдать ЕГЭ и поступить в МГУ") is the goal; said after, it is a step of the application.
  {
    to: 'admissions',
    when: (t) => ADMISSION.test(t) && (!EXAM_WORD.test(t) || t.search(ADMISSION) < t.search(EXAM_WORD)),
  },
  { to: 'exam', when: (t) => PASS_EXAM.test(t) && !DRIVING.test(t) },
  { to: 'parent-care', when: caresForSomeoneElse },
  // A class's prom or reunion is organised for a group (money collected, contracts), not hosted at home.
  { to: 'group-event', when: isGroupEvent },
  // A proposal on an anniversary is a ring and a moment for two, not a party with guests.
  { to: 'proposal', when: isProposal },
  {
    to: 'surprise-party',
    when: (t) => EVENT.test(t) && HOSTING.test(t) && SURPRISE_WORD.test(t) && !notAParty(t),
  },
  { to: 'party', when: (t) => EVENT.test(t) && HOSTING.test(t) && !notAParty(t) },
  { to: 'fear', when: (t) => CONFIDENT.test(t) },
  // A bedtime said is the sleep plan (a fixed wake-up time, lights out earlier), even with a wake-up time beside it.
  { to: 'sleep', when: isBedtime },
];

/** A driving test already booked: the school, the theory and the booking are behind; the lessons and the test remain. */
const TEST_BOOKED = re(
  '(?:driving\\s+|practical\\s+|road\\s+)?test\\s+(?:is\\s+)?(?:booked|scheduled|on)|booked\\s+(?:my|the|a)\\s+(?:driving\\s+|practical\\s+)?test|экзамен\\p{L}*\\s+(?:в\\s+гибдд\\s+)?(?:уже\\s+)?(?:назначен\\p{L}*|через)|записал\\p{L}*\\s+на\\s+экзамен',
);
/** Whether a driving test is already booked. */
export const drivingTestBooked = (text: string): boolean => TEST_BOOKED.test(text) && DRIVING_TEST.test(text);
const LEFT_WHEN_BOOKED = new Set(['driving', 'test']);
const bookingStep = (step: ParsedStep) =>
  (Array.isArray(step.label) ? step.label : [step.label]).some((l) => /^Book /u.test(l.en ?? ''));

function bookedTest(driving: Domain): Domain {
  const phases = driving.variant.phases
    .filter((p) => LEFT_WHEN_BOOKED.has(p.id))
    .map((p) => ({ ...p, steps: p.steps.filter((st) => !bookingStep(st)) }));
  return { ...driving, variant: { ...driving.variant, phases } };
}

/** The domain the goal is for by its meaning, or null to let the keyword domains decide. */
export function domainByMeaning(text: string, byId: ReadonlyMap<string, Domain>): Domain | null {
  const driving = byId.get('driving-licence');
  if (driving && drivingTestBooked(text) && !HAS_LICENCE.test(text)) return bookedTest(driving);
  for (const route of ROUTES) {
    if (!route.when(text)) continue;
    // An exam taken on the way to an application ("get into an MBA, take the GMAT first") is the application's.
    if (route.to === 'exam' && byId.get('admissions')?.test(text, null)) continue;
    const domain = byId.get(route.to);
    if (domain) return domain;
  }
  return null;
}

/** Having a licence already: the driving-school plan is not for them ("права есть 2 года, но ездить боюсь"). */
export const HAS_LICENCE = re(
  "права\\s+(?:уже\\s+)?есть|есть\\s+права|получил\\p{L}*\\s+права|(?:have|got|had)\\s+(?:my|a)\\s+(?:driving\\s+|driver'?s\\s+)?licen[cs]e|licensed\\s+driver|(?:вожу|за\\s+рул[её]м)\\s+(?:уже\\s+)?\\d+|(?:been\\s+)?driving\\s+for\\s+\\d+",
);
