// Load: 200 connections x 30 s of a mixed signed-in workload against the server in its own
// process, as `npm start` runs it, on the embedded default (PGlite) or on PostgreSQL; RSS before, right after
// and 30 s after the run. Every figure is printed beside its goal with "met" or "MISSED".
// Usage: npx tsx apps/server/bench/load.bench.ts [--postgres] [connections=200] [seconds=30]
//   BENCH_CPU_PROF=dir: the server process writes a CPU profile into dir when it stops (start, load and idle).
//   BENCH_SERVER_ROOT=dir: run another checkout's apps/server (to compare two versions side by side, same bench).
//   Embedded: a fresh data directory; ten people register through the API, set two goals each (the built-in
//   planner dates their plans around today) and follow each other.
//   --postgres: the server on BENCH_DATABASE_URL, the scale seed's database (seed it with scale.bench.ts or
//   seed:scale): 100 seeded goal owners get a session each (written straight to the sessions table: argon2
//   for 100 logins would only time the hashing); their sessions are deleted and their ticked steps unticked
//   afterwards.
// The mix, per request, for a random one of those people (what the app asks on its screens):
//   CurrentUser 20% (every start), plans page 20% (MyPlans 12, PlansCompany 4, JoinedPlans 4), Agenda 12%,
//   a tick 10% (the same open step ticked and unticked in turn), a profile 20% (UserProfile 6, UserGoals 6,
//   ProfileOffers 2, Achievements 3, UserNews 3), News 8%, Search 5%, the bell's badge 5%.
// Goals: PostgreSQL 0 errors (transport, non-2xx, GraphQL errors) and p99 <= 250 ms; embedded 0 timeouts
// (503 refusals allowed, counted), p99 <= 1 s; both: RSS 30 s after within max(64 MB, 20%) of before.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as doc from './load-documents.js';
import { MIX, totalWeight } from './load-mix.js';
import { seatPeople } from './load-people.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const onPostgres = process.argv.includes('--postgres');
const connections = Number(args[0] ?? 200);
const duration = Number(args[1] ?? 30);
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? path.resolve(import.meta.dirname, '..'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (onPostgres && !databaseUrl?.startsWith('postgres')) {
  console.error('load bench --postgres: set BENCH_DATABASE_URL to the scale seed database');
  process.exit(2);
}
const GOAL_P99_MS = onPostgres ? 250 : 1000;
const RSS_MARGIN_MB = 64;
const RSS_MARGIN_SHARE = 0.2;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Resident set size of a process, in MB (Linux). */
const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};
/** CPU time the process has used (user + system), in ms (Linux: clock ticks of 10 ms). */
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const port = await freePort();
const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-load-'));
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];
const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
  cwd: serverRoot,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    // Refusals under overload are counted here; the server's warning for each would only add noise.
    LOG_LEVEL: 'error',
    ...(onPostgres ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const stop = async () => {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });
};
for (let i = 0; ; i++) {
  // Migrations run first (on the scale database, an index rebuild may take a while).
  if (i > 1800) {
    await stop();
    throw new Error('the server did not start in 3 minutes');
  }
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}

const url = `${base}/graphql`;
interface Answer {
  data: any;
  errors?: Array<{ message: string }>;
}
const post = async (query: string, variables: Record<string, unknown> = {}, token = ''): Promise<Answer> => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Answer;
};
const must = async (query: string, variables: Record<string, unknown>, token: string) => {
  const answer = await post(query, variables, token);
  if (answer.errors?.length) throw new Error(`setup: ${answer.errors.map((e) => e.message).join(' | ')}`);
  return answer.data;
};

let seated: Awaited<ReturnType<typeof seatPeople>>;
try {
  seated = await seatPeople(must, onPostgres ? databaseUrl : undefined);
} catch (error) {
  await stop();
  throw error;
}
const { people, admin } = seated;

// Every document answers without errors before the load (a document out of step with the schema fails here).
for (const [name, , pick] of MIX) {
  const me = people.find((p) => p.tick) ?? people[0]!;
  const made = pick(me, people[1] ?? me);
  if (!made) continue;
  const answer = await post(made.query, made.variables, me.token);
  if (answer.errors?.length) {
    await stop();
    throw new Error(`${name} answers errors: ${answer.errors.map((e) => e.message).join(' | ')}`);
  }
}

const chosen = new Map<string, number>();
const gqlErrors = new Map<string, number>();
const firstError = new Map<string, string>();
const next = (req: Record<string, unknown>, context: Record<string, unknown>) => {
  for (;;) {
    const me = people[Math.floor(Math.random() * people.length)]!;
    const other = people[Math.floor(Math.random() * people.length)]!;
    const r = Math.random() * totalWeight;
    let below = 0;
    const entry =
      MIX.find(([, w]) => {
        below += w;
        return r < below;
      }) ?? MIX[0]!;
    const made = entry[2](me, other);
    if (!made) continue;
    context.op = entry[0];
    context.sentAt = performance.now();
    chosen.set(entry[0], (chosen.get(entry[0]) ?? 0) + 1);
    return {
      ...req,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
      body: JSON.stringify({ query: made.query, variables: made.variables }),
    };
  }
};

/** Each document's answer times (ms, sent to answered as this process saw them), for the per-document tail. */
const tookByOp = new Map<string, number[]>();
const rssBefore = rssOf(child.pid!);
const cpuBefore = cpuMsOf(child.pid!);
const loadBefore = loadavg();
const result = await autocannon({
  url: base,
  connections,
  duration,
  timeout: 10,
  requests: [
    {
      setupRequest: next,
      onResponse: (status, body, context) => {
        const op = String(context.op);
        const took = performance.now() - Number(context.sentAt);
        if (!tookByOp.has(op)) tookByOp.set(op, []);
        tookByOp.get(op)!.push(took);
        if (status !== 200) return;
        const text = String(body);
        if (text.includes('"errors"')) {
          gqlErrors.set(op, (gqlErrors.get(op) ?? 0) + 1);
          if (!firstError.has(op)) firstError.set(op, text.slice(0, 200));
        }
      },
    },
  ],
});
const rssRightAfter = rssOf(child.pid!);
const cpuDuring = cpuMsOf(child.pid!) - cpuBefore;
const loadAfter = loadavg();
await new Promise((r) => setTimeout(r, 30_000));
const rssLater = rssOf(child.pid!);

// Leave the seeded people as they were.
if (onPostgres && admin) {
  for (const p of people)
    if (p.tick) await post(doc.SET_TASK_COMPLETED, { id: p.tick, completed: false }, p.token);
  await admin.query(`delete from sessions where user_agent = 'load bench'`);
  await admin.end();
}
await stop();

const byStatus: Record<string, number> = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
);
const refused = byStatus['503'] ?? 0;
const otherNon2xx = result.non2xx - refused;
const sent = [...chosen.values()].reduce((a, b) => a + b, 0);
const graphqlErrors = [...gqlErrors.values()].reduce((a, b) => a + b, 0);
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const rssLimit = Math.max(rssBefore + RSS_MARGIN_MB, rssBefore * (1 + RSS_MARGIN_SHARE));
const where = onPostgres ? 'PostgreSQL (the scale seed database)' : 'the embedded default (PGlite)';

console.log(
  `\nLoad on ${where}: ${connections} connections x ${duration} s, mixed signed-in workload, ${people.length} people, ` +
    `${os.cpus().length} cores, load average ${loadBefore} before, ${loadAfter} after`,
);
console.log(
  `  mix sent: ${[...chosen.entries()].map(([k, v]) => `${k} ${((100 * v) / Math.max(1, sent)).toFixed(0)}%`).join(', ')}`,
);
console.log(
  `  answered ${result.requests.total} (${Math.round(result.requests.average)} req/s), by status ${JSON.stringify(byStatus)}`,
);
console.log(
  `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms` +
    `   goal p99 <= ${GOAL_P99_MS} ms: ${verdict(result.latency.p99 <= GOAL_P99_MS)}`,
);
if (onPostgres) {
  const errors = result.errors + result.timeouts + result.non2xx + graphqlErrors;
  console.log(
    `  errors ${errors} (transport ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, GraphQL ${graphqlErrors})` +
      `   goal 0: ${verdict(errors === 0)}`,
  );
} else {
  console.log(`  timeouts (10 s) ${result.timeouts}   goal 0: ${verdict(result.timeouts === 0)}`);
  console.log(
    `  refused at once (503 + Retry-After) ${refused}; other errors: transport ${result.errors - result.timeouts}, ` +
      `other non-2xx ${otherNon2xx}, GraphQL ${graphqlErrors}   goal 0: ${verdict(result.errors - result.timeouts + otherNon2xx + graphqlErrors === 0)}`,
  );
}
for (const [op, n] of gqlErrors)
  console.log(`    ${op}: ${n} answers with errors, e.g. ${firstError.get(op)}`);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const tails = [...tookByOp].map(([op, times]) => {
  const sorted = times.sort((a, b) => a - b);
  return `${op} ${Math.round(quantile(sorted, 0.5))}/${Math.round(quantile(sorted, 0.99))}`;
});
// CPU per answer depends far less on what else the machine runs than answers per second do.
console.log(
  `  server CPU ${(cpuDuring / 1000).toFixed(1)} s during the run, ${(cpuDuring / Math.max(1, result.requests.total)).toFixed(2)} ms per answer (no goal)`,
);
console.log(`  by document, p50/p99 ms (no goal): ${tails.sort().join(', ')}`);
console.log(
  `  server RSS ${rssBefore.toFixed(0)} MB before, ${rssRightAfter.toFixed(0)} MB right after, ${rssLater.toFixed(0)} MB 30 s after` +
    `   goal flat (30 s after <= ${rssLimit.toFixed(0)} MB: before + max(${RSS_MARGIN_MB} MB, ${RSS_MARGIN_SHARE * 100}%)): ${verdict(rssLater <= rssLimit)}`,
);
