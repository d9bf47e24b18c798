// The first-paint bench's server: a build of the real server on a fresh embedded database with a private copy of
// its web build (as apps/web/e2e/global-setup.ts starts it), and a user with a full public profile.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../../scripts/lib.mjs';

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `build` ({ web: its web dist, main: its server main.js }) on a private copy of its web dist (`web`);
 * `stop()` ends it and removes its data.
 */
export async function startServer(build) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stepwise-first-paint-'));
  const webDist = path.join(dataDir, 'web');
  cpSync(build.web, webDist, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const { DATABASE_URL, REDIS_URL, GOOGLE_CLIENT_ID, SMTP_URL, PLANNER_LLM_URL, ...inherited } = process.env;
  const child = spawn(process.execPath, [build.main], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Not `production`: its CSP upgrades requests to https, which a loopback http server cannot answer.
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  // A fresh embedded database migrates first: slow on a loaded machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The server did not start.\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop, web: webDist };
}

async function gql(base, query, variables = {}, token = '') {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (json.errors?.length) throw new Error(`GraphQL: ${json.errors.map((e) => e.message).join(' | ')}`);
  return json.data;
}

/** A user who finished setup (name, bio, a mentor, a goal with its dated plan): a full public profile. */
export async function createUser(base) {
  const email = `first-paint-${process.pid}-${Date.now()}@example.test`;
  const { register } = await gql(
    base,
    'mutation ($e: String!, $p: String!) { register(email: $e, password: $p, lang: "ru") { token user { username } } }',
    { e: email, p: 'correct horse 42' },
  );
  const { token } = register;
  await gql(
    base,
    'mutation { fillBaseBio(firstName: "Анна", lastName: "Петрова", birthday: "1990-05-07") { id } }',
    {},
    token,
  );
  const { mentors } = await gql(base, '{ mentors { id } }');
  await gql(base, 'mutation ($id: ID) { selectMentor(mentorId: $id) { id } }', { id: mentors[0]?.id }, token);
  await gql(
    base,
    'mutation { finishSetup(interests: ["health"], goalText: "Пробежать 10 км к маю") { id } }',
    {},
    token,
  );
  await gql(
    base,
    'mutation ($t: String!) { updateBio(text: $t) { id } }',
    { t: 'Бегаю по утрам, учу испанский и веду план на каждый месяц.' },
    token,
  );
  return { token, username: register.user.username };
}
