// One conversation's messages, oldest first, a page at a time going back (keyset on the message's time).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { conversationReads, messages } from '../../db/schema.js';
import type { MessageItem } from '../../events/types.js';
import { badInput } from '../../kernel/errors.js';
import { notHiddenSql, notSuspendedSql } from '../../policies/moderation.js';
import { pageSize, resolveConversation, toDate } from './conversations.service.js';

type Handle = Db | Tx;

/** Messages oldest first (newest at the bottom); `startCursor` loads the older ones before them. */
export interface MessagePage {
  items: MessageItem[];
  startCursor: string | null;
  hasPreviousPage: boolean;
}

const MESSAGE_CURSOR = /^[1-9]\d{0,17}$/;

function decodeMessageCursor(cursor: string) {
  if (!MESSAGE_CURSOR.test(cursor)) throw badInput('paginationInvalid', 'before');
  return cursor;
}

/** A page of history: the newest `first` before the cursor, returned oldest first (newest at the bottom). */
export async function listMessages(
  db: Handle,
  me: string,
  target: { username?: string | null; conversationId?: string | null },
  options: { first?: number | null; before?: string | null },
): Promise<MessagePage> {
  const first = pageSize(options.first, 30);
  const before = options.before ? decodeMessageCursor(options.before) : null;
  const conversationId = await resolveConversation(db, me, target);
  if (!conversationId) return { items: [], startCursor: null, hasPreviousPage: false };
  const rows = rowsOf<{
    id: string | number;
    sender_id: string;
    body: string;
    created_at: unknown;
    read: boolean;
  }>(
    await db.execute(sql`
      select m.id, m.sender_id, m.body, m.created_at,
        m.created_at <= coalesce((select r.last_read_at from ${conversationReads} r
          where r.conversation_id = m.conversation_id and r.user_id <> m.sender_id), '-infinity') as read
      from ${messages} m
      where m.conversation_id = ${conversationId}::uuid ${before ? sql`and m.id < ${before}::bigint` : sql``}
        and (m.sender_id = ${me} or (${notHiddenSql('message', sql`m.id`, null)} and ${notSuspendedSql(sql`m.sender_id`)}))
      order by m.id desc limit ${first + 1}`),
  );
  const items = rows
    .slice(0, first)
    .reverse()
    .map((r) => ({
      id: String(r.id),
      conversationId,
      senderId: r.sender_id,
      text: r.body,
      createdAt: toDate(r.created_at),
      read: r.read === true,
    }));
  return {
    items,
    startCursor: items.length ? items[0]!.id : null,
    hasPreviousPage: rows.length > first,
  };
}
