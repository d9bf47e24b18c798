import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The time a request runs at: the real time, except under a test clock (app/test-clock.ts, test servers only),
 * where a request may say what "now" is so a browser test can pause a plan and come back a week later.
 */
const testClock = new AsyncLocalStorage<Date>();

/** Now: the request's test time when one is set, the real time otherwise. */
export const currentTime = (): Date => testClock.getStore() ?? new Date();

/** Runs `fn` (and all it starts) at the given time. */
export const atTime = <T>(at: Date, fn: () => T): T => testClock.run(at, fn);

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTERS_MAX = 1000;

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    // Throws for an unknown zone (never cached).
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (formatters.size >= FORMATTERS_MAX) formatters.clear();
    formatters.set(timezone, format);
  }
  return format;
}

/** Today's date (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timezone: string, now: Date = currentTime()): string {
  try {
    return formatterFor(timezone).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD, years 0001 to 9999 (2027-13-01, 2027-02-30 and 0000-01-01 are not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01') return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const isTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
