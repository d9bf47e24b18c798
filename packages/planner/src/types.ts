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
  /** Sessions per week ("3 раза в неделю"). */
  sessionsPerWeek?: number;
  /** Sessions fall in one week out of this many ("twice a month", «раз в две недели»: 2; "once a month": 4). */
  everyWeeks?: number;
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
  /** Answers to the plan's questions, by question id ("running-now": "5"). */
  answers?: Record<string, string>;
  /** A target the person accepted instead of the one in the text (a warning's smaller alternative). */
  target?: Target;
}

/** A canonical unit id (see units.ts) or, for an unknown unit, the word as written. */
export interface Target {
  value: number;
  unit: string;
  start?: number;
  /** 'total': accumulate it (books read, money saved, kg lost); 'level': reach it (run 10 km, 50 push-ups). */
  measure: 'total' | 'level';
}

/** What sort of goal it is, whatever its category: each kind has a playbook shape. */
export const GOAL_KINDS = [
  'build-habit',
  'quit-habit',
  'quantity',
  'skill',
  'exam',
  'event',
  'project',
  'audience',
  'earn',
  'life-change',
] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

/** Something the planner noticed that makes the goal or its deadline unrealistic, with an alternative. */
export interface Warning {
  /** Stable id: 'deadline-past', 'deadline-too-close', 'weight-rate', 'running-volume', … */
  code: string;
  /** One or two sentences in the goal's language. */
  message: string;
  /** What the user can accept in one tap: a later deadline and/or a smaller target. */
  alternative?: { deadline?: string; target?: Target };
}

/** A short question whose answer changes the plan (e.g. the starting level), answered with one tap. */
export interface Question {
  id: string;
  text: string;
  options: Array<{ label: string; value: string }>;
}

/** One part of the reading, with how sure the planner is (0–1). */
export interface Part<T> {
  value: T;
  confidence: number;
}

/** What the planner understood of the goal, part by part (the form shows these as chips). */
export interface Understood {
  kind: Part<GoalKind>;
  /** The goal's own verb phrase, typos fixed: "open a coffee shop in my town". */
  action: Part<string>;
  subject: Part<string | null>;
  /** The target; `limit` is a time to beat ("under 50 minutes"). */
  target: Part<Target | null> & { limit?: { value: number; unit: 'minute'; bound: 'under' } };
  deadline: Part<string> & { source: Goal['deadlineSource'] };
  /** The level the person stated ("B1", "beginner", "experienced") and a distance or count they manage now. */
  level: Part<string | null> & { current?: { value: number; unit: string } };
  /** Facts that change the plan: 'has-pet', 'single', 'afraid-of-water', 'someone-elses-event', … */
  situation: string[];
  /** Hours a week the person gives it, with sessions, days and time of day when stated. */
  timePerWeek: Part<number | null> & { sessionsPerWeek?: number; weekdays?: number[]; timeOfDay?: string };
}

export interface Goal {
  language: Language;
  category: Category;
  title: string;
  deadline: string;
  /** 'text': read from the text (or chosen); 'default': none was written; 'unreadable': one was written but not understood. */
  deadlineSource: 'text' | 'default' | 'unreadable';
  target: Target | null;
  /** The goal's kind (set by the generator; absent on goals rebuilt from storage). */
  kind?: GoalKind;
  /** The domain playbook used ('swimming', 'wedding', …), or the category variant ('running', 'growth'). */
  domain?: string;
  /** What the goal is about, as it appears in labels ("Guitar", "Гитара"), when known. */
  subject?: string | null;
  /** True when no domain playbook fits and the category's general template is used. */
  generic?: boolean;
  /** Sessions per week, days or hours read from the text ("3 раза в неделю", "every day", "5 hours a week"). */
  schedule?: Preferences | null;
  /** The structured reading with confidences (set by the generator). */
  understood?: Understood;
}

export interface PlanTask {
  id: string;
  parentId: string | null;
  position: number;
  label: string;
  date: string;
  time: string;
  completed: boolean;
  /** A fixed event (race day, the exam, the wedding): replanning never moves it. */
  fixed?: boolean;
  /** Needs people at work (a meeting, an appointment): Monday to Friday. */
  workday?: boolean;
}

/** Checkpoints of the measurable target, one per milestone: monotonic, the last equals the target. */
export interface Progression {
  unit: string;
  /** 'up' when the value grows towards the target (cumulative or capability), 'down' for e.g. a body weight. */
  direction: 'up' | 'down';
  points: Array<{ taskId: string; date: string; value: number }>;
}

/** Where to find help now: a name and a number or address. */
export interface Support {
  /** The kind message shown instead of a plan, in the person's language. */
  message: string;
  resources: Array<{ name: string; contact: string }>;
}

/**
 * What the safety screen did: 'ok' (nothing found), 'adjusted' (the plan is for the safe version of the goal;
 * the warnings say why) or 'support' (words of self-harm: no plan, a kind message with where to find help).
 */
export interface Safety {
  status: 'ok' | 'adjusted' | 'support';
  /** The findings' codes ('weight-rate', 'safety-fasting', …). */
  codes: string[];
  support?: Support;
}

export interface Plan {
  goal: Goal;
  tasks: PlanTask[];
  progression: Progression | null;
  /** Which generator wrote the steps. */
  source: 'builtin' | 'llm' | 'mentor';
  /** Unrealistic target or deadline, with alternatives (in the goal's language). */
  warnings?: Warning[];
  /** At most two questions whose answers would change the plan. */
  questions?: Question[];
  /** Long goals are planned in waves: steps are dated up to this day; later ones come with `planWave`. */
  waveUntil?: string | null;
  /** The safety screen's result; with status 'support' the plan has no tasks. */
  safety?: Safety;
}
