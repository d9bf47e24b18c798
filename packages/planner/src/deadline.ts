import * as chrono from 'chrono-node';
import { addMonths, dayFromParts, endOfMonth, toDay, toIso, yearOf } from './dates.js';
import { calendarDeadline, type Found } from './deadline-calendar.js';
import {
  BARE_SPAN,
  BARE_UNIT,
  BEFORE_WORD,
  BY_DAY,
  BY_MONTH_RU,
  BY_NEW_YEAR,
  CASUAL,
  CLOCK,
  END_OF_MONTH,
  END_OF_NEXT_YEAR,
  END_OF_YEAR,
  EVERY,
  HALF_YEAR,
  MONTH_ONLY_IN,
  RU_MONTHS_DATIVE,
  SEASONS,
  VAGUE,
  YEAR_AND_HALF,
} from './deadline-patterns.js';
import type { Language } from './types.js';

function custom(text: string, today: number): Found | null {
  const year = yearOf(today);
  for (const [re, month, d] of SEASONS) {
    const m = re.exec(text);
    if (!m) continue;
    // "by next summer", «к зиме следующего года»: the one after this year's.
    const next = /next|следующ|будущ/iu.test(m[0]);
    const before = BEFORE_WORD.test(m[1] ?? m[2] ?? '') ? 1 : 0;
    let day = dayFromParts(year, month, d) - before;
    if (day <= today || next) day = dayFromParts(year + 1, month, d) - before;
    return { day };
  }
  if (BY_NEW_YEAR.test(text)) {
    const eve = dayFromParts(year, 12, 31);
    return { day: eve > today ? eve : dayFromParts(year + 1, 12, 31) };
  }
  if (END_OF_NEXT_YEAR.test(text)) return { day: dayFromParts(year + 1, 12, 31) };
  if (END_OF_YEAR.test(text)) return { day: dayFromParts(year, 12, 31) };
  if (END_OF_MONTH.test(text)) return { day: endOfMonth(today) };
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
  const by = BY_DAY.exec(text);
  if (by && by[0].length < text.trim().length) {
    const day = readWritten(by[0], lang, today);
    if (day.status === 'ok') return day;
  }
  return readWritten(text, lang, today);
}

function readWritten(text: string, lang: Language, today: string): DeadlineReading {
  const todayDay = toDay(today);
  const own = calendarDeadline(text, todayDay, lang) ?? custom(text, todayDay);
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
    if (/^\d+$/.test(r.text.trim()) || BARE_UNIT.test(r.text.trim())) continue;
    // "21 день подряд" is the span to do it in; "2 года" alone is how long something has lasted.
    const inARow = /^\s*(?:подряд|in\s+a\s+row|straight)/iu.test(text.slice(r.index + r.text.length));
    if (BARE_SPAN.test(r.text.trim()) && !inARow) continue;
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
