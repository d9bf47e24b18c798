import { and, asc, eq, gte, inArray, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goals, plans, tasks } from '../../db/schema.js';
import { AppError, badInput } from '../../lib/errors.js';
import type { UserRow } from '../users/users.service.js';
import { addDays, isIsoDate, isTime, todayIn } from './dates.js';
import type { TaskRecord } from './goals.service.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A task the user owns, with its goal; NOT_FOUND for anyone else's. */
export async function ownTask(db: Db | Tx, userId: string, taskId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(taskId)) throw new AppError('NOT_FOUND', 'taskNotFound');
  const [row] = await db
    .select({ task: tasks, goalId: goals.id, goalStatus: goals.status })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .where(and(eq(tasks.id, taskId), eq(goals.userId, userId), isNull(goals.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'taskNotFound');
  return row;
}

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
}

export async function updateTask(
  db: Db,
  userId: string,
  taskId: string,
  patch: TaskPatch,
): Promise<TaskRecord> {
  await ownTask(db, userId, taskId);
  if (patch.notes != null && patch.notes.length > 5000) throw badInput('notesLength', 'notes');
  const set = {
    ...(patch.label != null ? { label: parseLabel(patch.label) } : {}),
    ...(patch.date !== undefined ? { date: parseDate(patch.date) } : {}),
    ...(patch.time !== undefined ? { time: parseTime(patch.time) } : {}),
    ...(patch.notes != null ? { notes: patch.notes } : {}),
  };
  const [task] = await db.update(tasks).set(set).where(eq(tasks.id, taskId)).returning();
  return task!;
}

/** Adds a milestone (no parent) or a step (under a milestone) at the end, or at a position. */
export async function addTask(
  db: Db,
  userId: string,
  input: {
    goalId: string;
    parentId?: string | null;
    label: string;
    date?: string | null;
    time?: string | null;
  },
): Promise<TaskRecord> {
  const label = parseLabel(input.label);
  const date = parseDate(input.date) ?? null;
  const time = parseTime(input.time) ?? null;
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .where(and(eq(goals.id, input.goalId), eq(goals.userId, userId), isNull(goals.deletedAt)));
  if (!plan) throw new AppError('NOT_FOUND', 'goalNotFound');
  const parentId = input.parentId ?? null;
  if (parentId) {
    const parent = await ownTask(db, userId, parentId);
    if (parent.task.planId !== plan.id) throw new AppError('NOT_FOUND', 'taskNotFound');
    if (parent.task.parentId) throw badInput('nestTooDeep', 'parentId');
  }
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(tasks.position) })
      .from(tasks)
      .where(
        and(eq(tasks.planId, plan.id), parentId ? eq(tasks.parentId, parentId) : isNull(tasks.parentId)),
      );
    const [task] = await tx
      .insert(tasks)
      .values({ planId: plan.id, parentId, label, date, time, position: (last?.position ?? -1) + 1 })
      .returning();
    if (parentId) await settleMilestone(tx, parentId);
    return task!;
  });
}

/** Deletes a task (a milestone with its steps) and closes the gap in positions. */
export async function deleteTask(db: Db, userId: string, taskId: string): Promise<TaskRecord> {
  const { task } = await ownTask(db, userId, taskId);
  await db.transaction(async (tx) => {
    await tx.delete(tasks).where(eq(tasks.id, taskId));
    await renumber(tx, task.planId, task.parentId);
    if (task.parentId) await settleMilestone(tx, task.parentId);
  });
  return task;
}

/** Moves a task to a position under a parent (null: among the milestones). Steps cannot hold steps. */
export async function moveTask(
  db: Db,
  userId: string,
  taskId: string,
  target: { parentId: string | null; position: number },
): Promise<TaskRecord> {
  const { task } = await ownTask(db, userId, taskId);
  if (target.parentId) {
    if (target.parentId === taskId) throw badInput('nestTooDeep', 'parentId');
    const parent = await ownTask(db, userId, target.parentId);
    if (parent.task.planId !== task.planId) throw new AppError('NOT_FOUND', 'taskNotFound');
    if (parent.task.parentId) throw badInput('nestTooDeep', 'parentId');
    const [child] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentId, taskId)).limit(1);
    if (child) throw badInput('nestTooDeep', 'parentId');
  }
  return db.transaction(async (tx) => {
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
    await tx.update(tasks).set({ parentId: target.parentId }).where(eq(tasks.id, taskId));
    await setPositions(tx, order);
    if (task.parentId !== target.parentId) {
      await renumber(tx, task.planId, task.parentId);
      if (task.parentId) await settleMilestone(tx, task.parentId);
    }
    if (target.parentId) await settleMilestone(tx, target.parentId);
    const [moved] = await tx.select().from(tasks).where(eq(tasks.id, taskId));
    return moved!;
  });
}

async function setPositions(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i}::int`),
    sql` `,
  );
  await tx
    .update(tasks)
    .set({ position: sql`case ${tasks.id} ${cases} end` })
    .where(inArray(tasks.id, ids));
}

async function renumber(tx: Tx, planId: string, parentId: string | null) {
  const rest = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.planId, planId), parentId ? eq(tasks.parentId, parentId) : isNull(tasks.parentId)))
    .orderBy(asc(tasks.position));
  await setPositions(
    tx,
    rest.map((r) => r.id),
  );
}

/** A milestone with steps is done exactly when all its steps are. */
async function settleMilestone(tx: Tx, milestoneId: string) {
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where not ${tasks.completed})::int`,
    })
    .from(tasks)
    .where(eq(tasks.parentId, milestoneId));
  if (!counts || counts.total === 0) return;
  const done = counts.open === 0;
  await tx
    .update(tasks)
    .set({ completed: done, completedAt: done ? new Date() : null })
    .where(and(eq(tasks.id, milestoneId), ne(tasks.completed, done)));
}

/** The goal completes when every milestone is done, and becomes active again when one is reopened. */
async function settleGoal(tx: Tx, goalId: string, planId: string) {
  const [counts] = await tx
    .select({
      open: sql<number>`count(*) filter (where not ${tasks.completed})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(tasks)
    .where(and(eq(tasks.planId, planId), isNull(tasks.parentId)));
  if (!counts || counts.total === 0) return;
  if (counts.open === 0) {
    await tx
      .update(goals)
      .set({ status: 'completed', completedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(goals.id, goalId), eq(goals.status, 'active')));
  } else {
    await tx
      .update(goals)
      .set({ status: 'active', completedAt: null, updatedAt: new Date() })
      .where(and(eq(goals.id, goalId), eq(goals.status, 'completed')));
  }
}

/** Ticks a task off (or reopens it); a milestone's steps follow it, and the milestone and goal settle. */
export async function setTaskCompleted(
  db: Db,
  userId: string,
  taskId: string,
  completed: boolean,
): Promise<TaskRecord> {
  const { task, goalId } = await ownTask(db, userId, taskId);
  return db.transaction(async (tx) => {
    const completedAt = completed ? new Date() : null;
    const [updated] = await tx
      .update(tasks)
      .set({ completed, completedAt })
      .where(eq(tasks.id, taskId))
      .returning();
    if (task.parentId) await settleMilestone(tx, task.parentId);
    else await tx.update(tasks).set({ completed, completedAt }).where(eq(tasks.parentId, taskId));
    await settleGoal(tx, goalId, task.planId);
    return updated!;
  });
}

/** Open tasks of the user's active goals around today (in their zone): overdue, today and the next days. */
export async function agenda(db: Db, user: UserRow, days: number) {
  const today = todayIn(user.timezone);
  const until = addDays(today, Math.max(1, Math.min(60, days)));
  const rows = await db
    .select({ task: tasks, goalId: goals.id, goalTitle: goals.title })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .where(
      and(
        eq(goals.userId, user.id),
        eq(goals.status, 'active'),
        isNull(goals.deletedAt),
        sql`${tasks.date} is not null`,
        lte(tasks.date, until),
        // Open tasks up to the horizon, and today's done ones so ticking does not make them vanish.
        sql`(not ${tasks.completed} or ${tasks.date} = ${today})`,
        gte(tasks.date, addDays(today, -365)),
      ),
    )
    .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.position));
  const items = rows.map((r) => ({ ...r.task, goalId: r.goalId, goalTitle: r.goalTitle }));
  return {
    today,
    overdue: items.filter((t) => t.date! < today),
    dueToday: items.filter((t) => t.date === today),
    upcoming: items.filter((t) => t.date! > today),
  };
}
