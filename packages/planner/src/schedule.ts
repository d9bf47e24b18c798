import { weekdayOf } from './dates.js';
import { largestRemainder, type PhaseSpan, splitPhases } from './phase-split.js';
import type { ParsedPhase, ParsedStep } from './playbook-schema.js';
import { needsOthers } from './with-others.js';

/** At most this many steps on one day. */
export const MAX_STEPS_PER_DAY = 3;
/** Weekly steps this short share a day with a session. */
const LIGHT_MINUTES = 15;

export interface Occurrence {
  phase: number;
  step: ParsedStep;
  day: number;
  /** Plan week, 1-based: seven-day blocks from the first day of the plan. */
  week: number;
  /** Order of placement on its day (start and end tasks before sessions). */
  rank: number;
}

export interface ScheduleInput {
  start: number;
  end: number;
  weekdays: number[];
  sessionsPerWeek: number;
  phases: ParsedPhase[];
  applicable: (step: ParsedStep) => boolean;
  /** Days others do not work (public holidays): steps marked `workday` avoid them. */
  closed?: (day: number) => boolean;
  /** How many times the spread steps should occur in total (the target's value), or 0. */
  spreadTotal: number;
  /**
   * The person asked for this many sessions ("every day", "5 times a week"): weeks whose playbook has fewer
   * sessions repeat its sessions in turn until every session day has one.
   */
  fill?: boolean;
  /** Sessions fall in one plan week out of this many ("twice a month": 2); other steps keep their weeks. */
  everyWeeks?: number;
}

export interface Schedule {
  phases: PhaseSpan[];
  occurrences: Occurrence[];
  weekOf: (day: number) => number;
}

/** Picks `count` weekdays out of the allowed ones, spread over the week and ending on the latest one. */
export function sessionWeekdays(allowed: number[], count: number): Set<number> {
  const sorted = [...allowed].sort((a, b) => a - b);
  const d = sorted.length;
  const picked = new Set<number>();
  for (let i = 0; i < Math.min(count, d); i++) picked.add(sorted[d - 1 - Math.round((i * d) / count)]!);
  return picked;
}

export function buildSchedule(input: ScheduleInput): Schedule {
  const { start, end } = input;
  const allowedSet = new Set(input.weekdays);
  let allowed: number[] = [];
  for (let d = start; d <= end; d++) if (allowedSet.has(weekdayOf(d))) allowed.push(d);
  let sessionSet = sessionWeekdays(input.weekdays, input.sessionsPerWeek);
  if (allowed.length === 0) {
    allowed = [];
    for (let d = start; d <= end; d++) allowed.push(d);
    sessionSet = new Set([1, 2, 3, 4, 5, 6, 7]);
  }
  // Plan weeks are seven-day blocks counted from the first day, so "week 1" is always a full week.
  const weekOf = (day: number) => Math.floor((day - start) / 7) + 1;
  const spans = splitPhases(start, end, allowed, input.phases);
  const load = new Map<number, number>();
  const blocked = new Set<number>();
  const occurrences: Occurrence[] = [];
  const put = (phase: number, step: ParsedStep, day: number, rank: number) => {
    load.set(day, (load.get(day) ?? 0) + 1);
    occurrences.push({ phase, step, day, week: weekOf(day), rank });
  };
  const free = (day: number) => !blocked.has(day) && (load.get(day) ?? 0) < MAX_STEPS_PER_DAY;
  /** Steps that need people at work (a meeting, an appointment) go on Monday to Friday when there is one. */
  const working = (day: number) => weekdayOf(day) <= 5 && !input.closed?.(day);
  const fits = (step: ParsedStep | undefined, day: number) =>
    step?.workday ? working(day) : !step || !needsOthers(step) || !input.closed?.(day);
  /** The candidate itself if free, else the nearest free day in the list (later ones first). */
  const nearestFree = (
    days: number[],
    idx: number,
    step?: ParsedStep,
    avoid?: Set<number>,
  ): number | undefined => {
    const ok = (d: number | undefined, strict: boolean): d is number =>
      d !== undefined && free(d) && (!strict || fits(step, d)) && !avoid?.has(d);
    // A workday step never falls on a weekend; with no free working day it is left out (a compressed plan).
    // A step with others avoids holidays when it can, and keeps its place when it cannot.
    for (const strict of step?.workday ? [true] : step && needsOthers(step) ? [true, false] : [false]) {
      for (let k = 0; k < days.length; k++) {
        const later = days[idx + k];
        if (ok(later, strict)) return later;
        const earlier = days[idx - k];
        if (ok(earlier, strict)) return earlier;
      }
    }
    return undefined;
  };

  // Spread steps: one occurrence per unit of the target, at most one a day, shared between phases by length.
  const phaseDays = spans.map((s) => {
    const days = allowed.filter((d) => d >= s.start && d <= s.milestoneDay);
    return days.length > 0 ? days : [s.milestoneDay];
  });
  const spreadPhases = input.phases.map((p) =>
    p.steps.some((s) => s.cadence === 'spread' && input.applicable(s)),
  );
  const spreadCapacity = phaseDays.reduce((sum, days, i) => sum + (spreadPhases[i] ? days.length : 0), 0);
  const spreadCount = Math.min(Math.floor(input.spreadTotal), spreadCapacity);
  const spreadPerPhase = spans.map((_, i) =>
    spreadPhases[i] && spreadCapacity > 0 ? (spreadCount * phaseDays[i]!.length) / spreadCapacity : 0,
  );
  const spreadInts = largestRemainder(spreadPerPhase, spreadCount);

  input.phases.forEach((phase, p) => {
    const span = spans[p]!;
    const spanDays = phaseDays[p]!;
    let days = spanDays;
    const steps = phase.steps.filter(input.applicable);
    // End steps, backwards from the milestone day; the key one (a race, a final test) keeps its day to itself.
    // A workday step in a phase without a working day (a compressed plan) may go earlier, before the milestone.
    const weekdayIn = (list: number[]) => list.some((d) => working(d));
    const wider = allowed.filter((d) => d <= span.milestoneDay);
    const poolFor = (step: ParsedStep) =>
      step.workday && !weekdayIn(days) && weekdayIn(wider) ? wider : days;
    const ends = steps.filter((s) => s.cadence === 'end');
    let eventDay = Number.POSITIVE_INFINITY;
    for (let j = ends.length - 1, back = 0; j >= 0; j--, back++) {
      const step = ends[j]!;
      const pool = poolFor(step);
      const day = nearestFree(pool, Math.max(0, pool.length - 1 - back), step);
      if (day === undefined) continue;
      put(p, step, day, 0);
      if (step.key) {
        blocked.add(day);
        eventDay = Math.min(eventDay, day);
      }
    }
    // The phase's event (an exam, a race) moved earlier than the milestone (a workday exam before a Sunday
    // milestone): its sessions and one-offs come before it, never a mock exam after the real one.
    if (eventDay < Number.POSITIVE_INFINITY) days = spanDays.filter((d) => d < eventDay);
    // "2 evenings a week": start steps and one-offs keep to the session days the person asked for, when there are some.
    const asked = input.fill ? days.filter((d) => sessionSet.has(weekdayOf(d))) : [];
    steps
      .filter((s) => s.cadence === 'start')
      .forEach((step, k) => {
        const own = poolFor(step);
        const pool = own === days && asked.length > k ? asked : own;
        const day =
          nearestFree(
            pool,
            pool === own && own !== days ? pool.length - 1 : Math.min(k, pool.length - 1),
            step,
          ) ?? nearestFree(own, own === days ? Math.min(k, days.length - 1) : own.length - 1, step);
        if (day === undefined) return;
        put(p, step, day, 0);
        if (step.key) blocked.add(day);
      });
    // Weekly sessions: one a day on the session weekdays; key sessions keep the last day of the week.
    const sessionDays = days.filter((d) => sessionSet.has(weekdayOf(d)) && d <= span.end);
    const byWeek = new Map<number, number[]>();
    for (const d of sessionDays) {
      const w = weekOf(d);
      const list = byWeek.get(w) ?? [];
      list.push(d);
      byWeek.set(w, list);
    }
    // Short weekly chores (a weigh-in, a 15-minute review) ride along with a session instead of taking a day.
    const isLight = (s: ParsedStep) => s.cadence === 'weekly' && s.minutes <= LIGHT_MINUTES;
    const weeklySteps = steps.filter((s) => s.cadence === 'weekly' && !isLight(s));
    const onTop = steps.filter((s) => s.cadence === 'biweekly' || s.cadence === 'monthly' || isLight(s));
    let slice = 0;
    for (const [w, week] of byWeek) {
      // Sessions go by weekday (Monday first), so the key session lands on the weekend whatever day the plan began.
      const open = week.filter(free).sort((x, y) => weekdayOf(x) - weekdayOf(y));
      // A week with a race or a test of its own (a blocked day) skips its key session.
      const hasEvent = [...blocked].some((d) => weekOf(d) === w && d >= span.start && d <= span.end);
      const items: ParsedStep[] = [];
      // "Twice a month": the weeks between have no sessions.
      const every = input.everyWeeks ?? 1;
      const offWeek = every > 1 && (w - 1) % every !== 0;
      for (const s of weeklySteps) if (!s.key && !offWeek) for (let i = 0; i < s.times; i++) items.push(s);
      const regular = items.length;
      for (let i = 0; input.fill && regular > 0 && items.length < open.length; i++)
        items.push(items[i % regular]!);
      if (!hasEvent && !offWeek)
        for (const s of weeklySteps) if (s.key) for (let i = 0; i < s.times; i++) items.push(s);
      while (items.length > open.length) {
        const drop = items.findLastIndex((s) => !s.key);
        items.splice(Math.max(drop, 0), 1);
      }
      const picked = items.map((_, j) =>
        items.length === 1 ? open.length - 1 : Math.round((j * (open.length - 1)) / (items.length - 1)),
      );
      // A workday step on a weekend trades days with a step that does not care, or moves to a free weekday.
      items.forEach((step, j) => {
        if (!step.workday || fits(step, open[picked[j]!]!)) return;
        const swap = items.findIndex((o, k) => !o.workday && fits(step, open[picked[k]!]!));
        if (swap >= 0) [picked[j], picked[swap]] = [picked[swap]!, picked[j]!];
        else {
          const spare = open.findIndex((d, k) => fits(step, d) && !picked.includes(k));
          if (spare >= 0) picked[j] = spare;
        }
      });
      items.forEach((step, j) => {
        const day = open[picked[j]!]!;
        if (fits(step, day)) {
          put(p, step, day, 1);
          return;
        }
        // Still on a weekend: any free working day of the week, else left out.
        const other = days.find((d) => weekOf(d) === w && d <= span.end && free(d) && fits(step, d));
        if (other !== undefined) put(p, step, other, 1);
      });
      for (const s of onTop) {
        // Biweekly reviews come after a week of work; monthly key steps (a transfer) open the month, the others close it.
        if (s.cadence === 'biweekly' && slice % 2 !== 1) continue;
        if (s.cadence === 'monthly' && slice % 4 !== (s.key ? 0 : Math.min(3, byWeek.size - 1))) continue;
        // A meeting need not wait for a session day: any allowed working day of the week will do.
        const pool = s.workday ? days.filter((d) => weekOf(d) === w && d <= span.end) : week;
        const candidates = pool
          .filter(free)
          .sort(
            (x, y) =>
              Number(fits(s, y)) - Number(fits(s, x)) || (load.get(x) ?? 0) - (load.get(y) ?? 0) || y - x,
          );
        if (candidates[0] !== undefined && fits(s, candidates[0]))
          put(p, s, candidates[0], isLight(s) ? 0 : 2);
      }
      slice++;
    }
    // One-off steps spaced evenly through the phase, in the order written.
    const oneOffs = steps.filter((s) => s.cadence === 'step');
    const oneOffDays = asked.length >= oneOffs.length ? asked : days;
    oneOffs.forEach((step, j) => {
      const idx = Math.min(
        oneOffDays.length - 1,
        Math.floor(((j + 0.5) * oneOffDays.length) / oneOffs.length),
      );
      const day = nearestFree(oneOffDays, idx, step) ?? nearestFree(days, idx, step);
      if (day !== undefined) put(p, step, day, 2);
    });
    const spreadSteps = steps.filter((s) => s.cadence === 'spread');
    const k = spreadInts[p] ?? 0;
    for (const step of spreadSteps) {
      // Never two of the same counted step on one day ("practice 26 of 30" and "27 of 30").
      const usedDays = new Set<number>();
      for (let j = 0; j < k; j++) {
        const idx = Math.max(0, Math.floor(((j + 1) * days.length) / k) - 1);
        const day = nearestFree(days, idx, step, usedDays);
        if (day !== undefined) {
          put(p, step, day, 3);
          usedDays.add(day);
        }
      }
    }
  });
  return { phases: spans, occurrences, weekOf };
}
