import type { Domain } from './domain-type.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { businessVariant } from './playbooks/kind-business.js';
import { datingVariant } from './playbooks/kind-dating.js';
import { admissionsVariant, dogTrainingVariant } from './playbooks/kind-life.js';
import { confidenceVariant, morningRoutineVariant } from './playbooks/kind-self.js';
import type { SituationFact } from './situation.js';
import { isTakings } from './target-income.js';

/**
 * Domains read by meaning: each is tried before the keyword domains, and each keyword domain has a guard that
 * keeps it from goals it is not for (a sister's wedding is not one's own, a dog one has is not one to adopt,
 * an application to a PhD is not a thesis defence, a single person gets no steps for a couple).
 */
const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);

const APPLY = re(
  'apply(?:ing)?\\s+(?:to|for)|applications?\\s+(?:to|for)|get\\s+(?:in|into|admitted|accepted)|get\\s+(?:\\p{L}+\\s+){1,2}into|admission\\p{L}*|enrol\\p{L}*|поступ\\p{L}*|подать\\s+(?:документы|заявк\\p{L}*)|зачислен\\p{L}*',
);
const PROGRAMME = re(
  'phd|ph\\.d|doctoral|master\\p{L}*|mba|bachelor\\p{L}*|universit\\p{L}*|college|grad\\s+school|programm?e?s?|school|scholarship|grant|residency|аспирантур\\p{L}*|магистратур\\p{L}*|бакалавриат\\p{L}*|университет\\p{L}*|вуз\\p{L}*|институт\\p{L}*|колледж\\p{L}*|программ\\p{L}*|стипенди\\p{L}*|грант\\p{L}*',
);
const EXAM_NAME = re(
  'егэ|огэ|ielts|toefl|sat(?![\\p{L}])|gre(?![\\p{L}])|gmat|экзамен\\p{L}*|exams?(?![\\p{L}])',
);
const applyBeforeExam = (text: string): boolean => {
  const exam = text.search(EXAM_NAME);
  return exam < 0 || text.search(APPLY) < exam;
};
const DOG_TRAIN = re(
  'train\\p{L}*\\s+(?:(?:the|our|my|a)\\s+)?(?:\\p{L}+\\s+)?(?:dog|puppy)|(?:dog|puppy)\\s+training|teach\\s+(?:the|our|my)\\s+(?:dog|puppy)|obedience|leash|дрессир\\p{L}*|приучить\\s+(?:\\p{L}+\\s+)?(?:собак\\p{L}*|пса|щенка)|научить\\s+(?:\\p{L}+\\s+)?(?:собак\\p{L}*|пса|щенка)|кинолог\\p{L}*',
);
const DATING = re(
  'meet\\s+(?:someone|somebody|a\\s+(?:partner|girl|guy|man|woman))|find\\s+(?:a\\s+|my\\s+|the\\s+)?(?:partner|girlfriend|boyfriend|wife|husband|love|the\\s+one|someone)|start\\s+dating|go\\s+on\\s+(?:\\d+\\s+|more\\s+|a\\s+few\\s+|some\\s+)?(?:first\\s+)?dates?|сходить\\s+на\\s+(?:\\d+\\s+)?(?:перв\\p{L}*\\s+)?свидани\\p{L}*|get\\s+a\\s+(?:girlfriend|boyfriend)|познакомиться\\s+с\\s+(?:девушк\\p{L}*|парн\\p{L}*|мужчин\\p{L}*|женщин\\p{L}*|кем-то)|найти\\s+(?:себе\\s+)?(?:девушк\\p{L}*|парн\\p{L}*|мужа|жену|пару|партн\\p{L}*|любовь|вторую\\s+половин\\p{L}*)|начать\\s+встречаться|ходить\\s+на\\s+свидания',
);
const BUSINESS = re(
  '(?:open|start|launch|set\\s+up|run)\\s+(?:a\\s+|an\\s+|my\\s+(?:own\\s+)?)?(?:[\\p{L}-]+\\s+){0,3}(?:business|shop|store|café|cafe|coffee\\s+shop|bakery|restaurant|bar|studio|salon|company|startup|agency|brand|online\\s+store|e-?commerce|van|truck|cart|stall|saas|mvp|etsy\\s+shop|online\\s+course)|(?:sell|launch)\\s+(?:my\\s+)?(?:own\\s+)?(?:online\\s+)?course|(?:открыть|запустить)\\s+(?:сво\\p{L}*\\s+)?(?:\\p{L}+\\s+)?(?:кофейн\\p{L}*|магазин\\p{L}*|бизнес\\p{L}*|кафе|пекарн\\p{L}*|студи\\p{L}*|салон\\p{L}*|дело|ип|компани\\p{L}*|ресторан\\p{L}*|бар|агентств\\p{L}*|стартап\\p{L}*|бренд\\p{L}*|интернет-магазин\\p{L}*)|сво[её]\\s+дело|(?:зарегистрировать|оформить|открыть)\\s+(?:ип|ооо|самозанятость)|(?:сделать|запустить|создать)\\s+(?:сво\\p{L}*\\s+)?онлайн-курс\\p{L}*|side\\s+business|clients\\s+for\\s+my\\s+(?:\\p{L}+\\s+){0,3}business|first\\s+(?:\\d+\\s+)?(?:paying\\s+)?(?:clients|customers)|(?:start\\s+)?sell(?:ing)?\\s+(?!(?:the\\s+|my\\s+)?(?:stuff|old|things|unused|clutter))(?:[\\p{L}-]+\\s+){0,3}on\\s+(?:etsy|amazon|shopify)|(?:начать\\s+)?продавать\\s+(?!(?:сво\\p{L}*\\s+)?(?:вещи|ненужн|стар))(?:[\\p{L}-]+\\s+){0,3}(?:на\\s+(?:маркетплейс\\p{L}*|wildberries|вайлдберриз|озон\\p{L}*|ozon)|через\\s+интернет)',
);
/** Saying one is single now: marrying is then finding someone first («выйти замуж до 30, сейчас одна»). */
export const SINGLE_NOW = re(
  "(?:сейчас|пока)\\s+(?:одна|один|одинок\\p{L}*)|одинок\\p{L}*|(?:i'?m\\s+|i\\s+am\\s+|still\\s+)single|нет\\s+(?:парня|девушки|мужа|жены)|no\\s+(?:boyfriend|girlfriend|partner)|not\\s+dating",
);
/** A move said as what has happened ("since moving to Denver", «после переезда»): the goal is something else. */
const MOVED = re(
  '(?:since|after)\\s+(?:moving|relocating)|(?:just|recently)\\s+moved|moved\\s+(?:here|to|back)|(?:после|с\\s+момента)\\s+переезда|(?:недавно\\s+)?переехал\\p{L}*',
);
const BODY_CHANGE = re(
  'lose\\s+weight|lose\\s+\\d|slim|get\\s+(?:in\\s+)?(?:fit|shape)|tone\\s+up|fit\\s+into|похудеть|сбросить|скинуть|похудани\\p{L}*|подтянуть|прийти\\s+в\\s+форму|влезть\\s+в',
);

/** Confidence in general; one named situation (a talk, an interview, driving, networking) has its own plan. */
const CONFIDENCE = re(
  '(?:стать|быть|чувствовать\\s+себя|держаться)\\s+(?:более\\s+|по-?\\s*)?уверенн\\p{L}*|уверенност\\p{L}*\\s+в\\s+себе|(?:поднять|повысить|прокачать|вернуть)\\s+(?:свою\\s+)?(?:уверенность|самооценк\\p{L}*)|(?:be|become|feel|get)\\s+(?:more\\s+)?(?:self-?)?confident|(?:build|boost|gain|improve)\\s+(?:my\\s+)?(?:self-?)?(?:confidence|esteem)',
);
const ONE_SITUATION = re(
  'network\\p{L}*|speak\\p{L}*|presentation\\p{L}*|interview\\p{L}*|driv\\p{L}*|swim\\p{L}*|dating|выступ\\p{L}*|собеседован\\p{L}*|вожден\\p{L}*|за\\s+рул\\p{L}*|плава\\p{L}*|свидан\\p{L}*|знакомств\\p{L}*',
);
const MORNING_ROUTINE = re(
  'morning\\s+routine|утренн\\p{L}*\\s+(?:рутин\\p{L}*|ритуал\\p{L}*)|(?:рутин\\p{L}*|ритуал\\p{L}*)\\s+(?:по\\s+утрам|на\\s+утро)',
);

export const LIFE_DOMAINS: Domain[] = [
  {
    id: 'confidence',
    kind: 'build-habit',
    category: 'self-development',
    variant: variant(confidenceVariant),
    test: (text) => CONFIDENCE.test(text) && !ONE_SITUATION.test(text),
    mentions:
      /step|ladder|diary|fear|opinion|feedback|class|шаг|лестниц|дневник|страх|мнение|отказать|занятия|заговорить|человека/iu,
  },
  {
    id: 'morning-routine',
    kind: 'build-habit',
    category: 'self-development',
    variant: variant(morningRoutineVariant),
    test: (text) => MORNING_ROUTINE.test(text),
    mentions: /routine|alarm|evening|рутин|будильник|вечера/iu,
  },
  {
    id: 'admissions',
    kind: 'project',
    category: 'self-development',
    variant: variant(admissionsVariant),
    // An exam said after the application ("get into an MBA, GMAT first") is one of its steps; said first, it is the goal.
    test: (text) => APPLY.test(text) && PROGRAMME.test(text) && applyBeforeExam(text),
    mentions:
      /application|programme|statement|recommend|supervisor|admission|поступлен|программ|письм|рекоменд|заявк|руководител/iu,
  },
  {
    id: 'dog-training',
    kind: 'skill',
    category: 'relationships',
    variant: variant(dogTrainingVariant),
    test: (text) => DOG_TRAIN.test(text),
    mentions: /dog|training|walk|trainer|собак|занятие|прогулк|кинолог|команд/iu,
  },
  {
    id: 'dating',
    kind: 'build-habit',
    category: 'relationships',
    variant: variant(datingVariant),
    test: (text) => DATING.test(text),
    mentions: /date|meet|people|partner|свидан|знаком|людьми|партн|встреч/iu,
  },
  {
    id: 'business',
    kind: 'project',
    category: 'career',
    variant: variant(businessVariant),
    test: (text, target) => BUSINESS.test(text) || isTakings(text, target),
    mentions:
      /business|customer|competitor|cost|open|supplier|бизнес|покупател|конкурент|расход|открыт|поставщик/iu,
  },
];

/** Whether a keyword domain is wrong for this goal as read (someone else's wedding, a dog one has, …). */
export function ruledOut(domain: string, text: string, facts: SituationFact[]): boolean {
  switch (domain) {
    case 'wedding':
      return facts.includes('someone-elses-event') || BODY_CHANGE.test(text) || SINGLE_NOW.test(text);
    case 'pet':
      return facts.includes('has-pet');
    case 'thesis':
      return APPLY.test(text);
    case 'moving':
      return facts.includes('moved') || MOVED.test(text);
    // The instrument plan starts from the first notes: a player of some years keeps the level-aware hobby plan.
    case 'instrument':
      return facts.includes('experienced');
    default:
      return false;
  }
}

/** The partner playbook is for a couple: a single person gets the dating one. */
export function forSingle(facts: SituationFact[]): boolean {
  return facts.includes('single') && !facts.includes('in-relationship');
}
