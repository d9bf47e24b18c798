// The news told live: after the commit, an event reaches the open pages of the people who would see it in
// their news (./news.service.ts), at once for a few, through the job queue for many.

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { events, users } from '../../db/schema.js';
import type { LiveEvents } from '../../events/live.js';
import type { NewsItem } from '../../events/types.js';
import type { JobQueue } from '../../jobs/queue.js';
import { notBlockedSql } from '../../policies/people.js';
import { blockedWithNoneSql } from './about.js';
import { type Handle, loadItems, type Row } from './items.js';

export const NEWS_FANOUT_QUEUE = 'news.fanout';

/** Tunables (tests lower them): up to `directLimit` recipients are told in the request, more by a job. */
export const fanoutSettings = { directLimit: 200, pageSize: 1000 };

/** The job queue of each database's app, so a request can hand a large fan-out to it. */
const queues = new WeakMap<object, JobQueue>();

/** Recently announced event ids, per database (this process): a change seen twice is told once. */
const announced = new WeakMap<object, Set<number>>();
function firstTime(db: Db, id: number): boolean {
  let seen = announced.get(db);
  if (!seen) {
    seen = new Set();
    announced.set(db, seen);
  }
  if (seen.has(id)) return false;
  seen.add(id);
  if (seen.size > 10_000) seen.delete(seen.values().next().value!);
  return true;
}

/**
 * Who would see this event in their news: followers (public and followers-only events), then mentees
 * who do not follow (public events), never across a block, never the event's subject; pages by keyset.
 */
async function* recipientPages(db: Handle, item: NewsItem, size: number): AsyncGenerator<string[]> {
  if (item.visibility !== 'public' && item.visibility !== 'followers') return;
  const actor = item.actor.id;
  const notSubject = (column: SQL) => (item.subject ? sql`${column} <> ${item.subject.id}` : sql`true`);
  // The goal's owner when it is someone else's goal (a member's milestone, a join).
  const owner = item.goalId
    ? (rowsOf<Row>(
        await db.execute(sql`select user_id from goals where id = ${item.goalId} and user_id <> ${actor}`),
      )[0]?.user_id as string | undefined)
    : undefined;
  // Someone else's followers-only goal (see othersGoalAllows in ./news.service.ts): of the actor's followers, only those who
  // follow the goal's owner too.
  const ownerFollowers: SQL =
    item.visibility === 'followers' && owner
      ? sql`exists (select 1 from follows ogf where ogf.follower_id = f.follower_id and ogf.followee_id = ${owner})`
      : sql`true`;
  // Nobody the event is about (its subject, the goal's owner) hears of it across a block (./about.ts).
  const about = [item.subject?.id, owner].filter((id): id is string => !!id);
  const notAcrossBlock = (column: SQL) => blockedWithNoneSql(column, about);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const result: unknown = await db.execute(sql`
      select f.follower_id as id, f.created_at::text as at from follows f
      where f.followee_id = ${actor}
        ${after ? sql`and (f.created_at, f.follower_id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        and ${notBlockedSql(sql`f.follower_id`, actor)} and ${notSubject(sql`f.follower_id`)}
        and ${ownerFollowers} and ${notAcrossBlock(sql`f.follower_id`)}
      order by f.created_at desc, f.follower_id desc limit ${size}`);
    const rows = rowsOf<{ id: string; at: string }>(result);
    if (rows.length) yield rows.map((r) => r.id);
    if (rows.length < size) break;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
  if (item.visibility !== 'public') return;
  let afterId: string | null = null;
  for (;;) {
    const result: unknown = await db.execute(sql`
      select u.id from ${users} u
      where u.mentor_id = ${actor} ${afterId ? sql`and u.id > ${afterId}::uuid` : sql``}
        and not exists (select 1 from follows f where f.follower_id = u.id and f.followee_id = ${actor})
        and ${notBlockedSql(sql`u.id`, actor)} and ${notSubject(sql`u.id`)} and ${notAcrossBlock(sql`u.id`)}
      order by u.id limit ${size}`);
    const ids: string[] = rowsOf<{ id: string }>(result).map((r) => r.id);
    if (ids.length) yield ids;
    if (ids.length < size) break;
    afterId = ids[ids.length - 1]!;
  }
}

async function publishTo(live: LiveEvents, ids: string[], item: NewsItem) {
  for (let i = 0; i < ids.length; i += 100) {
    await Promise.all(
      ids.slice(i, i + 100).map((id) => live.publish('stepwise:user', id, { type: 'news', item })),
    );
  }
}

/** Tells every recipient's open pages of one event: at once for a few, through the job queue for many. */
export async function fanOut(deps: { db: Db; live: LiveEvents }, item: NewsItem): Promise<void> {
  const pages = recipientPages(deps.db, item, fanoutSettings.directLimit + 1);
  const first = await pages.next();
  if (first.done) return;
  const queue = queues.get(deps.db);
  if (first.value.length > fanoutSettings.directLimit && queue) {
    await pages.return(undefined);
    await queue.send(NEWS_FANOUT_QUEUE, { eventId: item.id });
    queue.nudge(NEWS_FANOUT_QUEUE);
    return;
  }
  await publishTo(deps.live, first.value, item);
  for await (const ids of pages) await publishTo(deps.live, ids, item);
}

async function announceRecent(deps: { db: Db; live: LiveEvents }, where: SQL): Promise<void> {
  try {
    const items = await loadItems(
      deps.db,
      sql`${where} and e.visibility <> 'private' and e.created_at > now() - interval '1 minute'`,
    );
    for (const item of items.reverse()) {
      if (!firstTime(deps.db, item.id)) continue;
      // Guests' open /news pages hear of public events on one shared channel.
      if (item.visibility === 'public') {
        await deps.live.publish('stepwise:public', 'news', { type: 'news', item });
      }
      await fanOut(deps, item);
    }
  } catch {
    // A live event is a hint; the news is in the database.
  }
}

/**
 * After a change to a goal is committed: tells the people who would see them of the goal's events
 * written in the last minute that this process has not told yet (goal set, achieved...).
 * Never fails the caller: the change is saved, and the news shows it on the next load.
 */
export function announceGoalNews(deps: { db: Db; live: LiveEvents }, goalId: string): Promise<void> {
  return announceRecent(deps, sql`e.goal_id = ${goalId}`);
}

/** The same after a tick (a task of this plan): milestone reached, goal achieved. */
export function announcePlanNews(deps: { db: Db; live: LiveEvents }, planId: string): Promise<void> {
  return announceRecent(deps, sql`e.goal_id = (select p.goal_id from plans p where p.id = ${planId})`);
}

/**
 * Users' side of "a new mentee for a mentor": the event, written with the choice (pass the transaction).
 * Followers-only: the mentor's followers learn of it, strangers do not.
 */
export async function recordMenteeJoined(db: Handle, mentorId: string, menteeId: string): Promise<void> {
  await db.insert(events).values({
    actorId: mentorId,
    kind: 'mentee_joined',
    subjectId: menteeId,
    data: {},
    visibility: 'followers',
  });
}

/** After the mentor choice is committed: the mentor's followers' open pages learn of it. */
export function announceMenteeJoined(
  deps: { db: Db; live: LiveEvents },
  mentorId: string,
  menteeId: string,
): Promise<void> {
  return announceRecent(
    deps,
    sql`e.actor_id = ${mentorId} and e.kind = 'mentee_joined' and e.subject_id = ${menteeId}`,
  );
}

/** Registers the fan-out job (call before the queue starts) and lets requests on `db` use it. */
export function defineNewsJobs(queue: JobQueue, db: Db, live: LiveEvents): void {
  queues.set(db, queue);
  queue.define<{ eventId: number }>(
    NEWS_FANOUT_QUEUE,
    { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
    async ({ eventId }) => {
      const [item] = await loadItems(db, sql`e.id = ${eventId}`);
      if (!item) return;
      for await (const ids of recipientPages(db, item, fanoutSettings.pageSize))
        await publishTo(live, ids, item);
    },
  );
}
