import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Config } from '../config.js';
import { type Database, isDatabaseUnavailable } from '../db/client.js';
import type { EventLog } from '../events/domain.js';
import type { LiveEvents } from '../events/live.js';
import type { JobQueue } from '../jobs/queue.js';
import { type Lang, pickLang, t } from '../kernel/messages.js';
import type { RateLimiters } from '../limits/rate-limit.js';
import { type AuthDeps, resolveSession } from '../modules/auth/auth.service.js';
import type { GoogleVerifier } from '../modules/auth/google.js';
import type { LiveSessions } from '../modules/auth/live-sessions.js';
import type { SessionCache } from '../modules/auth/session-cache.js';
import type { Context } from '../pothos/context.js';

export interface ContextDeps {
  config: Config;
  database: Database;
  auth: AuthDeps;
  sessions: SessionCache;
  liveSessions: LiveSessions;
  limiters: RateLimiters;
  google: GoogleVerifier | undefined;
  live: LiveEvents;
  events: EventLog;
  jobs: JobQueue;
}

/** Each /graphql request's context: who is asking (the session behind the bearer token), in which language. */
export function createRequestContexts(deps: ContextDeps) {
  const { config, database, sessions } = deps;
  const plannerLlm = config.plannerLlm
    ? {
        url: config.plannerLlm.url,
        model: config.plannerLlm.model,
        ...(config.plannerLlm.apiKey ? { apiKey: config.plannerLlm.apiKey } : {}),
      }
    : undefined;
  // Each request's context, for what the route does after the operation (a write drops cached sessions).
  const contexts = new WeakMap<FastifyRequest, Context>();
  const lookUp = (req: FastifyRequest, token: string) =>
    resolveSession(database.db, token, sessions).catch((error: unknown) => {
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
    const context: Context = {
      db: database.db,
      auth: deps.auth,
      liveSessions: deps.liveSessions,
      operation: { dropsSessions: false, staleUsers: new Set() },
      limiters: deps.limiters,
      google: deps.google,
      uploadsDir: config.uploadsDir,
      request,
      lang,
      session,
      tokenInvalid: found === 'invalid',
      live: deps.live,
      events: deps.events,
      jobs: deps.jobs,
      plannerLlm,
      moderation: config.moderation,
      reminders: { pushOverHttp: config.env === 'test' },
    };
    contexts.set(req, context);
    return context;
  };
  return { makeContext, contextOf: (req: FastifyRequest) => contexts.get(req) };
}
