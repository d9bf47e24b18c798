/** Pure roadmap layout: a month grid spanning the goals, and where each bar sits on it. */

export interface RoadmapItem {
  id?: string;
  start: string | null;
  end: string | null;
}

/** `YYYY-MM` of an ISO date. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** `2026-11` + 2 → `2027-01`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included (at most `max`). */
export function monthsBetween(from: string, to: string, max = 36): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length < max; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The months shown: from today's month (or the earliest start) to the latest end, at least `min` months. */
export function roadmapMonths(items: readonly RoadmapItem[], today: string, min = 6, max = 36): string[] {
  const dates = items.flatMap((i) => [i.start, i.end]).filter((d): d is string => !!d);
  const first = [monthOf(today), ...dates.map(monthOf)].sort()[0]!;
  const last = [addMonths(first, min - 1), ...dates.map(monthOf)].sort().at(-1)!;
  return monthsBetween(first, last, max);
}

const daysIn = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** Where a date falls on the grid, 0..1 (start of the first month to end of the last). */
export function fraction(date: string, months: readonly string[]): number {
  if (months.length === 0) return 0;
  const index = months.indexOf(monthOf(date));
  if (index < 0) return date < months[0]! ? 0 : 1;
  const day = Number(date.slice(8, 10));
  return (index + (day - 1) / daysIn(monthOf(date))) / months.length;
}

/** A bar from start to end (a single date gets a sliver of at least `minWidth`), as fractions of the grid. */
export function barOf(
  item: RoadmapItem,
  months: readonly string[],
  minWidth = 0.02,
): { left: number; width: number } | null {
  const start = item.start ?? item.end;
  const end = item.end ?? item.start;
  if (!start || !end) return null;
  const left = fraction(start, months);
  const right = Math.min(1, fraction(end, months) + 1 / (months.length * 31));
  const width = Math.max(minWidth, right - left);
  return { left: Math.min(left, 1 - width), width };
}

/**
 * A month's heading: the month's own name (nominative: «Ноябрь», not «ноября») and the year, without the
 * «г.» Russian long dates add. `short`: a column label such as «Нояб. 2026» / «Nov 2026» (the whole year: «Nov 26»
 * reads as a day).
 */
export function monthLabel(month: string, lang: string, short = false): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1, 1));
  const name = new Intl.DateTimeFormat(lang, { month: short ? 'short' : 'long', timeZone: 'UTC' }).format(
    date,
  );
  const capital = name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  return `${capital} ${y}`;
}

/** One thing that ends in a month: a milestone (`end`) of a goal. */
export interface MonthEntry {
  id: string;
  end: string;
  label: string;
}

/** What a month shows, in date order (then by label, then id, so equal dates keep one order). */
export function byDate<T extends MonthEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => a.end.localeCompare(b.end) || a.label.localeCompare(b.label) || a.id.localeCompare(b.id),
  );
}

/** The width each month column needs, and the whole grid's: the label column plus the months. */
export const MONTH_MIN_WIDTH = 56;
export function gridMinWidth(labelWidth: number, monthCount: number): number {
  return labelWidth + monthCount * MONTH_MIN_WIDTH;
}
