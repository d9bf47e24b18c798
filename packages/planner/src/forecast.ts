// The forecast of a plan: from the pace of the last weeks (steps done against steps planned, and for a
// measurable goal the results against the planned progression), is the person on pace, how many days behind
// or ahead, and when will the plan really be done (with a range). Pure: the server and the offline web app
// compute the same answer from the same steps.
import { toDay, toIso } from './dates.js';

export interface ForecastStep {
  /** The day the step is planned for (in the person's own copy of the schedule); undated steps are ignored. */
  date: string | null;
  completed: boolean;
  /** The person's calendar day the step was ticked, when known (otherwise its planned day stands in). */
  completedOn?: string | null;
}

export interface MeasuredPace {
  /** Where the person started (the first measure). */
  start: number;
  /** The planned progression: the value due by each date. */
  planned: Array<{ date: string; value: number }>;
  /** What the person recorded, any order (results after today are not read). */
  results: Array<{ date: string; value: number }>;
}

export interface ForecastInput {
  steps: ForecastStep[];
  /** The person's today (for a paused plan: the day it was paused; the clock stops with the plan). */
  today: string;
  measured?: MeasuredPace | null;
  /** How many weeks back the pace is read; 3 unless said. */
  weeks?: number;
}

export type ForecastState = 'onPace' | 'behind' | 'ahead' | 'done' | 'unknown';

export interface Forecast {
  state: ForecastState;
  /** Days the expected finish lies after the planned one (negative: ahead). 0 when on pace. */
  daysBehind: number;
  /** The planned finish: the last dated step. */
  plannedFinish: string | null;
  /** The expected finish at the pace read, and the range the weekly paces give. */
  expectedFinish: string | null;
  earliestFinish: string | null;
  latestFinish: string | null;
  /** Steps done against steps planned over the window (1 = as planned); null without enough to read. */
  pace: number | null;
  /** What the pace was read from. */
  basis: 'plan' | 'steps' | 'steps+results';
}

/** Within this many days of the plan counts as on pace (one missed step is absorbed quietly). */
export const ON_PACE_DAYS = 2;
/** A pace is clamped to this range, so one idle or one busy week does not throw the finish to the horizon. */
const PACE_MIN = 0.2;
const PACE_MAX = 3;
const clampPace = (p: number) => Math.min(PACE_MAX, Math.max(PACE_MIN, p));
/** A week's pace counts towards the range only with at least this many steps planned in it. */
const WEEK_MIN_STEPS = 3;

interface Window {
  planned: number;
  done: number;
}

/** Steps planned (before today, or today and already done) and steps ticked in [from, today]. */
function windowOf(steps: ForecastStep[], from: number, to: number, today: number): Window {
  let planned = 0;
  let done = 0;
  for (const s of steps) {
    const day = toDay(s.date!);
    if (day >= from && day <= to && (day < today || s.completed)) planned++;
    if (s.completed) {
      const on = s.completedOn ? toDay(s.completedOn) : day;
      if (on >= from && on <= to) done++;
    }
  }
  return { planned, done };
}

/** The planned value on a date, read off the progression (linear between its points, flat outside). */
function plannedValueOn(planned: MeasuredPace['planned'], start: number, day: number): number {
  const points = [...planned].sort((a, b) => a.date.localeCompare(b.date));
  let prevDay: number | null = null;
  let prevValue = start;
  for (const p of points) {
    const d = toDay(p.date);
    if (d >= day) {
      if (prevDay === null || d === prevDay) return d === day ? p.value : prevValue;
      return prevValue + ((p.value - prevValue) * (day - prevDay)) / (d - prevDay);
    }
    prevDay = d;
    prevValue = p.value;
  }
  return prevValue;
}

/** The first day the progression reaches a value (linear between its points); null when it never does. */
function dayPlannedToReach(m: MeasuredPace, value: number): number | null {
  const up = m.planned.length === 0 || m.planned.at(-1)!.value >= m.start;
  const reached = (v: number) => (up ? v >= value : v <= value);
  const points = [...m.planned].sort((a, b) => a.date.localeCompare(b.date));
  if (reached(m.start) && points.length > 0) {
    // Short of even where the plan starts (a 1 km run on a plan that starts at 3.5 km): as many days before
    // its first checkpoint as the plan's first rise takes to cover the gap.
    const first = toDay(points[0]!.date);
    let prev = { day: first, value: m.start };
    for (const p of points) {
      const day = toDay(p.date);
      if (day > prev.day && p.value !== prev.value) {
        const perDay = Math.abs(p.value - prev.value) / (day - prev.day);
        return first - Math.ceil(Math.abs(m.start - value) / perDay);
      }
      prev = { day, value: p.value };
    }
    return first;
  }
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    if (!reached(p.value)) continue;
    const prev = points[i - 1];
    if (!prev) return toDay(p.date);
    const span = toDay(p.date) - toDay(prev.date);
    const share = (value - prev.value) / (p.value - prev.value || 1);
    return toDay(prev.date) + Math.ceil(span * share);
  }
  return null;
}

/**
 * Results against the progression: how many days the latest result lags the day the plan meant to reach it
 * (negative: ahead), and how far it got of the way planned by its date (the pace). Null without a result.
 */
function measuredSlip(
  m: MeasuredPace,
  today: number,
): { slip: number; pace: number | null; on: number } | null {
  const results = m.results
    .filter((r) => toDay(r.date) <= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const last = results.at(-1);
  if (!last || m.planned.length === 0) return null;
  const on = toDay(last.date);
  const planned = dayPlannedToReach(m, last.value);
  const lastPlanned = toDay([...m.planned].sort((a, b) => a.date.localeCompare(b.date)).at(-1)!.date);
  // Not reached by the plan's end: behind by at least the days from the result to the end.
  const slip = planned === null ? Math.max(1, on - lastPlanned + 1, today - on + 1) : on - planned;
  const due = plannedValueOn(m.planned, m.start, on) - m.start;
  return { slip, pace: Math.abs(due) < 1e-9 ? null : (last.value - m.start) / due, on };
}

export function forecast(input: ForecastInput): Forecast {
  const weeks = Math.max(1, Math.min(12, Math.trunc(input.weeks ?? 3)));
  const today = toDay(input.today);
  const steps = input.steps.filter((s) => s.date);
  const unknown: Forecast = {
    state: 'unknown',
    daysBehind: 0,
    plannedFinish: null,
    expectedFinish: null,
    earliestFinish: null,
    latestFinish: null,
    pace: null,
    basis: 'plan',
  };
  if (steps.length === 0) return unknown;
  const days = steps.map((s) => toDay(s.date!));
  const first = Math.min(...days);
  const last = Math.max(...days);
  const plannedFinish = toIso(last);
  const open = steps.filter((s) => !s.completed).length;
  if (open === 0) {
    const finished = Math.max(...steps.map((s) => (s.completedOn ? toDay(s.completedOn) : toDay(s.date!))));
    const at = toIso(Math.min(finished, today));
    return {
      ...unknown,
      state: 'done',
      plannedFinish,
      expectedFinish: at,
      earliestFinish: at,
      latestFinish: at,
      basis: 'steps',
    };
  }

  // The pace: the whole window, and each week of it for the range.
  const from = Math.max(first, today - weeks * 7);
  const whole = windowOf(steps, from, today, today);
  const weekly: number[] = [];
  for (let end = today; end >= from; end -= 7) {
    const w = windowOf(steps, Math.max(from, end - 6), end, today);
    // A week with fewer planned steps says too little to widen the range (a plan's first days).
    if (w.planned >= WEEK_MIN_STEPS) weekly.push(clampPace(w.done / w.planned));
  }
  let pace: number | null = whole.planned >= 2 ? clampPace(whole.done / whole.planned) : null;
  let basis: Forecast['basis'] = pace === null ? 'plan' : 'steps';

  // The planned rate ahead: steps from today to the planned finish per day (the plan's average once it
  // ran out). The open steps at that rate say how far the schedule has slipped (missed steps carried, steps
  // done early taken off); at the weekly paces read they give the range.
  const ahead = days.filter((d) => d >= today).length;
  const rate = ahead > 0 ? ahead / (last - today + 1) : steps.length / (last - first + 1);
  const finishAt = (p: number) => today + Math.max(0, Math.ceil(open / (rate * p)) - 1);
  let slip = finishAt(1) - last;
  const measured = input.measured ? measuredSlip(input.measured, today) : null;
  if (measured) {
    // A result read within the window is what the goal is about: it sets the slip (steps ticked on time do
    // not make 4 kg lost into 8). An older one is only averaged with the steps: it says little of today.
    const fresh = today - measured.on < weeks * 7;
    slip = fresh ? measured.slip : Math.round((slip + measured.slip) / 2);
    if (measured.pace !== null) {
      const m = clampPace(measured.pace);
      weekly.push(m);
      pace = pace === null ? m : (pace + m) / 2;
    }
    basis = 'steps+results';
  }
  const expected = Math.max(today, last + slip);
  const paces = [...weekly, pace ?? 1];
  const earliest = Math.min(expected, finishAt(Math.max(...paces)));
  const latest = Math.max(expected, finishAt(Math.min(...paces)));
  const daysBehind = expected - last;
  const state: ForecastState =
    Math.abs(daysBehind) <= ON_PACE_DAYS ? 'onPace' : daysBehind > 0 ? 'behind' : 'ahead';
  return {
    state,
    daysBehind: state === 'onPace' ? 0 : daysBehind,
    plannedFinish,
    expectedFinish: toIso(expected),
    earliestFinish: toIso(earliest),
    latestFinish: toIso(latest),
    pace: pace === null ? null : Math.round(pace * 100) / 100,
    basis,
  };
}

/** What the public profile may say of a forecast: on pace or behind, never the details; null when unknown. */
export function publicPace(f: Pick<Forecast, 'state'>): 'onPace' | 'behind' | null {
  if (f.state === 'unknown') return null;
  return f.state === 'behind' ? 'behind' : 'onPace';
}
