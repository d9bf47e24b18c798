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
