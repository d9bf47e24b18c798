// Where a request's time goes: serves one case under load for a while, for `node --cpu-prof` to record.
// The CPU profile covers the load only (not the start and the migrations), through the inspector.
// Usage: cd apps/server && npx tsx bench/profile.ts typename|currentUser|healthz|plans|agenda|tick [seconds] [out.cpuprofile]
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
// A goal with its generated plan, for the plans page, the agenda and a tick (as in api.bench.ts).
const created = await fetch(`${base}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({
    query: 'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }',
    variables: { input: { text: 'Read 12 books this year', visibility: 'public' } },
  }),
});
const steps = (
  (await created.json()) as {
    data: { createGoal: { tasks: Array<{ id: string; parentId: string | null }> } };
  }
).data.createGoal.tasks;
const tickTaskId = (steps.find((s) => s.parentId !== null) ?? steps[0])!.id;
// The web app's own documents (apps/web/src/shared/goals/api.ts, shared/offline/queue.ts).
const GOAL_FIELDS = `fragment GoalFields on Goal { id title description category deadline status visibility progress
  doneCount totalCount createdAt endorsement { note createdAt mentor { id username name avatarUrl } }
  suggestions { id parentId label date time notes } }`;
const TASK_FIELDS = `fragment TaskFields on Task { id taskId goalId goalTitle parentId position label notes date time
  completed commentCount version }`;
const TICK = `mutation OfflineSetTaskCompleted($id: ID!, $completed: Boolean!) {
  setTaskCompleted(id: $id, completed: $completed) { ...TaskFields
    tick { streak { current todayDone } earned milestoneDone goalDone } } } ${TASK_FIELDS}`;
const tickBody = (completed: boolean) =>
  JSON.stringify({
    query: TICK,
    variables: { id: tickTaskId, completed },
    operationName: 'OfflineSetTaskCompleted',
  });
const bodies: Record<string, string> = {
  typename: JSON.stringify({ query: '{ __typename }' }),
  currentUser: JSON.stringify({
    query:
      'query CurrentUser($withProfileDetails: Boolean) { currentUser(withProfileDetails: $withProfileDetails) { entities { id name username lang email firstName lastName avatarUrl timezone birthday status mentorId bio { text } socialLinks { network url } } } }',
    variables: { withProfileDetails: true },
  }),
  plans: JSON.stringify({
    query: `query MyPlans($first: Int, $status: GoalStatus) { myGoals(first: $first, status: $status) {
  items { ...GoalFields tasks { ...TaskFields } } hasNextPage } } ${GOAL_FIELDS} ${TASK_FIELDS}`,
    variables: { first: 100, status: null },
    operationName: 'MyPlans',
  }),
  agenda: JSON.stringify({
    query: `query Agenda($days: Int) { agenda(days: $days) { today overdue { ...TaskFields }
  dueToday { ...TaskFields } upcoming { ...TaskFields } } } ${TASK_FIELDS}`,
    variables: { days: 14 },
    operationName: 'Agenda',
  }),
  tick: tickBody(true),
};
const signedIn = which !== 'typename' && which !== 'healthz';
// Every case answers 200 without errors before it is recorded.
const check = await fetch(which === 'healthz' ? `${base}/healthz` : `${base}/graphql`, {
  method: which === 'healthz' ? 'GET' : 'POST',
  headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
  ...(which === 'healthz' ? {} : { body: bodies[which] }),
});
const checkText = await check.text();
if (check.status !== 200 || checkText.includes('"errors"'))
  throw new Error(`${which}: ${check.status} ${checkText}`);
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
    ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
  },
  ...(which === 'healthz' ? {} : { body: bodies[which] }),
  // A tick: done, then not done, in turn on each connection.
  ...(which === 'tick' ? { requests: [{ body: tickBody(true) }, { body: tickBody(false) }] } : {}),
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
