// Where a request's time goes: serves one case under load for a while, for `node --cpu-prof` to record.
// The CPU profile covers the load only (not the start and the migrations), through the inspector.
// Usage: cd apps/server && npx tsx bench/profile.ts typename|currentUser|healthz [seconds] [out.cpuprofile]
//        then: node bench/top-frames.mjs out.cpuprofile
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

const which = process.argv[2] ?? 'typename';
const seconds = Number(process.argv[3] ?? 8);
const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-profile-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
await database.migrate();
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const res = await fetch(`${base}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    query: `mutation { register(email: "p-${Date.now()}@example.com", password: "bench password") { token } }`,
  }),
});
const token = ((await res.json()) as { data: { register: { token: string } } }).data.register.token;
const bodies: Record<string, string> = {
  typename: JSON.stringify({ query: '{ __typename }' }),
  currentUser: JSON.stringify({
    query:
      'query CurrentUser($withProfileDetails: Boolean) { currentUser(withProfileDetails: $withProfileDetails) { entities { id name username lang email firstName lastName avatarUrl timezone birthday status mentorId bio { text } socialLinks { network url } } } }',
    variables: { withProfileDetails: true },
  }),
};
const inspector = new Session();
inspector.connect();
await inspector.post('Profiler.enable');
await inspector.post('Profiler.start');
const before = database.statements.count;
const result = await autocannon({
  url: which === 'healthz' ? `${base}/healthz` : `${base}/graphql`,
  method: which === 'healthz' ? 'GET' : 'POST',
  connections: 10,
  duration: seconds,
  workers: 1,
  headers: {
    'content-type': 'application/json',
    ...(which === 'currentUser' ? { authorization: `Bearer ${token}` } : {}),
  },
  ...(which === 'healthz' ? {} : { body: bodies[which] }),
});
const { profile } = await inspector.post('Profiler.stop');
const out = process.argv[4] ?? path.join(tmpdir(), `stepwise-${which}.cpuprofile`);
writeFileSync(out, JSON.stringify(profile));
console.log(`profile: ${out}`);
const perRequest = (database.statements.count - before) / result.requests.total;
console.log(
  `${which}: ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, ${perRequest.toFixed(2)} statements a request`,
);
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
