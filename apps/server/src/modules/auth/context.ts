// What the auth module adds to every request's context (merged into pothos/context.ts's Context).
import type { AuthDeps } from './auth.service.js';
import type { GoogleVerifier } from './google.js';
import type { LiveSessions } from './live-sessions.js';
import type { SessionCache } from './session-cache.js';

declare module '../../pothos/context.js' {
  interface Context {
    auth: AuthDeps;
    google: GoogleVerifier | undefined;
    /** Cached sessions (session-cache.ts): a revocation goes through forgetUser. */
    sessions: SessionCache;
    /** Open live streams, each ended when its session is revoked (live-sessions.ts). */
    liveSessions: LiveSessions;
  }
}
