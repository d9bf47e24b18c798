import { mkdirSync } from 'node:fs';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { JWTVerifyGetKey } from 'jose';
import { registerCalendarRoute } from './app/calendar-route.js';
import { registerExportRoute } from './app/export-route.js';
import { registerGraphQLRoute } from './app/graphql-route.js';
import { registerHealth } from './app/health.js';
import type { JobsOptions } from './app/jobs.js';
import { createOverloadGuard, defaultOverload, type Overload, postgresOverload } from './app/overload.js';
import { answerErrors } from './app/refusals.js';
import { createRequestContexts } from './app/request-context.js';
import { headersFor, securityHeaders } from './app/security-headers.js';
import { startJobs } from './app/start-jobs.js';
import { registerStatic } from './app/static.js';
import { installTestClock } from './app/test-clock.js';
import { installTestJobs } from './app/test-jobs.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createEventLog } from './effects/registry.js';
import { createLiveEvents, type LiveEvents } from './events/live.js';
import type { FastPathOptions } from './graphql/fast-path.js';
import { createRateLimiters, defaultLimits, type Limits } from './limits/rate-limit.js';
import { createGoogleVerifier } from './modules/auth/google.js';
import { createLiveSessions } from './modules/auth/live-sessions.js';
import {
  createSessionCache,
  defaultSessionCache,
  type SessionCacheOptions,
} from './modules/auth/session-cache.js';
import type { Mailer, MailTransport } from './modules/mail/mail.service.js';

export { defaultOverload, type Overload, postgresOverload } from './app/overload.js';

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis | undefined;
  /** Google's key set; tests pass a local one. Defaults to config.googleJwksUrl. */
  googleKeys?: JWTVerifyGetKey | undefined;
  limits?: Partial<Limits> | undefined;
  mailer?: Mailer | undefined;
  /** Job queue settings (tests: fast polling, short retries, no workers). */
  jobs?: JobsOptions | undefined;
  /** Stands in for SMTP (tests); by default SMTP_URL's, or none (letters stay in the outbox). */
  mailTransport?: MailTransport | undefined;
  /** The pub/sub seam; by default Redis at REDIS_URL, else in-process. The app closes it. */
  live?: LiveEvents | undefined;
  logger?: FastifyServerOptions['logger'] | undefined;
  /** Overload protection (tests may loosen it): see app/overload.ts. */
  overload?: Partial<Overload> | undefined;
  /** The in-process session cache (ttlMs 0 turns it off): see modules/auth/session-cache.ts. */
  sessionCache?: Partial<SessionCacheOptions> | undefined;
  /** How often each open live stream's session is checked again, in ms (modules/auth/live-sessions.ts). */
  streamCheckMs?: number | undefined;
  /** The GraphQL fast path (graphql/fast-path.ts): on unless `off`; tests watch its outcomes. */
  fastPath?: FastPathOptions | undefined;
}

/**
 * The server: the job queue and the services' shared parts, then one onRequest hook (security headers, overload
 * refusals), then the routes: /graphql, the data export, /healthz, uploads, the web app and its page fallback.
 */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const production = config.env === 'production';
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  });

  const limiters = createRateLimiters({ ...defaultLimits, ...deps.limits }, deps.redis);
  const live = deps.live ?? createLiveEvents({ redisUrl: config.redisUrl, log: app.log });
  const sessions = createSessionCache({ ...defaultSessionCache, ...deps.sessionCache, live, log: app.log });
  const liveSessions = createLiveSessions({
    db: database.db,
    live,
    log: app.log,
    checkEveryMs: deps.streamCheckMs,
  });
  const google = config.googleClientId
    ? createGoogleVerifier(config.googleClientId, deps.googleKeys ?? config.googleJwksUrl)
    : undefined;
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  // Open live streams end first (their SSE responses finish, so the server can close); the job queue stops
  // after them (its onClose hook).
  app.addHook('preClose', async () => {
    liveSessions.close();
    await live.close();
  });
  const { queue, mailer } = await startJobs(app, {
    config,
    database,
    live,
    limiters,
    publicUrl,
    options: deps.jobs,
    mailer: deps.mailer,
    mailTransport: deps.mailTransport,
  });
  const events = createEventLog({ live, jobs: queue, mailer, publicUrl, log: app.log });
  mkdirSync(config.uploadsDir, { recursive: true });

  const headers = await securityHeaders({ google: !!google, production });
  await app.register(compress, { global: true, threshold: 1024 });
  answerErrors(app);
  const guard = await createOverloadGuard(app, {
    ...defaultOverload,
    ...(database.kind === 'postgres' ? postgresOverload : {}),
    ...(production ? {} : { maxStallMs: 0, maxQueueMs: 0 }),
    ...deps.overload,
  });
  // Every request's one hook (each Fastify hook stage costs its own calls): the security headers, then the
  // overload checks.
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headersFor(headers, req)) reply.raw.setHeader(name, value);
    const busy = guard.refuses(req, reply);
    if (busy) return reply.send(busy);
    done();
  });
  // Test servers only: a request may say what time it is (app/test-clock.ts).
  installTestClock(app, config);
  // ...and run a scheduled job for a given moment (app/test-jobs.ts).
  installTestJobs(app, config, queue);

  const auth = { db: database.db, limiters, mailer, publicUrl, moderation: config.moderation };
  const { makeContext, contextOf } = createRequestContexts({
    config,
    database,
    auth,
    sessions,
    liveSessions,
    limiters,
    google,
    live,
    events,
    jobs: queue,
  });
  registerGraphQLRoute(app, {
    production,
    corsOrigins: config.corsOrigins,
    makeContext,
    contextOf,
    sessions,
    inLine: guard.inLine,
    fastPath: deps.fastPath,
  });
  registerExportRoute(app, { db: database.db, sessions });
  registerCalendarRoute(app, { db: database.db, publicUrl });
  registerHealth(app, database);
  await registerStatic(app, config, database);
  return app;
}
