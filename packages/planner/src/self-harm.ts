/**
 * Words that signal thoughts of suicide, self-injury, starving oneself or an overdose, in English and Russian,
 * with the usual inflections, slang and typos. Such a text gets no plan: a kind message with where to find help
 * instead. Deliberately broad (a false alarm costs a message, a miss costs far more), yet every pattern needs
 * the person as the object or a wish to die, so "kill it at the open mic", "killer abs", "die-hard fan",
 * "dying to visit Japan", «убить время» or 16:8 fasting still get plans.
 */

import { burdenSignal } from './self-harm-burden.js';
import { farewellSignal } from './self-harm-farewell.js';
import { indirectSignal } from './self-harm-indirect.js';
import { signsSignal } from './self-harm-signs.js';
import { selfInjurySignal } from './self-harm-stopping.js';

/** Not inside a word: the Latin and Cyrillic letters alike. */
const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
/** An apostrophe of any kind, or none ("dont"). */
const AP = "['’`]?";
/** "myself", "my self", "meself", "myslef". */
const MYSELF = '(?:my\\s*self|me\\s*self|myslef|mysefl)';

const EN = [
  // Killing oneself, suicide, ending one's life.
  `(?<!(?:without|not|never|avoid|avoiding)\\s+)(?:kill+(?:ing|ed)?|kil|murder|hang(?:ing)?|poison(?:ing)?)\\s+${MYSELF}`,
  'suicid\\p{L}*|sucid\\p{L}*|suicd\\p{L}*|suisid\\p{L}*|suiced\\p{L}*|sucide|suicde|suiside',
  `(?:end(?:ing|ed)?|take|taking|took)\\s+(?:my|me)\\s+(?:own\\s+)?life(?!\\s+(?:back|to|in|into|seriously|forward|more))`,
  'end\\s+it\\s+all|end\\s+it\\s+for\\s+good',
  `(?:un\\s*-?alive|unalive)(?:\\s+${MYSELF})?`,
  `(?:^|i\\s+|wanna\\s+|want\\s+to\\s+|gonna\\s+|going\\s+to\\s+|gotta\\s+|i${AP}ll\\s+|should\\s+|might\\s+|just\\s+)kms`,
  // Not wanting to live, wanting to die.
  `(?:don${AP}?t|dont|do\\s+not|doesn${AP}?t|no\\s+longer|never)\\s+(?:really\\s+|even\\s+)?(?:want|wanna|wish)\\s+(?:to\\s+)?(?:live|be\\s+alive|exist|be\\s+here)${E}(?!\\s+(?:in|abroad|with|near|by|on|at|alone|together|like|as|there|without|somewhere|anywhere)${E})`,
  `(?:want(?:ed|s)?|wanna|wish)\\s+(?:to\\s+)?(?:just\\s+)?(?:die|be\\s+dead|be\\s+gone|not\\s+exist|not\\s+be\\s+here|not\\s+wake\\s+up|disappear\\s+(?:forever|for\\s+good))${E}(?!\\s+(?:my|your|her|his|their|the|our)\\s+(?:hair|beard|eyebrows|clothes|shoes|fabric|wool|yarn|shirts?|eggs))`,
  'wish\\s+i\\s+(?:was|were|had)\\s+(?:dead|never\\s+been\\s+born|gone|not\\s+born)',
  '(?:better\\s+off|rather\\s+be)\\s+dead|(?:better|easier)\\s+off\\s+without\\s+me',
  '(?:disappear|vanish)\\s+(?:forever|for\\s+good|permanently)',
  // Wanting it all to stop, not being able to go on.
  `(?:want|wanna|wish)\\s+(?:for\\s+)?(?:it\\s+all|everything|all\\s+of\\s+(?:it|this)|the\\s+pain)\\s+to\\s+(?:just\\s+)?(?:stop|end|be\\s+over)${E}(?!\\s+\\p{L}+ing${E})`,
  `can${AP}?t\\s+(?:go\\s+on|keep\\s+going|do\\s+this)\\s+any\\s*more|(?:no|what${AP}?s\\s+the)\\s+point\\s+(?:in\\s+|of\\s+)?(?:living|being\\s+alive|going\\s+on|life)${E}`,
  `(?:every\\s*one|every\\s*body|my\\s+family|they)\\s+(?:would|will|wd)\\s+be\\s+(?:better|happier)\\s+(?:off\\s+)?without\\s+me`,
  '(?:no|nothing\\s+to|no\\s+reason\\s+to)\\s+live\\s+for|no\\s+reason\\s+to\\s+(?:live|go\\s+on|keep\\s+going)',
  `(?:no\\s*one|nobody|noone|no\\s+body)\\s+(?:would|will|wd|would${AP}?ve|is\\s+going\\s+to|gonna)\\s+(?:even\\s+)?(?:miss\\s+me|(?:notice|care)\\s+(?:if|when)\\s+i(?:${AP}m|\\s+am|\\s+was|\\s+were)?\\s+(?:gone|dead|died|die|disappeared|disappear|not\\s+here|not\\s+around))`,
  // Self-injury.
  `(?<!(?:without|not|never|avoid|avoiding|don${AP}t)\\s+)(?:cut+(?:ing)?|hurt(?:ing)?|harm(?:ing)?|burn(?:ing)?|injur(?:e|ing))\\s+${MYSELF}(?!\\s+(?:some\\s+)?(?:slack|a\\s+break|off|out|short))`,
  'self[\\s-]?(?:harm|injur|mutilat)\\p{L}*|sh\\s+relapse',
  'cut(?:ting)?\\s+(?:my\\s+)?(?:arms|wrists|thighs|legs)|slit(?:ting)?\\s+my\\s+(?:wrists?|throat)',
  // Starving oneself, an overdose.
  `starv(?:e|ing)\\s+${MYSELF}(?!\\s+less)`,
  `(?:not|stop|quit)\\s+eat(?:ing)?\\s+(?:anything\\s+)?(?:for\\s+)?(?:days|a\\s+week|weeks|\\d+\\s+days)\\s+(?:to|as)\\s+(?:punish|punishment)`,
  `punish\\s+${MYSELF}\\s+(?:by|with)\\s+(?:not\\s+eating|starving|starvation|hunger)`,
  'over\\s*-?dos(?:e|ing|ed)(?!\\s+on\\s+(?!pills|meds|tablets|sleeping|my|painkillers))|\\bOD\\s+on\\s+(?:pills|my\\s+pills|meds)|take\\s+all\\s+(?:my|the)\\s+(?:pills|meds|tablets)',
  // A target weight no adult can safely have.
  '(?:weigh|get\\s+down\\s+to|(?:lose\\s+weight|slim\\s+down|diet\\s+down|starve)\\s+(?:to|until\\s+i\\s+weigh))\\s+(?:[1-3]\\d|40)\\s*(?:kg|kilos?)|(?:weigh|get\\s+down\\s+to|(?:lose\\s+weight|slim\\s+down|diet\\s+down|starve)\\s+(?:to|until\\s+i\\s+weigh))\\s+(?:[1-7]\\d|8[0-8])\\s*(?:lbs?|pounds)',
];

/** What follows «жить» when it is about where, how or with whom, not about living at all. */
const NOT_A_LIFE =
  '(?:(?:в|во|с|со|на|у|рядом|одн\\p{L}*|вместе|там|так|как|без|за|по|под|от|до|ради|среди|для|из|при|возле|около)(?![\\p{L}])|\\p{L}{2,}о(?![\\p{L}]))';

const RU = [
  // Suicide, killing oneself, ending one's life.
  'су[иеі]ц[иы]д\\p{L}*|самоуби(?:й)?ств\\p{L}*|самовыпил\\p{L}*|выпил(?:иться|юсь)(?!\\s+из\\s)',
  'пок[оа]нч\\p{L}*\\s+(?:с\\s+)?соб[оа]й|пок[оа]нч\\p{L}*\\s+со\\s+всем(?:\\s+этим)?(?!\\s+(?:этим\\s+)?(?:\\p{L}*(?:ом|ем|ём|ой|ей|ами|ями|ью|ым)|(?!этим)\\p{L}*им|что|связанн\\p{L}*)(?![\\p{L}]))',
  '(?:убить|убью|убивать)\\s+себя|убиться|убьюсь',
  'повеситься|повешусь|вскрыть\\s+вены|вскрою\\s+вены|(?:прыгнуть|спрыгнуть)\\s+с\\s+(?:крыши|моста|окна)(?!\\s+(?:на|с)\\s+(?:тарзанк|резинк|банджи|роуп|парашют)\\p{L}*)|шагнуть\\s+из\\s+окна|выйти\\s+в\\s+окно',
  'св[её]сти\\s+сч[её]ты\\s+с\\s+жизнью|лишить\\s+себя\\s+жизни|(?:уйти|уйду|уходить)\\s+из\\s+жизни|наложить\\s+на\\s+себя\\s+руки',
  // Not wanting to live, wanting to die or to disappear.
  `(?:не\\s*хочу|не\\s*хочется|незачем|нет\\s+смысла|не\\s+вижу\\s+смысла|не\\s+могу\\s+больше|устал[аи]?)\\s+(?:больше\\s+|уже\\s+|так\\s+)?(?:жить|жыть|существовать)(?![\\p{L}])(?!\\s+${NOT_A_LIFE})`,
  `жить\\s+(?:больше\\s+|уже\\s+)?не\\s*(?:хочу|хочется)(?![\\p{L}])(?!\\s+${NOT_A_LIFE})`,
  '(?:хочу|хочется|хотел[аи]?\\s+бы|лучше\\s+бы)\\s+(?:просто\\s+)?(?:умереть|сдохнуть|не\\s+просыпаться|не\\s+существовать|исчезнуть\\s+(?:навсегда|насовсем))',
  'лучше\\s+бы\\s+я\\s+(?:умер|умерла|сдох|сдохла|не\\s+родил\\p{L}*)|чтобы\\s+меня\\s+(?:не\\s+стало|не\\s+было)',
  '(?:исчезнуть|исчезну)\\s+(?:навсегда|насовсем)(?!\\s+из\\s)',
  // Everyone better off without me, wanting it all to end.
  '(?:всем|всем\\s+вокруг|им|родным|семье|близким|маме|миру)\\s+(?:будет|станет|было\\s+бы|стало\\s+бы)\\s+(?:только\\s+)?(?:лучше|легче|проще|спокойнее)\\s+без\\s+меня',
  '(?:хочу|хочется),?\\s+чтобы\\s+(?:всё|все|это)\\s+(?:это\\s+|уже\\s+|просто\\s+)?(?:закончилось|кончилось|прекратилось)',
  'нет\\s+(?:больше\\s+)?сил\\s+жить|не\\s+вижу\\s+смысла\\s+(?:в\\s+жизни|жить|дальше\\s+жить|просыпаться)',
  'никто\\s+(?:даже\\s+)?(?:не\\s+)?(?:заметит|заметил\\p{L}*|будет\\s+скучать|вспомнит|расстроится|будет\\s+плакать)\\s*,?\\s*(?:если|когда)\\s+(?:меня\\s+не\\s+(?:станет|будет)|я\\s+(?:исчезну|умру|пропаду|уйду|не\\s+проснусь))',
  'никто\\s+не\\s+(?:будет|станет)\\s+(?:по\\s+мне\\s+)?(?:скучать|плакать|жалеть)(?=\\s*(?:$|[.,!?…]|если|когда|по\\s+мне))|никто\\s+не\\s+заметит\\s+(?:моего|моей|мо[её]|что\\s+меня)',
  // Self-injury.
  '(?:порезать|порежу|резать|режу|резала|резал|порезала|порезал|жечь|прижигать)\\s+себя|(?:порезать|порежу|резать|режу|резала|резал|порезала|порезал)\\s+(?:себе\\s+)?(?:руки|вены|запясть\\p{L}*|бёдра|бедра|ноги)',
  'порезы\\s+на\\s+(?:руках|теле|бёдрах|бедрах)|самоповрежд\\p{L}*|с[еэ]лф\\s*-?харм\\p{L}*|причин\\p{L}*\\s+себе\\s+(?:вред|боль)|навредить\\s+себе|делать\\s+себе\\s+больно',
  // Starving oneself, an overdose.
  '(?:довести|доводить|довела|морить|заморить|уморить|изводить|наказ\\p{L}*)\\s+себя\\s+голод\\p{L}*',
  'не\\s+есть\\s+(?:несколько\\s+дней|неделю|недели|\\d+\\s+дн\\p{L}*|днями)\\s*,?\\s*чтобы\\s+наказать\\s+себя',
  'передоз\\p{L}*|наглотаться\\s+таблеток|(?:выпить|выпью|съесть)\\s+(?:все|всю\\s+пачку)\\s+таблет\\p{L}*',
  // A target weight no adult can safely have.
  '(?:(?:похудеть|сбросить\\s+вес|скинуть\\s+вес|довести\\s+вес|дойти|худеть|голодать)\\s+(?:\\p{L}+\\s+){0,2}до|весить)\\s+(?:[1-3]\\d|40)\\s*(?:кг|килограмм\\p{L}*|кило)(?![\\p{L}])',
];

const SELF_HARM = [
  new RegExp(`${B}(?:${EN.join('|')})${E}`, 'iu'),
  new RegExp(`${B}(?:${RU.join('|')})${E}`, 'iu'),
];

/** Typos and spellings people use, mended so one pattern hears them all. */
const MENDS: Record<string, string> = {
  wnat: 'want',
  wnt: 'want',
  whant: 'want',
  wana: 'wanna',
  cant: "can't",
  dont: "don't",
  idont: "i don't",
  ive: "i've",
  evrything: 'everything',
  everyting: 'everything',
  everythin: 'everything',
  anymor: 'anymore',
  amymore: 'anymore',
  disapear: 'disappear',
  dissapear: 'disappear',
  dissappear: 'disappear',
  burdon: 'burden',
  хачу: 'хочу',
  хчу: 'хочу',
  нехочу: 'не хочу',
  нихочу: 'не хочу',
  нехочется: 'не хочется',
  хочеться: 'хочется',
  чтоб: 'чтобы',
  штобы: 'чтобы',
  штоб: 'чтобы',
  умиреть: 'умереть',
  умерть: 'умереть',
  жыть: 'жить',
  исчесзнуть: 'исчезнуть',
  исчезть: 'исчезнуть',
  ищезнуть: 'исчезнуть',
  просыпатся: 'просыпаться',
  проснутся: 'проснуться',
  существавать: 'существовать',
  всм: 'всем',
};

/**
 * Lower case, ё as е, one kind of apostrophe, an emoji or a line break as a full stop, commas and quotes as
 * spaces, letters held down («хочууу», "pleeease") as one, and the common typos mended.
 */
export function normaliseForScreen(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/gu, 'е')
    .replace(/\u200b|\u200c|\u200d|\ufe0e|\ufe0f/gu, '')
    .replace(/[’‘`´ʼ]/gu, "'")
    .replace(/[\p{Extended_Pictographic}\n\r]+/gu, ' . ')
    .replace(/[,;:"«»()[\]*_~#]+/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/[\p{L}']+/gu, (w) => MENDS[w] ?? w)
    .replace(/\s+/g, ' ')
    .trim();
}

export function selfHarmSignal(text: string): boolean {
  const clean = normaliseForScreen(text);
  return (
    SELF_HARM.some((re) => re.test(text) || re.test(clean)) ||
    indirectSignal(clean) ||
    farewellSignal(clean) ||
    burdenSignal(clean) ||
    signsSignal(clean) ||
    selfInjurySignal(clean)
  );
}
