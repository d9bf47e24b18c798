// Captures the SQL an operation sends through node-postgres and runs it again under
// EXPLAIN (ANALYZE, FORMAT JSON): the scale bench reports it, the EXPLAIN tests guard it.
import pg from 'pg';
import type { Db } from '../src/db/client.js';
import { type Operation, operations, type Subject } from './scale-ops.js';

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
