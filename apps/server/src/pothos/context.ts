import type { LlmOptions } from '@stepwise/planner/llm';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import type { LiveEvents } from '../events/live.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Lang } from '../kernel/messages.js';
import type { RequestInfo } from '../kernel/request.js';
import type { RateLimiters } from '../limits/rate-limit.js';

/**
 * What every resolver knows: who is asking, in which language, and the services' dependencies. The modules
 * add their own fields (TypeScript merges them in): `auth`, `google` and `sessions` (modules/auth/context.ts),
 * `loaders` (modules/goals/context.ts). So this file, below the modules, names none of them.
 */
export interface Context {
  db: Db;
  limiters: RateLimiters;
  uploadsDir: string;
  request: RequestInfo;
  lang: Lang;
  /** The signed-in user; socialLinks: their links, when the session lookup loaded them (for CurrentUser). */
  session: { user: UserRow; sessionId: string; socialLinks?: Array<{ network: string; url: string }> } | null;
  /** mutation: set when the operation is one, so the user's cached sessions are dropped after it (yoga.ts,
   * app.ts). An object: Yoga copies the context, and the route keeps the one it made. */
  operation: { mutation: boolean };
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
