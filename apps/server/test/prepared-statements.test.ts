// Named prepared statements on PostgreSQL (src/db/pg-pool.ts, PreparingClient): each distinct app statement is
// parsed once per connection, at most PREPARED_MAX a connection, and a statement the database dropped or whose
// result type changed is parsed again. PostgreSQL only: PGlite has its own (test/hot-calls.test.ts).
// `pg_prepared_statements` lists one connection's statements, with how often each ran (custom + generic plans).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, PREPARED_MAX } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { dbKind, freshDatabase } from './harness.js';

const adminUrl = process.env.TEST_DATABASE_URL;

interface Prepared {
  name: string;
  statement: string;
  runs: number;
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.skipIf(dbKind !== 'postgres' || !adminUrl)('prepared statements on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let url: string;
  /** One connection: what it runs and what pg_prepared_statements lists are on the same backend. */
  let one: Database;
  let unnamed: Database;

  const prepared = async (database: Database) =>
    rowsOf<Prepared>(
      await database.db.execute(
        sql`select name, statement, (custom_plans + generic_plans)::int as runs from pg_prepared_statements`,
      ),
    ).filter((p) => !p.statement.includes('pg_prepared_statements'));

  beforeAll(async () => {
    fresh = await freshDatabase();
    const { rows } = await fresh.database.pool!.query<{ name: string }>('select current_database() as name');
    const address = new URL(adminUrl!);
    address.pathname = `/${rows[0]!.name}`;
    url = address.toString();
    one = await openDatabase({ url, max: 1 });
    unnamed = await openDatabase({ url, max: 1, prepared: false });
  });
  afterAll(async () => {
    await one?.close();
    await unnamed?.close();
    await fresh?.database.close();
    await fresh?.drop();
  });

  it('parses a statement once per connection, in and out of transactions; prepared: false parses each call', async () => {
    const read = (db: Database['db'], id: string) =>
      db.select({ id: users.id }).from(users).where(eq(users.id, id));
    const someone = '00000000-0000-0000-0000-000000000000';
    // Seven: past the five custom plans after which PostgreSQL may switch to a generic plan.
    for (let i = 0; i < 7; i++) expect(await read(one.db, someone)).toEqual([]);
    await one.db.transaction(async (tx) => {
      expect(await read(tx as unknown as Database['db'], someone)).toEqual([]);
      expect(await read(tx as unknown as Database['db'], someone)).toEqual([]);
    });
    const mine = (await prepared(one)).filter((p) => p.statement.includes('from "users"'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.runs).toBe(9);
    expect(mine[0]!.name).toMatch(/^stepwise_\d+$/);

    for (let i = 0; i < 3; i++) expect(await read(unnamed.db, someone)).toEqual([]);
    expect(await prepared(unnamed)).toEqual([]);
  });

  it('keeps at most PREPARED_MAX a connection, the least recently used closed', async () => {
    // One text per n, as drizzle's `in ($1, $2…)` makes one per list length.
    const runWith = (n: number) =>
      one.pool!.query<{ n: number }>(`select ${n} + $1::int as n`, [1]).then((r) => r.rows[0]!.n);
    expect(await runWith(0)).toBe(1);
    for (let n = 1; n < PREPARED_MAX + 50; n++) {
      expect(await runWith(n)).toBe(n + 1);
      // Statement 0 stays in use: the least recently used are the others.
      if (n % 100 === 0) expect(await runWith(0)).toBe(1);
    }
    const kept = await prepared(one);
    // The listing itself is one of the connection's statements (filtered out above).
    expect(kept.length).toBeLessThanOrEqual(PREPARED_MAX - 1);
    const texts = new Set(kept.map((p) => p.statement));
    expect(texts.has('select 0 + $1::int as n')).toBe(true);
    expect(texts.has('select 1 + $1::int as n')).toBe(false);
    expect(texts.has(`select ${PREPARED_MAX + 49} + $1::int as n`)).toBe(true);
    // A closed statement runs again (parsed anew).
    expect(await runWith(1)).toBe(2);
    expect(await runWith(1)).toBe(2);
  });

  it('parses again after a table change (0A000) or DEALLOCATE ALL (26000); in a transaction the error stands', async () => {
    await one.db.execute(sql`create table prepared_t (id int primary key, label text)`);
    await one.db.execute(sql`insert into prepared_t values (${1}, ${'one'})`);
    const all = () => one.db.execute(sql`select * from prepared_t where id = ${1}`).then(rowsOf);
    expect(await all()).toEqual([{ id: 1, label: 'one' }]);
    await one.db.execute(sql`alter table prepared_t add column extra int default 7`);
    expect(await all()).toEqual([{ id: 1, label: 'one', extra: 7 }]);

    await one.db.execute(sql`alter table prepared_t add column more int default 8`);
    const inside = await one.db
      .transaction(async (tx) => {
        await tx.execute(sql`select * from prepared_t where id = ${1}`);
      })
      .catch((error: unknown) => error as { code?: string; cause?: { code?: string } });
    expect(inside?.cause?.code ?? inside?.code).toBe('0A000');
    expect(await all()).toEqual([{ id: 1, label: 'one', extra: 7, more: 8 }]);

    await one.db.execute(sql`deallocate all`);
    expect(await all()).toEqual([{ id: 1, label: 'one', extra: 7, more: 8 }]);
    expect((await prepared(one)).some((p) => p.statement.includes('from prepared_t'))).toBe(true);
  });

  it('sends other statements as they are: DDL, SET, several in one text', async () => {
    const client = await one.pool!.connect();
    try {
      await client.query('set statement_timeout = 5000');
      const several = await client.query('select 1 as a; select 2 as b');
      expect((several as unknown as Array<{ rows: unknown[] }>).map((r) => r.rows)).toEqual([
        [{ a: 1 }],
        [{ b: 2 }],
      ]);
      await client.query('reset statement_timeout');
    } finally {
      client.release();
    }
    const statements = (await prepared(one)).map((p) => p.statement.toLowerCase());
    expect(statements.some((s) => /^\s*(create|alter|set|reset|begin|commit|deallocate)\b/.test(s))).toBe(
      false,
    );
    expect(statements.some((s) => s.includes('select 2 as b'))).toBe(false);
  });
});
