import type { Category } from './categories.js';
import { addMonths, toDay, toIso } from './dates.js';
import { parseDeadline } from './deadline.js';
import { capitalize } from './format.js';
import { inferCategory } from './infer-category.js';
import { detectLanguage } from './language.js';
import type { ParsedVariant } from './playbook-schema.js';
import { selectPlaybook } from './select-playbook.js';
import { extractTarget } from './target.js';
import type { Goal, PlanInput, Target } from './types.js';

export interface Understanding {
  goal: Goal;
  variant: ParsedVariant;
  source: 'builtin' | 'mentor';
  /** False when a level target has no known starting point and no sensible default (a body weight). */
  hasProgression: boolean;
}

/** Weeks a person needs for a target at a sustainable pace, when the text names no deadline. */
export function realisticWeeks(target: Target | null): number | null {
  if (!target) return null;
  const T = target.value;
  const clamp = (w: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.ceil(w)));
  switch (target.unit) {
    case 'km':
      return clamp(6 + 0.35 * T, 6, 24);
    case 'mi':
      return clamp(6 + 0.35 * T * 1.609, 6, 24);
    case 'kg':
    case 'lb': {
      const kg = target.unit === 'lb' ? T * 0.45 : T;
      if (target.measure === 'total') return clamp(kg / 0.5 + 1, 4, 78);
      return target.start !== undefined ? clamp(Math.abs(target.start - T) / 0.5 + 1, 4, 78) : null;
    }
    case 'book':
      return clamp(T * 2, 4, 52);
    case 'page':
      return clamp(T / 120, 2, 52);
    case 'word':
      return clamp(T / 90, 4, 52);
    case 'pushup':
    case 'pullup':
      return 8;
    default:
      return null;
  }
}

function titleOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const cut = clean.length > 120 ? `${clean.slice(0, 119).trimEnd()}…` : clean;
  return capitalize(cut);
}

export function analyseGoal(input: PlanInput): Understanding {
  const text = input.text.normalize('NFC');
  const language = detectLanguage(text);
  const target = extractTarget(text, language);
  const category: Category = input.category ?? inferCategory(text, target);
  const { variant, source } = selectPlaybook(category, language, text, target, input.playbook);
  const today = toDay(input.today);
  const chosen = input.deadline && /^\d{4}-\d{2}-\d{2}$/.test(input.deadline) ? toDay(input.deadline) : null;
  const fromText = chosen !== null && chosen > today ? chosen : parseDeadline(text, language, input.today);
  let deadline: number;
  if (fromText !== null) deadline = Math.min(fromText, addMonths(today, 60));
  else deadline = today + 7 * (realisticWeeks(target) ?? variant.defaultWeeks);
  const hasProgression =
    target !== null &&
    !(
      target.measure === 'level' &&
      target.start === undefined &&
      (target.unit === 'kg' || target.unit === 'lb')
    );
  return {
    goal: {
      language,
      category,
      title: titleOf(text),
      deadline: toIso(deadline),
      deadlineSource: fromText !== null ? 'text' : 'default',
      target,
    },
    variant,
    source,
    hasProgression,
  };
}

/** Language, category, deadline and measurable target of a goal text. */
export function understandGoal(input: PlanInput): Goal {
  return analyseGoal(input).goal;
}
