import {
  EXAMS,
  examSubject,
  PLATFORMS,
  platformSubject,
  stateExamDate,
  stems,
  words,
} from './domain-text.js';
import type { Domain } from './domain-type.js';
import { BUILT_FOR_PLATFORM, FACE_AND_LIMIT_DOMAINS } from './domain-words.js';
import { MOVE_BETWEEN_PLACES, PLATFORM_LESS } from './domains-occasions.js';
import { QUIT_DOMAINS } from './domains-quit.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { bookVariant } from './playbooks/kind-book.js';
import { cyclingVariant } from './playbooks/kind-cycling.js';
import { drivingVariant, examVariant } from './playbooks/kind-exams.js';
import { audienceVariant, freelanceVariant } from './playbooks/kind-growth.js';
import { handmadeVariant } from './playbooks/kind-handmade.js';
import { movingVariant } from './playbooks/kind-moving.js';
import { novelVariant } from './playbooks/kind-novel.js';
import { petVariant } from './playbooks/kind-pet.js';
import { quitAlcoholVariant } from './playbooks/kind-quit-alcohol.js';
import { quitSmokingVariant } from './playbooks/kind-quit-smoking.js';
import { quitSugarVariant } from './playbooks/kind-quit-sugar.js';
import { renovationVariant } from './playbooks/kind-renovation.js';
import { sleepVariant } from './playbooks/kind-sleep.js';
import { swimmingVariant } from './playbooks/kind-swimming.js';
import { thesisVariant } from './playbooks/kind-thesis.js';
import { travelVariant } from './playbooks/kind-travel.js';
import { treeFellingVariant } from './playbooks/kind-tree-felling.js';
import { wakeUpVariant } from './playbooks/kind-wake-up.js';
import { weddingVariant } from './playbooks/kind-wedding.js';
import { unitKind } from './units.js';
import { LEARNING } from './variant-purpose.js';

/**
 * The keyword domains: a goal kind refined by the words of its activity (quitting smoking, swimming, a wedding),
 * each with its own playbook variant. `domains.ts` tries them after the kind, life and family domains.
 */
const NOVEL = stems('novel|роман(?:а|ом|е|ы)?(?![\\p{L}])|повест|fiction|novella');
const READ = stems('read|прочит|читать|чтени');
const EARN_VERB = stems('earn|make\\s+\\$|make\\s+money|заработ|зарабатыв');
const SAVE_VERB = stems('save|saving|накоп|копить|отлож');

const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);
/** Making a thing by hand, by the verb of the craft: knit, crochet, sew, quilt; «связать», «сшить», «вышить». */
const CRAFT_VERB = stems(
  'knit(?:ting)?(?![\\p{L}])|crochet|sew(?:ing)?(?![\\p{L}])|quilt(?:ing)?\\s+(?:a|an|my|the|her|him|them)|make\\s+(?:\\p{L}+\\s+){0,3}(?:a\\s+)?(?:quilt|blanket|sweater|jumper|cardigan|dress)|связать|связа[тл]\\p{L}*|свяжу|сшить|сошью|вышить|сплести|смастерить',
);
/** Writing a book of one's own that is not a novel: a memoir, a family history, a book on what one knows. */
const WRITE_A_BOOK = stems(
  "(?:write|writing|finish|написать|пишу|дописать|закончить)\\s+(?:\\p{L}+[’'s]*\\s+){0,3}(?:book|memoir|autobiograph\\p{L}*|книг[уи]|мемуар\\p{L}*|автобиограф\\p{L}*|воспоминани\\p{L}*)|(?:my|a)\\s+memoir",
);
/** A book for children or a picture book is drawn and laid out: the made-book plan's. */
const PICTURE_BOOK = stems('children|kids|picture|comic|детск\\p{L}*|сказк\\p{L}*|комикс\\p{L}*');
/** Taking a tree down: the verb of felling and a tree, by its name or a kind of tree. */
const FELL = stems(
  '(?:cut|take|chop|bring)\\s+(?:down\\s+)?(?:the\\s+|a\\s+|an\\s+|our\\s+|my\\s+|that\\s+)?(?:[\\p{L}-]+\\s+){0,3}(?:tree|oak|pine|birch|maple|ash|willow|poplar|spruce|fir|gum|eucalyptus|conifer|leylandii)s?\\s+down|(?:cut|take|chop)\\s+down\\s+(?:the\\s+|a\\s+|an\\s+|our\\s+|my\\s+|that\\s+)?(?:[\\p{L}-]+\\s+){0,3}(?:tree|oak|pine|birch|maple|ash|willow|poplar|spruce|fir|gum|eucalyptus|conifer|leylandii)|fell(?:ing)?\\s+(?:the\\s+|a\\s+|an\\s+|our\\s+|my\\s+|that\\s+)?(?:[\\p{L}-]+\\s+){0,3}(?:tree|oak|pine|birch|maple|ash|willow|poplar|spruce|fir|gum|eucalyptus|conifer|leylandii)|(?:спилить|срубить|свалить|спиливать)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:дерев|берёз|берез|сосн|дуб|ел[ьи]|ёлк|елк|тополь|тополя|клён|клен|ив[уы]|яблон|лиственниц|вяз)\\p{L}*',
);
/** The parts of one made thing ("a blanket of 48 squares"), as opposed to a series of finished pieces. */
const PARTS = /square|hexagon|motif|block|квадрат|мотив|шестиуг|блок/iu;
/** Exams of a profession: their plan serves a career. */
const PROFESSIONAL_EXAM = stems(
  'cpa(?![\\p{L}])|cfa(?![\\p{L}])|acca|bar\\s+exam|pmp|ccna|aws|azure|cisco|certif\\p{L}*|licens\\p{L}*\\s+exam|сертификац\\p{L}*|аттестац\\p{L}*|квалификацион\\p{L}*',
);

/**
 * Domains that refine a goal kind, in the order they are tried (the first that matches wins). Each has its
 * own playbook variant; they are checked before the category's variants, so "Swim 2 km" never gets running.
 */
export const DOMAINS: Domain[] = [
  {
    id: 'quit-smoking',
    kind: 'quit-habit',
    category: 'health',
    variant: variant(quitSmokingVariant),
    test: words('smok|cigar|vap(?:e|ing)|nicotine|кур(?:ить|ени|ю|ит)|сигарет|вейп|никотин|табак'),
    mentions: /smok|cigarette|курит|курен|сигарет|закурить|перекур/iu,
  },
  {
    id: 'quit-sugar',
    kind: 'quit-habit',
    category: 'health',
    variant: variant(quitSugarVariant),
    test: (text, target) =>
      !(target && unitKind(target.unit) === 'weight') && words('sugar|sweets|сахар|сладк|сладост')(text),
    mentions: /sugar|sweet|dessert|сахар|сладк|десерт/iu,
  },
  {
    id: 'quit-alcohol',
    kind: 'quit-habit',
    category: 'health',
    variant: variant(quitAlcoholVariant),
    // Coffee, tea or soda are drinks too, but not alcohol: «бросить пить кофе» is another habit.
    test: words(
      '(?:dry|sober|alcohol[\\s-]free)\\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|oct|month)|(?:сух|трезв)\\p{L}*\\s+(?:январ|феврал|март|апрел|ма[йяе]|июн|июл|август|сентябр|октябр|ноябр|декабр|месяц)\\p{L}*|alcohol|drinking(?!\\s+(?:coffee|tea|soda|coke|energy|water))|booze|sober|(?:giv(?:e|ing)|gave)\\s+(?:the\\s+|my\\s+)?(?:beers?|wine|grog|piss|drink(?:ing)?)\\s+up|grog[\\s-]free|off\\s+the\\s+grog|алкогол|спиртн|(?:бросить|не)\\s+пить(?!\\s+(?:кофе|ча[йя]|газировк|кол[уы]|энергетик|сок|сладк|вод[уы]))|трезв|выпивк|бухл|бухать|бухаю|пьянств|пьянк|запо[йяеию]|(?:quit|stop|give\\s+up|cut\\s+out|бросить|завязать\\s+с|перестать\\s+пить|отказаться\\s+от)\\s+(?:\\p{L}+\\s+)?(?:beer|wine|grog|vodka|whiske?y|liquor|пив|вин[оа]|водк|коньяк|виск)',
    ),
    mentions: /alcohol|drink|алкогол|выпить|пили/iu,
  },
  {
    id: 'wake-up',
    kind: 'build-habit',
    category: 'self-development',
    variant: variant(wakeUpVariant),
    test: words(
      'wake\\s+up|waking\\s+up|get(?:ting)?\\s+up\\s+(?:early|at)|rise\\s+early|early\\s+riser|вставать|просыпаться|проснуться|подъ[её]м|ранн\\p{L}*\\s+подъ|жаворон',
    ),
    mentions: /wake|alarm|bed|early|подъ[её]м|будильник|проснуться|спать|утр/iu,
  },
  {
    id: 'sleep',
    kind: 'build-habit',
    category: 'health',
    variant: variant(sleepVariant),
    test: words('sleep|сон(?![\\p{L}])|спать|высыпат|засыпать|сна(?![\\p{L}])'),
    mentions: /sleep|bed|сон|сна|спать|перед сном/iu,
  },
  ...FACE_AND_LIMIT_DOMAINS,
  ...QUIT_DOMAINS,
  {
    id: 'swimming',
    purpose: { units: ['distance', 'time'] },
    kind: 'quantity',
    category: 'health',
    variant: variant(swimmingVariant),
    test: words('swim|плава|плыть|проплы|бассейн|кроль|брасс'),
    mentions: /swim|pool|плава|заплыв|бассейн/iu,
  },
  {
    id: 'cycling',
    purpose: { units: ['distance', 'time'] },
    kind: 'quantity',
    category: 'health',
    variant: variant(cyclingVariant),
    test: words(
      'cycling|cyclist|cycl(?:e|es|ed)\\s+(?:to|from|into|across|through|around|along|up|the|a|an|\\d)|bike|biking|bicycle|велосипед|вело\\p{L}*|на\\s+велике|велик(?![\\p{L}])',
    ),
    mentions: /bike|велосипед/iu,
  },
  {
    id: 'thesis',
    kind: 'project',
    category: 'science',
    variant: variant(thesisVariant),
    test: words('thesis|dissertation|диссертац|кандидатск|phd'),
    mentions: /thesis|диссертац/iu,
  },
  {
    id: 'handmade',
    kind: 'project',
    category: 'creativity',
    variant: variant(handmadeVariant),
    // One thing: no count, or a count of its parts; "knit 5 hats" is a series, the works plan's.
    test: (text, target) =>
      CRAFT_VERB.test(text) &&
      !LEARNING.test(text.trim()) &&
      !/sew(?:ing)?\s+on(?![\p{L}])/iu.test(text) &&
      (!target || target.value <= 1 || PARTS.test(`${target.unit} ${text}`)),
    mentions:
      /pattern|yarn|fabric|swatch|part|making|join|finish|wrap|схем|пряж|ткан|образец|част|работа|соедин|отделк|подар|упаков/iu,
  },
  {
    id: 'novel',
    kind: 'project',
    category: 'creativity',
    variant: variant(novelVariant),
    test: (text) => NOVEL.test(text) && !READ.test(text),
    // Steps are sentences about the writing itself ("Write 400 words of the draft", «Написать сцену»).
    mentions: /novel|роман|draft|черновик|scene|сцен|chapter|глав|words|слов/iu,
  },
  {
    id: 'book',
    kind: 'project',
    category: 'creativity',
    variant: variant(bookVariant),
    test: (text) => WRITE_A_BOOK.test(text) && !NOVEL.test(text) && !PICTURE_BOOK.test(text),
    mentions: /book|draft|chapter|section|words|material|книг|черновик|глав|раздел|слов|материал/iu,
  },
  {
    id: 'tree-felling',
    kind: 'project',
    category: 'hobbies',
    variant: variant(treeFellingVariant),
    // A Christmas tree taken down after the holidays is no felling.
    test: (text) => FELL.test(text) && !/christmas|xmas|artificial|новогодн|искусствен/iu.test(text),
    mentions: /tree|arborist|fell|stump|wood|neighbour|дерев|арборист|спил|пень|древесин|сосед/iu,
  },
  {
    id: 'driving-licence',
    kind: 'life-change',
    category: 'self-development',
    variant: variant(drivingVariant),
    test: words(
      "driving\\s+licen|driver'?s\\s+licen|driving\\s+test|learn\\s+to\\s+drive|права(?![\\p{L}])|водительск|автошкол|водить\\s+(?:машин|авто)|научиться\\s+водить",
    ),
    mentions: /driving|drive|traffic|вожден|автошкол|ПДД|права/iu,
  },
  {
    id: 'exam',
    kind: 'exam',
    category: 'self-development',
    variant: variant(examVariant),
    test: (text) =>
      EXAMS.some(([re]) => re.test(text)) ||
      words('exams?(?![\\p{L}])|examination|экзамен|сесси[юя]|зач[её]т')(text),
    subject: examSubject,
    categoryOf: (text) => (PROFESSIONAL_EXAM.test(text) ? 'career' : null),
    knownDate: stateExamDate,
    mentions:
      /exam|mock|past paper|topic|section|ielts|toefl|toeic|delf|dele|hsk|jlpt|gre|gmat|sat|егэ|огэ|экзамен|пробн|вариант|тем[аыу]|раздел/iu,
  },
  {
    id: 'wedding',
    purpose: { own: /wedding|свадьб\p{L}*/iu },
    kind: 'event',
    category: 'relationships',
    variant: variant(weddingVariant),
    test: words('wedding|get\\s+married|marry|свадьб|пожениться|выйти\\s+замуж|жениться|венчан'),
    mentions: /wedding|свадьб/iu,
  },
  {
    id: 'renovation',
    purpose: { units: ['money', 'time'], counts: ['room'] },
    kind: 'project',
    category: 'hobbies',
    variant: variant(renovationVariant),
    test: words(
      'renovat|remodel|refurbish|redo\\s+(?:the|our|my)\\s+(?:kitchen|bathroom|bath|basement|floors?)|finish\\s+(?:the|our|my)\\s+(?:basement|attic|loft)|ремонт|отремонт',
    ),
    mentions: /renovation|ремонт/iu,
  },
  {
    id: 'moving',
    kind: 'life-change',
    category: 'self-development',
    variant: variant(movingVariant),
    test: (text) =>
      MOVE_BETWEEN_PLACES.test(text) ||
      words(
        'move\\s+(?:to|abroad|out)|moving\\s+(?:to|abroad)|relocat|emigrat|переехать|переезд|эмигр|релокац',
      )(text),
    mentions: /move|moving|переезд/iu,
  },
  {
    id: 'travel',
    kind: 'quantity',
    category: 'hobbies',
    variant: variant(travelVariant),
    test: (text, target) =>
      !(target && unitKind(target.unit) === 'money') &&
      (target?.unit === 'country' ||
        words(
          'visit\\s+(?:all\\s+(?:the\\s+)?)?\\d|посетить\\s+(?:все\\s+)?\\d|побывать\\s+в\\s+\\d|\\d+\\s+(?:trips|поезд)',
        )(text)),
    mentions: /travel|trip|путешеств|поездк|билеты|жильё/iu,
  },
  {
    id: 'pet',
    kind: 'life-change',
    category: 'relationships',
    variant: variant(petVariant),
    test: words(
      '(?:adopt|get|rescue)\\s+(?:a\\s+|an\\s+|our\\s+|my\\s+)?(?:\\p{L}+\\s+)?(?:dog|cat|puppy|kitten|pet)(?!\\s+train)|завести\\s+(?:\\p{L}+\\s+)?(?:собак|пса|щенк|кошк|кота|котён|котен|питомц)|взять\\s+(?:\\p{L}+\\s+)?(?:собак|пса|щенк|кошк|кота|котён|котен|питомц)',
    ),
    mentions: /pet|питом/iu,
  },
  {
    id: 'audience',
    kind: 'audience',
    category: 'creativity',
    variant: variant(audienceVariant),
    // A bot, app or sticker pack made for a platform is software to build, not an audience to grow.
    test: (text, target) =>
      (PLATFORMS.some(([re]) => re.test(text)) &&
        !BUILT_FOR_PLATFORM.test(text) &&
        !PLATFORM_LESS.test(text)) ||
      target?.unit === 'subscriber' ||
      words('subscribers|followers|подписчик')(text),
    subject: platformSubject,
    mentions:
      /channel|blog|podcast|newsletter|instagram|tiktok|community|post|publish|audience|subscriber|reader|канал|блог|подкаст|рассылк|инстаграм|тикток|сообществ|публик|материал|аудитори|подписчик|читател/iu,
  },
  {
    id: 'freelance',
    kind: 'earn',
    category: 'career',
    variant: variant(freelanceVariant),
    test: (text, target) =>
      words('freelanc|фриланс|side\\s+hustle|подработ|upwork|fiverr|kwork|заказчик')(text) ||
      (EARN_VERB.test(text) && !SAVE_VERB.test(text) && !!target && unitKind(target.unit) === 'money'),
    mentions: /freelanc|client|фриланс|заказ|клиент/iu,
  },
];
