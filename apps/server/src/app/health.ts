import type { FastifyInstance } from 'fastify';
import { type Database, isDatabaseUnavailable } from '../db/client.js';

/**
 * The health check. On PostgreSQL it asks the database every time (a lost connection must answer 503 at once:
 * test/resilience.test.ts), but checks that arrive while one is on its way share its answer (a burst of probes):
 * each answer still comes from a round trip that ended after the request came in. On PGlite the database runs in
 * this process and cannot be cut off; a check through it cost ~150 µs of this thread's CPU (/healthz 187 µs a
 * request against 40 without it; a whole `{ __typename }` ~75), so a success is trusted for a second there: one
 * statement a second whatever the probes. A failure is never reused.
 */
export function registerHealth(app: FastifyInstance, database: Database) {
  const trustHealthyMs = database.kind === 'pglite' ? 1000 : 0;
  let healthyAt = Number.NEGATIVE_INFINITY;
  let check: Promise<void> | undefined;
  const checkDatabase = () => {
    if (performance.now() - healthyAt < trustHealthyMs) return undefined;
    check ??= database.db
      .execute('select 1')
      .then(() => {
        healthyAt = performance.now();
      })
      .finally(() => {
        check = undefined;
      });
    return check;
  };
  const healthy = JSON.stringify({ ok: true, database: database.kind });
  // A GET of a few fixed bytes: nothing to compress or decompress (compress' three hooks are skipped).
  app.get('/healthz', { config: { compress: false, decompress: false } }, async (req, reply) => {
    try {
      await checkDatabase();
      return reply.type('application/json; charset=utf-8').send(healthy);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      req.log.warn({ err: error }, 'health check: database unavailable');
      return reply.status(503).header('retry-after', '5').send({ ok: false, database: database.kind });
    }
  });
}
