import { z } from 'zod';
import { CATEGORIES } from './categories.js';

/** A text in both languages; a mentor may give one language only (the default is used for the other). */
export const LocalText = z
  .object({
    en: z.string().trim().min(1).max(200).optional(),
    ru: z.string().trim().min(1).max(200).optional(),
  })
  .refine((t) => t.en !== undefined || t.ru !== undefined, { message: 'a text needs en or ru' });

export const Cadence = z.enum(['start', 'end', 'weekly', 'biweekly', 'monthly', 'spread', 'step']);

export const StepPattern = z.object({
  /** One text, or several that rotate week by week (the seed picks where the rotation starts). */
  label: z.union([LocalText, z.array(LocalText).min(1).max(12)]),
  /**
   * start / end: once at the start / end of the phase; weekly (times per week), biweekly, monthly (every four
   * weeks); spread: exactly as many times as the target's value (e.g. one per book), spread over the phase;
   * step: once, the phase's `step`s spaced evenly through it in the order written (book the venue, then the rings).
   */
  cadence: Cadence.default('weekly'),
  times: z.number().int().min(1).max(7).default(1),
  minutes: z.number().int().min(5).max(600).default(30),
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
});

export const Phase = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** Share of the time between today and the deadline (relative to the other phases). */
  weight: z.number().positive().max(100),
  /** Upper bound on the phase's length in weeks (a budget takes two weeks whatever the deadline). */
  maxWeeks: z.number().positive().max(156).optional(),
  /** The milestone that closes the phase. */
  milestone: LocalText,
  /** Used instead of `milestone` when the goal has a measurable target (may use {cum}, {target}). */
  milestoneWithTarget: LocalText.optional(),
  steps: z.array(StepPattern).min(1).max(20),
});

export const Variant = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** Chosen when the target's unit is listed or a word of the goal matches (regex source, case-insensitive). */
  match: z.object({ units: z.array(z.string()).optional(), words: z.string().optional() }).optional(),
  /** Weeks from today to the deadline when the text names none. */
  defaultWeeks: z.number().int().min(1).max(156),
  /** Working sessions per week when the person does not say. */
  sessionsPerWeek: z.number().int().min(1).max(7),
  /** Default time of day, HH:MM. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  phases: z.array(Phase).min(3).max(8),
});

export const PlaybookSchema = z.object({
  id: z.string().min(1).max(80),
  category: z.enum(CATEGORIES),
  /** replace: use these variants; extend: add these phases' steps to the default playbook's phases of the same id. */
  mode: z.enum(['replace', 'extend']).default('replace'),
  variants: z.array(Variant).min(1).max(10),
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
