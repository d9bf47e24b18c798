// The playbook form's model: the API's structured playbook (PlaybookInput) as the form edits it, and the
// checks the server makes, by the planner's own limits (planner/playbook-limits.ts, which its playbook schema is
// built from), so mistakes show by their field before saving.
// Error paths are the server's (`variants.0.phases.1.steps.2.labels.0`), so a server error lands on its field.
import { PLAYBOOK_LIMITS as L, TIME_OF_DAY } from '@stepwise/planner/playbook-limits';
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

/** What is wrong with a field: a text is missing, a number out of its range, a time not HH:MM. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'text' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'time' }
  | { kind: 'count'; min: number; max: number };

export type PlaybookErrors = Record<string, FieldProblem>;

const hasText = (t: TextDraft) => t.en.trim() !== '' || t.ru.trim() !== '';
const inRange = (v: number | string, min: number, max: number, int = true) => {
  const n = num(v);
  return Number.isFinite(n) && n >= min && n <= max && (!int || Number.isInteger(n));
};

/** Every problem of the draft by its path; empty when the server would accept it. */
export function playbookErrors(d: PlaybookDraft): PlaybookErrors {
  const errors: PlaybookErrors = {};
  const range = (path: string, v: number | string, min: number, max: number, int = true) => {
    if (!inRange(v, min, max, int)) errors[path] = { kind: 'range', min, max };
  };
  if (!d.category) errors.category = { kind: 'required' };
  const count = (path: string, n: number, { min, max }: { min: number; max: number }) => {
    if (n < min || n > max) errors[path] = { kind: 'count', min, max };
  };
  count('variants', d.variants.length, L.variants);
  d.variants.forEach((v, vi) => {
    const vp = `variants.${vi}`;
    range(`${vp}.defaultWeeks`, v.defaultWeeks, L.defaultWeeks.min, L.defaultWeeks.max);
    range(`${vp}.sessionsPerWeek`, v.sessionsPerWeek, L.sessionsPerWeek.min, L.sessionsPerWeek.max);
    if (!TIME_OF_DAY.test(v.time.trim())) errors[`${vp}.time`] = { kind: 'time' };
    count(`${vp}.phases`, v.phases.length, L.phases);
    v.phases.forEach((ph, pi) => {
      const pp = `${vp}.phases.${pi}`;
      const weight = num(ph.weight);
      if (!(Number.isFinite(weight) && weight > 0 && weight <= L.weightMax))
        errors[`${pp}.weight`] = { kind: 'range', min: 0.1, max: L.weightMax };
      if (String(ph.maxWeeks).trim() !== '') {
        const w = num(ph.maxWeeks);
        if (!(Number.isFinite(w) && w > 0 && w <= L.maxWeeksMax))
          errors[`${pp}.maxWeeks`] = { kind: 'range', min: 1, max: L.maxWeeksMax };
      }
      if (!hasText(ph.milestone)) errors[`${pp}.milestone`] = { kind: 'text' };
      count(`${pp}.steps`, ph.steps.length, L.steps);
      ph.steps.forEach((s, si) => {
        const sp = `${pp}.steps.${si}`;
        s.labels.forEach((l, li) => {
          if (!hasText(l)) errors[`${sp}.labels.${li}`] = { kind: 'text' };
        });
        range(`${sp}.times`, s.times, L.times.min, L.times.max);
        range(`${sp}.minutes`, s.minutes, L.minutes.min, L.minutes.max);
      });
    });
  });
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
