// Editing a plan by hand: a step's label, date and time, adding, deleting and moving tasks.
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import { goals, plans, tasks, tombstones } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { isIsoDate, isTime } from '../../kernel/time.js';
import { taskAccess } from '../../policies/goals.js';
import { parseChangeId } from './change-id.js';
import { checkStepDeadline } from './completion.js';
import { settleGoal, settleMilestone } from './settle.js';
import {
  changedMeanwhile,
  lockPlan,
  lockVersion,
  renumber,
  setPositions,
  withCompletion,
} from './task-rows.js';
import type { TaskRecord } from './types.js';

function parseLabel(label: string): string {
  const clean = label.trim();
  if (clean.length < 1 || clean.length > 200) throw badInput('labelLength', 'label');
  return clean;
}

function parseDate(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!isIsoDate(value)) throw badInput('dateInvalid', 'date');
  return value;
}

function parseTime(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!isTime(value)) throw badInput('timeInvalid', 'time');
  return value;
}

export interface TaskPatch {
  label?: string | null;
  date?: string | null;
  time?: string | null;
  notes?: string | null;
  /** A date after the goal's deadline moves the deadline to it (otherwise it is refused: ./completion.ts). */
  moveDeadline?: boolean | null;
}

/** Changes a task's label, date, time or notes (the owner's); their other devices hear of it. */
export async function updateTask(
  { db, events }: WriteDeps,
  userId: string,
  taskId: string,
  patch: TaskPatch,
  expectedVersion?: number | null,
): Promise<TaskRecord> {
  const { goalId, task: before } = await taskAccess(db, userId, taskId, { edit: true });
  if (patch.notes != null && patch.notes.length > 5000) throw badInput('notesLength', 'notes');
  const set = {
    ...(patch.label != null ? { label: parseLabel(patch.label) } : {}),
    ...(patch.date !== undefined ? { date: parseDate(patch.date) } : {}),
    ...(patch.time !== undefined ? { time: parseTime(patch.time) } : {}),
    ...(patch.notes != null ? { notes: patch.notes } : {}),
    // A date or time the person set stays put when the plan is re-planned.
    ...(patch.date !== undefined || patch.time !== undefined ? { byHand: true } : {}),
  };
  // With an expected version, the check is in the statement itself: a concurrent write that got the row
  // first has raised its version, so this one matches no row (PostgreSQL re-reads the row after the lock).
  const where =
    expectedVersion == null
      ? eq(tasks.id, taskId)
      : and(eq(tasks.id, taskId), eq(tasks.version, expectedVersion));
  const [updated] = await events.transaction(db, async (tx, record) => {
    // Only a new day is checked: a step already after the deadline keeps its day through other edits.
    if (set.date && set.date !== before.date)
      await checkStepDeadline(tx, goalId, set.date, patch.moveDeadline);
    const [task] = Object.keys(set).length
      ? await tx.update(tasks).set(set).where(where).returning()
      : await tx.select().from(tasks).where(where);
    if (!task) throw expectedVersion == null ? new AppError('NOT_FOUND', 'taskNotFound') : changedMeanwhile();
    const [updated] = await withCompletion(tx, userId, [task]);
    await record({ type: 'taskChanged', userId, goalId, change: 'updated', task: updated! });
    return updated!;
  });
  return updated;
}

/**
 * Adds a milestone (no parent) or a step (under a milestone) at the end. With a change id (the client's offline
 * queue), adding is idempotent: the same change sent again, one after the other or at once, finds the step the
 * first one added (looked up under the plan's lock, which every add takes) and answers with it as it is now,
 * `replayed`, changing nothing. The id is unique per plan (tasks_plan_change_key), and only the goal's owner adds
 * to a plan, so another person's same id adds their own step and never finds this one.
 */
export async function addTask(
  { db, events }: WriteDeps,
  userId: string,
  input: {
    goalId: string;
    parentId?: string | null;
    label: string;
    date?: string | null;
    time?: string | null;
    changeId?: string | null;
    moveDeadline?: boolean | null;
  },
): Promise<TaskRecord & { replayed?: true }> {
  const label = parseLabel(input.label);
  const date = parseDate(input.date) ?? null;
  const time = parseTime(input.time) ?? null;
  const changeId = parseChangeId(input.changeId);
  if (!isUuid(input.goalId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  const [plan] = await db
    .select({ id: plans.id, goalId: goals.id })
    .from(plans)
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .where(and(eq(goals.id, input.goalId), eq(goals.userId, userId), isNull(goals.deletedAt)));
  if (!plan) throw new AppError('NOT_FOUND', 'goalNotFound');
  const parentId = input.parentId ?? null;
  if (parentId) {
    const parent = await taskAccess(db, userId, parentId, { edit: true });
    if (parent.task.planId !== plan.id) throw new AppError('NOT_FOUND', 'taskNotFound');
    if (parent.task.parentId) throw badInput('nestTooDeep', 'parentId');
  }
  const [added] = await events.transaction(db, async (tx, record) => {
    await lockPlan(tx, plan.id);
    if (changeId) {
      const [earlier] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.planId, plan.id), eq(tasks.changeId, changeId)));
      // Sent again: the step the first request added (told to the other devices then).
      if (earlier) return { ...(await withCompletion(tx, userId, [earlier]))[0]!, replayed: true as const };
    }
    await checkStepDeadline(tx, plan.goalId, date, input.moveDeadline);
    const [last] = await tx
      .select({ position: max(tasks.position) })
      .from(tasks)
      .where(
        and(eq(tasks.planId, plan.id), parentId ? eq(tasks.parentId, parentId) : isNull(tasks.parentId)),
      );
    const [row] = await tx
      .insert(tasks)
      .values({
        planId: plan.id,
        parentId,
        label,
        date,
        time,
        changeId,
        byHand: date !== null,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    if (parentId) await settleMilestone(tx, record, plan.id, parentId);
    await settleGoal(tx, record, plan.goalId, plan.id, userId);
    const task = { ...row!, completed: false, completedAt: null };
    await record({ type: 'taskChanged', userId, goalId: plan.goalId, change: 'added', task });
    return task;
  });
  return added;
}

/** Deletes a task (a milestone with its steps), leaves tombstones and closes the gap in positions. */
export async function deleteTask(
  { db, events }: WriteDeps,
  userId: string,
  taskId: string,
  expectedVersion?: number | null,
): Promise<TaskRecord> {
  const { task, goalId } = await taskAccess(db, userId, taskId, { edit: true });
  const [before] = await withCompletion(db, userId, [task]);
  await events.transaction(db, async (tx, record) => {
    await lockPlan(tx, task.planId);
    await lockVersion(tx, taskId, expectedVersion);
    const removed = await tx
      .delete(tasks)
      .where(sql`${tasks.id} = ${taskId} or ${tasks.parentId} = ${taskId}`)
      .returning({ id: tasks.id });
    if (removed.length === 0) return;
    await tx
      .insert(tombstones)
      .values(removed.map((r) => ({ id: r.id, kind: 'task', userId, goalId })))
      .onConflictDoNothing();
    await renumber(tx, task.planId, task.parentId);
    if (task.parentId) await settleMilestone(tx, record, task.planId, task.parentId);
    await settleGoal(tx, record, goalId, task.planId, userId);
    await record({ type: 'taskChanged', userId, goalId, change: 'deleted', task: before! });
  });
  return before!;
}

/** Moves a task to a position under a parent (null: among the milestones). Steps cannot hold steps. */
export async function moveTask(
  { db, events }: WriteDeps,
  userId: string,
  taskId: string,
  target: { parentId: string | null; position: number },
  expectedVersion?: number | null,
): Promise<TaskRecord> {
  const { task, goalId } = await taskAccess(db, userId, taskId, { edit: true });
  if (target.parentId) {
    if (target.parentId === taskId) throw badInput('nestTooDeep', 'parentId');
    const parent = await taskAccess(db, userId, target.parentId, { edit: true });
    if (parent.task.planId !== task.planId) throw new AppError('NOT_FOUND', 'taskNotFound');
    if (parent.task.parentId) throw badInput('nestTooDeep', 'parentId');
    const [child] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentId, taskId)).limit(1);
    if (child) throw badInput('nestTooDeep', 'parentId');
  }
  const [moved] = await events.transaction(db, async (tx, record) => {
    await lockPlan(tx, task.planId);
    await lockVersion(tx, taskId, expectedVersion);
    // Read again under the lock: another move may have changed the parent meanwhile.
    const [current] = await tx.select().from(tasks).where(eq(tasks.id, taskId));
    if (!current) throw new AppError('NOT_FOUND', 'taskNotFound');
    const siblings = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          eq(tasks.planId, task.planId),
          target.parentId ? eq(tasks.parentId, target.parentId) : isNull(tasks.parentId),
          ne(tasks.id, taskId),
        ),
      )
      .orderBy(asc(tasks.position));
    const at = Math.max(0, Math.min(siblings.length, Math.trunc(target.position)));
    const order = [...siblings.slice(0, at).map((s) => s.id), taskId, ...siblings.slice(at).map((s) => s.id)];
    if (current.parentId !== target.parentId) {
      await tx.update(tasks).set({ parentId: target.parentId }).where(eq(tasks.id, taskId));
    }
    await setPositions(tx, order);
    if (current.parentId !== target.parentId) {
      await renumber(tx, task.planId, current.parentId);
      if (current.parentId) await settleMilestone(tx, record, task.planId, current.parentId);
      if (target.parentId) await settleMilestone(tx, record, task.planId, target.parentId);
      await settleGoal(tx, record, goalId, task.planId, userId);
    }
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, taskId));
    const [moved] = await withCompletion(tx, userId, [row!]);
    await record({ type: 'taskChanged', userId, goalId, change: 'moved', task: moved! });
    return moved!;
  });
  return moved;
}
