// Who may see or change what, for goals, plans and tasks: decided here, once.
// Roles: the owner; the owner's mentor (reads everything, changes nothing here); a participant
// (a member who joined the plan: ticks their own progress); a follower (sees followers-only goals);
// a guest or stranger (public goals only). Services ask these functions; resolvers stay thin.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { follows, goals, planMembers, plans, tasks, users, VISIBILITIES } from '../db/schema.js';
import { AppError } from '../kernel/errors.js';
import { isUuid } from '../kernel/ids.js';
import { goalWithdrawn } from './moderation.js';
import { notBlockedSql } from './people.js';

export { VISIBILITIES };
export type Visibility = (typeof VISIBILITIES)[number];

/** What a viewer may see of an owner's goals: the owner and their mentor everything, followers more than strangers. */
export interface Audience {
  all: boolean;
  visibilities: Visibility[];
}

const EVERYTHING: Audience = { all: true, visibilities: [...VISIBILITIES] };

export async function audienceOf(db: Db, ownerId: string, viewerId: string | null): Promise<Audience> {
  if (viewerId === ownerId) return EVERYTHING;
  if (!viewerId) return { all: false, visibilities: ['public'] };
  const [row] = await db
    .select({
      mentorId: users.mentorId,
      follows: follows.followerId,
      // A block, either way, leaves only what everyone sees (policies/people.ts).
      blocked: sql<boolean>`not ${notBlockedSql(ownerId, viewerId)}`,
    })
    .from(users)
    .leftJoin(follows, and(eq(follows.followeeId, users.id), eq(follows.followerId, viewerId)))
    .where(eq(users.id, ownerId))
    .limit(1);
  if (row?.blocked) return { all: false, visibilities: ['public'] };
  if (row?.mentorId === viewerId) return EVERYTHING;
  return { all: false, visibilities: row?.follows ? ['public', 'followers'] : ['public'] };
}

export function canSee(audience: Audience, visibility: string): boolean {
  return audience.all || audience.visibilities.includes(visibility as Visibility);
}

/** May this viewer read the goal? Owner, mentor, a member of its plan, and per visibility: followers and everyone. */
export async function canViewGoal(
  db: Db,
  goal: { id: string; userId: string; visibility: string },
  viewerId: string | null,
): Promise<boolean> {
  if (goal.userId === viewerId) return true;
  // Hidden by an administrator, or its owner suspended: only the owner still has it (policies/moderation.ts).
  if (await goalWithdrawn(db, goal)) return false;
  if (canSee(await audienceOf(db, goal.userId, viewerId), goal.visibility)) return true;
  if (!viewerId) return false;
  const [member] = await db
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .innerJoin(plans, eq(plans.id, planMembers.planId))
    .where(and(eq(plans.goalId, goal.id), eq(planMembers.userId, viewerId)))
    .limit(1);
  return member !== undefined;
}

/** Only the owner changes a goal and its plan's structure (labels, dates, order, steps). */
export function canEditGoal(goal: { userId: string }, userId: string): boolean {
  return goal.userId === userId;
}

/** May this person undo a re-plan? Only who made it (the goal's owner; ownGoal checks that too). */
export function canUndoReplan(replan: { userId: string }, userId: string): boolean {
  return replan.userId === userId;
}

export interface TaskAccess {
  task: typeof tasks.$inferSelect;
  goalId: string;
  ownerId: string;
  goalStatus: string;
  /** The asker's part in the plan: 'owner' or 'member'. */
  role: 'owner' | 'member';
}

/**
 * A task the user takes part in (owner, or member of the plan), with its goal.
 * NOT_FOUND for everyone else: a stranger cannot tell someone else's task from a missing one.
 * `edit` asks for the owner's right to change the plan's structure. `lockMilestone` (inside a transaction) also
 * locks the task's milestone (the task itself when it is one) in the same statement, taken only when the task is
 * found: the tick's first statement, which serialises the ticks under one milestone.
 */
export async function taskAccess(
  db: Db | Tx,
  userId: string,
  taskId: string,
  options: { edit?: boolean; lockMilestone?: boolean } = {},
): Promise<TaskAccess> {
  if (!isUuid(taskId)) throw new AppError('NOT_FOUND', 'taskNotFound');
  const [row] = await db
    .select({
      task: tasks,
      goalId: goals.id,
      ownerId: goals.userId,
      goalStatus: goals.status,
      role: planMembers.role,
      ...(options.lockMilestone
        ? {
            locked: sql<string>`(select m.id from ${tasks} m where m.id = coalesce(${tasks.parentId}, ${tasks.id}) for update)`,
          }
        : {}),
    })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .leftJoin(planMembers, and(eq(planMembers.planId, plans.id), eq(planMembers.userId, userId)))
    .where(and(eq(tasks.id, taskId), isNull(goals.deletedAt)))
    .limit(1);
  const role = row?.ownerId === userId ? 'owner' : row?.role === 'member' ? 'member' : null;
  if (!row || !role) throw new AppError('NOT_FOUND', 'taskNotFound');
  // A member sees the plan and ticks their own steps; changing it is the owner's.
  if (options.edit && role !== 'owner') throw new AppError('FORBIDDEN', 'forbidden');
  return { task: row.task, goalId: row.goalId, ownerId: row.ownerId, goalStatus: row.goalStatus, role };
}

/**
 * Who may pause a plan and resume it: its owner (the whole goal pauses) or a member (only their own copy of
 * the schedule pauses; the others go on). Nobody else.
 */
export function pauseRole(
  goal: { userId: string },
  membership: { role: string } | null,
  userId: string,
): 'owner' | 'member' | null {
  if (goal.userId === userId) return 'owner';
  return membership?.role === 'member' ? 'member' : null;
}

/** Why someone paused is theirs and their mentor's to read; companions and the public see only "paused". */
export function canSeePauseReason(
  pauser: { userId: string; mentorId: string | null },
  viewerId: string | null,
) {
  return viewerId !== null && (viewerId === pauser.userId || viewerId === pauser.mentorId);
}

/**
 * A plan's forecast in full (days behind, expected finish and range) for the owner, their mentor and the plan's
 * participants; everyone else who may see the goal reads only "on pace" or "behind".
 */
export function canSeeForecastDetail(audience: Audience, participant: boolean): boolean {
  return audience.all || participant;
}

/**
 * A measurable goal's results (a weight, money saved, a test run): only the owner records or deletes them;
 * the owner and their mentor (who coaches on them) read them. Companions and followers do not: they read the
 * forecast the results drive, never the figures.
 */
export function canRecordResult(goal: { userId: string }, userId: string): boolean {
  return goal.userId === userId;
}

export function canReadResults(
  goal: { userId: string },
  viewerId: string | null,
  audience: Audience,
): boolean {
  return viewerId !== null && (viewerId === goal.userId || audience.all);
}
