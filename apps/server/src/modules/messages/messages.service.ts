// Direct messages: sending and reading (one-to-one conversations and their read state).
//
// Order and read state. Sending locks the pair's conversation row (its upsert) before the message is
// written, and the message takes the time stamped under that lock: within a conversation the ids, the
// times and the commit order agree. A read mark is a time (conversation_reads.last_read_at) that only
// moves forward; "unread" is a message from the other person after my mark. Times never round-trip through
// JavaScript (microseconds would be lost): they are compared in SQL, and cursors carry them as integers.

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { conversationReads, conversations, messages, notifications, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import type { MessageItem } from '../../events/types.js';
import { AppError, badInput } from '../../kernel/errors.js';
import type { PersonCard } from '../../kernel/people.js';
import { limitUser, type RateLimiters } from '../../limits/rate-limit.js';
import { requireMayMessage, takesMessagesFromSql } from '../../policies/people.js';
import { parseChangeId } from '../goals/change-id.js';
import {
  type ConversationItem,
  conversationById,
  findPerson,
  resolveConversation,
  toDate,
  unreadMessageCount,
} from './conversations.service.js';

export const MESSAGE_MAX_LENGTH = 4000;

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

export interface MessageDeps extends WriteDeps {
  limiters: RateLimiters;
}

const isChangeIdTaken = (e: unknown): boolean => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = err.cause ?? err;
  return inner.code === '23505' && (inner.constraint ?? '').includes('messages_sender_change_key');
};

/** The message this sender already sent under this change id, as it was sent (read state as it is now). */
async function sentUnder(db: Db, senderId: string, changeId: string): Promise<MessageItem | null> {
  const [row] = rowsOf<{
    id: string | number;
    conversation_id: string;
    body: string;
    created_at: unknown;
    read: boolean;
  }>(
    await db.execute(sql`
      select m.id, m.conversation_id, m.body, m.created_at,
        m.created_at <= coalesce((select r.last_read_at from ${conversationReads} r join ${conversations} c on c.id = r.conversation_id
          where r.conversation_id = m.conversation_id and r.user_id <> ${senderId}::uuid
            and r.user_id in (c.user_a, c.user_b)), '-infinity') as read
      from ${messages} m where m.sender_id = ${senderId}::uuid and m.change_id = ${changeId}::uuid`),
  );
  if (!row) return null;
  return {
    id: String(row.id),
    conversationId: row.conversation_id,
    senderId,
    text: row.body,
    createdAt: toDate(row.created_at),
    read: row.read === true || (row.read as unknown) === 't',
  };
}

/**
 * Sends a message: sanitised plain text, to someone who is neither me nor across a block, within my rate
 * limit. One transaction writes the message and my read mark, and records `messageSent` (whether it starts
 * an unread stretch: the recipient has read everything I sent before); what follows (the bell, the delayed
 * unread letter, both people's open pages) is effects/registry.ts's.
 *
 * With a change id (the offline queue's), a message is sent once: sent again, by this tab or another, one
 * after the other or at once, it answers the message the first sending made, and nobody is told twice.
 */
export async function sendMessage(
  deps: MessageDeps,
  sender: PersonCard,
  to: string,
  rawText: string,
  rawChangeId?: string | null,
): Promise<MessageItem> {
  const changeId = parseChangeId(rawChangeId);
  const text = parseMessageText(rawText);
  if (changeId) {
    const sent = await sentUnder(deps.db, sender.id, changeId);
    if (sent) return sent;
  }
  try {
    return await deliver(deps, sender, to, text, changeId);
  } catch (error) {
    // The same change sent at once: the other request wrote it first.
    if (changeId && isChangeIdTaken(error)) {
      const sent = await sentUnder(deps.db, sender.id, changeId);
      if (sent) return sent;
    }
    throw error;
  }
}

async function deliver(
  deps: MessageDeps,
  sender: PersonCard,
  to: string,
  text: string,
  changeId: string | null,
): Promise<MessageItem> {
  const recipient = await findPerson(deps.db, to);
  if (!recipient) throw new AppError('NOT_FOUND', 'messageRecipientNotFound', {}, 'to');
  if (recipient.id === sender.id) throw badInput('messageSelf', 'to');
  await requireMayMessage(deps.db, sender.id, recipient.id);
  await limitUser(deps.limiters.message, sender.id);

  const [message] = await deps.events.transaction(deps.db, async (tx, record) => {
    // The upsert locks the pair's row: sends in one conversation take turns, stamped in commit order. A first
    // message to someone who neither follows me nor is my mentor or mentee is a request to them; replying to
    // a request accepts it.
    const [conversation] = rowsOf<{ id: string; request_for: string | null; request_declined_at: unknown }>(
      await tx.execute(sql`
        insert into ${conversations} (user_a, user_b, last_message_at, request_for)
        values (least(${sender.id}::uuid, ${recipient.id}::uuid), greatest(${sender.id}::uuid, ${recipient.id}::uuid), clock_timestamp(),
          case when ${takesMessagesFromSql(recipient.id, sender.id)} then null else ${recipient.id}::uuid end)
        on conflict (user_a, user_b) do update set last_message_at = greatest(${conversations.lastMessageAt}, clock_timestamp()),
          request_for = nullif(${conversations.requestFor}, ${sender.id}::uuid),
          request_declined_at = case when ${conversations.requestFor} = ${sender.id}::uuid then null
            else ${conversations.requestDeclinedAt} end
        returning id, request_for, request_declined_at`),
    );
    const conversationId = conversation!.id;
    const request =
      conversation!.request_for !== recipient.id
        ? null
        : conversation!.request_declined_at
          ? 'declined'
          : 'pending';
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
          insert into ${messages} (conversation_id, sender_id, body, created_at, change_id)
          select c.id, ${sender.id}::uuid, ${text}, c.last_message_at, ${changeId}::uuid from ${conversations} c where c.id = ${conversationId}::uuid
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
    await record({
      type: 'messageSent',
      message: item,
      sender,
      recipient: {
        id: recipient.id,
        username: recipient.username,
        name: recipient.name,
        avatarUrl: recipient.avatarUrl,
      },
      startsStretch: !(previous?.mine && previous.unread),
      request,
    });
    return item;
  });
  return message;
}

/**
 * Marks a conversation read up to its newest message (the mark never moves back), and its bell
 * notifications with it; records `conversationMarkedRead` (my other tabs hear the new unread count).
 */
export async function markConversationRead(
  deps: WriteDeps,
  me: string,
  target: { username?: string | null; conversationId?: string | null },
): Promise<{ conversation: ConversationItem | null; unreadMessageCount: number }> {
  const { db } = deps;
  const conversationId = await resolveConversation(db, me, target);
  if (!conversationId) return { conversation: null, unreadMessageCount: await unreadMessageCount(db, me) };
  const [count] = await deps.events.transaction(db, async (tx, record) => {
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
    const unread = await unreadMessageCount(tx, me);
    await record({
      type: 'conversationMarkedRead',
      userId: me,
      conversationId,
      unreadMessageCount: unread,
      bellCleared: cleared.length > 0,
    });
    return unread;
  });
  return { conversation: await conversationById(db, me, conversationId), unreadMessageCount: count };
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
