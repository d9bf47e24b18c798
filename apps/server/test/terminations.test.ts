// PostgreSQL killing busy connections under write load never ends an API process, and no acknowledged write is
// lost or doubled. Two real API processes (src/main.ts) share one database; writers send steps with change ids
// and resend a change until it is acknowledged, as the web app's offline queue does; meanwhile another
// connection terminates every backend of that database every 150 ms for 25 s.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createJobQueue } from '../src/jobs/queue.js';
import { dbKind, freshDatabase, REGISTER } from './harness.js';
import { type ProcessExit, startApiProcess } from './processes.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const STORM_MS = 25_000;
const EVERY_MS = 150;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Terminates every other backend of database `name` every `every` ms until `stop()`; counts the kills. */
function terminator(name: string, every: number) {
  let killed = 0;
  let running = true;
  const admin = new pg.Client({ connectionString: adminUrl });
  // The terminator's own connection is in another database: it is never one of its victims.
  admin.on('error', () => undefined);
  const done = (async () => {
    await admin.connect();
    while (running) {
      const res = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      killed += res.rowCount ?? 0;
      await sleep(every);
    }
    await admin.end();
  })();
  return {
    get killed() {
      return killed;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

describe.skipIf(dbKind !== 'postgres' || !adminUrl)('terminated backends under write load', () => {
  const children: ChildProcess[] = [];
  const name = `stepwise_kill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-kill-'));

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await sleep(200);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('two API processes: 0 deaths, every acknowledged step stored exactly once', {
    timeout: 180_000,
  }, async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = inject('postgresTemplate');
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;

    const t0 = Date.now();
    const ports = [await freePort(), await freePort()];
    const deaths: ProcessExit[] = [];
    for (const port of ports) {
      children.push(
        startApiProcess({
          port,
          databaseUrl: url.toString(),
          dataDir: dir,
          logLevel: 'error',
          onExit: (exit) => deaths.push(exit),
        }),
      );
    }
    for (const port of ports) {
      const deadline = Date.now() + 120_000;
      for (;;) {
        expect(deaths).toEqual([]);
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`port ${port} never became healthy`);
        await sleep(200);
      }
    }

    const gql = async (port: number, query: string, variables: object, token?: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(10_000),
      });
      return (await res.json()) as { data?: Record<string, any> | null; errors?: unknown[] };
    };

    // One writer per process and user, each on a goal of its own.
    const writers: Array<{ port: number; token: string; goalId: string }> = [];
    for (let i = 0; i < 4; i++) {
      const port = ports[i % 2]!;
      const reg = await gql(port, REGISTER, {
        email: `kill${i}.${Date.now()}@example.com`,
        password: 'correct horse',
      });
      const token = reg.data?.register?.token as string;
      expect(token, JSON.stringify(reg.errors)).toBeTruthy();
      const goal = await gql(
        port,
        'mutation($input: GoalInput!) { createGoal(input: $input) { id } }',
        { input: { text: 'Read 12 books in 6 months' } },
        token,
      );
      const goalId = goal.data?.createGoal?.id as string;
      expect(goalId, JSON.stringify(goal.errors)).toBeTruthy();
      writers.push({ port, token, goalId });
    }

    const t1 = Date.now();
    const ADD = `mutation($goalId: ID!, $label: String!, $changeId: ID) {
      addTask(goalId: $goalId, label: $label, changeId: $changeId) { id label } }`;
    const acknowledged: string[] = [];
    let failures = 0;
    const storm = terminator(name, EVERY_MS);
    const stormEnds = Date.now() + STORM_MS;
    // Each writer sends one change at a time, both processes in turn, and resends it (same change id) until an
    // answer acknowledges it; after the storm the last change still gets its acknowledgement.
    const write = async (writer: (typeof writers)[number], index: number) => {
      let n = 0;
      while (Date.now() < stormEnds) {
        const changeId = crypto.randomUUID();
        const label = `step ${changeId}`;
        for (let attempt = 0; ; attempt++) {
          const port = ports[(index + n + attempt) % 2]!;
          const res = await gql(port, ADD, { goalId: writer.goalId, label, changeId }, writer.token).catch(
            () => undefined,
          );
          if (res?.data?.addTask?.label === label) {
            acknowledged.push(label);
            break;
          }
          failures++;
          if (deaths.length > 0 || attempt > 100)
            throw new Error(`never acknowledged: ${JSON.stringify({ res, deaths })}`);
          await sleep(50);
        }
        n++;
      }
    };
    await Promise.all(writers.map(write));
    const t2 = Date.now();
    await storm.stop();
    console.info(
      `boot+setup ${t1 - t0} ms, storm ${t2 - t1} ms, terminations: ${storm.killed} backends killed, ${acknowledged.length} steps acknowledged, ${failures} sends refused or cut`,
    );

    expect(deaths).toEqual([]);
    // The storm really hit: terminations landed and some writes had to be sent again.
    expect(storm.killed).toBeGreaterThan(50);
    expect(acknowledged.length).toBeGreaterThan(50);

    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const stored = await check.query<{ label: string; copies: number }>(
      "select label, count(*)::int as copies from tasks where label like 'step %' group by label",
    );
    await check.end();
    const copies = new Map(stored.rows.map((r) => [r.label, r.copies]));
    const lost = acknowledged.filter((label) => !copies.has(label));
    const doubled = stored.rows.filter((r) => r.copies !== 1);
    expect({ lost, doubled }).toEqual({ lost: [], doubled: [] });
    // Both processes serve again once the storm is over (the health check may answer 503 for a few seconds more).
    for (const port of ports) {
      let status = 0;
      for (let i = 0; i < 150 && status !== 200; i++) {
        if (i > 0) await sleep(200);
        status = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 0,
        );
      }
      expect(status).toBe(200);
    }
  });

  it("the job queue's checked-out connection: a termination mid-statement is an error, not a crash", async () => {
    const { database, drop } = await freshDatabase();
    const log = { warn: () => undefined } as never;
    const queue = createJobQueue(database, log, { work: false });
    await queue.start();
    try {
      const current = await database.pool!.query<{ name: string }>('select current_database() as name');
      const db = queue.boss.getDb() as { executeSql(text: string): Promise<unknown> };
      // Multi-statement text runs on a connection the queue checks out of its pool.
      const running = db.executeSql('select pg_sleep(2); select 1').then(
        () => 'finished',
        () => 'failed',
      );
      await sleep(300);
      const storm = terminator(current.rows[0]!.name, 50);
      const outcome = await running;
      await storm.stop();
      expect(storm.killed).toBeGreaterThan(0);
      expect(outcome).toBe('failed');
      // The next statement finds a new connection.
      await expect(db.executeSql('select 1; select 2')).resolves.toBeDefined();
    } finally {
      await queue.stop().catch(() => undefined);
      await database.close().catch(() => undefined);
      await drop();
    }
  });
});
