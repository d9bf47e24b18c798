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
  plan: Plan;
  /** True when what is left still fits before the deadline. */
  deadlineHolds: boolean;
  /** When it does not fit: the earliest realistic deadline, to which the returned plan is laid out. */
  proposedDeadline: string | null;
  /** How many tasks got a new date. */
  moved: number;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDate = (a: PlanTask, b: PlanTask) => cmp(a.date, b.date) || cmp(a.time, b.time);

/**
 * Moves the steps that are left so that the deadline still holds: overdue and future steps keep their order and
 * are spread evenly over the allowed days from today to the deadline, never more on a day than the plan ever
 * had (at most three), so a missed week does not pile up on one day. Completed tasks are never changed. When the
 * steps cannot fit, the plan is laid out to the earliest deadline at which they do, and that date is proposed.
 */
export function replan(plan: Plan, options: ReplanOptions): ReplanResult {
  const today = toDay(options.today);
  const done = new Set(options.done ?? []);
  const tasks = plan.tasks.map((t) => (done.has(t.id) ? { ...t, completed: true } : { ...t }));
  const steps = tasks.filter((t) => t.parentId !== null);
  const left = steps.filter((t) => !t.completed).sort(byDate);
  const deadline = toDay(plan.goal.deadline);
  const unchanged: ReplanResult = {
    plan: { ...plan, tasks },
    deadlineHolds: true,
    proposedDeadline: null,
    moved: 0,
  };
  const overdueMilestone = tasks.some((t) => t.parentId === null && !t.completed && toDay(t.date) < today);
  if (left.every((t) => toDay(t.date) >= today) && !overdueMilestone) return unchanged;

  const used = new Set((left.length > 0 ? left : steps).map((t) => weekdayOf(toDay(t.date))));
  const weekdays = new Set(options.preferences?.weekdays?.length ? options.preferences.weekdays : [...used]);
  if (weekdays.size === 0) for (let d = 1; d <= 7; d++) weekdays.add(d);
  const perDayBefore = new Map<string, number>();
  for (const s of steps) perDayBefore.set(s.date, (perDayBefore.get(s.date) ?? 0) + 1);
  const cap = Math.min(MAX_STEPS_PER_DAY, Math.max(1, ...perDayBefore.values()));
  const doneOn = new Map<number, number>();
  for (const s of steps) if (s.completed) doneOn.set(toDay(s.date), (doneOn.get(toDay(s.date)) ?? 0) + 1);

  // Free slots from today, day by day, until they can hold every step left (and at least up to the deadline).
  const slots: number[] = [];
  let end = Math.max(today, deadline);
  for (let d = today; ; d++) {
    if (weekdays.has(weekdayOf(d))) for (let k = doneOn.get(d) ?? 0; k < cap; k++) slots.push(d);
    if (d >= deadline && slots.length >= left.length) {
      end = Math.max(deadline, d);
      break;
    }
  }
  const days = [...new Set(slots.filter((d) => d <= end))];
  const holds = end === deadline;
  let moved = 0;
  // Spread in order: one step a day while there are more days than steps, evenly stacked otherwise.
  const n = left.length;
  left.forEach((task, i) => {
    let idx: number;
    if (n <= days.length) idx = n === 1 ? days.length - 1 : Math.round((i * (days.length - 1)) / (n - 1));
    else idx = Math.floor((i * days.length) / n);
    const date = toIso(days[idx]!);
    if (date !== task.date) moved++;
    task.date = date;
  });
  // Several steps on one day get consecutive times.
  const lastTime = new Map<string, number>();
  for (const task of left.sort(byDate)) {
    const prev = lastTime.get(task.date);
    const own = timeToMinutes(task.time);
    const time = prev === undefined ? own : Math.max(own, prev + 30);
    task.time = minutesToTime(time);
    lastTime.set(task.date, time);
  }
  // Milestones that are not done close on their last step (or keep their date when still ahead).
  let floor = today;
  for (const m of tasks.filter((t) => t.parentId === null)) {
    if (m.completed) continue;
    const children = tasks.filter((t) => t.parentId === m.id);
    const lastChild = Math.max(...children.map((c) => toDay(c.date)), floor);
    let day = Math.max(lastChild, Math.min(toDay(m.date), end));
    while (!weekdays.has(weekdayOf(day)) && day < end) day++;
    if (!weekdays.has(weekdayOf(day))) day = lastChild;
    const date = toIso(Math.min(day, end));
    if (date !== m.date) moved++;
    m.date = date;
    floor = toDay(date);
  }
  const goal = holds ? plan.goal : { ...plan.goal, deadline: toIso(end) };
  const progression = plan.progression && {
    ...plan.progression,
    points: plan.progression.points.map((p) => ({
      ...p,
      date: tasks.find((t) => t.id === p.taskId)?.date ?? p.date,
    })),
  };
  return {
    plan: { ...plan, goal, tasks, progression },
    deadlineHolds: holds,
    proposedDeadline: holds ? null : toIso(end),
    moved,
  };
}
