/**
 * Who sees a goal, and which of the three a new goal starts with. The server applies `newGoalVisibility`
 * when a goal arrives without one (an API client, an old offline queue); the web's goal dialog and setup
 * step 3 apply the same function to the planner's live reading, so the choice shown is the one saved.
 */
export const VISIBILITIES = ['public', 'followers', 'private'] as const;

export type Visibility = (typeof VISIBILITIES)[number];

export function isVisibility(value: unknown): value is Visibility {
  return typeof value === 'string' && (VISIBILITIES as readonly string[]).includes(value);
}

/**
 * Categories whose goals are personal: health and body, relationships and family, money, faith. Their goals
 * start as "only me" unless the person chose their own default.
 */
export const PERSONAL_CATEGORIES: readonly string[] = ['health', 'relationships', 'finances', 'spirituality'];

/**
 * The planner's domains that are personal whatever category the goal ends up in (the person may pick another
 * category by hand): family and children, a parent's care, an illness, dating and a wedding, a debt, quitting.
 */
export const PERSONAL_DOMAINS: readonly string[] = [
  'condition',
  'child-habit',
  'school-start',
  'kindergarten',
  'teach-child',
  'parent-care',
  'dating',
  'wedding',
  'debt-interest',
  'checkup',
  'dental',
  'sleep',
  'quit-smoking',
  'quit-sugar',
  'quit-alcohol',
  'quit-habit',
];

/** What the planner read of the goal: its category and, when one fits, its domain playbook. */
export interface GoalReading {
  category?: string | null;
  domain?: string | null;
  /**
   * The category of the text alone when something else set `category` without the person choosing it for this
   * goal (setup's interests guide it): a weight-loss text stays personal under the interest "hobbies".
   */
  textCategory?: string | null;
}

const personalCategory = (c: string | null | undefined) => c != null && PERSONAL_CATEGORIES.includes(c);

/** Whether the planner reads the goal as personal (by its category, its text's category or its domain). */
export function isPersonalGoal(reading: GoalReading): boolean {
  return (
    personalCategory(reading.category) ||
    personalCategory(reading.textCategory) ||
    (reading.domain != null && PERSONAL_DOMAINS.includes(reading.domain))
  );
}

/** The visibility a goal gets by its reading alone: personal ones "only me", the others "followers". */
export function visibilityByReading(reading: GoalReading): Visibility {
  return isPersonalGoal(reading) ? 'private' : 'followers';
}

/**
 * A new goal's visibility when the person did not pick one for it: their own default when they set one in
 * settings (`null`: not set), otherwise by what the planner read.
 */
export function newGoalVisibility(
  reading: GoalReading,
  personDefault: Visibility | null | undefined,
): Visibility {
  return personDefault ?? visibilityByReading(reading);
}

/**
 * The settings' word for "no default of my own, go by the goal" (the database keeps it as NULL). It is what the
 * API reads and writes for the default, beside the three visibilities.
 */
export const BY_GOAL = 'auto' as const;

export type DefaultVisibility = Visibility | typeof BY_GOAL;

/** A stored default (NULL when not set) as the API says it. */
export function defaultVisibilityOf(stored: string | null | undefined): DefaultVisibility {
  return isVisibility(stored) ? stored : BY_GOAL;
}
