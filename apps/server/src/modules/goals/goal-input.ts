import { type Category, isCategory } from '@stepwise/planner/categories';
import { corrections } from '@stepwise/planner/questions';
import {
  type GoalFieldProblem,
  type GoalFields,
  goalText,
  isGoalDeadline,
  previewOf,
  readGoalRequest,
} from '@stepwise/planner/request';
import type { UserRow } from '../../db/schema.js';
import { badInput } from '../../kernel/errors.js';
import { todayIn } from '../../kernel/time.js';
import { VISIBILITIES } from '../../policies/goals.js';
import { planFor } from './planning.js';

/** Throws the first refused field of a goal request (BAD_USER_INPUT naming it), among `fields` when given. */
export function refuse(
  problems: readonly GoalFieldProblem[],
  fields?: ReadonlyArray<GoalFieldProblem['field']>,
) {
  const problem = problems.find((p) => !fields || fields.includes(p.field));
  if (problem) throw badInput(problem.reason, problem.field);
}

export function parseCategory(value: string | null | undefined): Category | undefined {
  if (value == null || value === '') return undefined;
  if (!isCategory(value)) throw badInput('categoryInvalid', 'category');
  return value;
}

export function parseVisibility(value: string | null | undefined) {
  if (value == null) return undefined;
  if (!VISIBILITIES.includes(value as never)) throw badInput('visibilityInvalid', 'visibility');
  return value as (typeof VISIBILITIES)[number];
}

export function parseDeadline(value: string | null | undefined, today: string): string | undefined {
  if (value == null || value === '') return undefined;
  if (!isGoalDeadline(value, today)) throw badInput('deadlineInvalid', 'deadline');
  return value;
}

export function parseText(text: string): string {
  const clean = goalText(text);
  if (clean === undefined) throw badInput('goalTextRequired', 'text');
  return clean;
}

export function parseTitle(title: string | null | undefined): string | undefined {
  if (title == null) return undefined;
  const clean = title.trim();
  if (clean.length < 1 || clean.length > 120) throw badInput('titleLength', 'title');
  return clean;
}

export function parseDescription(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  if (value.length > 2000) throw badInput('descriptionLength', 'description');
  return value.trim();
}

/**
 * What the planner understands of a goal text before it is saved, shown to the person first: kind, domain,
 * subject, deadline, target and schedule, the reading part by part with confidences (`understood`), its
 * warnings (with an alternative to accept), at most two one-tap questions and the choices that correct each part. The built-in generator only (fast, offline): the model is asked when the goal is created.
 */
export function previewGoal(user: UserRow, input: GoalFields) {
  const read = readGoalRequest(input, { today: todayIn(user.timezone), timezone: user.timezone });
  refuse(read.problems);
  if (!read.request) throw badInput('goalTextRequired', 'text');
  const plan = planFor(read.request);
  return { ...previewOf(plan), corrections: corrections(plan) };
}
