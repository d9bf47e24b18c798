import { EVENT_BOOKED, UNDERWAY } from './situation-booked.js';

/**
 * What a person says about where they stand now, besides the goal itself: a body weight, a distance they
 * already run, a language level, fear of water, a dog they already have, being single, someone else's event.
 * These statements are read first and removed from the text the target is read from, so "I weigh 90 kg, lose
 * 10 kg" has a target of 10 kg and "I'm at B1, reach B2" a target of B2.
 */
export interface Situation {
  /** Body weight in the unit written ("I weigh 90 kg", "вешу 200 lb"). */
  bodyWeight?: { value: number; unit: 'kg' | 'lb' };
  /** A distance or amount the person already manages ("already run 5 km", "уже пробегаю 3 км"). */
  current?: { value: number; unit: string };
  /** A level: a CEFR level, "beginner", "intermediate", "advanced" ("I'm at B1", "с нуля"). */
  level?: string;
  /** A monthly income as written ("получаю 90 тыс", "I earn $4k a month"), the whole phrase. */
  income?: string;
  /** Facts that change which playbook fits. */
  facts: SituationFact[];
  /** The text with the statements removed. */
  rest: string;
}

export type SituationFact =
  | 'afraid-of-water'
  | 'non-swimmer'
  | 'has-pet'
  | 'single'
  | 'in-relationship'
  | 'someone-elses-event'
  | 'moved'
  | 'experienced'
  | 'beginner'
  | 'event-booked';

const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const BODY =
  /(?<![\p{L}])(?:i\s+weigh|i'?m\s+(?:currently\s+)?at|my\s+weight\s+is|currently(?:\s+at)?|вешу|мой\s+вес(?:\s+сейчас)?|вес\s+сейчас|сейчас\s+вешу|при\s+весе)\s*(\d{2,3}(?:[.,]\d)?)\s*(kg|кг|lbs?|pounds?|фунт\p{L}*)(?![\p{L}])/iu;
/** A weight goal's starting point without its unit: «сбросить 10 кг, сейчас 78», "lose 20 lbs, currently 210". */
const BODY_BARE =
  /(?<![\p{L}])(?:сейчас|now|currently|i'?m\s+at)\s+(\d{2,3}(?:[.,]\d)?)(?![\d.,]*\s*(?:\p{L}|%|\/))/iu;
const WEIGHT_UNIT = /(?<![\p{L}])(?:kg|кг|кило\p{L}*|lbs?|pounds?)(?![\p{L}])/iu;
const CURRENT = new RegExp(
  String.raw`(?<![\p{L}])(?:longest\s+(?:run|swim|ride)(?:\s+(?:ever|so\s+far|yet))?\s*(?:=|is|was|of|:)?|самая\s+длинная\s+(?:пробежка|дистанция)(?:\s+(?:была|пока))?\s*(?:[—=:-]\s*)?|(?:бегаю|пробегаю|плаваю|проплываю)\s+(?:уже\s+|сейчас\s+|пока\s+)?(?:по\s+)?(?=\d)|already\s+(?:can\s+)?(?:run|swim|ride|do|read|walk)|i\s+(?:can\s+)?(?:run|swim|ride)\s+(?:about\s+)?(?=\d)|currently\s+(?:run|swim|ride|do)|now\s+i\s+(?:run|swim|do)|уже\s+(?:могу\s+)?(?:бегаю|пробегаю|плаваю|проплываю|езжу|делаю|пробежать|проплыть)|сейчас\s+(?:бегаю|пробегаю|плаваю|проплываю|делаю|могу\s+пробежать)|могу\s+пробежать|могу\s+проплыть)\s*${NUM}\s*(km|км|k(?![\p{L}])|mi(?:les?)?|мил\p{L}*|m|м|push-?ups?|отжиман\p{L}*|pull-?ups?|подтягиван\p{L}*)(?![\p{L}])(?:\s+(?:за|in)\s+\d{1,3}(?:[:.]\d{2})?\s*(?:мин\p{L}*|min(?:ute)?s?)(?![\p{L}]))?`,
  'iu',
);
/** A race already run: "already ran a half in 2:05", «уже бегал полумарафон»: its distance is where they stand. */
const RACE_DONE =
  /(?<![\p{L}])(?:(?:already|i'?ve|i\s+have)\s+(?:run|ran|done|did|finished|completed)|уже\s+(?:бегал\p{L}*|пробегал\p{L}*|пробежал\p{L}*)|(?:бегал|пробегал|пробежал)\p{L}*\s+уже)\s+(?:an?\s+|one\s+|один\s+)?(half[\s-]marathon|half|marathon|10k|5k|полумарафон|марафон|10\s*км|5\s*км|десятку|пятёрку|пятерку)(?![\p{L}])(?:\s+(?:in|за)\s+\d{1,2}:\d{2}(?::\d{2})?)?/iu;
const RACE_KM: Array<[RegExp, number]> = [
  [/^(?:half|полумарафон)/iu, 21.1],
  [/^(?:marathon|марафон)/iu, 42.2],
  [/^(?:10|десятк)/iu, 10],
  [/^(?:5|пят)/iu, 5],
];
const LEVEL_NOW =
  /(?<![\p{L}])(?:i'?m\s+(?:(?:at|on)\s+)?(?:(?:an?|the)\s+)?|i\s+am\s+(?:(?:at|on)\s+)?(?:(?:an?|the)\s+)?|i\s+(?:have|hold|got)\s+(?:an?\s+)?|currently(?:\s+(?:at|on))?(?:\s+an?)?|now\s+(?:at|on)|(?:already|still)\s+(?:at|on)|my\s+(?:\p{L}+\s+)?(?:level\s+)?is(?:\s+(?:at|around|about))?(?:\s+an?)?|from|at\s+(?:an?\s+)?|я\s+(?:сейчас\s+)?(?:на\s+(?:уровне\s+)?)?|на\s+уровне|у\s+меня(?:\s+(?:уже|сейчас))?(?:\s+уровень)?|сейчас(?:\s+уровень)?(?:\s+на)?|мой\s+уровень|уровень\s+сейчас|с\s+уровня|с|уже)\s*([ABCАВС][12])(?![\p{L}\p{N}])(?:\s+(?:level|now|уровень))?|(?<![\p{L}])([ABCАВС][12])\s+(?:level\s+)?(?:now|currently|сейчас|уже\s+есть)(?![\p{L}])/iu;

const MONEY = String.raw`(?:[£$€₽]\s?)?\d[\d\s\u00a0.,]*(?:\s*(?:k|к|тыс\p{L}*|тыщ\p{L}*|млн|m))?(?:\s*(?:[£$€₽]|usd|eur|gbp|руб\p{L}*|р\.?))?`;
/** Money the person already has ("I have £20k saved", «у меня есть 200 тысяч»): a resource, not the target. */
const SAVED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:i|we)\s+(?:have|'ve\s+got|'ve\s+saved|already\s+have|saved)|(?:i|we)'ve\s+(?:got|saved)|у\s+(?:меня|нас)\s+(?:уже\s+)?(?:есть|отложено|накоплено)|уже\s+(?:отложено|накоплено|есть))\s+(${MONEY})(?:\s+(?:saved|in\s+savings|put\s+aside|накоплений|отложено))?`,
  'iu',
);
/** A stated monthly income ("получаю 90 тыс", "зарплата 80к", "I earn $4,000 a month"). */
const INCOME = new RegExp(
  String.raw`(?<![\p{L}])(?:получаю|зарабатываю|зарплата|зп|доход|i\s+(?:earn|make|take\s+home)|my\s+salary\s+is|salary\s+of)\s+(${MONEY})(?:\s+(?:a|per|в)\s+(?:month|месяц))?`,
  'iu',
);

const FACTS: Array<[SituationFact, RegExp]> = [
  [
    'afraid-of-water',
    re(
      '(?:afraid|scared|frightened|terrified)\\s+of\\s+(?:the\\s+)?(?:water|deep\\s+water|swimming|drowning)|fear\\s+of\\s+(?:the\\s+)?water|aquaphob\\p{L}*|боюсь\\s+(?:воды|глубины|плавать|утонуть)|страх\\p{L}*\\s+(?:воды|глубины)|боязн\\p{L}*\\s+воды',
    ),
  ],
  [
    'non-swimmer',
    re(
      "can'?t\\s+swim|cannot\\s+swim|non[\\s-]?swimmer|never\\s+(?:learned|learnt)\\s+to\\s+swim|не\\s+умею\\s+плавать|не\\s+плаваю",
    ),
  ],
  [
    'has-pet',
    re(
      "(?:(?:we|i)\\s+(?:already\\s+)?|already\\s+)(?:have|got|adopted)\\s+(?:a\\s+|an\\s+|the\\s+|our\\s+)?(?:\\p{L}+\\s+)?(?:dog|puppy|cat|kitten)|(?:our|my)\\s+(?:new\\s+)?(?:\\p{L}+\\s+)?(?:dog|puppy|cat|kitten)(?:'s)?|(?:train|walk)\\s+(?:the|our|my)\\s+(?:dog|puppy)|(?:у\\s+(?:нас|меня)\\s+(?:уже\\s+)?(?:есть\\s+)?)(?:собак\\p{L}*|пес|пёс|щен\\p{L}*|кошк\\p{L}*|кот\\p{L}*)|(?:нашу|мою|нашего|моего|наш\\p{L}*|мо\\p{L}*)\\s+(?:собак\\p{L}*|пса|щенка|кошку|кота)|(?:дрессир\\p{L}*|приучить)\\s+(?:\\p{L}+\\s+)?(?:собак\\p{L}*|пса|щенка)",
    ),
  ],
  [
    'single',
    re(
      "i'?m\\s+single|i\\s+am\\s+single|single\\s+(?:guy|girl|man|woman|mom|mum|dad)?|no\\s+partner|not\\s+dating|я\\s+од(?:ин|на)|одинок\\p{L}*|без\\s+пары|нет\\s+(?:девушки|парня|партн\\p{L}*|мужа|жены)|свободн\\p{L}*\\s+(?:девушк|парень)",
    ),
  ],
  [
    'in-relationship',
    re(
      'my\\s+(?:wife|husband|partner|girlfriend|boyfriend|fianc\\p{L}*)|our\\s+(?:relationship|marriage)|with\\s+my\\s+(?:wife|husband|partner)|(?:моей|мо\\p{L}*|с)\\s+(?:жен\\p{L}*|муж\\p{L}*|девушк\\p{L}*|парн\\p{L}*|партн\\p{L}*)|наш\\p{L}*\\s+(?:отношени|брак)',
    ),
  ],
  [
    'someone-elses-event',
    re(
      "(?:my|our)\\s+(?:sister|brother|friend|best\\s+friend|cousin|daughter|son|mom|mum|dad|colleague)(?:'s|’s)\\s+(?:wedding|party|birthday|graduation|anniversary)|(?:for|at|to)\\s+(?:a|the)\\s+(?:friend|family)\\s+wedding|свадьб\\p{L}*\\s+(?:сестры|брата|подруги|друга|дочери|сына|коллеги|мамы|папы)|(?:на|к|для)\\s+свадьб\\p{L}*\\s+(?:сестры|брата|подруги|друга|дочери|сына)|(?:сестр\\p{L}*|брат\\p{L}*|подруг\\p{L}*|друг\\p{L}*)\\s+(?:выходит\\s+замуж|женится)",
    ),
  ],
  [
    'moved',
    re(
      'after\\s+(?:moving|relocating)|(?:since|now\\s+that)\\s+i\\s+moved|после\\s+переезда|я\\s+переехал\\p{L}*|недавно\\s+переехал\\p{L}*',
    ),
  ],
  [
    'experienced',
    re(
      "recital|concert\\s+(?:in|on|next)|i'?ve\\s+(?:been\\s+)?(?:played|playing|run(?:ning)?|trained|training)\\s+for\\s+\\d+\\s+years|(?:i'?ve|i\\s+have|been)\\s+(?:been\\s+)?(?:play|runn|run|train|swimm|swum|draw|paint|danc|sing|sung|cook|writ|knitt|climb|cycl|lift|practic|practis|study|studi|learn|do|skiing|ski|skat|surf|cod|programm|sew|box|rid|jogg|row|hik|shoot|photograph|bak)\\p{L}*\\s+(?:[\\p{L}']+\\s+){0,3}?(?:for\\s+)?(?:(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a\\s+few|several|many)\\s+)?(?:years|yrs)|(?:play|runn|run|train|swimm|swum|draw|paint|danc|sing|sung|cook|writ|knitt|climb|cycl|lift|practic|practis|study|studi|learn|do|skiing|ski|skat|surf|cod|programm|sew|box|rid|jogg|row|hik|shoot|photograph|bak)\\p{L}*\\s+(?:[\\p{L}']+\\s+){0,3}?since\\s+(?:i\\s+was\\s+(?:a\\s+)?(?:kid|child|little|\\d+)|childhood|school|high\\s+school|college|university)|(?<!не\\s)(?:играю|занимаюсь|бегаю|плаваю|рисую|пою|танцую|катаюсь|пишу|вяжу|шью|фотографирую)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:уже\\s+)?(?:\\d+|два|две|три|четыре|пять|шесть|семь|восемь|десять|несколько|много)\\s+(?:лет|года?)(?![\\p{L}])|(?<!не\\s)(?:играю|занимаюсь|бегаю|плаваю|рисую|пою|танцую|катаюсь|пишу|вяжу|шью)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:с\\s+детства|со\\s+школы|с\\s+юности|давно)|(?:\\d+)\\s+years\\s+of\\s+(?:experience|playing|training)|advanced|intermediate|(?:играю|занимаюсь|бегаю)\\s+(?:уже\\s+)?\\d+\\s+(?:лет|год\\p{L}*)|сольн\\p{L}*\\s+концерт\\p{L}*|отч[её]тн\\p{L}*\\s+концерт\\p{L}*|продвинут\\p{L}*|средн\\p{L}*\\s+уровн\\p{L}*",
    ),
  ],
  [
    'beginner',
    re(
      "from\\s+scratch|from\\s+zero|complete\\s+beginner|total\\s+beginner|never\\s+(?:done|tried|played|run)|(?:haven'?t|have\\s+not|hasn'?t|didn'?t)\\s+(?:\\p{L}+\\s+){0,2}(?:in|for)\\s+(?:years|ages|a\\s+long\\s+time|forever|a\\s+decade|\\d+\\s+years)|с\\s+нуля|новичок|никогда\\s+не\\s+(?:бегал|играл|занимал|пробовал)\\p{L}*|(?:вообще|совсем|пока|сейчас)\\s+не\\s+(?:бегаю|плаваю|занимаюсь|тренируюсь)|i\\s+(?:don'?t|do\\s+not)\\s+(?:run|swim|exercise|work\\s+out)(?:\\s+at\\s+all|\\s+yet)|(?:давно|годами|много\\s+лет)\\s+не\\s+(?:бегал|играл|занимал|тренировал|плавал|ходил)\\p{L}*|не\\s+(?:бегал|играл|занимал|тренировал|плавал)\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:много\\s+лет|годами|несколько\\s+лет|давно|\\d+\\s+лет)|впервые",
    ),
  ],
];

const LANGUAGE =
  /(?<![\p{L}])(?:english|french|spanish|german|italian|portuguese|japanese|chinese|mandarin|korean|arabic|turkish|polish|dutch|greek|hebrew|russian|language|англ\p{L}*|французск\p{L}*|немецк\p{L}*|испанск\p{L}*|итальянск\p{L}*|португальск\p{L}*|японск\p{L}*|китайск\p{L}*|корейск\p{L}*|арабск\p{L}*|турецк\p{L}*|польск\p{L}*|греческ\p{L}*|иврит\p{L}*|язык\p{L}*)/iu;
/** A level named in words, in a language goal: "intermediate" is B1, «с нуля» A0. */
const LEVEL_WORDS: Array<[RegExp, string]> = [
  [/(?<![\p{L}])(?:upper[\s-]intermediate|выше\s+среднего|апер[\s-]?интермедиат\p{L}*)/iu, 'B2'],
  [
    /(?<![\p{L}])(?:pre[\s-]intermediate|elementary|ниже\s+среднего|элементар\p{L}*|пре[\s-]?интермедиат\p{L}*)/iu,
    'A2',
  ],
  [/(?<![\p{L}])(?:intermediate|conversational|средн\p{L}*\s+уровн\p{L}*|интермедиат\p{L}*)/iu, 'B1'],
  [/(?<![\p{L}])(?:advanced|fluent\s+already|продвинут\p{L}*)/iu, 'C1'],
  [
    /(?<![\p{L}])(?:from\s+(?:scratch|zero)|complete\s+beginner|total\s+beginner|absolute\s+beginner|с\s+нуля|совсем\s+не\s+знаю|ни\s+слова)/iu,
    'A0',
  ],
];

/** A CEFR level a language goal names in words ("I'm intermediate", «с нуля»), or null. */
function languageLevel(text: string): string | null {
  if (!LANGUAGE.test(text)) return null;
  return LEVEL_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

const unitOf = (raw: string): string => {
  const u = raw.toLowerCase();
  if (/^(?:km|км|k)$/u.test(u)) return 'km';
  if (/^(?:mi|mile|miles|мил)/u.test(u)) return 'mi';
  if (/^(?:m|м)$/u.test(u)) return 'm';
  if (/^(?:push|отжим)/u.test(u)) return 'pushup';
  if (/^(?:pull|подтяг)/u.test(u)) return 'pullup';
  return u;
};

/** Reads what the person says about where they stand, and the text without those statements. */
export function readSituation(written: string): Situation {
  const text = written.replace(/[’‘]/gu, "'");
  let rest = text;
  const out: Situation = { facts: [], rest };
  const body = BODY.exec(rest);
  if (body) {
    out.bodyWeight = {
      value: Number(body[1]!.replace(',', '.')),
      unit: /^(?:kg|кг)$/iu.test(body[2]!) ? 'kg' : 'lb',
    };
    rest = rest.replace(body[0], ' ');
  }
  const bare = out.bodyWeight ? null : BODY_BARE.exec(rest);
  const unit = bare ? WEIGHT_UNIT.exec(rest) : null;
  if (bare && unit) {
    out.bodyWeight = {
      value: Number(bare[1]!.replace(',', '.')),
      unit: /^(?:kg|кг|кило)/iu.test(unit[0]) ? 'kg' : 'lb',
    };
    rest = rest.replace(bare[0], ' ');
  }
  const current = CURRENT.exec(rest);
  if (current) {
    out.current = { value: Number(current[1]!.replace(',', '.')), unit: unitOf(current[2]!) };
    rest = rest.replace(current[0], ' ');
  }
  const race = out.current ? null : RACE_DONE.exec(rest);
  if (race) {
    out.current = { value: RACE_KM.find(([r]) => r.test(race[1]!))![1], unit: 'km' };
    rest = rest.replace(race[0], ' ');
  }
  const level = LEVEL_NOW.exec(rest);
  if (level) {
    const code = (level[1] ?? level[2])!;
    const letter =
      ({ А: 'A', В: 'B', С: 'C' } as Record<string, string>)[code[0]!.toUpperCase()] ??
      code[0]!.toUpperCase();
    out.level = `${letter}${code[1]}`;
    rest = rest.replace(level[0], ' ');
  } else {
    const word = languageLevel(text);
    if (word) out.level = word;
  }
  const saved = SAVED.exec(rest);
  if (saved && /[£$€₽kк]|тыс|тыщ|млн|руб|usd|eur|gbp/iu.test(saved[1]!)) rest = rest.replace(saved[0], ' ');
  const income = INCOME.exec(rest);
  if (income) {
    out.income = income[0].trim();
    rest = rest.replace(income[0], ' ');
  }
  for (const [fact, pattern] of FACTS) if (pattern.test(text)) out.facts.push(fact);
  if (EVENT_BOOKED.test(text)) out.facts.push('event-booked');
  // Lessons already taken ("had 12 lessons so far", «хожу в автошколу»): past the start, not a beginner.
  if (UNDERWAY.test(text) && !out.facts.includes('experienced')) out.facts.push('experienced');
  // Running 5 km already is past run-walk intervals and buying the first shoes.
  const km =
    out.current?.unit === 'km'
      ? out.current.value
      : out.current?.unit === 'mi'
        ? out.current.value * 1.609
        : 0;
  if (km >= 5 && !out.facts.includes('experienced') && !out.facts.includes('beginner'))
    out.facts.push('experienced');
  // B1 and above is past the basics: a plan starts from there.
  if (out.level && /^(?:B[12]|C[12])$/u.test(out.level) && !out.facts.includes('experienced'))
    out.facts.push('experienced');
  if (!out.level && out.facts.includes('beginner')) out.level = 'beginner';
  if (!out.level && out.facts.includes('experienced')) out.level = 'experienced';
  out.rest = rest.replace(/\s{2,}/g, ' ').trim();
  return out;
}
