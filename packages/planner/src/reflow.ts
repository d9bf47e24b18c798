// Laying the open steps of a saved plan out again: the shared arithmetic of the re-plan choice, the rhythm
// (weekdays, time of day), shifting by days and fitting to a new deadline. Pure: the server applies exactly
// what the web app previews, offline too. Dates are the person's calendar dates (YYYY-MM-DD); a "week" runs
// Monday to Sunday, so clock changes never matter.
import { minutesToTime, timeToMinutes, toDay, toIso, weekdayOf } from './dates.js';
import { MAX_STEPS_PER_DAY } from './schedule.js';

export interface ReflowStep {
  id: string;
  /** null for a milestone (it closes on its last step). */
  parentId: string | null;
  date: string | null;
  time: string | null;
  completed: boolean;
  label?: string;
  /** Dated or edited by the person by hand: never moved, never dropped. */
  pinned?: boolean;
  /** A fixed event (the race, the exam): never moved. */
  fixed?: boolean;
}

export interface Rhythm {
  /** 1 = Monday … 7 = Sunday; empty or missing: the weekdays the plan already uses. */
  weekdays?: number[] | null;
  /** HH:MM; missing: each step keeps its own time. */
  timeOfDay?: string | null;
}

export interface ReflowInput {
  steps: ReflowStep[];
  /** Today in the person's zone. */
  today: string;
  deadline: string | null;
  rhythm?: Rhythm | null;
  /** The person's last tick on this plan (a date), if any. */
  lastDone?: string | null;
}

export interface Move {
  id: string;
  date: string;
  time: string;
}

/** What a change would do, shown before it is chosen and applied as is. */
export interface Outcome {
  /** Steps (and milestones) that get another date or time. */
  moves: Move[];
  /** Missed steps that are removed. */
  drops: string[];
  /** The last open step's date afterwards (null: nothing open). */
  finish: string | null;
  /** The goal's deadline afterwards. */
  deadline: string | null;
  /** The most sessions in one week from this week on, afterwards. */
  perWeek: number;
  /** The same before the change (the plan's usual week). */
  perWeekBefore: number;
}

export const mondayOf = (day: number) => day - (weekdayOf(day) - 1);
const byDate = (a: ReflowStep, b: ReflowStep) =>
  (a.date ?? '').localeCompare(b.date ?? '') || (a.time ?? '').localeCompare(b.time ?? '');
const isStep = (s: ReflowStep) => s.parentId !== null && s.date !== null;

/** Steps the layout may move: open, dated, neither pinned nor fixed. */
export const movable = (s: ReflowStep) => isStep(s) && !s.completed && !s.pinned && !s.fixed;
/** Open steps whose day has passed. */
export const missedSteps = (input: ReflowInput) =>
  input.steps.filter((s) => isStep(s) && !s.completed && s.date! < input.today).sort(byDate);

/** The plan's usual week: the median number of steps in the weeks that have any (at least 1). */
export function usualPerWeek(steps: ReflowStep[]): number {
  const weeks = new Map<number, number>();
  for (const s of steps)
    if (isStep(s)) {
      const w = mondayOf(toDay(s.date!));
      weeks.set(w, (weeks.get(w) ?? 0) + 1);
    }
  const counts = [...weeks.values()].sort((a, b) => a - b);
  return counts.length === 0 ? 1 : Math.max(1, counts[Math.floor((counts.length - 1) / 2)]!);
}

/** The weekdays to use: the rhythm's, else the ones the open steps use (all seven when none). */
export function weekdaysOf(input: ReflowInput): number[] {
  const chosen = (input.rhythm?.weekdays ?? []).filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
  if (chosen.length > 0) return [...new Set(chosen)].sort();
  const open = input.steps.filter((s) => isStep(s) && !s.completed);
  const used = new Set(
    (open.length > 0 ? open : input.steps.filter(isStep)).map((s) => weekdayOf(toDay(s.date!))),
  );
  return used.size > 0 ? [...used].sort() : [1, 2, 3, 4, 5, 6, 7];
}

/** How many steps one day may hold: as many as the plan already puts on one day (1 to 3). */
export function dayCap(steps: ReflowStep[]): number {
  const perDay = new Map<string, number>();
  for (const s of steps) if (isStep(s)) perDay.set(s.date!, (perDay.get(s.date!) ?? 0) + 1);
  return Math.min(MAX_STEPS_PER_DAY, Math.max(1, ...perDay.values()));
}

export interface PackOptions {
  /** The first day each step may take (in queue order; the layout never reorders). */
  earliest: (s: ReflowStep) => number;
  weekCap: number;
  dayCap: number;
  weekdays: number[];
  timeOfDay?: string | null;
  /** Give up past this day (the result then has `left` steps). */
  limit: number;
}

/**
 * Lays `queue` out in order on allowed weekdays, each step on the first day from its `earliest` (and not
 * before the previous one) where its week and its day have room; the steps that stay put take room too.
 */
export function pack(queue: ReflowStep[], staying: ReflowStep[], o: PackOptions) {
  const onDay = new Map<number, string[]>();
  const inWeek = new Map<number, number>();
  const take = (day: number, time: string) => {
    onDay.set(day, [...(onDay.get(day) ?? []), time]);
    inWeek.set(mondayOf(day), (inWeek.get(mondayOf(day)) ?? 0) + 1);
  };
  for (const s of staying) if (isStep(s)) take(toDay(s.date!), s.time ?? '09:00');
  const allowed = new Set(o.weekdays);
  const placed = new Map<string, Move>();
  const left: string[] = [];
  let floor = -Infinity;
  for (const s of queue) {
    let day = Math.max(o.earliest(s), floor);
    while (
      day <= o.limit &&
      (!allowed.has(weekdayOf(day)) ||
        (onDay.get(day)?.length ?? 0) >= o.dayCap ||
        (inWeek.get(mondayOf(day)) ?? 0) >= o.weekCap)
    )
      day++;
    if (day > o.limit) {
      left.push(s.id);
      continue;
    }
    const times = onDay.get(day) ?? [];
    let minutes = timeToMinutes(o.timeOfDay ?? s.time ?? '09:00');
    while (times.includes(minutesToTime(minutes)) && minutes < 23 * 60) minutes += 30;
    const time = minutesToTime(minutes);
    take(day, time);
    placed.set(s.id, { id: s.id, date: toIso(day), time });
    floor = day;
  }
  return { placed, left };
}

/**
 * The outcome of new dates for some steps (and drops): only real changes are listed, milestones close on
 * their last step, and the finish and the weekly load are counted from today.
 */
export function outcome(
  input: ReflowInput,
  placed: Map<string, Move>,
  drops: string[],
  deadline: string | null,
): Outcome {
  const dropped = new Set(drops);
  const after = input.steps
    .filter((s) => !dropped.has(s.id))
    .map((s) => {
      const p = placed.get(s.id);
      return p ? { ...s, date: p.date, time: p.time } : { ...s };
    });
  // The goal's own day (a fixed event on the deadline) goes where the deadline goes.
  const goalDay = (s: ReflowStep) => onDeadline(input, s) && !s.completed;
  const others = after.filter((s) => isStep(s) && !s.completed && !goalDay(s));
  const lastOther =
    others.length > 0
      ? others
          .map((s) => s.date!)
          .sort()
          .at(-1)!
      : null;
  const final = deadline && lastOther && lastOther > deadline ? lastOther : deadline;
  const goalDayMoves = final !== null && input.deadline !== null && final !== input.deadline;
  for (const s of after) if (goalDayMoves && goalDay(s)) s.date = final;
  for (const m of after)
    if (m.parentId === null && !m.completed && !m.pinned && m.date) {
      // A milestone without steps on the deadline ("Goal reached") is the goal's day too: it goes with it.
      if (!input.steps.some((c) => c.parentId === m.id)) {
        if (goalDayMoves && m.date === input.deadline) m.date = final;
        continue;
      }
      const children = after.filter((c) => c.parentId === m.id && c.date);
      // Only a child that really changed day (or went) re-dates its milestone.
      const moved = input.steps.some(
        (c) => c.parentId === m.id && (dropped.has(c.id) || (placed.get(c.id)?.date ?? c.date) !== c.date),
      );
      if (!moved || children.length === 0) continue;
      const last = children
        .map((c) => c.date!)
        .sort()
        .at(-1)!;
      m.date = last < input.today ? input.today : last;
    }
  const before = new Map(input.steps.map((s) => [s.id, s]));
  const moves = after
    .filter((s) => {
      const b = before.get(s.id)!;
      return s.date !== null && (s.date !== b.date || s.time !== b.time);
    })
    .map((s) => ({ id: s.id, date: s.date!, time: s.time ?? '09:00' }));
  const open = after.filter((s) => isStep(s) && !s.completed);
  const finish =
    open.length > 0
      ? open
          .map((s) => s.date!)
          .sort()
          .at(-1)!
      : null;
  const thisWeek = mondayOf(toDay(input.today));
  const peak = (list: ReflowStep[]) => {
    const weeks = new Map<number, number>();
    for (const s of list)
      if (isStep(s) && mondayOf(toDay(s.date!)) >= thisWeek) {
        const w = mondayOf(toDay(s.date!));
        weeks.set(w, (weeks.get(w) ?? 0) + 1);
      }
    return Math.max(0, ...weeks.values());
  };
  return {
    moves,
    drops: [...dropped],
    finish,
    deadline: final,
    perWeek: peak(after),
    perWeekBefore: usualPerWeek(input.steps),
  };
}

/** A fixed event on the deadline: the goal's own day, which moves only with the deadline. */
export const onDeadline = (input: ReflowInput, s: ReflowStep) =>
  s.fixed === true && s.date !== null && s.date === input.deadline;

/**
 * The earliest fixed event still ahead, other than the goal's own day (the steps are laid out before it),
 * or +Infinity.
 */
export function nextFixedDay(input: ReflowInput): number {
  const today = toDay(input.today);
  const days = input.steps
    .filter((s) => !onDeadline(input, s))
    .filter((s) => s.fixed && s.date && toDay(s.date) >= today)
    .map((s) => toDay(s.date!));
  return Math.min(Infinity, ...days);
}

export const sortedByDate = (list: ReflowStep[]) => [...list].sort(byDate);
