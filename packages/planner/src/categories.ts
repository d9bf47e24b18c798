/** The ten interest categories of the product spec; a goal belongs to exactly one. */
export const CATEGORIES = [
  'self-development',
  'finances',
  'career',
  'health',
  'relationships',
  'creativity',
  'spirituality',
  'hobbies',
  'technology',
  'science',
] as const;

export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
