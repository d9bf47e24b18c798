import type { LlmOptions } from '@stepwise/planner/llm';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Db } from '../db/client.js';
import type { LiveEvents } from '../events/live.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Lang } from '../kernel/messages.js';
import type { RateLimiters } from '../lib/rate-limit.js';
import type { AuthDeps, RequestInfo } from '../modules/auth/auth.service.js';
import type { GoogleVerifier } from '../modules/auth/google.js';
import type { SessionCache } from '../modules/auth/session-cache.js';
import type { GoalLoaders } from '../modules/goals/loaders.js';
import type { UserRow } from '../modules/users/users.service.js';

/** What every resolver knows: who is asking, in which language, and the services' dependencies. */
export interface Context {
  db: Db;
  auth: AuthDeps;
  limiters: RateLimiters;
  google: GoogleVerifier | undefined;
  uploadsDir: string;
  request: RequestInfo;
  lang: Lang;
  /** The signed-in user; socialLinks: their links, when the session lookup loaded them (for CurrentUser). */
  session: { user: UserRow; sessionId: string; socialLinks?: Array<{ network: string; url: string }> } | null;
  /** Cached sessions (modules/auth/session-cache.ts): a revocation goes through forgetUser. */
  sessions: SessionCache;
  /** mutation: set when the operation is one, so the user's cached sessions are dropped after it (yoga.ts,
   * app.ts). An object: Yoga copies the context, and the route keeps the one it made. */
  operation: { mutation: boolean };
  loaders: GoalLoaders;
  /** A token was sent but is unknown or expired. */
  tokenInvalid: boolean;
  /** The publish/subscribe seam (Redis when REDIS_URL, in-process otherwise). */
  live: LiveEvents;
  /** The job queue (delayed jobs, such as the e-mail for a message left unread). */
  jobs: JobQueue;
  /** The planner's language model (PLANNER_LLM_URL); undefined: the built-in generator only, no network. */
  plannerLlm: LlmOptions | undefined;
}

export type SignedInContext = Context & { session: NonNullable<Context['session']> };

/** Mutations that write no user row and no session: a tick (task_progress, plan_members, news, achievements). */
const KEEPS_SESSIONS = new Set(['setTaskCompleted']);

/**
 * Whether the signer's cached sessions are dropped after this operation: after every mutation but one made
 * only of fields in KEEPS_SESSIONS (a tick after a tick reads no session again).
 */
export function dropsSessions(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'mutation') return false;
  return !operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && KEEPS_SESSIONS.has(s.name.value),
  );
}
