import { existsSync, mkdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import type { JWTVerifyGetKey } from 'jose';
import { registerExportRoute } from './app/export-route.js';
import { createJobs, type JobsOptions } from './app/jobs.js';
import type { Config } from './config.js';
import { type Database, isDatabaseUnavailable } from './db/client.js';
import { createLiveEvents, type LiveEvents } from './events/live.js';
import { createFastPath, type FastPathOptions, REPLAY, type Replay } from './graphql/fast-path.js';
import { createGraphQL } from './graphql/yoga.js';
import { type Lang, type MessageKey, pickLang, t } from './kernel/messages.js';
import { createAdmission } from './limits/admission.js';
import { createRateLimiters, defaultLimits, type Limits } from './limits/rate-limit.js';
import { resolveSession, sendResetLetter } from './modules/auth/auth.service.js';
import { createGoogleVerifier } from './modules/auth/google.js';
import {
  createSessionCache,
  defaultSessionCache,
  type SessionCacheOptions,
} from './modules/auth/session-cache.js';
import { createGoalLoaders } from './modules/goals/loaders.js';
import { createMailer, type Mailer, type MailTransport, smtpTransport } from './modules/mail/mail.service.js';
import { defineNewsJobs } from './modules/news/news.service.js';
import { defineExportJob } from './modules/users/exports.js';
import { registerOg } from './modules/users/og.js';
import { spaStatus } from './modules/users/spa-status.js';
import type { Context } from './pothos/context.js';

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
  /** Overload protection (tests may loosen it): see defaultOverload. */
  overload?: Partial<Overload> | undefined;
  /** The in-process session cache (ttlMs 0 turns it off): see modules/auth/session-cache.ts. */
  sessionCache?: Partial<SessionCacheOptions> | undefined;
  /** The GraphQL fast path (graphql/fast-path.ts): on unless `off`; tests watch its outcomes. */
  fastPath?: FastPathOptions | undefined;
}

export interface Overload {
  /** Requests on /graphql at once, under way or waiting in line (PostgreSQL: async work piles up here). */
  maxInFlight: number;
  /**
   * /graphql requests handled at once; the others wait in line and start in order (lib/admission.ts). Each
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
 * loop there is a busy CPU, not a queue of unread requests: refusing every request read after a stall turned one slow second into a storm of refusals (clients that ignore Retry-After resend at once;
 * 68,693 × 503 of 69,965 answers at 200 connections), and a cap of 64 refused the other 136 connections. So the
 * stall check is off and the cap is far above the connections a server expects; a burst waits instead.
 */
export const postgresOverload: Partial<Overload> = { maxInFlight: 1024, maxStallMs: 0 };

const MULTIPART_LIMIT = 6 * 1024 * 1024;
const GOOGLE = 'https://accounts.google.com';

/** The headers @fastify/helmet sets with these options (they depend on nothing in the request). */
async function staticHelmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.entries(res.headers)
    .filter(([name, value]) => !own.has(name) && typeof value === 'string')
    .map(([name, value]) => [name, value as string]);
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const production = config.env === 'production';
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  });

  const limiters = createRateLimiters({ ...defaultLimits, ...deps.limits }, deps.redis);
  const jobs = createJobs({
    database,
    log: app.log,
    options: deps.jobs,
    transport: deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined),
    from: config.mailFrom,
    // Letters hold live reset links: only a developer's own log shows them.
    logLetters: config.env === 'development',
  });
  const mailer = deps.mailer ?? createMailer(database.db, jobs.queue);
  const live = deps.live ?? createLiveEvents({ redisUrl: config.redisUrl, log: app.log });
  const sessionCache = createSessionCache({
    ...defaultSessionCache,
    ...deps.sessionCache,
    live,
    log: app.log,
  });
  // News to many followers is told by a job (modules/news): registered before the queue starts.
  defineNewsJobs(jobs.queue, database.db, live);
  // Data exports (settings): a job writes the JSON document.
  defineExportJob(jobs.queue, database.db, app.log);
  const google = config.googleClientId
    ? createGoogleVerifier(config.googleClientId, deps.googleKeys ?? config.googleJwksUrl)
    : undefined;
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  jobs.setLetterWriters({
    'password-reset': ({ address }) =>
      sendResetLetter({ db: database.db, limiters, mailer, publicUrl }, address),
  });
  // Open live streams end first (their SSE responses finish, so the server can close); then the queue
  // stops: a running job finishes and no statement is in flight when the caller closes the database.
  app.addHook('preClose', async () => {
    await live.close();
  });
  app.addHook('onClose', async () => {
    await jobs.queue.stop();
  });
  await jobs.queue.start();
  mkdirSync(config.uploadsDir, { recursive: true });

  const googleSrc = google ? [GOOGLE] : [];
  // The security headers are the same on every response: @fastify/helmet builds its middleware again for
  // every request (parsing the CSP directives each time, ~7% of a trivial request's CPU), so they are
  // computed once, by helmet itself on a throwaway instance, and set in one cheap hook.
  const securityHeaders = await staticHelmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...googleSrc],
        styleSrc: ["'self'", "'unsafe-inline'", ...googleSrc],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...googleSrc],
        frameSrc: google ? [GOOGLE] : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // Google's sign-in pop-up needs to talk back to the opener.
    crossOriginOpenerPolicy: google ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
  });
  // An API answer (a POST to /graphql) is JSON or an event stream, never a document: no script, frame or plugin
  // runs in it, so the page's headers (a 317-byte CSP, COOP, X-Frame-Options, …: ~860 bytes a response) mean
  // nothing there. It gets a policy of its own that allows nothing at all, plus what applies to any response:
  // nosniff, the resource policy, HSTS.
  const API_KEEPS = new Set([
    'x-content-type-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ]);
  const apiHeaders: Array<[string, string]> = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ...securityHeaders.filter(([name]) => API_KEEPS.has(name)),
  ];
  await app.register(compress, { global: true, threshold: 1024 });

  const plannerLlm = config.plannerLlm
    ? {
        url: config.plannerLlm.url,
        model: config.plannerLlm.model,
        ...(config.plannerLlm.apiKey ? { apiKey: config.plannerLlm.apiKey } : {}),
      }
    : undefined;
  const auth = { db: database.db, limiters, mailer, publicUrl, sessions: sessionCache };
  // Each request's context, for what the route does after the operation (a mutation drops cached sessions).
  const contexts = new WeakMap<FastifyRequest, Context>();
  const lookUp = (req: FastifyRequest, token: string) =>
    resolveSession(database.db, token, sessionCache).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      const lang = pickLang(req.headers['accept-language']) ?? 'ru';
      throw new GraphQLError(t(lang, 'serviceUnavailable'), {
        extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': '5' } } },
      });
    });
  const makeContext = async (req: FastifyRequest): Promise<Context> => {
    const header = req.headers.authorization?.trim();
    // A guest (no token) has nothing to look up: no promise to wait for.
    const found = header ? await lookUp(req, /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? 'malformed') : null;
    const session = found && found !== 'invalid' ? found : null;
    // The interface language the person sees now (sent as Accept-Language) wins over the stored one.
    const lang: Lang =
      pickLang(req.headers['accept-language']) ?? (session?.user.lang as Lang | undefined) ?? 'ru';
    const request = { ip: req.ip, userAgent: req.headers['user-agent'], lang };
    // The goals' loaders (two DataLoaders) are made when a resolver first asks: most requests never do.
    let loaders: Context['loaders'] | undefined;
    const context: Context = {
      db: database.db,
      auth,
      sessions: sessionCache,
      operation: { mutation: false },
      limiters,
      google,
      uploadsDir: config.uploadsDir,
      request,
      lang,
      session,
      tokenInvalid: found === 'invalid',
      live,
      jobs: jobs.queue,
      plannerLlm,
      get loaders() {
        loaders ??= createGoalLoaders(database.db, session?.user.id ?? null);
        return loaders;
      },
    };
    contexts.set(req, context);
    return context;
  };
  // Validated documents skip Yoga's request layer; whatever is not a clean success is answered by Yoga itself.
  const fastPath = createFastPath(makeContext, deps.fastPath);
  const yoga = createGraphQL<{ req: FastifyRequest; reply: FastifyReply; [REPLAY]?: Replay }>({
    production,
    log: app.log,
    corsOrigins: config.corsOrigins,
    context: ({ req, [REPLAY]: replay }) => fastPath.contextFor(req, replay),
    last: fastPath.plugin,
  });

  // Uploads arrive as multipart (the GraphQL multipart request spec); Yoga parses them from the buffer.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT },
    (_req, body, done) => done(null, body),
  );

  const graphqlError = (reply: FastifyReply, status: number, message: string, code: string) =>
    reply.status(status).send({ errors: [{ message, extensions: { code } }] });

  /** A request refused before GraphQL (malformed JSON, a wrong content type, too large): the client's mistake. */
  const refuse = (
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: MessageKey,
    code: string,
  ) => {
    req.log.info({ codes: [code], statusCode: status }, 'request refused');
    const lang = pickLang(req.headers['accept-language']) ?? 'ru';
    return graphqlError(reply, status, t(lang, key), code);
  };

  app.setErrorHandler((error: { statusCode?: number; code?: string }, req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const upload = (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
      return refuse(req, reply, 413, upload ? 'uploadTooLarge' : 'requestTooLarge', 'BAD_USER_INPUT');
    }
    if (error.statusCode && error.statusCode < 500) {
      return refuse(req, reply, error.statusCode, 'requestInvalid', 'BAD_REQUEST');
    }
    req.log.error({ err: error }, 'request failed');
    const lang = pickLang(req.headers['accept-language']) ?? 'ru';
    return graphqlError(reply, 500, t(lang, 'unexpectedError'), 'INTERNAL_SERVER_ERROR');
  });

  // Overload: every request is served or refused at once (503 + Retry-After), never left waiting for seconds.
  // /graphql requests wait in line for one of maxActive places; a request that finds the first in line waiting
  // more than maxQueueMs is refused. On PGlite each query runs on this thread: its statements give the loop a
  // turn every few milliseconds (db/client.ts), so requests are read as they come, and one read after the loop
  // went more than maxStallMs without a turn (one long statement) is refused. On PostgreSQL the stall check is
  // off (postgresOverload) and a statement waits for a pooled connection at most its connection timeout.
  // under-pressure watches the event loop over time as well. /healthz is never refused.
  const overload = {
    ...defaultOverload,
    ...(database.kind === 'postgres' ? postgresOverload : {}),
    ...(production ? {} : { maxStallMs: 0, maxQueueMs: 0 }),
    ...deps.overload,
  };
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
  // A live subscription (SSE) stays open for hours and holds no query while it waits.
  const isSubscription = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/event-stream');
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
  // every request. The check is made in the one hook below instead, with the same handler.
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
  // Every request's one hook (each Fastify hook stage costs its own calls): the security headers, then the
  // event-loop check (any route but /healthz), then the /graphql bounds.
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    const api = req.method === 'POST' && req.url.startsWith('/graphql');
    for (const [name, value] of api ? apiHeaders : securityHeaders) res.setHeader(name, value);
    if (underPressureNow(req)) return reply.send(busyBody(req, reply));
    if (!req.url.startsWith('/graphql') || req.method === 'OPTIONS') return done();
    // A live subscription is not in flight.
    if (isSubscription(req) && !stalled()) return done();
    const why = refusal();
    if (why) {
      refused(req, why);
      return reply.send(busyBody(req, reply));
    }
    inFlight++;
    (res as ServerResponse & { [COUNTED]?: boolean })[COUNTED] = true;
    res.on('close', release);
    done();
  });

  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    const type = req.headers['content-type'] ?? '';
    // A cross-site form can post multipart without a preflight; a custom header proves it is our app.
    if (
      type.startsWith('multipart/form-data') &&
      !req.headers['apollo-require-preflight'] &&
      !req.headers['x-graphql-csrf']
    ) {
      const lang = pickLang(req.headers['accept-language']) ?? 'ru';
      return graphqlError(reply, 400, t(lang, 'uploadNeedsPreflight'), 'BAD_REQUEST');
    }
    const fast = await fastPath.run(req, reply);
    // After a signed-in write the user's cached row is stale: dropped here and in every other process
    // before the answer goes out, so the next request anywhere reads it again.
    if (fast.answered) {
      if (fast.context.operation.mutation && fast.context.session)
        await sessionCache.forgetUser(fast.context.session.user.id);
      return reply.send(fast.text);
    }
    const response = await yoga.handleNodeRequestAndResponse(req, reply, {
      req,
      reply,
      ...(fast.replay ? { [REPLAY]: fast.replay } : {}),
    });
    const context = contexts.get(req);
    if (context?.operation.mutation && context.session)
      await sessionCache.forgetUser(context.session.user.id);
    if (response.status >= 400 && response.body === null) {
      // Yoga's bodiless refusals (415 unsupported media type, 406 not acceptable): still a GraphQL error with a code.
      return refuse(req, reply, response.status, 'requestInvalid', 'BAD_REQUEST');
    }
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    // A live stream (SSE) holds its connection until it ends; closing it then lets a shutdown finish
    // without waiting for the client to drop an idle keep-alive connection.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      reply.header('connection', 'close');
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    }
    // A result is one JSON text: sent whole, it goes out with its length in one write (as a stream it went
    // chunked, in several writes, and compressed whatever its size).
    reply.status(response.status);
    const text = await response.text();
    fastPath.learn(req, response.status, response.headers, text);
    reply.send(text);
    return reply;
  };
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // A place is held until the answer is sent (a Fastify reply is a thenable that settles then): a live
    // subscription's stream would hold one for hours, so it takes none.
    handler: (req, reply) =>
      admission && !isSubscription(req) ? admission.run(() => answer(req, reply)) : answer(req, reply),
  });

  registerExportRoute(app, { db: database.db, sessions: sessionCache });

  // The health check. On PostgreSQL it asks the database every time (a lost connection must answer 503 at once:
  // test/resilience.test.ts), but checks that arrive while one is on its way share its answer (a burst of probes):
  // each answer still comes from a round trip that ended after the request came in. On PGlite the database runs
  // in this process and cannot be cut off; a check through it cost ~150 µs of this thread's CPU (/healthz 187 µs
  // a request against 40 without it; a whole `{ __typename }` ~75), so a success is trusted for a second there:
  // one statement a second whatever the probes. A failure is never reused.
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
  app.get('/healthz', { config: { compress: false, decompress: false } }, async (req, reply) => {
    try {
      // A GET of a few fixed bytes: nothing to compress or decompress (compress' three hooks are skipped).
      await checkDatabase();
      return reply.type('application/json; charset=utf-8').send(healthy);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      req.log.warn({ err: error }, 'health check: database unavailable');
      return reply.status(503).header('retry-after', '5').send({ ok: false, database: database.kind });
    }
  });

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('content-security-policy', "default-src 'none'");
      // Avatars are public and the native shells (another origin) show them with <img>: helmet's
      // same-origin resource policy would block them there.
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        const name = path.basename(file);
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : name === 'index.html' || name === 'sw.js'
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  // Public profiles' link previews: GET /og/{username}.png, and the tags written into /{username}'s HTML.
  const og = registerOg(app, {
    db: database.db,
    webDist: config.webDist,
    uploadsDir: config.uploadsDir,
    publicUrl: config.publicUrl,
  });

  // History fallback: any other page address gets the app, which routes it (and shows its own not-found page).
  app.setNotFoundHandler(async (req, reply) => {
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const reserved = /^\/(graphql|uploads|healthz|assets)(\/|$)/.test(req.url);
    if (hasWeb && wantsPage && !reserved) {
      const profilePage = await og.page(req);
      if (profilePage)
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(profilePage);
      // An unknown /{username} (or a path the app does not route) is the app's Not found page: 404.
      const status = await spaStatus(database.db, req.url);
      return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', config.webDist);
    }
    return reply.status(404).send({ error: 'Not found' });
  });

  return app;
}
