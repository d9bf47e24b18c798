// API throughput on this machine, side by side in one run: a raw Fastify route answering CurrentUser's JSON,
// `{ __typename }`, the app's hot calls through /graphql and /healthz, each beside its goal.
// The load generator runs in a worker thread (its own event loop), the server on this one; the cases
// take turns for ROUNDS rounds; a ratio is the median of each round's ratio (a case against the same round's
// reference), so a neighbour's load on the shared machine hits both sides alike and the ratios hold even when
// the absolute figures move.
// Usage: npx tsx apps/server/bench/api.bench.ts [seconds per case, default 4] [rounds, default 3]
//        BENCH_CASES=typename,currentUser to run only those cases (and their references);
//        BENCH_FAST_PATH=off to send every request through Yoga's whole pipeline;
//        BENCH_DATABASE_URL=postgres://… to use PostgreSQL instead of the embedded default.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedMentors } from '../src/db/seed/mentors.js';
import { AGENDA, MY_PLANS, SET_TASK_COMPLETED as TICK } from './load-documents.js';

const seconds = Number(process.argv[2] ?? 4);
const rounds = Number(process.argv[3] ?? 3);
const CONNECTIONS = 10;

const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-bench-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
await database.migrate();
await seedMentors(database.db);
// BENCH_FAST_PATH=off: every request through Yoga's whole pipeline (the figures before graphql/fast-path.ts).
const fastPathOff = process.env.BENCH_FAST_PATH === 'off';
const app = await buildApp({ config, database, logger: false, fastPath: { off: fastPathOff } });
// Diagnostic: the same JSON as the raw route, through the app's own Fastify hooks (headers, overload, compression).
app.post('/bench/hooks', async () => rawAnswer);
await app.listen({ host: '127.0.0.1', port: 0 });
const portOf = (server: typeof app.server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const base = `http://127.0.0.1:${portOf(app.server)}`;
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
  `mutation { register(email: "bench-${Date.now()}@example.com", password: "bench password") { token user { username } } }`,
);
const { token, user } = registered.data.register;
await post(
  'mutation($links: [SocialLinkInput!]!) { updateSocialLinks(links: $links) { id } }',
  { links: [{ network: 'github', url: 'https://github.com/bench' }] },
  token,
);

// A goal with its generated plan, for the plans page, the agenda and a tick.
const created = await post(
  'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }',
  { input: { text: 'Read 12 books this year', visibility: 'public' } },
  token,
);
if (!created.data?.createGoal) throw new Error(`createGoal failed: ${JSON.stringify(created)}`);
const steps = created.data.createGoal.tasks as Array<{ id: string; parentId: string | null }>;
const tickTaskId = (steps.find((s) => s.parentId !== null) ?? steps[0])!.id;

// The web app's own documents (bench/load-documents.ts: apps/web/src/shared/goals/api.ts, shared/offline/queue.ts).
const tickBody = (completed: boolean) =>
  JSON.stringify({
    query: TICK,
    variables: { id: tickTaskId, completed },
    operationName: 'SetTaskCompleted',
  });

// The exact document the web app sends on every start (apps/web/src/shared/session/firstChunkDocuments.ts).
const CURRENT_USER = `
  query CurrentUser($withProfileDetails: Boolean) {
    currentUser(withProfileDetails: $withProfileDetails) {
      entities {
        id
        name
        username
        lang
        email
        firstName
        lastName
        avatarUrl
        timezone
        birthday
        status
        mentorId
        bio {
          text
        }
        socialLinks {
          network
          url
        }
      }
    }
  }
`;
const currentUserBody = JSON.stringify({
  query: CURRENT_USER,
  variables: { withProfileDetails: true },
  operationName: 'CurrentUser',
});
const sample = await post(CURRENT_USER, { withProfileDetails: true }, token);
if (!sample.data?.currentUser?.entities) throw new Error(`CurrentUser failed: ${JSON.stringify(sample)}`);

// The baseline: a bare Fastify (no plugins, no hooks) answering CurrentUser's own JSON from memory.
const raw = Fastify({ logger: false });
const rawAnswer = { data: sample.data };
raw.post('/raw', async () => rawAnswer);
await raw.listen({ host: '127.0.0.1', port: 0 });
const rawUrl = `http://127.0.0.1:${portOf(raw.server)}/raw`;

interface Case {
  key: string;
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  token?: string;
  body?: string;
  /** Bodies each connection sends in turn (a tick: done, then not done). */
  bodies?: string[];
  /** The goal: requests/s at least `ratio` of another case's. */
  goal?: { ratio: number; of: string };
}
const gql = (query: string) => JSON.stringify({ query });
const allCases: Case[] = [
  { key: 'raw', name: 'raw Fastify route (same JSON)', url: rawUrl, body: currentUserBody },
  {
    key: 'hooks',
    name: "same JSON through the app's hooks",
    url: `${base}/bench/hooks`,
    body: currentUserBody,
  },
  {
    key: 'typename',
    name: '{ __typename } via /graphql',
    url,
    body: gql('{ __typename }'),
    goal: { ratio: 0.7, of: 'raw' },
  },
  {
    key: 'currentUser',
    name: 'CurrentUser (signed in, with details)',
    url,
    token,
    body: currentUserBody,
    goal: { ratio: 0.5, of: 'raw' },
  },
  {
    key: 'plans',
    name: 'MyPlans (the plans page, 1 goal)',
    url,
    token,
    body: JSON.stringify({
      query: MY_PLANS,
      variables: { first: 100, status: null },
      operationName: 'MyPlans',
    }),
    goal: { ratio: 0.5, of: 'currentUser' },
  },
  {
    key: 'agenda',
    name: 'Agenda (14 days)',
    url,
    token,
    body: JSON.stringify({ query: AGENDA, variables: { days: 14 }, operationName: 'Agenda' }),
    goal: { ratio: 0.5, of: 'currentUser' },
  },
  {
    key: 'tick',
    name: 'a tick (setTaskCompleted, on and off)',
    url,
    token,
    body: tickBody(true),
    bodies: [tickBody(true), tickBody(false)],
    goal: { ratio: 0.5, of: 'currentUser' },
  },
  {
    key: 'profile',
    name: 'UserProfile (guest)',
    url,
    body: gql(`{ userProfile(username: "${user.username}") { id name bio { text } socialLinks { url } } }`),
    goal: { ratio: 0.5, of: 'currentUser' },
  },
  {
    key: 'mentors',
    name: '{ mentors { id name } } (guest)',
    url,
    body: gql('{ mentors { id name } }'),
    goal: { ratio: 0.5, of: 'currentUser' },
  },
  {
    key: 'healthz',
    name: '/healthz',
    url: `${base}/healthz`,
    method: 'GET',
    goal: { ratio: 0.7, of: 'raw' },
  },
];

// BENCH_CASES=raw,typename,currentUser: only those (a ratio's reference is always kept).
const only = process.env.BENCH_CASES?.split(',');
const wanted = new Set(
  only ? [...only, ...allCases.filter((c) => only.includes(c.key)).map((c) => c.goal?.of ?? c.key)] : [],
);
const cases = only ? allCases.filter((c) => wanted.has(c.key)) : allCases;

// Every case answers 200 before it is timed: a failing case must not pass for a fast one.
for (const c of cases) {
  const res = await fetch(c.url, {
    method: c.method ?? 'POST',
    headers: { 'content-type': 'application/json', authorization: c.token ? `Bearer ${c.token}` : '' },
    ...(c.method === 'GET' ? {} : { body: c.body }),
  });
  const text = await res.text();
  if (res.status !== 200 || text.includes('"errors"')) throw new Error(`${c.name}: ${res.status} ${text}`);
}

const runs = new Map<
  string,
  Array<{ rps: number; p50: number; p99: number; errors: number; statements: number; cpu: number }>
>();
/** This thread's CPU time in ms (Linux): the server's alone, the load generator runs in a worker thread. */
const mainThreadCpu = () => {
  const stat = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`\nload average at the start: ${load()} (${cpus().length} cores)`);
console.log(
  `API bench on ${database.kind}${fastPathOff ? ' (fast path off)' : ''}: ${CONNECTIONS} connections, ${seconds} s per case, ${rounds} rounds taking turns (medians; ratios per round); load generator in a worker thread`,
);
for (let round = 0; round < rounds; round++) {
  for (const c of cases) {
    const statementsBefore = database.statements.count;
    const cpuBefore = mainThreadCpu();
    // A sequence of bodies (autocannon's `requests`), when the case has one.
    const sequence = c.bodies ? { requests: c.bodies.map((body) => ({ body })) } : {};
    const options = {
      url: c.url,
      method: c.method ?? 'POST',
      connections: CONNECTIONS,
      duration: seconds,
      workers: 1,
      headers: {
        'content-type': 'application/json',
        ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
      },
      ...(c.method === 'GET' ? {} : { body: c.body }),
    };
    const result = await autocannon(Object.assign(options, sequence));
    const cpu = (mainThreadCpu() - cpuBefore) / Math.max(1, result.requests.total);
    const list = runs.get(c.key) ?? [];
    list.push({
      statements: (database.statements.count - statementsBefore) / Math.max(1, result.requests.total),
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      cpu,
    });
    runs.set(c.key, list);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const rps = (key: string) => median(runs.get(key)!.map((r) => r.rps));
let missed = 0;
for (const c of cases) {
  const list = runs.get(c.key)!;
  const value = rps(c.key);
  const errors = list.reduce((sum, r) => sum + r.errors, 0);
  const statements = median(list.map((r) => r.statements)).toFixed(1);
  const line = `${c.name.padEnd(40)} ${String(Math.round(value)).padStart(6)} req/s  p50 ${median(list.map((r) => r.p50))} ms  p99 ${median(list.map((r) => r.p99))} ms  SQL/req ${statements.padStart(4)}  errors ${errors}  CPU/req ${median(list.map((r) => r.cpu)).toFixed(2)} ms`;
  if (!c.goal) {
    console.log(`${line}   (${c.key === 'raw' ? 'the baseline' : 'no goal: what the hooks alone cost'})`);
    continue;
  }
  // Each round's figure against the same round's reference, then the median: the machine's load moves
  // between rounds (other engineers' tests), much less within one.
  const reference = runs.get(c.goal.of)!;
  const ratio = median(list.map((r, i) => r.rps / reference[i]!.rps));
  const ok = ratio >= c.goal.ratio && errors === 0;
  if (!ok) missed++;
  console.log(
    `${line}   ${ratio.toFixed(2)} of ${c.goal.of}, goal >= ${c.goal.ratio}: ${ok ? 'met' : 'MISSED'}`,
  );
}
console.log(missed ? `${missed} API goal(s) MISSED` : 'every API goal met');
console.log(`load average at the end: ${load()}`);

await raw.close();
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
