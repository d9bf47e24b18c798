// Latency of the hot operations on a big PostgreSQL database, and their query plans.
// Usage: BENCH_DATABASE_URL=postgres://… npx tsx apps/server/bench/scale.bench.ts [--full | --users N --tasks M] [--reset]
//   Seeds the database with the scale seed when it holds none (default 10k users / 100k tasks;
//   --full or BENCH_SCALE=full: 100k users / 1M tasks); --reset seeds it again at the asked size.
//   Times tick, agenda, plans and profile through the real services (sequential calls, one at a time),
//   prints p50/p95 beside the goal, then EXPLAIN (ANALYZE) of every statement they send:
//   exits 1 when a plan reads tasks, goals, task_progress or plan_members by a sequential scan.
//   Then the people pages: news (signed in, guest, a profile's), search, a conversation and the
//   conversations list, each beside 10 ms at p95, EXPLAIN of their SQL (exits 1 on a
//   sequential scan of events, follows, messages, conversations, users or goals), and the cross-process
//   delivery of a live message through Redis (REDIS_URL, default redis://127.0.0.1:6379; skipped with a
//   note when Redis does not answer). --people-only skips the first part.
//   Then the together reads (together-ops.ts): the plans page's company panel and joined
//   plans, a profile's offers and achievements, a mentor's mentees and the bell, p95 beside 10 ms, and EXPLAIN
//   (exits 1 on a sequential scan of any table they read that grows with users). --together-only: only those.
//   Every goal is printed with "met" or "MISSED". BENCH_PREPARED=off runs the statements unnamed (no prepared
//   statements), as before they were prepared.
import os from 'node:os';
import { openDatabase } from '../src/db/client.js';
import { explainOperations, GUARDED, PEOPLE_GUARDED, violations } from './explain-sql.js';
import { crossProcessDelivery } from './live-cross.js';
import { operations, type PeopleSubject, peopleOperations, pickPeople, pickSubjects } from './scale-ops.js';
import {
  ms,
  printExplained,
  printLoad,
  printTimes,
  quantile,
  reportGuarded,
  timeOperations,
} from './scale-report.js';
import { scaleUsers } from './seed-kit.js';
import { seedScale } from './seed-scale.js';
import { hasTogether } from './seed-together.js';
import { pickTogether, TOGETHER_GUARDED, type TogetherSubject, togetherOperations } from './together-ops.js';

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
const togetherOnly = process.argv.includes('--together-only');
const verbose = process.argv.includes('--verbose');
/** p95 <= 10 ms for every people page, the same goal as the first part's operations. */
const PEOPLE_GOALS: Record<string, number> = {
  news: 10,
  'guest news': 10,
  userNews: 10,
  'search петро': 10,
  'search marathn': 10,
  'search username': 10,
  'search username typo': 10,
  conversation: 10,
  conversations: 10,
};

async function withPool<T>(run: (pool: import('pg').Pool) => Promise<T>): Promise<T> {
  const probe = await openDatabase({ url, max: 1 });
  try {
    return await run(probe.pool!);
  } finally {
    await probe.close();
  }
}

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
} else if (!(await withPool(hasTogether))) {
  // A database seeded before the together data existed: add it on top.
  console.log('\nThe scale seed has no together data: npx tsx apps/server/bench/seed-together.ts adds it.');
  process.exit(2);
} else if (existing !== users) {
  console.log(
    `\nThe database holds ${existing} scale users (asked for ${users}): measuring those; --reset seeds again.`,
  );
}

// BENCH_PREPARED=off: every statement unnamed (parsed and planned at each call), for a before/after side by side.
const prepared = process.env.BENCH_PREPARED !== 'off';
const database = await openDatabase({ url, max: 4, prepared });
const { db } = database;
const pool = database.pool!;
const { rows: sizes } = await pool.query<Record<string, number>>(`
  select (select count(*) from users)::int as users, (select count(*) from goals)::int as goals,
    (select count(*) from plan_members)::int as plan_members, (select count(*) from tasks)::int as tasks,
    (select count(*) from task_progress)::int as task_progress, (select count(*) from follows)::int as follows,
    (select count(*) from events)::int as events, (select count(*) from conversations)::int as conversations,
    (select count(*) from messages)::int as messages, (select count(*) from plan_offers)::int as plan_offers,
    (select count(*) from kudos)::int as kudos, (select count(*) from task_comments)::int as task_comments,
    (select count(*) from achievements)::int as achievements, (select count(*) from notifications)::int as notifications`);
const size = sizes[0]!;
const statementsAre = prepared ? 'prepared' : 'unnamed: BENCH_PREPARED=off';
const counts = Object.entries(size)
  .map(([k, v]) => `${v} ${k}`)
  .join(', ');
console.log(
  `\nScale bench on PostgreSQL (statements ${statementsAre}), ${os.cpus().length} cores: ${counts}`,
);

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
if (!peopleOnly && !togetherOnly) {
  const subjects = await pickSubjects(db, pool, SUBJECTS);
  console.log(
    `${subjects.length} goal owners, ${ROUNDS} rounds, each operation ${subjects.length * ROUNDS} times`,
  );

  const samples = await timeOperations(
    db,
    subjects,
    operations,
    ROUNDS,
    (op, s) => op.name === 'tick' && !s.tickTaskId,
  );

  // Three subjects, and the two who own the most goals (the widest plans page and progress query).
  const heaviest = [...subjects.slice(3)].sort((a, b) => b.goals - a.goals).slice(0, 2);
  const explained = await explainOperations(db, pool, [...subjects.slice(0, 3), ...heaviest]);
  const labels: Record<string, string> = {
    tick: 'tick (setTaskCompleted)',
    agenda: 'agenda (14 days)',
    plans: 'plans (myGoals + tasks + progress)',
    profile: 'profile (public, goals + progress)',
  };
  printTimes(operations, samples, explained, { labels, goal: () => GOAL_P95_MS, max: false });
  console.log(
    `${'baseline: select 1'.padEnd(36)}${ms(quantile(baseline.roundTrip, 0.5))}${ms(quantile(baseline.roundTrip, 0.95))}`,
  );
  console.log(
    `${'baseline: one-row update + commit'.padEnd(36)}${ms(quantile(baseline.commit, 0.5))}${ms(quantile(baseline.commit, 0.95))}`,
  );
  printLoad();

  console.log('\nEXPLAIN (ANALYZE) of every statement, five subjects (the two with most goals among them):');
  printExplained(explained, 8, { verbose });
  const bad = violations(explained);
  // Leave every ticked step as it was.
  for (const s of subjects) if (s.ticked) await operations.find((op) => op.name === 'tick')!.run(db, s);
  if (!reportGuarded(bad, GUARDED)) failed = true;
}

// ---- People: news, search, messages ----
const people: PeopleSubject[] = togetherOnly ? [] : await pickPeople(pool, SUBJECTS);
if (!togetherOnly) {
  console.log(
    `\nPeople pages: ${people.length} readers (their follows) and ${people.length} people with conversations, ` +
      `${ROUNDS} rounds, each operation ${people.length * ROUNDS} times`,
  );
  const peopleSamples = await timeOperations(db, people, peopleOperations, ROUNDS);
  const peopleExplained = await explainOperations(db, pool, people.slice(0, 5), peopleOperations);
  const peopleLabels: Record<string, string> = {
    news: 'news (signed in, ~50 follows)',
    'guest news': 'news (guest)',
    userNews: "userNews (a followee's profile)",
    'search петро': 'search "петро" (Cyrillic prefix)',
    'search marathn': 'search "marathn" (typo)',
    'search username': 'search a username',
    'search username typo': 'search a username with a typo',
    conversation: 'conversation (with + 30 messages)',
    conversations: 'conversations list (20)',
  };
  printTimes(peopleOperations, peopleSamples, peopleExplained, {
    labels: peopleLabels,
    goal: (op) => PEOPLE_GOALS[op]!,
  });
  console.log(
    `${'baseline: select 1'.padEnd(36)}${ms(quantile(baseline.roundTrip, 0.5))}${ms(quantile(baseline.roundTrip, 0.95))}`,
  );
  printLoad();
  console.log('\nEXPLAIN (ANALYZE) of every statement, five subjects:');
  printExplained(peopleExplained, 16, { namesIdle: true, verbose });
  if (!reportGuarded(violations(peopleExplained, PEOPLE_GUARDED), PEOPLE_GUARDED)) failed = true;
}

// ---- Together: company, joined plans, offers, achievements, mentees, the bell ----
{
  const together: TogetherSubject[] = await pickTogether(pool, SUBJECTS);
  console.log(
    `\nTogether: ${together.length} subjects (members, owners with an open offer, mentors, bell readers), ` +
      `${ROUNDS} rounds, each operation ${together.length * ROUNDS} times`,
  );
  const samples = await timeOperations(db, together, togetherOperations, ROUNDS);
  const explainedTogether = await explainOperations(db, pool, together.slice(0, 5), togetherOperations);
  const togetherLabels: Record<string, string> = {
    'plans extras': 'plans: endorsements, suggestions, comments',
    company: 'plans: company panel (myCompanyGoals)',
    joined: 'plans: joined plans (joinedGoals)',
    offers: "profile: open offers (a stranger's)",
    achievements: "profile: achievements (a stranger's)",
    'my achievements': 'achievements (your own, with next)',
    mentees: 'mentees (a mentor, ~20)',
    bell: 'bell (unread count + first 20)',
  };
  printTimes(togetherOperations, samples, explainedTogether, {
    labels: togetherLabels,
    goal: () => GOAL_P95_MS,
    pad: 40,
  });
  printLoad();
  console.log('\nEXPLAIN (ANALYZE) of every statement, five subjects:');
  printExplained(explainedTogether, 16, { verbose });
  if (!reportGuarded(violations(explainedTogether, TOGETHER_GUARDED), TOGETHER_GUARDED)) failed = true;
}

// Cross-process live delivery through Redis: two apps on this database.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const talker = togetherOnly ? undefined : people[0];
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
