// Conversations as lists show them: newest activity first with their last message and unread count, one
// conversation with a person, and the unread badge. Sending and reading: ./messages.service.ts.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { blocks, conversationReads, conversations, messages, users } from '../../db/schema.js';
import type { MessageItem } from '../../events/types.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import type { Page } from '../../kernel/pages.js';
import { normalizeUsername, type PersonCard } from '../../kernel/people.js';
import { notHiddenSql, notSuspendedSql } from '../../policies/moderation.js';
import { canMessage } from '../../policies/people.js';

type Handle = Db | Tx;

/** Unread messages are counted among a conversation's newest this many (the badge shows "99+" past 99). */
export const UNREAD_CAP = 100;

/** Leaves out conversations that are message requests to me (`c` is the conversation). */
const notRequestTo = (me: string) => sql`and c.request_for is distinct from ${me}::uuid`;

export const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

export async function findPerson(db: Handle, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      avatarUrl: users.avatarUrl,
      emailOnMessage: users.emailOnMessage,
    })
    .from(users)
    .where(sql`${users.username} = ${normalizeUsername(username)}`)
    .limit(1);
  return row;
}

export interface ConversationItem {
  id: string;
  /** The other person; null when they deleted their account (their side of the conversation is gone). */
  with: PersonCard | null;
  lastMessage: MessageItem | null;
  lastMessageAt: Date;
  unreadCount: number;
  /** False when a block stands between the two (either way). */
  canMessage: boolean;
  /** A message request to me (from someone I do not follow) that I have not accepted, declined or not. */
  request: boolean;
}

/** A conversation view by username: the other person, and the conversation when one exists. */
export interface ConversationView {
  with: PersonCard;
  conversation: ConversationItem | null;
  canMessage: boolean;
}

export const pageSize = (first: number | null | undefined, fallback: number) => {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > 100) throw badInput('paginationInvalid', 'first');
  return n;
};

// Cursors: a conversation's last activity as microseconds since 1970 and its id; a message's id.
const CONVERSATION_CURSOR = /^(\d{1,17})\|([0-9a-f-]{36})$/;

export function decodeConversationCursor(cursor: string) {
  const match = CONVERSATION_CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || !isUuid(match[2]!)) throw badInput('paginationInvalid', 'after');
  return { micros: match[1]!, id: match[2]! };
}

export const encodeConversationCursor = (micros: string, id: string) =>
  Buffer.from(`${micros}|${id}`).toString('base64url');

export interface ConversationRow {
  id: string;
  micros: string;
  last_message_at: unknown;
  o_id: string | null;
  o_username: string | null;
  o_name: string | null;
  o_avatar_url: string | null;
  m_id: string | number | null;
  m_sender_id: string | null;
  m_body: string | null;
  m_created_at: unknown;
  m_read: boolean | null;
  unread: number;
  blocked: boolean;
  request: boolean;
}

/**
 * The conversations in `page` (a subquery of conversation rows, in order), with the other person, the last
 * message, my unread count and whether a block stands between us: one statement for the whole page. A conversation
 * with a suspended account is left out, and the last message shown is one I may read (not hidden, not from a
 * suspended account).
 */
export function conversationRowsSql(me: string, page: ReturnType<typeof sql>) {
  return sql`
    select c.id, (extract(epoch from c.last_message_at) * 1000000)::bigint::text as micros, c.last_message_at,
      o.id as o_id, o.username as o_username, o.name as o_name, o.avatar_url as o_avatar_url,
      lm.id as m_id, lm.sender_id as m_sender_id, lm.body as m_body, lm.created_at as m_created_at,
      case when lm.sender_id = ${me}::uuid then lm.created_at <= coalesce(tr.last_read_at, '-infinity')
        else lm.created_at <= coalesce(mr.last_read_at, '-infinity') end as m_read,
      case when c.last_message_at <= coalesce(mr.last_read_at, '-infinity') then 0 else (select count(*)::int from (
          select m.sender_id, m.created_at from ${messages} m where m.conversation_id = c.id
          order by m.id desc limit ${UNREAD_CAP}) newest
        where newest.sender_id <> ${me}::uuid and newest.created_at > coalesce(mr.last_read_at, '-infinity')) end as unread,
      exists (select 1 from ${blocks} b where (b.blocker_id = ${me}::uuid and b.blocked_id = o.id)
        or (b.blocker_id = o.id and b.blocked_id = ${me}::uuid)) as blocked,
      c.request_for is not distinct from ${me}::uuid as request
    from (${page}) c
    left join ${users} o on o.id = case when c.user_a = ${me}::uuid then c.user_b else c.user_a end
    left join ${conversationReads} mr on mr.conversation_id = c.id and mr.user_id = ${me}::uuid
    left join ${conversationReads} tr on tr.conversation_id = c.id and tr.user_id = o.id
    left join lateral (
      select m.id, m.sender_id, m.body, m.created_at from ${messages} m
      where m.conversation_id = c.id
        and (m.sender_id = ${me}::uuid or (${notHiddenSql('message', sql`m.id`, null)} and ${notSuspendedSql(sql`m.sender_id`)}))
      order by m.id desc limit 1) lm on true
    where o.id is null or ${notSuspendedSql(sql`o.id`)}
    order by c.last_message_at desc, c.id desc`;
}

export function toConversation(r: ConversationRow): ConversationItem {
  return {
    id: r.id,
    with: r.o_id ? { id: r.o_id, username: r.o_username!, name: r.o_name!, avatarUrl: r.o_avatar_url } : null,
    lastMessage:
      r.m_id == null
        ? null
        : {
            id: String(r.m_id),
            conversationId: r.id,
            senderId: r.m_sender_id!,
            text: r.m_body!,
            createdAt: toDate(r.m_created_at),
            read: r.m_read === true,
          },
    lastMessageAt: toDate(r.last_message_at),
    unreadCount: Number(r.unread),
    canMessage: r.o_id !== null && !r.blocked,
    request: r.request === true,
  };
}

/**
 * My conversations, the latest activity first, by keyset pagination (one statement a page). Message requests
 * to me are not among them until I accept them (./requests.service.ts lists them).
 */
export async function listConversations(
  db: Handle,
  me: string,
  options: { first?: number | null; after?: string | null },
): Promise<Page<ConversationItem>> {
  const first = pageSize(options.first, 20);
  const after = options.after ? decodeConversationCursor(options.after) : null;
  const before = after
    ? sql`and (c.last_message_at, c.id) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : sql``;
  // Each side of the pair has its own index (user, last_message_at desc): two bounded scans, merged.
  const page = sql`
    (select * from ${conversations} c where c.user_a = ${me}::uuid ${before} ${notRequestTo(me)}
      order by c.last_message_at desc, c.id desc limit ${first + 1})
    union all
    (select * from ${conversations} c where c.user_b = ${me}::uuid ${before} ${notRequestTo(me)}
      order by c.last_message_at desc, c.id desc limit ${first + 1})`;
  const rows = rowsOf<ConversationRow>(
    await db.execute(sql`${conversationRowsSql(me, page)} limit ${first + 1}`),
  );
  const items = rows.slice(0, first);
  const last = items.at(-1);
  return {
    items: items.map(toConversation),
    endCursor: last ? encodeConversationCursor(last.micros, last.id) : null,
    hasNextPage: rows.length > first,
  };
}

export async function conversationById(db: Handle, me: string, id: string): Promise<ConversationItem | null> {
  const page = sql`select * from ${conversations} c
    where c.id = ${id}::uuid and (c.user_a = ${me}::uuid or c.user_b = ${me}::uuid)`;
  const [row] = rowsOf<ConversationRow>(await db.execute(conversationRowsSql(me, page)));
  return row ? toConversation(row) : null;
}

/** The pair's conversation id (one indexed look-up on the unique pair), or undefined. */
async function pairConversationId(db: Handle, a: string, b: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      sql`${conversations.userA} = least(${a}::uuid, ${b}::uuid) and ${conversations.userB} = greatest(${a}::uuid, ${b}::uuid)`,
    )
    .limit(1);
  return row?.id;
}

/** The other person by username, and our conversation when there is one; null when nobody has that name. */
export async function conversationWith(
  db: Handle,
  me: string,
  username: string,
): Promise<ConversationView | null> {
  const other = await findPerson(db, username);
  if (!other) return null;
  if (other.id === me) throw badInput('messageSelf', 'username');
  const page = sql`select * from ${conversations} c
    where c.user_a = least(${me}::uuid, ${other.id}::uuid) and c.user_b = greatest(${me}::uuid, ${other.id}::uuid)`;
  const [row] = rowsOf<ConversationRow>(await db.execute(conversationRowsSql(me, page)));
  const person = { id: other.id, username: other.username, name: other.name, avatarUrl: other.avatarUrl };
  const conversation = row ? toConversation(row) : null;
  return {
    with: person,
    conversation,
    canMessage: conversation ? conversation.canMessage : await canMessage(db, me, other.id),
  };
}

/** Which conversation a request names: by the other person's username or by id (NOT_FOUND unless mine). */
export async function resolveConversation(
  db: Handle,
  me: string,
  target: { username?: string | null; conversationId?: string | null },
): Promise<string | null> {
  if (target.conversationId) {
    const [row] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        sql`${conversations.id} = ${target.conversationId}::uuid and (${conversations.userA} = ${me}::uuid or ${conversations.userB} = ${me}::uuid)`,
      )
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'conversationNotFound', {}, 'conversationId');
    return row.id;
  }
  if (!target.username) throw badInput('messageRecipientNotFound', 'username');
  const other = await findPerson(db, target.username);
  if (!other) throw new AppError('NOT_FOUND', 'messageRecipientNotFound', {}, 'username');
  if (other.id === me) throw badInput('messageSelf', 'username');
  return (await pairConversationId(db, me, other.id)) ?? null;
}

/**
 * My unread messages over all conversations (the header's badge), message requests to me left out; each
 * conversation counts up to UNREAD_CAP.
 */
export async function unreadMessageCount(db: Handle, me: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select coalesce(sum((select count(*) from (
          select m.sender_id, m.created_at from ${messages} m where m.conversation_id = c.id
          order by m.id desc limit ${UNREAD_CAP}) newest
        where newest.sender_id <> ${me}::uuid and newest.created_at > coalesce(r.last_read_at, '-infinity'))), 0)::int as n
      from ${conversations} c
      left join ${conversationReads} r on r.conversation_id = c.id and r.user_id = ${me}::uuid
      where (c.user_a = ${me}::uuid or c.user_b = ${me}::uuid) ${notRequestTo(me)}
        and c.last_message_at > coalesce(r.last_read_at, '-infinity')`),
  );
  return Number(row?.n ?? 0);
}
