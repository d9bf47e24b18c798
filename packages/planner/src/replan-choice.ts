// The re-plan choice: when missed work piles up, four ways on (catch up gradually, push back by the gap,
// lighten the load, drop what is missed), each with its finish date and weekly load before it is chosen.
// Also the rhythm (weekdays, time of day), shifting the whole plan, and fitting a new deadline: the same
// kind of outcome, previewed and then applied as is. Pure; steps the person placed by hand never move.
import { toDay, toIso, weekdayOf } from './dates.js';
import {
  dayCap,
  missedSteps,
  mondayOf,
  movable,
  nextFixedDay,
  type Outcome,
  onDeadline,
  outcome,
  pack,
  type ReflowInput,
  type ReflowStep,
  type Rhythm,
  sortedByDate,
  usualPerWeek,
  weekdaysOf,
} from './reflow.js';
import { MAX_STEPS_PER_DAY } from './schedule.js';

export type { Move, Outcome, ReflowInput, ReflowStep, Rhythm } from './reflow.js';

export const REPLAN_KINDS = ['gradual', 'shift', 'lighten', 'drop'] as const;
export type ReplanKind = (typeof REPLAN_KINDS)[number];

/** Why an option cannot be taken (shown instead of its preview). */
export type Unavailable =
  | 'nothingMissed'
  | 'alreadyLight'
  | 'fixedEvent'
  | 'noRoom'
  | 'pinnedAfter'
  | 'deadlinePast'
  | 'beforeToday'
  | 'nothingToMove';

export interface Option extends Outcome {
  kind: ReplanKind | 'rhythm' | 'shiftBy' | 'deadline';
  available: boolean;
  reason: Unavailable | null;
}

/** Missed steps that bring the choice: three or more, or a week with missed work and no tick. */
export const MISSED_FOR_CHOICE = 3;
export const QUIET_DAYS_FOR_CHOICE = 7;

/** Whether the plan should offer the choice now (one or two missed steps are absorbed quietly). */
export function needsChoice(input: ReflowInput): { missed: number; quietDays: number; offer: boolean } {
  const missed = missedSteps(input).filter((s) => !s.pinned && !s.fixed);
  if (missed.length === 0) return { missed: 0, quietDays: 0, offer: false };
  const since = [missed[0]!.date!, input.lastDone ?? ''].sort().at(-1)!;
  const quietDays = toDay(input.today) - toDay(since);
  return {
    missed: missed.length,
    quietDays,
    offer: missed.length >= MISSED_FOR_CHOICE || quietDays >= QUIET_DAYS_FOR_CHOICE,
  };
}

const LIMIT_DAYS = 5 * 366;

function option(kind: Option['kind'], o: Outcome, reason: Unavailable | null = null): Option {
  return { kind, available: reason === null, reason, ...o };
}

function unavailable(input: ReflowInput, kind: Option['kind'], reason: Unavailable): Option {
  return option(kind, outcome(input, new Map(), [], input.deadline), reason);
}

/** Lays the movable steps out in order (missed first) and makes an option of it, checked against fixed events. */
function laidOut(
  input: ReflowInput,
  kind: Option['kind'],
  weekCap: number,
  earliest: (s: ReflowStep) => number,
  deadline: (finish: string | null) => string | null,
  weekdays = weekdaysOf(input),
  perDay = dayCap(input.steps),
): Option {
  const queue = sortedByDate(input.steps.filter(movable));
  const staying = input.steps.filter((s) => !movable(s));
  const fixed = nextFixedDay(input);
  const limit = Number.isFinite(fixed) ? fixed - 1 : toDay(input.today) + LIMIT_DAYS;
  const { placed, left } = pack(queue, staying, {
    earliest,
    weekCap,
    dayCap: perDay,
    weekdays,
    timeOfDay: input.rhythm?.timeOfDay,
    limit,
  });
  const draft = outcome(input, placed, [], null);
  const result = outcome(input, placed, [], deadline(draft.finish));
  if (left.length > 0) return option(kind, result, Number.isFinite(fixed) ? 'fixedEvent' : 'noRoom');
  return option(kind, result);
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : a);

/**
 * The four options after missed work. `gradual`: a little more each week (the fewest extra sessions that
 * still meet the deadline, at least one) until the missed steps are made up; upcoming steps never come
 * earlier than their own day. `shift`: every open step moves by the gap (today minus the first missed day),
 * the deadline too. `lighten`: one session a week fewer, the deadline moves to the new finish. `drop`: the
 * missed steps go, nothing else moves.
 */
export function replanOptions(input: ReflowInput): Option[] {
  const today = toDay(input.today);
  const missed = missedSteps(input).filter(movable);
  const missedIds = new Set(missed.map((s) => s.id));
  const base = usualPerWeek(input.steps);
  // Catching up may put two sessions on one day (never more than the planner's daily limit).
  const cap = Math.min(MAX_STEPS_PER_DAY, dayCap(input.steps) + 1);
  const weekdays = weekdaysOf(input);
  const most = weekdays.length * cap;
  // Missed steps from today; upcoming ones never earlier than their own day.
  const ownWeek = (s: ReflowStep) => (missedIds.has(s.id) ? today : toDay(s.date!));
  const out: Option[] = [];

  if (missed.length === 0) out.push(unavailable(input, 'gradual', 'nothingMissed'));
  else {
    let best: Option | null = null;
    for (let extra = 1; base + extra <= Math.max(most, base + 1); extra++) {
      const o = laidOut(
        input,
        'gradual',
        base + extra,
        ownWeek,
        (f) => later(input.deadline, f),
        weekdays,
        cap,
      );
      if (!best || (o.available && !best.available)) best = o;
      if (o.available && (!input.deadline || (o.finish ?? '') <= input.deadline)) {
        best = o;
        break;
      }
      if (base + extra >= most) break;
    }
    out.push(best!);
  }

  if (missed.length === 0) out.push(unavailable(input, 'shift', 'nothingMissed'));
  else {
    const gap = today - toDay(missed[0]!.date!);
    out.push(shifted(input, 'shift', gap, weekdays));
  }

  if (base <= 1) out.push(unavailable(input, 'lighten', 'alreadyLight'));
  else out.push(laidOut(input, 'lighten', base - 1, ownWeek, (f) => later(input.deadline, f)));

  if (missed.length === 0) out.push(unavailable(input, 'drop', 'nothingMissed'));
  else out.push(option('drop', outcome(input, new Map(), [...missedIds], input.deadline)));
  return out;
}

/** Every movable step `days` later (earlier when negative, never before today), on allowed weekdays. */
function shifted(input: ReflowInput, kind: Option['kind'], days: number, weekdays: number[]): Option {
  const today = toDay(input.today);
  const steps =
    days < 0 ? input.steps.filter((s) => movable(s) && s.date! >= input.today) : input.steps.filter(movable);
  if (steps.length === 0) return unavailable(input, kind, 'nothingToMove');
  if (days < 0 && steps.some((s) => toDay(s.date!) + days < today))
    return unavailable(input, kind, 'beforeToday');
  const ids = new Set(steps.map((s) => s.id));
  const sub: ReflowInput = {
    ...input,
    steps: input.steps.map((s) => (ids.has(s.id) ? s : { ...s, pinned: true })),
  };
  const moved = laidOut(
    sub,
    kind,
    7 * dayCap(input.steps),
    (s) => toDay(s.date!) + days,
    () => (input.deadline ? toIso(toDay(input.deadline) + days) : null),
    weekdays,
  );
  return { ...moved, deadline: later(moved.deadline, moved.finish) };
}

/** Shifting the whole plan by days (a week is 7): open steps and the deadline move, done and pinned stay. */
export function shiftPlan(input: ReflowInput, days: number): Option {
  const n = Math.trunc(days);
  if (n === 0) return unavailable(input, 'shiftBy', 'nothingToMove');
  return shifted(input, 'shiftBy', n, weekdaysOf(input));
}

/**
 * A new rhythm: the open steps from today go to the chosen weekdays and time of day, each in its own week
 * when it has room (the plan keeps its shape; the deadline moves only if the days cannot hold the load).
 * Missed steps are left to the re-plan choice.
 */
export function rhythmChange(input: ReflowInput, rhythm: Rhythm): Option {
  const next: ReflowInput = { ...input, rhythm };
  const upcoming = (s: ReflowStep) => movable(s) && s.date! >= input.today;
  if (!input.steps.some(upcoming)) return unavailable(next, 'rhythm', 'nothingToMove');
  const sub: ReflowInput = {
    ...next,
    steps: input.steps.map((s) => (movable(s) && !upcoming(s) ? { ...s, pinned: true } : s)),
  };
  const weekdays = weekdaysOf(next);
  const allowed = new Set(weekdays);
  const weeks = new Map<number, number>();
  for (const s of input.steps.filter(upcoming)) {
    const w = mondayOf(toDay(s.date!));
    weeks.set(w, (weeks.get(w) ?? 0) + 1);
  }
  const cap = Math.max(usualPerWeek(input.steps), ...weeks.values());
  const today = toDay(input.today);
  return laidOut(
    sub,
    'rhythm',
    cap,
    // A step already on an allowed day keeps it (an unchanged rhythm moves nothing); the others may take
    // any day of their own week.
    (s) =>
      allowed.has(weekdayOf(toDay(s.date!))) ? toDay(s.date!) : Math.max(today, mondayOf(toDay(s.date!))),
    (f) => later(input.deadline, f),
    weekdays,
  );
}

/**
 * A new deadline. Later (or still met): nothing moves. Earlier: the open steps are laid out from today to it
 * in proportion (the plan keeps its shape), with the fewest sessions a week that fit; or a plain reason why
 * not: the date has passed, a hand-placed or fixed step lies after it, or the days cannot hold the steps.
 */
export function fitDeadline(input: ReflowInput, newDeadline: string): Option {
  const next: ReflowInput = { ...input, deadline: newDeadline };
  if (newDeadline < input.today) return unavailable(next, 'deadline', 'deadlinePast');
  const open = input.steps.filter((s) => s.parentId !== null && s.date && !s.completed);
  if (open.some((s) => !movable(s) && !onDeadline(input, s) && s.date! > newDeadline))
    return unavailable(next, 'deadline', 'pinnedAfter');
  const queue = input.steps.filter(movable);
  const last = queue
    .map((s) => s.date!)
    .sort()
    .at(-1);
  if (!last || last <= newDeadline) return option('deadline', outcome(input, new Map(), [], newDeadline));
  const today = toDay(input.today);
  const weekdays = weekdaysOf(input);
  // The last allowed day on or before the deadline: the plan's last step goes there at the latest.
  let end = toDay(newDeadline);
  while (end > today && !weekdays.includes(weekdayOf(end))) end--;
  const span = Math.max(1, toDay(last) - today);
  const proportional = (s: ReflowStep) =>
    Math.max(today, today + Math.floor(((toDay(s.date!) - today) * (end - today)) / span));
  // In proportion first (the plan keeps its shape), else packed from today; the fewest sessions a week
  // first, then two or three on one day (the planner's daily limit).
  for (const earliest of [proportional, () => today])
    for (let perDay = dayCap(input.steps); perDay <= MAX_STEPS_PER_DAY; perDay++)
      for (let cap = usualPerWeek(input.steps); cap <= weekdays.length * perDay; cap++) {
        const o = laidOut(input, 'deadline', cap, earliest, () => newDeadline, weekdays, perDay);
        if (o.available && o.finish !== null && o.finish <= newDeadline) return o;
      }
  return unavailable(next, 'deadline', 'noRoom');
}

/** The weekday (1 = Monday) of a date, for texts. */
export const weekdayOfDate = (iso: string) => weekdayOf(toDay(iso));
