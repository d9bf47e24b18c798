import type { Plugin } from 'graphql-yoga';
import type { Context } from '../pothos/context.js';

/** A signed-in subscription lives only as long as its session: its results go through the context's
 * LiveSessions (modules/auth/live-sessions.ts), which end it when the session is revoked here or elsewhere. */
export const endStreamsWithSessions: Plugin<Context> = {
  onSubscribe() {
    return {
      onSubscribeResult({ args, result, setResult }) {
        const { session, liveSessions } = args.contextValue;
        if (!session || !(Symbol.asyncIterator in result)) return;
        setResult(liveSessions.guard({ sessionId: session.sessionId, userId: session.user.id }, result));
      },
    };
  },
};
