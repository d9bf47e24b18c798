// Run time of the two scheduled mentor jobs (the behind check, the weekly digest) on a scale-seeded PostgreSQL
// database, through the same services the jobs call, with the real registry (bell items, letters stored in
// the outbox with their delivery jobs; no worker runs them).
// Usage: BENCH_DATABASE_URL=postgres://…/stepwise_scale_mentors npx tsx apps/server/bench/mentor-jobs.bench.ts
//   The scale seed's mentors have no password (nobody signs in as a seeded user), and the jobs skip mentors
//   who cannot sign in (the built-in guides): the bench gives them a placeholder hash first, so every seeded
//   mentor counts. Each job runs twice: the first run writes every notice and digest, the second finds them
//   written (what a later tick of the schedule costs). A run's notices and digests are removed at the end,
//   so the bench can run again on the same data.
import pino from 'pino';
import { openDatabase } from '../src/db/client.js';
import { createEventLog } from '../src/effects/registry.js';
import { createLiveEvents } from '../src/events/live.js';
import { createJobQueue } from '../src/jobs/queue.js';
import { createMailer } from '../src/modules/mail/mail.service.js';
import { checkMenteesBehind } from '../src/modules/mentors/behind.service.js';
import { writeDigests } from '../src/modules/mentors/digest.service.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('mentor jobs bench: set BENCH_DATABASE_URL to a postgres:// URL of a scale-seeded database');
  process.exit(2);
}
const log = pino({ level: 'warn' });
const database = await openDatabase({ url });
await database.migrate();
const { db } = database;
const queue = createJobQueue(database, log, { work: false });
await queue.start();
const mailer = createMailer(db, queue);
const live = createLiveEvents({ log });
const events = createEventLog({ live, jobs: queue, mailer, publicUrl: 'http://localhost:3000', log });

const q = async (text: string) => (await database.pool!.query(text)).rows;
await q(`update users set password_hash = 'bench-placeholder' where is_mentor and password_hash is null
  and email like '%@scale.test'`);
const [shape] = await q(`select
  (select count(*) from users where is_mentor)::int as mentors,
  (select count(*) from users where mentor_id is not null)::int as mentees,
  (select count(*) from goals g join users u on u.id = g.user_id where u.mentor_id is not null
    and g.deleted_at is null and g.status = 'active')::int as active_goals`);
console.log(
  `database: ${shape.mentors} mentors, ${shape.mentees} mentees, ${shape.active_goals} active goals of mentees`,
);

async function timed<T>(name: string, fn: () => Promise<T>) {
  const started = performance.now();
  const result = await fn();
  const ms = performance.now() - started;
  console.log(`${name.padEnd(32)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${JSON.stringify(result)}`);
  return ms;
}

const now = new Date();
await q(`delete from mentee_alerts`);
await q(`delete from mentor_digests`);
await timed('behind check, first run', () => checkMenteesBehind({ db, events }, now));
await timed('behind check, again', () => checkMenteesBehind({ db, events }, now));
await timed('weekly digest, first run', () =>
  writeDigests({ db, events, mailer, publicUrl: 'http://x' }, now),
);
await timed('weekly digest, again', () => writeDigests({ db, events, mailer, publicUrl: 'http://x' }, now));

// Leave the database as it was: this run's bell items, letters, notices and digests go.
await q(`delete from notifications where kind in ('mentee_behind', 'mentor_digest')`);
await q(`delete from pgboss.job where name = 'mail' and data ->> 'outboxId' in
  (select id::text from outbox where subject like 'Your mentees%' or subject like 'Ваши подопечные%')`);
await q(`delete from outbox where subject like 'Your mentees%' or subject like 'Ваши подопечные%'`);
await q(`delete from mentee_alerts`);
await q(`delete from mentor_digests`);
await queue.stop();
await live.close();
await database.close();
