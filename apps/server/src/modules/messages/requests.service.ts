// Message requests: a first message from someone I do not follow (nor mentor, nor am mentored by) waits as a
// request. Until I accept it (or reply), it stays out of my conversations and my unread badge, the bell says
// only who wants to write, and no letter carries its words; declined, it tells me nothing more. The sender is
// not told either way.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { conversations, notifications } from '../../db/schema.js';
import { AppError, badInput } from '../../kernel/errors.js';
import type { Page } from '../../kernel/pages.js';
import {
  type ConversationItem,
  type ConversationRow,
  conversationById,
  conversationRowsSql,
  decodeConversationCursor,
  encodeConversationCursor,
  findPerson,
  pageSize,
  toConversation,
} from './conversations.service.js';

/** Message requests waiting for me (not declined), the latest first, by keyset pagination. */
export async function listMessageRequests(
  db: Db,
  me: string,
  options: { first?: number | null; after?: string | null },
): Promise<Page<ConversationItem>> {
  const first = pageSize(options.first, 20);
  const after = options.after ? decodeConversationCursor(options.after) : null;
  const before = after
    ? sql`and (c.last_message_at, c.id) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : sql``;
  const page = sql`select * from ${conversations} c
    where c.request_for = ${me}::uuid and c.request_declined_at is null ${before}
    order by c.last_message_at desc, c.id desc limit ${first + 1}`;
  const rows = rowsOf<ConversationRow>(await db.execute(conversationRowsSql(me, page)));
  const items = rows.slice(0, first);
  const last = items.at(-1);
  return {
    items: items.map(toConversation),
    endCursor: last ? encodeConversationCursor(last.micros, last.id) : null,
    hasNextPage: rows.length > first,
  };
}

/** How many message requests wait for me. */
export async function messageRequestCount(db: Db, me: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${conversations} c
      where c.request_for = ${me}::uuid and c.request_declined_at is null`),
  );
  return Number(row?.n ?? 0);
}

/** The request from `username` to me: its conversation id (NOT_FOUND when there is none). */
async function requestFrom(db: Db, me: string, username: string): Promise<string> {
  const other = await findPerson(db, username);
  if (!other) throw new AppError('NOT_FOUND', 'messageRecipientNotFound', {}, 'username');
  if (other.id === me) throw badInput('messageSelf', 'username');
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`select c.id from ${conversations} c
      where c.user_a = least(${me}::uuid, ${other.id}::uuid) and c.user_b = greatest(${me}::uuid, ${other.id}::uuid)
        and c.request_for = ${me}::uuid`),
  );
  if (!row) throw new AppError('NOT_FOUND', 'conversationNotFound', {}, 'username');
  return row.id;
}

/**
 * Accepts the request from `username` (a declined one too): the conversation joins my list and badge, and
 * their later messages reach me as any others do (bell with their words, the unread letter).
 */
export async function acceptMessageRequest(db: Db, me: string, username: string): Promise<ConversationItem> {
  const id = await requestFrom(db, me, username);
  await db.execute(sql`update ${conversations} set request_for = null, request_declined_at = null
    where id = ${id}::uuid and request_for = ${me}::uuid`);
  const conversation = await conversationById(db, me, id);
  if (!conversation) throw new AppError('NOT_FOUND', 'conversationNotFound', {}, 'username');
  return conversation;
}

/**
 * Declines the request from `username`: it leaves my requests, its bell items are read, and what they write
 * there later reaches me no more (no bell, no letter, nothing live). They are not told.
 */
export async function declineMessageRequest(db: Db, me: string, username: string): Promise<boolean> {
  const id = await requestFrom(db, me, username);
  await db.transaction(async (tx) => {
    await tx.execute(sql`update ${conversations} set request_declined_at = coalesce(request_declined_at, now())
      where id = ${id}::uuid and request_for = ${me}::uuid`);
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        sql`${notifications.userId} = ${me}::uuid and ${notifications.conversationId} = ${id}::uuid and ${notifications.readAt} is null`,
      );
  });
  return true;
}
