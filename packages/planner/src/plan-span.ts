import { dayFromParts, endOfMonth, monthOf, yearOf } from './dates.js';
import { EN_MONTHS, RU_MONTH_STEMS } from './deadline-patterns.js';
import type { StartReading } from './situation-start.js';
import type { Target } from './types.js';

/**
 * When a plan's span is set by a year or a month the goal names for what it counts: "read 52 books in 2027"
 * counts from 1 January 2027 (books read in December are last year's); "Dry January first, then keep it going"
 * runs through January and the weeks after it, not four weeks from today.
 */

/** "in 2027", «в 2027 году», «за 2027 год», "during 2027": the year the count is made in. */
const IN_YEAR = /(?<![\p{L}])(?:in|during|for|в|за|на)\s+(20\d\d)(?:\s*(?:году|год|г\.?))?(?![\p{N}])/iu;

const DAILY =
  /(?<![\p{L}])(?:a\s+day|per\s+day|every\s+(?:day|night|evening|morning)|daily|nightly|в\s+день|каждый\s+(?:день|вечер)|ежедневно)(?![\p{L}])/iu;

/** A count over a named next year starts on its first day. */
export function yearStart(text: string, today: number, target: Target | null): StartReading | null {
  // A daily habit said with it ("30 pages a day") starts now; the count is still the year's.
  if (target?.measure !== 'total' || DAILY.test(text)) return null;
  const m = IN_YEAR.exec(text);
  if (!m || Number(m[1]) !== yearOf(today) + 1) return null;
  // The year stays in the text: it is the deadline too (the end of that year).
  return { day: dayFromParts(Number(m[1]), 1, 1), span: '' };
}

/** A month-long challenge: "Dry January", "Sober October", "Veganuary", «сухой январь», «трезвый октябрь». */
const CHALLENGE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:dry|sober|alcohol[- ]free|no[- ]spend|plastic[- ]free)\s+(${EN_MONTHS.join('|')})|(veganuary)|(?:сух|трезв|безалкогольн)\p{L}*\s+(${RU_MONTH_STEMS.join('|')})\p{L}*)(?![\p{L}])`,
  'iu',
);
const THEN =
  /(?<![\p{L}])(?:then|after(?:wards)?|keep\s+(?:it\s+)?going|stick\s+with|потом|затем|после|дальше|продолж\p{L}*)(?![\p{L}])/iu;

/** The end of a named month-long challenge, and eight weeks more when the goal goes on after it; or null. */
export function challengeEnd(text: string, today: number): number | null {
  const m = CHALLENGE.exec(text);
  if (!m) return null;
  const month = m[1]
    ? EN_MONTHS.indexOf(m[1].toLowerCase()) + 1
    : m[2]
      ? 1
      : RU_MONTH_STEMS.findIndex((r) => new RegExp(`^${r}`, 'iu').test(m[3]!)) + 1;
  if (month < 1) return null;
  const year = month >= monthOf(today) ? yearOf(today) : yearOf(today) + 1;
  const end = endOfMonth(dayFromParts(year, month, 1));
  return THEN.test(text.slice(m.index + m[0].length)) ? end + 56 : end;
}
