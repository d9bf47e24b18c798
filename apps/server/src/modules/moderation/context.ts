// What the moderation module adds to every request's context (merged into pothos/context.ts's Context).
import type { ModerationConfig } from '../../policies/moderation.js';

declare module '../../pothos/context.js' {
  interface Context {
    /** Administrators named in configuration and the default registration mode (config.ts). */
    moderation: ModerationConfig;
  }
}
