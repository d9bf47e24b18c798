// Latency of the hot operations on a big PostgreSQL database, and their query plans.
// Usage: BENCH_DATABASE_URL=postgres://… npx tsx apps/server/bench/scale.bench.ts [--full | --users N --tasks M] [--reset]
//   Seeds the database with the scale seed when it holds none (default 10k users / 100k tasks;
//   --full or BENCH_SCALE=full: 100k users / 1M tasks); --reset seeds it again at the asked size.
//   Times tick, agenda, plans and profile through the real services (sequential calls, one at a time),
//   prints p50/p95 beside the goal, then EXPLAIN (ANALYZE) of every statement they send:
//   exits 1 when a plan reads tasks, goals, task_progress or plan_members by a sequential scan.
import os from 'node:os';
import { openDatabase } from '../src/db/client.js';
import { explainOperations, GUARDED, operations, pickSubjects, violations } from './scale-ops.js';
import { scaleUsers, seedScale } from './seed-scale.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('scale bench: set BENCH_DATABASE_URL to a postgres:// URL of a database kept for benchmarks');
  process.exit(2);
}
const argument = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
};
const full = process.argv.includes('--full') || process.env.BENCH_SCALE === 'full';
const users = argument('users') ?? (full ? 100_000 : 10_000);
const tasks = argument('tasks') ?? (full ? 1_000_000 : 100_000);
const reset = process.argv.includes('--reset');
/** The goal for every operation: single-digit milliseconds at the 95th percentile. */
const GOAL_P95_MS = 10;
const SUBJECTS = 100;
const ROUNDS = 4;

const existing = await (async () => {
  const probe = await openDatabase({ url, max: 2 });
  try {
    await probe.migrate();
    return await scaleUsers(probe.pool!);
  } finally {
    await probe.close();
  }
})();
if (existing === 0 || reset) {
  console.log(`\nScale seed: ${users} users, about ${tasks} tasks`);
  const seeded = await seedScale(url, { users, tasks, reset, log: console.log });
  console.log(`Seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
} else if (existing !== users) {
  console.log(
    `\nThe database holds ${existing} scale users (asked for ${users}): measuring those; --reset seeds again.`,
  );
}

const database = await openDatabase({ url, max: 4 });
const { db } = database;
const pool = database.pool!;
const { rows: sizes } = await pool.query<Record<string, number>>(`
  select (select count(*) from users)::int as users, (select count(*) from goals)::int as goals,
    (select count(*) from plan_members)::int as plan_members, (select count(*) from tasks)::int as tasks,
    (select count(*) from task_progress)::int as task_progress, (select count(*) from follows)::int as follows`);
const size = sizes[0]!;
console.log(
  `\nScale bench on PostgreSQL, ${os.cpus().length} cores: ${Object.entries(size)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}`,
);

const subjects = await pickSubjects(db, pool, SUBJECTS);
console.log(
  `${subjects.length} goal owners, ${ROUNDS} rounds, each operation ${subjects.length * ROUNDS} times`,
);

// Warm-up: a round over a fifth of the subjects (plans cached, connections open).
for (const s of subjects.slice(0, Math.ceil(subjects.length / 5)))
  for (const op of operations) await op.run(db, s);

const samples = new Map<string, number[]>(operations.map((op) => [op.name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const s of subjects) {
    for (const op of operations) {
      if (op.name === 'tick' && !s.tickTaskId) continue;
      const started = performance.now();
      await op.run(db, s);
      samples.get(op.name)!.push(performance.now() - started);
    }
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

// What this machine gives any statement: a round trip, and a one-row write with its commit (WAL flush).
const baseline = { roundTrip: [] as number[], commit: [] as number[] };
{
  const client = await pool.connect();
  try {
    const someone = subjects[0]!.user.id;
    for (let i = 0; i < 100; i++) {
      let started = performance.now();
      await client.query('select 1');
      baseline.roundTrip.push(performance.now() - started);
      started = performance.now();
      await client.query('update users set updated_at = updated_at where id = $1', [someone]);
      baseline.commit.push(performance.now() - started);
    }
  } finally {
    client.release();
  }
}

// Three subjects, and the two who own the most goals (the widest plans page and progress query).
const heaviest = [...subjects.slice(3)].sort((a, b) => b.goals - a.goals).slice(0, 2);
const explained = await explainOperations(db, pool, [...subjects.slice(0, 3), ...heaviest]);
const labels: Record<string, string> = {
  tick: 'tick (setTaskCompleted)',
  agenda: 'agenda (14 days)',
  plans: 'plans (myGoals + tasks + progress)',
  profile: 'profile (public, goals + progress)',
};
console.log(
  `\n${'operation'.padEnd(36)}${'p50'.padStart(9)}${'p95'.padStart(9)}   goal p95   in the database (EXPLAIN ANALYZE)`,
);
for (const op of operations) {
  const values = samples.get(op.name)!;
  const p95 = quantile(values, 0.95);
  const e = explained.get(op.name)!;
  console.log(
    `${labels[op.name]!.padEnd(36)}${ms(quantile(values, 0.5))}${ms(p95)}   < ${GOAL_P95_MS} ms ${p95 < GOAL_P95_MS ? 'ok  ' : 'OVER'}` +
      `   ${ms(quantile(e.callMs, 0.5))} in ${Math.round(e.statements.length / e.callMs.length)} statements`,
  );
}
console.log(
  `${'baseline: select 1'.padEnd(36)}${ms(quantile(baseline.roundTrip, 0.5))}${ms(quantile(baseline.roundTrip, 0.95))}`,
);
console.log(
  `${'baseline: one-row update + commit'.padEnd(36)}${ms(quantile(baseline.commit, 0.5))}${ms(quantile(baseline.commit, 0.95))}`,
);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

console.log('\nEXPLAIN (ANALYZE) of every statement, five subjects (the two with most goals among them):');
for (const [op, { statements }] of explained) {
  const seq = [...new Set(statements.flatMap((e) => e.seqScans))];
  const slowest = Math.max(0, ...statements.map((e) => e.ms));
  console.log(
    `  ${op.padEnd(8)} slowest statement ${slowest.toFixed(2)} ms, seq scans: ${seq.length ? seq.join(', ') : 'none'}`,
  );
  if (process.argv.includes('--verbose')) {
    const seen = new Set<string>();
    for (const e of statements) {
      if (seen.has(e.text)) continue;
      seen.add(e.text);
      console.log(
        `      ${e.ms.toFixed(2)} ms  ${e.scans.join('; ')}\n        ${e.text.replace(/\s+/g, ' ')}`,
      );
    }
  }
}
const bad = violations(explained);
// Leave every ticked step as it was.
for (const s of subjects) if (s.ticked) await operations.find((op) => op.name === 'tick')!.run(db, s);
await database.close();
if (bad.length > 0) {
  console.error(`\nSequential scans on ${GUARDED.join(', ')}:\n${bad.map((b) => `  ${b}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nNo sequential scan on ${GUARDED.join(', ')}.`);
