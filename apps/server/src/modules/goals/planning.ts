import { randomUUID } from 'node:crypto';
import { generatePlan, planWave } from '@stepwise/planner/generate';
import { generatePlanWithLlm, type LlmOptions } from '@stepwise/planner/llm';
import { answeredInput, withQuestions } from '@stepwise/planner/questions';
import { type PlannedPlan, type PlanRequest, planInput } from '@stepwise/planner/request';
import type { Plan, PlanInput, Warning } from '@stepwise/planner/types';
import type { StoredProgression } from '../../db/schema.js';

// The request and planFor (the plan of a request with its one-tap answers applied) live in the planner
// package, so the web app plans from the same input (offline goals, the form's instant preview).
export { planAnswered as planFor } from '@stepwise/planner/questions';
export type { PlannedPlan, PlanRequest } from '@stepwise/planner/request';

/** The planner input of a request, its answers applied (a deadline, the hours a week). */
const inputOf = (request: PlanRequest) => answeredInput(planInput(request));

/**
 * Like planFor, and when a language model is configured (PLANNER_LLM_URL) and the goal has no built-in playbook
 * (a generic plan or an unreadable deadline), asks the model for a playbook: validated, cached per goal text,
 * dated by the built-in scheduler; any failure or timeout gives the built-in plan. A mentor's playbook wins.
 */
export async function planWithModel(
  request: PlanRequest,
  llm?: LlmOptions | undefined,
): Promise<PlannedPlan> {
  const input = inputOf(request);
  if (!llm || input.playbook) return withQuestions({ ...generatePlan(input), input });
  return withQuestions({ ...(await generatePlanWithLlm(input, llm)), input });
}

/**
 * The steps of a long plan's next wave, from `from` on, each with the position (0-based) of the
 * milestone it belongs to: the planner names milestones m1, m2, … in order.
 */
export function nextWave(input: PlanInput, from: string) {
  return planWave(input, from).map((t) => ({
    milestoneIndex: Number(/^m(\d+)$/.exec(t.parentId ?? '')?.[1] ?? 0) - 1,
    label: t.label.slice(0, 200),
    date: t.date,
    time: t.time,
  }));
}

/**
 * What an edit of the deadline does to a plan: the open steps that fall after the new deadline, and the
 * warnings of the goal with that deadline (too close, unrealistic). When `stepsAfter` is not empty, the client
 * offers to replan (regenerate the open steps with planFor and the new deadline).
 */
export function deadlineEdit(
  request: PlanRequest,
  tasks: Array<Pick<TaskRow, 'id' | 'date'> & { completed: boolean }>,
  newDeadline: string,
): { stepsAfter: string[]; warnings: Warning[]; earlier: boolean; oldDeadline: string } {
  const before = generatePlan(inputOf(request));
  const after = generatePlan({ ...inputOf(request), deadline: newDeadline });
  return {
    stepsAfter: tasks.filter((t) => !t.completed && t.date !== null && t.date > newDeadline).map((t) => t.id),
    warnings: after.warnings ?? [],
    earlier: newDeadline < (request.deadline ?? before.goal.deadline),
    oldDeadline: request.deadline ?? before.goal.deadline,
  };
}

export interface TaskRow {
  id: string;
  planId: string;
  parentId: string | null;
  position: number;
  label: string;
  date: string | null;
  time: string | null;
}

/** The planner's tasks as rows (fresh ids, parents before children) and its progression on those ids. */
export function planRows(
  planId: string,
  plan: Plan,
): { tasks: TaskRow[]; progression: StoredProgression | null } {
  const ids = new Map(plan.tasks.map((t) => [t.id, randomUUID()]));
  const progression = plan.progression
    ? {
        unit: plan.progression.unit,
        direction: plan.progression.direction,
        points: plan.progression.points.map((p) => ({ ...p, taskId: ids.get(p.taskId) ?? null })),
      }
    : null;
  return { tasks: taskRows(ids, planId, plan), progression };
}

function taskRows(ids: Map<string, string>, planId: string, plan: Plan): TaskRow[] {
  return [...plan.tasks]
    .sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null))
    .map((t) => ({
      id: ids.get(t.id)!,
      planId,
      parentId: t.parentId ? ids.get(t.parentId)! : null,
      position: t.position,
      label: t.label.slice(0, 200),
      date: t.date,
      time: t.time,
    }));
}
