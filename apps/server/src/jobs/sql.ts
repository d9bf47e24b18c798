import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client.js';

type Row = Record<string, unknown>;

/** What pg-boss needs from a database: one call that runs SQL text with optional $n parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** A transaction handed to a `db.transaction(...)` callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const lastResult = (result: unknown): { rows: Row[] } => {
  // Multi-statement text answers with one result per statement; pg-boss reads the last one.
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return (last as { rows?: Row[] } | undefined)?.rows ? (last as { rows: Row[] }) : { rows: [] };
};

/**
 * PGlite: `query` runs one statement with parameters, `exec` runs multi-statement text
 * without them (pg-boss' schema set-up and its locked maintenance commands are multi-statement).
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return lastResult(await client.query(text, values));
      return lastResult(await client.exec(text));
    },
  };
}

/** PostgreSQL: the queue's own pool (simple protocol for multi-statement text, which pg allows without parameters). */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return lastResult(await pool.query(text, values));
      // Multi-statement text may open a transaction (BEGIN … COMMIT): if a statement fails, roll it back
      // before the connection goes back to the pool, or the next user would find it aborted.
      const client = await pool.connect();
      try {
        return lastResult(await client.query(text));
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
  };
}

/** pg-boss' `$1 … $n` text as a Drizzle query, so a job is inserted inside the caller's transaction. */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let rest = text;
  const pattern = /\$(\d+)/;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    chunks.push(sql.raw(rest.slice(0, match.index)));
    // Drizzle drops an undefined value from the text; pg sends it as NULL.
    const value = values[Number(match[1]) - 1] ?? null;
    // Objects (a job's data) go as JSON text, which both drivers pass the same way.
    chunks.push(
      sql`${value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value}`,
    );
    rest = rest.slice(match.index + match[0].length);
  }
  chunks.push(sql.raw(rest));
  return sql.join(chunks);
}

/** Runs pg-boss' statements through a Drizzle handle: a transaction (job and business rows commit together) or the db. */
export function drizzleExecutor(db: Db | Tx): SqlExecutor {
  return {
    async executeSql(text, values) {
      return lastResult(await db.execute(toDrizzleSql(text, values)));
    },
  };
}

/** Counts the statements in flight, so stopping can wait until no connection is in use. */
export function tracked(executor: SqlExecutor) {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    async executeSql(text: string, values?: unknown[]) {
      inFlight++;
      try {
        return await executor.executeSql(text, values);
      } finally {
        inFlight--;
      }
    },
  };
}
