import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The served copy of the built app (a test may change sw.js in it to publish an "update"). */
    webDist: string;
  }
}

const repo = resolve(import.meta.dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `The server did not become healthy at ${url}.\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
  );
}

/** Starts `node apps/server/dist/main.js` on a free port with a fresh data directory. */
export default async function setup(project: TestProject) {
  const main = join(repo, 'apps/server/dist/main.js');
  const web = join(repo, 'apps/web/dist/index.html');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first.');
  if (!existsSync(web)) throw new Error('apps/web/dist is missing: run `npm run build` first.');
  if (!existsSync('/usr/bin/chromium'))
    throw new Error("Debian's Chromium is missing: apt-get install chromium");

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stepwise-e2e-'));
  const logFile = join(dataDir, 'server.log');
  // A private copy of the built app: a rebuild of apps/web/dist during the run cannot pull it away.
  const webDist = join(dataDir, 'web');
  cpSync(join(repo, 'apps/web/dist'), webDist, { recursive: true });
  const log = openSync(logFile, 'a');
  // The embedded database and no external services, whatever the calling shell has set.
  const { DATABASE_URL, REDIS_URL, GOOGLE_CLIENT_ID, SMTP_URL, PLANNER_LLM_URL, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    cwd: repo,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Fixtures register many users; each claims its own client address so the per-IP limits hold.
      TRUST_PROXY: 'true',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', log, log],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('webDist', webDist);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
