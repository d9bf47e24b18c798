// Re-plans the person agrees to: the choice after missed work, the rhythm, shifting, a new deadline. The
// arithmetic is the planner's (replan-choice.ts), the same the web app previews with; here the plan is read,
// the chosen outcome is recomputed under the plan's lock and saved as it was previewed, with what it changed
// kept for undo.
import { goalStatusHas } from '@stepwise/domain/goal-status';
import { localDate } from '@stepwise/planner/pause';
import { isEventLabel } from '@stepwise/planner/replan';
import {
  fitDeadline,
  needsChoice,
  type Option,
  type ReflowInput,
  type ReflowStep,
  replanOptions,
  rhythmChange,
  shiftPlan,
} from '@stepwise/planner/replan-choice';
import { and, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { StoredRhythm, UserRow } from '../../db/schema.js';
import { plans, taskProgress, tasks } from '../../db/schema.js';
import { AppError, badInput } from '../../kernel/errors.js';
import type { MessageKey } from '../../kernel/messages.js';
import { isIsoDate, isTime, todayIn } from '../../kernel/time.js';
import { ownGoal, tasksOf } from './goal-reads.service.js';
import type { GoalRow } from './types.js';

export const REFLOW_KINDS = ['gradual', 'shift', 'lighten', 'drop', 'rhythm', 'shiftBy', 'deadline'] as const;
export type ReflowKind = (typeof REFLOW_KINDS)[number];

/** A re-plan as asked: one of the four ways on, a rhythm, a shift by days, or a new deadline. */
export interface ReflowChange {
  kind: ReflowKind;
  days?: number | null;
  weekdays?: number[] | null;
  timeOfDay?: string | null;
  deadline?: string | null;
}

/** Checks a change's arguments (a clear error in the person's language for each wrong one). */
export function parseChange(change: ReflowChange): ReflowChange {
  if (!REFLOW_KINDS.includes(change.kind)) throw badInput('replanKindInvalid', 'kind');
  if (change.kind === 'shiftBy') {
    const d = change.days;
    if (d == null || !Number.isInteger(d) || d === 0 || Math.abs(d) > 366)
      throw badInput('replanDaysInvalid', 'days');
  }
  if (change.kind === 'rhythm') {
    const w = change.weekdays ?? [];
    const t = change.timeOfDay ?? null;
    if (w.length === 0 || w.length > 7 || w.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
      throw badInput('rhythmInvalid', 'weekdays');
    if (t !== null && !isTime(t)) throw badInput('rhythmInvalid', 'timeOfDay');
  }
  if (
    change.kind === 'deadline' &&
    (!change.deadline || !isIsoDate(change.deadline) || change.deadline > '2100-01-01')
  )
    throw badInput('deadlineInvalid', 'deadline');
  return change;
}

export interface PlanState {
  goal: GoalRow;
  planId: string;
  rhythm: StoredRhythm | null;
  input: ReflowInput;
  /** The person's tasks as they are (dates as the owner has them). */
  rows: Awaited<ReturnType<typeof tasksOf>> extends Map<string, infer L> ? L : never;
}

/** The plan as the rule reads it: the owner's steps, which of them are pinned (by hand) or fixed events. */
export async function planState(db: Db | Tx, user: UserRow, goalId: string): Promise<PlanState> {
  const goal = await ownGoal(db as Db, goalId, user.id);
  const [plan] = await db
    .select({ id: plans.id, rhythm: plans.rhythm })
    .from(plans)
    .where(eq(plans.goalId, goalId));
  if (!plan) throw new AppError('NOT_FOUND', 'goalNotFound');
  const rows = (await tasksOf(db as Db, [goalId], user.id)).get(goalId) ?? [];
  const [last] = await db
    .select({ at: max(taskProgress.completedAt) })
    .from(taskProgress)
    .innerJoin(tasks, eq(tasks.id, taskProgress.taskId))
    .where(and(eq(tasks.planId, plan.id), eq(taskProgress.userId, user.id)));
  const milestones = rows.filter((r) => r.parentId === null);
  const lastMilestone = milestones.at(-1)?.id;
  const steps: ReflowStep[] = rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    date: r.date,
    time: r.time,
    completed: r.completed,
    label: r.label,
    pinned: r.byHand,
    // The goal's own day (the race on the deadline) never moves.
    fixed: r.parentId === lastMilestone && r.date === goal.deadline && isEventLabel(r.label),
  }));
  const lastDone = last?.at ? localDate(new Date(last.at), user.timezone) : null;
  return {
    goal,
    planId: plan.id,
    rhythm: plan.rhythm ?? null,
    rows,
    input: {
      steps,
      today: todayIn(user.timezone),
      deadline: goal.deadline,
      rhythm: plan.rhythm ?? null,
      lastDone,
    },
  };
}

/** The outcome of a change for this plan now (what the preview shows and what applying saves). */
export function outcomeOf(state: PlanState, change: ReflowChange): Option {
  const { input } = state;
  switch (change.kind) {
    case 'rhythm':
      return rhythmChange(input, { weekdays: change.weekdays ?? [], timeOfDay: change.timeOfDay ?? null });
    case 'shiftBy':
      return shiftPlan(input, change.days ?? 0);
    case 'deadline':
      return fitDeadline(input, change.deadline!);
    default:
      return replanOptions(input).find((o) => o.kind === change.kind)!;
  }
}

/** Whether the plan should offer the choice now, and the four ways on with their previews. */
export async function replanChoice(db: Db, user: UserRow, goalId: string) {
  const state = await planState(db, user, goalId);
  const needs = needsChoice(state.input);
  return {
    ...needs,
    // A paused goal is re-planned on resume, not while it rests.
    offer: needs.offer && !goalStatusHas(state.goal.status, 'paused'),
    options: replanOptions(state.input),
    rhythm: state.rhythm,
  };
}

export async function reflowPreview(db: Db, user: UserRow, goalId: string, change: ReflowChange) {
  return outcomeOf(await planState(db, user, goalId), parseChange(change));
}

/** The message key that says why an option cannot be taken. */
export const whyKey = (reason: string) =>
  `replanWhy${reason.charAt(0).toUpperCase()}${reason.slice(1)}` as MessageKey;
