// The playbook form's model: the API's structured playbook (PlaybookInput) as the form edits it, checked by
// the planner's own playbook schema (planner/playbook-input.ts, as the server checks it), so mistakes show by
// their field before saving.
// Error paths are the server's (`variants.0.phases.1.steps.2.labels.0`), so a server error lands on its field.
import { type PlaybookIssue, playbookProblems } from '@stepwise/planner/playbook-input';
import { PLAYBOOK_LIMITS as L } from '@stepwise/planner/playbook-limits';
import type { PlaybookFieldsFragment, PlaybookInput } from '../../../gen/graphql';

export interface TextDraft {
  en: string;
  ru: string;
}

export interface StepDraft {
  labels: TextDraft[];
  cadence: string;
  times: number | string;
  minutes: number | string;
  key: boolean;
  workday: boolean;
  /** Kept as loaded (the form does not edit them). */
  when: string;
  units: string[] | null;
}

export interface PhaseDraft {
  id: string;
  weight: number | string;
  maxWeeks: number | string;
  milestone: TextDraft;
  milestoneWithTarget: TextDraft | null;
  steps: StepDraft[];
}

export interface VariantDraft {
  id: string;
  matchWords: string;
  matchUnits: string[] | null;
  defaultWeeks: number | string;
  sessionsPerWeek: number | string;
  time: string;
  phases: PhaseDraft[];
}

export interface PlaybookDraft {
  category: string;
  mode: string;
  variants: VariantDraft[];
}

/** The cadences a step may have, as the planner's schema takes them. */
export { CADENCES } from '@stepwise/planner/playbook-limits';

const text = (t: { en?: string | null; ru?: string | null } | null | undefined): TextDraft => ({
  en: t?.en ?? '',
  ru: t?.ru ?? '',
});

export const emptyStep = (): StepDraft => ({
  labels: [{ en: '', ru: '' }],
  cadence: 'weekly',
  times: 1,
  minutes: 30,
  key: false,
  workday: false,
  when: 'always',
  units: null,
});

export const emptyPhase = (): PhaseDraft => ({
  id: '',
  weight: 1,
  maxWeeks: '',
  milestone: { en: '', ru: '' },
  milestoneWithTarget: null,
  steps: [emptyStep()],
});

export const emptyVariant = (): VariantDraft => ({
  id: '',
  matchWords: '',
  matchUnits: null,
  defaultWeeks: 12,
  sessionsPerWeek: 3,
  time: '19:00',
  phases: [emptyPhase(), emptyPhase(), emptyPhase()],
});

export const emptyPlaybook = (category: string): PlaybookDraft => ({
  category,
  mode: 'replace',
  variants: [emptyVariant()],
});

/** A playbook from the API as the form's draft. */
export function toDraft(p: PlaybookFieldsFragment): PlaybookDraft {
  return {
    category: p.category,
    mode: p.mode,
    variants: p.variants.map((v) => ({
      id: v.id,
      matchWords: v.matchWords ?? '',
      matchUnits: v.matchUnits ?? null,
      defaultWeeks: v.defaultWeeks,
      sessionsPerWeek: v.sessionsPerWeek,
      time: v.time,
      phases: v.phases.map((ph) => ({
        id: ph.id,
        weight: ph.weight,
        maxWeeks: ph.maxWeeks ?? '',
        milestone: text(ph.milestone),
        milestoneWithTarget: ph.milestoneWithTarget ? text(ph.milestoneWithTarget) : null,
        steps: ph.steps.map((s) => ({
          labels: s.labels.map(text),
          cadence: s.cadence,
          times: s.times,
          minutes: s.minutes,
          key: s.key,
          workday: s.workday,
          when: s.when,
          units: s.units ?? null,
        })),
      })),
    })),
  };
}

const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));
const textInput = (t: TextDraft) => ({ en: t.en.trim() || null, ru: t.ru.trim() || null });

/** The draft as the API's input. */
export function toInput(d: PlaybookDraft): PlaybookInput {
  return {
    category: d.category,
    mode: d.mode,
    variants: d.variants.map((v) => ({
      id: v.id || null,
      matchWords: v.matchWords.trim() || null,
      matchUnits: v.matchUnits,
      defaultWeeks: num(v.defaultWeeks),
      sessionsPerWeek: num(v.sessionsPerWeek),
      time: v.time.trim(),
      phases: v.phases.map((ph) => ({
        id: ph.id || null,
        weight: num(ph.weight),
        maxWeeks: Number.isFinite(num(ph.maxWeeks)) ? num(ph.maxWeeks) : null,
        milestone: textInput(ph.milestone),
        milestoneWithTarget: ph.milestoneWithTarget ? textInput(ph.milestoneWithTarget) : null,
        steps: ph.steps.map((s) => ({
          labels: s.labels.map(textInput),
          cadence: s.cadence,
          times: num(s.times),
          minutes: num(s.minutes),
          key: s.key,
          workday: s.workday,
          when: s.when,
          units: s.units,
        })),
      })),
    })),
  };
}

/** What is wrong with a field: a text is missing or too long, a number out of its range, a time not HH:MM. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'text' }
  | { kind: 'length'; max: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'time' }
  | { kind: 'count'; min: number; max: number };

export type PlaybookErrors = Record<string, FieldProblem>;

// The bounds a number field shows, by its name (the schema's own, from the planner's limits).
const RANGES: Record<string, { min: number; max: number }> = {
  defaultWeeks: L.defaultWeeks,
  sessionsPerWeek: L.sessionsPerWeek,
  times: L.times,
  minutes: L.minutes,
  weight: { min: 0.1, max: L.weightMax },
  maxWeeks: { min: 1, max: L.maxWeeksMax },
};
const COUNTS: Record<string, { min: number; max: number }> = {
  variants: L.variants,
  phases: L.phases,
  steps: L.steps,
  labels: L.labels,
};

/** One schema issue as the form tells it, at the field it shows it under. */
function fieldProblem(path: Array<string | number>, issue: PlaybookIssue): [string, FieldProblem] | null {
  const last = path.at(-1);
  // A text's language (`milestone.en`) is told at the text.
  if (last === 'en' || last === 'ru') {
    const at = path.slice(0, -1).join('.');
    return issue.code === 'too_big'
      ? [at, { kind: 'length', max: L.textLength.max }]
      : [at, { kind: 'text' }];
  }
  const at = path.join('.');
  if (issue.code === 'custom') return [at, { kind: 'text' }];
  if (typeof last === 'string' && COUNTS[last] && (issue.code === 'too_small' || issue.code === 'too_big'))
    return [at, { kind: 'count', ...COUNTS[last] }];
  if (typeof last === 'string' && RANGES[last]) return [at, { kind: 'range', ...RANGES[last] }];
  if (last === 'time') return [at, { kind: 'time' }];
  if (last === 'category') return [at, { kind: 'required' }];
  return null;
}

/** Every problem of the draft by its path (the first one of each field); empty when the server would accept it. */
export function playbookErrors(d: PlaybookDraft): PlaybookErrors {
  const errors: PlaybookErrors = {};
  for (const { path, issue } of playbookProblems(toInput(d))) {
    const problem = fieldProblem(path, issue);
    if (problem && !(problem[0] in errors)) errors[problem[0]] = problem[1];
  }
  return errors;
}

/** A server error's field (`playbook.variants.0.time`) as the form's path, or null when it is not the form's. */
export function serverPath(field: string | undefined): string | null {
  if (!field?.startsWith('playbook')) return null;
  return field === 'playbook' ? '' : field.replace(/^playbook\./, '');
}

/** Whether a path or any path under it has a problem (a phase's header shows its steps' problems). */
export const hasErrorUnder = (errors: PlaybookErrors, prefix: string) =>
  Object.keys(errors).some((k) => k === prefix || k.startsWith(`${prefix}.`));
