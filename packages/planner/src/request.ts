import { type Category, isCategory } from './categories.js';
import { isIsoDate } from './dates.js';
import { generatePlan } from './generate.js';
import { type Playbook, safeParsePlaybook } from './playbook-schema.js';
import type { Goal, Plan, PlanInput, Question, Safety, Target, Warning } from './types.js';
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

/** A goal's fields as the createGoal and previewGoal mutations take them (and the web app's offline create). */
export interface GoalFields {
  text: string;
  category?: string | null | undefined;
  deadline?: string | null | undefined;
  /** One-tap answers to the preview's questions. */
  answers?: ReadonlyArray<{ id: string; value: string }> | null | undefined;
  /** A smaller target accepted from a warning's alternative. */
  target?: { value: number; unit: string } | null | undefined;
}

/** A refused field: the field, and the key of the message that says why (the server's BAD_USER_INPUT). */
export type GoalFieldProblem =
  | { field: 'text'; reason: 'goalTextRequired' }
  | { field: 'category'; reason: 'categoryInvalid' }
  | { field: 'deadline'; reason: 'deadlineInvalid' }
  | { field: 'answers'; reason: 'answersInvalid' }
  | { field: 'target'; reason: 'targetInvalid' };

export interface GoalRequestReading {
  /** What to plan from, without the mentor's playbook; null when the text cannot be planned. */
  request: PlanRequest | null;
  /** The refused fields, in the order they are checked (left out of the request). */
  problems: GoalFieldProblem[];
}

const ANSWER_ID = /^[a-z][a-z0-9-]{0,39}$/;
/** The latest deadline a goal may have. */
const LAST_DEADLINE = '2100-01-01';

/** The goal text as planned: trimmed, 3 to 500 characters; undefined when it cannot be planned. */
export function goalText(text: string): string | undefined {
  const clean = text.trim();
  return clean.length >= 3 && clean.length <= 500 ? clean : undefined;
}

/** A deadline a goal may have: a real day (YYYY-MM-DD), from today to 2100-01-01. */
export const isGoalDeadline = (deadline: string, today: string): boolean =>
  isIsoDate(deadline) && deadline >= today && deadline <= LAST_DEADLINE;

/** A target that can be planned: a positive number, not absurdly large, with a unit of 1 to 30 characters. */
function usableTarget(target: { value: number; unit: string }): boolean {
  const unit = target.unit.trim();
  return (
    Number.isFinite(target.value) && target.value > 0 && target.value <= 1e12 && !!unit && unit.length <= 30
  );
}

/**
 * An alternative target the person accepted, with the measure and start of the target the text itself names
 * when the units agree. Undefined when there is none or it is unusable (readGoalRequest reports that).
 */
export function acceptedTarget(
  target: { value: number; unit: string } | null | undefined,
  context: { text: string; today: string; timezone: string },
): Target | undefined {
  if (!target || !usableTarget(target)) return undefined;
  const unit = target.unit.trim();
  const understood = understandGoal(context).target;
  return {
    value: target.value,
    unit,
    measure: understood && understood.unit === unit ? understood.measure : 'total',
    ...(understood?.unit === unit && understood.start != null ? { start: understood.start } : {}),
  };
}

/**
 * The rules of a goal request, for the server (which refuses the first problem) and the web app (which plans
 * offline without the refused fields): the text trimmed, 3 to 500 characters; a known category; a real day from
 * today to 2100-01-01; at most five answers with short ids and values; a usable target.
 */
export function readGoalRequest(
  fields: GoalFields,
  context: { today: string; timezone: string },
): GoalRequestReading {
  const problems: GoalFieldProblem[] = [];
  const text = goalText(fields.text);
  if (text === undefined) problems.push({ field: 'text', reason: 'goalTextRequired' });

  const category = fields.category || undefined;
  if (category !== undefined && !isCategory(category))
    problems.push({ field: 'category', reason: 'categoryInvalid' });

  const deadline = fields.deadline || undefined;
  const deadlineOk = deadline === undefined || isGoalDeadline(deadline, context.today);
  if (!deadlineOk) problems.push({ field: 'deadline', reason: 'deadlineInvalid' });

  const given = fields.answers ?? [];
  const answersOk = given.length <= 5 && given.every((a) => ANSWER_ID.test(a.id) && a.value.length <= 40);
  if (!answersOk) problems.push({ field: 'answers', reason: 'answersInvalid' });

  if (fields.target && !usableTarget(fields.target))
    problems.push({ field: 'target', reason: 'targetInvalid' });

  if (text === undefined) return { request: null, problems };
  return {
    request: {
      text,
      category: category !== undefined && isCategory(category) ? category : undefined,
      deadline: deadlineOk ? deadline : undefined,
      today: context.today,
      timezone: context.timezone,
      answers:
        answersOk && given.length > 0 ? Object.fromEntries(given.map((a) => [a.id, a.value])) : undefined,
      target: acceptedTarget(fields.target, { text, today: context.today, timezone: context.timezone }),
    },
    problems,
  };
}

/** What the goal form shows before saving: the plan's understanding of the goal, its warnings and questions. */
export type GoalPreview = Goal & { warnings: Warning[]; questions: Question[]; safety?: Safety };

/** `understood` (the reading with confidences) rides on the goal; `safety` says when there is no plan at all. */
export function previewOf(plan: Plan): GoalPreview {
  return {
    ...plan.goal,
    warnings: plan.warnings ?? [],
    questions: plan.questions ?? [],
    ...(plan.safety ? { safety: plan.safety } : {}),
  };
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
