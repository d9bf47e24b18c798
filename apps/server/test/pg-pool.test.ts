// The PostgreSQL pool under connections the database closes while the app holds them (db/pg-pool.ts).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { dbKind, freshDatabase } from './harness.js';

describe.skipIf(dbKind !== 'postgres')('the pool when a checked-out connection is closed', () => {
  it("a transaction whose connection closes before `begin` gives the connection back (drizzle's begin is outside its finally)", async () => {
    const { database, drop } = await freshDatabase();
    const pool = database.pool!;
    const max = pool.options.max ?? 10;
    let closed = 0;
    const closeAtCheckout = (client: pg.PoolClient) => {
      closed++;
      void client.end();
    };
    try {
      pool.on('acquire', closeAtCheckout);
      // More than the pool holds: each would keep one connection checked out for good.
      for (let i = 0; i < max + 2; i++) {
        await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      }
      pool.off('acquire', closeAtCheckout);
      expect(closed).toBeGreaterThanOrEqual(max);
      // Without the fix the pool is full of lost connections and this waits 3 s for one, then fails.
      const started = performance.now();
      const answer = await database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
      expect(rowsOf<{ one: number }>(answer)).toEqual([{ one: 1 }]);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(pool.waitingCount).toBe(0);
    } finally {
      pool.off('acquire', closeAtCheckout);
      await database.close();
      await drop();
    }
  });
});
