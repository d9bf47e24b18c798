// What a mentor does with their mentees: the mentees view, comment threads under tasks,
// suggested tasks the mentee accepts into the plan or declines, and the endorsement of an achieved goal.
// Who may do what is decided in policies/mentors.ts; each write records what happened, and its
// notifications, news and achievements follow from the event registry (effects/registry.ts).

import { ACHIEVED_GOAL_STATUS, goalStatusHas } from '@stepwise/domain/goal-status';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goalStatusIs } from '../../db/goal-status.js';
import { rowsOf } from '../../db/rows.js';
import {
  goalEndorsements,
  goals,
  plans,
  taskComments,
  taskSuggestions,
  tasks,
  users,
} from '../../db/schema.js';
import { type WriteDeps, within } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import type { PersonRef } from '../../kernel/people.js';
import { isIsoDate, isTime } from '../../kernel/time.js';
import {
  goalAsMentor,
  requireMentor,
  requireSuggestionAnswerer,
  threadAccess,
} from '../../policies/mentors.js';
import { addTask, updateTask } from '../goals/tasks.service.js';
import type { GoalRow, TaskRecord } from '../goals/types.js';

const person = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
};

// ---------------------------------------------------------------------------------------------------------
// Mentees

export interface MenteeGoal {
  goal: GoalRow;
  overdueCount: number;
}

export interface Mentee {
  person: PersonRef;
  goals: MenteeGoal[];
  overdueCount: number;
  lastActiveAt: Date | null;
  since: Date | null;
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The mentor's mentees, those needing attention first (most overdue steps, then longest without activity):
 * each with every goal (private ones too), overdue steps (undone steps dated before the mentee's today) and
 * last activity (a ticked step or a visit to a plan they follow).
 */
export async function listMentees(db: Db, mentorId: string): Promise<Mentee[]> {
  // Two round trips in line instead of four: the mentor check beside the mentees, their goals beside the
  // overdue counts (each pair on two connections on PostgreSQL; a non-mentor's answer is still FORBIDDEN).
  const peopleQuery = db
    .select({
      ...person,
      lastActiveAt: sql<string | null>`greatest(
        (select max(d.completed_at) from task_progress d where d.user_id = users.id),
        (select max(m.last_active_at) from plan_members m where m.user_id = users.id))`,
      since: sql<string | null>`(select max(e.created_at) from events e
        where e.actor_id = ${mentorId} and e.kind = 'mentee_joined' and e.subject_id = users.id)`,
    })
    .from(users)
    .where(eq(users.mentorId, mentorId));
  const [, people] = await Promise.all([requireMentor(db, mentorId), peopleQuery]);
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const goalsQuery = db
    .select()
    .from(goals)
    .where(and(inArray(goals.userId, ids), isNull(goals.deletedAt)))
    .orderBy(desc(goals.createdAt), desc(goals.id));
  const overdueQuery = db.execute(sql`
    select g.id as goal_id, count(t.id)::int as n
    from goals g
    join users u on u.id = g.user_id
    join plans p on p.goal_id = g.id
    join tasks t on t.plan_id = p.id
    where g.user_id in (${idList(ids)}) and g.deleted_at is null and ${goalStatusIs(sql`g.status`, 'agenda')}
      and t.date < (now() at time zone u.timezone)::date
      and not exists (select 1 from tasks c where c.parent_id = t.id)
      and not exists (select 1 from task_progress d where d.task_id = t.id and d.user_id = g.user_id)
    group by g.id`);
  const [goalRows, overdue] = await Promise.all([goalsQuery, overdueQuery]);
  const overdueOf = new Map(
    rowsOf<{ goal_id: string; n: number }>(overdue).map((r) => [r.goal_id, Number(r.n)]),
  );
  const mentees: Mentee[] = people.map((p) => {
    const own = goalRows
      .filter((g) => g.userId === p.id)
      .map((goal) => ({ goal, overdueCount: overdueOf.get(goal.id) ?? 0 }));
    return {
      person: { id: p.id, username: p.username, name: p.name, avatarUrl: p.avatarUrl },
      goals: own,
      overdueCount: own.reduce((sum, g) => sum + g.overdueCount, 0),
      lastActiveAt: p.lastActiveAt ? new Date(p.lastActiveAt) : null,
      since: p.since ? new Date(p.since) : null,
    };
  });
  return mentees.sort(
    (a, b) =>
      b.overdueCount - a.overdueCount ||
      (a.lastActiveAt?.getTime() ?? 0) - (b.lastActiveAt?.getTime() ?? 0) ||
      a.person.name.localeCompare(b.person.name),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Comments

export interface CommentItem {
  id: string;
  taskId: string;
  author: PersonRef;
  body: string;
  createdAt: Date;
}

/** A task's thread, oldest first; for the goal's owner and the owner's mentor only. */
export async function listComments(db: Db, userId: string, taskId: string): Promise<CommentItem[]> {
  await threadAccess(db, userId, taskId);
  return commentsOf(db, taskId);
}

async function commentsOf(db: Db, taskId: string): Promise<CommentItem[]> {
  const rows = await db
    .select({
      id: taskComments.id,
      taskId: taskComments.taskId,
      body: taskComments.body,
      createdAt: taskComments.createdAt,
      author: person,
    })
    .from(taskComments)
    .innerJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  return rows;
}

/**
 * How many comments each task has, for a viewer who takes part in its thread; null for the others
 * (a plan member, a follower, a guest: they do not learn a thread exists). One query for a page of tasks.
 */
export async function commentCounts(
  db: Db,
  viewerId: string | null,
  taskIds: readonly string[],
): Promise<Map<string, number | null>> {
  const result = new Map<string, number | null>();
  if (!viewerId || taskIds.length === 0) return result;
  const rows = await db.execute(sql`
    select t.id as task_id, (select count(*) from task_comments c where c.task_id = t.id)::int as n
    from tasks t
    join plans p on p.id = t.plan_id
    join goals g on g.id = p.goal_id
    join users o on o.id = g.user_id
    where t.id = any(${sql.param([...taskIds])}::uuid[])
      and (g.user_id = ${viewerId}
        or (o.mentor_id = ${viewerId} and exists (select 1 from users m where m.id = ${viewerId} and m.is_mentor)))`);
  for (const r of rowsOf<{ task_id: string; n: number }>(rows)) {
    result.set(r.task_id, Number(r.n));
  }
  return result;
}

/**
 * Writes a comment under a task. The mentor's comment tells the mentee ('mentor_comment'); the mentee's
 * tells their mentor ('member_comment'). Body: 1 to 2,000 characters after trimming.
 */
export async function commentTask(
  { db, events }: WriteDeps,
  userId: string,
  taskId: string,
  body: string,
): Promise<CommentItem> {
  const access = await threadAccess(db, userId, taskId);
  const text = body.trim();
  if (text.length < 1 || text.length > 2000) throw badInput('commentLength', 'body');
  const to = access.side === 'mentor' ? access.ownerId : access.mentorId;
  const [comment] = await events.transaction(db, async (tx, record) => {
    const [row] = await tx.insert(taskComments).values({ taskId, authorId: userId, body: text }).returning();
    await record({
      type: 'commentAdded',
      userId,
      to,
      side: access.side,
      taskId,
      label: access.label,
      goalId: access.goalId,
      goalTitle: access.goalTitle,
      text,
    });
    const [author] = await tx.select(person).from(users).where(eq(users.id, userId));
    return { id: row!.id, taskId, body: row!.body, createdAt: row!.createdAt, author: author! };
  });
  return comment;
}

// ---------------------------------------------------------------------------------------------------------
// Suggestions

export type SuggestionRow = typeof taskSuggestions.$inferSelect;

function parseLabel(label: string): string {
  const clean = label.trim();
  if (clean.length < 1 || clean.length > 200) throw badInput('labelLength', 'label');
  return clean;
}

export interface SuggestionInput {
  goalId: string;
  parentId?: string | null;
  label: string;
  date?: string | null;
  time?: string | null;
  notes?: string | null;
}

/** The mentor suggests a step under a milestone (or, without one, a new milestone) of an active goal. */
export async function suggestTask(
  { db, events }: WriteDeps,
  mentorId: string,
  input: SuggestionInput,
): Promise<SuggestionRow> {
  const goal = await goalAsMentor(db, mentorId, input.goalId);
  if (!goalStatusHas(goal.status, 'suggestible') || !goal.planId) throw badInput('goalNotActive', 'goalId');
  const label = parseLabel(input.label);
  const date = input.date ? input.date : null;
  if (date !== null && !isIsoDate(date)) throw badInput('dateInvalid', 'date');
  const time = input.time ? input.time : null;
  if (time !== null && !isTime(time)) throw badInput('timeInvalid', 'time');
  const notes = (input.notes ?? '').trim();
  if (notes.length > 5000) throw badInput('notesLength', 'notes');
  const parentId = input.parentId || null;
  if (parentId) {
    const [parent] = isUuid(parentId)
      ? await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.id, parentId), eq(tasks.planId, goal.planId), isNull(tasks.parentId)))
      : [];
    if (!parent) throw badInput('suggestionParentInvalid', 'parentId');
  }
  const [suggestion] = await events.transaction(db, async (tx, record) => {
    const [suggestion] = await tx
      .insert(taskSuggestions)
      .values({ goalId: goal.id, parentId, mentorId, label, date, time, notes })
      .returning();
    await record({ type: 'taskSuggested', mentorId, goal, label });
    return suggestion!;
  });
  return suggestion;
}

/**
 * Pending suggestions of many goals, oldest first, for a viewer who is the owner or the owner's mentor
 * (anyone else gets none). One query per page of goals.
 */
export async function pendingSuggestions(
  db: Db,
  viewerId: string | null,
  goalIds: readonly string[],
): Promise<Map<string, SuggestionRow[]>> {
  const byGoal = new Map<string, SuggestionRow[]>();
  if (!viewerId || goalIds.length === 0) return byGoal;
  const rows = await db
    .select({ s: taskSuggestions })
    .from(taskSuggestions)
    .innerJoin(goals, eq(goals.id, taskSuggestions.goalId))
    .innerJoin(users, eq(users.id, goals.userId))
    .where(
      and(
        inArray(taskSuggestions.goalId, [...goalIds]),
        eq(taskSuggestions.status, 'pending'),
        sql`(goals.user_id = ${viewerId} or users.mentor_id = ${viewerId})`,
      ),
    )
    .orderBy(asc(taskSuggestions.createdAt), asc(taskSuggestions.id));
  for (const { s } of rows) byGoal.set(s.goalId, [...(byGoal.get(s.goalId) ?? []), s]);
  return byGoal;
}

/**
 * The goal's owner answers a suggestion. Accepting adds the task at the end of its milestone (through
 * addTask, under the plan lock) and keeps the notes; the suggestion's row lock makes a second answer
 * (a double tap, another device) find it decided, so one accept makes one task. The mentor hears of it.
 */
export async function decideSuggestion(
  { db, events }: WriteDeps,
  userId: string,
  suggestionId: string,
  accept: boolean,
): Promise<{ suggestion: SuggestionRow; task: TaskRecord | null }> {
  if (!isUuid(suggestionId)) throw new AppError('NOT_FOUND', 'suggestionNotFound');
  const [found] = await db
    .select({ s: taskSuggestions, ownerId: goals.userId, title: goals.title, planId: plans.id })
    .from(taskSuggestions)
    .innerJoin(goals, eq(goals.id, taskSuggestions.goalId))
    .innerJoin(plans, eq(plans.goalId, goals.id))
    .where(and(eq(taskSuggestions.id, suggestionId), isNull(goals.deletedAt)));
  if (!found) throw new AppError('NOT_FOUND', 'suggestionNotFound');
  requireSuggestionAnswerer({ ownerId: found.ownerId, mentorId: found.s.mentorId }, userId);
  const [decision] = await events.transaction(db, async (tx, record) => {
    // The plan's lock first (as every change to the plan takes it), then the suggestion's row.
    await tx.execute(sql`select ${plans.id} from ${plans} where ${plans.id} = ${found.planId} for update`);
    const [s] = await tx
      .select()
      .from(taskSuggestions)
      .where(eq(taskSuggestions.id, suggestionId))
      .for('update');
    if (!s) throw new AppError('NOT_FOUND', 'suggestionNotFound');
    if (s.status !== 'pending') throw badInput('suggestionDecided');
    let task: TaskRecord | null = null;
    if (accept) {
      // The task's own events (added, the plan settled) join this write's, told after its commit.
      const inner = { db: tx as unknown as Db, events: within(record) };
      task = await addTask(inner, userId, {
        goalId: s.goalId,
        parentId: s.parentId,
        label: s.label,
        date: s.date,
        time: s.time,
      });
      if (s.notes) task = await updateTask(inner, userId, task.id, { notes: s.notes });
    }
    const [decided] = await tx
      .update(taskSuggestions)
      .set({ status: accept ? 'accepted' : 'declined', taskId: task?.id ?? null, decidedAt: new Date() })
      .where(eq(taskSuggestions.id, suggestionId))
      .returning();
    await record({
      type: 'suggestionDecided',
      userId,
      mentorId: s.mentorId,
      goalId: s.goalId,
      goalTitle: found.title,
      label: s.label,
      taskId: task?.id ?? null,
      accepted: accept,
    });
    return { suggestion: decided!, task };
  });
  return decision;
}

// ---------------------------------------------------------------------------------------------------------
// Endorsements

export interface EndorsementItem {
  goalId: string;
  mentor: PersonRef;
  note: string;
  createdAt: Date;
}

/** Endorsements of many goals in one query (shown wherever the goal is). */
export async function endorsementsOf(
  db: Db,
  goalIds: readonly string[],
): Promise<Map<string, EndorsementItem>> {
  if (goalIds.length === 0) return new Map();
  const rows = await db
    .select({
      goalId: goalEndorsements.goalId,
      note: goalEndorsements.note,
      createdAt: goalEndorsements.createdAt,
      mentor: person,
    })
    .from(goalEndorsements)
    .innerJoin(users, eq(users.id, goalEndorsements.mentorId))
    .where(inArray(goalEndorsements.goalId, [...goalIds]));
  return new Map(rows.map((r) => [r.goalId, r]));
}

/**
 * The mentee's mentor endorses an achieved goal, once: the endorsement, its news ('goal_endorsed', by the
 * mentee, at the goal's visibility), the mentee's notification and the 'endorsed' achievement commit together.
 */
export async function endorseGoal(
  { db, events }: WriteDeps,
  mentorId: string,
  goalId: string,
  note: string | null | undefined,
): Promise<EndorsementItem> {
  const goal = await goalAsMentor(db, mentorId, goalId);
  if (goal.status !== ACHIEVED_GOAL_STATUS) throw badInput('endorseNotCompleted', 'goalId');
  const text = (note ?? '').trim();
  if (text.length > 500) throw badInput('endorseNoteLength', 'note');
  const [endorsement] = await events.transaction(db, async (tx, record) => {
    const [row] = await tx
      .insert(goalEndorsements)
      .values({ goalId: goal.id, mentorId, note: text })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badInput('alreadyEndorsed', 'goalId');
    await record({ type: 'goalEndorsed', mentorId, goal, note: text });
    const [mentor] = await tx.select(person).from(users).where(eq(users.id, mentorId));
    return { goalId: goal.id, mentor: mentor!, note: row.note, createdAt: row.createdAt };
  });
  return endorsement;
}
