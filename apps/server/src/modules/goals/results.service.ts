// A measurable goal's results: the owner records what they measured on a day (or at a step: a test run) and
// may delete it; the forecast reads them against the plan's progression.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { goalResults, goals, plans, tasks } from '../../db/schema.js';
import type { GoalRef, WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { addDays, isIsoDate, todayIn } from '../../kernel/time.js';
import { canRecordResult } from '../../policies/goals.js';
import { parseChangeId } from './change-id.js';
import type { GoalRow } from './types.js';

export type ResultRow = typeof goalResults.$inferSelect;

/** Most results one goal holds (a daily weigh-in for almost three years). */
export const RESULTS_MAX = 1000;
const VALUE_MAX = 1e9;
const SECONDS_MAX = 7 * 24 * 3600;
const PAST_DAYS = 5 * 366;

export interface ResultInput {
  value: number;
  /** The day measured (the person's calendar); today when not given. */
  on?: string | null;
  taskId?: string | null;
  seconds?: number | null;
  note?: string | null;
  changeId?: string | null;
}

const refOf = (g: GoalRow): GoalRef => ({
  id: g.id,
  userId: g.userId,
  title: g.title,
  visibility: g.visibility,
});

function parseResult(input: ResultInput, today: string) {
  const { value } = input;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > VALUE_MAX)
    throw badInput('resultValueInvalid', 'value');
  const on = input.on ?? today;
  if (!isIsoDate(on) || on > today || on < addDays(today, -PAST_DAYS))
    throw badInput('resultDateInvalid', 'on');
  const seconds = input.seconds ?? null;
  if (seconds !== null && (!Number.isInteger(seconds) || seconds < 1 || seconds > SECONDS_MAX))
    throw badInput('resultSecondsInvalid', 'seconds');
  const note = (input.note ?? '').trim();
  if (note.length > 200) throw badInput('resultNoteTooLong', 'note');
  const taskId = input.taskId ?? null;
  if (taskId !== null && !isUuid(taskId)) throw badInput('resultStepInvalid', 'taskId');
  return { value, on, seconds, note, taskId, changeId: parseChangeId(input.changeId) };
}

/** The owner's measurable goal, locked for the write; NOT_FOUND for anyone else (a stranger learns nothing). */
async function ownMeasurableGoal(tx: Tx, goalId: string, userId: string) {
  if (!isUuid(goalId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  const [row] = await tx
    .select({ goal: goals, planId: plans.id, progression: plans.progression })
    .from(goals)
    .leftJoin(plans, eq(plans.goalId, goals.id))
    .where(and(eq(goals.id, goalId), isNull(goals.deletedAt)))
    .limit(1)
    .for('update', { of: goals });
  if (!row || !canRecordResult(row.goal, userId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  if (!row.planId || !row.progression || row.progression.points.length === 0)
    throw badInput('resultNotMeasurable', 'goalId');
  return { goal: row.goal, planId: row.planId };
}

/**
 * Records a result on the owner's measurable goal. Sent again with the same change id (the offline queue),
 * it answers the result it made the first time.
 */
export async function recordResult(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
  input: ResultInput,
): Promise<ResultRow> {
  const parsed = parseResult(input, todayIn(user.timezone));
  const [row] = await events.transaction(db, async (tx, record) => {
    const { goal, planId } = await ownMeasurableGoal(tx, goalId, user.id);
    if (parsed.changeId) {
      const [again] = await tx
        .select()
        .from(goalResults)
        .where(and(eq(goalResults.userId, user.id), eq(goalResults.changeId, parsed.changeId)));
      if (again) return again;
    }
    if (parsed.taskId) {
      const [step] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.id, parsed.taskId), eq(tasks.planId, planId)));
      if (!step) throw badInput('resultStepInvalid', 'taskId');
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(goalResults)
      .where(eq(goalResults.goalId, goal.id));
    if ((count?.n ?? 0) >= RESULTS_MAX) throw badInput('resultsTooMany', 'goalId');
    const [made] = await tx
      .insert(goalResults)
      .values({
        goalId: goal.id,
        userId: user.id,
        taskId: parsed.taskId,
        measuredOn: parsed.on,
        value: parsed.value,
        seconds: parsed.seconds,
        note: parsed.note,
        changeId: parsed.changeId,
      })
      .returning();
    await record({ type: 'resultChanged', userId: user.id, goal: refOf(goal), planId });
    return made!;
  });
  return row;
}

/** Deletes one of the owner's results; answers the goal's id. Someone else's, or none: NOT_FOUND. */
export async function deleteResult({ db, events }: WriteDeps, user: UserRow, resultId: string) {
  if (!isUuid(resultId)) throw new AppError('NOT_FOUND', 'resultNotFound');
  const [goalId] = await events.transaction(db, async (tx, record) => {
    const [row] = await tx
      .select({ result: goalResults, goal: goals, planId: plans.id })
      .from(goalResults)
      .innerJoin(goals, eq(goals.id, goalResults.goalId))
      .innerJoin(plans, eq(plans.goalId, goals.id))
      .where(and(eq(goalResults.id, resultId), isNull(goals.deletedAt)))
      .limit(1);
    if (!row || !canRecordResult(row.goal, user.id)) throw new AppError('NOT_FOUND', 'resultNotFound');
    await tx.delete(goalResults).where(eq(goalResults.id, resultId));
    await record({ type: 'resultChanged', userId: user.id, goal: refOf(row.goal), planId: row.planId });
    return row.goal.id;
  });
  return goalId;
}

/** The results of these goals, oldest first: goal id -> results. One statement for a list. */
export async function resultsOf(db: Db | Tx, goalIds: readonly string[]) {
  const out = new Map<string, ResultRow[]>();
  if (goalIds.length === 0) return out;
  const rows = await db
    .select()
    .from(goalResults)
    .where(inArray(goalResults.goalId, [...goalIds]))
    .orderBy(asc(goalResults.measuredOn), asc(goalResults.createdAt));
  for (const r of rows) {
    const list = out.get(r.goalId) ?? [];
    list.push(r);
    out.set(r.goalId, list);
  }
  return out;
}
