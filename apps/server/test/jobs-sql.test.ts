import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createJobQueue } from '../src/jobs/queue.js';
import { type SqlExecutor, settlesQuietly } from '../src/jobs/sql.js';
import { freshDatabase } from './harness.js';

const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() } as never;

describe('jobs: the SQL seam under pg-boss', () => {
  it('stores a job with the caller’s transaction: rolled back with it, committed with it', async () => {
    const { database, drop } = await freshDatabase();
    const queue = createJobQueue(database, log, { work: false });
    try {
      await database.migrate();
      queue.define(
        'probe',
        { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
        async () => {},
      );
      await queue.start();
      const count = async () =>
        Number(
          (
            (await database.db.execute(
              sql`select count(*)::int as n from pgboss.job where name = 'probe'`,
            )) as never as {
              rows: Array<{ n: number }>;
            }
          ).rows[0]!.n,
        );
      await expect(
        database.db.transaction(async (tx) => {
          await queue.send('probe', { n: 1 }, { db: tx });
          throw new Error('the business write failed');
        }),
      ).rejects.toThrow('the business write failed');
      expect(await count()).toBe(0);
      await database.db.transaction(async (tx) => {
        // Options pg-boss leaves undefined must reach the database as NULL, not vanish from the text.
        expect(await queue.send('probe', { n: 2, nested: { ok: true } }, { db: tx })).toMatch(
          /^[0-9a-f-]{36}$/,
        );
      });
      expect(await count()).toBe(1);
    } finally {
      await queue.stop();
      await database.close();
      await drop();
    }
  });

  it('never lets a failed complete/fail of a job become an unhandled rejection', async () => {
    const failing: SqlExecutor = {
      executeSql: async () => {
        throw new Error('terminating connection due to administrator command');
      },
    };
    const warn = vi.fn();
    const quiet = settlesQuietly(failing, warn, 1);
    const complete =
      "UPDATE pgboss.job SET state = 'completed' WHERE name = $1 AND id IN (SELECT UNNEST($2::uuid[]))";
    expect(await quiet.executeSql(complete, ['mail', ['x']])).toEqual({ rows: [{ count: 0 }] });
    expect(warn).toHaveBeenCalledTimes(1);
    // Anything else (a fetch, a send) still fails loudly for its caller.
    await expect(quiet.executeSql('SELECT 1')).rejects.toThrow('administrator command');
  });
});
