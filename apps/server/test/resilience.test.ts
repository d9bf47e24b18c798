// A dropped database connection never ends the process; while the database is
// unreachable requests get SERVICE_UNAVAILABLE (503 for /healthz); it recovers by itself.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_USER, codeOf, dbKind, registerUser, startTestApp, type TestApp } from './harness.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(dbKind !== 'postgres' || !adminUrl)('database outages (PostgreSQL)', () => {
  let app: TestApp;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const res = await app.database.pool!.query<{ name: string }>('select current_database() as name');
    name = res.rows[0]!.name;
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
    await admin.end();
    await app.close();
  });

  const terminate = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);

  /** Retries until the check passes or the deadline (ms) runs out; returns the time it took. */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < ms) {
      if (await check()) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not within ${ms} ms`);
  }

  it('survives terminated backends and serves again at once', async () => {
    const user = await registerUser(app);
    // Fill the pool with idle connections, then have the server kill every one of them. The database is up:
    // a health check at once is not misled by the pool's dead idle connections (a plain read runs again).
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 8 }, () => fetch(`${app.url}/healthz`)));
      const killed = await terminate();
      expect(killed.rowCount).toBeGreaterThan(0);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    }
    const took = await within(5_000, async () => {
      const res = await app.gql(CURRENT_USER, {}, { token: user.token });
      return res.data?.currentUser?.entities?.id === user.id;
    });
    expect(took).toBeLessThan(5_000);
    // The process (this test worker) is still here, and so is the server.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it('answers SERVICE_UNAVAILABLE while the database refuses connections, then recovers within 5 s', async () => {
    const user = await registerUser(app);
    await admin.query(`alter database ${name} allow_connections false`);
    await terminate();

    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');

    const ru = await app.gql(CURRENT_USER, {}, { token: user.token, lang: 'ru' });
    expect(codeOf(ru)).toBe('SERVICE_UNAVAILABLE');
    expect(ru.errors?.[0]?.message).toMatch(/недоступен/);
    const en = await app.gql('{ mentors { id } }', {}, { lang: 'en' });
    expect(codeOf(en)).toBe('SERVICE_UNAVAILABLE');
    expect(en.errors?.[0]?.message).toMatch(/unavailable/);

    await admin.query(`alter database ${name} allow_connections true`);
    const took = await within(5_000, async () => {
      const res = await app.gql(CURRENT_USER, {}, { token: user.token });
      return res.data?.currentUser?.entities?.id === user.id;
    });
    expect(took).toBeLessThan(5_000);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
