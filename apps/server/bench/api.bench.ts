// API throughput on this machine: a few hot read operations under autocannon, over loopback.
// Usage: npx tsx apps/server/bench/api.bench.ts   (BENCH_DATABASE_URL=postgres://… to use PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedMentors } from '../src/db/seed/mentors.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-bench-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
await database.migrate();
await seedMentors(database.db);
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;

const post = async (query: string, variables: Record<string, unknown> = {}, token = '') => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: any };
};
const registered = await post(
  'mutation { register(email: "bench@example.com", password: "bench password") { token user { username } } }',
);
const { token, user } = registered.data.register;

const cases = [
  {
    name: 'CurrentUser (signed in, with details)',
    token,
    query:
      'query CurrentUser { currentUser(withProfileDetails: true) { entities { id name username email status bio { text } socialLinks { network url } } } }',
  },
  { name: 'Mentors (guest)', token: '', query: '{ mentors { id name headline categories menteeCount } }' },
  {
    name: 'UserProfile (guest)',
    token: '',
    query: `{ userProfile(username: "${user.username}") { id name bio { text } } }`,
  },
];

console.log(`\nAPI bench on ${database.kind}, 10 connections, 5 s each`);
for (const c of cases) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: 10,
    duration: 5,
    headers: { 'content-type': 'application/json', authorization: c.token ? `Bearer ${c.token}` : '' },
    body: JSON.stringify({ query: c.query }),
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${c.name.padEnd(40)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
  );
}
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
