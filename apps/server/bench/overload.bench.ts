// Overload: 200 connections against the embedded default (PGlite) in its own process, as `npm start` runs it.
// Every request must be answered: served, or refused at once with 503 and Retry-After; none may hang 10 s.
// Usage: npx tsx apps/server/bench/overload.bench.ts [connections=200] [seconds=20]
// (BENCH_URL=http://host:port to aim at a server already running instead of starting one.)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const connections = Number(process.argv[2] ?? 200);
const duration = Number(process.argv[3] ?? 20);
const serverRoot = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let child: ChildProcess | undefined;
let dir: string | undefined;
let base = process.env.BENCH_URL;
if (!base) {
  const port = await freePort();
  dir = mkdtempSync(path.join(tmpdir(), 'stepwise-overload-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not start');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}
const url = `${base}/graphql`;

const post = async (query: string, variables: Record<string, unknown> = {}, token = '') => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: any; errors?: unknown };
};
const registered = await post(
  'mutation($e: String!) { register(email: $e, password: "bench password 42") { token } }',
  { e: `overload.${Date.now()}@example.com` },
);
const token: string = registered.data.register.token;
for (const text of [
  'Read 12 books by June',
  'Run a 10 km race',
  'Save 1000 euros',
  'Learn 500 Spanish words',
])
  await post('mutation($t: String!) { createGoal(input: { text: $t }) { id } }', { t: text }, token);

// The plans page: every goal with its tasks and progress (several queries per request).
const query =
  'query MyPlans { myGoals(first: 20) { items { id title status progress doneCount totalCount tasks { id label date time completed parentId } } } }';

// /healthz is polled alongside: it must keep answering fast.
let healthMax = 0;
let healthFailures = 0;
let polling = true;
const poll = (async () => {
  while (polling) {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) healthFailures++;
    } catch {
      healthFailures++;
    }
    healthMax = Math.max(healthMax, performance.now() - started);
    await new Promise((r) => setTimeout(r, 250));
  }
})();

const result = await autocannon({
  url,
  method: 'POST',
  connections,
  duration,
  timeout: 10,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ query }),
});
polling = false;
await poll;

const byStatus = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
);
console.log(
  `\nOverload on PGlite: ${connections} connections, ${duration} s, plans query (4 goals with tasks)`,
);
console.log(
  `answered ${result.requests.total}  by status ${JSON.stringify(byStatus)}  timeouts ${result.timeouts}  errors ${result.errors}`,
);
console.log(
  `latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  (${Math.round(result.requests.average)} req/s)`,
);
console.log(`/healthz during the load: slowest ${Math.round(healthMax)} ms, failures ${healthFailures}`);

child?.kill('SIGTERM');
if (child) await new Promise((r) => child!.once('exit', r));
if (dir) rmSync(dir, { recursive: true, force: true });
