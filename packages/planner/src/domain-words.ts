/** Words that tell apart goals sharing a keyword: a fear to face, a limit to cut down to, software for a platform. */
import { stems, voiced } from './domain-text.js';
import type { Domain } from './domain-type.js';
import { type ParsedVariant, Variant as VariantSchema } from './playbook-schema.js';
import { cutBackVariant } from './playbooks/kind-cut-back.js';
import { fearVariant } from './playbooks/kind-fear.js';

/** A goal that is getting over a fear: "stop being scared of calls", «перестать бояться звонить». */
export const FEAR_GOAL =
  /^(?:i\s+want\s+to\s+|i\s+need\s+to\s+|хочу\s+|надо\s+|нужно\s+)?(?:stop\s+being\s+(?:so\s+)?(?:scared|afraid|frightened|terrified|anxious)|(?:get\s+over|overcome|beat|conquer|face|deal\s+with)\s+(?:my\s+)?(?:\p{L}+\s+)?(?:fear|phobia|anxiety)|not\s+be\s+(?:so\s+)?(?:scared|afraid)|перестать\s+(?:так\s+)?(?:бояться|стесняться)|не\s+бояться|побороть\s+(?:\p{L}+\s+)?страх|преодолеть\s+(?:\p{L}+\s+)?страх|справиться\s+со\s+страхом|избавиться\s+от\s+(?:\p{L}+\s+)?(?:страха|фобии|боязни))(?![\p{L}])/iu;
export const WATER = stems('water|swim|drown|вод[ыуе]|плава|плыть|глубин|утонуть');
/** Cutting back, not quitting: "cut my screen time from 6 hours to 2", «сократить кофе до одной чашки». */
export const CUT_BACK =
  /^(?:i\s+want\s+to\s+|i\s+need\s+to\s+|хочу\s+|надо\s+|нужно\s+)?(?:cut\s+(?:down|back)(?:\s+on)?|cut|reduce|limit|lower|decrease|spend\s+less\s+time\s+on|сократить|уменьшить|снизить|ограничить)\s+(?!weight|вес)(.+?)\s+(?:from|to|down\s+to|below|under|с|со|до|ниже)\s+\d/iu;
/** Weight, money, debt and the like are cut with their own plans. */
export const NOT_CUT_BACK = stems(
  'weight|вес(?![\\p{L}])|kg|кг|lbs?(?![\\p{L}])|pounds|debt|долг|кредит|spend(?:ing)?(?![\\p{L}])|expens|cost|расход|трат|smok|cigar|курен|сигарет|sugar|сахар|сладк|alcohol|drink|алкогол|пить|cholesterol|холестерин|pressure|давлени',
);

export function cutBackSubject(text: string): string {
  const m = CUT_BACK.exec(text.trim());
  return voiced((m?.[1] ?? text).trim().replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()));
}
export const BUILT_FOR_PLATFORM = stems(
  'bot(?:s)?(?![\\p{L}])|chat\\s?bot|бот(?:а|ов|у|ом)?(?![\\p{L}])|чат-?бот|mini[\\s-]?app|apps?(?![\\p{L}])|приложени|sticker|стикер|integration|интеграци',
);

const variant = (v: unknown): ParsedVariant => VariantSchema.parse(v);

/** Tried just before quitting a habit: a fear is faced, an amount is cut down to a limit. */
export const FACE_AND_LIMIT_DOMAINS: Domain[] = [
  {
    // A fear to get over is faced step by step, not quit like a habit; fear of water is the swimming plan's.
    id: 'fear',
    kind: 'skill',
    category: 'self-development',
    variant: variant(fearVariant),
    test: (text) => FEAR_GOAL.test(text.trim()) && !WATER.test(text),
    mentions: /fear|ladder|situation|страх|лестниц|ситуаци/iu,
  },
  {
    id: 'cut-back',
    kind: 'quit-habit',
    category: 'self-development',
    variant: variant(cutBackVariant),
    test: (text) => CUT_BACK.test(text.trim()) && !NOT_CUT_BACK.test(text),
    subject: (text) => cutBackSubject(text),
    mentions: /limit|лимит|figure|цифр|measure|измер/iu,
  },
];
