import { capitalize, formatNumber, formatQuantity, type GrammarCase } from './format.js';
import type { Language } from './types.js';

export interface Quantity {
  value: number;
  /** A unit id, or null for a bare number ({n}, {count}). */
  unit: string | null;
  /** Shown before the number, e.g. "−" for kilograms lost. */
  sign?: string;
}

export type Vars = Partial<Record<string, Quantity>>;

const PLACEHOLDER = /\{(\w+)(?::(nom|acc|gen|num))?\}/g;

/** Placeholders a template uses, e.g. ["share", "n"]. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * Fills a label template: {name} is the quantity in the accusative ("прочитать 1 книгу"), {name:nom} in the
 * nominative, {name:gen} in the genitive ("из 5 книг"), {name:num} the number alone. Unknown names stay.
 */
export function renderTemplate(template: string, vars: Vars, lang: Language): string {
  return template.replace(PLACEHOLDER, (whole, name: string, mod?: string) => {
    const q = vars[name];
    if (!q) return whole;
    if (q.unit === null || mod === 'num') return `${q.sign ?? ''}${formatNumber(q.value, lang, 1)}`;
    return `${q.sign ?? ''}${formatQuantity(q.value, q.unit, lang, (mod ?? 'acc') as GrammarCase)}`;
  });
}

/** Puts the goal's subject in a template; a label that opens with it («{subject}» …) opens with a capital. */
export function fillSubject(template: string, subject: string | null): string {
  if (subject === null) return template;
  return template
    .replace(/^([«“"]?)\{subject\}/u, (_, quote: string) => `${quote}${capitalize(subject)}`)
    .replaceAll('{subject}', subject);
}

const AGAIN = {
  en: ['', '', 'again this week', 'a third time this week', 'a fourth time this week'],
  ru: ['', '', 'ещё раз на этой неделе', 'в третий раз на этой неделе', 'в четвёртый раз на этой неделе'],
};

/** The k-th time a session comes in one week, said in words ("— again this week"), not numbered "(2)". */
export function repeatedLabel(label: string, k: number, lang: Language): string {
  const words = AGAIN[lang][k];
  return words ? `${label} — ${words}` : `${label} (${k})`;
}
