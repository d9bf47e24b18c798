/** The milestones of a phase: long phases get checkpoints where a measured target has moved. */
import { weekdayOf } from './dates.js';
import type { PhaseSpan } from './phase-split.js';

/** Days between checkpoints: one every 8 weeks up to a year, every quarter beyond; none for short goals. */
export function checkpointDays(start: number, end: number): number {
  const totalWeeks = (end - start + 1) / 7;
  return totalWeeks <= 20 ? Number.POSITIVE_INFINITY : totalWeeks <= 60 ? 56 : 91;
}

/** The milestone days of a phase: its checkpoints, each on an allowed weekday, then its milestone day. */
export function milestoneDays(span: PhaseSpan, chunkDays: number, weekdays: number[]): number[] {
  const allowedSet = new Set(weekdays);
  const lastAllowed = (day: number, floor: number) => {
    for (let d = day; d > floor; d--) if (allowedSet.has(weekdayOf(d))) return d;
    return day;
  };
  const length = span.milestoneDay - span.start + 1;
  const parts = Math.max(1, Math.round(length / chunkDays));
  const ends: number[] = [];
  for (let i = 1; i < parts; i++)
    ends.push(lastAllowed(span.start + Math.round((i * length) / parts) - 1, span.start));
  ends.push(span.milestoneDay);
  return ends;
}
