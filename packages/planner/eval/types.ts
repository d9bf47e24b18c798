import type { Category } from '../src/categories.js';

/** The kinds of goal the evaluation covers (the long tail a coach meets), plus vague goals and crisis signals. */
export const EVAL_KINDS = [
  'business',
  'admission',
  'event',
  'skill',
  'build-habit',
  'quit-habit',
  'body',
  'amount',
  'exam',
  'creative',
  'travel',
  'relationship',
  'social',
  'job',
  'home',
  'family',
  'health',
  'vague',
  'crisis',
] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];

/** An inclusive range of acceptable days, for deadlines a careful reader places only roughly ("in May"). */
export interface DayRange {
  from: string;
  to: string;
}

/** What the person said about themselves and their time, as a careful reader would note it. */
export interface Facts {
  /** Current level or experience, in words ("B1", "runs 5 km", "plays 8 years"). */
  level?: string;
  /** Their situation in words ("already have the dog", "single", "already moved"). */
  situation?: string;
  /** Sessions per week asked for (7 = every day). */
  perWeek?: number;
  hoursPerWeek?: number;
  /** "no weekends", "on weekdays", "school nights". */
  weekdaysOnly?: boolean;
  /** "weekends only", "по выходным". */
  weekendsOnly?: boolean;
  timeOfDay?: 'morning' | 'evening';
  /** Interest rate of a debt, percent a year. */
  interest?: number;
}

/** One goal of the corpus, with what a careful person expects the planner to understand. */
export interface EvalGoal {
  /** Stable id: a hash of the text. */
  id: string;
  text: string;
  lang: 'ru' | 'en';
  /** The writer's locale and time zone (numeric dates, holidays and seasons are theirs). */
  locale: string;
  timeZone: string;
  /** The day the goal is written, YYYY-MM-DD in the writer's zone. */
  today: string;
  kind: EvalKind;
  /** Acceptable categories, the most fitting first. */
  category: Category[];
  /** ISO day, a range, null when the text names none, or 'any' when a careful reader could not say either. */
  deadline: string | DayRange | null | 'any';
  /** Value and unit (canonical unit id, with other spellings in alias), null when none, 'any' when not scored. */
  target: { value: number; unit: string; alias?: string[] } | null | 'any';
  safety: 'safe' | 'unsafe' | 'self-harm';
  facts?: Facts;
  /** Words of the text that are misspelt: a label must never repeat them. */
  typos?: string[];
  /** Regex sources (case-insensitive, unicode) no label may match: the unsafe target, another activity's steps. */
  forbid?: string[];
  /** Planner domains that would be a playbook for another activity here. */
  wrongDomains?: string[];
  /** For rate-unsafe goals: the largest safe loss per week in this unit. */
  maxRate?: { unit: string; perWeek: number };
  /** The goal has appointments, exams or meetings with others: none may fall on a public holiday. */
  holidayCheck?: boolean;
  vague?: boolean;
  /** Written after the split to tune on (a kind of phrasing the planner missed): always in the tune half, never dealt. */
  tuneOnly?: boolean;
  note?: string;
}
