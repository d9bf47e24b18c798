import type { Category } from './categories.js';
import { DEFAULT_PLAYBOOKS } from './default-playbooks.js';
import { goalStatement } from './playbook-fit.js';
import {
  type ParsedPhase,
  type ParsedPlaybook,
  type ParsedStep,
  type ParsedVariant,
  type Playbook,
  safeParsePlaybook,
  type Text,
} from './playbook-schema.js';
import type { Language, Target } from './types.js';
import { unitKind } from './units.js';
import { variantFits } from './variant-purpose.js';

export interface Selection {
  variant: ParsedVariant;
  source: 'builtin' | 'mentor';
}

const matchCache = new Map<string, RegExp>();

function matches(variant: ParsedVariant, text: string, target: Target | null): boolean {
  const m = variant.match;
  if (!m) return false;
  if (target && m.units?.includes(target.unit)) return true;
  if (!m.words) return false;
  let re = matchCache.get(m.words);
  if (!re) {
    re = new RegExp(m.words, 'iu');
    matchCache.set(m.words, re);
  }
  return re.test(text);
}

/**
 * Whether a variant matched by its words is for the goal: the words are in the goal's statement (not only in an
 * occasion clause, "before my visa runs out", or a later sentence about the person), and a target is in the
 * units the variant climbs (a running plan climbs distances; "60 apps" is a count of something else). A time
 * ("30 minutes a day") suits any.
 */
function wordsFit(variant: ParsedVariant, text: string, target: Target | null): boolean {
  if (!matches(variant, text, null) || !matches(variant, goalStatement(text), null)) return false;
  const units = variant.match?.units;
  if (!target || !units || units.length === 0 || units.includes(target.unit)) return true;
  const kind = unitKind(target.unit);
  return kind === 'time' || units.some((u) => unitKind(u) === kind && kind !== 'count');
}

/** Whether one of the category's default variants was written for this goal (its units or words match). */
export function categoryVariantFits(category: Category, text: string, target: Target | null): boolean {
  return DEFAULT_PLAYBOOKS[category].variants.some(
    (v) => (target && v.match?.units?.includes(target.unit)) || wordsFit(v, text, target),
  );
}

/** The first variant whose units or words match, else the first without a `match`, else the last one. */
export function pickVariant(playbook: ParsedPlaybook, text: string, target: Target | null): ParsedVariant {
  // A unit match wins over a word match ("lose 5 kg by running" is a weight goal).
  const byUnit = target && playbook.variants.find((v) => v.match?.units?.includes(target.unit));
  return (
    byUnit ??
    playbook.variants.find((v) => wordsFit(v, text, target)) ??
    playbook.variants.find((v) => !v.match) ??
    playbook.variants[playbook.variants.length - 1]!
  );
}

const GROWTH = DEFAULT_PLAYBOOKS['self-development'].variants.find((v) => v.id === 'growth')!;

/**
 * The category's variant for the goal: one whose units or words match, else the catch-all when the goal is what
 * it is for, else the general practice plan (the form then asks what kind of goal it is).
 */
function builtinVariant(category: Category, text: string, target: Target | null): ParsedVariant {
  const chosen = pickVariant(DEFAULT_PLAYBOOKS[category], text, target);
  const byUnit = !!target && !!chosen.match?.units?.includes(target.unit);
  if (byUnit || wordsFit(chosen, text, target)) return chosen;
  // Its words are in the goal, but only as the occasion or with another thing's count: not its goal.
  if (matches(chosen, text, target)) return GROWTH;
  // A catch-all's purpose (a job, savings) is read in the goal's statement too: "excel for my new job" is a skill.
  return variantFits(chosen, goalStatement(text), target) ? chosen : GROWTH;
}

const textsOf = (step: ParsedStep): Text[] => (Array.isArray(step.label) ? step.label : [step.label]);

function speaks(step: ParsedStep, lang: Language): boolean {
  return textsOf(step).every((t) => t[lang] !== undefined);
}

function variantSpeaks(variant: ParsedVariant, lang: Language): boolean {
  return variant.phases.every(
    (p) =>
      p.milestone[lang] !== undefined &&
      (!p.milestoneWithTarget || p.milestoneWithTarget[lang] !== undefined) &&
      p.steps.every((s) => speaks(s, lang)),
  );
}

function extend(base: ParsedVariant, extra: ParsedVariant, lang: Language): ParsedVariant {
  const phases: ParsedPhase[] = base.phases.map((p) => ({ ...p, steps: [...p.steps] }));
  for (const phase of extra.phases) {
    const steps = phase.steps.filter((s) => speaks(s, lang));
    const same = phases.find((p) => p.id === phase.id);
    if (same) {
      same.steps.push(...steps);
      if (phase.milestone[lang]) same.milestone = { ...same.milestone, [lang]: phase.milestone[lang] };
    } else if (steps.length > 0 && phase.milestone[lang]) {
      phases.splice(phases.length - 1, 0, { ...phase, steps });
    }
  }
  return { ...base, phases };
}

/**
 * Chooses what shapes the plan: the mentor's playbook when it is valid, of the goal's category and written in
 * the goal's language; otherwise the category's default. An invalid mentor playbook is ignored, never fatal.
 */
export function selectPlaybook(
  category: Category,
  lang: Language,
  text: string,
  target: Target | null,
  mentor?: Playbook,
  domain?: ParsedVariant,
): Selection {
  const base = domain ?? builtinVariant(category, text, target);
  if (!mentor) return { variant: base, source: 'builtin' };
  const parsed = safeParsePlaybook(mentor);
  if (!parsed.success || parsed.data.category !== category) return { variant: base, source: 'builtin' };
  // A goal with a domain of its own (swimming, a wedding) keeps it unless the mentor wrote a variant for it.
  if (domain && !parsed.data.variants.some((v) => matches(v, text, target)))
    return { variant: base, source: 'builtin' };
  const chosen = pickVariant(parsed.data, text, target);
  if (parsed.data.mode === 'extend') return { variant: extend(base, chosen, lang), source: 'mentor' };
  return variantSpeaks(chosen, lang)
    ? { variant: chosen, source: 'mentor' }
    : { variant: base, source: 'builtin' };
}
