import { parseIsoDate, toDottedDate } from './date';
import { dateFormat } from './intl';

/** `2026-11-22` → `22.11.2026` (S-C1); the empty string for a missing date. */
export const dotted = (iso: string | null | undefined) => toDottedDate(iso) ?? '';

/**
 * Dates already written, by language, form and day: a plans page asks for the same few dates once per step on
 * every render (a CPU profile of its first load at 4x: ~130 ms in the formatter's lookup alone). Bounded.
 */
const longDates = new Map<string, string>();

/** `2026-11-22` → `22 ноября 2026` / `22 November 2026`; with `weekday`, `воскресенье, 22 ноября`. */
export function longDate(iso: string | null | undefined, lang: string, options: { weekday?: boolean } = {}) {
  if (!iso) return '';
  const key = `${lang}\u0000${options.weekday ? 'w' : 'y'}\u0000${iso}`;
  const known = longDates.get(key);
  if (known !== undefined) return known;
  const date = parseIsoDate(iso);
  if (!date) return '';
  const text = dateFormat(lang, {
    day: 'numeric',
    month: 'long',
    ...(options.weekday ? { weekday: 'long' } : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
  if (longDates.size >= 2000) longDates.clear();
  longDates.set(key, text);
  return text;
}

/** `2026-11` → `ноябрь 2026` / `November 2026` (stand-alone month names). */
export function monthName(month: string, lang: string, short = false) {
  const date = parseIsoDate(`${month}-01`);
  if (!date) return month;
  return dateFormat(lang, {
    month: short ? 'short' : 'long',
    year: short ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** `9:05` or `09:05:00` → `09:05`. */
export function hhmm(time: string | null | undefined) {
  if (!time) return '';
  const [h = '', m = ''] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0').slice(0, 2)}`;
}

export const percent = (progress: number) => Math.round(Math.max(0, Math.min(1, progress)) * 100);
