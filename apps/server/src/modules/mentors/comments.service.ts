import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { taskComments, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { badInput } from '../../kernel/errors.js';
import type { PersonRef } from '../../kernel/people.js';
import { threadAccess } from '../../policies/mentors.js';
import { notHiddenSql, notSuspendedSql } from '../../policies/moderation.js';
import { person } from './mentoring.service.js';

export interface CommentItem {
  id: string;
  taskId: string;
  /** Null once the author deleted their account: the comment stays readable. */
  author: PersonRef | null;
  body: string;
  createdAt: Date;
}

/** A task's thread, oldest first; for the goal's owner and the owner's mentor only. */
export async function listComments(db: Db, userId: string, taskId: string): Promise<CommentItem[]> {
  await threadAccess(db, userId, taskId);
  return commentsOf(db, taskId, userId);
}

async function commentsOf(db: Db, taskId: string, viewerId: string): Promise<CommentItem[]> {
  const rows = await db
    .select({
      id: taskComments.id,
      taskId: taskComments.taskId,
      body: taskComments.body,
      createdAt: taskComments.createdAt,
      author: person,
    })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(
      and(
        eq(taskComments.taskId, taskId),
        // Hidden by an administrator, or by a suspended author: their author alone still sees them.
        or(
          eq(taskComments.authorId, viewerId),
          and(notHiddenSql('comment', taskComments.id, null), notSuspendedSql(taskComments.authorId)),
        ),
      ),
    )
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
