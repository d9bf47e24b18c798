/**
 * The achievements a person can earn, in the order they are offered: the server's GraphQL enum, its check
 * constraint and the "still to earn" list follow this order, and the web app's badges know exactly these.
 * A new achievement is a new key here (plus its award rule on the server and its texts and icon on the web).
 */
export const ACHIEVEMENT_KEYS = [
  'first_goal',
  'first_milestone',
  'goal_achieved',
  'streak_7',
  'streak_30',
  'streak_100',
  'company_finished',
  'endorsed',
] as const;

export type AchievementKey = (typeof ACHIEVEMENT_KEYS)[number];

export const isAchievementKey = (key: string): key is AchievementKey =>
  (ACHIEVEMENT_KEYS as readonly string[]).includes(key);
