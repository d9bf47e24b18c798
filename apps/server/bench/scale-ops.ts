// The operations the scale bench times and the EXPLAIN test checks, through the real services:
// a tick (setTaskCompleted), the agenda, the plans page (the user's goals with their tasks and
// progress, as the web app's MyPlans query asks) and a public profile (profile, links, goals, progress).
// People: the news (signed in, guest, a profile's), search and messages, read-only.
// explain-sql.ts captures the SQL they send and explains it.
import type pg from 'pg';
import type { Db } from '../src/db/client.js';
import type { UserRow } from '../src/db/schema.js';
import { inTransactionOnly } from '../src/effects/registry.js';
import { agenda } from '../src/modules/goals/agenda.service.js';
import { listGoals, progressOf, tasksOf } from '../src/modules/goals/goal-reads.service.js';
import { setTaskCompleted } from '../src/modules/goals/tick.service.js';
import { conversationWith, listConversations } from '../src/modules/messages/conversations.service.js';
import { listMessages } from '../src/modules/messages/message-list.service.js';
import { newsFeed, userNews } from '../src/modules/news/news.service.js';
import { search } from '../src/modules/search/search.service.js';
import { getPublicProfile, getSocialLinks, getUser } from '../src/modules/users/users.service.js';
import { SCALE_DOMAIN } from './seed-kit.js';

export interface Subject {
  user: UserRow;
  /** A stranger or follower looking at the subject's profile. */
  viewerId: string;
  /** An open step of one of the subject's active goals, ticked and unticked in turn. */
  tickTaskId: string | null;
  ticked: boolean;
  /** How many goals the subject owns (the plans page grows with them). */
  goals: number;
}

export interface Operation<S = Subject> {
  name: string;
  run(db: Db, subject: S): Promise<unknown>;
}

/** The plans page: myGoals(first: 100) with GoalFields (progress) and tasks, as the loaders batch it. */
async function plansPage(db: Db, userId: string) {
  const page = await listGoals(db, userId, userId, { first: 100, status: null });
  const ids = page.items.map((g) => g.id);
  const [tasks, progress] = await Promise.all([tasksOf(db, ids, userId), progressOf(db, ids, userId)]);
  return { page, tasks, progress };
}

export const operations: Operation[] = [
  {
    name: 'tick',
    run: async (db, s) => {
      if (!s.tickTaskId) return null;
      s.ticked = !s.ticked;
      return setTaskCompleted({ db, events: inTransactionOnly }, s.user.id, s.tickTaskId, s.ticked);
    },
  },
  { name: 'agenda', run: (db, s) => agenda(db, s.user, 14) },
  { name: 'plans', run: (db, s) => plansPage(db, s.user.id) },
  {
    name: 'profile',
    run: async (db, s) => {
      const profile = await getPublicProfile(db, s.user.username);
      if (!profile) throw new Error(`no profile for ${s.user.username}`);
      const [links, page] = await Promise.all([
        getSocialLinks(db, profile.id),
        listGoals(db, profile.id, s.viewerId, { first: 50 }),
      ]);
      const progress = await progressOf(
        db,
        page.items.map((g) => g.id),
        s.viewerId,
      );
      return { profile, links, page, progress };
    },
  },
];

/**
 * `count` seeded users who own an active goal, each with a viewer and an open step to tick.
 * Random but repeatable for a given seed number.
 */
export async function pickSubjects(db: Db, pool: pg.Pool, count: number, seed = 1): Promise<Subject[]> {
  const { rows } = await pool.query<{ id: string; follower: string | null }>(
    `select u.id, (select f.follower_id from follows f where f.followee_id = u.id limit 1) as follower
     from users u
     where u.email like '%@${SCALE_DOMAIN}'
       and exists (select 1 from goals g where g.user_id = u.id and g.status = 'active' and g.deleted_at is null)
     order by md5(u.id::text || $1) limit $2`,
    [String(seed), count],
  );
  const strangers = await pool.query<{ id: string }>(
    `select id from users where email like '%@${SCALE_DOMAIN}' order by md5(id::text || $1) limit $2`,
    [`${seed}-viewer`, count],
  );
  const subjects: Subject[] = [];
  for (const [i, row] of rows.entries()) {
    // Half the profiles are seen by a follower (public and followers-only goals), half by a stranger.
    const stranger = strangers.rows[i]?.id ?? row.id;
    const viewerId = i % 2 === 0 && row.follower ? row.follower : stranger;
    const user = await getUser(db, row.id);
    if (!user) continue;
    const { page, tasks } = await plansPage(db, user.id);
    const active = new Set(page.items.filter((g) => g.status === 'active').map((g) => g.id));
    const open = [...tasks.values()]
      .flat()
      .filter((t) => active.has(t.goalId) && t.parentId && !t.completed)
      .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
    subjects.push({
      user,
      viewerId,
      tickTaskId: open[0]?.id ?? null,
      ticked: false,
      goals: page.items.length,
    });
  }
  return subjects;
}

/** Whom the people operations act as. */
export interface PeopleSubject {
  /** A seeded user (about 50 follows): reads the news, searches. */
  viewerId: string;
  /** Someone the viewer follows: the profile whose News section the viewer opens. */
  followee: string;
  /** A user with conversations, and the other person of their latest one. */
  talkerId: string;
  peer: string;
  conversationId: string;
  /** Another seeded user's username, to search for. */
  username: string;
}

/** The page sizes the web app asks for. */
export const NEWS_PAGE = 20;
export const SEARCH_PAGE = 10;
export const MESSAGES_PAGE = 30;
export const CONVERSATIONS_PAGE = 20;

/** A username as mistyped: its last two characters swapped ("nikita.sokolov4243" → "nikita.sokolov4234"). */
export const usernameTypo = (username: string) =>
  username.at(-1) === username.at(-2)
    ? username.slice(0, -1)
    : `${username.slice(0, -2)}${username.at(-1)}${username.at(-2)}`;

export const peopleOperations: Operation<PeopleSubject>[] = [
  { name: 'news', run: (db, p) => newsFeed(db, p.viewerId, { first: NEWS_PAGE }) },
  { name: 'guest news', run: (db) => newsFeed(db, null, { first: NEWS_PAGE }) },
  { name: 'userNews', run: (db, p) => userNews(db, p.followee, p.viewerId, { first: NEWS_PAGE }) },
  { name: 'search петро', run: (db, p) => search(db, p.viewerId, 'петро', { first: SEARCH_PAGE }) },
  { name: 'search marathn', run: (db, p) => search(db, p.viewerId, 'marathn', { first: SEARCH_PAGE }) },
  { name: 'search username', run: (db, p) => search(db, p.viewerId, p.username, { first: SEARCH_PAGE }) },
  {
    // No one's username: close spellings are looked for (an exact username is answered without them).
    name: 'search username typo',
    run: (db, p) => search(db, p.viewerId, usernameTypo(p.username), { first: SEARCH_PAGE }),
  },
  {
    // The conversation page's two root fields (conversation and messages), resolved side by side.
    name: 'conversation',
    run: (db, p) =>
      Promise.all([
        conversationWith(db, p.talkerId, p.peer),
        listMessages(db, p.talkerId, { username: p.peer }, { first: MESSAGES_PAGE }),
      ]),
  },
  { name: 'conversations', run: (db, p) => listConversations(db, p.talkerId, { first: CONVERSATIONS_PAGE }) },
];

/**
 * `count` people subjects: random seeded users with follows (each with a followee whose profile they open and
 * someone else's username to search for), and random users with conversations (with their latest one's peer).
 */
export async function pickPeople(pool: pg.Pool, count: number, seed = 1): Promise<PeopleSubject[]> {
  const viewers = await pool.query<{ id: string; followee: string; username: string }>(
    `select u.id,
       (select o.username from follows f join users o on o.id = f.followee_id where f.follower_id = u.id
        order by f.created_at desc limit 1) as followee,
       (select o.username from users o
          where o.email = 'scale' || (1 + abs(hashtext(u.id::text)) % $3) || '@${SCALE_DOMAIN}') as username
     from users u
     where u.email like '%@${SCALE_DOMAIN}' and exists (select 1 from follows f where f.follower_id = u.id)
     order by md5(u.id::text || $1) limit $2`,
    [
      `${seed}-people`,
      count,
      (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from users where email like '%@${SCALE_DOMAIN}'`,
        )
      ).rows[0]!.n,
    ],
  );
  const talkers = await pool.query<{ id: string; peer: string; conversation_id: string }>(
    `select t.id, o.username as peer, c.id as conversation_id
     from (select u.id from users u
           where u.email like '%@${SCALE_DOMAIN}'
             and exists (select 1 from conversations c where c.user_a = u.id or c.user_b = u.id)
           order by md5(u.id::text || $1) limit $2) t
     cross join lateral (select c.* from conversations c where c.user_a = t.id or c.user_b = t.id
                         order by c.last_message_at desc limit 1) c
     join users o on o.id = case when c.user_a = t.id then c.user_b else c.user_a end`,
    [`${seed}-talkers`, count],
  );
  const n = Math.min(viewers.rows.length, talkers.rows.length);
  return Array.from({ length: n }, (_, i) => {
    const v = viewers.rows[i]!;
    const t = talkers.rows[i]!;
    return {
      viewerId: v.id,
      followee: v.followee,
      username: v.username ?? 'scale1',
      talkerId: t.id,
      peer: t.peer,
      conversationId: t.conversation_id,
    };
  });
}
