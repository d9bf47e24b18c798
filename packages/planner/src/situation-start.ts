import { dayFromParts, monthOf, weekdayOf, yearOf } from './dates.js';
import { EN_MONTHS, RU_MONTH_STEMS } from './deadline-patterns.js';

/**
 * When the person says they will begin, if not today: "начну после нг", "starting in January", «с понедельника»,
 * "from 1 March", "after my summer exams". The plan's first step is on that day; a span the goal names ("for 30
 * days") runs from it, and a written deadline stays where it is.
 */
export interface StartReading {
  /** The first day of the plan (a day number, after today). */
  day: number;
  /** The words that said so, to be left out when the deadline is read ("после нг" is no deadline). */
  span: string;
}

const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}])`;
const re = (source: string) => new RegExp(source, 'iu');

/** A verb of starting, or none: «с января» and "from January" say it on their own. */
const EN_START = String.raw`(?:(?:i'?ll\s+|i\s+will\s+|i\s+want\s+to\s+|going\s+to\s+|gonna\s+|to\s+)?(?:start(?:ing)?|begin(?:ning)?|kick(?:ing)?\s+off)\s+(?:\p{L}+ing\s+)?)`;
const RU_VERB = String.raw`(?:начну|начинаю|начнём|начнем|стартую|стартуем|приступлю|начать|начинать)`;
const RU_START = String.raw`(?:${RU_VERB}\s+)`;
const RU_MONTH = RU_MONTH_STEMS.map((m) => `${m}\\p{L}*`).join('|');
const EN_MONTH = EN_MONTHS.join('|');

/** "after New Year", «после нг», «с нового года», «после новогодних праздников». */
const NEW_YEAR = re(
  String.raw`${B}(?:${EN_START}?(?:after|from|in)\s+(?:the\s+)?new\s+year(?:'?s)?(?:\s+(?:day|holidays?|break))?|${RU_START}?(?:после|с)\s+(?:нг|нового\s+года|новогодн\p{L}*(?:\s+(?:праздник\p{L}*|каникул\p{L}*))?)|${RU_START}?после\s+праздник\p{L}*|${RU_START}?в\s+новом\s+году)${E}`,
);
/** "after Christmas", "after the holidays" (the winter ones, said in November or December). */
const AFTER_CHRISTMAS = re(
  String.raw`${B}${EN_START}?after\s+(?:christmas|xmas|the\s+(?:christmas\s+|festive\s+|winter\s+)?holidays)${E}`,
);
/** «с января», "starting in March", "from February", «в марте начну», "begin in April". */
const MONTH = re(
  String.raw`${B}(?:${EN_START}(?:in\s+|from\s+|on\s+)?(${EN_MONTH})|from\s+(${EN_MONTH})(?!\s+(?:to|till|until|through)\s)|${RU_START}?с\s+(${RU_MONTH})(?!\s+по\s)|${RU_START}в\s+(${RU_MONTH})|в\s+(${RU_MONTH})\s+${RU_VERB}|in\s+(${EN_MONTH}),?\s+i'?ll\s+(?:start|begin))${E}(?!\s*\d)`,
);
/** «с 1 марта», "from 1 March", "starting March 1st", "starting on the 15th of January". */
const DATE = re(
  String.raw`${B}(?:${RU_START}?с\s+(\d{1,2})(?:-?го)?\s+(${RU_MONTH})|(?:${EN_START}(?:on\s+)?|from\s+)(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${EN_MONTH})|(?:${EN_START}(?:on\s+)?|from\s+)(${EN_MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?)${E}`,
);
const EN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const RU_DAYS = [
  'понедельник',
  'вторник',
  'сред[уы]',
  'четверг',
  'пятниц[уы]',
  'суббот[уы]',
  'воскресень[ея]',
];
/** «с понедельника», "starting Monday", "from next Monday"; «с понедельника по пятницу» is a range of days. */
const WEEKDAY = re(
  String.raw`${B}(?:(?:${EN_START}(?:on\s+)?|from\s+)(?:next\s+|this\s+coming\s+)?(${EN_DAYS.join('|')})(?!\s+(?:to|till|until|through|thru)\s)(?!\s*[-–])|${RU_START}?(?:с|со)\s+(?:следующ\p{L}*\s+)?(${RU_DAYS.map((d) => `${d.replace(/\[.*\]$/u, '')}\\p{L}*`).join('|')})(?!\s+по\s)(?!\s*[-–]))${E}`,
);
/** "from next week", «со следующей недели», "from next month", «со следующего месяца». */
const NEXT_PERIOD = re(
  String.raw`${B}(?:(?:${EN_START}|from\s+)next\s+(week|month)|${RU_START}?со\s+следующ\p{L}*\s+(недел|месяц)\p{L}*)${E}`,
);
/** "after my exams", «после сессии», "after the summer exams": the day after the season's exams. */
/**
 * "after my exams", «после сессии», «начну после экзаменов»: the day after the season's exams. The person's own
 * exams only ("get into uni after the ЕГЭ" is a goal that needs the exam, not a later start).
 */
const AFTER_EXAMS = re(
  String.raw`${B}${EN_START}?(?:after|once)\s+(?:my|our)\s+(?:(summer|winter|final|school)\s+)?(?:exams?|finals|exam\s+season)(?:\s+are\s+(?:over|done))?${E}|${B}(?:${RU_START}после\s+(?:(летн|зимн)\p{L}*\s+)?(?:сесси\p{L}*|экзамен\p{L}*)|после\s+(?:(летн|зимн)\p{L}*\s+)?сесси\p{L}*)${E}`,
);
/** A word before «с мая» that makes it "since May": a verb in the present or past («бегаю с мая», «работала с 1 марта»). */
const SINCE_VERB = /(?:ю|юсь|усь|ем|ешь|ет|л|ла|ли|лся|лась|лись)\s*$/iu;

/**
 * A word before "from October" that makes it "since October": a state the month began ("messed up from October",
 * "still sore from", "injured from", "been off from"); "starting from March" has its verb and stays a start.
 */
const EN_SINCE_BEFORE =
  /^(?:\p{L}+ed|up|out|off|down|hurt|sore|broken|torn|ill|sick|still|been|was|were|since|ever)$/iu;

/** A length of stay right before the start words: "for 3 months", "a 2-week", «на 10 дней». */
const TRIP_SPAN_BEFORE =
  /(?<![\p{L}])(?:for|на)\s+(?:\d+|an?|one|two|three|four|six|\p{L}+)\s*-?\s*(?:days?|weeks?|months?|дн\p{L}*|недел\p{L}*|месяц\p{L}*)\s*$/iu;

/** Words of going somewhere: a span before a start is then a stay ("quit sugar for 30 days starting in January" is no trip). */
const TRAVEL =
  /(?<![\p{L}])(?:backpack\p{L}*|travel\p{L}*|trip|visit\p{L}*|stay|holiday|vacation|abroad|move\s+to|fly|flight|поездк\p{L}*|путешеств\p{L}*|отпуск\p{L}*|лет(?:им|ать)|едем|поеду|съездить|переезд\p{L}*)(?![\p{L}])/iu;

/** The next day number with this month and day after today. */
function nextDate(today: number, month: number, day: number): number {
  const y = yearOf(today);
  const d = dayFromParts(y, month, day);
  return d > today ? d : dayFromParts(y + 1, month, day);
}

function monthIndex(word: string): number {
  const w = word.toLowerCase();
  const en = EN_MONTHS.indexOf(w);
  if (en >= 0) return en + 1;
  return RU_MONTH_STEMS.findIndex((stem) => new RegExp(`^${stem}`, 'u').test(w)) + 1;
}

function weekdayIndex(word: string): number {
  const w = word.toLowerCase();
  const en = EN_DAYS.indexOf(w);
  if (en >= 0) return en + 1;
  return RU_DAYS.findIndex((d) => new RegExp(`^${d.replace(/\[.*\]$/u, '')}`, 'u').test(w)) + 1;
}

/** The next given weekday strictly after today. */
function nextWeekday(today: number, weekday: number): number {
  const ahead = (weekday - weekdayOf(today) + 7) % 7;
  return today + (ahead === 0 ? 7 : ahead);
}

/** The exam season's end: summer exams by 30 June, winter ones by 31 January; unnamed, the nearer of the two. */
function afterExams(today: number, season: string | undefined): number {
  const summer = nextDate(today, 6, 30) + 1;
  const winter = nextDate(today, 1, 31) + 1;
  if (season && /^(?:summer|летн)/iu.test(season)) return summer;
  if (season && /^(?:winter|зимн)/iu.test(season)) return winter;
  return Math.min(summer, winter);
}

/** The day the person says they will start, when it is after today (and within a year), or null. */
export function readStart(text: string, today: number, lang: 'ru' | 'en'): StartReading | null {
  const t = text.replace(/[’‘]/gu, "'");
  const candidates: Array<[RegExpExecArray | null, (m: RegExpExecArray) => number | null]> = [
    [
      DATE.exec(t),
      (m) => {
        const [day, month] = m[1] ? [m[1], m[2]!] : m[3] ? [m[3], m[4]!] : [m[6]!, m[5]!];
        return nextDate(today, monthIndex(month), Number(day));
      },
    ],
    // Russian New Year holidays run to 8 January; "after New Year" in English is the 2nd.
    [
      NEW_YEAR.exec(t),
      (m) => nextDate(today, 1, /праздник|каникул/iu.test(m[0]) ? 9 : lang === 'ru' ? 1 : 2),
    ],
    [AFTER_CHRISTMAS.exec(t), () => nextDate(today, 1, 2)],
    [
      MONTH.exec(t),
      (m) => {
        const month = monthIndex((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6])!);
        return month > 0 && month !== monthOf(today) ? nextDate(today, month, 1) : null;
      },
    ],
    [WEEKDAY.exec(t), (m) => nextWeekday(today, weekdayIndex((m[1] ?? m[2])!))],
    [
      NEXT_PERIOD.exec(t),
      (m) =>
        /^(?:week|недел)/iu.test((m[1] ?? m[2])!)
          ? nextWeekday(today, 1)
          : dayFromParts(yearOf(today) + (monthOf(today) === 12 ? 1 : 0), (monthOf(today) % 12) + 1, 1),
    ],
    [AFTER_EXAMS.exec(t), (m) => afterExams(today, m[1] ?? m[2] ?? m[3])],
  ];
  for (const [m, dayOf] of candidates) {
    if (!m) continue;
    // «бегаю с мая» is "since May"; «начну с мая» and «бросить курить с мая» are a start.
    const before =
      t
        .slice(Math.max(0, m.index - 20), m.index)
        .split(/\s+/u)
        .filter(Boolean)
        .pop() ?? '';
    if (
      /^(?:с|со)\s/iu.test(m[0]) &&
      SINCE_VERB.test(before) &&
      !new RegExp(`^${RU_VERB}$`, 'iu').test(before)
    )
      continue;
    if (/^from\s/iu.test(m[0]) && EN_SINCE_BEFORE.test(before)) continue;
    // "backpack Asia for 3 months starting in June - save $9k first", «на 2 недели с июля»: when a trip or a
    // stay begins, the goal to be ready for it; the plan starts now.
    if (TRIP_SPAN_BEFORE.test(t.slice(0, m.index)) && TRAVEL.test(t)) continue;
    const day = dayOf(m);
    if (day !== null && day > today && day <= today + 366) return { day, span: m[0] };
  }
  return null;
}
