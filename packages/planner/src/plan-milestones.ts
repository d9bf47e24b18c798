/** The plan's outline: milestones with the dated steps nested under them, and the progression they show. */
import { minutesToTime, toDay, toIso } from './dates.js';
import { HOLIDAY_START, isHoliday } from './holidays.js';
import type { ParsedPhase } from './playbook-schema.js';
import type { LevelCurve } from './progression.js';
import { renderTemplate, type Vars } from './render.js';
import { cumAt, type Stream } from './streams.js';
import type { Language, PlanTask, Progression, Target } from './types.js';

export interface MilestoneInput {
  phases: ParsedPhase[];
  /** The milestone days of each phase, the last one its milestone day. */
  phaseEnds: number[][];
  /** The dated steps of each phase in date order. */
  children: PlanTask[][];
  target: Target | null;
  curve: LevelCurve | null;
  /** The stream whose running total the milestones show when there is no level curve. */
  primary: Stream | null;
  weekOf: (day: number) => number;
  baseVars: Vars;
  sign: string | undefined;
  withSubject: (template: string) => string;
  lang: Language;
  country: string;
  /** The usual start of the day's steps, in minutes. */
  base: number;
}

/** Milestones in order, each followed by its steps (`parentId`), and the progression points they reach. */
export function milestoneTree(input: MilestoneInput): { tasks: PlanTask[]; progression: Progression | null } {
  const { phases, phaseEnds, children, target, curve, primary, baseVars, sign, withSubject, lang } = input;
  const tasks: PlanTask[] = [];
  const points: Progression['points'] = [];
  const progressUnit = target ? (curve ? target.unit : (primary?.unit ?? target.unit)) : '';
  const valueAt = (day: number) => (curve ? curve.checkpoint(input.weekOf(day)) : cumAt(primary, day));
  const lastPhase = phases.length - 1;
  let m = 0;
  let lastLabel = '';
  phases.forEach((phase, p) => {
    const isLast = p === lastPhase;
    // More milestones the longer the goal (a checkpoint every 8 weeks up to a year, every quarter beyond), each a
    // number reached ("Saved: 40 000 ₽"); a phase without a number to show has one milestone.
    const ends = phaseEnds[p]!;
    let c = 0;
    ends.forEach((day, i) => {
      const final = i === ends.length - 1;
      const withTarget = Boolean(target && phase.milestoneWithTarget);
      const vars: Vars = { ...baseVars };
      let value = 0;
      if (target) {
        value = isLast && final ? target.value : Math.min(valueAt(day), target.value);
        vars.cum = { value, unit: progressUnit, sign };
      }
      const text = withTarget ? phase.milestoneWithTarget! : phase.milestone;
      let label = renderTemplate(withSubject(text[lang] ?? phase.milestone[lang] ?? ''), vars, lang);
      // A count that has not moved since the last milestone ("Travelled: 1 country" twice) is not a new one; a phase
      // that ends on the same count says what the phase is for instead.
      if (!final && label === lastLabel) return;
      if (label === lastLabel)
        label = renderTemplate(withSubject(phase.milestone[lang] ?? label), vars, lang);
      lastLabel = label;
      const id = `m${++m}`;
      if (target) points.push({ taskId: id, date: toIso(day), value });
      tasks.push({
        id,
        parentId: null,
        position: m - 1,
        label,
        date: toIso(day),
        time: minutesToTime(
          isHoliday(day, lang, input.country) ? Math.max(input.base, HOLIDAY_START) : input.base,
        ),
        completed: false,
      });
      let j = 0;
      const list = children[p]!;
      while (c < list.length && (final || toDay(list[c]!.date) <= day)) {
        tasks.push({ ...list[c]!, id: `${id}s${j + 1}`, parentId: id, position: j });
        c++;
        j++;
      }
    });
  });

  const progression: Progression | null = target
    ? {
        unit: progressUnit,
        direction: curve && curve.start > target.value ? 'down' : 'up',
        points,
      }
    : null;
  return { tasks, progression };
}
