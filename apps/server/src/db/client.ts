// Opens the database: PostgreSQL when a URL is given (pg-pool.ts), else PGlite embedded in this process
// (pglite-statements.ts); both behind one drizzle handle type.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { Pool } from './pg-pool.js';
import { namedStatements } from './pglite-statements.js';
import * as schema from './schema.js';

export { keepsErrorsInside, PREPARED_MAX } from './pg-pool.js';

export type Schema = typeof schema;
/** The one database handle type: PGlite and PostgreSQL speak the same SQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: what `db.transaction` passes to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations, then runs `after` (the seed), under one PostgreSQL advisory lock:
   * processes started together on a fresh database take turns instead of racing.
   */
  migrate(after?: (db: Db) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
  /** Counts the SQL statements sent, for the query-count tests. */
  statements: { count: number };
  /** The raw PGlite instance (embedded mode only), for the job queue's adapter. */
  pglite?: PGlite | undefined;
  /** The connection pool (PostgreSQL only). */
  pool?: pg.Pool | undefined;
}

// src/db and dist/db both sit two levels below the package root.
const migrationsFolder = path.resolve(import.meta.dirname, '../../src/db/migrations');
/** Key of the advisory lock held while migrating and seeding (any fixed 64-bit number). */
const MIGRATION_LOCK = 7_245_991_337;

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string | undefined;
  /** Directory for PGlite's files; absent means in memory. */
  dataDir?: string | undefined;
  /** Told when the pool loses a connection (the process keeps running; the pool reconnects). */
  onConnectionError?: ((error: Error) => void) | undefined;
  /** Pool size (PostgreSQL). */
  max?: number | undefined;
  /**
   * PostgreSQL only: run each app statement as a named prepared statement, parsed once per connection (default
   * true). `false` sends every statement unnamed, as before; the scale bench's BENCH_PREPARED=off compares.
   */
  prepared?: boolean | undefined;
  /**
   * PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty cluster.
   * The tests start each database from one migrated dump: a new cluster's initdb costs seconds.
   */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite only: app statements go through pglite-statements.ts (parsed once, answers read from the wire; default
   * true). `false`: PGlite's own `query` for every statement; bench/pieces.bench.ts compares the two.
   */
  pgliteStatements?: boolean | undefined;
}

/** SQLSTATE classes and driver errors that mean "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '55000',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/** True for errors caused by a lost or refused database connection, not by the query itself. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|not currently accepting connections|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const statements = { count: 0 };
  const logger = { logQuery: () => void statements.count++ };
  if (options.url) {
    const pool = new Pool(
      {
        connectionString: options.url,
        max: options.max ?? 10,
        // A request waits at most this long for a connection while the database is unreachable.
        connectionTimeoutMillis: 3_000,
        idleTimeoutMillis: 30_000,
      },
      options.prepared ?? true,
      (error) => options.onConnectionError?.(error),
    );
    const db = drizzlePg(pool, { schema, logger });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      statements,
      pool,
      migrate: async (after) => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(db, { migrationsFolder });
          await after?.(db as unknown as Db);
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // The search extensions ship with PGlite as separate modules (PostgreSQL has them in contrib).
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  await client.waitReady;
  const driver = options.pgliteStatements === false ? client : namedStatements(client);
  const db = drizzlePglite({ client: driver as unknown as PGlite, schema, logger });
  // The job queue runs its own SQL on the PGlite instance itself (drizzle exposes the client as $client).
  (db as unknown as { $client: PGlite }).$client = client;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    statements,
    pglite: client,
    // One process owns an embedded database: nobody to race with.
    migrate: async (after) => {
      await migratePglite(db, { migrationsFolder });
      await after?.(db as unknown as Db);
    },
    close: () => client.close(),
  };
}
