// What follows a moderation action, after its commit.
import type { AfterCommit } from '../steps.js';

/**
 * A suspended account's open live streams end in every process: the revocation goes out on the live seam (Redis
 * across processes), where each process's open streams of that user look their sessions up again and, the
 * sessions deleted with the suspension, end (modules/auth/live-sessions.ts); cached sessions are dropped too.
 */
export const endSessions: AfterCommit<'accountSuspended'> = (deps, event) =>
  deps.live.publish('stepwise:sessions', 'revoked', {
    type: 'sessionsRevoked',
    userId: event.userId,
    nonce: '',
  });
