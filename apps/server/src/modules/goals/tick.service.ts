import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { planMembers, taskProgress, tasks } from '../../db/schema.js';
import type { RecordEvent, WriteDeps } from '../../events/domain.js';
import { AppError } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { addDays } from '../../kernel/time.js';
import { taskAccess } from '../../policies/goals.js';
import { streakOf, type TickFeedback } from '../achievements/achievements.service.js';
import { settleGoal } from './settle.js';
import type { TaskRecord, TaskRow } from './types.js';

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
