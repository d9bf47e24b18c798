import * as chrono from 'chrono-node';
import { addMonths, dayFromParts, monthOf, toDay, toIso, weekdayOf, yearOf } from './dates.js';
import { NUMBER_WORD_SOURCE, parseNumberWord } from './numbers.js';
import type { Language } from './types.js';

interface Found {
  day: number;
}

const SEASONS: Array<[RegExp, number, number]> = [
  // [pattern, month, day] of the last day before the season starts
  [
    /(?<![\p{L}])(by|before|until)\s+(the\s+)?(next\s+)?summer|к\s+(следующему\s+)?лету|до\s+(следующего\s+)?лета/iu,
    5,
    31,
  ],
  [
    /(?<![\p{L}])(by|before|until)\s+(the\s+)?(next\s+)?(autumn|fall)|к\s+(следующей\s+)?осени|до\s+(следующей\s+)?осени/iu,
    8,
    31,
  ],
  [
    /(?<![\p{L}])(by|before|until)\s+(the\s+)?(next\s+)?winter|к\s+(следующей\s+)?зиме|до\s+(следующей\s+)?зимы/iu,
    11,
    30,
  ],
  [
    /(?<![\p{L}])(by|before|until)\s+(the\s+)?(next\s+)?spring|к\s+(следующей\s+)?весне|до\s+(следующей\s+)?весны/iu,
    2,
    28,
  ],
  [/(?<![\p{L}])(by|before|until)\s+(the\s+)?new year|к\s+новому\s+году|до\s+нового\s+года/iu, 12, 31],
];
const END_OF_YEAR =
  /(end of (the |this )?year|year[- ]end|конц[ауе]\s+(этого\s+)?года|в этом году|this year(?![\p{L}]))/iu;
const END_OF_NEXT_YEAR =
  /(end of next year|конц[ауе]\s+следующего\s+года|в следующем году|next year(?![\p{L}]))/iu;
const END_OF_MONTH = /(end of (the |this )?month|конц[ауе]\s+(этого\s+)?месяца)/iu;
const YEAR_AND_HALF = /(a year and a half|eighteen months|полтора\s+года|полтора\s+годика)/iu;
const HALF_YEAR = /(half a year|six months|полгода|пол\s+года)/iu;
const MONTH_ONLY_IN =
  /(?<![\p{L}])(in|during)\s+(january|february|march|april|may|june|july|august|september|october|november|december)(?![\p{L}])|(?:^|\s)в\s+(январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)(?![\p{L}])/iu;

const CASUAL =
  /day|today|tomorrow|tonight|morning|evening|night|week(?![\p{L}])|день|сутки|сегодня|завтра|утр|вечер|ноч|недел/iu;
const CLOCK = /minute|hour|second|минут|час|секунд/iu;
const EVERY = /(every|each|a|per|кажд\p{L}*|по|раз в)\s*$/iu;
const RU_MONTHS_DATIVE = [
  'январю',
  'февралю',
  'марту',
  'апрелю',
  'маю',
  'июню',
  'июлю',
  'августу',
  'сентябрю',
  'октябрю',
  'ноябрю',
  'декабрю',
];
const BY_MONTH_RU = new RegExp(`(?:^|\\s)к\\s+(${RU_MONTHS_DATIVE.join('|')})(?:\\s+(\\d{4}))?`, 'iu');

function endOfMonth(day: number): number {
  return addMonths(dayFromParts(yearOf(day), monthOf(day), 1), 1) - 1;
}

const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const re = (source: string) => new RegExp(source, 'iu');

const IN_N = re(
  String.raw`${B}(?:in|within|for|over|за|через|в\s+течение)\s+(?:(?:the\s+)?(?:next|ближайш\p{L}*)\s+)?(?:an?\s+)?(${NUMBER_WORD_SOURCE})?\s*(days?|weeks?|months?|years?|день|дня|дней|недел\p{L}*|месяц\p{L}*|год(?:а|у)?|лет)${E}`,
);
const TOMORROW = re(`${B}(?:tomorrow|завтра|на\\s+завтра)${E}`);
const DAY_AFTER = re(`${B}(?:the\\s+day\\s+after\\s+tomorrow|послезавтра)${E}`);
const TODAY = re(`${B}(?:today|tonight|сегодня)${E}`);
const EN_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const RU_WEEKDAY_STEMS = ['понедельн', 'вторник', 'сред', 'четверг', 'пятниц', 'суббот', 'воскресен'];
const WEEKDAY = re(
  String.raw`${B}(?:(by|until|before|on|this|next|к|до|в|во|на|ко)\s+)?(?:(next|следующ\p{L}*|ближайш\p{L}*)\s+)?(${EN_WEEKDAYS.join('|')}|${RU_WEEKDAY_STEMS.map((w) => `${w}\\p{L}*`).join('|')})${E}`,
);
const NEXT_WEEK = re(
  `${B}(?:next\\s+week|на\\s+следующей\\s+неделе|к\\s+следующей\\s+неделе|до\\s+следующей\\s+недели)${E}`,
);
const THIS_WEEK = re(
  `${B}(?:this\\s+week|by\\s+the\\s+end\\s+of\\s+the\\s+week|на\\s+этой\\s+неделе|до\\s+конца\\s+недели|к\\s+концу\\s+недели)${E}`,
);
const NEXT_MONTH = re(
  `${B}(?:(?:by\\s+the\\s+)?end\\s+of\\s+next\\s+month|next\\s+month|в\\s+следующем\\s+месяце|к\\s+концу\\s+следующего\\s+месяца|до\\s+конца\\s+следующего\\s+месяца)${E}`,
);
const HOLIDAYS: Array<[RegExp, number, number]> = [
  [re(`${B}(?:christmas|xmas)${E}`), 12, 25],
  [re(`${B}(?:рождеств\\p{L}*)`), 1, 7],
  [re(`${B}(?:new\\s+year'?s\\s+eve)${E}`), 12, 31],
  [re(`${B}(?:valentine'?s(?:\\s+day)?|дн\\p{L}*\\s+(?:святого\\s+)?валентина)`), 2, 14],
  [re(`${B}(?:halloween|хэллоуин\\p{L}*)`), 10, 31],
  [re(`${B}(?:international\\s+women'?s\\s+day|women'?s\\s+day)`), 3, 8],
  [re(`${B}(?:майск\\p{L}*\\s+праздник\\p{L}*|майским)`), 5, 1],
  [re(`${B}(?:дн\\p{L}*\\s+знаний)`), 9, 1],
];
const QUARTER_WORDS: Record<string, number> = {
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  перв: 1,
  втор: 2,
  трет: 3,
  четв: 4,
};
const QUARTER = re(
  String.raw`${B}(?:(?:end\s+of\s+(?:the\s+)?)?(?:q([1-4])|(first|second|third|fourth)\s+quarter)|(?:конц\p{L}*\s+)?(?:([1-4])(?:-?(?:го|й|ого))?|(перв|втор|трет|четв)\p{L}*)\s+квартал\p{L}*|(?:end\s+of\s+(?:the|this)\s+quarter|конц\p{L}*\s+(?:этого\s+)?квартала))${E}`,
);
const YEAR_END = re(
  String.raw`${B}(?:(?:by\s+)?(?:the\s+)?end\s+of\s+|(?:к|до)\s+конц\p{L}*\s+)(20\d\d)(?:\s+года|\s+г\.?)?${E}`,
);
const IN_YEAR = re(String.raw`${B}(?:in|during|в|во)\s+(20\d\d)(?:\s+году|\s+г\.?)?${E}`);
const BY_YEAR = re(String.raw`${B}(?:by|before|until|till|к|до)\s+(20\d\d)(?:\s+год\p{L}*|\s+г\.?)?${E}`);
const NUMERIC_DATE = re(
  String.raw`${B}(?:(by|before|until|till|on|к|до|на|по)\s+)?(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?${E}(?![.,]\d)`,
);
const EN_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const RU_MONTH_STEMS = [
  'январ',
  'феврал',
  'март',
  'апрел',
  'ма[йяюе]',
  'июн',
  'июл',
  'август',
  'сентябр',
  'октябр',
  'ноябр',
  'декабр',
];
const NEXT_MONTH_NAME = re(
  String.raw`${B}(?:(by|before|until|к|до)\s+)?(?:next|следующ\p{L}*)\s+(${EN_MONTHS.join('|')}|${RU_MONTH_STEMS.map((m) => `${m}\\p{L}*`).join('|')})${E}`,
);
/** Phrases that name a deadline the planner cannot place ("к дню рождения", "by my wedding"). */
const VAGUE = re(
  String.raw`${B}(?:(?:by|before|until|till|in\s+time\s+for)\s+(?:my|our|the|his|her|their)\s+\p{L}+|(?:к|до)\s+(?:моему\s+|моей\s+|своему\s+|своей\s+|нашему\s+|нашей\s+|его\s+|её\s+)?(?:дн\p{L}*\s+рождени\p{L}*|отпуск\p{L}*|свадьб\p{L}*|выпускно\p{L}*|юбиле\p{L}*|поездк\p{L}*|родов|родам|приезд\p{L}*|сезон\p{L}*|конференци\p{L}*|праздник\p{L}*|каникул\p{L}*|дедлайн\p{L}*|переезд\p{L}*))`,
);

const IN_SEASON = re(
  String.raw`${B}(?<!(?:by|before|until|till)\s+)(?:(?:in|during|this|next|for)\s+(?:the\s+)?(?:next\s+|coming\s+)?(summer|autumn|fall|winter|spring)|(?:(следующ\p{L}*|этим|этой|будущ\p{L}*)\s+)?(летом|осенью|зимой|весной)(?:\s+(следующего|будущего)\s+года)?)${E}`,
);
/** [month, day] of the last day of each season, by its first stem. */
const SEASON_END: Record<string, [number, number]> = {
  summer: [8, 31],
  лет: [8, 31],
  autumn: [11, 30],
  fall: [11, 30],
  осен: [11, 30],
  winter: [2, 28],
  зим: [2, 28],
  spring: [5, 31],
  весн: [5, 31],
};

function count(raw: string | undefined): number {
  if (!raw) return 1;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : (parseNumberWord(raw) ?? 1);
}

/** The first day after `today` that is the given weekday (1 = Monday); `afterWeek` skips the current week. */
function nextWeekday(today: number, weekday: number, afterWeek: boolean): number {
  const start = afterWeek ? today + (7 - weekdayOf(today)) : today;
  let d = start + 1;
  while (weekdayOf(d) !== weekday) d++;
  return d;
}

function quarterEnd(year: number, q: number): number {
  return dayFromParts(year, q * 3 + 1, 1) - 1;
}

/** Deadlines chrono-node misses or misreads: relative days, weekdays, holidays, quarters, years, dd.mm. */
function extra(text: string, today: number, lang: Language): Found | null {
  const year = yearOf(today);
  const inN = IN_N.exec(text);
  if (inN) {
    const n = count(inN[1]);
    const unit = inN[2]!.toLowerCase();
    // "100 km in one day" is one ride, not a deadline of tomorrow.
    if (/^(?:day|дн|ден)/u.test(unit) && n === 1 && !/tomorrow|завтра/iu.test(text)) return null;
    if (/^(?:day|дн|ден)/u.test(unit)) return { day: today + Math.round(n) };
    if (/^(?:week|недел)/u.test(unit)) return { day: today + Math.round(7 * n) };
    if (/^(?:month|месяц)/u.test(unit)) return { day: addMonths(today, Math.round(n)) };
    return { day: addMonths(today, Math.round(12 * n)) };
  }
  if (DAY_AFTER.test(text)) return { day: today + 2 };
  if (TOMORROW.test(text)) return { day: today + 1 };
  const wd = WEEKDAY.exec(text);
  if (wd && (wd[1] || wd[2])) {
    const word = wd[3]!.toLowerCase();
    let idx = EN_WEEKDAYS.indexOf(word);
    if (idx < 0) idx = RU_WEEKDAY_STEMS.findIndex((s) => word.startsWith(s));
    if (idx >= 0) return { day: nextWeekday(today, idx + 1, !!wd[2] || /next/iu.test(wd[1] ?? '')) };
  }
  if (NEXT_WEEK.test(text)) return { day: today + (7 - weekdayOf(today)) + 7 };
  if (THIS_WEEK.test(text)) return { day: today + (7 - weekdayOf(today)) };
  if (NEXT_MONTH.test(text)) return { day: endOfMonth(addMonths(dayFromParts(year, monthOf(today), 1), 1)) };
  for (const [pattern, month, d] of HOLIDAYS) {
    if (!pattern.test(text)) continue;
    let day = dayFromParts(year, month, d);
    if (day <= today) day = dayFromParts(year + 1, month, d);
    return { day };
  }
  const season = IN_SEASON.exec(text);
  if (season) {
    const word = (season[1] ?? season[3])!.toLowerCase();
    const key = Object.keys(SEASON_END).find((k) => word.startsWith(k))!;
    const [month, d] = SEASON_END[key]!;
    const next = /next|coming/iu.test(season[0]) || !!season[2]?.match(/следующ|будущ/iu) || !!season[4];
    const endOf = (y: number) => dayFromParts(y, month, month === 2 && isLeap(y) ? 29 : d);
    let day = endOf(year);
    if (day <= today) day = endOf(year + 1);
    // "next summer" in spring means the one after this one; "next winter" in November, the coming one.
    const seasonStart = addMonths(day, -3) + 1;
    if (next && seasonStart <= today) day = endOf(yearOf(day) + 1);
    return { day };
  }
  const q = QUARTER.exec(text);
  if (q) {
    const which = q[1] ?? q[3] ?? q[2]?.toLowerCase() ?? q[4]?.toLowerCase();
    const current = Math.floor((monthOf(today) - 1) / 3) + 1;
    const n = which ? (QUARTER_WORDS[which] ?? QUARTER_WORDS[which.slice(0, 4)] ?? current) : current;
    let day = quarterEnd(year, n);
    if (day <= today) day = quarterEnd(year + 1, n);
    return { day };
  }
  const yearEnd = YEAR_END.exec(text);
  if (yearEnd) return { day: dayFromParts(Number(yearEnd[1]), 12, 31) };
  const inYear = IN_YEAR.exec(text);
  if (inYear) return { day: dayFromParts(Number(inYear[1]), 12, 31) };
  const byYear = BY_YEAR.exec(text);
  if (byYear) return { day: dayFromParts(Number(byYear[1]), 1, 1) - 1 };
  const nd = NUMERIC_DATE.exec(text);
  if (nd && (nd[1] || nd[4])) {
    let a = Number(nd[2]);
    let b = Number(nd[3]);
    // English writers may put the month first (03/15); Russian never does.
    if (lang === 'en' && b > 12 && a <= 12) [a, b] = [b, a];
    if (a >= 1 && a <= 31 && b >= 1 && b <= 12) {
      const y = nd[4] ? (nd[4].length === 2 ? 2000 + Number(nd[4]) : Number(nd[4])) : year;
      let day = dayFromParts(y, b, a);
      if (!nd[4] && day <= today) day = dayFromParts(year + 1, b, a);
      return { day };
    }
  }
  const nm = NEXT_MONTH_NAME.exec(text);
  if (nm) {
    const word = nm[2]!.toLowerCase();
    let idx = EN_MONTHS.indexOf(word);
    if (idx < 0) idx = RU_MONTH_STEMS.findIndex((m) => new RegExp(`^${m}`, 'u').test(word));
    if (idx >= 0) {
      let first = dayFromParts(year, idx + 1, 1);
      if (first <= today + 92) first = dayFromParts(year + 1, idx + 1, 1);
      return { day: nm[1] ? first : endOfMonth(first) };
    }
  }
  if (TODAY.test(text)) return { day: today };
  return null;
}

function custom(text: string, today: number): Found | null {
  const year = yearOf(today);
  if (END_OF_NEXT_YEAR.test(text)) return { day: dayFromParts(year + 1, 12, 31) };
  if (END_OF_YEAR.test(text)) return { day: dayFromParts(year, 12, 31) };
  if (END_OF_MONTH.test(text)) return { day: endOfMonth(today) };
  for (const [re, month, d] of SEASONS) {
    const m = re.exec(text);
    if (!m) continue;
    const next = /next|следующ/iu.test(m[0]);
    let day = dayFromParts(year, month, month === 2 ? (isLeap(year) ? 29 : 28) : d);
    if (day <= today || next)
      day = dayFromParts(year + 1, month, month === 2 ? (isLeap(year + 1) ? 29 : 28) : d);
    return { day };
  }
  const byMonth = BY_MONTH_RU.exec(text);
  if (byMonth) {
    const month = RU_MONTHS_DATIVE.indexOf(byMonth[1]!.toLowerCase()) + 1;
    let day = dayFromParts(byMonth[2] ? Number(byMonth[2]) : year, month, 1);
    if (day <= today) day = dayFromParts(year + 1, month, 1);
    return { day };
  }
  if (YEAR_AND_HALF.test(text)) return { day: addMonths(today, 18) };
  if (HALF_YEAR.test(text)) return { day: addMonths(today, 6) };
  return null;
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export interface DeadlineReading {
  /** The day written in the text (may be today or in the past), or null. */
  day: number | null;
  /** ok: a future day; past: written but today or earlier; unreadable: a deadline is named but not placeable. */
  status: 'ok' | 'past' | 'none' | 'unreadable';
}

/**
 * The deadline written in a goal text. Our own patterns first (relative days, weekdays, holidays, quarters,
 * years, dd.mm, seasons, "до конца года"), then chrono-node's en or ru parser with today as the reference.
 */
export function readDeadline(text: string, lang: Language, today: string): DeadlineReading {
  const todayDay = toDay(today);
  const own = extra(text, todayDay, lang) ?? custom(text, todayDay);
  if (own) return { day: own.day, status: own.day > todayDay ? 'ok' : 'past' };
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const ref = { instant: new Date(Date.UTC(y, m - 1, d, 12)), timezone: 0 };
  const parser = lang === 'ru' ? chrono.ru : chrono.en;
  const results = parser.parse(text, ref, { forwardDate: true });
  let past: number | null = null;
  for (const r of results) {
    const s = r.start;
    const certain = s.isCertain('day') || s.isCertain('month') || s.isCertain('year');
    if (!certain && !/year|год/iu.test(r.text)) continue;
    if (/^\d+$/.test(r.text.trim())) continue;
    // "$500 a month from freelancing", "one day": a rate or a length, not a date.
    if (/^(?:an?|one|per|в)\s+(?:day|week|month|year|день|неделю|месяц|год)/iu.test(r.text.trim())) continue;
    if (!/\d/.test(r.text) && CASUAL.test(r.text)) continue;
    if (CLOCK.test(r.text) || EVERY.test(text.slice(0, r.index))) continue;
    let day = dayFromParts(s.get('year') ?? y, s.get('month') ?? 1, s.get('day') ?? 1);
    if (!s.isCertain('day') && s.isCertain('month') && MONTH_ONLY_IN.test(text)) day = endOfMonth(day);
    if (day > todayDay) return { day, status: 'ok' };
    past ??= day;
  }
  if (past !== null) return { day: past, status: 'past' };
  return { day: null, status: VAGUE.test(text) ? 'unreadable' : 'none' };
}

/** The future deadline written in a goal text, as a day number, or null. */
export function parseDeadline(text: string, lang: Language, today: string): number | null {
  const r = readDeadline(text, lang, today);
  return r.status === 'ok' ? r.day : null;
}

export { toIso as dayToIso };
