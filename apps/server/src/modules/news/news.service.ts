// The news: events (written by ./record.ts with the change itself) read back as feeds, and told live
// to the people who would see them. A private goal's events never leave its owner; a deleted goal's never show.

import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { events, users } from '../../db/schema.js';
import type { LiveEvents } from '../../events/live.js';
import type { NewsItem } from '../../events/types.js';
import type { JobQueue } from '../../jobs/queue.js';
import { idPage, type Page } from '../../kernel/pages.js';
import { audienceOf } from '../../policies/goals.js';
import { blockState, notBlockedSql } from '../../policies/people.js';

type Handle = Db | Tx;

// The columns of an item, for `from events e join users a ... left join users s ...`.
const ITEM_COLUMNS = sql`e.id, e.kind, e.goal_id, e.task_id, e.data, e.visibility, e.created_at,
  a.id as actor_id, a.username as actor_username, a.name as actor_name, a.avatar_url as actor_avatar_url,
  s.id as subject_id, s.username as subject_username, s.name as subject_name, s.avatar_url as subject_avatar_url`;
const ITEM_JOINS = sql`join ${users} a on a.id = e.actor_id left join ${users} s on s.id = e.subject_id`;
/**
 * A deleted goal's events never show (the goal is a tombstone; undo brings them back). Written as one
 * `not exists` (no goal, or a live one, passes): under an `or`, PostgreSQL planned the `exists` as a hashed
 * subplan that read every live goal (a Seq Scan) for a guest's page; this is a goals_pkey probe per event.
 */
const GOAL_ALIVE = sql`not exists (select 1 from goals g where g.id = e.goal_id and g.deleted_at is not null)`;

/**
 * An event about someone else's goal (a member's join or milestone in a plan with company, a mentor's
 * endorsement) carries that goal's visibility, but the goal's audience is its OWNER's: such an event that is
 * not public shows only to its actor, the goal's owner and, for a followers-only goal, the owner's followers,
 * never merely to the actor's followers or mentor. Written as one `not exists` (a goals_pkey probe per
 * non-public event), like GOAL_ALIVE.
 */
const othersGoalAllows = (viewerId: string) => sql`(e.visibility = 'public' or e.actor_id = ${viewerId}
  or not exists (
    select 1 from goals og where og.id = e.goal_id and og.user_id <> e.actor_id and og.user_id <> ${viewerId}
      and not (e.visibility = 'followers' and exists (
        select 1 from follows ogf where ogf.follower_id = ${viewerId} and ogf.followee_id = og.user_id))))`;

type Row = Record<string, unknown>;

function toItem(r: Row): NewsItem {
  return {
    id: Number(r.id),
    kind: r.kind as string,
    actor: {
      id: r.actor_id as string,
      username: r.actor_username as string,
      name: r.actor_name as string,
      avatarUrl: (r.actor_avatar_url as string | null) ?? null,
    },
    subject: r.subject_id
      ? {
          id: r.subject_id as string,
          username: r.subject_username as string,
          name: r.subject_name as string,
          avatarUrl: (r.subject_avatar_url as string | null) ?? null,
        }
      : null,
    goalId: (r.goal_id as string | null) ?? null,
    taskId: (r.task_id as string | null) ?? null,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as NewsItem['data'],
    visibility: r.visibility as string,
    createdAt: new Date(r.created_at as string | Date),
  };
}

function pageOf(rows: Row[], first: number): Page<NewsItem> {
  const items = rows.slice(0, first).map(toItem);
  return {
    items,
    endCursor: items.length ? String(items[items.length - 1]!.id) : null,
    hasNextPage: rows.length > first,
  };
}

const EMPTY: Page<NewsItem> = { items: [], endCursor: null, hasNextPage: false };

/**
 * `/news`. Signed in: the events of the people you follow (public and followers-only) and of your
 * mentor (public; more if you follow them), never across a block, never private. A guest: public events.
 * Newest first, keyset-paginated on the event id; one statement for any page size.
 */
export async function newsFeed(
  db: Handle,
  viewerId: string | null,
  options: { first?: number | null; after?: string | null },
): Promise<Page<NewsItem>> {
  const { first, before } = idPage(options);
  const older = before === null ? sql`true` : sql`e.id < ${before}`;
  if (!viewerId) {
    const result = await db.execute(sql`
      select ${ITEM_COLUMNS} from ${events} e ${ITEM_JOINS}
      where e.visibility = 'public' and ${older} and ${GOAL_ALIVE}
      order by e.id desc limit ${first + 1}`);
    return pageOf(rowsOf<Row>(result), first);
  }
  // Each source's newest events by its own index (events_actor_idx), then the newest of those:
  // the work is bounded by (sources x page size), whatever the size of the events table. `nulls last` is
  // the index's own order (ids are never null, so the rows are the same): with it the planner walks
  // events_actor_idx in order and stops at the page; with `desc` alone (nulls first) it read every event
  // of each source and sorted them (100k users: 10 -> 6 ms in the database at ~50 follows).
  const result = await db.execute(sql`
    with sources as (
      select f.followee_id as id, true as followed from follows f where f.follower_id = ${viewerId}
      union all
      select u.mentor_id, false from ${users} u
      where u.id = ${viewerId} and u.mentor_id is not null
        and not exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = u.mentor_id)
    )
    select ${ITEM_COLUMNS}
    from sources src
    cross join lateral (
      select e.* from ${events} e
      where e.actor_id = src.id and ${older}
        and (e.visibility = 'public' or (src.followed and e.visibility = 'followers'))
        and ${GOAL_ALIVE} and ${othersGoalAllows(viewerId)}
      order by e.id desc nulls last limit ${first + 1}
    ) e
    ${ITEM_JOINS}
    where ${notBlockedSql(sql`src.id`, viewerId)}
    order by e.id desc limit ${first + 1}`);
  return pageOf(rowsOf<Row>(result), first);
}

/**
 * A profile's News section: that person's events the viewer may see (their goals' rules: public to all,
 * followers-only to followers, everything to the person and their mentor). Someone they blocked sees none.
 */
export async function userNews(
  db: Db,
  username: string,
  viewerId: string | null,
  options: { first?: number | null; after?: string | null },
): Promise<Page<NewsItem>> {
  const { first, before } = idPage(options);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username.slice(0, 60).toLowerCase()))
    .limit(1);
  if (!owner) return EMPTY;
  // The block and the audience side by side (two connections on PostgreSQL): one round trip fewer in line.
  const [blocked, audience] = await Promise.all([
    viewerId && viewerId !== owner.id
      ? blockState(db, owner.id, viewerId).then((s) => s.aBlocksB)
      : Promise.resolve(false),
    audienceOf(db, owner.id, viewerId),
  ]);
  if (blocked) return EMPTY;
  const visible: SQL = audience.all
    ? sql`true`
    : sql`e.visibility in (${sql.join(
        audience.visibilities.map((v) => sql`${v}`),
        sql`, `,
      )})`;
  const result = await db.execute(sql`
    select ${ITEM_COLUMNS} from ${events} e ${ITEM_JOINS}
    where e.actor_id = ${owner.id} and ${before === null ? sql`true` : sql`e.id < ${before}`}
      and ${visible} and ${GOAL_ALIVE} ${viewerId ? sql`and ${othersGoalAllows(viewerId)}` : sql``}
    order by e.id desc nulls last limit ${first + 1}`);
  return pageOf(rowsOf<Row>(result), first);
}

// ---- Live: telling followers' open pages, after the commit ----

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
  // Someone else's followers-only goal (see othersGoalAllows): of the actor's followers, only those who
  // follow the goal's owner too.
  let ownerFollowers: SQL = sql`true`;
  if (item.visibility === 'followers' && item.goalId) {
    const owner = rowsOf<Row>(
      await db.execute(sql`select user_id from goals where id = ${item.goalId} and user_id <> ${actor}`),
    )[0];
    if (owner) {
      ownerFollowers = sql`exists (select 1 from follows ogf
        where ogf.follower_id = f.follower_id and ogf.followee_id = ${owner.user_id as string})`;
    }
  }
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const result: unknown = await db.execute(sql`
      select f.follower_id as id, f.created_at::text as at from follows f
      where f.followee_id = ${actor}
        ${after ? sql`and (f.created_at, f.follower_id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        and ${notBlockedSql(sql`f.follower_id`, actor)} and ${notSubject(sql`f.follower_id`)}
        and ${ownerFollowers}
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
        and ${notBlockedSql(sql`u.id`, actor)} and ${notSubject(sql`u.id`)}
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

async function loadItems(db: Handle, where: SQL): Promise<NewsItem[]> {
  const result = await db.execute(sql`
    select ${ITEM_COLUMNS} from ${events} e ${ITEM_JOINS}
    where ${where} order by e.id desc limit 20`);
  return rowsOf<Row>(result).map(toItem);
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
