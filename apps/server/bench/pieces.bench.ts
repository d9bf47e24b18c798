// The speed machinery, each piece on and off, side by side in one process: the GraphQL fast path
// (graphql/fast-path.ts) and PGlite's statement path (db/pglite-statements.ts, pglite-wire.ts). The same documents the load bench mixes go to each configuration in
// turn, round after round, one request at a time (app.inject: no sockets), and the figure is the server's CPU time
// per request (process.cpuUsage): on a shared, loaded machine CPU time moves far less than wall time, and each
// round compares configurations under the same load. Ratios are per round, then the median.
// Usage: npx tsx apps/server/bench/pieces.bench.ts [rounds=5] [requests per document and round=40]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedMentors } from '../src/db/seed/mentors.js';
import * as doc from './load-documents.js';

const rounds = Number(process.argv[2] ?? 5);
const perRound = Number(process.argv[3] ?? 40);

type App = Awaited<ReturnType<typeof buildApp>>;
interface Config {
  key: string;
  name: string;
  app: App;
  token: string;
  tick: string;
  ticked: boolean;
}

const dirs: string[] = [];
const databases: Database[] = [];
async function setUp(
  key: string,
  name: string,
  options: { pgliteStatements?: boolean; fastPath?: { off?: boolean } },
): Promise<Config> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-pieces-'));
  dirs.push(dir);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ pgliteStatements: options.pgliteStatements });
  databases.push(database);
  await database.migrate();
  await seedMentors(database.db);
  const app = await buildApp({
    config,
    database,
    logger: false,
    fastPath: options.fastPath,
    overload: { maxStallMs: 0, maxQueueMs: 0, maxEventLoopDelay: 0 },
  });
  await app.ready();
  const ask = async (query: string, variables: object, token = '') => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
      payload: JSON.stringify({ query, variables }),
    });
    const body = res.json() as { data?: any; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(`${name}: ${body.errors.map((e) => e.message).join(' | ')}`);
    return body.data;
  };
  const { register } = await ask(
    'mutation($e: String!) { register(email: $e, password: "pieces bench password 42") { token } }',
    { e: `pieces.${key}@example.com` },
  );
  for (const text of ['Read 12 books by June', 'Run a 10 km race'])
    await ask(
      'mutation($t: String!) { createGoal(input: { text: $t }) { id } }',
      { t: text },
      register.token,
    );
  const plans = await ask(doc.MY_PLANS, { first: 100, status: null }, register.token);
  const tick = (plans.myGoals.items as any[])
    .flatMap((g) => g.tasks as any[])
    .find((t) => t.parentId && !t.completed)?.id as string;
  return { key, name, app, token: register.token, tick, ticked: false };
}

const configs: Config[] = [
  await setUp('all', 'all pieces on (today)', {}),
  await setUp('yoga', 'no fast path: Yoga only', { fastPath: { off: true } }),
  await setUp('plain', "PGlite's own query (no statement path)", { pgliteStatements: false }),
];

// What the app asks most (the load bench's mix: CurrentUser 20%, MyPlans 12%, Agenda 12%, a tick 10%).
const DOCUMENTS: Array<{ key: string; weight: number; body: (c: Config) => object }> = [
  {
    key: 'CurrentUser',
    weight: 20,
    body: () => ({ query: doc.CURRENT_USER, variables: { withProfileDetails: true } }),
  },
  {
    key: 'MyPlans',
    weight: 12,
    body: () => ({ query: doc.MY_PLANS, variables: { first: 100, status: null } }),
  },
  { key: 'Agenda', weight: 12, body: () => ({ query: doc.AGENDA, variables: { days: 14 } }) },
  {
    key: 'tick',
    weight: 10,
    body: (c) => {
      c.ticked = !c.ticked;
      return { query: doc.SET_TASK_COMPLETED, variables: { id: c.tick, completed: c.ticked } };
    },
  },
];

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// cpu[config][document] = per-round CPU ms per request
const cpu = new Map<string, Map<string, number[]>>();
for (const c of configs) cpu.set(c.key, new Map(DOCUMENTS.map((d) => [d.key, []])));

console.log(
  `load average at the start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
// One untimed round first: every document parsed, validated, prepared and cached everywhere.
for (let round = 0; round <= rounds; round++) {
  // The order of configurations turns each round, so none is always first after a pause.
  const order = configs.map((_, i) => configs[(i + round) % configs.length]!);
  for (const d of DOCUMENTS) {
    for (const c of order) {
      const started = cpuMs();
      for (let i = 0; i < perRound; i++) {
        const res = await c.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
          payload: JSON.stringify(d.body(c)),
        });
        if (res.statusCode !== 200 || res.body.includes('"errors"'))
          throw new Error(`${c.name} ${d.key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      if (round > 0)
        cpu
          .get(c.key)!
          .get(d.key)!
          .push((cpuMs() - started) / perRound);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const totalWeight = DOCUMENTS.reduce((s, d) => s + d.weight, 0);
const mixOf = (key: string, round: number) =>
  DOCUMENTS.reduce((s, d) => s + d.weight * cpu.get(key)!.get(d.key)![round]!, 0) / totalWeight;
console.log(
  `\nServer CPU per request, ms (median of ${rounds} rounds x ${perRound} requests; ratio to today per round, then the median)`,
);
console.log(
  `${'configuration'.padEnd(42)}${[...DOCUMENTS.map((d) => d.key), 'mix'].map((k) => k.padStart(18)).join('')}`,
);
const base = configs[0]!.key;
for (const c of configs) {
  const cells = DOCUMENTS.map((d) => {
    const mine = cpu.get(c.key)!.get(d.key)!;
    const theirs = cpu.get(base)!.get(d.key)!;
    const ratio = median(mine.map((v, i) => v / theirs[i]!));
    return `${median(mine).toFixed(2)} (x${ratio.toFixed(2)})`.padStart(18);
  });
  const mix = Array.from({ length: rounds }, (_, r) => mixOf(c.key, r));
  const mixRatio = median(mix.map((v, r) => v / mixOf(base, r)));
  cells.push(`${median(mix).toFixed(2)} (x${mixRatio.toFixed(2)})`.padStart(18));
  console.log(`${c.name.padEnd(42)}${cells.join('')}`);
}
console.log(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

for (const c of configs) await c.app.close();
for (const d of databases) await d.close();
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
