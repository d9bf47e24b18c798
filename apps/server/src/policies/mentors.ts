// What a mentor may do with a mentee's goals, and who takes part in a task's comment thread.
// A mentor is the user named in the mentee's users.mentor_id who still mentors (users.is_mentor) and is a
// person, not a built-in guide (mentor_profiles.guide: nobody signs in as one, modules/mentors/guides.ts). They read
// everything of the mentee (policies/goals.ts audienceOf), comment on tasks, suggest tasks and endorse an
// achieved goal; they never change the mentee's plan (the edit operations only ever accept the owner).
// A task's comment thread is between the goal's owner and the owner's current mentor: plan members,
// followers and everyone else neither see nor write it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { goals, plans, tasks, users } from '../db/schema.js';
import { AppError } from '../kernel/errors.js';
import { isUuid } from '../kernel/ids.js';
import { canViewGoal } from './goals.js';

type Handle = Db | Tx;

// Whether the user's mentor still mentors and is a person (a correlated look-up on the mentor's row): a
// built-in guide (mentor_profiles.guide) reads nothing and takes part in no thread.
// Written out: drizzle may leave a column unqualified, which inside the subquery would mean m's own column.
const sqlIsMentor = sql<boolean>`coalesce((select m.is_mentor and not coalesce(mp.guide, false)
  from users m left join mentor_profiles mp on mp.user_id = m.id where m.id = users.mentor_id), false)`;

/** Whether the user mentors (has turned mentoring on). */
export async function isActiveMentor(db: Handle, userId: string): Promise<boolean> {
  const [row] = await db.select({ isMentor: users.isMentor }).from(users).where(eq(users.id, userId));
  return row?.isMentor === true;
}

/** FORBIDDEN unless the user mentors. */
export async function requireMentor(db: Handle, userId: string): Promise<void> {
  if (!(await isActiveMentor(db, userId))) throw new AppError('FORBIDDEN', 'notMentor');
}

/**
 * The same rule for a caller that read the user's row itself (with more columns, or under a lock):
 * returns the row when the user mentors, FORBIDDEN otherwise (no row counts as not mentoring).
 */
export function mentorRow<T extends { isMentor: boolean }>(row: T | undefined): T {
  if (!row?.isMentor) throw new AppError('FORBIDDEN', 'notMentor');
  return row;
}

/** The current mentor of a user, when that mentor still mentors. */
export async function currentMentorOf(db: Handle, menteeId: string): Promise<string | null> {
  const [row] = await db
    .select({ mentorId: users.mentorId, isMentor: sqlIsMentor })
    .from(users)
    .where(eq(users.id, menteeId));
  return row?.mentorId && row.isMentor ? row.mentorId : null;
}

export interface GoalForMentor {
  id: string;
  userId: string;
  title: string;
  status: string;
  visibility: string;
  planId: string | null;
}

/**
 * A goal the user mentors: the owner's current mentor. NOT_FOUND when the user cannot see the goal at all
 * (a stranger cannot tell a private goal from a missing one), FORBIDDEN when they see it but are not its
 * owner's mentor (a follower, a plan member, the owner, a former mentor of a public goal).
 */
export async function goalAsMentor(db: Handle, userId: string, goalId: string): Promise<GoalForMentor> {
  if (!isUuid(goalId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  const [goal] = await db
    .select({
      id: goals.id,
      userId: goals.userId,
      title: goals.title,
      status: goals.status,
      visibility: goals.visibility,
      planId: plans.id,
    })
    .from(goals)
    .leftJoin(plans, eq(plans.goalId, goals.id))
    .where(and(eq(goals.id, goalId), isNull(goals.deletedAt)));
  if (!goal) throw new AppError('NOT_FOUND', 'goalNotFound');
  if ((await currentMentorOf(db, goal.userId)) === userId) return goal;
  if (await canViewGoal(db as Db, goal, userId)) throw new AppError('FORBIDDEN', 'notYourMentee');
  throw new AppError('NOT_FOUND', 'goalNotFound');
}

export interface ThreadAccess {
  taskId: string;
  label: string;
  goalId: string;
  goalTitle: string;
  ownerId: string;
  /** The owner's current mentor, if any. */
  mentorId: string | null;
  /** The asker's side of the thread. */
  side: 'owner' | 'mentor';
}

/** A task's comment thread, for its goal's owner or the owner's mentor; NOT_FOUND for everyone else. */
export async function threadAccess(db: Handle, userId: string, taskId: string): Promise<ThreadAccess> {
  if (!isUuid(taskId)) throw new AppError('NOT_FOUND', 'taskNotFound');
  const [row] = await db
    .select({
      taskId: tasks.id,
      label: tasks.label,
      goalId: goals.id,
      goalTitle: goals.title,
      ownerId: goals.userId,
      mentorId: users.mentorId,
      mentorActive: sqlIsMentor,
    })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .innerJoin(users, eq(users.id, goals.userId))
    .where(and(eq(tasks.id, taskId), isNull(goals.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'taskNotFound');
  const mentorId = row.mentorId && row.mentorActive ? row.mentorId : null;
  const side = row.ownerId === userId ? 'owner' : mentorId === userId ? 'mentor' : null;
  if (!side) throw new AppError('NOT_FOUND', 'taskNotFound');
  return {
    taskId: row.taskId,
    label: row.label,
    goalId: row.goalId,
    goalTitle: row.goalTitle,
    ownerId: row.ownerId,
    mentorId,
    side,
  };
}

/**
 * Answering a mentor's suggestion is the goal owner's: the mentor who made it sees it but may not answer
 * (FORBIDDEN); anyone else is told it is not there.
 */
export function requireSuggestionAnswerer(
  suggestion: { ownerId: string; mentorId: string },
  userId: string,
): void {
  if (suggestion.ownerId === userId) return;
  if (suggestion.mentorId === userId) throw new AppError('FORBIDDEN', 'forbidden');
  throw new AppError('NOT_FOUND', 'suggestionNotFound');
}
