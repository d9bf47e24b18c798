import type { LlmOptions } from '@stepwise/planner/llm';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import type { EventLog } from '../events/domain.js';
import type { LiveEvents } from '../events/live.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Lang } from '../kernel/messages.js';
import type { RequestInfo } from '../kernel/request.js';
import type { RateLimiters } from '../limits/rate-limit.js';

/**
 * What every resolver knows: who is asking, in which language, and the services' dependencies. The modules
 * add their own fields (TypeScript merges them in): `auth`, `google` and `sessions` (modules/auth/context.ts).
 * So this file, below the modules, names none of them. Batched reads are kept per request by pothos/loaders.ts.
 */
export interface Context {
  db: Db;
  limiters: RateLimiters;
  uploadsDir: string;
  request: RequestInfo;
  lang: Lang;
  /** The signed-in user; socialLinks: their links, when the session lookup loaded them (for CurrentUser). */
  session: { user: UserRow; sessionId: string; socialLinks?: Array<{ network: string; url: string }> } | null;
  /** What the route does after the operation, before the answer goes out (app/graphql-route.ts): drop the cached
   * sessions of the signer (dropsSessions: the operation writes what a cached session holds, any mutation but a
   * tick, graphql/root-fields.ts) and of every user in staleUsers (a resolver adds whom else it revoked or
   * changed), in every process. An object: Yoga copies the context, and the route keeps the one it made. */
  operation: { dropsSessions: boolean; staleUsers: Set<string> };
  /** A token was sent but is unknown or expired. */
  tokenInvalid: boolean;
  /** The publish/subscribe seam (Redis when REDIS_URL, in-process otherwise). */
  live: LiveEvents;
  /** What follows a write's domain events (effects/registry.ts): services record, the registry acts. */
  events: EventLog;
  /** The job queue (delayed jobs, such as the e-mail for a message left unread). */
  jobs: JobQueue;
  /** The planner's language model (PLANNER_LLM_URL); undefined: the built-in generator only, no network. */
  plannerLlm: LlmOptions | undefined;
}

export type SignedInContext = Context & { session: NonNullable<Context['session']> };
