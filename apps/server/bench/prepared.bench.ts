// Prepared against unnamed statements on the scale database, side by side in one process: every (subject,
// operation) call runs once on a connection whose statements are unnamed (parsed and planned at each call) and
// once on one that prepares them (src/db/client.ts, PreparingClient), the order alternating, so both see the
// same machine load; two scale bench runs minutes apart on a shared 2-core machine do not.
// Usage: BENCH_DATABASE_URL=postgres://…/stepwise_scale npx tsx apps/server/bench/prepared.bench.ts [--subjects N] [--rounds R]
//   (a database seeded for scale.bench.ts). Prints p50/p95 of each operation both ways, the load average, and
//   how many statements the prepared connection holds, how many PostgreSQL runs with a generic plan, and the
//   memory their plans take in that backend (pg_backend_memory_contexts).
import os from 'node:os';
import { type Database, openDatabase } from '../src/db/client.js';
import { type Operation, operations, peopleOperations, pickPeople, pickSubjects } from './scale-ops.js';
import { pickTogether, togetherOperations } from './together-ops.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('prepared bench: set BENCH_DATABASE_URL to the scale database (postgres://…)');
  process.exit(2);
}
const argument = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SUBJECTS = argument('subjects', 100);
const ROUNDS = argument('rounds', 2);
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

const probe = await openDatabase({ url, max: 2 });
// Three kinds of subject, each with its own operations.
const groups: Array<[Operation<any>[], any[]]> = [
  [operations, await pickSubjects(probe.db, probe.pool!, SUBJECTS)],
  [peopleOperations, await pickPeople(probe.pool!, SUBJECTS)],
  [togetherOperations, await pickTogether(probe.pool!, SUBJECTS)],
];
await probe.close();

// One connection each: what the prepared one holds is one backend's.
const ways = ['unnamed', 'prepared'] as const;
const databases: Record<(typeof ways)[number], Database> = {
  unnamed: await openDatabase({ url, max: 1, prepared: false }),
  prepared: await openDatabase({ url, max: 1 }),
};
const samples = new Map<string, Record<(typeof ways)[number], number[]>>();
const loads: number[] = [];
let turn = 0;
for (const [ops, subjects] of groups) {
  const runs = (s: { tickTaskId?: string | null }, op: Operation<never>) =>
    op.name !== 'tick' || Boolean(s.tickTaskId);
  // Warm-up: a fifth of the subjects (past the five custom plans before PostgreSQL may pick a generic one).
  for (const s of subjects.slice(0, Math.ceil(subjects.length / 5)))
    for (const op of ops) if (runs(s, op)) for (const way of ways) await op.run(databases[way].db, s);
  for (let round = 0; round < ROUNDS; round++) {
    loads.push(os.loadavg()[0]!);
    for (const s of subjects)
      for (const op of ops) {
        if (!runs(s, op)) continue;
        const byWay = samples.get(op.name) ?? { unnamed: [], prepared: [] };
        samples.set(op.name, byWay);
        // A tick toggles its task: each way ticks once per round, so every task ends as it began.
        for (const way of turn++ % 2 ? [...ways] : [...ways].reverse()) {
          const started = performance.now();
          await op.run(databases[way].db, s);
          byWay[way].push(performance.now() - started);
        }
      }
  }
}
loads.push(os.loadavg()[0]!);

const { rows: held } = await databases.prepared.pool!.query<{ n: number; generic: number; kb: number }>(`
  select (select count(*) from pg_prepared_statements)::int as n,
    (select count(*) from pg_prepared_statements where generic_plans > 0)::int as generic,
    (select coalesce(sum(total_bytes), 0) / 1024 from pg_backend_memory_contexts
      where name in ('CachedPlanSource', 'CachedPlanQuery', 'CachedPlan'))::int as kb`);
await databases.unnamed.close();
await databases.prepared.close();

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
console.log(
  `\nPrepared against unnamed statements, ${SUBJECTS} subjects × ${ROUNDS} rounds, each call both ways; ${os.cpus().length} cores, ` +
    `load average (1 min) during ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
);
console.log(
  `${'operation'.padEnd(18)}${'unnamed p50'.padStart(14)}${'p95'.padStart(10)}${'prepared p50'.padStart(15)}${'p95'.padStart(10)}`,
);
for (const [name, byWay] of samples) {
  const u = byWay.unnamed;
  const p = byWay.prepared;
  console.log(
    `${name.padEnd(18)}${ms(quantile(u, 0.5)).padStart(14)}${ms(quantile(u, 0.95)).padStart(10)}` +
      `${ms(quantile(p, 0.5)).padStart(15)}${ms(quantile(p, 0.95)).padStart(10)}`,
  );
}
const h = held[0]!;
console.log(
  `\nThe prepared connection holds ${h.n} statements (${h.generic} run with a generic plan), their plans ${h.kb} KB of the backend's memory.`,
);
