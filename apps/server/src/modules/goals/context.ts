// What the goals module adds to every request's context (merged into pothos/context.ts's Context).
import type { GoalLoaders } from './loaders.js';

declare module '../../pothos/context.js' {
  interface Context {
    /** The request's batched reads of goals' tasks and progress. */
    loaders: GoalLoaders;
  }
}
