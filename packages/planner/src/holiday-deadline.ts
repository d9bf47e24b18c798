/// <reference path="./date-holidays-parser.d.ts" />
import Holidays from 'date-holidays-parser';
import { toDay, yearOf } from './dates.js';
import DATA from './holidays-data.json' with { type: 'json' };
import type { Language } from './types.js';

/**
 * A public holiday of the person's country named as the deadline, «к Наурызу», "by Thanksgiving", "before
 * Canada Day": the names come from date-holidays in the goal's language, so every country it knows is covered
 * without a hand list. Only a name after a deadline word counts, and words every holiday shares ("day",
 * «день», «мейрамы») are not a name.
 */

const LEAD = /(?:by|before|until|till|for|on|к|ко|до|на|перед)\s+(?:the\s+)?(?:[\p{L}']+\s+)?$/iu;
const SHARED = new Set([
  'day',
  'holiday',
  'national',
  'the',
  'of',
  'день',
  'праздник',
  'мейрамы',
  'национальный',
  'государственный',
]);

const byYear = new Map<string, Array<{ re: RegExp; day: number }>>();

function escaped(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** A holiday name as a pattern: each word by its stem (the last two letters free, for Russian cases). */
function namePattern(name: string): RegExp | null {
  const words = name
    .toLowerCase()
    .replace(/[()'’,.]/gu, ' ')
    .split(/\s+/u)
    .filter((w) => w.length > 0);
  const own = words.filter((w) => !SHARED.has(w));
  if (own.length === 0 || own.every((w) => w.length < 5)) return null;
  // «День» is «Дня», «Дню» in the text: a shared word is any one word, or none; an own word is its stem.
  const source = words
    .map((w, i) => {
      const gap = i === 0 ? '' : String.raw`\s+`;
      if (SHARED.has(w)) return String.raw`(?:${gap}[\p{L}']+)?`;
      const stem = w.length > 5 ? w.slice(0, w.length - 2) : w;
      return `${i === 0 ? '' : String.raw`\s*`}${escaped(stem)}[p{L}']*`;
    })
    .join('')
    .replace(/^\(\?:\[\\p\{L\}'\]\+\)\?/u, '');
  return new RegExp(`(?<![\\p{L}])${source}`, 'iu');
}

function holidaysOf(country: string, year: number, lang: Language): Array<{ re: RegExp; day: number }> {
  const key = `${country}${year}${lang}`;
  let list = byYear.get(key);
  if (list) return list;
  list = [];
  try {
    const parser = new Holidays(DATA as never, country, { types: ['public', 'bank'] });
    for (const h of parser.getHolidays(year, lang) ?? []) {
      const re = namePattern(h.name);
      if (re) list.push({ re, day: toDay(h.date.slice(0, 10)) });
    }
  } catch {
    list = [];
  }
  byYear.set(key, list);
  return list;
}

/** The first day of the named holiday after today, or null when no holiday of the country is named. */
export function namedHolidayDay(text: string, country: string, lang: Language, today: string): number | null {
  const now = toDay(today);
  for (const year of [yearOf(now), yearOf(now) + 1])
    for (const { re, day } of holidaysOf(country, year, lang)) {
      if (day <= now) continue;
      const m = re.exec(text);
      if (m && LEAD.test(text.slice(0, m.index))) return day;
    }
  return null;
}
