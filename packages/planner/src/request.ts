import type { Category } from './categories.js';
import { generatePlan } from './generate.js';
import { type Playbook, safeParsePlaybook } from './playbook-schema.js';
import type { Goal, Plan, PlanInput, Question, Target, Warning } from './types.js';
import { understandGoal } from './understand.js';

/**
 * What the server plans a goal from, and what the web app can plan from offline: the same request gives the
 * same plan on both sides (the planner is pure; `today` is the day in the person's zone).
 */
export interface PlanRequest {
  text: string;
  category?: Category | undefined;
  deadline?: string | undefined;
  today: string;
  timezone: string;
  /** The mentor's playbook as stored (JSON text), if the user has a mentor with one. */
  mentorPlaybook?: string | null | undefined;
  /** One-tap answers to the plan's questions ("running-now": "5"). */
  answers?: Record<string, string> | undefined;
  /** A smaller target the user accepted from a warning's alternative. */
  target?: Target | undefined;
}

/** A stored mentor playbook (JSON text) when it parses and is valid; otherwise nothing (never fatal). */
export function mentorPlaybookOf(stored: string | null | undefined): Playbook | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return safeParsePlaybook(value).success ? (value as Playbook) : undefined;
  } catch {
    return undefined;
  }
}

/** The planner input of a request. */
export function planInput(request: PlanRequest): PlanInput {
  const playbook = mentorPlaybookOf(request.mentorPlaybook);
  return {
    text: request.text,
    category: request.category,
    today: request.today,
    timezone: request.timezone,
    ...(request.deadline ? { deadline: request.deadline } : {}),
    ...(request.answers ? { answers: request.answers } : {}),
    ...(request.target ? { target: request.target } : {}),
    ...(playbook ? { playbook } : {}),
  };
}

/** A generated plan with the planner input that made it (stored, so later waves are laid out the same way). */
export type PlannedPlan = Plan & { input: PlanInput };

/** Runs the planner with the mentor's playbook when it is valid, else the built-in playbooks. */
export function planFor(request: PlanRequest): PlannedPlan {
  const input = planInput(request);
  return { ...generatePlan(input), input };
}

/**
 * An alternative target the person accepted (a positive number with a short unit), with the measure and start
 * of the target the text itself names when the units agree. Undefined when there is none or it is unusable
 * (the server answers such input with an error instead).
 */
export function acceptedTarget(
  target: { value: number; unit: string } | null | undefined,
  context: { text: string; today: string; timezone: string },
): Target | undefined {
  if (!target) return undefined;
  const unit = target.unit.trim();
  if (!Number.isFinite(target.value) || target.value <= 0 || target.value > 1e12 || !unit || unit.length > 30)
    return undefined;
  const understood = understandGoal(context).target;
  return {
    value: target.value,
    unit,
    measure: understood && understood.unit === unit ? understood.measure : 'total',
    ...(understood?.unit === unit && understood.start != null ? { start: understood.start } : {}),
  };
}

/** What the goal form shows before saving: the plan's understanding of the goal, its warnings and questions. */
export type GoalPreview = Goal & { warnings: Warning[]; questions: Question[] };

export function previewOf(plan: Plan): GoalPreview {
  return { ...plan.goal, warnings: plan.warnings ?? [], questions: plan.questions ?? [] };
}

/** The day it is in an IANA time zone, as YYYY-MM-DD (the planner's `today`; the server's todayIn). */
export function todayInZone(timezone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
