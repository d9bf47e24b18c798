import type { Plan, PlanTask } from '../src/types.js';
import type { EvalGoal } from './types.js';

/** Text checks on a plan's labels: the failure modes a reader sees first. */

export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const stem = (w: string) => w.slice(0, 5);

/** Milestones written by the machine, not a coach: "Progress check: on the way to …". */
export const MACHINE = /progress check|on the way to|проверка прогресса|на пути к/iu;

/** A milestone whose label an earlier milestone already had («Уже побывали: 0 стран» every quarter). */
export function repeatedMilestone(tasks: PlanTask[]): PlanTask | undefined {
  const seen = new Set<string>();
  return tasks.find((t) => {
    if (t.parentId !== null) return false;
    if (seen.has(t.label)) return true;
    seen.add(t.label);
    return false;
  });
}

/** Steps that need other people on the day: appointments, lessons with someone, interviews, the exam itself. */
export const APPOINTMENT = new RegExp(
  [
    String.raw`\b(appointment|job interview|interview with|exam day|sit(ting)? the exam|meet(ing)? (with|your|the) (supervisor|advisor|manager|contractor|tutor|coach|doctor))\b`,
    String.raw`\b(visit|see) (the |a |your )?(doctor|dentist|GP|clinic|specialist|dermatologist|therapist)\b`,
    String.raw`\b(driving|road|theory) test\b`,
    String.raw`\b(lesson|session) with (a |the |your )?(coach|tutor|instructor|teacher|therapist|trainer)\b`,
    'визит к|при[её]м у|на при[её]м|(?<!о )встреч[а-яё]* с (?!соб)|занятие (с инструктором|по вождению)',
    'урок с (репетитором|преподавателем|инструктором|тренером)|собеседование с|экзамен в ГИБДД|день экзамена',
  ].join('|'),
  'iu',
);

/**
 * The same "X: " in front of three or more step labels, where X is the goal's subject or mostly the goal's own words
 * ("Гитара: …", "Открыть кофейню в своём: …"); a template's own "Monthly review: …" or "Easy run, 40 min: …" is not.
 */
export function gluedPrefix(plan: Plan, goal: EvalGoal): string | null {
  const goalStems = new Set(
    words(goal.text)
      .filter((w) => w.length >= 3)
      .map(stem),
  );
  const subject = plan.goal.subject?.toLowerCase();
  const counts = new Map<string, number>();
  for (const t of plan.tasks) {
    if (t.parentId === null) continue;
    const m = /^([^:«»"“]{2,60}):\s/u.exec(t.label);
    if (m) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  for (const [prefix, n] of counts) {
    if (n < 3) continue;
    const own = words(prefix).filter((w) => w.length >= 3);
    const shared = own.filter((w) => goalStems.has(stem(w))).length;
    if (prefix.toLowerCase() === subject || (own.length > 0 && shared / own.length >= 0.6)) return prefix;
  }
  return null;
}

/**
 * A typo of the text, a run of five or more of its words, or a quoted piece of three or more of its words in a row
 * (“Day without “online gambling for good””) repeated in a label.
 */
export function echoed(plan: Plan, goal: EvalGoal): string | null {
  const textWords = words(goal.text);
  const textJoined = ` ${textWords.join(' ')} `;
  const runs = new Set<string>();
  for (let i = 0; i + 5 <= textWords.length; i++) runs.add(textWords.slice(i, i + 5).join(' '));
  for (const t of plan.tasks) {
    const labelWords = words(t.label);
    for (const typo of goal.typos ?? []) if (labelWords.includes(typo.toLowerCase())) return `typo “${typo}”`;
    const joined = ` ${labelWords.join(' ')} `;
    for (const run of runs) if (joined.includes(` ${run} `)) return `text “${run}”`;
    for (const [, quoted] of t.label.matchAll(/[“«"]([^”»"]+)[”»"]/gu)) {
      const q = words(quoted!);
      if (q.length >= 3 && textJoined.includes(` ${q.join(' ')} `)) return `quoted “${quoted}”`;
    }
  }
  return null;
}

export const forbidden = (tasks: PlanTask[], patterns: string[] | undefined): string | null => {
  for (const p of patterns ?? []) {
    const re = new RegExp(p, 'iu');
    const hit = tasks.find((t) => re.test(t.label));
    if (hit) return `“${hit.label}” matches /${p}/`;
  }
  return null;
};
