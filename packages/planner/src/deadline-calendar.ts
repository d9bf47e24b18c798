import { addMonths, dayFromParts, endOfMonth, isLeap, monthOf, weekdayOf, yearOf } from './dates.js';
import {
  BY_YEAR,
  DAY_AFTER,
  DAY_OF_MONTH,
  EN_MONTHS,
  EN_WEEKDAYS,
  EXAM_SEASON,
  HOLIDAYS,
  IN_N,
  IN_SEASON,
  IN_YEAR,
  NEXT_MONTH,
  NEXT_MONTH_NAME,
  NEXT_WEEK,
  NUMERIC_DATE,
  QUARTER,
  QUARTER_WORDS,
  RU_MONTH_STEMS,
  RU_WEEKDAY_STEMS,
  SEASON_ADJECTIVE,
  SEASON_END,
  SEASON_EVENT,
  THIS_WEEK,
  TODAY,
  TOMORROW,
  WEEKDAY,
  WEEKEND,
  WINTER_BREAK,
  YEAR_END,
} from './deadline-patterns.js';
import { writtenDay } from './deadline-written.js';
import { movableHoliday } from './movable-holidays.js';
import { parseNumberWord } from './numbers.js';
import type { Language } from './types.js';

const DURING = /(?:over|during|through|in)\s+(?:the\s+)?$/iu;
const BEFORE = /(?:before|b4)\s+(?:the\s+)?$/iu;
const BREAK = /^\s*(?:break|holidays?|vacation|каникул\p{L}*|праздник\p{L}*)/iu;

export interface Found {
  day: number;
}

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

/**
 * A day and month with a dot and a two-digit month ("14.02", «переезд 20.12») are a date even without "by": a
 * decimal would carry its unit ("10.50 kg", "2.15 km").
 */
function dottedDate(written: string, after: string): boolean {
  return /^\d{1,2}\.\d{2}$/u.test(written) && !/^\s*(?:[%$€£₽]|\p{L}{1,3}(?![\p{L}]))/u.test(after);
}

function quarterEnd(year: number, q: number): number {
  return dayFromParts(year, q * 3 + 1, 1) - 1;
}

/** Deadlines chrono-node misses or misreads: relative days, weekdays, holidays, quarters, years, dd.mm. */
export function calendarDeadline(text: string, today: number, lang: Language): Found | null {
  const year = yearOf(today);
  const own = writtenDay(text, today);
  if (own !== null) return { day: own };
  const movable = movableHoliday(text, today, year);
  if (movable !== null) return { day: movable };
  const inN = IN_N.exec(text);
  // «за 2027 год» is a year, not 2027 years.
  if (inN && count(inN[1]) < 1000) {
    const n = count(inN[1]);
    const unit = inN[2]!.toLowerCase();
    // "100 km in one day" is one ride, not a deadline of tomorrow.
    if (/^(?:day|дн|ден)/u.test(unit) && n === 1 && !/tomorrow|завтра/iu.test(text)) return null;
    if (/^(?:day|дн|ден)/u.test(unit)) return { day: today + Math.round(n) };
    if (/^(?:week|недел)/u.test(unit)) {
      const due = today + Math.round(7 * n);
      // «в субботу через 2 недели»: that week's Saturday.
      const wd = WEEKDAY.exec(text.replace(inN[0], ' '));
      const idx = wd ? RU_WEEKDAY_STEMS.findIndex((s) => wd[3]!.toLowerCase().startsWith(s)) : -1;
      const en = wd ? EN_WEEKDAYS.indexOf(wd[3]!.toLowerCase()) : -1;
      const w = Math.max(idx, en);
      return { day: w >= 0 ? due - weekdayOf(due) + w + 1 : due };
    }
    if (/^(?:month|месяц)/u.test(unit)) return { day: addMonths(today, Math.round(n)) };
    return { day: addMonths(today, Math.round(12 * n)) };
  }
  if (DAY_AFTER.test(text)) return { day: today + 2 };
  const dom = DAY_OF_MONTH.exec(text);
  if (dom) {
    const n = Number(dom[1] ?? dom[2] ?? dom[3]);
    if (n >= 1 && n <= 31) {
      let first = dayFromParts(year, monthOf(today), 1);
      for (let i = 0; i < 3; i++, first = addMonths(first, 1)) {
        const day = first + n - 1;
        if (day > today && n <= endOfMonth(first) - first + 1) return { day };
      }
    }
  }
  if (TOMORROW.test(text)) return { day: today + 1 };
  const wd = WEEKDAY.exec(text);
  if (wd && (wd[1] || wd[2])) {
    const word = wd[3]!.toLowerCase();
    let idx = EN_WEEKDAYS.indexOf(word);
    if (idx < 0) idx = RU_WEEKDAY_STEMS.findIndex((s) => word.startsWith(s));
    if (idx >= 0) return { day: nextWeekday(today, idx + 1, !!wd[2] || /next/iu.test(wd[1] ?? '')) };
  }
  if (WEEKEND.test(text)) {
    const sunday = today + (7 - weekdayOf(today));
    return { day: /next/iu.test(text) ? sunday + 7 : sunday };
  }
  if (NEXT_WEEK.test(text)) return { day: today + (7 - weekdayOf(today)) + 7 };
  if (THIS_WEEK.test(text)) return { day: today + (7 - weekdayOf(today)) };
  if (NEXT_MONTH.test(text)) return { day: endOfMonth(addMonths(dayFromParts(year, monthOf(today), 1), 1)) };
  // The winter holidays, from late autumn: over when the New Year has come.
  if (monthOf(today) >= 10 && WINTER_BREAK.test(text)) return { day: dayFromParts(year + 1, 1, 1) };
  for (const [pattern, month, d] of HOLIDAYS) {
    const at = pattern.exec(text);
    // "over the Christmas break", «на новогодних каникулах»: a stretch of the plan, not its end.
    if (!at || DURING.test(text.slice(0, at.index)) || BREAK.test(text.slice(at.index + at[0].length)))
      continue;
    // "before Christmas" is done the day before.
    const before = BEFORE.test(text.slice(0, at.index)) ? 1 : 0;
    // "by xmas 2027", "next xmas (2027 obvs)": the year said with it.
    const named = /^\s*\(?\s*(20\d\d)(?!\d)/u.exec(text.slice(at.index + at[0].length));
    if (named) return { day: dayFromParts(Number(named[1]), month, d) - before };
    let day = dayFromParts(year, month, d) - before;
    if (day <= today) day = dayFromParts(year + 1, month, d) - before;
    return { day };
  }
  for (const [pattern, month, d] of EXAM_SEASON) {
    if (!pattern.test(text)) continue;
    const day = dayFromParts(year, month, d);
    return { day: day > today ? day : dayFromParts(year + 1, month, d) };
  }
  const season = IN_SEASON.exec(text);
  if (season) {
    const word = (season[1] ?? season[3])!.toLowerCase().replace(/^за\s+(?:это\s+|эту\s+)?/u, '');
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
  const event = SEASON_EVENT.exec(text);
  if (event) {
    const stem = event[1] ? SEASON_ADJECTIVE[event[1].toLowerCase()]! : event[2]!.toLowerCase();
    const [month, d] = SEASON_END[stem]!;
    const endOf = (y: number) => dayFromParts(y, month, month === 2 && isLeap(y) ? 29 : d);
    const day = endOf(year);
    return { day: day > today ? day : endOf(year + 1) };
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
  // Every dd.mm candidate in turn: "IELTS 7.0 до 15.04" has a score before its date.
  for (const nd of text.matchAll(new RegExp(NUMERIC_DATE.source, 'giu'))) {
    if (!(nd[1] || nd[4] || dottedDate(nd[0], text.slice(nd.index + nd[0].length)))) continue;
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
