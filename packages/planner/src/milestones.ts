/** The milestones of a phase: long phases get checkpoints, each with a review of the months it closes. */
import { weekdayOf } from './dates.js';
import type { PhaseSpan } from './phase-split.js';
import type { Language } from './types.js';

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

/** A checkpoint inside a long phase: a review of the months since the last one (each reads differently). */
export function reviewLabel(start: number, prevEnd: number, day: number, lang: Language): string {
  const from = Math.round((prevEnd - start) / 30.4) + 1;
  const to = Math.max(from, Math.round((day - start + 1) / 30.4));
  const span = from === to ? `${from}` : `${from}–${to}`;
  return lang === 'ru'
    ? `Итоги ${from === to ? 'месяца' : 'месяцев'} ${span}: что сделано, что поменять в плане`
    : `Review of month${from === to ? '' : 's'} ${span}: what is done, what to change in the plan`;
}
