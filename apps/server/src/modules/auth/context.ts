// What the auth module adds to every request's context (merged into pothos/context.ts's Context).
import type { AuthDeps } from './auth.service.js';
import type { GoogleVerifier } from './google.js';
import type { LiveSessions } from './live-sessions.js';

declare module '../../pothos/context.js' {
  interface Context {
    auth: AuthDeps;
    google: GoogleVerifier | undefined;
    /** Open live streams, each ended when its session is revoked (live-sessions.ts). */
    liveSessions: LiveSessions;
  }
}
