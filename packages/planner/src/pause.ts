// Pausing a plan and resuming it: how long the pause was in the person's calendar days, and where the open
// steps and the deadline go afterwards. Pure (the server and the offline web app both apply it). Dates are
// calendar dates (YYYY-MM-DD) in the person's time zone: a pause from Saturday night to the next Saturday
// night is 7 days whatever the clocks did in between (a DST change makes it 167 or 169 hours).
import { toDay, toIso } from './dates.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone (UTC for an unknown zone). */
export function localDate(instant: Date, timezone: string): string {
  let format = formats.get(timezone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return instant.toISOString().slice(0, 10);
    }
    formats.set(timezone, format);
  }
  return format.format(instant);
}

/** Whole calendar days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => toDay(to) - toDay(from);

/** The date `days` calendar days after `iso` (month ends and leap years as the calendar has them). */
export const shiftDate = (iso: string, days: number): string => toIso(toDay(iso) + days);

/**
 * How many days a pause lasted: calendar days between the day it started and the day it ended, in the
 * person's zone. A pause started and ended the same day is 0 (nothing moves).
 */
export function pauseLength(pausedOn: string, resumedOn: string): number {
  return Math.max(0, daysBetween(pausedOn, resumedOn));
}

export interface PausedStep {
  id: string;
  date: string | null;
  completed: boolean;
}

export interface ResumeResult {
  /** The open steps that move, with their new dates (done ones and undated ones never move). */
  moved: Array<{ id: string; from: string; to: string }>;
  /** The deadline afterwards: moved by the pause unless the person keeps it (or there is none). */
  deadline: string | null;
  /** Days the open steps moved. */
  days: number;
}

/**
 * Resuming after `days` of pause: every open dated step moves forward by the pause, done steps stay on the
 * day they had, and the deadline moves with the steps unless `keepDeadline`.
 */
export function resumeShift(
  steps: PausedStep[],
  days: number,
  deadline: string | null,
  keepDeadline: boolean,
): ResumeResult {
  const shift = Math.max(0, Math.trunc(days));
  const moved =
    shift === 0
      ? []
      : steps
          .filter((s) => !s.completed && s.date)
          .map((s) => ({ id: s.id, from: s.date!, to: shiftDate(s.date!, shift) }));
  return {
    moved,
    deadline: deadline && !keepDeadline && shift > 0 ? shiftDate(deadline, shift) : deadline,
    days: shift,
  };
}

/**
 * Whether a pause set "until" a date is over: on that date the plan picks up again. A pause without an end
 * date lasts until the person resumes it.
 */
export function pauseOver(until: string | null, today: string): boolean {
  return until !== null && until <= today;
}
