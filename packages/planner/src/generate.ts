import { crowdedCheckpoints, repeatThinner } from './checkpoints.js';
import { isIsoDate, isValidTime, minutesToTime, timeToMinutes, toDay, toIso } from './dates.js';
import { subjectsVariant } from './exam-subjects.js';
import { FIXED_DATE_DOMAINS } from './fixed-dates.js';
import { sessionLength } from './frequency.js';
import { countryFor, HOLIDAY_START, isHoliday } from './holidays.js';
import { interestVars, readInterest } from './interest.js';
import { checkpointDays, milestoneDays } from './milestones.js';
import { milestoneTree } from './plan-milestones.js';
import type { ParsedStep } from './playbook-schema.js';
import { allowedWeekdays, mergePreferences, sessionsPerWeek } from './preferences.js';
import { phasePreviews } from './previews.js';
import { type LevelCurve, levelCurve } from './progression.js';
import { understoodOf } from './reading.js';
import { fillSubject, renderTemplate, repeatedLabel, type Vars } from './render.js';
import { screenSafety } from './safety.js';
import { isSafetyStep } from './safety-first-step.js';
import { buildSchedule, type Occurrence } from './schedule.js';
import { withStatedLength } from './session-length.js';
import { sessionTime } from './shift-hours.js';
import { forLevel, stepFilter, withProgress } from './step-applies.js';
import { buildStreams, labelTexts, primaryStream, signFor, streamOf } from './streams.js';
import { withSubjectPhrase } from './subject-forms.js';
import { selfHarmSignal, supportPlan } from './support.js';
import type { Plan, PlanInput, PlanTask } from './types.js';
import { analyseGoal } from './understand.js';
import { unitKind } from './units.js';
import { assessGoal } from './warnings.js';

export interface GenerateOptions {
  /** Ignore the mentor's playbook even when the input has one. */
  builtinOnly?: boolean;
  /**
   * Only the steps dated in this window (a later wave of a long plan; see `planWave`). By default the window is
   * the first WAVE_WEEKS weeks from today, plus the goal day itself.
   */
  window?: { from: string; until: string };
  /** Every step of the whole span at once (tests, exports): no waves. */
  allSteps?: boolean;
}

/** Long goals get dated steps for this many weeks; milestones cover the whole span. */
export const WAVE_WEEKS = 16;
export const WAVE_DAYS = WAVE_WEEKS * 7;

/** Builds a dated, step-by-step plan for a goal. Pure and deterministic for the same input. */
export function generatePlan(input: PlanInput, options: GenerateOptions = {}): Plan {
  if (!isIsoDate(input.today)) throw new RangeError(`today must be YYYY-MM-DD, got ${input.today}`);
  const read = analyseGoal(options.builtinOnly ? { ...input, playbook: undefined } : input);
  // Words of self-harm: no plan, a kind message with where to find help.
  if (selfHarmSignal(input.text)) return supportPlan(read.goal, input.timezone);
  const safe = screenSafety(read, input.today, input.timezone);
  const u = safe.understanding;
  const { goal } = u;
  // An exam that names several subjects studies them in turn, each with its own practice tests and exam day.
  const examVariant = goal.domain === 'exam' ? subjectsVariant(u.variant, u.text) : null;
  const facts = withProgress(u.situation.facts, goal.target);
  const variant = forLevel(examVariant ?? u.variant, facts);
  const lang = goal.language;
  const target = u.hasProgression ? goal.target : null;
  const rate = variant.id === 'debt-interest' ? readInterest(u.text) : null;
  const start = u.startDay ?? toDay(input.today);
  const end = Math.max(start, toDay(goal.deadline));
  const prefs = mergePreferences(
    mergePreferences(goal.schedule, input.preferences),
    safe.preferences && {
      sessionsPerWeek: Math.min(
        safe.preferences.sessionsPerWeek ?? 7,
        input.preferences?.sessionsPerWeek ?? 7,
      ),
    },
  );
  const weekdays = allowedWeekdays(prefs);
  /** The person asked for a number of sessions: weeks are filled to it (schedule.ts). */
  const filled = prefs.sessionsPerWeek !== undefined;
  const applicable = stepFilter(lang, target, facts, Boolean(u.situation.level));
  const integerCount = target && unitKind(target.unit) !== 'money' && Number.isInteger(target.value);
  const country = countryFor(input.timezone, lang);
  // Training after an injury waits for the clearance visit, the first step on day one (a short plan waits less).
  const hold = safe.hold ? Math.min(safe.hold.days, Math.floor((end - start) / 4)) : 0;
  let cleared = hold > 0 ? safe.hold![lang] : null;
  const schedule = buildSchedule({
    // Meetings, appointments and exams with other people: never on a public holiday of the person's country.
    closed: (day) => isHoliday(day, lang, country),
    start: start + hold,
    end,
    weekdays,
    sessionsPerWeek: sessionsPerWeek(prefs, variant, weekdays.length),
    phases: variant.phases,
    applicable,
    spreadTotal: target?.measure === 'total' ? (integerCount ? Math.min(target.value, 200) : 12) : 0,
    fill: filled,
    everyWeeks: prefs.everyWeeks,
  });
  const occ = [...schedule.occurrences]
    .map((o) => (hold > 0 && isSafetyStep(o.step) ? { ...o, day: start, week: 1 } : o))
    .sort((a, b) => a.day - b.day || a.rank - b.rank || a.phase - b.phase);
  const { streams, dropped } = buildStreams(occ, lang, target);
  const crowded = crowdedCheckpoints(occ.filter((o) => !dropped.has(o)));
  const kept = occ.filter((o) => !dropped.has(o) && !crowded.has(o));
  const weeks = schedule.weekOf(end);
  const lastPhaseStart = schedule.phases[schedule.phases.length - 1]!.start;
  const curve: LevelCurve | null =
    target?.measure === 'level'
      ? levelCurve(
          target,
          weeks,
          Math.max(1, schedule.weekOf(lastPhaseStart) - 1),
          variant.id === 'swimming' ? 'swim' : variant.id === 'cycling' ? 'ride' : 'run',
        )
      : null;
  const primary = primaryStream(streams);
  const sign = target ? signFor(target) : undefined;
  const baseVars: Vars = {};
  if (target) {
    baseVars.target = { value: target.value, unit: target.unit, sign };
    if (curve) baseVars.start = { value: curve.start, unit: target.unit };
    const share = streams.get('share');
    const first = share?.amounts.values().next().value;
    baseVars.per = first
      ? { value: first.share, unit: share!.unit, sign }
      : { value: target.value, unit: target.unit, sign };
  }

  // {n} / {count} count the occurrences of the same text across the plan; label arrays rotate.
  const keyOf = (s: ParsedStep) => labelTexts(s)[0]![lang]!;
  const counts = new Map<string, number>();
  for (const o of kept) counts.set(keyOf(o.step), (counts.get(keyOf(o.step)) ?? 0) + 1);
  const seen = new Map<string, number>();

  /** Counts the occurrence (rotations and {n} count every one); the occurrence's number. */
  const countOf = (o: Occurrence): number => {
    const key = keyOf(o.step);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  };
  /** The label of the n-th occurrence; `shift` takes a later text of a rotation (another wording). */
  const labelFor = (o: Occurrence, n: number, shift = 0): string => {
    const key = keyOf(o.step);
    const texts = labelTexts(o.step);
    // Rotations start at their first text, so "lesson" comes before "repeat the lesson".
    const template = texts[(n - 1 + shift) % texts.length]![lang]!;
    const vars: Vars = {
      ...baseVars,
      n: { value: n, unit: null },
      count: { value: counts.get(key)!, unit: null },
    };
    if (curve && target) {
      vars.session = { value: curve.session(o.week), unit: target.unit };
      vars.long = { value: curve.long(o.week), unit: target.unit };
      vars.easy = { value: curve.easy(o.week), unit: target.unit };
      vars.cum = { value: curve.checkpoint(o.week), unit: target.unit };
    }
    const stream = streamOf(o.step, lang, target);
    const amount = stream ? streams.get(stream)?.amounts.get(o) : undefined;
    if (stream && amount) {
      const unit = streams.get(stream)!.unit;
      vars[stream === 'pages' ? 'pages' : 'share'] = { value: amount.share, unit, sign };
      if (stream !== 'pages') vars.cum = { value: amount.cum, unit, sign };
      if (rate !== null && target && vars.share && vars.cum)
        Object.assign(vars, interestVars(rate, target, vars.share, vars.cum));
    }
    const text = renderTemplate(withSubject(template), vars, lang);
    return u.prefixSubject && u.subjectKey && !isSafetyStep(o.step)
      ? withSubjectPhrase(text, u.subjectKey, lang)
      : text;
  };

  const withSubject = (template: string) => fillSubject(template, u.subject);
  const baseTime = isValidTime(prefs.timeOfDay ?? '') ? prefs.timeOfDay! : sessionTime(u.text, variant.time);
  const base = timeToMinutes(baseTime);
  const dayOffset = new Map<number, number>();
  const children: PlanTask[][] = variant.phases.map(() => []);
  const labelsIn: Array<Set<string>> = variant.phases.map(() => new Set());
  const lastPhase = variant.phases.length - 1;
  // Long goals come in waves: steps are dated for the window only; the goal day (a race, an exam, a wedding)
  // is always there. A later wave (`window`) leaves the goal day out: the first wave has it.
  const from = options.window ? toDay(options.window.from) : start;
  const until = options.window ? toDay(options.window.until) : start + WAVE_DAYS - 1;
  let cut = false;
  // The milestone days of each phase: a checkpoint inside a phase is kept only when it shows a number reached.
  const chunkDays = checkpointDays(start, end);
  const phaseEnds = variant.phases.map((phase, p) =>
    milestoneDays(schedule.phases[p]!, chunkDays, weekdays).filter(
      (_, i, all) => i === all.length - 1 || Boolean(target && phase.milestoneWithTarget),
    ),
  );
  const milestoneOf = (o: Occurrence) => {
    const ends = phaseEnds[o.phase]!;
    const i = ends.findIndex((d) => o.day <= d);
    return `${o.phase}:${i < 0 ? ends.length - 1 : i}`;
  };
  const previews = phasePreviews(kept, start + WAVE_DAYS - 1, milestoneOf);
  const thinned = repeatThinner();
  // «по часу», "an hour each": the length the person gave their sessions.
  // Not in a plan made safe: its sessions are the safe version's ("2 hours every day" is what it changed).
  const hours = safe.codes.length === 0 ? sessionLength(input.text) : null;
  const stated = hours !== null ? Math.round(hours * 60) : null;
  for (const o of kept) {
    const goalDay = o.phase === lastPhase && o.step.cadence === 'end' && o.step.key;
    const fixed = goalDay && FIXED_DATE_DOMAINS.has(goal.domain ?? '');
    const inWindow = o.day >= from && o.day <= until;
    // A phase that starts after the first wave shows its first steps from the start; later waves leave them out.
    const preview = previews.has(o);
    const keep =
      options.allSteps === true ||
      (inWindow && !(options.window && (goalDay || preview))) ||
      ((goalDay || preview) && !options.window);
    const n = countOf(o);
    const offset =
      dayOffset.get(o.day) ?? (isHoliday(o.day, lang, country) ? Math.max(0, HOLIDAY_START - base) : 0);
    dayOffset.set(o.day, offset + o.step.minutes);
    // The plan's first session after the clearance opens with it, in whichever wave it falls.
    const opens = cleared !== null && !isSafetyStep(o.step) ? cleared : null;
    if (opens) cleared = null;
    if (!keep) {
      cut = true;
      continue;
    }
    // The same session may come back week after week; within a week every label is different.
    const used = labelsIn[o.phase]!;
    const raw = labelFor(o, n);
    let label = raw;
    // A week with more sessions than wordings (a daily practice) takes the rotation's other wordings first.
    const wordings = labelTexts(o.step).length;
    for (let shift = 1; shift < wordings && used.has(`${o.week}|${label}`); shift++)
      label = labelFor(o, n, shift);
    if (used.has(`${o.week}|${label}`)) label = raw;
    if (thinned(o, label)) continue;
    if (opens) label = `${opens}, ${label.charAt(0).toLocaleLowerCase(lang)}${label.slice(1)}`;
    if (stated !== null) label = withStatedLength(label, o.step, stated, lang);
    // The same practice on several days of a week is what "every day" asks for; otherwise number the repeat.
    for (let k = 2; !filled && used.has(`${o.week}|${label}`); k++) label = repeatedLabel(raw, k, lang);
    used.add(`${o.week}|${label}`);
    const list = children[o.phase]!;
    list.push({
      id: '',
      parentId: null,
      position: list.length,
      label,
      date: toIso(o.day),
      time: minutesToTime(base + offset),
      completed: false,
      ...(fixed ? { fixed: true } : {}),
      ...(o.step.workday ? { workday: true } : {}),
    });
  }

  const { tasks, progression } = milestoneTree({
    phases: variant.phases,
    phaseEnds,
    children,
    target,
    curve,
    primary,
    weekOf: schedule.weekOf,
    baseVars,
    sign,
    withSubject,
    lang,
    country,
    base,
  });
  const assessed = assessGoal(u, input.today, input.text, input.answers);
  const seenCodes = new Set(safe.codes);
  return {
    goal: { ...goal, understood: understoodOf(u, !goal.generic) },
    tasks,
    progression,
    source: u.source === 'mentor' ? 'mentor' : 'builtin',
    warnings: [...safe.warnings, ...assessed.warnings.filter((w) => !seenCodes.has(w.code))],
    questions: assessed.questions,
    waveUntil: cut && !options.window ? toIso(until) : null,
    safety: { status: safe.codes.length > 0 ? 'adjusted' : 'ok', codes: safe.codes },
  };
}

/**
 * The next wave of a long plan: the same input as the first generation (the same `today`, so the schedule is
 * the same), and the steps dated in [from, until] with the milestone ids they belong to (`parentId`). The server
 * adds them under its milestones of the same position when the earlier wave is nearly done.
 */
export function planWave(input: PlanInput, from: string, until?: string): PlanTask[] {
  const last = until ?? toIso(toDay(from) + WAVE_DAYS - 1);
  return generatePlan(input, { window: { from, until: last } }).tasks.filter((t) => t.parentId !== null);
}
