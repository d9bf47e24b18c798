import * as chrono from 'chrono-node';
import { addMonths, dayFromParts, monthOf, toDay, toIso, yearOf } from './dates.js';
import type { Language } from './types.js';

interface Found {
  day: number;
}

const SEASONS: Array<[RegExp, number, number]> = [
  // [pattern, month, day] of the last day before the season starts
  [
    /\b(by|before|until)\s+(the\s+)?(next\s+)?summer|к\s+(следующему\s+)?лету|до\s+(следующего\s+)?лета/iu,
    5,
    31,
  ],
  [
    /\b(by|before|until)\s+(the\s+)?(next\s+)?(autumn|fall)|к\s+(следующей\s+)?осени|до\s+(следующей\s+)?осени/iu,
    8,
    31,
  ],
  [
    /\b(by|before|until)\s+(the\s+)?(next\s+)?winter|к\s+(следующей\s+)?зиме|до\s+(следующей\s+)?зимы/iu,
    11,
    30,
  ],
  [
    /\b(by|before|until)\s+(the\s+)?(next\s+)?spring|к\s+(следующей\s+)?весне|до\s+(следующей\s+)?весны/iu,
    2,
    28,
  ],
  [/\b(by|before|until)\s+(the\s+)?new year|к\s+новому\s+году|до\s+нового\s+года/iu, 12, 31],
];
const END_OF_YEAR =
  /(end of (the |this )?year|year[- ]end|конц[ауе]\s+(этого\s+)?года|в этом году|this year\b)/iu;
const END_OF_NEXT_YEAR = /(end of next year|конц[ауе]\s+следующего\s+года|в следующем году|next year\b)/iu;
const END_OF_MONTH = /(end of (the |this )?month|конц[ауе]\s+(этого\s+)?месяца)/iu;
const YEAR_AND_HALF = /(a year and a half|eighteen months|полтора\s+года|полтора\s+годика)/iu;
const HALF_YEAR = /(half a year|six months|полгода|пол\s+года)/iu;
const MONTH_ONLY_IN =
  /\b(in|during)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b|(?:^|\s)в\s+(январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)\b/iu;

const CASUAL =
  /day|today|tomorrow|tonight|morning|evening|night|week\b|день|сутки|сегодня|завтра|утр|вечер|ноч|недел/iu;
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

/**
 * The deadline written in a goal text, as a day number, or null. Uses chrono-node's en or ru parser with
 * today as the reference and forwardDate, after a few phrases chrono does not know ("до конца года", "к лету").
 */
export function parseDeadline(text: string, lang: Language, today: string): number | null {
  const todayDay = toDay(today);
  const own = custom(text, todayDay);
  if (own) return own.day > todayDay ? own.day : null;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const ref = { instant: new Date(Date.UTC(y, m - 1, d, 12)), timezone: 0 };
  const parser = lang === 'ru' ? chrono.ru : chrono.en;
  const results = parser.parse(text, ref, { forwardDate: true });
  for (const r of results) {
    const s = r.start;
    const certain = s.isCertain('day') || s.isCertain('month') || s.isCertain('year');
    if (!certain && !/year|год/iu.test(r.text)) continue;
    if (/^\d+$/.test(r.text.trim())) continue;
    if (!/\d/.test(r.text) && CASUAL.test(r.text)) continue;
    if (CLOCK.test(r.text) || EVERY.test(text.slice(0, r.index))) continue;
    let day = dayFromParts(s.get('year') ?? y, s.get('month') ?? 1, s.get('day') ?? 1);
    if (!s.isCertain('day') && s.isCertain('month') && MONTH_ONLY_IN.test(text)) day = endOfMonth(day);
    if (day > todayDay) return day;
  }
  return null;
}

export { toIso as dayToIso };
