// Streaks: runs of days (in the person's time zone) with at least one completed step. Forgiving: a
// missed day is a "freeze" and keeps the run going, as long as no 7-day window holds two missed days
// (two frozen days are at least 7 days apart). Pure: the days come in, the streak comes out.
import type { Streak } from '../../events/domain.js';

/** Two missed days closer than this break a run: one missed day per 7-day window is forgiven. */
export const FREEZE_GAP = 7;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The streak for these active days (YYYY-MM-DD, any order, duplicates allowed) as of `today` (the
 * person's local date). Days after today are ignored. Today still open is "pending": the run is
 * counted up to yesterday, and yesterday, if missed, is already a frozen day.
 */
export function computeStreak(
  activeDays: Iterable<string>,
  today: string,
  pausedDays: ReadonlySet<string> = new Set(),
): Streak {
  const paused = new Set<number>();
  for (const day of pausedDays) paused.add(dayNumber(day));
  const todayN = dayNumber(today);
  const days = new Set<number>();
  for (const day of activeDays) {
    const n = dayNumber(day);
    if (Number.isFinite(n) && n <= todayN) days.add(n);
  }
  const todayDone = days.has(todayN);
  if (days.size === 0) return { current: 0, best: 0, todayDone, frozenDays: [] };
  const first = Math.min(...days);
  const last = todayDone ? todayN : todayN - 1;
  // Sliding window over the calendar from the first active day: `left` is the earliest start of a run
  // ending at `right` in which the missed days are at least FREEZE_GAP apart.
  let left = first;
  let lastMiss: number | null = null;
  let doneInWindow = 0;
  let best = 0;
  for (let right = first; right <= last; right++) {
    if (days.has(right)) {
      doneInWindow++;
      best = Math.max(best, doneInWindow);
      continue;
    }
    // A paused day is neither done nor missed: the run goes on over it.
    if (paused.has(right)) continue;
    if (lastMiss !== null && right - lastMiss < FREEZE_GAP) {
      // The run cannot hold both misses: it restarts after the earlier one.
      for (let d = left; d <= lastMiss; d++) if (days.has(d)) doneInWindow--;
      left = lastMiss + 1;
    }
    lastMiss = right;
  }
  // The current run: the window ending at `last`, from its first active day.
  let start = left;
  while (start <= last && !days.has(start)) start++;
  if (start > last) return { current: 0, best, todayDone, frozenDays: [] };
  const frozenDays: string[] = [];
  for (let d = start; d <= last; d++) if (!days.has(d) && !paused.has(d)) frozenDays.push(isoOf(d));
  return { current: doneInWindow, best, todayDone, frozenDays };
}

/**
 * The days a person's pauses covered, up to today: from the day each started to the day before it ended
 * (that day the plan is back), or before its until date once that has come, or to today while it lasts.
 */
export function pausedDays(
  spans: Array<{ from: string; until: string | null; ended: string | null }>,
  today: string,
): Set<string> {
  const out = new Set<string>();
  const todayN = dayNumber(today);
  for (const s of spans) {
    const end = s.ended ?? (s.until && s.until <= today ? s.until : null);
    const last = end ? dayNumber(end) - 1 : todayN;
    for (let d = dayNumber(s.from); d <= Math.min(last, todayN); d++) out.add(isoOf(d));
  }
  return out;
}

/** The streak thresholds that earn an achievement. */
export const STREAK_TARGETS = [
  { key: 'streak_7', target: 7 },
  { key: 'streak_30', target: 30 },
  { key: 'streak_100', target: 100 },
] as const;
