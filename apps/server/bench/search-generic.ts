// The database's own time of a search as the app runs it on PostgreSQL: a prepared statement on a generic plan
// (the scale bench's EXPLAIN column runs each statement unnamed, so on a custom plan, where the query's own
// expressions are constants). For the scale bench's four searches, five subjects: the people and the goals
// statements prepared with plan_cache_mode = force_generic_plan, the threshold set as search() sets it, three
// runs, then EXPLAIN (ANALYZE) EXECUTE five times; the median of each statement, summed.
// Usage: BENCH_DATABASE_URL=postgres://…/stepwise_scale npx tsx apps/server/bench/search-generic.ts
import os from 'node:os';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { searchQueries, thresholdSql } from '../src/modules/search/search.service.js';
import { pickPeople, usernameTypo } from './scale-ops.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('search-generic: set BENCH_DATABASE_URL to a postgres:// URL of the seeded scale database');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: 1 });
const subjects = await pickPeople(pool, 5);
const client = await pool.connect();
const dialect = new PgDialect();
const literal = (v: unknown) =>
  v === null ? 'null' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
let prepared = 0;

async function databaseMs(viewerId: string, query: string): Promise<number> {
  const threshold = dialect.sqlToQuery(thresholdSql(query));
  let total = 0;
  await client.query('begin');
  try {
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(
      `select set_config('pg_trgm.word_similarity_threshold', ${threshold.sql}, true)`,
      threshold.params,
    );
    const statements = searchQueries(viewerId, query, 10);
    for (const part of [statements.people, statements.goals]) {
      const built = dialect.sqlToQuery(part);
      const name = `search_generic_${++prepared}`;
      await client.query(`prepare ${name} as ${built.sql}`);
      const execute = `execute ${name}(${built.params.map(literal).join(', ')})`;
      for (let i = 0; i < 3; i++) await client.query(execute);
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { rows } = await client.query(`explain (analyze, format json) ${execute}`);
        runs.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
      }
      await client.query(`deallocate ${name}`);
      total += runs.sort((a, b) => a - b)[2]!;
    }
  } finally {
    await client.query('rollback');
  }
  return total;
}

const cases: Array<[string, (s: (typeof subjects)[number]) => string]> = [
  ['search "петро"', () => 'петро'],
  ['search "marathn"', () => 'marathn'],
  ['search a username', (s) => s.username],
  ['search a username with a typo', (s) => usernameTypo(s.username)],
];
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
console.log(`Search on generic plans, ${subjects.length} subjects (${load()})`);
for (const [label, query] of cases) {
  const ms: number[] = [];
  for (const s of subjects) ms.push(await databaseMs(s.viewerId, query(s)));
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(32)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2).padStart(6)} ms in the database (max ${sorted.at(-1)!.toFixed(2)})`,
  );
}
console.log(load());
client.release();
await pool.end();
