// Latency of the hot operations on a big PostgreSQL database, and their query plans.
// Usage: BENCH_DATABASE_URL=postgres://… npx tsx apps/server/bench/scale.bench.ts [--full | --users N --tasks M] [--reset]
//   Seeds the database with the scale seed when it holds none (default 10k users / 100k tasks;
//   --full or BENCH_SCALE=full: 100k users / 1M tasks); --reset seeds it again at the asked size.
//   Times tick, agenda, plans and profile through the real services (sequential calls, one at a time),
//   prints p50/p95 beside the goal, then EXPLAIN (ANALYZE) of every statement they send:
//   exits 1 when a plan reads tasks, goals, task_progress or plan_members by a sequential scan.
//   Then the people pages (issue 9): news (signed in, guest, a profile's), search, a conversation and the
//   conversations list, beside their goals (20 / 20 / 10 ms at p95), EXPLAIN of their SQL (exits 1 on a
//   sequential scan of events, follows, messages, conversations, users or goals), and the cross-process
//   delivery of a live message through Redis (REDIS_URL, default redis://127.0.0.1:6379; skipped with a
//   note when Redis does not answer). --people-only skips the first part.
import os from 'node:os';
import { openDatabase } from '../src/db/client.js';
import { crossProcessDelivery } from './live-cross.js';
import {
  explainOperations,
  GUARDED,
  operations,
  PEOPLE_GUARDED,
  type PeopleSubject,
  peopleOperations,
  pickPeople,
  pickSubjects,
  violations,
} from './scale-ops.js';
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
const peopleOnly = process.argv.includes('--people-only');
/** The issue's goals at the 95th percentile, per people operation. */
const PEOPLE_GOALS: Record<string, number> = {
  news: 20,
  'guest news': 20,
  userNews: 20,
  'search петро': 20,
  'search marathn': 20,
  'search username': 20,
  conversation: 10,
  conversations: 10,
};

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
    (select count(*) from task_progress)::int as task_progress, (select count(*) from follows)::int as follows,
    (select count(*) from events)::int as events, (select count(*) from conversations)::int as conversations,
    (select count(*) from messages)::int as messages`);
const size = sizes[0]!;
console.log(
  `\nScale bench on PostgreSQL, ${os.cpus().length} cores: ${Object.entries(size)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}`,
);

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
    const { rows: someoneRows } = await pool.query<{ id: string }>('select id from users limit 1');
    const someone = someoneRows[0]!.id;
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

let failed = false;
if (!peopleOnly) {
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
  if (bad.length > 0) {
    console.error(`\nSequential scans on ${GUARDED.join(', ')}:\n${bad.map((b) => `  ${b}`).join('\n')}`);
    failed = true;
  } else console.log(`\nNo sequential scan on ${GUARDED.join(', ')}.`);
}

// ---- People (issue 9): news, search, messages ----
const people: PeopleSubject[] = await pickPeople(pool, SUBJECTS);
console.log(
  `\nPeople pages: ${people.length} readers (their follows) and ${people.length} people with conversations, ` +
    `${ROUNDS} rounds, each operation ${people.length * ROUNDS} times`,
);
for (const p of people.slice(0, Math.ceil(people.length / 5)))
  for (const op of peopleOperations) await op.run(db, p);
const peopleSamples = new Map<string, number[]>(peopleOperations.map((op) => [op.name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const p of people) {
    for (const op of peopleOperations) {
      const started = performance.now();
      await op.run(db, p);
      peopleSamples.get(op.name)!.push(performance.now() - started);
    }
  }
}
const peopleExplained = await explainOperations(db, pool, people.slice(0, 5), peopleOperations);
const peopleLabels: Record<string, string> = {
  news: 'news (signed in, ~50 follows)',
  'guest news': 'news (guest)',
  userNews: "userNews (a followee's profile)",
  'search петро': 'search "петро" (Cyrillic prefix)',
  'search marathn': 'search "marathn" (typo)',
  'search username': 'search a username',
  conversation: 'conversation (with + 30 messages)',
  conversations: 'conversations list (20)',
};
console.log(
  `\n${'operation'.padEnd(36)}${'p50'.padStart(9)}${'p95'.padStart(9)}   goal p95   in the database (EXPLAIN ANALYZE)`,
);
for (const op of peopleOperations) {
  const values = peopleSamples.get(op.name)!;
  const p95 = quantile(values, 0.95);
  const goal = PEOPLE_GOALS[op.name]!;
  const e = peopleExplained.get(op.name)!;
  console.log(
    `${peopleLabels[op.name]!.padEnd(36)}${ms(quantile(values, 0.5))}${ms(p95)}   <= ${String(goal).padStart(2)} ms ${p95 <= goal ? 'ok  ' : 'OVER'}` +
      `   ${ms(quantile(e.callMs, 0.5))} (max ${Math.max(...e.callMs).toFixed(1)}) in ${Math.round(e.statements.length / e.callMs.length)} statements`,
  );
}
console.log(
  `${'baseline: select 1'.padEnd(36)}${ms(quantile(baseline.roundTrip, 0.5))}${ms(quantile(baseline.roundTrip, 0.95))}`,
);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('\nEXPLAIN (ANALYZE) of every statement, five subjects:');
for (const [op, { statements }] of peopleExplained) {
  const seq = [...new Set(statements.flatMap((e) => e.seqScans))];
  const idle = new Set(statements.flatMap((e) => e.idleSeqScans));
  const ran = new Set(statements.flatMap((e) => e.seqScans.filter((r) => !e.idleSeqScans.includes(r))));
  const named = seq.map((r) => (ran.has(r) ? r : idle.has(r) ? `${r} (planned, never executed here)` : r));
  const slowest = Math.max(0, ...statements.map((e) => e.ms));
  console.log(
    `  ${op.padEnd(16)} slowest statement ${slowest.toFixed(2)} ms, seq scans: ${named.length ? named.join(', ') : 'none'}`,
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
const peopleBad = violations(peopleExplained, PEOPLE_GUARDED);
if (peopleBad.length > 0) {
  console.error(
    `\nSequential scans on ${PEOPLE_GUARDED.join(', ')}:\n${peopleBad.map((b) => `  ${b}`).join('\n')}`,
  );
  failed = true;
} else console.log(`\nNo sequential scan on ${PEOPLE_GUARDED.join(', ')}.`);

// Cross-process live delivery through Redis: two apps on this database.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const talker = people[0];
if (talker) {
  const [other] = (
    await pool.query<{ id: string }>(
      `select case when c.user_a = $1 then c.user_b else c.user_a end as id from conversations c where c.id = $2`,
      [talker.talkerId, talker.conversationId],
    )
  ).rows;
  const delivery = await crossProcessDelivery(
    url,
    redisUrl,
    { to: talker.talkerId, from: other!.id, conversationId: talker.conversationId },
    100,
  );
  if (delivery.skipped) console.log(`\nCross-process delivery: skipped (${delivery.skipped}).`);
  else {
    const p95 = quantile(delivery.samples, 0.95);
    console.log(
      `\nCross-process delivery (publish on app B → messageAdded on app A's SSE, via Redis), ${delivery.samples.length} messages: ` +
        `p50 ${quantile(delivery.samples, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...delivery.samples).toFixed(1)} ms ` +
        `(goal p95 <= 200 ms: ${p95 <= 200 ? 'ok' : 'OVER'})`,
    );
  }
}

await database.close();
if (failed) process.exit(1);
