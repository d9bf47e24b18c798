import type { ServerResponse } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLang, t } from '../kernel/messages.js';
import { createAdmission } from '../limits/admission.js';

export interface Overload {
  /** Requests on /graphql at once, under way or waiting in line (PostgreSQL: async work piles up here). */
  maxInFlight: number;
  /**
   * /graphql requests handled at once; the others wait in line and start in order (limits/admission.ts). Each
   * statement of a request otherwise waits behind every other request's (for PGlite's one connection or the
   * pool's ten), so a request of four statements waited four times as long as one of one. 0: no line.
   */
  maxActive: number;
  /**
   * How long, in ms, the first in line may have waited when a request arrives; past it the request is refused.
   * 0: off; on in production only, as maxStallMs.
   */
  maxQueueMs: number;
  /** How long, in ms, the event loop may have gone without a turn when a request is read (PGlite: its queries
   * run on this thread, so the queue is the unread requests behind a busy loop). 0: off; on in production
   * only, so that tests firing parallel requests on a loaded machine are not refused. */
  maxStallMs: number;
  /** under-pressure's check: the mean event-loop delay over a second, in ms (0: off). */
  maxEventLoopDelay: number;
  retryAfterSeconds: number;
}

export const defaultOverload: Overload = {
  maxInFlight: 256,
  maxActive: 16,
  maxQueueMs: 1000,
  maxStallMs: 1000,
  maxEventLoopDelay: 1000,
  retryAfterSeconds: 2,
};

/**
 * On PostgreSQL the queries run in the database's processes and wait in line, then for a connection in the pool
 * (a request that waits longer than the pool's connection timeout is answered 503 with Retry-After). A stalled
 * loop there is a busy CPU, not a queue of unread requests: refusing every request read after a stall turned one
 * slow second into a storm of refusals (clients that ignore Retry-After resend at once; 68,693 × 503 of 69,965
 * answers at 200 connections), and a cap of 64 refused the other 136 connections. So the stall check is off and
 * the cap is far above the connections a server expects; a burst waits instead.
 */
export const postgresOverload: Partial<Overload> = { maxInFlight: 1024, maxStallMs: 0 };

/** A live subscription (SSE) stays open for hours and holds no query while it waits. */
export const isSubscription = (req: FastifyRequest) =>
  (req.headers.accept ?? '').includes('text/event-stream');

/**
 * Overload: every request is served or refused at once (503 + Retry-After), never left waiting for seconds.
 * /graphql requests wait in line for one of maxActive places; a request that finds the first in line waiting more
 * than maxQueueMs is refused. On PGlite each query runs on this thread: its statements give the loop a turn every
 * few milliseconds (db/loop-turns.ts), so requests are read as they come, and one read after the loop went more
 * than maxStallMs without a turn (one long statement) is refused. On PostgreSQL the stall check is off
 * (postgresOverload) and a statement waits for a pooled connection at most its connection timeout.
 * under-pressure watches the event loop over time as well. /healthz is never refused.
 */
export async function createOverloadGuard(app: FastifyInstance, overload: Overload) {
  const busyBody = (req: FastifyRequest, reply: FastifyReply) => {
    reply.status(503).header('retry-after', String(overload.retryAfterSeconds));
    const lang = pickLang(req.headers['accept-language']) ?? 'ru';
    return { errors: [{ message: t(lang, 'serverBusy'), extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
  };
  let inFlight = 0;
  let lastTurn = performance.now();
  const turns = setInterval(() => {
    lastTurn = performance.now();
  }, 20);
  turns.unref();
  app.addHook('onClose', async () => clearInterval(turns));
  const stalled = () => overload.maxStallMs > 0 && performance.now() - lastTurn > overload.maxStallMs;
  // Requests wait in line for the database (see Overload.maxActive); a line that has stood too long refuses
  // newcomers, who would wait longer still.
  const admission = overload.maxActive > 0 ? createAdmission(overload.maxActive) : undefined;
  /** Why a /graphql request read now is refused, or null. */
  const refusal = (): { type: string; value: number } | null => {
    if (inFlight >= overload.maxInFlight) return { type: 'inFlight', value: inFlight };
    if (stalled()) return { type: 'stall', value: Math.round(performance.now() - lastTurn) };
    const waited = admission?.waited() ?? 0;
    if (overload.maxQueueMs > 0 && waited > overload.maxQueueMs)
      return { type: 'queue', value: Math.round(waited) };
    return null;
  };
  // One warning a second at most, with the count: a flood of refusals must not flood the log too.
  let refusals = 0;
  let lastWarning = 0;
  const refused = (req: FastifyRequest, why: { type: string; value: number | undefined }) => {
    refusals++;
    if (Date.now() - lastWarning < 1000) return;
    req.log.warn({ ...why, refusals }, 'requests refused: server overloaded (503)');
    lastWarning = Date.now();
    refusals = 0;
  };
  // under-pressure only measures here (the mean event-loop delay over each second, app.memoryUsage()): with a
  // threshold it adds its own onRequest hook, which builds `req.routeOptions` (a new object of 12 fields) on
  // every request. The check is made in the app's one hook instead (`refuses`), with the same handler.
  await app.register(underPressure, {});
  const loopDelay = () => (overload.maxEventLoopDelay > 0 ? app.memoryUsage().eventLoopDelay : 0);
  // A slow loop in the last second alone (one long query, another app's migration in a test) refuses nobody; a
  // slow loop with work piling up now does.
  const underPressureNow = (req: FastifyRequest) => {
    const delay = loopDelay();
    if (delay <= overload.maxEventLoopDelay || req.url === '/healthz') return false;
    if (inFlight < overload.maxInFlight / 8 && !stalled()) return false;
    refused(req, { type: 'eventLoopDelay', value: delay });
    return true;
  };
  // A /graphql request counts as in flight until its response closes; one listener for all (no closure each).
  const COUNTED = Symbol('inFlight');
  function release(this: ServerResponse & { [COUNTED]?: boolean }) {
    if (!this[COUNTED]) return;
    this[COUNTED] = false;
    inFlight--;
  }

  return {
    /**
     * Called for every request (the app's one onRequest hook): the 503 body when it is refused (the event-loop
     * check on any route but /healthz, then the /graphql bounds), else undefined (a /graphql request is then
     * counted in flight until its response closes).
     */
    refuses(req: FastifyRequest, reply: FastifyReply) {
      if (underPressureNow(req)) return busyBody(req, reply);
      if (!req.url.startsWith('/graphql') || req.method === 'OPTIONS') return undefined;
      // A live subscription is not in flight.
      if (isSubscription(req) && !stalled()) return undefined;
      const why = refusal();
      if (why) {
        refused(req, why);
        return busyBody(req, reply);
      }
      inFlight++;
      const res = reply.raw as ServerResponse & { [COUNTED]?: boolean };
      res[COUNTED] = true;
      res.on('close', release);
      return undefined;
    },
    /**
     * Runs a /graphql answer in its place in line. A place is held until the answer is sent (a Fastify reply is a
     * thenable that settles then): a live subscription's stream would hold one for hours, so it takes none.
     */
    inLine<T>(req: FastifyRequest, answer: () => Promise<T>): Promise<T> {
      return admission && !isSubscription(req) ? admission.run(answer) : answer();
    },
  };
}
