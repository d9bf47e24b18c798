import { ACHIEVED_GOAL_STATUS, INITIAL_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { and, asc, eq, gte, inArray, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { goalStatusIs, goalStatusSql } from '../../db/goal-status.js';
import { rowsOf } from '../../db/rows.js';
import type { UserRow } from '../../db/schema.js';
import { goals, planMembers, plans, taskProgress, tasks, tombstones } from '../../db/schema.js';
import type { RecordEvent, WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { addDays, isIsoDate, isTime, todayIn } from '../../kernel/time.js';
import { taskAccess } from '../../policies/goals.js';
import { streakOf, type TickFeedback } from '../achievements/achievements.service.js';
import { parseChangeId } from './change-id.js';
import type { TaskRecord, TaskRow } from './types.js';

/** The user's own completion of these tasks, as a task record. */
async function withCompletion(db: Db | Tx, userId: string, rows: TaskRow[]): Promise<TaskRecord[]> {
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
async function lockPlan(tx: Tx, planId: string) {
  await tx.execute(sql`select ${plans.id} from ${plans} where ${plans.id} = ${planId} for update`);
}

// `for no key update`: serialises the settling without waiting on the key-share locks that every insert
// naming the goal (a news event, an achievement) takes; `for update` deadlocked two milestones finishing
// at once (each held a key share from its event and waited for the other's).
async function lockGoal(tx: Tx, goalId: string) {
  await tx.execute(sql`select ${goals.id} from ${goals} where ${goals.id} = ${goalId} for no key update`);
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

/** The row no longer has the version the client last saw: another device changed it meanwhile. */
const changedMeanwhile = () => new AppError('CONFLICT', 'taskChangedMeanwhile');

/**
 * Locks the task's row and checks it still has the version the client expects (an offline replay sends
 * it); without an expected version, nothing. Callers run it first thing in their transaction.
 * A changed row throws CONFLICT; a row gone meanwhile passes (the caller answers as it does without a version).
 */
async function lockVersion(tx: Tx, taskId: string, expectedVersion: number | null | undefined) {
  if (expectedVersion == null) return;
  const [row] = await tx
    .select({ version: tasks.version })
    .from(tasks)
    .where(eq(tasks.id, taskId))
    .for('update');
  if (row && row.version !== expectedVersion) throw changedMeanwhile();
}

export interface TaskPatch {
  label?: string | null;
  date?: string | null;
  time?: string | null;
  notes?: string | null;
}

/** Changes a task's label, date, time or notes (the owner's); their other devices hear of it. */
export async function updateTask(
  { db, events }: WriteDeps,
  userId: string,
  taskId: string,
  patch: TaskPatch,
  expectedVersion?: number | null,
): Promise<TaskRecord> {
  const { goalId } = await taskAccess(db, userId, taskId, { edit: true });
  if (patch.notes != null && patch.notes.length > 5000) throw badInput('notesLength', 'notes');
  const set = {
    ...(patch.label != null ? { label: parseLabel(patch.label) } : {}),
    ...(patch.date !== undefined ? { date: parseDate(patch.date) } : {}),
    ...(patch.time !== undefined ? { time: parseTime(patch.time) } : {}),
    ...(patch.notes != null ? { notes: patch.notes } : {}),
  };
  // With an expected version, the check is in the statement itself: a concurrent write that got the row
  // first has raised its version, so this one matches no row (PostgreSQL re-reads the row after the lock).
  const where =
    expectedVersion == null
      ? eq(tasks.id, taskId)
      : and(eq(tasks.id, taskId), eq(tasks.version, expectedVersion));
  const [updated] = await events.transaction(db, async (tx, record) => {
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

/** Gives the tasks the positions 0..n-1 in this order, changing only the rows that move. */
async function setPositions(tx: Tx, ids: string[]) {
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

/**
 * A milestone with steps is done, for a participant, exactly when all its steps are: settles every participant
 * of the plan (a tick settles its own person in its statements: tickStep). Callers hold the milestone's or the
 * plan's lock. Returns the participants who reached the milestone.
 */
async function settleMilestone(
  tx: Tx,
  record: RecordEvent,
  planId: string,
  milestoneId: string,
): Promise<string[]> {
  const allStepsDone = (user: ReturnType<typeof sql>) => sql`
    exists (select 1 from ${tasks} s where s.parent_id = ${milestoneId})
    and not exists (
      select 1 from ${tasks} s where s.parent_id = ${milestoneId}
      and not exists (select 1 from ${taskProgress} d where d.task_id = s.id and d.user_id = ${user}))`;
  const reached = await tx.execute(sql`
    insert into ${taskProgress} (task_id, user_id)
    select ${milestoneId}, ${planMembers.userId} from ${planMembers}
    where ${planMembers.planId} = ${planId} and ${allStepsDone(sql`${planMembers.userId}`)}
    on conflict do nothing
    returning user_id`);
  const users = rowsOf<{ user_id: string }>(reached).map((r) => r.user_id);
  if (users.length > 0) await record({ type: 'milestoneReached', milestoneId, userIds: users });
  await tx.execute(sql`
    delete from ${taskProgress} p
    where p.task_id = ${milestoneId}
    and exists (select 1 from ${tasks} s where s.parent_id = ${milestoneId})
    and not (${allStepsDone(sql`p.user_id`)})`);
  return users;
}

/**
 * The owner's goal completes when every milestone is done (recorded: goalAchieved), and becomes active again
 * when one reopens. Returns whether it completed now.
 */
async function settleGoal(
  tx: Tx,
  record: RecordEvent,
  goalId: string,
  planId: string,
  ownerId: string,
): Promise<boolean> {
  await lockGoal(tx, goalId);
  // The milestones' counts, and a completed goal with an open milestone made active again, in one
  // statement (read after the goal's lock: a concurrent settling has committed by then).
  const result = await tx.execute(sql`
    with counts as (
      select count(*)::int as total, count(*) filter (where p.task_id is null)::int as open
      from ${tasks} t
      left join ${taskProgress} p on p.task_id = t.id and p.user_id = ${ownerId}
      where t.plan_id = ${planId} and t.parent_id is null
    ), reopened as (
      update ${goals} set status = ${goalStatusSql(INITIAL_GOAL_STATUS)}, completed_at = null
      from counts
      where ${goals.id} = ${goalId} and ${goals.status} = ${goalStatusSql(ACHIEVED_GOAL_STATUS)} and counts.open > 0
      returning ${goals.id}
    )
    select total, open from counts`);
  const counts = rowsOf<{ total: number; open: number }>(result)[0];
  if (!counts || Number(counts.total) === 0 || Number(counts.open) > 0) return false;
  const [achieved] = await tx
    .update(goals)
    .set({ status: ACHIEVED_GOAL_STATUS, completedAt: new Date() })
    .where(and(eq(goals.id, goalId), sql`${goals.status} = ${goalStatusSql(INITIAL_GOAL_STATUS)}`))
    .returning();
  if (!achieved) return false;
  await record({ type: 'goalAchieved', goal: achieved });
  return true;
}

/**
 * A step ticked done and its milestone's settling in one statement. The milestone is reached when every
 * other step is done for this person (this one is, inserted here or before): the outer insert cannot see
 * the row its CTE inserts, so the step is left out of the check rather than looked up. Same answer as
 * settleMilestone's reaching half, for this person, after the insert, under the milestone's lock.
 */
async function tickStep(tx: Tx, planId: string, milestoneId: string, stepId: string, userId: string) {
  const reached = await tx.execute(sql`
    with ticked as (
      insert into ${taskProgress} (task_id, user_id) values (${stepId}, ${userId})
      on conflict do nothing
    )
    insert into ${taskProgress} (task_id, user_id)
    select ${milestoneId}, ${planMembers.userId} from ${planMembers}
    where ${planMembers.planId} = ${planId} and ${planMembers.userId} = ${userId}
    and not exists (
      select 1 from ${tasks} s where s.parent_id = ${milestoneId} and s.id <> ${stepId}
      and not exists (select 1 from ${taskProgress} d where d.task_id = s.id and d.user_id = ${userId}))
    on conflict do nothing
    returning user_id`);
  return rowsOf<{ user_id: string }>(reached).length > 0;
}

/**
 * Ticks a task off (or reopens it) for the participant who asks; a milestone's steps follow it,
 * and the milestone and (for the owner) the goal settle. Correct under any interleaving: ticks under
 * one milestone queue on its row lock, and the goal's settling on the goal's. What follows a tick
 * (achievements and the streak in the answer, news, the other devices and participants) is the
 * registry's (effects/registry.ts: taskCompleted, taskReopened).
 */
export async function setTaskCompleted(
  { db, events }: WriteDeps,
  userId: string,
  taskId: string,
  completed: boolean,
): Promise<TaskRecord & { tick: TickFeedback }> {
  if (!isUuid(taskId)) throw new AppError('NOT_FOUND', 'taskNotFound');
  const [done, effects] = await events.transaction(db, async (tx, record) => {
    // Check: access and the lock of the task's milestone in one statement, first in the transaction (the
    // lock serialises the ticks under one milestone, so its settling sees them all).
    const { task, goalId, role } = await taskAccess(tx, userId, taskId, { lockMilestone: true });
    // Write: this person's progress, then the milestone's and (for the owner) the goal's settling.
    const milestoneDone = completed
      ? await markDone(tx, record, task, userId)
      : await markOpen(tx, task, userId);
    const goalDone = role === 'owner' ? await settleGoal(tx, record, goalId, task.planId, userId) : false;
    const { now, others } = await touch(tx, task, userId);
    // Record what happened.
    const base = {
      userId,
      goalId,
      planId: task.planId,
      milestoneId: task.parentId ?? task.id,
      task: now,
      others,
    };
    await record(
      completed
        ? { type: 'taskCompleted', ...base, milestoneDone, goalDone }
        : { type: 'taskReopened', ...base },
    );
    return { now, others, goalId, milestoneDone, goalDone };
  });
  const { now, others, goalId, milestoneDone, goalDone } = done;
  const streak = effects.streak ?? (await streakOf(db, userId));
  return {
    ...now,
    tick: { userId, goalId, others, streak, earned: effects.earned, milestoneDone, goalDone },
  };
}

/**
 * Ticks a task done for this person: a step (with its milestone when this was its last open step), or a
 * milestone with all its steps. Returns whether the milestone became done for them now (it was not,
 * under the milestone's lock, and now is); recorded as milestoneReached.
 */
async function markDone(tx: Tx, record: RecordEvent, task: TaskRow, userId: string): Promise<boolean> {
  const milestoneId = task.parentId ?? task.id;
  let reached: boolean;
  if (task.parentId) {
    reached = await tickStep(tx, task.planId, task.parentId, task.id, userId);
  } else {
    const inserted = await tx
      .insert(taskProgress)
      .values((await milestoneAndSteps(tx, task.id)).map((id) => ({ taskId: id, userId })))
      .onConflictDoNothing()
      .returning({ taskId: taskProgress.taskId });
    reached = inserted.some((r) => r.taskId === task.id);
  }
  if (reached) await record({ type: 'milestoneReached', milestoneId, userIds: [userId] });
  return reached;
}

/**
 * Reopens a task for this person: a step reopens its milestone too (one of its steps is not done now:
 * settleMilestone's reopening half, for this person, in the step's own delete); a milestone its steps.
 * Never makes a milestone done (returns false).
 */
async function markOpen(tx: Tx, task: TaskRow, userId: string): Promise<false> {
  const ids = task.parentId ? [task.id, task.parentId] : await milestoneAndSteps(tx, task.id);
  await tx
    .delete(taskProgress)
    .where(and(eq(taskProgress.userId, userId), inArray(taskProgress.taskId, ids)));
  return false;
}

/** A milestone's id and its steps'. */
async function milestoneAndSteps(tx: Tx, milestoneId: string): Promise<string[]> {
  const steps = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentId, milestoneId));
  return [milestoneId, ...steps.map((r) => r.id)];
}

/**
 * The person's activity and the task as it stands now, in one statement: this person's completion,
 * their copy of the schedule (a member's dates are the plan's moved by their day offset, from the
 * activity's update) and the plan's other participants (told live after the commit).
 */
async function touch(tx: Tx, task: TaskRow, userId: string): Promise<{ now: TaskRecord; others: string[] }> {
  const touched = tx.$with('touched').as(
    tx
      .update(planMembers)
      .set({ lastActiveAt: new Date() })
      .where(and(eq(planMembers.planId, task.planId), eq(planMembers.userId, userId)))
      .returning({ dayOffset: planMembers.dayOffset }),
  );
  const [row] = await tx
    .with(touched)
    .select({
      task: tasks,
      completedAt: taskProgress.completedAt,
      dayOffset: sql<number | null>`(select ${touched.dayOffset} from ${touched})`,
      others: sql<string[]>`(select coalesce(json_agg(m.user_id), '[]'::json) from ${planMembers} m
        where m.plan_id = ${tasks.planId} and m.user_id <> ${userId})`,
    })
    .from(tasks)
    .leftJoin(taskProgress, and(eq(taskProgress.taskId, tasks.id), eq(taskProgress.userId, userId)))
    .where(eq(tasks.id, task.id));
  const current = row?.task ?? task;
  const dayOffset = Number(row?.dayOffset ?? 0);
  const completedAt = row?.completedAt ?? null;
  const others = row?.others;
  return {
    now: {
      ...current,
      date: current.date && dayOffset ? addDays(current.date, dayOffset) : current.date,
      completed: completedAt !== null,
      completedAt,
    },
    others: typeof others === 'string' ? (JSON.parse(others) as string[]) : (others ?? []),
  };
}

/** Open tasks of the plans the user follows (their own and joined) around today, in their zone. */
export async function agenda(db: Db, user: UserRow, days: number) {
  const today = todayIn(user.timezone);
  const until = addDays(today, Math.max(1, Math.min(60, days)));
  const due = sql`(${tasks.date} + ${planMembers.dayOffset})`;
  const rows = await db
    .select({
      task: tasks,
      goalId: goals.id,
      goalTitle: goals.title,
      completedAt: taskProgress.completedAt,
      dayOffset: planMembers.dayOffset,
    })
    .from(planMembers)
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .innerJoin(tasks, eq(tasks.planId, plans.id))
    .leftJoin(taskProgress, and(eq(taskProgress.taskId, tasks.id), eq(taskProgress.userId, user.id)))
    .where(
      and(
        eq(planMembers.userId, user.id),
        goalStatusIs(goals.status, 'agenda'),
        isNull(goals.deletedAt),
        // A member's dates are their own copy of the schedule: the plan's moved by their day offset.
        gte(due, addDays(today, -365)),
        lte(due, until),
        // Open tasks up to the horizon, and today's done ones so ticking does not make them vanish.
        sql`(${taskProgress.taskId} is null or ${due} = ${today})`,
      ),
    )
    .orderBy(asc(due), asc(tasks.time), asc(tasks.position));
  const items = rows.map((r) => ({
    ...r.task,
    date: r.task.date && r.dayOffset ? addDays(r.task.date, r.dayOffset) : r.task.date,
    completed: r.completedAt !== null,
    completedAt: r.completedAt,
    goalId: r.goalId,
    goalTitle: r.goalTitle,
  }));
  return {
    today,
    overdue: items.filter((t) => t.date! < today),
    dueToday: items.filter((t) => t.date === today),
    upcoming: items.filter((t) => t.date! > today),
  };
}
