// What the reminders module adds to every request's context (merged into pothos/context.ts's Context).
declare module '../../pothos/context.js' {
  interface Context {
    /** pushOverHttp: a test server accepts a push service at a plain http address (the test's own). */
    reminders: { pushOverHttp: boolean };
  }
}

export {};
