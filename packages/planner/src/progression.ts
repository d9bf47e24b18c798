import type { Target } from './types.js';
import { unitKind } from './units.js';

/** Values of a "level" target (run 10 km, 50 push-ups) for each plan week, 1-based. */
export interface LevelCurve {
  session(week: number): number;
  long(week: number): number;
  easy(week: number): number;
  /** The level reached by the end of a week: monotonic, equals the target from the last week on. */
  checkpoint(week: number): number;
  start: number;
}

function roundStep(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function runStep(value: number): number {
  return roundStep(value, value < 10 ? 0.5 : 1);
}

/**
 * Running-style progression: the long run grows by ~10 % a week (faster only when the deadline forces it,
 * never above 15 %), every fourth week is a lighter one (80 %), and the weeks after `buildWeeks` taper
 * before the race. The peak long run is the race distance up to 10 km, 90 % of it up to a half marathon,
 * and about 32 km for a marathon.
 */
export type Sport = 'run' | 'swim' | 'ride';

function distanceCurve(target: Target, weeks: number, buildWeeks: number, sport: Sport = 'run'): LevelCurve {
  const T = target.value;
  const km = target.unit === 'mi' ? T * 1.609 : T;
  let peak: number;
  let start: number;
  if (sport === 'swim') {
    // Swimmers build to the full distance; 300–500 m is a usual first continuous swim.
    peak = T;
    start = target.start ?? Math.min(T * 0.9, Math.max(0.2, roundStep(T * 0.25, 0.1)));
  } else if (sport === 'ride') {
    // Riders reach about 80 % of a long ride in training; an hour on the bike (~15 km) is the usual start.
    peak = km <= 40 ? T : T * 0.8;
    start = target.start ?? Math.min(peak * 0.9, Math.max(10, peak * 0.3));
  } else {
    peak = km <= 10 ? T : km <= 21.2 ? T * 0.9 : Math.min(T * 0.76, target.unit === 'mi' ? 20 : 32);
    start = target.start ?? Math.min(Math.max(peak * 0.35, Math.min(2, peak)), 12);
  }
  const distanceStep = (value: number) =>
    sport === 'swim'
      ? roundStep(value, value < 2 ? 0.1 : 0.25)
      : sport === 'ride'
        ? roundStep(value, 5)
        : runStep(value);
  if (start >= peak) start = peak * 0.9;
  const B = Math.max(1, Math.min(buildWeeks, weeks));
  const isCutback = (w: number) => w % 4 === 0 && w < B;
  let growthSteps = 0;
  for (let w = 2; w <= B; w++) if (!isCutback(w)) growthSteps++;
  let rate = growthSteps > 0 ? (peak / start) ** (1 / growthSteps) : 1;
  if (rate > 1.15) {
    rate = 1.15;
    peak = start * rate ** growthSteps;
  }
  const longs: number[] = [0];
  let g = 0;
  for (let w = 1; w <= weeks; w++) {
    let v: number;
    if (w <= B) {
      if (w > 1 && !isCutback(w)) g++;
      v = isCutback(w) ? start * rate ** g * 0.8 : start * rate ** g;
    } else {
      const t = w - B;
      v = peak * Math.max(0.4, 0.75 - 0.25 * (t - 1));
    }
    longs.push(distanceStep(Math.max(v, sport === 'swim' ? 0.1 : 1)));
  }
  const easyMin = Math.min(3, peak * 0.5);
  const maxes: number[] = [0];
  for (let w = 1; w <= weeks; w++) maxes.push(Math.max(maxes[w - 1]!, longs[w]!));
  const clampWeek = (w: number) => Math.max(1, Math.min(weeks, w));
  return {
    start,
    long: (w) => longs[clampWeek(w)]!,
    easy: (w) => distanceStep(Math.max(easyMin, Math.min(longs[clampWeek(w)]! * 0.55, 10))),
    session: (w) => longs[clampWeek(w)]!,
    checkpoint: (w) => (w >= weeks ? T : Math.min(T, maxes[clampWeek(w)]!)),
  };
}

function defaultStart(target: Target): number {
  const T = target.value;
  switch (target.unit) {
    case 'pushup':
    case 'pullup':
      return Math.max(1, Math.round(T * 0.3));
    case 'minute':
      return Math.min(T, Math.max(5, Math.round(T * 0.25)));
    case 'subscriber':
      return 0;
    case 'point':
      return Math.round(T * 0.6);
    case 'band':
      return Math.max(1, T - 1.5);
    case 'm':
      return roundStep(T * 0.25, T >= 1000 ? 100 : 25);
    case 'step':
      return roundStep(T * 0.5, 500);
    default:
      return Math.max(1, Math.round(T * 0.4));
  }
}

function levelStep(unit: string, target = 0): number {
  if (unit === 'step') return 500;
  // A rating or a score in the hundreds moves in round steps (1125, 1150), not one point at a time.
  if (unit === 'point' && target >= 500) return 25;
  if (unit === 'band') return 0.5;
  if (unit === 'm') return 25;
  if (unitKind(unit) === 'weight' || unitKind(unit) === 'distance') return 0.5;
  return 1;
}

/** A straight ramp from the start level to the target, reached in the last week. */
function rampCurve(target: Target, weeks: number): LevelCurve {
  const T = target.value;
  const start = target.start ?? defaultStart(target);
  const step = levelStep(target.unit, T);
  const at = (w: number) => {
    const c = Math.max(1, Math.min(weeks, w));
    if (c >= weeks) return T;
    const v = start + ((T - start) * c) / weeks;
    const r = roundStep(v, step);
    return T >= start ? Math.min(r, T) : Math.max(r, T);
  };
  return { start, session: at, long: at, easy: at, checkpoint: at };
}

export function levelCurve(target: Target, weeks: number, buildWeeks: number, sport?: Sport): LevelCurve {
  return unitKind(target.unit) === 'distance' && target.unit !== 'm'
    ? distanceCurve(target, weeks, buildWeeks, sport)
    : rampCurve(target, weeks);
}

/** A "nice" rounding step for a share of a total: 100 ₽, $10, one word, 0.1 kg. */
function shareStep(unit: string, share: number): number {
  const kind = unitKind(unit);
  if (kind === 'money') return share >= 10_000 ? 500 : share >= 1000 ? 100 : share >= 100 ? 10 : 1;
  if (kind === 'weight' || kind === 'distance') return 0.1;
  if (share >= 50) return 5;
  return 1;
}

/**
 * Splits a total into `count` shares that sum exactly to it: equal, rounded to a nice step, the last share
 * absorbing the remainder (so cumulative sums are monotonic and end at the total).
 */
export function splitTotal(total: number, count: number, unit: string): number[] {
  if (count <= 0) return [];
  const step = shareStep(unit, total / count);
  const fix = (v: number) => Math.round(v * 100) / 100;
  const shares: number[] = [];
  if (unitKind(unit) === 'money') {
    const base = Math.max(step, Math.floor(total / count / step) * step);
    let left = total;
    for (let i = 0; i < count; i++) {
      const v = i === count - 1 ? left : Math.min(base, left);
      shares.push(fix(v));
      left = fix(left - v);
    }
    return shares;
  }
  // Cumulative rounding: the running sum follows the straight line and ends exactly at the total.
  let prev = 0;
  for (let i = 1; i <= count; i++) {
    const cum = i === count ? total : Math.min(total, roundStep((total * i) / count, step));
    shares.push(fix(cum - prev));
    prev = cum;
  }
  return shares;
}
