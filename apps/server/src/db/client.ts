import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  PGlite,
  messages as pgliteMessages,
  protocol,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

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

/**
 * A connection the database closed under the pool (restart, fail-over, pg_terminate_backend): the pool drops it
 * and opens a new one. Refused or timed-out connects are not this: they mean the database is down.
 */
function isConnectionLost(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  if (e?.code === '57P01' || e?.code === '57P02' || e?.code === 'ECONNRESET') return true;
  return /Connection terminated unexpectedly|Client has encountered a connection error/i.test(
    String(e?.message ?? ''),
  );
}

const PLAIN_READ = /^\s*select\b/i;
const LOCKING_READ = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/i;

/**
 * The pool, with one difference: a plain read (a `select` outside a transaction, no row locks) that meets a
 * connection the database closed while it sat idle in the pool runs again on another one; each dead connection
 * fails at once and leaves the pool. After a restart or a fail-over every idle connection is dead, and without
 * this the first requests after it were answered 503 though the database was back (a health check right after
 * pg_terminate_backend: 1 in 3; CI failed on it once). Writes are never sent twice.
 */
class Pool extends pg.Pool {
  constructor(options: pg.PoolConfig, prepared: boolean) {
    super(options);
    // Not the `Client` option: the job queue copies these options for its own pool, whose SQL stays unnamed.
    if (prepared) (this as unknown as { Client: typeof pg.Client }).Client = PreparingClient;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes every call through.
  override query(...args: any[]): any {
    const send = () => Reflect.apply(super.query, this, args) as Promise<unknown>;
    const config = args[0] as string | { text?: unknown } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    const plainRead =
      typeof text === 'string' &&
      PLAIN_READ.test(text) &&
      !LOCKING_READ.test(text) &&
      !args.some((a) => typeof a === 'function');
    if (!plainRead) return send();
    const attempt = (left: number): Promise<unknown> =>
      send().catch((error: unknown) =>
        left > 0 && isConnectionLost(error) ? attempt(left - 1) : Promise.reject(error),
      );
    // Every connection the pool holds may have been closed by the same restart: one try more than it holds.
    return attempt(this.options.max ?? 10);
  }
}

/** Named statements kept per connection (PostgreSQL); the least recently used one is closed. */
export const PREPARED_MAX = 200;
/** A statement made of more than one (`a; b`): the extended protocol refuses those. */
const SEVERAL = /;\s*\S/;
/** pg-boss' own SQL (a job sent in the caller's transaction): sent as pg-boss wrote it. */
const JOB_QUEUE = /\bpgboss\./;
/** The parts of drizzle's query config that a prepared statement keeps. */
interface QueryConfig {
  text: string;
  values?: unknown[];
  rowMode?: 'array';
  types?: pg.CustomTypesConfig;
}
type Callback = (error: Error | null, result?: unknown) => void;

/**
 * A pool connection that parses each distinct app statement once, as a named prepared statement, and then only
 * binds and executes it: PostgreSQL no longer parses and plans every call again (0.4-0.8 ms for a one-statement
 * read in the scale bench, 3.3 ms for joined plans' ten; docs/decisions/050-postgres-prepared-statements.md).
 * node-postgres prepares a query config that has a `name` once per connection (`connection.parsedStatements`).
 * Named: one select/insert/update/delete/with statement, as on PGlite. Unnamed as before: DDL, SET, transaction
 * control, several statements in one text, pg-boss' SQL, and queries that bring their own name or a cursor.
 * At most PREPARED_MAX a connection (drizzle's `in ($1, $2…)` makes one text per list length): the least
 * recently used is closed with a protocol Close, which PostgreSQL accepts in a failed transaction and for a
 * name it does not know. A statement whose plan no longer fits its tables ("cached plan must not change result
 * type", 0A000) or that is gone (26000, after DISCARD ALL) is parsed again under a new name, and run again once
 * when outside a transaction (inside one, the error has already aborted it).
 */
class PreparingClient extends pg.Client {
  /** SQL text -> statement name, least recently used first. */
  private readonly named = new Map<string, string>();
  /** Names to close before the next statement. */
  private closing: string[] = [];
  private sequence = 0;
  /** The last ReadyForQuery's transaction status: I (idle), T (in a transaction), E (in a failed one). */
  private status = 'I';

  constructor(config: pg.ClientConfig) {
    super(config);
    // Before pg's own listener, which answers the query: a failed statement's callback sees the status after it.
    this.connection.prependListener('readyForQuery', (message: { status: string }) => {
      this.status = message.status;
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes the others through.
  override query(...args: any[]): any {
    const [config, second, third] = args;
    const text: unknown = typeof config === 'string' ? config : config?.text;
    if (
      typeof text !== 'string' ||
      (typeof config === 'object' &&
        (typeof config.submit === 'function' || config.name || config.rows || config.queryMode)) ||
      !NAMED.test(text) ||
      SEVERAL.test(text) ||
      JOB_QUEUE.test(text)
    ) {
      return Reflect.apply(super.query, this, args);
    }
    const values = Array.isArray(second) ? second : typeof config === 'object' ? config.values : undefined;
    const callback = [second, third].find((a) => typeof a === 'function') as Callback | undefined;
    const query: QueryConfig = typeof config === 'string' ? { text } : { ...config, text };
    const result = this.prepared(query, values ?? []);
    if (!callback) return result;
    result.then(
      (answer) => callback(null, answer),
      (error: Error) => callback(error),
    );
    return undefined;
  }

  private async prepared(config: QueryConfig, values: unknown[], again = false): Promise<unknown> {
    let name = this.named.get(config.text);
    if (name === undefined) {
      name = `stepwise_${++this.sequence}`;
      if (this.named.size >= PREPARED_MAX) {
        const [oldest, old] = this.named.entries().next().value as [string, string];
        this.named.delete(oldest);
        this.forget(old);
      }
    } else {
      this.named.delete(config.text);
    }
    this.named.set(config.text, name);
    if (this.closing.length > 0) {
      // Written ahead of this statement; their CloseComplete answers are ignored by pg.
      for (const old of this.closing.splice(0)) this.connection.close({ type: 'S', name: old }, false);
    }
    try {
      return await super.query({ ...config, name, values });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== '0A000' && code !== '26000') throw error;
      if (this.named.get(config.text) === name) this.named.delete(config.text);
      this.forget(name);
      if (again || this.status !== 'I') throw error;
      return this.prepared(config, values, true);
    }
  }

  /** pg will parse the name again if it is ever sent; PostgreSQL closes it before the next statement. */
  private forget(name: string) {
    const connection = this.connection as unknown as { parsedStatements: Record<string, string> };
    delete connection.parsedStatements[name];
    this.closing.push(name);
  }
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
    );
    // A connection dropped by the server (restart, fail-over, pg_terminate_backend) is an 'error'
    // event on the pool; without a listener Node ends the process. The pool discards the client
    // and opens a new one on the next query.
    pool.on('error', (error) => options.onConnectionError?.(error));
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
  const db = drizzlePglite({ client: namedStatements(client) as unknown as PGlite, schema, logger });
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

/** PGlite's locks and its sync after a statement outside a transaction (public in JavaScript, marked internal). */
type PGliteInternals = PGlite & {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};
type QueryOptions = Parameters<PGlite['query']>[2];
interface Named {
  name: string;
  paramTypes: number[];
  /** The statement's columns (none for a statement without rows). */
  fields: Array<{ name: string; dataTypeID: number }>;
}
/** Named statements kept at most (the app's distinct statements are a few hundred); the oldest is closed. */
const NAMED_MAX = 1000;
const NAMED = /^\s*(select|insert|update|delete|with)\b/i;

type Parsers = Record<number | string, (value: string, typeId: number) => unknown>;
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/**
 * One statement's answer (BindComplete, DataRow…, CommandComplete, ReadyForQuery, or an ErrorResponse) read
 * straight from the protocol bytes into PGlite's result shape: PGlite's own reader copies every field into a
 * new buffer and spreads all its type parsers into a new object for each statement (a quarter of the plans
 * page's CPU).
 */
function readResults(
  data: Uint8Array,
  fields: Named['fields'],
  options: QueryOptions,
  parsers: Parsers,
): Results {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const own = options?.parsers as Parsers | undefined;
  const parse = fields.map(
    (f) => own?.[f.dataTypeID] ?? parsers[f.dataTypeID] ?? (types.parsers as Parsers)[f.dataTypeID],
  );
  const asArray = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let result: Results | undefined;
  let error: Error | undefined;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const length = bytes.readInt32BE(at + 1);
    const end = at + 1 + length;
    let i = at + 5;
    if (type === 0x44 /* D: DataRow */) {
      const count = bytes.readInt16BE(i);
      i += 2;
      const row: unknown[] | Record<string, unknown> = asArray ? new Array(count) : {};
      for (let c = 0; c < count; c++) {
        const size = bytes.readInt32BE(i);
        i += 4;
        let value: unknown = null;
        if (size >= 0) {
          const text = bytes.toString('utf8', i, i + size);
          i += size;
          const parser = parse[c];
          value = parser ? parser(text, fields[c]!.dataTypeID) : text;
        }
        if (asArray) (row as unknown[])[c] = value;
        else (row as Record<string, unknown>)[fields[c]!.name] = value;
      }
      rows.push(row);
    } else if (type === 0x43 /* C: CommandComplete */) {
      const words = bytes.toString('utf8', i, end - 1).split(' ');
      const command = words[0]!;
      const count = Number.parseInt(words[words.length - 1]!, 10);
      const affected =
        command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE'
          ? count
          : 0;
      result = {
        rows,
        fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        command,
        affectedRows: affected,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results;
    } else if (type === 0x45 /* E: ErrorResponse */ && !error) {
      const found: Record<string, string> = {};
      while (i < end && bytes[i] !== 0) {
        const key = String.fromCharCode(bytes[i]!);
        const stop = bytes.indexOf(0, i + 1);
        found[key] = bytes.toString('utf8', i + 1, stop);
        i = stop + 1;
      }
      const e = new pgliteMessages.DatabaseError(found.M ?? 'unknown error', length, 'error');
      for (const [key, name] of Object.entries(ERROR_FIELDS)) {
        if (found[key] !== undefined) (e as unknown as Record<string, string>)[name] = found[key];
      }
      error = e;
    }
    at = end;
  }
  if (error) throw error;
  return result ?? ({ rows: [], fields: [], affectedRows: 0 } as Results);
}

function concat(parts: Uint8Array[]) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * How long, in ms, PGlite's statements may hold the event loop in one turn before the next waits for another turn.
 * libuv accepts one new connection per turn of the loop (libuv#3696): the statements run on this thread, and a
 * turn that served every request read in it (~60 requests, 100-200 ms under load) let one waiting connection in.
 * 200 connecting clients then waited in the kernel's accept queue for seconds (its length fell by one or two every
 * 200 ms, `ss -ltn`), and those past 10 s timed out. Bounded turns let a connection in every few milliseconds.
 */
const TURN_MS = 5;

/**
 * A gate each statement passes inside PGlite's lock: it returns at once while this turn of the loop has run
 * statements for less than `budgetMs`; otherwise it waits for the next turn (setImmediate: after the loop's poll
 * phase, which accepts a connection and reads the sockets). Whoever holds the lock waits, so the others stay
 * queued behind it in order.
 */
function loopTurns(budgetMs = TURN_MS) {
  let openedAt = -1;
  const close = () => {
    openedAt = -1;
  };
  const open = () => {
    openedAt = performance.now();
    // Runs when this turn's callbacks are done: the next statement opens a turn of its own.
    setImmediate(close);
  };
  return (): Promise<void> | undefined => {
    if (openedAt < 0) {
      open();
      return undefined;
    }
    if (performance.now() - openedAt < budgetMs) return undefined;
    return new Promise<void>((resolve) => {
      setImmediate(() => {
        open();
        resolve();
      });
    });
  };
}

/**
 * The client drizzle talks to on PGlite: each distinct statement is parsed once as a named prepared statement,
 * then each call is one Bind/Execute/Sync exchange with the database. PGlite's own `query` sends an unnamed
 * statement through six separate exchanges (parse, describe, bind, describe, execute, sync) and parses and
 * plans it anew each time: ~0.7 ms for `select 1` against ~0.05 ms here
 * (docs/decisions/049-pglite-named-statements.md). Same locks as PGlite's `query`; other statements (DDL,
 * SET, transaction control) go through PGlite's `query` unchanged.
 */
function namedStatements(client: PGlite) {
  const pg = client as PGliteInternals;
  const turn = loopTurns();
  const statements = new Map<string, Named>();
  const closing: string[] = [];
  let sequence = 0;
  const serialize = protocol.serialize;

  const run = async (
    sql: string,
    params: unknown[],
    options: QueryOptions,
    retried = false,
  ): Promise<Results> => {
    const wait = turn();
    if (wait) await wait;
    let named = statements.get(sql);
    try {
      if (!named) {
        const name = `s${++sequence}`;
        const parts = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
        parts.push(
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        );
        const messages = await pg.execProtocolStream(concat(parts), { syncToFs: false });
        const parameters = messages.find((m) => m.name === 'parameterDescription') as
          | { dataTypeIDs: number[] }
          | undefined;
        const description = messages.find((m) => m.name === 'rowDescription') as
          | { fields: Array<{ name: string; dataTypeID: number }> }
          | undefined;
        named = {
          name,
          paramTypes: parameters?.dataTypeIDs ?? [],
          fields: description?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
        };
        statements.set(sql, named);
        if (statements.size > NAMED_MAX) {
          const oldest = statements.keys().next().value as string;
          closing.push(statements.get(oldest)!.name);
          statements.delete(oldest);
        }
      }
      const { paramTypes } = named;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      // The raw stream: PGlite's execProtocolRaw would also parse every message into its own objects.
      const chunks: Uint8Array[] = [];
      await pg.execProtocolRawStream(
        concat([
          serialize.bind({ statement: named.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
      );
      const data = chunks.length === 1 ? chunks[0]! : concat(chunks);
      return readResults(data, named.fields, options, pg.parsers);
    } catch (error) {
      const e = error as { code?: string; query?: string; params?: unknown };
      // A table changed under a prepared statement ("cached plan must not change result type"), or the statement
      // is gone (DEALLOCATE ALL, DISCARD ALL): parse it again.
      if (named && !retried && (e.code === '0A000' || e.code === '26000')) {
        statements.delete(sql);
        closing.push(named.name);
        return run(sql, params, options, true);
      }
      if (e && typeof e === 'object') {
        e.query = sql;
        e.params = params;
      }
      throw error;
    }
  };

  const query =
    (inTransaction: boolean) =>
    (sql: string, params: unknown[] = [], options?: QueryOptions) => {
      const once = () => pg._runExclusiveQuery(() => run(sql, params, options));
      if (inTransaction) return once();
      return pg._runExclusiveTransaction(async () => {
        const result = await once();
        await pg.syncToFs();
        return result;
      });
    };
  const outside = query(false);
  const inside = query(true);

  return {
    query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      if (!NAMED.test(sql)) return client.query<T>(sql, params, options);
      return outside(sql, params, options) as Promise<Results<T>>;
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return client.transaction((tx) =>
        callback({
          ...tx,
          query<R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> {
            if (tx.closed) throw new Error('Transaction is closed');
            if (!NAMED.test(sql)) return tx.query<R>(sql, params, options);
            return inside(sql, params, options) as Promise<Results<R>>;
          },
        } as Transaction),
      );
    },
  };
}
