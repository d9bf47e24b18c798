import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { goals, planMembers, plans, taskProgress, tasks } from '../../db/schema.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import type { Page } from '../../kernel/pages.js';
import { addDays } from '../../kernel/time.js';
import { type Audience, audienceOf, canEditGoal, canViewGoal } from '../../policies/goals.js';
import { notHiddenSql } from '../../policies/moderation.js';
import type { GoalRow, TaskRecord } from './types.js';

/** The goal, when the viewer may see it; NOT_FOUND otherwise (a stranger cannot tell private from missing). */
export async function getGoal(db: Db, id: string, viewerId: string | null): Promise<GoalRow> {
  const goal = isUuid(id)
    ? (
        await db
          .select()
          .from(goals)
          .where(and(eq(goals.id, id), isNull(goals.deletedAt)))
          .limit(1)
      )[0]
    : undefined;
  if (!goal) throw new AppError('NOT_FOUND', 'goalNotFound');
  if (!(await canViewGoal(db, goal, viewerId))) throw new AppError('NOT_FOUND', 'goalNotFound');
  return goal;
}

/** The owner's own goal, for changes. */
export async function ownGoal(db: Db, id: string, userId: string): Promise<GoalRow> {
  const goal = await getGoal(db, id, userId);
  if (!canEditGoal(goal, userId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  return goal;
}

const encodeCursor = (g: GoalRow) =>
  Buffer.from(`${g.createdAt.toISOString()}|${g.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  // Only what encodeCursor writes: a forged time (year 275760, "1", "20000") never reaches the database.
  const exact = !Number.isNaN(createdAt.getTime()) && createdAt.toISOString() === at && /^\d{4}-/.test(at);
  if (!id || !exact || !isUuid(id)) throw badInput('paginationInvalid');
  return { createdAt, id };
}

/** A user's goals that the viewer may see, newest first, by keyset pagination. */
export async function listGoals(
  db: Db,
  ownerId: string,
  viewerId: string | null,
  options: { first?: number | null; after?: string | null; status?: string | null; audience?: Audience },
): Promise<Page<GoalRow>> {
  const first = options.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput('paginationInvalid');
  const audience = options.audience ?? (await audienceOf(db, ownerId, viewerId));
  const after = options.after ? decodeCursor(options.after) : null;
  const rows = await db
    .select()
    .from(goals)
    .where(
      and(
        eq(goals.userId, ownerId),
        isNull(goals.deletedAt),
        audience.all ? undefined : inArray(goals.visibility, audience.visibilities),
        // Hidden by an administrator: gone for everyone but the owner.
        viewerId === ownerId ? undefined : notHiddenSql('goal', goals.id, null),
        options.status ? eq(goals.status, options.status) : undefined,
        after
          ? or(
              lt(goals.createdAt, after.createdAt),
              and(eq(goals.createdAt, after.createdAt), lt(goals.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .limit(first + 1);
  const items = rows.slice(0, first);
  return {
    items,
    hasNextPage: rows.length > first,
    endCursor: items.length ? encodeCursor(items.at(-1)!) : null,
  };
}

/** The viewer's own membership row of a plan (joined once per plan, not per task). */
const me = alias(planMembers, 'me');

/**
 * Whose ticks a viewer sees on a plan: their own when they take part in it (owner or member),
 * otherwise the owner's. Used with `joinMe` by every query that reads completion.
 */
const progressUser = (viewerId: string | null) =>
  viewerId ? sql`coalesce(${me.userId}, ${goals.userId})` : sql`${goals.userId}`;

const joinMe = (viewerId: string | null) =>
  and(eq(me.planId, plans.id), viewerId ? eq(me.userId, viewerId) : sql`false`);

/** Progress of many goals in one query: done and total steps (milestones count when they have no steps). */
export async function progressOf(db: Db, goalIds: readonly string[], viewerId: string | null = null) {
  if (goalIds.length === 0) return new Map<string, { done: number; total: number }>();
  const rows = await db
    .select({
      goalId: plans.goalId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${taskProgress.taskId})::int`,
    })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .leftJoin(me, joinMe(viewerId))
    .leftJoin(
      taskProgress,
      and(eq(taskProgress.taskId, tasks.id), sql`${taskProgress.userId} = ${progressUser(viewerId)}`),
    )
    .where(
      and(
        inArray(plans.goalId, [...goalIds]),
        or(
          sql`${tasks.parentId} is not null`,
          sql`not exists (select 1 from tasks c where c.parent_id = ${tasks.id})`,
        ),
      ),
    )
    .groupBy(plans.goalId);
  return new Map(rows.map((r) => [r.goalId, { done: r.done, total: r.total }]));
}

/** The tasks of many goals' plans in one query, milestones and steps in plan order, with completion. */
export async function tasksOf(db: Db, goalIds: readonly string[], viewerId: string | null = null) {
  if (goalIds.length === 0) return new Map<string, Array<TaskRecord & { goalId: string }>>();
  const rows = await db
    .select({
      task: tasks,
      goalId: plans.goalId,
      completedAt: taskProgress.completedAt,
      dayOffset: viewerId ? me.dayOffset : sql<number>`0`,
    })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .leftJoin(me, joinMe(viewerId))
    .leftJoin(
      taskProgress,
      and(eq(taskProgress.taskId, tasks.id), sql`${taskProgress.userId} = ${progressUser(viewerId)}`),
    )
    .where(inArray(plans.goalId, [...goalIds]))
    .orderBy(asc(tasks.position));
  const byGoal = new Map<string, Array<TaskRecord & { goalId: string }>>();
  for (const { task, goalId, completedAt, dayOffset } of rows) {
    const list = byGoal.get(goalId) ?? [];
    // A member who joined later follows their own copy of the schedule (company.service.ts).
    const date = task.date && dayOffset ? addDays(task.date, dayOffset) : task.date;
    list.push({ ...task, date, completed: completedAt !== null, completedAt, goalId });
    byGoal.set(goalId, list);
  }
  for (const [goalId, list] of byGoal) byGoal.set(goalId, inPlanOrder(list));
  return byGoal;
}

/** Milestones by position, each followed by its steps by position. */
export function inPlanOrder<T extends { id: string; parentId: string | null; position: number }>(
  list: T[],
): T[] {
  const children = new Map<string, T[]>();
  for (const t of list) if (t.parentId) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t]);
  const byPos = (a: T, b: T) => a.position - b.position;
  return list
    .filter((t) => t.parentId === null)
    .sort(byPos)
    .flatMap((m) => [m, ...(children.get(m.id) ?? []).sort(byPos)]);
}
