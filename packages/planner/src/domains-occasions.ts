import type { Domain } from './domain-type.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { bulkVariant } from './playbooks/kind-bulk.js';
import { collegeAdmissionVariant } from './playbooks/kind-college.js';
import { drinkLessVariant } from './playbooks/kind-drink-less.js';
import { performanceVariant, proposalVariant } from './playbooks/kind-occasions.js';
import { familyRitualVariant, saunaVariant } from './playbooks/kind-routines.js';
import { strengthVariant } from './playbooks/kind-strength.js';
import { taughtAdmissionVariant } from './playbooks/kind-taught.js';

/**
 * Kinds of goal that shared a word with a playbook for another activity and got its plan: a proposal (not a
 * party with invitations), a gig with songs one has (not a series of artworks), gaining muscle (not a deficit),
 * a sauna habit (not "max sets"), a family ritual at home (not "meet new people"), a college or a vocational
 * programme (not a research degree). Each is read by what the person does and to what.
 */
const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);

/** Asking someone to marry: said outright, or "propose" with the partner, a ring or an anniversary. */
const PROPOSE = re(
  '(?:marriage|wedding)\\s+proposal|pop\\s+the\\s+question|ask\\s+(?:her|him|my\\s+(?:gf|girlfriend|boyfriend|bf|partner))\\s+to\\s+marry(?:\\s+me)?|предложени\\p{L}*\\s+руки|позвать\\s+(?:\\p{L}+\\s+)?замуж',
);
const PROPOSE_WORD = re('propos(?:e|ing|al)|сделать\\s+(?:\\p{L}+\\s+){0,2}предложени\\p{L}*');
const BELOVED = re(
  'gf|girlfriend|boyfriend|bf|partner|fianc\\p{L}*|her|him|ring|marry|engag\\p{L}*|anniversary|девушк\\p{L}*|любим\\p{L}*|невест\\p{L}*|ей|ему|кольц\\p{L}*|замуж|годовщин\\p{L}*|помолвк\\p{L}*',
);
const WORK_PROPOSAL = re(
  'research|grant|business|project|thesis|client|board|boss|manager|team|budget\\s+proposal|исследован\\p{L}*|грант\\p{L}*|бизнес\\p{L}*|проект\\p{L}*|клиент\\p{L}*|начальник\\p{L}*|руководств\\p{L}*|сотрудничеств\\p{L}*|работ\\p{L}*',
);
export const isProposal = (text: string): boolean =>
  PROPOSE.test(text) || (PROPOSE_WORD.test(text) && BELOVED.test(text) && !WORK_PROPOSAL.test(text));

/** Performing music one has: an open mic, a gig, a recital, playing or singing at a concert. */
const PERFORM = re(
  'open[\\s-]?mic|gig(?:s)?(?![\\p{L}])|recital|(?:play|perform|sing)\\s+(?:\\p{L}+\\s+){0,3}(?:at|in)\\s+(?:a\\s+|the\\s+|my\\s+|our\\s+)?(?:\\p{L}+\\s+){0,2}(?:concert|open\\s+mic|bar|pub|caf[eé]|festival|show|recital|talent\\s+show|wedding)|открыт\\p{L}*\\s+микрофон\\p{L}*|квартирник\\p{L}*|(?:выступить|выступать|сыграть|спеть|отыграть)\\s+(?:\\p{L}+\\s+){0,3}(?:на|в)\\s+(?:\\p{L}+\\s+){0,2}(?:концерт\\p{L}*|сцен\\p{L}*|бар\\p{L}*|кафе|фестивал\\p{L}*|конкурс\\p{L}*|квартирник\\p{L}*|open\\s+mic)|отч[её]тн\\p{L}*\\s+концерт\\p{L}*|сольн\\p{L}*\\s+концерт\\p{L}*',
);
/** Jokes, a talk or a piece still to learn have other plans; so do concerts one organises or goes to. */
const NOT_PERFORMANCE = re(
  'comedy|comedian|stand[\\s-]?up|jokes?|стендап\\p{L}*|шутк\\p{L}*|юмор\\p{L}*|talk|speech|presentation|доклад\\p{L}*|лекци\\p{L}*|конференц\\p{L}*|learn|выучить|научиться|разучить|освоить|organi[sz]e|host|attend|go\\s+to|организовать|провести|сходить|посетить|side\\s+gigs?|gig\\s+(?:work|economy|job)|подработк\\p{L}*',
);
export const isPerformance = (text: string): boolean => PERFORM.test(text) && !NOT_PERFORMANCE.test(text);

/** Gaining muscle or weight: a verb of gaining with muscle, mass or kilos; never when the gain is to be avoided. */
const GAIN = re(
  '(?:gain|put\\s+on|pack\\s+on|build|add)\\s+(?:\\+?\\d+(?:[.,]\\d+)?\\s*(?:kg|kgs|kilos?|lbs?|pounds?)\\s+(?:of\\s+)?)?(?:lean\\s+)?(?:muscle|mass|weight)|gain\\s+\\+?\\d+(?:[.,]\\d+)?\\s*(?:kg|kgs|kilos?|lbs?|pounds?)|bulk(?:ing)?(?![\\p{L}])|(?:набрать|нарастить|накачать|добрать)\\s+(?:\\+?\\d+(?:[.,]\\d+)?\\s*(?:кг|кило\\p{L}*)\\s+)?(?:мышц\\p{L}*|мышечн\\p{L}*|масс\\p{L}*|вес\\p{L}*|мяс\\p{L}*)|набрать\\s+\\+?\\d+(?:[.,]\\d+)?\\s*(?:кг|кило\\p{L}*)|набор\\p{L}*\\s+(?:мышечн\\p{L}*\\s+)?масс\\p{L}*|\\+\\s*\\d+(?:[.,]\\d+)?\\s*(?:кг|kg|lbs?)\\s+(?:мышц\\p{L}*|muscle)',
);
const AVOID_GAIN = re(
  "(?:не|don'?t|not|without|avoid|stop|never)\\s+(?:\\p{L}+\\s+)?(?:набрать|набирать|gain|gaining|put\\s+on)|lose|slim|cut(?![\\p{L}])|похуде\\p{L}*|сбросить|скинуть|сушк\\p{L}*|body\\s*fat|процент\\p{L}*\\s+жира|build\\s+(?:a|an|the|my|our)\\s",
);
export const isGain = (text: string): boolean => GAIN.test(text) && !AVOID_GAIN.test(text);

/** Going to a sauna or a banya regularly; building one is a project. */
const SAUNA = re(
  'sauna|banya|steam\\s+room|hammam|бан(?:я|ю|е|и)(?![\\p{L}])|банньк\\p{L}*|парилк\\p{L}*|хаммам\\p{L}*',
);
const REGULAR = re(
  'habit|routine|every|each|\\d+\\s*x|\\d+\\s+times|(?:a|per)\\s+week|weekly|regular\\p{L}*|привычк\\p{L}*|кажд\\p{L}*|раз\\s+в\\s+(?:неделю|месяц)|по\\s+(?:субботам|пятницам|воскресеньям|выходным)|регулярн\\p{L}*|ходить',
);
const BUILD = re(
  'build|install|buy|renovat\\p{L}*|построить|строить|сделать|поставить|купить|отремонтировать',
);
export const isSaunaHabit = (text: string): boolean =>
  SAUNA.test(text) && REGULAR.test(text) && !BUILD.test(text);

/** Family time at home on set days: dinners together, a game night, an hour without phones with the children. */
const FAMILY_TIME = re(
  'family\\s+(?:dinners?|meals?|breakfasts?|game\\s+nights?|movie\\s+nights?|time)|(?:dinners?|meals?)\\s+(?:together\\s+)?(?:as\\s+a\\s+family|with\\s+(?:the|my|our)\\s+(?:kids|children|family))|семейн\\p{L}*\\s+(?:ужин\\p{L}*|завтрак\\p{L}*|обед\\p{L}*|вечер\\p{L}*)|(?:ужин\\p{L}*|завтрака\\p{L}*|обеда\\p{L}*)\\s+(?:\\p{L}+\\s+)?вс(?:ей|ею)\\s+семь[её]й|(?:quality\\s+)?time\\s+with\\s+(?:the|my|our)\\s+(?:kids|children|family)|(?:врем\\p{L}*|час\\p{L}*|вечер\\p{L}*|проводить)\\s+(?:\\p{L}+\\s+)?с\\s+(?:детьми|ребёнком|ребенком|семь[её]й)',
);
const NO_SCREENS = re(
  '(?:no|without)\\s+(?:phones?|screens?|devices?|gadgets?)|(?:phone|screen|device)[\\s-]?free|без\\s+(?:телефон\\p{L}*|гаджет\\p{L}*|экран\\p{L}*)',
);
const HABITUAL = re(
  '(?:nights?|evenings?|days?|times)\\s+(?:a|per)\\s+week|every|each|\\d+\\s*x|weekly|(?:раз\\p{L}*|вечер\\p{L}*|дн\\p{L}*|дня)\\s+в\\s+неделю|кажд\\p{L}*|по\\s+(?:будням|выходным|вечерам|воскресеньям|субботам)|ежедневн\\p{L}*',
);
const HOSTED = re('guests|invite|venue|host|гост\\p{L}*|пригласить|банкет\\p{L}*|cook|готовить');
export const isFamilyRitual = (text: string): boolean =>
  FAMILY_TIME.test(text) && (HABITUAL.test(text) || NO_SCREENS.test(text)) && !HOSTED.test(text);

/** A college or a vocational programme applied to; a degree of research, art or music has its own plan. */
const COLLEGE = re(
  "nursing\\s+(?:program|programme|school|degree|course)|(?:uni|university|college)\\s+for\\s+(?:adult\\s+|children'?s\\s+|mental\\s+health\\s+)?nursing|(?:adn|absn|bsn|lpn|lvn|rn|cna|emt)\\s+program\\p{L}*|community\\s+college|trade\\s+school|vocational\\s+(?:school|college|program\\p{L}*)|apprenticeship|медколледж\\p{L}*|медучилищ\\p{L}*|(?:медицинск\\p{L}*|педагогическ\\p{L}*)\\s+(?:колледж|училищ)\\p{L}*|колледж\\p{L}*|техникум\\p{L}*|училищ\\p{L}*",
);
const APPLY = re(
  'apply\\p{L}*|get\\s+(?:in|into|accepted)|admission\\p{L}*|enrol\\p{L}*|поступ\\p{L}*|подать\\s+документ\\p{L}*',
);
const NOT_COLLEGE = re(
  "transfer\\p{L}*|master'?s|masters|phd|mba|research|магистратур\\p{L}*|аспирантур\\p{L}*|худож\\p{L}*|музык\\p{L}*|муз(?![\\p{L}])|консерватор\\p{L}*|art\\s+(?:school|college)|music",
);
export const isCollegeAdmission = (text: string): boolean =>
  COLLEGE.test(text) && APPLY.test(text) && !NOT_COLLEGE.test(text);

/** Drinking less, not stopping: cutting back, a number a day or a week, weekends only. */
const DRINK_LESS = re(
  'cut\\s+(?:back|down)\\s+(?:on\\s+)?(?:the\\s+|my\\s+)?(?:drink(?:ing|s)?|booze|alcohol|beer|wine)|drink\\s+less(?!\\s+(?:coffee|tea|soda|coke))|(?:reduce|limit|moderate)\\s+(?:my\\s+)?(?:drinking|alcohol|booze)|(?:меньше|умеренно)\\s+пить(?!\\s+(?:кофе|ча[йя]|газировк|кол[уы]|энергетик))|пить\\s+(?:меньше|умеренно|только\\s+по\\s+(?:выходным|пятницам|праздникам))|(?:сократить|ограничить|уменьшить)\\s+(?:\\p{L}+\\s+)?(?:алкогол|выпивк|спиртн)\\p{L}*',
);
const QUIT_DRINK = re(
  'quit|stop\\s+drinking|give\\s+up|sober|teetotal|бросить|завязать|перестать\\s+пить|отказаться|не\\s+пить\\s+совсем|трезв\\p{L}*',
);
export const isDrinkLess = (text: string): boolean => DRINK_LESS.test(text) && !QUIT_DRINK.test(text);

/** Going to bed earlier: a bedtime said, even with the wake-up time next to it; a child's bedtime is the family's. */
const BEDTIME = re(
  'go(?:ing)?\\s+to\\s+(?:bed|sleep)\\s+(?:by|at|before|earlier)|bed\\s*time|in\\s+bed\\s+by|lights\\s+out\\s+(?:by|at)|asleep\\s+by|fall\\s+asleep\\s+(?:by|before|earlier)|ложиться(?:\\s+спать)?\\s+(?:до|в|к|раньше|пораньше)|лечь\\s+(?:спать\\s+)?(?:до|в|раньше|пораньше)|засыпать\\s+(?:до|в|раньше|пораньше)|отбой\\s+(?:в|до)',
);
const CHILD_BED = re(
  'kids?|child\\p{L}*|son|daughter|toddler|baby|\\d+\\s*yo|реб[её]н\\p{L}*|дет\\p{L}*|сын\\p{L}*|доч\\p{L}*|малыш\\p{L}*',
);
export const isBedtime = (text: string): boolean => BEDTIME.test(text) && !CHILD_BED.test(text);

/** A taught programme applied to (a master's, an MBA), with no research degree in sight. */
const TAUGHT = re(
  "master'?s|masters|msc|m\\.sc|ma\\s+(?:in|programme|program)|mba|llm|магистратур\\p{L}*|магистр\\p{L}*",
);
const RESEARCH = re(
  'research|phd|doctor\\p{L}*|dphil|supervisor|by\\s+thesis|аспирантур\\p{L}*|научн\\p{L}*|руководител\\p{L}*|исследоват\\p{L}*',
);
const APPLY_TO = re(
  'apply\\p{L}*|application|get\\s+(?:in|into|accepted)|admission\\p{L}*|поступ\\p{L}*|подать\\s+документ\\p{L}*',
);
export const isTaughtAdmission = (text: string): boolean =>
  TAUGHT.test(text) && APPLY_TO.test(text) && !RESEARCH.test(text);

/** "move from Austin to Denver": from one place to another, both named (a career move names no places). */
export const MOVE_BETWEEN_PLACES =
  /(?<![\p{L}])(?:[Mm]ov(?:e|ing)|[Rr]elocat\p{L}*)\s+from\s+\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?\s+to\s+\p{Lu}/u;
/** A platform named as what the time goes to instead («вместо ютуба», "less TikTok") is not an audience to grow. */
export const PLATFORM_LESS = re(
  'instead\\s+of|less\\s+(?:time\\s+on\\s+)?(?:youtube|tiktok|instagram|reddit)|вместо|меньше\\s+(?:сидеть\\s+)?(?:в\\s+)?(?:ютуб|тикток|инст)',
);
/** A lift to reach, with its weight: "bench 100kg", «пожать 100 кг», "squat 140"; the load is not body weight. */
const LIFT = re(
  'bench(?:\\s+press)?|squat|deadlift|overhead\\s+press|ohp|clean\\s+and\\s+jerk|snatch|жим\\p{L}*|жать|пожать|выжать|присед\\p{L}*|присесть|станов\\p{L}*|рыв[оо]к|толчок',
);
const LOAD = re(
  '\\d+(?:[.,]\\d+)?\\s*(?:kg|kgs|kilos?|lbs?|pounds?|кг|кило\\p{L}*)|1\\s*rm|one[\\s-]rep\\s+max|pr(?![\\p{L}])|(?:раз\\p{L}*\\s+)?максимум|рекорд\\p{L}*|bodyweight|body\\s+weight',
);
const LOSS = re('lose|slim|похуде\\p{L}*|сбросить|скинуть');
export const isStrengthTarget = (text: string): boolean =>
  LIFT.test(text) && LOAD.test(text) && !LOSS.test(text);

export const OCCASION_DOMAINS: Domain[] = [
  {
    id: 'proposal',
    kind: 'event',
    category: 'relationships',
    variant: variant(proposalVariant),
    test: isProposal,
    mentions:
      /ring|jewell|place|propos|dinner|photograph|say|parents|кольц|ювелир|мест|предложени|ужин|фотограф|сказать|родител/iu,
  },
  {
    id: 'performance',
    kind: 'event',
    category: 'hobbies',
    variant: variant(performanceVariant),
    test: isPerformance,
    mentions: /set|run-through|record|gig|stage|play|perform|программ|прогон|запис|сцен|выступ|сыграть/iu,
  },
  {
    id: 'bulk',
    kind: 'quantity',
    category: 'health',
    variant: variant(bulkVariant),
    test: isGain,
    mentions: /weigh|lift|protein|food|sleep|measure|вес|тренировк|белок|еду|сна|сон|замер|измер/iu,
  },
  {
    id: 'sauna',
    kind: 'build-habit',
    category: 'health',
    variant: variant(saunaVariant),
    test: isSaunaHabit,
    mentions: /sauna|skip|bag|reminder|tracker|week|парилк|пропуск|сумк|напоминани|трекер|недел/iu,
  },
  {
    id: 'family-ritual',
    kind: 'build-habit',
    category: 'relationships',
    variant: variant(familyRitualVariant),
    test: isFamilyRitual,
    mentions: /family|phones|children|days|fridge|семь|телефон|дет|дни|холодильник/iu,
  },
  {
    id: 'college-admission',
    kind: 'project',
    category: 'self-development',
    variant: variant(collegeAdmissionVariant),
    test: isCollegeAdmission,
    mentions:
      /programme|course|test|transcript|reference|essay|application|учебн|предмет|испытани|справк|рекомендац|письм|документ/iu,
  },
  {
    id: 'drink-less',
    kind: 'quit-habit',
    category: 'health',
    variant: variant(drinkLessVariant),
    test: isDrinkLess,
    mentions: /drink|limit|alcohol|evening|slip|порци|лимит|алкогол|вечер|срыв|выпит/iu,
  },
  {
    id: 'taught-admission',
    kind: 'project',
    category: 'self-development',
    variant: variant(taughtAdmissionVariant),
    test: isTaughtAdmission,
    mentions:
      /application|programme|statement|recommend|course|admission|поступлен|программ|письм|рекоменд|заявк|приёмн/iu,
  },
  {
    id: 'strength',
    kind: 'quantity',
    category: 'health',
    variant: variant(strengthVariant),
    test: isStrengthTarget,
    mentions:
      /lift|max|set|programme|log|weight|упражнени|максимум|подход|программ|дневник|вес|разгруз|подводк/iu,
  },
];
