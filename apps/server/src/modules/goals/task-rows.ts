// The building blocks of a change to a plan's tasks: the locks every structural change takes, the version check an
// offline replay relies on, positions kept 0..n-1, and a task row read with its owner's completion.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { plans, taskProgress, tasks } from '../../db/schema.js';
import { AppError } from '../../kernel/errors.js';
import type { TaskRecord, TaskRow } from './types.js';

/** The user's own completion of these tasks, as a task record. */
export async function withCompletion(db: Db | Tx, userId: string, rows: TaskRow[]): Promise<TaskRecord[]> {
  if (rows.length === 0) return [];
  const done = await db
    .select({ taskId: taskProgress.taskId, completedAt: taskProgress.completedAt })
    .from(taskProgress)
    .where(
      and(
        eq(taskProgress.userId, userId),
        inArray(
          taskProgress.taskId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const at = new Map(done.map((d) => [d.taskId, d.completedAt]));
  return rows.map((r) => ({ ...r, completed: at.has(r.id), completedAt: at.get(r.id) ?? null }));
}

/** Takes the row lock that serialises every change to one plan's structure (add, move, delete). */
export async function lockPlan(tx: Tx, planId: string) {
  await tx.execute(sql`select ${plans.id} from ${plans} where ${plans.id} = ${planId} for update`);
}

/** The row no longer has the version the client last saw: another device changed it meanwhile. */
export const changedMeanwhile = () => new AppError('CONFLICT', 'taskChangedMeanwhile');

/**
 * Locks the task's row and checks it still has the version the client expects (an offline replay sends
 * it); without an expected version, nothing. Callers run it first thing in their transaction.
 * A changed row throws CONFLICT; a row gone meanwhile passes (the caller answers as it does without a version).
 */
export async function lockVersion(tx: Tx, taskId: string, expectedVersion: number | null | undefined) {
  if (expectedVersion == null) return;
  const [row] = await tx
    .select({ version: tasks.version })
    .from(tasks)
    .where(eq(tasks.id, taskId))
    .for('update');
  if (row && row.version !== expectedVersion) throw changedMeanwhile();
}

/** Gives the tasks the positions 0..n-1 in this order, changing only the rows that move. */
export async function setPositions(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i}::int`),
    sql` `,
  );
  const position = sql`case ${tasks.id} ${cases} end`;
  await tx
    .update(tasks)
    .set({ position })
    .where(and(inArray(tasks.id, ids), sql`${tasks.position} <> ${position}`));
}

/** Closes the gaps in one parent's positions (null: the milestones). */
export async function renumber(tx: Tx, planId: string, parentId: string | null) {
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
