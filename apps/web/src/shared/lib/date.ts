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
