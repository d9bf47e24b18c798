// Saving a re-plan the person chose, exactly as previewed (the rule is recomputed under the plan's lock), and
// undoing it right after. What it changed is kept in `replans`: moved tasks' old dates and times, dropped
// tasks whole (with who had done them), the deadline and rhythm before.
import { goalStatusHas } from '@stepwise/domain/goal-status';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { TaskBefore, UserRow } from '../../db/schema.js';
import { goals, plans, replans, taskProgress, tasks, tombstones } from '../../db/schema.js';
import type { GoalRef, RecordEvent, TaskSnapshot, WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { canUndoReplan } from '../../policies/goals.js';
import { ownGoal } from './goal-reads.service.js';
import { outcomeOf, parseChange, planState, type ReflowChange, whyKey } from './reflow.service.js';
import type { GoalRow } from './types.js';

const refOf = (g: GoalRow): GoalRef => ({
  id: g.id,
  userId: g.userId,
  title: g.title,
  visibility: g.visibility,
});

async function lockPlan(tx: Tx, planId: string) {
  await tx.execute(sql`select ${plans.id} from ${plans} where ${plans.id} = ${planId} for update`);
}

/** Closes the gaps dropped tasks left among their siblings. */
async function renumber(tx: Tx, planId: string) {
  await tx.execute(sql`
    update ${tasks} t set position = r.rn - 1
    from (select id, row_number() over (partition by parent_id order by position) as rn
          from ${tasks} where plan_id = ${planId}) r
    where r.id = t.id and t.position <> r.rn - 1`);
}

/** Sets dates and times of many tasks in one statement; returns the rows after. */
async function setDates(tx: Tx, list: Array<{ id: string; date: string | null; time: string | null }>) {
  if (list.length === 0) return [];
  return rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      update ${tasks} t set date = v.date, time = v.time
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as v(id uuid, date date, time text)
      where t.id = v.id
      returning t.*`),
  );
}

const snapshot = (r: Record<string, unknown>): TaskSnapshot => ({
  id: String(r.id),
  planId: String(r.plan_id ?? r.planId),
  parentId: (r.parent_id ?? r.parentId ?? null) as string | null,
  date: (r.date ?? null) as string | null,
  time: (r.time ?? null) as string | null,
  label: String(r.label ?? ''),
  version: Number(r.version),
});

export interface ReflowApplied {
  replanId: string;
  goal: GoalRow;
  kind: string;
  moved: number;
  dropped: number;
  finish: string | null;
  perWeek: number;
  replayed: boolean;
}

/**
 * Applies a change as the preview showed it. Refused, with the reason in words, when the option is not
 * available; with a change id (the offline queue), sending it again finds the first one and changes nothing.
 */
export async function applyReflow(
  deps: WriteDeps,
  user: UserRow,
  goalId: string,
  asked: ReflowChange,
  changeId?: string | null,
): Promise<ReflowApplied> {
  const change = parseChange(asked);
  if (changeId != null && !isUuid(changeId)) throw badInput('requestInvalid', 'changeId');
  const goal = await ownGoal(deps.db, goalId, user.id);
  if (goalStatusHas(goal.status, 'paused')) throw badInput('goalPausedResumeFirst');
  const [result] = await deps.events.transaction(deps.db, async (tx, record) => {
    const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.goalId, goalId));
    if (!plan) throw new AppError('NOT_FOUND', 'goalNotFound');
    await lockPlan(tx, plan.id);
    if (changeId) {
      const [earlier] = await tx
        .select()
        .from(replans)
        .where(and(eq(replans.userId, user.id), eq(replans.changeId, changeId)));
      if (earlier) {
        const [now] = await tx.select().from(goals).where(eq(goals.id, goalId));
        return {
          replanId: earlier.id,
          goal: now!,
          kind: earlier.kind,
          moved: Object.keys(earlier.after).length,
          dropped: earlier.before.filter((b) => b.row).length,
          finish: null,
          perWeek: 0,
          replayed: true,
        };
      }
    }
    const state = await planState(tx, user, goalId);
    const option = outcomeOf(state, change);
    if (!option.available) throw badInput(whyKey(option.reason ?? 'nothingToMove'));
    return save(tx, record, user, state.goal, plan.id, state, option, change, changeId ?? null);
  });
  return result;
}

async function save(
  tx: Tx,
  record: RecordEvent,
  user: UserRow,
  goal: GoalRow,
  planId: string,
  state: Awaited<ReturnType<typeof planState>>,
  option: ReturnType<typeof outcomeOf>,
  change: ReflowChange,
  changeId: string | null,
): Promise<ReflowApplied> {
  const byId = new Map(state.rows.map((r) => [r.id, r]));
  const before: TaskBefore[] = option.moves.map((m) => {
    const r = byId.get(m.id)!;
    return { id: r.id, date: r.date, time: r.time, label: r.label };
  });
  const moved = await setDates(tx, option.moves);
  let droppedRows: Array<Record<string, unknown>> = [];
  if (option.drops.length > 0) {
    const rows = await tx.select().from(tasks).where(inArray(tasks.id, option.drops));
    const progress = await tx.select().from(taskProgress).where(inArray(taskProgress.taskId, option.drops));
    for (const row of rows)
      before.push({
        id: row.id,
        date: row.date,
        time: row.time,
        label: row.label,
        row: { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
        progress: progress
          .filter((p) => p.taskId === row.id)
          .map((p) => ({ userId: p.userId, completedAt: p.completedAt.toISOString() })),
      });
    await tx.delete(tasks).where(inArray(tasks.id, option.drops));
    await tx
      .insert(tombstones)
      .values(option.drops.map((id) => ({ id, kind: 'task', userId: user.id, goalId: goal.id })))
      .onConflictDoNothing();
    await renumber(tx, planId);
    droppedRows = rows;
  }
  let saved = goal;
  if (option.deadline !== goal.deadline) {
    [saved] = (await tx
      .update(goals)
      .set({ deadline: option.deadline })
      .where(eq(goals.id, goal.id))
      .returning()) as [GoalRow];
  }
  if (change.kind === 'rhythm')
    await tx
      .update(plans)
      .set({
        rhythm: { weekdays: [...new Set(change.weekdays ?? [])].sort(), timeOfDay: change.timeOfDay ?? null },
      })
      .where(eq(plans.id, planId));
  const [row] = await tx
    .insert(replans)
    .values({
      planId,
      userId: user.id,
      kind: change.kind,
      before,
      after: Object.fromEntries(moved.map((r) => [String(r.id), Number(r.version)])),
      deadlineBefore: goal.deadline,
      rhythmBefore: state.rhythm,
      changeId,
    })
    .returning({ id: replans.id });
  await record({
    type: 'planReflowed',
    userId: user.id,
    goal: refOf(saved),
    planId,
    kind: change.kind,
    moved: moved.map(snapshot),
    dropped: droppedRows.map(snapshot),
  });
  return {
    replanId: row!.id,
    goal: saved,
    kind: change.kind,
    moved: option.moves.length,
    dropped: option.drops.length,
    finish: option.finish,
    perWeek: option.perWeek,
    replayed: false,
  };
}

/**
 * Undoes the plan's latest re-plan: moved tasks go back, dropped ones come back with who had done them, the
 * deadline and rhythm too. Refused once a task it moved has changed since (the person edited or another
 * re-plan moved it); undoing twice changes nothing the second time.
 */
export async function undoReflow(deps: WriteDeps, user: UserRow, replanId: string): Promise<GoalRow> {
  if (!isUuid(replanId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  const [found] = await deps.db
    .select({ replan: replans, goalId: plans.goalId })
    .from(replans)
    .innerJoin(plans, eq(plans.id, replans.planId))
    .where(eq(replans.id, replanId));
  if (!found || !canUndoReplan(found.replan, user.id)) throw new AppError('NOT_FOUND', 'goalNotFound');
  const goal = await ownGoal(deps.db, found.goalId, user.id);
  const [result] = await deps.events.transaction(deps.db, async (tx, record) => {
    await lockPlan(tx, found.replan.planId);
    const [r] = await tx.select().from(replans).where(eq(replans.id, replanId));
    if (r!.undoneAt) return (await tx.select().from(goals).where(eq(goals.id, goal.id)))[0]!;
    const [latest] = await tx
      .select({ id: replans.id })
      .from(replans)
      .where(and(eq(replans.planId, r!.planId), isNull(replans.undoneAt)))
      .orderBy(desc(replans.createdAt))
      .limit(1);
    const ids = Object.keys(r!.after);
    const now = ids.length
      ? await tx.select({ id: tasks.id, version: tasks.version }).from(tasks).where(inArray(tasks.id, ids))
      : [];
    const stale =
      latest?.id !== r!.id || now.length !== ids.length || now.some((t) => r!.after[t.id] !== t.version);
    if (stale) throw new AppError('CONFLICT', 'replanUndoGone');
    const restored = await restore(tx, r!.before);
    const [saved] = await tx
      .update(goals)
      .set({ deadline: r!.deadlineBefore })
      .where(eq(goals.id, goal.id))
      .returning();
    await tx.update(plans).set({ rhythm: r!.rhythmBefore }).where(eq(plans.id, r!.planId));
    await tx.update(replans).set({ undoneAt: new Date() }).where(eq(replans.id, r!.id));
    await record({
      type: 'planReflowed',
      userId: user.id,
      goal: refOf(saved!),
      planId: r!.planId,
      kind: 'undo',
      moved: restored.map(snapshot),
      dropped: [],
    });
    return saved!;
  });
  return result;
}

/** Puts moved tasks back and brings dropped ones back (same ids, positions, progress); their tombstones go. */
async function restore(tx: Tx, before: TaskBefore[]) {
  const dropped = before.filter((b) => b.row);
  if (dropped.length > 0) {
    const rows = dropped.map((b) => {
      const row = b.row as Record<string, unknown>;
      return {
        ...(row as typeof tasks.$inferInsert),
        createdAt: new Date(String(row.createdAt)),
        updatedAt: new Date(String(row.updatedAt)),
      };
    });
    // Make room at their old positions (the constraint is checked at commit).
    for (const row of rows.sort((a, b) => a.position - b.position))
      await tx.execute(sql`
        update ${tasks} set position = position + 1
        where plan_id = ${row.planId} and parent_id is not distinct from ${row.parentId ?? null}
          and position >= ${row.position}`);
    await tx.insert(tasks).values(rows);
    const progress = dropped.flatMap((b) =>
      (b.progress ?? []).map((p) => ({
        taskId: b.id,
        userId: p.userId,
        completedAt: new Date(p.completedAt),
      })),
    );
    if (progress.length > 0) await tx.insert(taskProgress).values(progress).onConflictDoNothing();
    await tx.delete(tombstones).where(
      and(
        eq(tombstones.kind, 'task'),
        inArray(
          tombstones.id,
          dropped.map((b) => b.id),
        ),
      ),
    );
  }
  return setDates(
    tx,
    before.filter((b) => !b.row).map((b) => ({ id: b.id, date: b.date, time: b.time })),
  );
}
