// The operations the scale bench times and the EXPLAIN test checks, through the real services:
// a tick (setTaskCompleted), the agenda, the plans page (the user's goals with their tasks and
// progress, as the web app's MyPlans query asks) and a public profile (profile, links, goals, progress).
// The SQL they send is captured at the driver, then run again under EXPLAIN (ANALYZE, FORMAT JSON).
import pg from 'pg';
import type { Db } from '../src/db/client.js';
import { listGoals, progressOf, tasksOf } from '../src/modules/goals/goals.service.js';
import { agenda, setTaskCompleted } from '../src/modules/goals/tasks.service.js';
import {
  getPublicProfile,
  getSocialLinks,
  getUser,
  type UserRow,
} from '../src/modules/users/users.service.js';
import { SCALE_DOMAIN } from './seed-scale.js';

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

export interface Operation {
  name: 'tick' | 'agenda' | 'plans' | 'profile';
  run(db: Db, subject: Subject): Promise<unknown>;
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
      return setTaskCompleted(db, s.user.id, s.tickTaskId, s.ticked);
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

export interface ExplainedStatement {
  text: string;
  /** Execution time reported by EXPLAIN ANALYZE, in ms. */
  ms: number;
  /** Every relation read by a Seq Scan. */
  seqScans: string[];
  /** "Index Scan on tasks using tasks_parent_id_idx" and the like, for the report. */
  scans: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, out: { seq: string[]; scans: string[] }) {
  const relation = node['Relation Name'];
  if (relation) {
    if (node['Node Type'] === 'Seq Scan') out.seq.push(relation);
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    out.scans.push(`${node['Node Type']} on ${relation}${index}`);
  }
  for (const child of node.Plans ?? []) walk(child, out);
}

const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Runs each statement again under EXPLAIN (ANALYZE, FORMAT JSON), inside a transaction that is rolled
 * back (writes included), and lists the scans of its plan.
 */
export async function explain(pool: pg.Pool, statements: Statement[]): Promise<ExplainedStatement[]> {
  const client = await pool.connect();
  const result: ExplainedStatement[] = [];
  try {
    for (const s of statements) {
      if (!EXPLAINABLE.test(s.text)) continue;
      await client.query('begin');
      try {
        const { rows } = await client.query<{
          'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }>;
        }>(`explain (analyze, format json) ${s.text}`, s.values);
        const plan = rows[0]!['QUERY PLAN'][0]!;
        const out = { seq: [] as string[], scans: [] as string[] };
        walk(plan.Plan, out);
        result.push({ text: s.text, ms: plan['Execution Time'], seqScans: out.seq, scans: out.scans });
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
}

/** Captures each operation's SQL for these subjects and explains it: op name → its statements. */
export async function explainOperations(
  db: Db,
  pool: pg.Pool,
  subjects: Subject[],
): Promise<Map<string, ExplainedOperation>> {
  const byOp = new Map<string, ExplainedOperation>();
  for (const op of operations) {
    const entry: ExplainedOperation = { statements: [], callMs: [] };
    for (const s of subjects) {
      const explained = await explain(pool, await captureSql(() => op.run(db, s)));
      entry.statements.push(...explained);
      entry.callMs.push(explained.reduce((sum, e) => sum + e.ms, 0));
    }
    byOp.set(op.name, entry);
  }
  return byOp;
}

/** Seq scans on the guarded tables: "op: Seq Scan on relation in <statement start>". */
export function violations(byOp: Map<string, ExplainedOperation>): string[] {
  const found = new Set<string>();
  for (const [op, { statements }] of byOp) {
    for (const e of statements) {
      for (const relation of e.seqScans.filter((r) => GUARDED.includes(r))) {
        found.add(`${op}: Seq Scan on ${relation} in ${e.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    }
  }
  return [...found];
}
