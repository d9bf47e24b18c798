import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import type { LiveEvents } from '../../events/live.js';

/** How often every open stream's session is looked up again, in ms, when nothing else ended it. */
export const STREAM_CHECK_MS = 30_000;

/** At most this many sessions in one lookup. */
const CHUNK = 500;

/**
 * The open live streams (SSE subscriptions) of this process, each held to the session it started with. A stream
 * checks its session only when it starts; these end it when the session ends:
 * - at once when a revocation of its user arrives (the session cache's message, from this process or another one
 *   through Redis): the user's open streams' sessions are looked up in the database, and the gone ones end;
 * - on a periodic check of every open stream (a session that expired or was deleted without a message).
 * An ended stream completes (its SSE response finishes) and delivers nothing more.
 */
export interface LiveSessions {
  /** `events`, ended as soon as the session is found revoked. */
  guard<T>(
    session: { sessionId: string; userId: string },
    events: AsyncIterable<T>,
  ): AsyncIterableIterator<T>;
  /** Stops the periodic check (the streams themselves end with the live seam). */
  close(): void;
  /** Streams open now. */
  readonly size: number;
}

interface Watch {
  sessionId: string;
  userId: string;
  end(): void;
}

export function createLiveSessions(options: {
  db: Db;
  live: LiveEvents;
  log: FastifyBaseLogger;
  checkEveryMs?: number | undefined;
}): LiveSessions {
  const { db, live, log } = options;
  const watches = new Set<Watch>();

  /** Ends the streams whose session no longer stands (deleted, or expired). */
  const check = async (list: Watch[]) => {
    const ids = [...new Set(list.map((watch) => watch.sessionId))];
    const standing = new Set<string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids.slice(i, i + CHUNK)), gt(sessions.expiresAt, new Date())));
      for (const row of rows) standing.add(row.id);
    }
    for (const watch of list) if (!standing.has(watch.sessionId)) watch.end();
  };
  // A failed lookup (the database away) ends nothing: the next revocation or periodic check looks again.
  const checkSafely = (list: Watch[]) =>
    list.length
      ? check(list).catch((err) => log.warn({ err }, 'live sessions: a session check failed'))
      : Promise.resolve();

  const revocations = live.subscribe('stepwise:sessions', 'revoked');
  void (async () => {
    try {
      for await (const { userId } of revocations) {
        await checkSafely([...watches].filter((watch) => watch.userId === userId));
      }
    } catch (err) {
      log.warn({ err }, 'live sessions: revocations stopped; open streams are checked periodically only');
    }
  })();

  const timer = setInterval(() => void checkSafely([...watches]), options.checkEveryMs ?? STREAM_CHECK_MS);
  timer.unref();

  return {
    get size() {
      return watches.size;
    },
    guard<T>(session: { sessionId: string; userId: string }, events: AsyncIterable<T>) {
      const source = events[Symbol.asyncIterator]();
      const done: IteratorReturnResult<undefined> = { done: true, value: undefined };
      let finished = false;
      let stop = () => {};
      const stopped = new Promise<IteratorResult<T>>((resolve) => {
        stop = () => resolve(done);
      });
      const finish = async () => {
        if (finished) return;
        finished = true;
        watches.delete(watch);
        stop();
        await source.return?.();
      };
      const watch: Watch = {
        sessionId: session.sessionId,
        userId: session.userId,
        end: () => void finish().catch((err) => log.warn({ err }, 'live sessions: ending a stream failed')),
      };
      watches.add(watch);
      const guarded: AsyncIterableIterator<T> = {
        // An event that raced the end is dropped: nothing reaches a revoked session.
        next: async () => {
          if (finished) return done;
          const result = await Promise.race([source.next(), stopped]);
          return finished ? done : result;
        },
        return: async () => {
          await finish();
          return done;
        },
        throw: async (error?: unknown) => {
          watches.delete(watch);
          finished = true;
          stop();
          return source.throw ? source.throw(error) : Promise.reject(error);
        },
        [Symbol.asyncIterator]() {
          return guarded;
        },
      };
      return guarded;
    },
    close() {
      clearInterval(timer);
    },
  };
}
