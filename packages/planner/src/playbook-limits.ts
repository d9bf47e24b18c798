// The limits of a playbook, without zod: the schema (playbook-schema.ts) is built from them, and the web app's
// playbook form checks a draft against them field by field, without loading the schema.

export interface Range {
  min: number;
  max: number;
}

export const PLAYBOOK_LIMITS = {
  /** Variants of a playbook. */
  variants: { min: 1, max: 10 },
  /** Weeks from today to the deadline when the text names none. */
  defaultWeeks: { min: 1, max: 156 },
  /** Working sessions per week. */
  sessionsPerWeek: { min: 1, max: 7 },
  /** Phases of a variant. */
  phases: { min: 3, max: 8 },
  /** A phase's share of the time: above 0, at most this. */
  weightMax: 100,
  /** A phase's length in weeks at most: above 0, at most this. */
  maxWeeksMax: 156,
  /** Steps of a phase. */
  steps: { min: 1, max: 20 },
  /** Texts of a step that rotate week by week. */
  labels: { min: 1, max: 12 },
  /** Times a week. */
  times: { min: 1, max: 7 },
  /** Minutes of a session. */
  minutes: { min: 5, max: 600 },
  /** Characters of a text in one language. */
  textLength: { min: 1, max: 200 },
  /** Characters of a playbook's id. */
  idLength: { min: 1, max: 80 },
} as const satisfies Record<string, Range | number>;

/** A time of day, HH:MM (00:00 to 23:59). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A phase's or a variant's id: lower-case letters, digits and dashes, starting with a letter. */
export const PLAYBOOK_ID = /^[a-z][a-z0-9-]*$/;

/** How often a step comes (playbook-schema.ts says what each means), in the order a form offers them. */
export const CADENCES = ['weekly', 'biweekly', 'monthly', 'start', 'end', 'spread', 'step'] as const;
