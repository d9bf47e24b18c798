import { z } from 'zod';
import { CATEGORIES } from './categories.js';
import { CADENCES, PLAYBOOK_LIMITS as L, PLAYBOOK_ID, TIME_OF_DAY } from './playbook-limits.js';

/** A text in both languages; a mentor may give one language only (the default is used for the other). */
export const LocalText = z
  .object({
    en: z.string().trim().min(L.textLength.min).max(L.textLength.max).optional(),
    ru: z.string().trim().min(L.textLength.min).max(L.textLength.max).optional(),
  })
  .refine((t) => t.en !== undefined || t.ru !== undefined, { message: 'a text needs en or ru' });

export const Cadence = z.enum(CADENCES);

export const StepPattern = z.object({
  /** One text, or several that rotate week by week (the seed picks where the rotation starts). */
  label: z.union([LocalText, z.array(LocalText).min(L.labels.min).max(L.labels.max)]),
  /**
   * start / end: once at the start / end of the phase; weekly (times per week), biweekly, monthly (every four
   * weeks); spread: exactly as many times as the target's value (e.g. one per book), spread over the phase;
   * step: once, the phase's `step`s spaced evenly through it in the order written (book the venue, then the rings).
   */
  cadence: Cadence.default('weekly'),
  times: z.number().int().min(L.times.min).max(L.times.max).default(1),
  minutes: z.number().int().min(L.minutes.min).max(L.minutes.max).default(30),
  /** Kept first when the week has fewer free days than the phase asks for. */
  key: z.boolean().default(false),
  /**
   * always; target: only with a measurable target (total: one to accumulate, level: one to reach);
   * noTarget: only without one.
   */
  when: z.enum(['always', 'target', 'total', 'level', 'noTarget']).default('always'),
  /** Only when the target is in one of these units (e.g. ['book']). */
  units: z.array(z.string()).optional(),
  /** A step that needs other people at work (a meeting, an appointment): Monday to Friday only. */
  workday: z.boolean().default(false),
  /** A step done with someone else (a lesson with an instructor, a contractor's visit): never on a public holiday. */
  withOthers: z.boolean().default(false),
  /** Only for someone starting out (the basic gear, a beginner course): left out for an experienced person. */
  beginnerOnly: z.boolean().default(false),
  /** Only when the person has not said where they start (a placement test): left out once a level is stated. */
  unknownLevelOnly: z.boolean().default(false),
  /**
   * Books or files the goal's own event (book the test, file the application, ask for the review meeting): left
   * out when the person says it is already booked, filed or set.
   */
  unlessBooked: z.boolean().default(false),
});

export const Phase = z.object({
  id: z.string().regex(PLAYBOOK_ID),
  /** Share of the time between today and the deadline (relative to the other phases). */
  weight: z.number().positive().max(L.weightMax),
  /** A phase only someone starting out needs (gear and first lessons): left out for an experienced person. */
  beginnerOnly: z.boolean().default(false),
  /** Upper bound on the phase's length in weeks (a budget takes two weeks whatever the deadline). */
  maxWeeks: z.number().positive().max(L.maxWeeksMax).optional(),
  /** The milestone that closes the phase. */
  milestone: LocalText,
  /** Used instead of `milestone` when the goal has a measurable target (may use {cum}, {target}). */
  milestoneWithTarget: LocalText.optional(),
  steps: z.array(StepPattern).min(L.steps.min).max(L.steps.max),
});

export const Variant = z.object({
  id: z.string().regex(PLAYBOOK_ID),
  /** Chosen when the target's unit is listed or a word of the goal matches (regex source, case-insensitive). */
  match: z.object({ units: z.array(z.string()).optional(), words: z.string().optional() }).optional(),
  /** Weeks from today to the deadline when the text names none. */
  defaultWeeks: z.number().int().min(L.defaultWeeks.min).max(L.defaultWeeks.max),
  /** Working sessions per week when the person does not say. */
  sessionsPerWeek: z.number().int().min(L.sessionsPerWeek.min).max(L.sessionsPerWeek.max),
  /** Default time of day, HH:MM. */
  time: z.string().regex(TIME_OF_DAY),
  phases: z.array(Phase).min(L.phases.min).max(L.phases.max),
});

export const PlaybookSchema = z.object({
  id: z.string().min(L.idLength.min).max(L.idLength.max),
  category: z.enum(CATEGORIES),
  /** replace: use these variants; extend: add these phases' steps to the default playbook's phases of the same id. */
  mode: z.enum(['replace', 'extend']).default('replace'),
  variants: z.array(Variant).min(L.variants.min).max(L.variants.max),
});

export type Playbook = z.input<typeof PlaybookSchema>;
export type ParsedPlaybook = z.output<typeof PlaybookSchema>;
export type ParsedVariant = z.output<typeof Variant>;
export type ParsedPhase = z.output<typeof Phase>;
export type ParsedStep = z.output<typeof StepPattern>;
export type Text = z.output<typeof LocalText>;

/** Validates a playbook; throws a ZodError naming the bad field. */
export function parsePlaybook(input: unknown): ParsedPlaybook {
  return PlaybookSchema.parse(input);
}

export function safeParsePlaybook(input: unknown) {
  return PlaybookSchema.safeParse(input);
}
