// What a domain is: a kind of goal the planner knows well enough to have its own playbook. The lists of domains
// (domains.ts and the family, life and tail lists it reads) all import it from here.
import type { Category } from './categories.js';
import type { Purpose } from './playbook-fit.js';
import type { ParsedVariant } from './playbook-schema.js';
import type { GoalKind, Language, Target } from './types.js';

export interface Domain {
  id: string;
  kind: GoalKind;
  category: Category;
  variant: ParsedVariant;
  /** What the playbook is for beyond its words: the units of its target, whether the thing must be one's own. */
  purpose?: Purpose;
  /** Whether the goal text is about this domain. */
  test: (text: string, target: Target | null) => boolean;
  /** The subject as it appears in labels ({subject}), from the text; null when the labels need none. */
  subject?: (text: string, lang: Language) => string;
  /** What every plan of the domain talks about: most step labels must match (checked by the tests). */
  mentions: RegExp;
  /** The category when it depends on the text (a CPA exam is career, not self-development). */
  categoryOf?: (text: string) => Category | null;
  /** A deadline the domain knows when the text names none (ЕГЭ is in late May), as a day number. */
  knownDate?: (text: string, today: number) => number | null;
}
