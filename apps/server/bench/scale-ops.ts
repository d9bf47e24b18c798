// The operations the scale bench times and the EXPLAIN test checks, through the real services:
// a tick (setTaskCompleted), the agenda, the plans page (the user's goals with their tasks and
// progress, as the web app's MyPlans query asks) and a public profile (profile, links, goals, progress).
// People: the news (signed in, guest, a profile's), search and messages, read-only.
// The SQL they send is captured at the driver, then run again under EXPLAIN (ANALYZE, FORMAT JSON).
import pg from 'pg';
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

export interface Statement {
  text: string;
  values: unknown[];
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
let recording: Statement[] | null = null;
let patched = false;

/** Records every statement sent through node-postgres while `run` runs (this process only). */
export async function captureSql(run: () => Promise<unknown>): Promise<Statement[]> {
  if (!patched) {
    patched = true;
    const proto = pg.Client.prototype as unknown as { query: QueryFn };
    const original = proto.query;
    proto.query = function (this: pg.Client, ...args: unknown[]) {
      if (recording) {
        const [first, second] = args;
        const config =
          typeof first === 'string' ? { text: first } : (first as { text?: string; values?: unknown[] });
        const values = Array.isArray(second) ? second : (config?.values ?? []);
        if (config?.text) recording.push({ text: config.text, values: [...values] });
      }
      return original.apply(this, args);
    };
  }
  const statements: Statement[] = [];
  recording = statements;
  try {
    await run();
  } finally {
    recording = null;
  }
  return statements;
}

/** Relations a sequential scan must never read in these operations: they grow with every user. */
export const GUARDED = ['tasks', 'goals', 'task_progress', 'plan_members'];
/** The same for the people operations. */
export const PEOPLE_GUARDED = ['events', 'follows', 'messages', 'conversations', 'users', 'goals'];

export interface ExplainedStatement {
  text: string;
  /** Execution time reported by EXPLAIN ANALYZE, in ms. */
  ms: number;
  /** Planning time reported by EXPLAIN ANALYZE, in ms (paid again by every call: the statements are not prepared). */
  planningMs: number;
  /** Every relation read by a Seq Scan (in the plan, whether or not this run reached it). */
  seqScans: string[];
  /** Those of them this run never executed (an alternative the data did not call for). */
  idleSeqScans: string[];
  /** "Index Scan on tasks using tasks_parent_id_idx" and the like, for the report. */
  scans: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, out: { seq: string[]; idle: string[]; scans: string[] }) {
  const relation = node['Relation Name'];
  if (relation) {
    if (node['Node Type'] === 'Seq Scan') {
      out.seq.push(relation);
      if (node['Actual Loops'] === 0) out.idle.push(relation);
    }
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    out.scans.push(`${node['Node Type']} on ${relation}${index}`);
  }
  for (const child of node.Plans ?? []) walk(child, out);
}

const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

export interface ExplainOptions {
  /**
   * Planner settings for the explained statements (`set local`), e.g. 'enable_seqscan = off': on a small
   * database the planner rightly reads a 2k-row table whole; with sequential scans priced out, a Seq Scan
   * left in the plan means no index fits the query at all.
   */
  settings?: string[];
}

/**
 * Runs each statement again under EXPLAIN (ANALYZE, FORMAT JSON), inside a transaction that is rolled
 * back (writes included), and lists the scans of its plan.
 */
export async function explain(
  pool: pg.Pool,
  statements: Statement[],
  options: ExplainOptions = {},
): Promise<ExplainedStatement[]> {
  const client = await pool.connect();
  const result: ExplainedStatement[] = [];
  // Settings a transaction makes for itself (search's word-similarity threshold) hold for what follows it.
  const settings: Statement[] = [];
  try {
    for (const s of statements) {
      // A statement that only sets (not search's, which sets and reads in one statement).
      if (/^\s*select set_config\([^)]*\)\s*$/i.test(s.text)) settings.push(s);
      if (!EXPLAINABLE.test(s.text)) continue;
      await client.query('begin');
      try {
        for (const setting of options.settings ?? []) await client.query(`set local ${setting}`);
        for (const setting of settings) await client.query(setting.text, setting.values);
        const { rows } = await client.query<{
          'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }>;
        }>(`explain (analyze, format json) ${s.text}`, s.values);
        const plan = rows[0]!['QUERY PLAN'][0]!;
        const out = { seq: [] as string[], idle: [] as string[], scans: [] as string[] };
        walk(plan.Plan, out);
        result.push({
          text: s.text,
          ms: plan['Execution Time'],
          planningMs: plan['Planning Time'],
          seqScans: out.seq,
          idleSeqScans: out.idle,
          scans: out.scans,
        });
      } finally {
        await client.query('rollback');
      }
    }
  } finally {
    client.release();
  }
  return result;
}

export interface ExplainedOperation {
  /** Every statement of every call, explained. */
  statements: ExplainedStatement[];
  /** Per call: the sum of its statements' execution times (the database's share of its latency). */
  callMs: number[];
  /** Per call: the sum of its statements' planning times (the planner's share, not in callMs). */
  planMs: number[];
}

/** Captures each operation's SQL for these subjects and explains it: op name → its statements. */
export async function explainOperations<S = Subject>(
  db: Db,
  pool: pg.Pool,
  subjects: S[],
  ops: Operation<S>[] = operations as unknown as Operation<S>[],
  options: ExplainOptions = {},
): Promise<Map<string, ExplainedOperation>> {
  const byOp = new Map<string, ExplainedOperation>();
  for (const op of ops) {
    const entry: ExplainedOperation = { statements: [], callMs: [], planMs: [] };
    for (const s of subjects) {
      const explained = await explain(pool, await captureSql(() => op.run(db, s)), options);
      entry.statements.push(...explained);
      entry.callMs.push(explained.reduce((sum, e) => sum + e.ms, 0));
      entry.planMs.push(explained.reduce((sum, e) => sum + e.planningMs, 0));
    }
    byOp.set(op.name, entry);
  }
  return byOp;
}

/** Seq scans on the guarded tables: "op: Seq Scan on relation in <statement start>". */
export function violations(byOp: Map<string, ExplainedOperation>, guarded: string[] = GUARDED): string[] {
  const found = new Set<string>();
  for (const [op, { statements }] of byOp) {
    for (const e of statements) {
      for (const relation of e.seqScans.filter((r) => guarded.includes(r))) {
        found.add(`${op}: Seq Scan on ${relation} in ${e.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    }
  }
  return [...found];
}
