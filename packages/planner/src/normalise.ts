import { dayFromParts, monthOf, yearOf } from './dates.js';
import { RU_MONTHS_DATIVE } from './deadline-patterns.js';
import { withoutFrequency } from './frequency.js';
import type { Language } from './types.js';

/**
 * Text as people type it, made readable for the deadline, target and rate readers: abbreviations spelled out
 * ("in 3 wks"), time words of the other language put in the goal's ("by лето"), and numeric dates read in the
 * person's locale (6/1 from the United States is June 1).
 */

const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/(?<=\d\s*|\s)wks?(?![\p{L}])/giu, 'weeks'],
  [/(?<=\d\s*|\s)mos?(?![\p{L}.])/giu, 'months'],
  [/(?<=\d\s*|\s)yrs?(?![\p{L}])/giu, 'years'],
  [/(?<=\d\s*|\s)hrs?(?![\p{L}])/giu, 'hours'],
  [/(?<=\d\s*|\s)mins(?![\p{L}])/giu, 'minutes'],
  [/(?<=\d\s*|\s)нед\.?(?![\p{L}])/giu, 'недели'],
  // Chat shorthand: "b4 summer", "by EOY".
  [/(?<![\p{L}\p{N}])b4(?![\p{L}\p{N}])/giu, 'before'],
  [/(?<![\p{L}])eoy(?![\p{L}])/giu, 'the end of the year'],
  [/(?<![\p{L}])eom(?![\p{L}])/giu, 'the end of the month'],
  [/(?<=\d\s*|\s)мес\.?(?![\p{L}])/giu, 'месяца'],
  // Month names cut short ("next Feb", "by Sept 3").
  ...(
    [
      ['jan', 'January'],
      ['feb', 'February'],
      ['mar', 'March'],
      ['apr', 'April'],
      ['jun', 'June'],
      ['jul', 'July'],
      ['aug', 'August'],
      ['sept?', 'September'],
      ['oct', 'October'],
      ['nov', 'November'],
      ['dec', 'December'],
    ] as const
  ).map(([short, month]): [RegExp, string] => [
    new RegExp(`(?<![\\p{L}])${short}\\.?(?![\\p{L}])`, 'giu'),
    month,
  ]),
];

export function expandAbbreviations(text: string): string {
  let out = text;
  for (const [re, word] of ABBREVIATIONS) out = out.replace(re, word);
  return out;
}

/** Russian time words in an English goal ("by лето", "before Новый год"). */
const RU_IN_EN: Array<[RegExp, string]> = [
  [/лет(?:о|а|ом|у)(?![\p{L}])/giu, 'summer'],
  [/осен(?:ь|и|ью)(?![\p{L}])/giu, 'autumn'],
  [/зим(?:а|ы|ой|е|у)(?![\p{L}])/giu, 'winter'],
  [/весн(?:а|ы|ой|е|у)(?![\p{L}])/giu, 'spring'],
  [/нов(?:ый|ого|ому)\s+год(?:а|у)?(?![\p{L}])/giu, 'New Year'],
  [/январ\p{L}*/giu, 'January'],
  [/феврал\p{L}*/giu, 'February'],
  [/март\p{L}*/giu, 'March'],
  [/апрел\p{L}*/giu, 'April'],
  [/ма[йяюе](?![\p{L}])/giu, 'May'],
  [/июн\p{L}*/giu, 'June'],
  [/июл\p{L}*/giu, 'July'],
  [/август\p{L}*/giu, 'August'],
  [/сентябр\p{L}*/giu, 'September'],
  [/октябр\p{L}*/giu, 'October'],
  [/ноябр\p{L}*/giu, 'November'],
  [/декабр\p{L}*/giu, 'December'],
];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** English time words in a Russian goal ("к summer", "до June"). */
const EN_IN_RU: Array<[RegExp, string]> = [
  // "by лето": an English preposition before a Russian season.
  [/(?:by|before|until|till)\s+лет\p{L}*/giu, 'к лету'],
  [/(?:by|before|until|till)\s+осен\p{L}*/giu, 'к осени'],
  [/(?:by|before|until|till)\s+зим\p{L}*/giu, 'к зиме'],
  [/(?:by|before|until|till)\s+весн\p{L}*/giu, 'к весне'],
  // "к June", "by June": the month in the dative the Russian readers know («к июню»).
  ...MONTHS.map((month, i): [RegExp, string] => [
    new RegExp(`(?:к|до|by|before|until)\\s+${month}(?![\\p{L}])`, 'giu'),
    `к ${RU_MONTHS_DATIVE[i]}`,
  ]),
  [/(?<=(?:к|до)\s+)summer(?![\p{L}])/giu, 'лету'],
  [/(?<=(?:к|до)\s+)(?:autumn|fall)(?![\p{L}])/giu, 'осени'],
  [/(?<=(?:к|до)\s+)winter(?![\p{L}])/giu, 'зиме'],
  [/(?<=(?:к|до)\s+)spring(?![\p{L}])/giu, 'весне'],
];

const US_ZONES =
  /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Juneau|Sitka|Nome|Adak|Menominee|Metlakatla|Yakutat|Indiana\/\p{L}+|Kentucky\/\p{L}+|North_Dakota\/\p{L}+)|Pacific\/Honolulu|US\/\p{L}+)$/u;

const N = String.raw`(?:\d+(?:[.,]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|пару|два|две|три|четыре|пять|шесть|семь|восемь|десять)`;
const SPAN = String.raw`${N}\s*(?:years?|months?|weeks?|days?|yrs?|лет|год(?:а|ов)?|месяц\p{L}*|недел\p{L}*|дн\p{L}*|день)`;
/**
 * Spans of time the person has already lived (experience, a break, how long something has gone on, an age in
 * brackets): "for 8 years" after "I've", "10 years as a chef", "after 5 years at home", «уже 2 года», «не
 * общаемся 2 года», «3 года не работала», «(4 года)».
 */
const SPENT = new RegExp(
  [
    String.raw`(?<=(?<![\p{L}])(?:i'?ve|i\s+have|we'?ve|we\s+have|has|had|been|was|were|used\s+to|did|done)\b[^,.;!?]*?)(?:for|over)\s+(?:the\s+(?:past|last)\s+)?${SPAN}`,
    String.raw`(?:the\s+)?(?:past|last)\s+${SPAN}`,
    String.raw`(?:after|after\s+(?:almost|nearly|over)|после|спустя)\s+${SPAN}`,
    String.raw`${SPAN}\s+(?:ago|as\s+an?|of\s+\p{L}+|experience|off|together|married|clean|sober|назад|перерыва|стажа|опыта|вместе|в\s+браке|не\s+\p{L}+|как)`,
    String.raw`(?:уже|already)\s+${SPAN}`,
    String.raw`не\s+\p{L}+\s+(?:уже\s+)?${SPAN}`,
    String.raw`(?:haven'?t|hasn'?t|have\s+not|has\s+not|not)\s+(?:\p{L}+\s+){0,3}?(?:in|for)\s+(?:over\s+|almost\s+)?${SPAN}`,
    String.raw`\(\s*${SPAN}(?:\s+old)?\s*\)`,
  ]
    .map((x) => `(?<![\\p{L}\\p{N}])${x}(?![\\p{L}])`)
    .join('|'),
  'giu',
);

/** A date of birth with what announces it: "born (on) 02.03.1966", "DOB 5/14/90", «родилась 5 мая 1990». */
const BIRTH_DATE =
  /(?<![\p{L}])(?:born(?:\s+(?:on|in))?|date\s+of\s+birth:?|dob:?|родил\p{L}*|дата\s+рождения:?|д\.\s?р\.:?|год\s+рождения:?)\s*(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\s+\p{L}+\s+\d{4}(?:\s*г(?:ода|\.)?)?|\p{L}+\s+\d{1,2},?\s+\d{4}|(?:в\s+)?\d{4}(?:\s*(?:году|г\.))?)/giu;

/** Whether the person reads 6/1 as month/day (the United States). */
export function monthFirst(timezone: string | undefined): boolean {
  return !!timezone && US_ZONES.test(timezone);
}

/** The text the deadline is read from: rates and durations removed, the other language's time words translated. */
export function forDeadline(text: string, lang: Language, timezone: string | undefined): string {
  // "twice a month", «раз в две недели», "an hour a day": how often, never a date.
  let out = withoutFrequency(text)
    // "30 min every day", "1 hour a day": a session's length, never a date ("March 14, 30 min" is not 2030).
    .replace(
      /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*(?:min(?:ute)?s?|мин\p{L}*|h|hours?|час\p{L}*)\.?(?![\p{L}])/giu,
      ' ',
    )
    // "in a fortnight", «через полтора месяца»: spans chrono does not count.
    .replace(/(?<![\p{L}])(?:a\s+)?fortnight(?![\p{L}])/giu, '2 weeks')
    .replace(/(?<![\p{L}])(?:полтора\s+месяца|a\s+month\s+and\s+a\s+half)(?![\p{L}])/giu, (m) =>
      /[а-я]/iu.test(m) ? '45 дней' : '45 days',
    )
    // "a trip for May": the month it is in.
    .replace(
      /(?<![\p{L}])for\s+(?=(?:january|february|march|april|may|june|july|august|september|october|november|december)(?![\p{L}]))/giu,
      'in ',
    )
    // «20-го декабря», «к 1-му сентября»: the day and its month.
    .replace(
      /(?<![\p{N}])(\d{1,2})-?(?:го|е|ое|му|ого)\s+(?=(?:январ|феврал|март|апрел|ма[яю]|июн|июл|август|сентябр|октябр|ноябр|декабр))/giu,
      '$1 ',
    )
    // "he's in year 5", «она в 9 классе»: a school year, never a span to the deadline.
    .replace(/(?<=(?:'s|is|are|am|'m|was)\s+)in\s+year\s+\d{1,2}(?![\p{N}])/giu, ' ')
    // «за 10 дней в сентябре», "for 3 months starting in June": the length of a trip in a named month, not a deadline.
    .replace(
      /(?<![\p{L}])(?:за|на|for)\s+(?:\d+|\p{L}+)\s+(?:дн\p{L}*|день|недел\p{L}*|месяц\p{L}*|days?|weeks?|months?)(?=\s+(?:в|во|in|starting(?:\s+in)?)\s+(?:январ|феврал|март|апрел|ма[йея]|июн|июл|август|сентябр|октябр|ноябр|декабр|january|february|march|april|may|june|july|august|september|october|november|december|лет|осен|зим|весн|summer|autumn|fall|winter|spring))/giu,
      ' ',
    )
    // «в декрете» (on parental leave) is no December.
    .replace(/(?<![\p{L}])декрет\p{L}*/giu, ' ')
    // "16:8", "16/8": an eating window, not a date.
    .replace(/(?<!\d)(?:16|18|20|14)[:/](?:8|6|4|10)(?!\d)/gu, ' ')
    // "10 years as a pastry chef", «не общаемся 2 года», «после 3 лет перерыва»: time already spent, not a deadline.
    .replace(SPENT, ' ')
    // "she was born 02.03.1966", «дата рождения 5 мая 1990»: a birthday, not the goal's deadline.
    .replace(BIRTH_DATE, ' ')
    // «юбилей мамы 17 января, 60 лет», "turning 40 years": an age said on its own, not a year ("17 января, 60").
    .replace(
      /(?:,\s*|(?<=(?:юбиле\p{L}*|turning|turns)\s+(?:\p{L}+\s+)?))\d{1,3}\s*(?:лет|года?|years?)(?![\p{L}])/giu,
      ' ',
    )
    // "my 2 year old", "our 5yo", «3-летнего сына»: an age, not a span of years.
    .replace(
      /(?<![\p{L}\p{N}])\d{1,2}(?:[-\s]?(?:years?|yrs?|months?)[-\s]?old|\s?y\.?o\.?|-?летн\p{L}*)(?![\p{L}])/giu,
      ' ',
    );
  if (lang === 'en' && /[а-яё]/iu.test(out)) for (const [re, en] of RU_IN_EN) out = out.replace(re, en);
  if (lang === 'ru' && /[a-z]/iu.test(out)) for (const [re, ru] of EN_IN_RU) out = out.replace(re, ru);
  if (monthFirst(timezone))
    out = out.replace(
      /(?<![\d/.])(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])(?:\/(\d{2}|\d{4}))?(?![\d/])/gu,
      (_, m: string, d: string, y?: string) =>
        `${MONTHS[Number(m) - 1]} ${Number(d)}${y ? `, ${y.length === 2 ? `20${y}` : y}` : ''}`,
    );
  return out;
}

const END_OF_SEASON =
  /(?<![\p{L}])(?:(?:by|before|until|till|at)\s+)?(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(summer|autumn|fall|winter|spring)|(?:к|до)\s+конц[уа]\s+(?:этого\s+|этой\s+)?(лета|осени|зимы|весны)/iu;
/** [month, last day] of each season's end. */
const SEASON_LAST: Record<string, [number, number]> = {
  summer: [8, 31],
  лета: [8, 31],
  autumn: [11, 30],
  fall: [11, 30],
  осени: [11, 30],
  winter: [2, 28],
  зимы: [2, 28],
  spring: [5, 31],
  весны: [5, 31],
};

/** "к концу весны", "by the end of summer": the season's last day, the coming one. Null when not written. */
export function endOfSeason(text: string, today: number): number | null {
  const m = END_OF_SEASON.exec(text);
  if (!m) return null;
  const [month, day] = SEASON_LAST[(m[1] ?? m[2])!.toLowerCase()]!;
  let year = yearOf(today);
  // Winter ends in February of the next year unless we are in it already.
  if (month === 2 && monthOf(today) > 2) year += 1;
  let end = dayFromParts(year, month, month === 2 && year % 4 === 0 ? 29 : day);
  if (end <= today) end = dayFromParts(year + 1, month, day);
  return end;
}
