/**
 * Public holidays of the writers' countries, kept apart from the planner's own calendar so the evaluation does not
 * grade the planner with its own answer key. Rules (fixed days, nth weekdays, Easter, substitute days) rather than
 * lists of dates, for any year.
 */

export type Country = 'RU' | 'US' | 'GB' | 'AU';

/** The country whose calendar a writer in this time zone keeps, or null when the evaluation has none for it. */
export function countryOf(timeZone: string): Country | null {
  if (
    /^Europe\/(Moscow|Samara|Kaliningrad|Volgograd)$|^Asia\/(Yekaterinburg|Omsk|Novosibirsk|Krasnoyarsk|Irkutsk|Yakutsk|Vladivostok|Magadan|Kamchatka)$/.test(
      timeZone,
    )
  )
    return 'RU';
  if (
    timeZone.startsWith('America/') &&
    !/Toronto|Vancouver|Mexico|Sao_Paulo|Argentina|Bogota|Lima|Santiago/.test(timeZone)
  )
    return 'US';
  if (timeZone === 'Europe/London') return 'GB';
  if (/^Australia\/(Sydney|Melbourne|Brisbane|Canberra)$/.test(timeZone)) return 'AU';
  return null;
}

const iso = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.toISOString().slice(0, 10);
};
/** 1 = Monday … 7 = Sunday. */
const weekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const addDays = (day: string, n: number) => {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};
/** The nth (1-based; -1 = last) given weekday of a month. */
function nthWeekday(y: number, m: number, wd: number, n: number): string {
  if (n > 0) {
    const first = iso(y, m, 1);
    return addDays(first, ((wd - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = iso(y, m + 1, 0);
  return addDays(last, -((weekday(last) - wd + 7) % 7));
}

/** Western Easter Sunday (anonymous Gregorian algorithm). */
export function easter(y: number): string {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(y, month, day);
}

/** A holiday on a weekend moves to the next free weekday (UK, Australia, Russia) or to Friday/Monday (US). */
function substitute(days: string[], style: 'next' | 'us'): string[] {
  const out = new Set(days);
  for (const day of days) {
    const wd = weekday(day);
    if (style === 'us') {
      if (wd === 6) out.add(addDays(day, -1));
      if (wd === 7) out.add(addDays(day, 1));
    } else if (wd >= 6) {
      let next = addDays(day, wd === 6 ? 2 : 1);
      while (out.has(next) || weekday(next) >= 6) next = addDays(next, 1);
      out.add(next);
    }
  }
  return [...out];
}

function holidaysOf(country: Country, y: number): string[] {
  const e = easter(y);
  switch (country) {
    case 'RU': {
      // Labour Code art. 112: 1–8 January, 23 February, 8 March, 1 and 9 May, 12 June, 4 November; a holiday on a
      // weekend gives the next working day (the New Year days' are moved by decree, not kept here).
      const newYear = Array.from({ length: 8 }, (_, i) => iso(y, 1, i + 1));
      const moving = [iso(y, 2, 23), iso(y, 3, 8), iso(y, 5, 1), iso(y, 5, 9), iso(y, 6, 12), iso(y, 11, 4)];
      return [...newYear, ...substitute(moving, 'next')];
    }
    case 'US':
      return substitute(
        [
          iso(y, 1, 1),
          nthWeekday(y, 1, 1, 3),
          nthWeekday(y, 2, 1, 3),
          nthWeekday(y, 5, 1, -1),
          iso(y, 6, 19),
          iso(y, 7, 4),
          nthWeekday(y, 9, 1, 1),
          nthWeekday(y, 10, 1, 2),
          iso(y, 11, 11),
          nthWeekday(y, 11, 4, 4),
          iso(y, 12, 25),
        ],
        'us',
      );
    case 'GB':
      return [
        ...substitute([iso(y, 1, 1), iso(y, 12, 25), iso(y, 12, 26)], 'next'),
        addDays(e, -2),
        addDays(e, 1),
        nthWeekday(y, 5, 1, 1),
        nthWeekday(y, 5, 1, -1),
        nthWeekday(y, 8, 1, -1),
      ];
    case 'AU':
      // New South Wales.
      return [
        ...substitute([iso(y, 1, 1), iso(y, 1, 26), iso(y, 12, 25), iso(y, 12, 26)], 'next'),
        addDays(e, -2),
        addDays(e, -1),
        e,
        addDays(e, 1),
        iso(y, 4, 25),
        nthWeekday(y, 6, 1, 2),
        nthWeekday(y, 10, 1, 1),
      ];
  }
}

const cache = new Map<string, Set<string>>();

/** Whether the day (YYYY-MM-DD) is a public holiday in the country. */
export function isPublicHoliday(country: Country, day: string): boolean {
  const key = `${country}${day.slice(0, 4)}`;
  let set = cache.get(key);
  if (!set) {
    set = new Set(holidaysOf(country, Number(day.slice(0, 4))));
    cache.set(key, set);
  }
  return set.has(day);
}
