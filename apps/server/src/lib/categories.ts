/** The ten interest categories of the spec (S-D5). */
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
