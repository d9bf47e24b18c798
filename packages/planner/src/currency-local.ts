import type { Target } from './types.js';

/**
 * Dollars in the writer's own currency: "$12k" from Sydney is Australian dollars, from Toronto Canadian. A text
 * that names US dollars ("USD", "US$") keeps them.
 */
const DOLLAR_ZONES: Array<[RegExp, string]> = [
  [/^Australia\//u, 'AUD'],
  [/^Pacific\/(?:Auckland|Chatham)$/u, 'NZD'],
  [
    /^America\/(?:Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Montreal|Moncton|Whitehorse|Yellowknife|Iqaluit)$|^Canada\//u,
    'CAD',
  ],
];
const NAMED_US = /(?<![\p{L}])(?:usd|us\$|us\s+dollars?|american\s+dollars?|долл\p{L}*\s+сша)(?![\p{L}])/iu;

export function inLocalDollars(
  target: Target | null,
  text: string,
  timezone: string | undefined,
): Target | null {
  if (!target || target.unit !== 'USD' || !timezone || NAMED_US.test(text)) return target;
  const local = DOLLAR_ZONES.find(([zone]) => zone.test(timezone))?.[1];
  return local ? { ...target, unit: local } : target;
}
