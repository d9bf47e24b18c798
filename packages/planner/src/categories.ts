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

/**
 * Setup step 3's category: what the text reads as, unless the person chose exactly one interest and the text
 * reads as another (the interest guides a text that says little). The server saves it; the web previews it.
 */
export function categoryWithInterests(inferred: Category, interests: readonly string[]): Category {
  const chosen = interests.filter(isCategory);
  return chosen.includes(inferred) || chosen.length !== 1 ? inferred : chosen[0]!;
}
