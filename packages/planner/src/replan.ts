import { minutesToTime, timeToMinutes, toDay, toIso, weekdayOf } from './dates.js';
import { MAX_STEPS_PER_DAY } from './schedule.js';
import type { Plan, PlanTask, Preferences } from './types.js';

export interface ReplanOptions {
  /** Today in the user's zone, YYYY-MM-DD. */
  today: string;
  /** Ids of tasks done since the plan was saved (tasks already marked completed count too). */
  done?: string[];
  /** Days to use from now on; by default the weekdays the plan's steps already use. */
  preferences?: Pick<Preferences, 'weekdays'>;
}

export interface ReplanResult {
  /** The plan within the current deadline: missed one-offs moved, dropped sessions removed. */
  plan: Plan;
  /** True when every missed one-off found a day before the deadline. */
  deadlineHolds: boolean;
  /** When they do not fit (and the goal has no fixed date): the earliest deadline at which they do. */
  proposedDeadline: string | null;
  /** The plan laid out to `proposedDeadline`, to save only when the user accepts it; else null. */
  alternative: Plan | null;
  /** How many tasks got a new date. */
  moved: number;
  /** Missed steps that are not made up (a later session of the same kind covers them, or no day is left before a fixed event). */
  dropped: string[];
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDate = (a: PlanTask, b: PlanTask) => cmp(a.date, b.date) || cmp(a.time, b.time);

/** Sessions that should not follow one another: a long run, a tempo run, intervals, a full mock test. */
const HARD =
  /long run|tempo|interval|long swim|long bike ride|mock test|full mock|длительн\p{L}* пробежк|темпов|интервал|длинный заплыв|длинная поездка|пробный экзамен/iu;
/** The goal's own day: a race, an exam, a wedding, a defence. */
export const EVENT =
  /goal day|goal swim|goal ride|race|exam day|wedding day|defen[cs]e|driving test|moving day|день цели|итоговый заплыв|итоговая поездка|забег|день экзамена|день свадьбы|защита|экзамен на права|день переезда/iu;
/** The goal's own day (a race, an exam, a wedding) as a step's label says it. */
export const isEventLabel = (label: string) => EVENT.test(label);

/** A streak counter ("day 12 of 30"): missing a day restarts it rather than doubling up. */
const STREAK = /(?:day|день)\s+\d+\s+(?:of|из)\s+\d+/iu;

const COUNTED = /(\d+)(\s+(?:of|из)\s+\d+)/u;

/**
 * Counted steps ("Practice 5 of 30", "Transfer 2 of 6") continue from the last one done: a missed session is
 * not made up twice, the count goes on where it stopped.
 */
function renumber(list: PlanTask[]): void {
  const groups = new Map<string, PlanTask[]>();
  for (const t of list) {
    const m = t.parentId === null ? null : COUNTED.exec(t.label);
    if (!m) continue;
    // "Практика # из 30", whatever follows: rotated texts of one count share it.
    const key = `${t.label.slice(0, m.index)}#${m[2]}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  for (const group of groups.values()) {
    group.sort(byDate);
    let n = group.filter((t) => t.completed).length;
    for (const t of group)
      if (!t.completed) t.label = t.label.replace(COUNTED, (_m, _d, rest) => `${++n}${rest}`);
  }
}

/** What kind of session a step is, whatever its numbers: "Long run 12 km" and "Long run 14 km" are the same. */
export function activityOf(label: string): string {
  const words = label
    .toLowerCase()
    .replace(/^(?:week|неделя)\s*\d+:\s*/u, '')
    .replace(/\s*\(\d+\)$/u, '')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1);
  return words.slice(0, 2).join(' ');
}

/**
 * Replans after missed days with a coach's sense: completed tasks never change; fixed events (the race, the
 * exam, the wedding) never move; a missed session that comes back later (this week's easy run, a practice) is
 * dropped, not crammed in; missed one-offs (buy the shoes, book the venue) go to the next free allowed day, never
 * two sessions of the same kind on one day and never two hard sessions back to back. When the one-offs do not
 * fit before the deadline, the deadline holds in `plan` and a later one is only proposed (`alternative`).
 */
export function replan(plan: Plan, options: ReplanOptions): ReplanResult {
  const today = toDay(options.today);
  const done = new Set(options.done ?? []);
  const tasks = plan.tasks.map((t) => (done.has(t.id) ? { ...t, completed: true } : { ...t }));
  const deadline = toDay(plan.goal.deadline);
  const milestones = tasks.filter((t) => t.parentId === null).sort((a, b) => a.position - b.position);
  const lastMilestone = milestones.at(-1);
  const steps = tasks.filter((t) => t.parentId !== null);
  const isFixed = (t: PlanTask) =>
    t.fixed === true ||
    (t.parentId === lastMilestone?.id && t.date === plan.goal.deadline && EVENT.test(t.label));
  const unchanged: ReplanResult = {
    plan: { ...plan, tasks },
    deadlineHolds: true,
    proposedDeadline: null,
    alternative: null,
    moved: 0,
    dropped: [],
  };
  const open = steps.filter((t) => !t.completed);
  const overdue = open.filter((t) => toDay(t.date) < today && !isFixed(t)).sort(byDate);
  const overdueMilestone = milestones.some((m) => !m.completed && toDay(m.date) < today);
  if (overdue.length === 0 && !overdueMilestone) return unchanged;

  const upcoming = open.filter((t) => toDay(t.date) >= today);
  const upcomingKinds = new Set(upcoming.map((t) => activityOf(t.label)));
  const dropped = overdue.filter((t) => upcomingKinds.has(activityOf(t.label)) || STREAK.test(t.label));
  const droppedIds = new Set(dropped.map((t) => t.id));
  const makeUp = overdue.filter((t) => !droppedIds.has(t.id));

  const used = new Set((open.length > 0 ? open : steps).map((t) => weekdayOf(toDay(t.date))));
  const weekdays = new Set(options.preferences?.weekdays?.length ? options.preferences.weekdays : [...used]);
  if (weekdays.size === 0) for (let d = 1; d <= 7; d++) weekdays.add(d);
  const perDayBefore = new Map<string, number>();
  for (const s of steps) perDayBefore.set(s.date, (perDayBefore.get(s.date) ?? 0) + 1);
  const cap = Math.min(MAX_STEPS_PER_DAY, Math.max(1, ...perDayBefore.values()));
  const fixedDays = new Set(steps.filter(isFixed).map((t) => toDay(t.date)));
  const firstFixed = Math.min(...[...fixedDays].filter((d) => d >= today));

  /** Lays out the make-up steps up to `limit` (inclusive); returns the ones that found no day. */
  const layOut = (limit: number) => {
    const onDay = new Map<number, PlanTask[]>();
    for (const t of steps) {
      if (droppedIds.has(t.id) || makeUp.includes(t)) continue;
      const d = toDay(t.date);
      if (d < today) continue;
      const list = onDay.get(d) ?? [];
      list.push(t);
      onDay.set(d, list);
    }
    const dates = new Map<string, number>();
    const left: PlanTask[] = [];
    for (const t of makeUp) {
      const kind = activityOf(t.label);
      const hard = HARD.test(t.label);
      let placed = -1;
      for (let d = today; d <= limit; d++) {
        if (!weekdays.has(weekdayOf(d)) || fixedDays.has(d)) continue;
        const here = onDay.get(d) ?? [];
        if (here.length >= cap || here.some((o) => activityOf(o.label) === kind)) continue;
        if (hard && [d - 1, d, d + 1].some((x) => (onDay.get(x) ?? []).some((o) => HARD.test(o.label))))
          continue;
        placed = d;
        break;
      }
      if (placed < 0) {
        left.push(t);
        continue;
      }
      const list = onDay.get(placed) ?? [];
      list.push(t);
      onDay.set(placed, list);
      dates.set(t.id, placed);
    }
    return { dates, left, onDay };
  };

  const build = (limit: number, deadlineDay: number) => {
    const { dates, left, onDay } = layOut(limit);
    const out = tasks.filter((t) => !droppedIds.has(t.id)).map((t) => ({ ...t }));
    renumber(out);
    let moved = 0;
    const lastOn = new Map<number, number>();
    for (const t of out) {
      const day = dates.get(t.id);
      if (day === undefined) continue;
      const date = toIso(day);
      // After the others of the day, so two steps never share a time.
      const later = (onDay.get(day) ?? []).filter((o) => o.id !== t.id && !dates.has(o.id));
      const after = Math.max(
        timeToMinutes(t.time),
        ...later.map((o) => timeToMinutes(o.time) + 30),
        (lastOn.get(day) ?? -60) + 30,
      );
      lastOn.set(day, after);
      if (date !== t.date) moved++;
      t.date = date;
      t.time = minutesToTime(after);
    }
    // Milestones close on their last step, within the deadline; an overdue one closes today.
    let floor = today;
    for (const m of out.filter((t) => t.parentId === null).sort((a, b) => a.position - b.position)) {
      if (m.completed) continue;
      const children = out.filter((t) => t.parentId === m.id);
      const last = Math.max(...children.map((c) => toDay(c.date)), floor);
      let day = Math.max(last, toDay(m.date));
      while (!weekdays.has(weekdayOf(day)) && day < deadlineDay) day++;
      day = Math.min(day, deadlineDay);
      const date = toIso(day);
      if (date !== m.date) moved++;
      m.date = date;
      floor = day;
    }
    return { out, left, moved };
  };

  const limit = Number.isFinite(firstFixed) ? Math.min(deadline, firstFixed) : deadline;
  const inside = build(limit, deadline);
  const progressionFor = (list: PlanTask[]) =>
    plan.progression && {
      ...plan.progression,
      points: plan.progression.points.map((p) => ({
        ...p,
        date: list.find((t) => t.id === p.taskId)?.date ?? p.date,
      })),
    };
  if (inside.left.length === 0 || Number.isFinite(firstFixed)) {
    // A fixed event never moves: what cannot fit before it is dropped and reported.
    const extra = inside.left.map((t) => t.id);
    const leftIds = new Set(extra);
    const kept = inside.out.filter((t) => !leftIds.has(t.id));
    return {
      plan: { ...plan, tasks: kept, progression: progressionFor(kept) },
      deadlineHolds: true,
      proposedDeadline: null,
      alternative: null,
      moved: inside.moved,
      dropped: [...dropped.map((t) => t.id), ...extra],
    };
  }
  // Without a fixed date, the earliest deadline at which the one-offs fit is proposed, not applied.
  let proposed = deadline;
  let wide = build(deadline, deadline);
  for (let d = deadline + 7; wide.left.length > 0 && d <= deadline + 730; d += 7) {
    wide = build(d, d);
    proposed = d;
  }
  const lastDate = Math.max(proposed, ...wide.out.map((t) => toDay(t.date)));
  const alternative: Plan = {
    ...plan,
    goal: { ...plan.goal, deadline: toIso(lastDate) },
    tasks: wide.out,
    progression: progressionFor(wide.out),
  };
  return {
    plan: { ...plan, tasks: inside.out, progression: progressionFor(inside.out) },
    deadlineHolds: false,
    proposedDeadline: toIso(lastDate),
    alternative,
    moved: inside.moved,
    dropped: dropped.map((t) => t.id),
  };
}
