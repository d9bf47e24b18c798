// What a report or a moderation action is about: a person, a message, a goal, a comment or an offer, found by
// its id with whose it is, and whether a given person can see it (one may report only what one sees).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  conversations,
  goals,
  messages,
  planOffers,
  plans,
  REPORT_TARGETS,
  taskComments,
  tasks,
  users,
} from '../../db/schema.js';
import { badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { canViewGoal } from '../../policies/goals.js';
import { threadAccess } from '../../policies/mentors.js';

type Handle = Db | Tx;
export type TargetType = (typeof REPORT_TARGETS)[number];

export interface Target {
  type: TargetType;
  id: string;
  /** Whose person or content it is. */
  userId: string;
  /** For a goal, comment or offer: the goal it belongs to (what decides who sees it). An offer is known by its
   * goal's id, as the API shows offers. */
  goal?: { id: string; userId: string; visibility: string };
  /** For a comment: its task (the thread's two sides see it). */
  taskId?: string;
  /** For a message: the two sides of its conversation. */
  sides?: Array<string | null>;
}

export function parseTargetType(value: string): TargetType {
  if (!(REPORT_TARGETS as readonly string[]).includes(value)) throw badInput('requestInvalid', 'targetType');
  return value as TargetType;
}

const goalColumns = { id: goals.id, userId: goals.userId, visibility: goals.visibility };

/** The target with its owner, or null when there is none with that id. */
export async function findTarget(db: Handle, type: TargetType, id: string): Promise<Target | null> {
  if (type === 'message') {
    if (!/^\d{1,15}$/.test(id)) return null;
    const [row] = await db
      .select({ userId: messages.senderId, a: conversations.userA, b: conversations.userB })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(messages.id, Number(id)))
      .limit(1);
    return row ? { type, id, userId: row.userId, sides: [row.a, row.b] } : null;
  }
  if (!isUuid(id)) return null;
  if (type === 'person') {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return row ? { type, id, userId: row.id } : null;
  }
  if (type === 'goal') {
    const [goal] = await db.select(goalColumns).from(goals).where(eq(goals.id, id)).limit(1);
    return goal ? { type, id, userId: goal.userId, goal } : null;
  }
  if (type === 'comment') {
    const [row] = await db
      .select({ userId: taskComments.authorId, taskId: taskComments.taskId, goal: goalColumns })
      .from(taskComments)
      .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
      .innerJoin(plans, eq(plans.id, tasks.planId))
      .innerJoin(goals, eq(goals.id, plans.goalId))
      .where(eq(taskComments.id, id))
      .limit(1);
    // A comment whose author deleted their account has nobody to answer for it: not a target.
    return row?.userId ? { type, id, userId: row.userId, taskId: row.taskId, goal: row.goal } : null;
  }
  const [row] = await db
    .select({ userId: planOffers.ownerId, goal: goalColumns })
    .from(planOffers)
    .innerJoin(plans, eq(plans.id, planOffers.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .where(eq(goals.id, id))
    .limit(1);
  return row ? { type, id, userId: row.userId, goal: row.goal } : null;
}

/** Whether the person can see the target: a message's and a comment thread's two sides, a goal's and an offer's audience. */
export async function canSeeTarget(db: Db, target: Target, viewerId: string): Promise<boolean> {
  if (target.type === 'person') return true;
  if (target.type === 'message') return target.sides?.includes(viewerId) ?? false;
  if (target.type === 'comment') {
    return threadAccess(db, viewerId, target.taskId ?? '').then(
      () => true,
      () => false,
    );
  }
  return target.goal ? canViewGoal(db, target.goal, viewerId) : false;
}

/** A few words of the target for the moderation page: the text as it stands now (null when it is gone). */
export const excerptSql = (typeColumn: SQL, idColumn: SQL) => sql<string | null>`case ${typeColumn}
  when 'person' then (select u.name || ' (@' || u.username || ')' || coalesce(': ' || nullif(left(u.bio, 300), ''), '') from ${users} u where u.id::text = ${idColumn})
  when 'message' then (select left(m.body, 500) from ${messages} m where m.id::text = ${idColumn})
  when 'goal' then (select g.title || coalesce(': ' || nullif(left(g.description, 300), ''), '') from ${goals} g where g.id::text = ${idColumn})
  when 'comment' then (select left(c.body, 500) from ${taskComments} c where c.id::text = ${idColumn})
  when 'offer' then (select g.title || coalesce(': ' || nullif(o.note, ''), '') from ${planOffers} o join ${plans} p on p.id = o.plan_id join ${goals} g on g.id = p.goal_id where g.id::text = ${idColumn})
end`;
