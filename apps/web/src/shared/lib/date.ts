const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED_DATE = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/;

function validParts(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** `YYYY-MM-DD` (also the start of an ISO timestamp) to a UTC date, or null when missing or invalid. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = ISO_DATE.exec(value.slice(0, 10));
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validParts(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/**
 * Birthday as a long date: numeric day, long month name, numeric year, in the user's language or
 * else the browser's; null when the date is missing or invalid (S-D3).
 */
export function formatBirthday(
  birthday: string | null | undefined,
  lang: string | null | undefined,
  browserLang: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): string | null {
  const date = parseIsoDate(birthday);
  if (!date) return null;
  const locale = lang || browserLang || 'ru';
  try {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat('ru', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  }
}

/** The calendar's display format (S-C1): `DD.MM.YYYY`, e.g. `22.11.2026`. */
export const CALENDAR_FORMAT = 'DD.MM.YYYY';

/** `22.11.2026` (as typed in the calendar input) to `2026-11-22`, or null when it is not a real date. */
export function parseDottedDate(value: string): string | null {
  const m = DOTTED_DATE.exec(value);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validParts(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `2026-11-22` to `22.11.2026`; null when invalid. */
export function toDottedDate(iso: string | null | undefined): string | null {
  const d = parseIsoDate(iso);
  if (!d) return null;
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${d.getUTCFullYear()}`;
}

/** The order people type a date's day, month and year in. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

/** A locale's numeric date: its order and separator (`ru`: 22.11.2026, `en-US`: 11/22/2026). */
export function typedDateStyle(locale: string): { order: DateOrder; separator: string } {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(new Date(Date.UTC(2026, 10, 22)));
    const order = parts
      .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
      .map((p) => p.type[0])
      .join('');
    const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '.';
    if (order === 'dmy' || order === 'mdy' || order === 'ymd') return { order, separator };
  } catch {
    // An unknown locale: the spec's order.
  }
  return { order: 'dmy', separator: '.' };
}

/**
 * A date as typed, in the locale's order, with `.`, `/`, `-` or spaces between the parts (`7.5.1990`,
 * `05/07/1990`); a two-digit year is the latest one not after `today`'s year (a birthday's reading). An ISO
 * `1990-05-07` is read in any locale. `YYYY-MM-DD`, or null when it is not a real date.
 */
export function parseTypedDate(value: string, order: DateOrder, today: Date = new Date()): string | null {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(value);
  const m = iso ?? /^\s*(\d{1,4})[./\-\s]+(\d{1,2})[./\-\s]+(\d{1,4})\s*$/.exec(value);
  if (!m) return null;
  const [a, b, c] = [m[1]!, m[2]!, m[3]!];
  const [y, mo, d] = iso || order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
  if (y.length !== 4 && y.length !== 2) return null;
  let year = Number(y);
  if (y.length === 2) {
    const century = Math.floor(today.getFullYear() / 100) * 100;
    year = century + year > today.getFullYear() ? century - 100 + year : century + year;
  }
  const [month, day] = [Number(mo), Number(d)];
  if (!validParts(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `1990-05-07` as the locale types it: `07.05.1990`, `05/07/1990`. */
export function formatTypedDate(iso: string, style: { order: DateOrder; separator: string }): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  const parts = style.order === 'ymd' ? [y, m, d] : style.order === 'mdy' ? [m, d, y] : [d, m, y];
  return parts.join(style.separator);
}

/** The typing pattern shown as a placeholder: `DD.MM.YYYY`, `MM/DD/YYYY` (with the language's letters). */
export function typedDatePattern(
  style: { order: DateOrder; separator: string },
  letters: { day: string; month: string; year: string },
): string {
  const { day, month, year } = letters;
  const parts =
    style.order === 'ymd'
      ? [year, month, day]
      : style.order === 'mdy'
        ? [month, day, year]
        : [day, month, year];
  return parts.join(style.separator);
}
