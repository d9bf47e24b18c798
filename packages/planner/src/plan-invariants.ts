import { isValidTime, timeToMinutes, toDay, weekdayOf } from './dates.js';
import { countryFor, HOLIDAY_START, isHoliday } from './holidays.js';
import { MAX_STEPS_PER_DAY } from './schedule.js';
import type { Plan, PlanInput } from './types.js';

/**
 * The rules every plan keeps, whoever wrote it (the built-in generator, a mentor's playbook, a language model).
 * Returns the broken rules, empty when the plan is sound.
 */
export function planProblems(
  plan: Plan,
  input: Pick<PlanInput, 'today' | 'preferences'> & { timezone?: string },
): string[] {
  const problems: string[] = [];
  const start = toDay(input.today);
  const end = toDay(plan.goal.deadline);
  const allowed = new Set(
    input.preferences?.weekdays?.length ? input.preferences.weekdays : [1, 2, 3, 4, 5, 6, 7],
  );
  let windowHasAllowed = false;
  for (let d = start; d <= end && !windowHasAllowed; d++) windowHasAllowed = allowed.has(weekdayOf(d));
  const milestones = plan.tasks.filter((t) => t.parentId === null);
  if (milestones.length < 3) problems.push(`only ${milestones.length} milestones`);
  const ids = new Set<string>();
  const perDay = new Map<string, number>();
  const labels = new Map<string, Set<string>>();
  const lang = plan.goal.language;
  const asked = (plan.goal.schedule?.sessionsPerWeek ?? input.preferences?.sessionsPerWeek) !== undefined;
  for (const t of plan.tasks) {
    if (ids.has(t.id)) problems.push(`duplicate id ${t.id}`);
    ids.add(t.id);
    const day = toDay(t.date);
    if (day < start || day > end)
      problems.push(`${t.id} dated ${t.date} outside [${input.today}, ${plan.goal.deadline}]`);
    if (windowHasAllowed && !allowed.has(weekdayOf(day)))
      problems.push(`${t.id} on a day that is not allowed (${t.date})`);
    if (!isValidTime(t.time)) problems.push(`${t.id} has a bad time ${t.time}`);
    if (!t.label.trim() || /[{}]/.test(t.label)) problems.push(`${t.id} has a bad label "${t.label}"`);
    const cyr = (t.label.match(/[а-яё]/gi) ?? []).length;
    const lat = (t.label.match(/[a-z]/gi) ?? []).length;
    if (lang === 'en' ? cyr > 0 : cyr <= lat) problems.push(`${t.id} is not in ${lang}: "${t.label}"`);
    if (t.parentId !== null) {
      const parent = plan.tasks.find((m) => m.id === t.parentId);
      if (!parent || parent.parentId !== null) problems.push(`${t.id} has a bad parent`);
      else if (t.date > parent.date) problems.push(`${t.id} is after its milestone`);
      perDay.set(t.date, (perDay.get(t.date) ?? 0) + 1);
      // A session may repeat week after week, never twice in the same week of a milestone, unless the person
      // asked for more sessions than the playbook has wordings ("every day": the same practice daily).
      const key = `${t.parentId}|${Math.floor((day - start) / 7)}`;
      const set = labels.get(key) ?? new Set();
      if (set.has(t.label) && !asked)
        problems.push(`duplicate label in ${t.parentId}, same week: "${t.label}"`);
      set.add(t.label);
      labels.set(key, set);
    }
  }
  for (const [date, n] of perDay) if (n > MAX_STEPS_PER_DAY) problems.push(`${n} steps on ${date}`);
  // Order: milestones by position are dated in order; a milestone's steps are in date order.
  for (let i = 1; i < milestones.length; i++)
    if (milestones[i]!.date < milestones[i - 1]!.date)
      problems.push(`${milestones[i]!.id} before ${milestones[i - 1]!.id}`);
  for (const m of milestones) {
    const kids = plan.tasks.filter((t) => t.parentId === m.id).sort((a, b) => a.position - b.position);
    for (let i = 1; i < kids.length; i++)
      if (kids[i]!.date < kids[i - 1]!.date) problems.push(`${kids[i]!.id} out of order`);
  }
  // At most one "Week N" tag a week; none before 10:00 on a public holiday.
  const weekTags = new Map<number, number>();
  for (const t of plan.tasks) {
    const day = toDay(t.date);
    if (/^(?:week|неделя)\s+\d+/iu.test(t.label)) {
      const w = Math.floor((day - start) / 7);
      weekTags.set(w, (weekTags.get(w) ?? 0) + 1);
    }
    if (t.workday && weekdayOf(day) > 5 && [...allowed].some((d) => d <= 5))
      problems.push(`${t.id} needs a working day, got ${t.date}`);
    if (
      isHoliday(day, lang, countryFor(input.timezone, lang)) &&
      isValidTime(t.time) &&
      timeToMinutes(t.time) < HOLIDAY_START
    )
      problems.push(`${t.id} at ${t.time} on a holiday (${t.date})`);
  }
  for (const [w, n] of weekTags) if (n > 1) problems.push(`${n} "Week N" labels in week ${w + 1}`);
  // Labels name the goal's subject when it has one.
  const subject = plan.goal.subject?.toLowerCase();
  const stepList = plan.tasks.filter((t) => t.parentId !== null);
  // General variants (growth, hobby, create…) name a known subject in their sessions only.
  const general = ['growth', 'hobby', 'create', 'build', 'research'].includes(plan.goal.domain ?? '');
  if (subject && stepList.length > 0 && !general) {
    // A word of the subject in any case form: "гитара" is named by "на гитаре", "Portrait drawing" by "portrait".
    const stems = subject
      .split(/[\s-]+/u)
      .filter((w) => w.length >= 3)
      .map((w) => w.slice(0, Math.max(3, w.length - 2)));
    const names = (label: string) => {
      const l = label.toLowerCase();
      return l.includes(subject) || stems.some((s) => l.includes(s));
    };
    const named = stepList.filter((t) => names(t.label)).length;
    // Steps sit under the goal's title: the subject is named where it starts, never glued to every step.
    if (named === 0) problems.push(`no step of ${stepList.length} names "${plan.goal.subject}"`);
  }
  const p = plan.progression;
  if (p && plan.goal.target) {
    for (let i = 1; i < p.points.length; i++) {
      const a = p.points[i - 1]!.value;
      const b = p.points[i]!.value;
      if (p.direction === 'up' ? b < a : b > a)
        problems.push(`progression not monotonic at ${i}: ${a} → ${b}`);
    }
    const lastPoint = p.points[p.points.length - 1];
    if (!lastPoint || lastPoint.value !== plan.goal.target.value)
      problems.push('progression does not end at the target');
  }
  return problems;
}
