import { CATEGORIES } from './categories.js';
import { domainByMeaning, HAS_LICENCE } from './domain-meaning.js';
import { dailySubject } from './domain-text.js';
import type { Domain } from './domain-type.js';
import { FAMILY_DOMAINS } from './domains-family.js';
import { DOMAINS } from './domains-keyword.js';
import { KIND_DOMAINS } from './domains-kinds.js';
import { forSingle, LIFE_DOMAINS, ruledOut, SINGLE_NOW } from './domains-life.js';
import { detectTailDomain, TAIL_DOMAINS } from './domains-tail.js';
import { fitsPurpose } from './playbook-fit.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { dailyHabitVariant } from './playbooks/kind-daily-habit.js';
import { categoryVariantFits } from './select-playbook.js';
import type { SituationFact } from './situation.js';
import { namedTopics, TOPICS_DOMAIN, topicsDomain } from './topics.js';
import type { Target } from './types.js';

export { DOMAINS };

const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);

/** "every day", "в день", "по утрам": a daily rate. */
export const DAILY =
  /(?<![\p{L}])(?:every\s*(?:day|morning|evening|night)|each\s+day|daily|a\s+day|per\s+day|каждый\s+день|каждое\s+утро|каждый\s+вечер|ежедневно|в\s+день|по\s+утрам|по\s+вечерам|без\s+выходных)(?![\p{L}])/iu;

/** A small daily habit without a playbook of its own ("Пить 2 литра воды в день", "Floss every day"). */
export const DAILY_HABIT: Domain = {
  id: 'daily-habit',
  kind: 'build-habit',
  category: 'self-development',
  variant: variant(dailyHabitVariant),
  test: () => false,
  subject: (text) => dailySubject(text),
  mentions: /“|«|today:|habit|tracker|cue|трекер|сигнал/iu,
};

export const DOMAIN_BY_ID = new Map(
  [
    ...KIND_DOMAINS,
    ...LIFE_DOMAINS,
    ...FAMILY_DOMAINS,
    ...DOMAINS,
    ...TAIL_DOMAINS,
    DAILY_HABIT,
    TOPICS_DOMAIN,
  ].map((d) => [d.id, d]),
);
const DATING = LIFE_DOMAINS.find((d) => d.id === 'dating')!;

/** The first domain the goal text is about, or null. */
export function detectDomain(
  text: string,
  target: Target | null,
  facts: SituationFact[] = [],
): Domain | null {
  const meant = domainByMeaning(text, DOMAIN_BY_ID);
  if (meant) return meant;
  for (const d of KIND_DOMAINS) if (d.test(text, target) && !ruledOut(d.id, text, facts)) return d;
  for (const d of LIFE_DOMAINS) if (d.test(text, target)) return d;
  for (const d of FAMILY_DOMAINS) if (d.test(text, target)) return d;
  for (const d of DOMAINS)
    if (
      d.test(text, target) &&
      fitsPurpose(d.purpose, (t) => d.test(t, target), text, target) &&
      !ruledOut(d.id, text, facts) &&
      !(d.id === 'driving-licence' && HAS_LICENCE.test(text))
    )
      return d;
  const tail = detectTailDomain(text, target);
  if (tail) return tail;
  if (
    (forSingle(facts) || SINGLE_NOW.test(text)) &&
    /relationship|partner|love|marr|отношени|партн|любов|пар[уы]|замуж|жени/iu.test(text)
  )
    return DATING;
  // A skill no playbook knows, with its parts named: one stage per part.
  const topics = namedTopics(text);
  if (!topics) return null;
  // A category playbook written for the skill (running, reading) keeps it.
  return CATEGORIES.some((c) => categoryVariantFits(c, text, target)) ? null : topicsDomain(topics);
}

export { VARIANT_KIND } from './variant-kinds.js';
