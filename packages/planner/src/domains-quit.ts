import { QUIT_VERB, quitSubject } from './domain-text.js';
import type { Domain } from './domain-type.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { quitDoingVariant, quitWithoutVariant, RU_FROM, RU_INFINITIVE } from './playbooks/kind-quit-doing.js';
import { quitHabitVariant } from './playbooks/kind-quit-habit.js';

const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);

/** Arguing with one's husband or shouting at the kids is the relationship to mend, not a habit to quit. */
export const WITH_PEOPLE =
  /(?<![\p{L}])(?:argu|fight|bicker|yell|shout|snap|nag|ссор|руга|крич|орать|срыват|пилить)\p{L}*\s+(?:(?:so\s+much|less|all\s+the\s+time)\s+)?(?:with|at|on|с|со|на)\s+(?:my\s+|our\s+|the\s+|своим\s+|своей\s+|своими\s+)?(?:husband|wife|partner|spouse|kids?|children|son|daughter|mom|mum|dad|parents?|boyfriend|girlfriend|bf|gf|family|мужем|женой|девушк\p{L}*|парн\p{L}*|партн\p{L}*|детьми|ребёнк\p{L}*|ребенк\p{L}*|сыном|дочк\p{L}*|дочерью|мамой|папой|родител\p{L}*|муж\p{L}*|жен\p{L}*|дет\p{L}*)/iu;

/**
 * Quitting a habit no playbook of its own knows. Russian says the habit with a verb («перестать грызть ногти») or a
 * noun after «от» («отказаться от фастфуда»): each gets labels that read right with it; the rest quote it.
 */
export const QUIT_DOMAINS: Domain[] = [
  {
    // A Russian habit said with a verb reads as what one is drawn to do, unquoted («когда тянет грызть ногти»).
    id: 'quit-habit',
    kind: 'quit-habit',
    category: 'self-development',
    variant: variant(quitDoingVariant),
    test: (text) =>
      QUIT_VERB.test(text.trim()) && !WITH_PEOPLE.test(text) && RU_INFINITIVE.test(quitSubject(text)),
    subject: (text) => quitSubject(text),
    mentions: /тянет|срыв|привычк|вместо|without|instead|slips?|urge|sets off|costs you|harder/u,
  },
  {
    id: 'quit-habit',
    kind: 'quit-habit',
    category: 'self-development',
    variant: variant(quitWithoutVariant),
    test: (text) =>
      RU_FROM.test(text.trim()) && !WITH_PEOPLE.test(text) && !RU_INFINITIVE.test(quitSubject(text)),
    subject: (text) => quitSubject(text),
    mentions: /тянет|срыв|привычк|без|without|instead|slips?|urge|sets off|costs you|harder/u,
  },
  {
    id: 'quit-habit',
    kind: 'quit-habit',
    category: 'self-development',
    variant: variant(quitHabitVariant),
    // Arguing with one's husband or shouting at the kids is the relationship to mend, not a habit to quit.
    test: (text) => QUIT_VERB.test(text.trim()) && !WITH_PEOPLE.test(text),
    subject: (text) => quitSubject(text),
    // English labels name the habit unquoted, around these words; Russian ones quote it.
    mentions: /«|тянет|срыв|привычк|без|without|instead|slips?|urge|sets off|costs you|harder/u,
  },
];
