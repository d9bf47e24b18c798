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

// pg-boss' commands on given job ids (complete, fail, cancel, retry…): `… AND id IN (SELECT UNNEST($2::uuid[]))`.
const BY_ID = /id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\)/;

/**
 * pg-boss completes or fails a job without awaiting it (manager.js: `this.complete(…)` in the worker),
 * so a database error there would be an unhandled rejection, which ends a Node process. Those commands
 * are retried a few times here and then given up with a warning: the job stays active, expires, and
 * is run again (the mail job skips a letter already sent).
 */
export function settlesQuietly(
  executor: SqlExecutor,
  warn: (err: unknown) => void,
  retries = 3,
): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (!BY_ID.test(text)) return executor.executeSql(text, values);
      for (let attempt = 0; ; attempt++) {
        try {
          return await executor.executeSql(text, values);
        } catch (err) {
          if (attempt >= retries) {
            warn(err);
            return { rows: [{ count: 0 }] };
          }
          await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
        }
      }
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
