// A playbook as a form and the API write it (every choice a field: labels always a list, match words and units
// apart), turned into the schema's own shape (./playbook-schema.ts) and checked by that schema. The server
// refuses by the first problem; the web app's form shows every problem at its field before saving. Both use
// this file, so they check the same rules and name a field by the same path (`variants.0.phases.1.steps.2.labels.0`).
import type { ZodError } from 'zod';
import { safeParsePlaybook } from './playbook-schema.js';

export interface PlaybookText {
  en?: string | null | undefined;
  ru?: string | null | undefined;
}

export interface PlaybookStepShape {
  labels: PlaybookText[];
  cadence?: string | null | undefined;
  times?: number | null | undefined;
  minutes?: number | null | undefined;
  key?: boolean | null | undefined;
  when?: string | null | undefined;
  units?: string[] | null | undefined;
  workday?: boolean | null | undefined;
}

export interface PlaybookPhaseShape {
  id?: string | null | undefined;
  weight: number;
  maxWeeks?: number | null | undefined;
  milestone: PlaybookText;
  milestoneWithTarget?: PlaybookText | null | undefined;
  steps: PlaybookStepShape[];
}

export interface PlaybookVariantShape {
  id?: string | null | undefined;
  matchUnits?: string[] | null | undefined;
  matchWords?: string | null | undefined;
  defaultWeeks: number;
  sessionsPerWeek: number;
  time: string;
  phases: PlaybookPhaseShape[];
}

export interface PlaybookShape {
  category: string;
  mode?: string | null | undefined;
  variants: PlaybookVariantShape[];
}

export type PlaybookIssue = ZodError['issues'][number];

const text = (t: PlaybookText | null | undefined) => {
  const en = t?.en?.trim();
  const ru = t?.ru?.trim();
  return { ...(en ? { en } : {}), ...(ru ? { ru } : {}) };
};

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

/** The structured input in the planner schema's own shape (not yet validated). */
export function toSchemaShape(input: PlaybookShape, id: string): unknown {
  return {
    id,
    category: input.category,
    mode: input.mode ?? 'replace',
    variants: input.variants.map((v, vi) =>
      defined({
        id: v.id?.trim() || `variant-${vi + 1}`,
        match:
          v.matchUnits?.length || v.matchWords?.trim()
            ? defined({
                units: v.matchUnits?.length ? v.matchUnits : undefined,
                words: v.matchWords?.trim() || undefined,
              })
            : undefined,
        defaultWeeks: v.defaultWeeks,
        sessionsPerWeek: v.sessionsPerWeek,
        time: v.time,
        phases: v.phases.map((p, pi) =>
          defined({
            id: p.id?.trim() || `phase-${pi + 1}`,
            weight: p.weight,
            maxWeeks: p.maxWeeks ?? undefined,
            milestone: text(p.milestone),
            milestoneWithTarget:
              p.milestoneWithTarget && (p.milestoneWithTarget.en?.trim() || p.milestoneWithTarget.ru?.trim())
                ? text(p.milestoneWithTarget)
                : undefined,
            steps: p.steps.map((s) =>
              defined({
                label: s.labels.length === 1 ? text(s.labels[0]) : s.labels.map(text),
                cadence: s.cadence ?? undefined,
                times: s.times ?? undefined,
                minutes: s.minutes ?? undefined,
                key: s.key ?? undefined,
                when: s.when ?? undefined,
                units: s.units?.length ? s.units : undefined,
                workday: s.workday ?? undefined,
              }),
            ),
          }),
        ),
      }),
    ),
  };
}

/**
 * The zod path on the schema's shape as the input's field path (`label` is `labels.N`, `match.words` is
 * `matchWords`). With the issue, one about the list of labels itself (how many) stays at `labels`.
 */
export function apiPath(path: ReadonlyArray<PropertyKey>, issue?: PlaybookIssue): Array<string | number> {
  const out: Array<string | number> = [];
  const aboutList = !!issue && 'origin' in issue && issue.origin === 'array';
  for (let i = 0; i < path.length; i++) {
    const part = path[i];
    if (part === 'label') {
      out.push('labels');
      if (typeof path[i + 1] !== 'number' && !(aboutList && i === path.length - 1)) out.push(0);
    } else if (part === 'match' && (path[i + 1] === 'units' || path[i + 1] === 'words')) {
      out.push(path[i + 1] === 'units' ? 'matchUnits' : 'matchWords');
      i++;
    } else out.push(typeof part === 'number' ? part : String(part));
  }
  return out;
}

/**
 * Every issue, with a union's own issue replaced by those of the branch the value took (a step's labels are
 * one text or a list: a list's bad text is told at its index, not as "matches neither").
 */
function flatten(issues: readonly PlaybookIssue[]): PlaybookIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const taken = issue.errors.find(
      (branch) => !branch.some((i) => i.code === 'invalid_type' && i.path.length === 0),
    );
    if (!taken) return [issue];
    return flatten(taken.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as PlaybookIssue));
  });
}

/** What is wrong with a playbook, each issue with its input field path; empty when the schema takes it. */
export function playbookProblems(
  input: PlaybookShape,
  id = 'draft',
): Array<{ path: Array<string | number>; issue: PlaybookIssue }> {
  const parsed = safeParsePlaybook(toSchemaShape(input, id));
  if (parsed.success) return [];
  return flatten(parsed.error.issues).map((issue) => ({ path: apiPath(issue.path, issue), issue }));
}
