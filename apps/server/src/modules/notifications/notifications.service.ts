// The bell: what is addressed to one person (a new follower, a message, ...), unread count, read state.
// `notify` writes one (in the caller's transaction when given one); `announceNotification` tells the
// person's open pages after the commit, over their own channel of the pub/sub seam.

import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { blocks, goals, NOTIFICATION_KINDS, notifications, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import type { LiveEvents } from '../../events/live.js';
import type { NotificationItem, PlanActivity } from '../../events/types.js';
import { badInput } from '../../kernel/errors.js';
import { ID_CURSOR, idPage, type Page } from '../../kernel/pages.js';
import type { PersonRef } from '../../kernel/people.js';
import { foldInto, pairAllows } from './pairs.js';

type Handle = Db | Tx;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotifyInput {
  /** Who gets it. */
  userId: string;
  kind: NotificationKind;
  /** Who caused it (none for the system's own). */
  actorId?: string | null;
  goalId?: string | null;
  taskId?: string | null;
  conversationId?: string | null;
  /** What to show without another query (copied at the time): a title, a message's first words... */
  data?: Record<string, string | number | null>;
}

/**
 * Writes one notification and returns it, or null when it is not wanted: nobody is told about their
 * own action, and nobody hears from someone they blocked. Pass a transaction to commit it with the
 * change; after the commit, call `announceNotification(live, db, item)` so open pages learn of it.
 */
export async function notify(db: Handle, input: NotifyInput): Promise<NotificationItem | null> {
  const actorId = input.actorId ?? null;
  if (actorId === input.userId) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(input.kind)) {
    throw new Error(`unknown notification kind ${input.kind}`);
  }
  const blocked = actorId
    ? sql`exists (select 1 from ${blocks} b where b.blocker_id = ${input.userId} and b.blocked_id = ${actorId})`
    : sql`false`;
  // Per pair limits, and a collapsing kind folds the unread items about the same thing into this one (./pairs.ts).
  const pair = { userId: input.userId, kind: input.kind, actorId, goalId: input.goalId ?? null };
  const fold = foldInto(pair, sql`allowed`);
  const result = await db.execute(sql`
    with allowed as (select 1 where not ${blocked}
      and not exists (select 1 from ${users} mu where mu.id = ${input.userId}::uuid
        and mu.notification_prefs -> ${input.kind}::text = 'false'::jsonb)
      and ${pairAllows(pair)})${fold ? sql`, ${fold.folded}` : sql``}
    insert into ${notifications} (user_id, kind, actor_id, goal_id, task_id, conversation_id, data)
    select ${input.userId}::uuid, ${input.kind}::text, ${actorId}::uuid, ${input.goalId ?? null}::uuid,
      ${input.taskId ?? null}::uuid, ${input.conversationId ?? null}::uuid,
      ${JSON.stringify(input.data ?? {})}::jsonb${fold ? sql` || ${fold.data}` : sql``}
    from allowed
    returning id, created_at, data`);
  const row = rowsOf<{ id: string | number; created_at: string | Date; data: unknown }>(result)[0];
  if (!row) return null;
  let actor: PersonRef | null = null;
  if (actorId) {
    const [found] = await db
      .select({ id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, actorId))
      .limit(1);
    actor = found ?? null;
  }
  return {
    id: Number(row.id),
    kind: input.kind,
    actor,
    goalId: input.goalId ?? null,
    taskId: input.taskId ?? null,
    conversationId: input.conversationId ?? null,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) ?? input.data ?? {},
    createdAt: new Date(row.created_at),
    read: false,
  };
}

/**
 * What the bell may show: not from someone a block stands between the person and (either way: who blocked
 * them drops out of their bell too), not about a deleted goal, and not about
 * a private goal that is neither theirs nor a mentee's (a goal made private later stops showing).
 */
function visibleTo(userId: string): SQL {
  return sql`(${notifications.actorId} is null or not exists (
      select 1 from ${blocks} b where (b.blocker_id = ${userId} and b.blocked_id = ${notifications.actorId})
        or (b.blocker_id = ${notifications.actorId} and b.blocked_id = ${userId})))
    and (${notifications.goalId} is null or exists (
      select 1 from ${goals} g join ${users} o on o.id = g.user_id
      where g.id = ${notifications.goalId} and g.deleted_at is null
        and (g.visibility <> 'private' or g.user_id = ${userId} or o.mentor_id = ${userId})))`;
}

/** The person's unread notifications (what the bell's badge shows). */
export async function unreadCount(db: Handle, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), visibleTo(userId)));
  return row?.n ?? 0;
}

/** The person's notifications, newest first, by keyset pagination on the id. */
export async function listNotifications(
  db: Handle,
  userId: string,
  options: { first?: number | null; after?: string | null },
): Promise<Page<NotificationItem>> {
  const { first, before } = idPage(options);
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      goalId: notifications.goalId,
      taskId: notifications.taskId,
      conversationId: notifications.conversationId,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      actorId: users.id,
      actorUsername: users.username,
      actorName: users.name,
      actorAvatarUrl: users.avatarUrl,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(
      and(
        eq(notifications.userId, userId),
        before === null ? undefined : sql`${notifications.id} < ${before}`,
        visibleTo(userId),
      ),
    )
    .orderBy(sql`${notifications.id} desc`)
    .limit(first + 1);
  const items = rows.slice(0, first).map(
    (r): NotificationItem => ({
      id: r.id,
      kind: r.kind,
      actor: r.actorId
        ? { id: r.actorId, username: r.actorUsername!, name: r.actorName!, avatarUrl: r.actorAvatarUrl }
        : null,
      goalId: r.goalId,
      taskId: r.taskId,
      conversationId: r.conversationId,
      data: r.data,
      createdAt: r.createdAt,
      read: r.readAt !== null,
    }),
  );
  return {
    items,
    endCursor: items.length ? String(items[items.length - 1]!.id) : null,
    hasNextPage: rows.length > first,
  };
}

/**
 * Marks the person's notifications read: the ones named (ids as the API gives them, 1 to 100), or all.
 * Someone else's ids are silently left alone. Records `notificationsMarkedRead` (the person's other tabs
 * hear the count). Returns the unread count after.
 */
export async function markNotificationsRead(
  deps: WriteDeps,
  userId: string,
  input: { ids?: readonly string[] | null; all?: boolean | null },
): Promise<number> {
  let ids: number[] | null = null;
  if (!input.all) {
    const given = input.ids ?? [];
    if (given.length < 1 || given.length > 100 || !given.every((id) => ID_CURSOR.test(id))) {
      throw badInput('notificationIdsInvalid', 'ids');
    }
    ids = [...new Set(given.map(Number))];
  } else if (input.ids && input.ids.length > 0) {
    throw badInput('notificationIdsInvalid', 'ids');
  }
  const [count] = await deps.events.transaction(deps.db, async (tx, record) => {
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      );
    const unread = await unreadCount(tx, userId);
    await record({ type: 'notificationsMarkedRead', userId, unreadCount: unread });
    return unread;
  });
  return count;
}

/** After the commit: tells the person's open pages (every tab, every process) their new unread count. */
/** The kinds that say a comment was written under a task (by the mentor, or by the mentee to them). */
const COMMENT_KINDS = new Set(['mentor_comment', 'member_comment']);

export async function announceNotification(
  live: LiveEvents,
  db: Handle,
  userId: string,
  notification: NotificationItem | null,
  count?: number,
): Promise<void> {
  try {
    const unread = count ?? (await unreadCount(db, userId));
    await live.publish('stepwise:user', userId, { type: 'notifications', unreadCount: unread, notification });
    // A comment under a task: the reader's open plan pages (the mentee's plans, the mentor's mentees) learn
    // that its thread and comment count changed, through the plan activity they already listen to.
    if (notification && COMMENT_KINDS.has(notification.kind) && notification.goalId && notification.taskId) {
      const activity: PlanActivity = {
        type: 'planActivity',
        goalId: notification.goalId,
        userId: notification.actor?.id ?? userId,
        kind: 'comment',
        taskId: notification.taskId,
      };
      await live.publish('stepwise:user', userId, activity);
    }
  } catch {
    // A live event is a hint: the notification is saved, the bell loads it on its next query.
  }
}
