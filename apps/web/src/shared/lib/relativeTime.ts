import { dateFormat, relativeFormat } from './intl';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago an ISO time was, in the UI language: "только что", "5 минут назад", "вчера",
 * "3 weeks ago". Under a minute is "now"; a time slightly in the future (clock skew) is "now" too.
 */
export function relativeTime(iso: string, lang: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  const format = relativeFormat(lang, { numeric: 'auto' });
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60 || seconds > 0) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (abs >= size) return format.format(-Math.floor(abs / size), unit);
  }
  return format.format(0, 'second');
}

/** The exact time for a tooltip or `<time title>`: "22 ноября 2026 г., 16:05". */
export function exactTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** A message's time of day: "16:05"; with the date when it is not today. */
export function messageTime(iso: string, lang: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return dateFormat(lang, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** Whether two ISO times fall on different local days (a day separator between messages). */
export function differentDay(a: string, b: string): boolean {
  return dayKey(new Date(a)) !== dayKey(new Date(b));
}

/** A day separator's label: "Сегодня" / "Yesterday", else "12 ноября" (with the year when it is not this year). */
export function dayLabel(iso: string, lang: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((midnight(date) - midnight(now)) / 86_400_000);
  if (days === 0 || days === -1) {
    const text = relativeFormat(lang, { numeric: 'auto' }).format(days, 'day');
    return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
  }
  return dateFormat(lang, {
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}
