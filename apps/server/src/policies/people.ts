// Who may follow, message or hear from whom: decided here, once.
// A block works both ways for following and messaging: neither side can follow or write to the other,
// and followers-only content stops being visible between them (see audienceOf in ./goals.ts).
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { blocks, follows, mentorProfiles, users } from '../db/schema.js';
import { AppError, badInput } from '../kernel/errors.js';

type Handle = Db | Tx;

/** Whether a block stands between two people, and which way. */
export interface BlockState {
  /** `a` blocked `b`. */
  aBlocksB: boolean;
  /** `b` blocked `a`. */
  bBlocksA: boolean;
}

/** Both directions in one indexed look-up (the primary key covers each direction). */
export async function blockState(db: Handle, a: string, b: string): Promise<BlockState> {
  if (a === b) return { aBlocksB: false, bBlocksA: false };
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return { aBlocksB: rows.some((r) => r.blockerId === a), bBlocksA: rows.some((r) => r.blockerId === b) };
}

/** True when either of the two blocked the other. */
export async function isBlocked(db: Handle, a: string, b: string): Promise<boolean> {
  const state = await blockState(db, a, b);
  return state.aBlocksB || state.bBlocksA;
}

/** Why `followerId` may not follow `followeeId`, or null when they may. */
export async function followDenial(
  db: Handle,
  followerId: string,
  followeeId: string,
): Promise<'self' | 'blocked' | null> {
  if (followerId === followeeId) return 'self';
  return (await isBlocked(db, followerId, followeeId)) ? 'blocked' : null;
}

/** Following: never yourself (BAD_USER_INPUT), never across a block either way (FORBIDDEN). */
export async function requireMayFollow(db: Handle, followerId: string, followeeId: string): Promise<void> {
  const denial = await followDenial(db, followerId, followeeId);
  if (denial === 'self') throw badInput('cannotFollowSelf', 'userId');
  if (denial === 'blocked') throw new AppError('FORBIDDEN', 'cannotFollowBlocked', {}, 'userId');
}

/** Whether the user is a built-in guide (a seeded mentor nobody signs in as): it reads no messages. */
export async function isGuide(db: Handle, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ guide: mentorProfiles.guide })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId));
  return row?.guide === true;
}

/** Messages: never to yourself, never to a built-in guide, never across a block (either way). For the messages module. */
export async function canMessage(db: Handle, senderId: string, recipientId: string): Promise<boolean> {
  if (senderId === recipientId) return false;
  return !(await isBlocked(db, senderId, recipientId)) && !(await isGuide(db, recipientId));
}

/** FORBIDDEN to a built-in guide, or when a block stands between sender and recipient (writing to oneself is refused before). */
export async function requireMayMessage(db: Handle, senderId: string, recipientId: string): Promise<void> {
  if (await isGuide(db, recipientId)) throw new AppError('FORBIDDEN', 'guideNoMessages');
  if (await isBlocked(db, senderId, recipientId)) throw new AppError('FORBIDDEN', 'messageBlocked');
}

/**
 * A SQL condition: `reader` takes messages from `writer` straight away (they follow them, or one is the other's
 * mentor); from anyone else a first message is a request that `reader` accepts or declines.
 */
export const takesMessagesFromSql = (reader: string, writer: string) => sql`(
  exists (select 1 from ${follows} f where f.follower_id = ${reader}::uuid and f.followee_id = ${writer}::uuid)
  or exists (select 1 from ${users} u where (u.id = ${reader}::uuid and u.mentor_id = ${writer}::uuid)
    or (u.id = ${writer}::uuid and u.mentor_id = ${reader}::uuid)))`;

/**
 * A SQL condition: no block between the two user-id expressions, either way
 * (for feeds and lists that must drop blocked people inside their one query).
 */
export const notBlockedSql = (a: SQL | string, b: SQL | string) =>
  sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${a} and b.blocked_id = ${b}) or (b.blocker_id = ${b} and b.blocked_id = ${a}))`;
