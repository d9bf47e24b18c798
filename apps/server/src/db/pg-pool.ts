// The PostgreSQL pool: a connection lost under it never ends the process, a plain read that meets a connection
// closed while idle runs again on another, and each app statement is parsed once per connection.
import pg from 'pg';
import { PREPARABLE } from './statements.js';

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

/**
 * A connection the database closes (restart, fail-over, pg_terminate_backend) is an 'error' event on its client,
 * and an 'error' event nobody listens to ends the process. pg's pool listens only while a client sits idle (then
 * it drops the client and emits 'error' on the pool); a checked-out client (a transaction, a statement under way)
 * had no listener. So every client gets one for its whole life, which tells `report` once per error; the pool's
 * own 'error' (the same error of an idle client) is only silenced. Whoever holds the client sees the error on
 * their statement, and the pool drops the client when it comes back (pg marks it unusable).
 */
export function keepsErrorsInside(pool: pg.Pool, report: (error: Error) => void = () => undefined) {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
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
export class Pool extends pg.Pool {
  constructor(options: pg.PoolConfig, prepared: boolean, report?: (error: Error) => void) {
    super(options);
    // Not the `Client` option: the job queue copies these options for its own pool, whose SQL stays unnamed.
    if (prepared) (this as unknown as { Client: typeof pg.Client }).Client = PreparingClient;
    keepsErrorsInside(this, report);
  }

  /**
   * A connection checked out with `await pool.connect()` (drizzle's transactions) goes back to the pool, to be
   * dropped, as soon as the database closes it. drizzle 0.45 sends `begin` before the try/finally that releases
   * the connection, so a `begin` that meets a connection terminated right after checkout left it checked out for
   * good: under pg_terminate_backend every 150 ms the ten connections were gone within seconds and the process
   * answered nothing again (test/pg-pool.test.ts). The holder's own release afterwards does nothing.
   */
  // biome-ignore lint/suspicious/noExplicitAny: pg's connect has a callback and a promise overload.
  override connect(...args: any[]): any {
    if (args.length > 0) return Reflect.apply(super.connect, this, args);
    return super.connect().then(givenBackWhenLost);
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

function givenBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let given = false;
  const lost = () => {
    given = true;
    release(new Error('The database closed this connection while it was checked out'));
  };
  client.once('end', lost);
  client.release = (error?: Error | boolean) => {
    client.removeListener('end', lost);
    if (!given) release(error);
  };
  return client;
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
      !PREPARABLE.test(text) ||
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
