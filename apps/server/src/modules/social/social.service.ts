// Subscribe: follow and unfollow, remove a follower, block and unblock; counts and keyset lists.
// Who may do what is decided in policies/people.ts; what a follow sets off (the bell) is the event
// registry's (effects/registry.ts).

import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { blocks, follows, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import type { Page } from '../../kernel/pages.js';
import type { PersonRef } from '../../kernel/people.js';
import { notSuspendedSql } from '../../policies/moderation.js';
import { requireMayFollow } from '../../policies/people.js';
import { publicProfileColumns } from '../users/users.service.js';

type Handle = Db | Tx;

/** What anyone may see of a person, by id (the same fields as getPublicProfile). */
export async function personById(db: Handle, id: string) {
  if (!isUuid(id)) throw badInput('userIdInvalid', 'userId');
  const [user] = await db.select(publicProfileColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new AppError('NOT_FOUND', 'userNotFound', {}, 'userId');
  return user;
}

export type Person = Awaited<ReturnType<typeof personById>>;

/**
 * Follows someone. Never yourself (BAD_USER_INPUT), never across a block either way (FORBIDDEN).
 * Following twice is following once; the followed person's bell hears of a new follower once.
 */
export async function follow(
  { db, events }: WriteDeps,
  followerId: string,
  followeeId: string,
): Promise<Person> {
  const person = await personById(db, followeeId);
  await events.transaction(db, async (tx, record) => {
    await requireMayFollow(tx, followerId, person.id);
    const inserted = await tx
      .insert(follows)
      .values({ followerId, followeeId: person.id })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    if (inserted.length > 0) await record({ type: 'followed', followerId, followeeId: person.id });
  });
  return person;
}

/** Stops following (nothing happens if you did not follow). */
export async function unfollow(db: Db, followerId: string, followeeId: string): Promise<Person> {
  const person = await personById(db, followeeId);
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, person.id)));
  return person;
}

/** Removes someone from your followers (they can follow again, unless you block them). */
export async function removeFollower(db: Db, ownerId: string, followerId: string): Promise<Person> {
  const person = await personById(db, followerId);
  await db.delete(follows).where(and(eq(follows.followerId, person.id), eq(follows.followeeId, ownerId)));
  return person;
}

/**
 * Blocks someone: the follows between you end both ways, and neither can follow or write to the other.
 * What else a block ends (each one's place in the other's plans, mentoring between them) follows from the
 * 'blocked' event (effects/registry.ts), in the same transaction.
 */
export async function block(
  { db, events }: WriteDeps,
  blockerId: string,
  blockedId: string,
): Promise<Person> {
  const person = await personById(db, blockedId);
  if (person.id === blockerId) throw badInput('cannotBlockSelf', 'userId');
  await events.transaction(db, async (tx, record) => {
    await tx.insert(blocks).values({ blockerId, blockedId: person.id }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, person.id)),
          and(eq(follows.followerId, person.id), eq(follows.followeeId, blockerId)),
        ),
      );
    await record({ type: 'blocked', blockerId, blockedId: person.id });
  });
  return person;
}

export async function unblock(db: Db, blockerId: string, blockedId: string): Promise<Person> {
  const person = await personById(db, blockedId);
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, person.id)));
  return person;
}

/** Counts and the viewer's flags on a profile: one statement. */
export interface SocialStats {
  followerCount: number;
  followingCount: number;
  /** The viewer follows this person. */
  followedByMe: boolean;
  /** This person follows the viewer. */
  followsMe: boolean;
  /** The viewer blocked this person. */
  blockedByMe: boolean;
}

export async function socialStats(
  db: Handle,
  personId: string,
  viewerId: string | null,
): Promise<SocialStats> {
  const viewer = viewerId ?? '00000000-0000-0000-0000-000000000000';
  const result = await db.execute(sql`
    select
      (select count(*) from ${follows} where followee_id = ${personId})::int as followers,
      (select count(*) from ${follows} where follower_id = ${personId})::int as following,
      exists (select 1 from ${follows} where follower_id = ${viewer} and followee_id = ${personId}) as followed_by_me,
      exists (select 1 from ${follows} where follower_id = ${personId} and followee_id = ${viewer}) as follows_me,
      exists (select 1 from ${blocks} where blocker_id = ${viewer} and blocked_id = ${personId}) as blocked_by_me`);
  const row = rowsOf<Record<string, unknown>>(result)[0]!;
  return {
    followerCount: Number(row.followers),
    followingCount: Number(row.following),
    followedByMe: row.followed_by_me === true,
    followsMe: row.follows_me === true,
    blockedByMe: row.blocked_by_me === true,
  };
}

/** A person in a list, with whether the viewer follows them (the list's follow buttons). */
export interface PersonItem extends PersonRef {
  followedByMe: boolean;
}

const TIME_CURSOR = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

function listPage(options: { first?: number | null; after?: string | null }) {
  const first = options.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput('paginationInvalid', 'first');
  if (options.after == null || options.after === '') return { first, after: null };
  const [at, id] = Buffer.from(options.after, 'base64url').toString().split('|');
  if (!at || !id || !TIME_CURSOR.test(at) || !isUuid(id)) throw badInput('paginationInvalid', 'after');
  return { first, after: { at, id } };
}

const cursorOf = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

/**
 * A person's followers (`side: 'followers'`) or the people they follow (`'following'`), newest first,
 * keyset-paginated on (followed at, id) by the follows indexes; one statement for any page size.
 */
export async function listFollows(
  db: Handle,
  personId: string,
  side: 'followers' | 'following',
  viewerId: string | null,
  options: { first?: number | null; after?: string | null },
): Promise<Page<PersonItem>> {
  const { first, after } = listPage(options);
  const [mine, theirs]: [SQL, SQL] =
    side === 'followers'
      ? [sql`f.followee_id`, sql`f.follower_id`]
      : [sql`f.follower_id`, sql`f.followee_id`];
  const result = await db.execute(sql`
    select u.id, u.username, u.name, u.avatar_url, f.created_at::text as at,
      ${viewerId ? sql`exists (select 1 from ${follows} v where v.follower_id = ${viewerId} and v.followee_id = u.id)` : sql`false`} as followed_by_me
    from ${follows} f join ${users} u on u.id = ${theirs}
    where ${mine} = ${personId}
      ${after ? sql`and (f.created_at, ${theirs}) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by f.created_at desc, ${theirs} desc
    limit ${first + 1}`);
  const rows = rowsOf<Record<string, unknown>>(result);
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      id: r.id as string,
      username: r.username as string,
      name: r.name as string,
      avatarUrl: (r.avatar_url as string | null) ?? null,
      followedByMe: r.followed_by_me === true,
    })),
    endCursor: last ? cursorOf(last.at as string, last.id as string) : null,
    hasNextPage: rows.length > first,
  };
}

/** The people you blocked (for unblocking them), by keyset on their id. */
export async function listBlocked(
  db: Handle,
  blockerId: string,
  options: { first?: number | null; after?: string | null },
): Promise<Page<PersonItem>> {
  const first = options.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput('paginationInvalid', 'first');
  if (options.after && !isUuid(options.after)) throw badInput('paginationInvalid', 'after');
  const rows = await db
    .select({ id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, blockerId),
        options.after ? sql`${blocks.blockedId} > ${options.after}` : undefined,
      ),
    )
    .orderBy(blocks.blockedId)
    .limit(first + 1);
  const items = rows.slice(0, first).map((r) => ({ ...r, followedByMe: false }));
  return {
    items,
    endCursor: items.length ? items[items.length - 1]!.id : null,
    hasNextPage: rows.length > first,
  };
}

/** Which of these people the viewer follows (one statement for a whole list). */
export async function followedAmong(
  db: Handle,
  viewerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The id of a username (lowercased, at most 60 characters), or undefined. */
export async function userIdOf(db: Handle, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username.slice(0, 60).toLowerCase()), notSuspendedSql(users.id)))
    .limit(1);
  return row?.id;
}
