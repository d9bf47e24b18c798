import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { type Database, type Db, keepsErrorsInside } from '../db/client.js';
import {
  drizzleExecutor,
  pgliteExecutor,
  poolExecutor,
  type SqlExecutor,
  settlesQuietly,
  type Tx,
  tracked,
} from './sql.js';

export interface QueueSettings {
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) each time when retryBackoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still active after this long is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  /** Where a job goes when its retries are spent: a queue of its own, kept for inspection. */
  deadLetter?: string | undefined;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueueOptions {
  /** Seconds between two polls of a queue by its worker (pg-boss' minimum is 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** false: this process enqueues but runs no workers. Default true. */
  work?: boolean;
  /** How long stopping waits for a running job before failing it back to the queue (it is retried). */
  stopTimeoutMs?: number;
  /** The PostgreSQL URL for the queue's own pool; by default the database's own settings. */
  connectionString?: string | undefined;
}

interface Definition {
  settings: QueueSettings;
  handler: JobHandler<never>;
  schedule?: string | undefined;
}

export interface JobQueue {
  /** Registers a queue and its handler; call before start(). */
  define<T extends object>(
    name: string,
    settings: QueueSettings,
    handler: JobHandler<T>,
    schedule?: string,
  ): void;
  /**
   * Enqueues a job. With `db` (a transaction) the job commits or rolls back with the caller's rows;
   * call `nudge` after the commit to start it at once in this process.
   */
  send(
    name: string,
    data: object,
    options?: { db?: Db | Tx; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Wakes this process' worker of a queue (it would otherwise find the job at its next poll). */
  nudge(name: string): void;
  start(): Promise<void>;
  /** Stops polling, lets a running job finish (or fails it back after stopTimeoutMs), waits until no statement is in flight. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** pg-boss' own queue for schedules: its timekeeper creates it at every start, outside our lock. */
const SEND_IT = '__pgboss__send-it';

/**
 * pg-boss' create_queue adds a partition and foreign keys (DDL): two processes creating the same
 * queues at once on a fresh database deadlock (40P01, seen in the boot-race test). One transaction
 * under an advisory lock makes them take turns; the later ones find the queues and do nothing.
 * pg-boss' timekeeper still creates its send-it queue during `boss.start()`, outside the lock, so a
 * deadlock with another process' start is still possible (seen once in CI-like runs): PostgreSQL rolls
 * back one side; ours is tried again, and the send-it queue is created here too in case the timekeeper's
 * was the side rolled back (it ignores its own failure, and schedules would then never fire).
 * The values are the code's own queue names and settings, written as literals (one multi-statement text).
 */
export async function createQueues(
  db: SqlExecutor,
  queues: Array<{ name: string } & Record<string, unknown>>,
) {
  const creates = [{ name: SEND_IT, policy: 'standard' }, ...queues].map(
    ({ name, ...options }) =>
      `SELECT pgboss.create_queue(${literal(name)}, ${literal(JSON.stringify(options))}::json)`,
  );
  const text = [
    'BEGIN',
    "SELECT pg_advisory_xact_lock(('x' || md5(current_database() || '.stepwise.queues'))::bit(64)::bigint)",
    ...creates,
    'COMMIT',
  ].join(';\n');
  for (let attempt = 1; ; attempt++) {
    try {
      await db.executeSql(text);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** The pg Pool behind a PostgreSQL Database (drizzle exposes it as $client), for the queue's own pool settings. */
function poolOptionsOf(database: Database): pg.PoolConfig | undefined {
  const client = (database.db as unknown as { $client?: { options?: pg.PoolConfig } }).$client;
  return client?.options;
}

export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: JobQueueOptions = {},
): JobQueue {
  let pool: pg.Pool | undefined;
  let executor: SqlExecutor;
  if (database.kind === 'postgres') {
    const base = options.connectionString
      ? { connectionString: options.connectionString }
      : (poolOptionsOf(database) ?? {});
    pool = new pg.Pool({ ...base, max: 3, application_name: 'stepwise-jobs' });
    // A dropped connection (restart, fail-over, a terminated backend), idle or checked out, must never end the
    // process; the workers retry at their next poll. pg-boss runs on this pool (`db` below): it opens none.
    keepsErrorsInside(pool, (err) => log.warn({ err }, 'job queue: database connection lost'));
    executor = poolExecutor(pool);
  } else {
    executor = pgliteExecutor((database.db as unknown as { $client: PGlite }).$client);
  }
  const db = tracked(
    settlesQuietly(executor, (err) =>
      log.warn({ err }, 'job queue: could not settle a job; it runs again later'),
    ),
  );
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    // Maintenance (expired jobs back to retry, archiving) and cron run in every process, under pg-boss' own locks.
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: 60,
  });
  let lastError = 0;
  boss.on('error', (err) => {
    // While the database is away every poll fails; one line every 10 s is enough.
    if (Date.now() - lastError < 10_000) return;
    lastError = Date.now();
    log.warn({ err }, 'job queue error');
  });

  const definitions = new Map<string, Definition>();
  const workers = new Map<string, string>();
  let running = 0;
  let started = false;
  const work = options.work !== false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  const idle = async (deadline: number) => {
    // pg-boss completes a job without awaiting it, and a fetch may be in flight: wait for both, twice in a row.
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      quiet = db.inFlight === 0 && running === 0 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  return {
    boss,
    define(name, settings, handler, schedule) {
      definitions.set(name, { settings, handler, schedule });
    },
    async send(name, data, sendOptions = {}) {
      const via = sendOptions.db ? drizzleExecutor(sendOptions.db) : undefined;
      // A time, not a number of seconds: through a transaction (drizzleExecutor) pg-boss' SQL types a bare number as a timestamp.
      const delay = sendOptions.startAfterSeconds
        ? { startAfter: new Date(Date.now() + sendOptions.startAfterSeconds * 1000) }
        : {};
      return boss.send(name, data, via ? { db: via, ...delay } : delay);
    },
    nudge(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    async start() {
      await boss.start();
      started = true;
      const names = [...definitions.keys()];
      const deadLetters = new Set(
        [...definitions.values()].map((d) => d.settings.deadLetter).filter((n): n is string => !!n),
      );
      // Dead-letter queues first: a queue's foreign key points at its dead-letter queue.
      const queues = [
        ...[...deadLetters].map((name) => ({ name, policy: 'standard' })),
        ...names.map((name) => ({ name, policy: 'standard', ...definitions.get(name)!.settings })),
      ];
      await createQueues(db, queues);
      for (const queue of queues.slice(deadLetters.size)) {
        // createQueue keeps an existing queue as it was; the code's settings win.
        await boss.updateQueue(queue.name, { ...queue, policy: 'standard' });
      }
      for (const [name, { schedule }] of definitions) {
        if (schedule) await boss.schedule(name, schedule, {}, { tz: 'UTC' });
      }
      if (!work) return;
      for (const [name, { handler }] of definitions) {
        const id = await boss.work<object>(
          name,
          { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
          async (jobs) => {
            running++;
            try {
              for (const job of jobs) {
                await handler(job.data as never, { id: job.id, retryCount: job.retryCount });
              }
            } finally {
              running--;
            }
          },
        );
        workers.set(name, id);
      }
    },
    async stop() {
      if (!started) {
        await pool?.end();
        return;
      }
      started = false;
      const timeout = options.stopTimeoutMs ?? 10_000;
      await boss.stop({ graceful: true, wait: true, close: false, timeout });
      await idle(Date.now() + timeout);
      await pool?.end();
    },
  };
}
