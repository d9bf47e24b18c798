import type { Category } from '@stepwise/planner/categories';
import { replan } from '@stepwise/planner/replan';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { goals, planMembers, plans, taskProgress, tasks, tombstones } from '../../db/schema.js';
import { badInput } from '../../kernel/errors.js';
import { isIsoDate, todayIn } from '../../kernel/time.js';
import { parseDeadline } from './goal-input.js';
import { ownGoal, tasksOf } from './goal-reads.service.js';
import { mentorPlaybook } from './goals.service.js';
import { deadlineEdit, planFor, planRows } from './planning.js';
import type { GoalRow } from './types.js';

/**
 * What saving an earlier deadline would do to the plan: the open steps left after it and the warnings of the
 * goal with that deadline. The edit form asks before saving, so it can warn and offer to replan.
 */
export async function deadlineEditCheck(db: Db, user: UserRow, goalId: string, newDeadline: string) {
  const goal = await ownGoal(db, goalId, user.id);
  const today = todayIn(user.timezone);
  const deadline = parseDeadline(newDeadline, today);
  if (!deadline) throw badInput('deadlineInvalid', 'deadline');
  const list = (await tasksOf(db, [goalId], user.id)).get(goalId) ?? [];
  const edit = deadlineEdit(
    {
      text: goal.description || goal.title,
      category: goal.category as Category,
      deadline: goal.deadline && goal.deadline >= today ? goal.deadline : undefined,
      today,
      timezone: user.timezone,
    },
    list.filter((t) => t.parentId !== null),
    deadline,
  );
  const earlier = goal.deadline ? deadline < goal.deadline : edit.earlier;
  return {
    deadline,
    earlier,
    stepsAfterDeadline: earlier ? edit.stepsAfter.length : 0,
    warnings: edit.warnings.filter((w) => w.code !== 'generic-plan'),
  };
}

/**
 * Generates the plan anew from the goal, keeping the plan (and its members); refused once anyone
 * has done a task (replan keeps done work). The old tasks leave tombstones for syncing clients.
 */
export async function regeneratePlan(db: Db, user: UserRow, goalId: string): Promise<GoalRow> {
  const goal = await ownGoal(db, goalId, user.id);
  const today = todayIn(user.timezone);
  const generated = planFor({
    text: goal.description || goal.title,
    category: goal.category as Category,
    deadline: goal.deadline && goal.deadline >= today ? goal.deadline : undefined,
    today,
    timezone: user.timezone,
    mentorPlaybook: await mentorPlaybook(db, user),
  });
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.goalId, goalId)).for('update');
    const planId = plan?.id ?? crypto.randomUUID();
    if (plan) {
      const [done] = await tx
        .select({ id: taskProgress.taskId })
        .from(taskProgress)
        .innerJoin(tasks, eq(tasks.id, taskProgress.taskId))
        .where(eq(tasks.planId, plan.id))
        .limit(1);
      if (done) throw badInput('regenerateHasProgress');
      const removed = await tx.delete(tasks).where(eq(tasks.planId, plan.id)).returning({ id: tasks.id });
      if (removed.length > 0) {
        await tx
          .insert(tombstones)
          .values(removed.map((r) => ({ id: r.id, kind: 'task', userId: user.id, goalId })))
          .onConflictDoNothing();
      }
    }
    const rows = planRows(planId, generated);
    if (plan) {
      await tx
        .update(plans)
        .set({
          source: generated.source,
          progression: rows.progression,
          generatedAt: new Date(),
          request: generated.input as unknown as Record<string, unknown>,
          waveUntil: generated.waveUntil ?? null,
        })
        .where(eq(plans.id, planId));
    } else {
      await tx.insert(plans).values({
        id: planId,
        goalId,
        source: generated.source,
        progression: rows.progression,
        request: generated.input as unknown as Record<string, unknown>,
        waveUntil: generated.waveUntil ?? null,
      });
      await tx.insert(planMembers).values({ planId, userId: user.id, role: 'owner' }).onConflictDoNothing();
    }
    if (rows.tasks.length > 0) await tx.insert(tasks).values(rows.tasks);
    const [updated] = await tx
      .update(goals)
      .set({ deadline: generated.goal.deadline })
      .where(eq(goals.id, goalId))
      .returning();
    return updated!;
  });
}

/**
 * Moves what is left so the deadline holds (missed sessions that a later one covers are dropped, never
 * crammed in). When it cannot hold, a later deadline is only proposed; the person accepts it by calling
 * again with `acceptDeadline`, which saves it and lays the open steps out to it. Done work never moves.
 */
export async function replanGoal(db: Db, user: UserRow, goalId: string, acceptDeadline?: string | null) {
  const goal = await ownGoal(db, goalId, user.id);
  const today = todayIn(user.timezone);
  if (
    acceptDeadline != null &&
    (!isIsoDate(acceptDeadline) || acceptDeadline <= today || acceptDeadline > '2100-01-01')
  ) {
    throw badInput('deadlineInvalid', 'acceptDeadline');
  }
  const deadline = acceptDeadline ?? (goal.deadline && goal.deadline > today ? goal.deadline : today);
  const list = (await tasksOf(db, [goalId], user.id)).get(goalId) ?? [];
  const dated = list.filter((t) => t.date && t.time);
  const result = replan(
    {
      goal: {
        language: goal.language as 'en' | 'ru',
        category: goal.category as Category,
        title: goal.title,
        deadline,
        deadlineSource: 'text',
        target: null,
      },
      tasks: dated.map((t) => ({
        id: t.id,
        parentId: t.parentId,
        position: t.position,
        label: t.label,
        date: t.date!,
        time: t.time!,
        completed: t.completed,
      })),
      progression: null,
      source: 'builtin',
    },
    { today },
  );
  const before = new Map(dated.map((t) => [t.id, t]));
  const changed = result.plan.tasks.filter((t) => {
    const old = before.get(t.id);
    return old && !old.completed && (old.date !== t.date || old.time !== t.time || old.label !== t.label);
  });
  // Only open steps are ever dropped (the planner never drops done work; checked again here).
  const dropped = result.dropped.filter(
    (id) => before.has(id) && !before.get(id)!.completed && before.get(id)!.parentId,
  );
  const saved = await db.transaction(async (tx) => {
    for (const t of changed) {
      await tx
        .update(tasks)
        .set({ date: t.date, time: t.time, label: t.label.slice(0, 200) })
        .where(eq(tasks.id, t.id));
    }
    if (dropped.length > 0) {
      const plan = before.get(dropped[0]!)!.planId;
      await tx.execute(sql`select ${plans.id} from ${plans} where ${plans.id} = ${plan} for update`);
      await tx.delete(tasks).where(inArray(tasks.id, dropped));
      await tx
        .insert(tombstones)
        .values(dropped.map((id) => ({ id, kind: 'task', userId: user.id, goalId })))
        .onConflictDoNothing();
      // Close the gaps the dropped steps left among their siblings.
      await tx.execute(sql`
        update ${tasks} t set position = r.rn - 1
        from (select id, row_number() over (partition by parent_id order by position) as rn
              from ${tasks} where plan_id = ${plan}) r
        where r.id = t.id and t.position <> r.rn - 1`);
    }
    if (acceptDeadline != null) {
      const [row] = await tx
        .update(goals)
        .set({ deadline: acceptDeadline })
        .where(eq(goals.id, goalId))
        .returning();
      return row!;
    }
    return goal;
  });
  return {
    goal: saved,
    moved: changed.length,
    dropped: dropped.length,
    deadlineHolds: result.deadlineHolds,
    // Proposed, never saved unasked: the person accepts it with `acceptDeadline`.
    proposedDeadline: result.deadlineHolds ? null : result.proposedDeadline,
  };
}
