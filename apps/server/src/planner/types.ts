import type { Category } from './categories.js';
import type { Playbook } from './playbook-schema.js';

export type Language = 'en' | 'ru';

export interface Preferences {
  /** Allowed days of the week, 1 = Monday … 7 = Sunday. */
  weekdays?: number[];
  /** Preferred time of day, HH:MM. */
  timeOfDay?: string;
  /** Hours the person can give the goal per week. */
  hoursPerWeek?: number;
}

export interface PlanInput {
  text: string;
  category?: Category;
  /** Today in the user's zone, YYYY-MM-DD. */
  today: string;
  timezone?: string;
  preferences?: Preferences;
  /** A deadline the person chose (YYYY-MM-DD); wins over one parsed from the text. */
  deadline?: string;
  /** The mentor's playbook; overrides or extends the category default. */
  playbook?: Playbook;
  seed?: number;
}

/** A canonical unit id (see units.ts) or, for an unknown unit, the word as written. */
export interface Target {
  value: number;
  unit: string;
  start?: number;
  /** 'total': accumulate it (books read, money saved, kg lost); 'level': reach it (run 10 km, 50 push-ups). */
  measure: 'total' | 'level';
}

export interface Goal {
  language: Language;
  category: Category;
  title: string;
  deadline: string;
  deadlineSource: 'text' | 'default';
  target: Target | null;
}

export interface PlanTask {
  id: string;
  parentId: string | null;
  position: number;
  label: string;
  date: string;
  time: string;
  completed: boolean;
}

/** Checkpoints of the measurable target, one per milestone: monotonic, the last equals the target. */
export interface Progression {
  unit: string;
  /** 'up' when the value grows towards the target (cumulative or capability), 'down' for e.g. a body weight. */
  direction: 'up' | 'down';
  points: Array<{ taskId: string; date: string; value: number }>;
}

export interface Plan {
  goal: Goal;
  tasks: PlanTask[];
  progression: Progression | null;
  /** Which generator wrote the steps. */
  source: 'builtin' | 'llm' | 'mentor';
}
