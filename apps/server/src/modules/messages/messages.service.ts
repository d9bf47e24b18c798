// Direct messages (issue 9): one-to-one conversations, read state, live delivery, unread e-mail.
//
// Order and read state. Sending locks the pair's conversation row (its upsert) before the message is
// written, and the message takes the time stamped under that lock: within a conversation the ids, the
// times and the commit order agree. A read mark is a time (conversation_reads.last_read_at) that only
// moves forward; "unread" is a message from the other person after my mark. Times never round-trip through
// JavaScript (microseconds would be lost): they are compared in SQL, and cursors carry them as integers.

import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { blocks, conversationReads, conversations, messages, notifications, users } from '../../db/schema.js';
import type { LiveEvents } from '../../events/live.js';
import type { ConversationRead, MessageAdded, MessageItem } from '../../events/types.js';
import type { JobQueue } from '../../jobs/queue.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import type { Page } from '../../kernel/pages.js';
import { normalizeUsername, type PersonCard } from '../../kernel/people.js';
import { limitUser, type RateLimiters } from '../../limits/rate-limit.js';
import { canMessage, requireMayMessage } from '../../policies/people.js';
import { announceNotification, notify } from '../notifications/notifications.service.js';
import { UNREAD_MAIL_DELAY_SECONDS, UNREAD_MAIL_QUEUE, type UnreadMailJob } from './unread-mail.job.js';

type Handle = Db | Tx;

export const MESSAGE_MAX_LENGTH = 4000;
/** Unread messages are counted among a conversation's newest this many (the badge shows "99+" past 99). */
export const UNREAD_CAP = 100;

export interface ConversationItem {
  id: string;
  with: PersonCard;
  lastMessage: MessageItem | null;
  lastMessageAt: Date;
  unreadCount: number;
  /** False when a block stands between the two (either way). */
  canMessage: boolean;
}

/** A conversation view by username: the other person, and the conversation when one exists. */
export interface ConversationView {
  with: PersonCard;
  conversation: ConversationItem | null;
  canMessage: boolean;
}

/** Messages oldest first (newest at the bottom); `startCursor` loads the older ones before them. */
export interface MessagePage {
  items: MessageItem[];
  startCursor: string | null;
  hasPreviousPage: boolean;
}

// C0 controls but the line feed, DEL, and the C1 controls: nothing a person types, some of them harmful
// (NUL cannot be stored; others reorder or hide text in terminals and mail).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROLS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/**
 * A message as plain text: line breaks as \n, tabs as spaces, control characters removed, trimmed.
 * Never HTML: `<b>` stays the four characters it is, and the client renders text.
 */
export function sanitizeMessageText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROLS, '').trim();
}

/** Characters as people count them (an emoji is one), as the database's check counts them. */
const lengthOf = (text: string) => [...text].length;

export function parseMessageText(raw: string): string {
  const text = sanitizeMessageText(raw);
  const n = lengthOf(text);
  if (n < 1 || n > MESSAGE_MAX_LENGTH) throw badInput('messageLength', 'text', { max: MESSAGE_MAX_LENGTH });
  return text;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

async function findPerson(db: Handle, username: string) {
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

const pageSize = (first: number | null | undefined, fallback: number) => {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > 100) throw badInput('paginationInvalid', 'first');
  return n;
};

// Cursors: a conversation's last activity as microseconds since 1970 and its id; a message's id.
const CONVERSATION_CURSOR = /^(\d{1,17})\|([0-9a-f-]{36})$/;
function decodeConversationCursor(cursor: string) {
  const match = CONVERSATION_CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || !isUuid(match[2]!)) throw badInput('paginationInvalid', 'after');
  return { micros: match[1]!, id: match[2]! };
}
const encodeConversationCursor = (micros: string, id: string) =>
  Buffer.from(`${micros}|${id}`).toString('base64url');

const MESSAGE_CURSOR = /^[1-9]\d{0,17}$/;
function decodeMessageCursor(cursor: string) {
  if (!MESSAGE_CURSOR.test(cursor)) throw badInput('paginationInvalid', 'before');
  return cursor;
}

interface ConversationRow {
  id: string;
  micros: string;
  last_message_at: unknown;
  o_id: string;
  o_username: string;
  o_name: string;
  o_avatar_url: string | null;
  m_id: string | number | null;
  m_sender_id: string | null;
  m_body: string | null;
  m_created_at: unknown;
  m_read: boolean | null;
  unread: number;
  blocked: boolean;
}

/**
 * The conversations in `page` (a subquery of conversation rows, in order), with the other person, the last
 * message, my unread count and whether a block stands between us: one statement for the whole page.
 */
function conversationRowsSql(me: string, page: ReturnType<typeof sql>) {
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
        or (b.blocker_id = o.id and b.blocked_id = ${me}::uuid)) as blocked
    from (${page}) c
    join ${users} o on o.id = case when c.user_a = ${me}::uuid then c.user_b else c.user_a end
    left join ${conversationReads} mr on mr.conversation_id = c.id and mr.user_id = ${me}::uuid
    left join ${conversationReads} tr on tr.conversation_id = c.id and tr.user_id = o.id
    left join lateral (
      select m.id, m.sender_id, m.body, m.created_at from ${messages} m
      where m.conversation_id = c.id order by m.id desc limit 1) lm on true
    order by c.last_message_at desc, c.id desc`;
}

function toConversation(r: ConversationRow): ConversationItem {
  return {
    id: r.id,
    with: { id: r.o_id, username: r.o_username, name: r.o_name, avatarUrl: r.o_avatar_url },
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
    canMessage: !r.blocked,
  };
}

/** My conversations, the latest activity first, by keyset pagination (one statement a page). */
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
    (select * from ${conversations} c where c.user_a = ${me}::uuid ${before}
      order by c.last_message_at desc, c.id desc limit ${first + 1})
    union all
    (select * from ${conversations} c where c.user_b = ${me}::uuid ${before}
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

async function conversationById(db: Handle, me: string, id: string): Promise<ConversationItem | null> {
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
async function resolveConversation(
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

/** My unread messages over all conversations (the header's badge); each conversation counts up to UNREAD_CAP. */
export async function unreadMessageCount(db: Handle, me: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select coalesce(sum((select count(*) from (
          select m.sender_id, m.created_at from ${messages} m where m.conversation_id = c.id
          order by m.id desc limit ${UNREAD_CAP}) newest
        where newest.sender_id <> ${me}::uuid and newest.created_at > coalesce(r.last_read_at, '-infinity'))), 0)::int as n
      from ${conversations} c
      left join ${conversationReads} r on r.conversation_id = c.id and r.user_id = ${me}::uuid
      where (c.user_a = ${me}::uuid or c.user_b = ${me}::uuid)
        and c.last_message_at > coalesce(r.last_read_at, '-infinity')`),
  );
  return Number(row?.n ?? 0);
}

export interface MessageDeps {
  db: Db;
  live: LiveEvents;
  jobs: JobQueue;
  limiters: RateLimiters;
  /** The web app's address, for the link in the unread e-mail. */
  publicUrl: string;
}

/**
 * Sends a message: sanitised plain text, to someone who is neither me nor across a block, within my rate
 * limit. One transaction writes the message, my read mark, and, when it starts an unread stretch (the
 * recipient has read everything I sent before), a bell notification and the delayed unread-e-mail job.
 * After the commit, both people's open pages hear of it (the recipient's and my other tabs).
 */
export async function sendMessage(
  deps: MessageDeps,
  sender: PersonCard,
  to: string,
  rawText: string,
): Promise<MessageItem> {
  const { db } = deps;
  const text = parseMessageText(rawText);
  const recipient = await findPerson(db, to);
  if (!recipient) throw new AppError('NOT_FOUND', 'messageRecipientNotFound', {}, 'to');
  if (recipient.id === sender.id) throw badInput('messageSelf', 'to');
  await requireMayMessage(db, sender.id, recipient.id);
  await limitUser(deps.limiters.message, sender.id);

  const { message, startsStretch, notification } = await db.transaction(async (tx) => {
    // The upsert locks the pair's row: sends in one conversation take turns, stamped in commit order.
    const [conversation] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ${conversations} (user_a, user_b, last_message_at)
        values (least(${sender.id}::uuid, ${recipient.id}::uuid), greatest(${sender.id}::uuid, ${recipient.id}::uuid), clock_timestamp())
        on conflict (user_a, user_b) do update set last_message_at = greatest(${conversations.lastMessageAt}, clock_timestamp())
        returning id`),
    );
    const conversationId = conversation!.id;
    // A stretch goes on while my previous message is still unread; then the recipient was told already.
    const [previous] = rowsOf<{ mine: boolean; unread: boolean }>(
      await tx.execute(sql`
        select m.sender_id = ${sender.id}::uuid as mine,
          m.created_at > coalesce((select r.last_read_at from ${conversationReads} r
            where r.conversation_id = m.conversation_id and r.user_id = ${recipient.id}::uuid), '-infinity') as unread
        from ${messages} m where m.conversation_id = ${conversationId}::uuid
        order by m.id desc limit 1`),
    );
    const [row] = rowsOf<{ id: string | number; created_at: unknown }>(
      await tx.execute(sql`
        with m as (
          insert into ${messages} (conversation_id, sender_id, body, created_at)
          select c.id, ${sender.id}::uuid, ${text}, c.last_message_at from ${conversations} c where c.id = ${conversationId}::uuid
          returning id, conversation_id, sender_id, created_at),
        r as (
          insert into ${conversationReads} (conversation_id, user_id, last_read_at)
          select conversation_id, sender_id, created_at from m
          on conflict (conversation_id, user_id)
          do update set last_read_at = greatest(${conversationReads.lastReadAt}, excluded.last_read_at))
        select id, created_at from m`),
    );
    const item: MessageItem = {
      id: String(row!.id),
      conversationId,
      senderId: sender.id,
      text,
      createdAt: toDate(row!.created_at),
      read: false,
    };
    const starts = !(previous?.mine && previous.unread);
    let notified = null;
    if (starts) {
      notified = await notify(tx, {
        userId: recipient.id,
        kind: 'message',
        actorId: sender.id,
        conversationId,
        data: { text: [...text].slice(0, 140).join('') },
      });
      const job: UnreadMailJob = { messageId: item.id, publicUrl: deps.publicUrl };
      await deps.jobs.send(UNREAD_MAIL_QUEUE, job, { db: tx, startAfterSeconds: UNREAD_MAIL_DELAY_SECONDS });
    }
    return { message: item, startsStretch: starts, notification: notified };
  });
  void startsStretch;

  const other = {
    id: recipient.id,
    username: recipient.username,
    name: recipient.name,
    avatarUrl: recipient.avatarUrl,
  };
  const { read: _read, ...payload } = message;
  const event: MessageAdded = { type: 'messageAdded', message: payload, sender, recipient: other };
  await Promise.all([
    deps.live.publish('stepwise:user', recipient.id, event),
    deps.live.publish('stepwise:user', sender.id, event),
    notification ? announceNotification(deps.live, db, recipient.id, notification) : undefined,
  ]);
  return message;
}

/**
 * Marks a conversation read up to its newest message (the mark never moves back), and its bell
 * notifications with it. My other tabs hear the new unread count.
 */
export async function markConversationRead(
  deps: { db: Db; live: LiveEvents },
  me: string,
  target: { username?: string | null; conversationId?: string | null },
): Promise<{ conversation: ConversationItem | null; unreadMessageCount: number }> {
  const { db } = deps;
  const conversationId = await resolveConversation(db, me, target);
  if (!conversationId) return { conversation: null, unreadMessageCount: await unreadMessageCount(db, me) };
  const bell = await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${conversationReads} (conversation_id, user_id, last_read_at)
      select c.id, ${me}::uuid, c.last_message_at from ${conversations} c where c.id = ${conversationId}::uuid
      on conflict (conversation_id, user_id)
      do update set last_read_at = greatest(${conversationReads.lastReadAt}, excluded.last_read_at)`);
    const cleared = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        sql`${notifications.userId} = ${me}::uuid and ${notifications.conversationId} = ${conversationId}::uuid and ${notifications.readAt} is null`,
      )
      .returning({ id: notifications.id });
    return cleared.length > 0;
  });
  const [conversation, count] = await Promise.all([
    conversationById(db, me, conversationId),
    unreadMessageCount(db, me),
  ]);
  const event: ConversationRead = { type: 'conversationRead', conversationId, unreadMessageCount: count };
  await Promise.all([
    deps.live.publish('stepwise:user', me, event),
    bell ? announceNotification(deps.live, db, me, null) : undefined,
  ]);
  return { conversation, unreadMessageCount: count };
}

/** The e-mail-on-unread-message setting (on by default). */
export async function setEmailOnMessage(db: Db, me: string, on: boolean) {
  const [user] = await db
    .update(users)
    .set({ emailOnMessage: on, updatedAt: new Date() })
    .where(sql`${users.id} = ${me}::uuid`)
    .returning();
  return user!;
}
