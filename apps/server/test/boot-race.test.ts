// Any number of processes may start at once on one fresh database.
// Migrations and the mentor seed run under an advisory lock; every process becomes healthy.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_MENTORS } from '../src/db/seed/mentors.js';
import { dbKind } from './harness.js';
import { type ProcessExit, startApiProcess } from './processes.js';

const adminUrl = process.env.TEST_DATABASE_URL;

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

describe.skipIf(dbKind !== 'postgres' || !adminUrl)('three processes on one fresh database', () => {
  const children: ChildProcess[] = [];
  const name = `stepwise_boot_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-boot-'));

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('all become healthy, migrations and seed applied once', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;

    const ports = [await freePort(), await freePort(), await freePort()];
    const exits: ProcessExit[] = [];
    for (const port of ports) {
      children.push(
        startApiProcess({
          port,
          databaseUrl: url.toString(),
          dataDir: dir,
          logLevel: 'warn',
          onExit: (exit) => exits.push(exit),
        }),
      );
    }

    const healthy = async (port: number) => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (exits.some((e) => e.port === port)) return false;
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
          .then((r) => r.status === 200)
          .catch(() => false);
        if (ok) return true;
        await new Promise((r) => setTimeout(r, 250));
      }
      return false;
    };
    const results = await Promise.all(ports.map(healthy));
    expect(exits).toEqual([]);
    expect(results).toEqual([true, true, true]);

    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const mentors = await check.query('select count(*)::int as n from mentor_profiles');
    expect(mentors.rows[0].n).toBe(SEED_MENTORS.length);
    const migrations = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const journal = (await import('../src/db/migrations/meta/_journal.json', { with: { type: 'json' } }))
      .default;
    expect(migrations.rows[0].n).toBe(journal.entries.length);
    await check.end();
  }, 90_000);
});
