import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import type { LiveEvents } from '../../events/live.js';

/** What a request needs to know of its token, kept in memory for a few seconds. */
export interface CachedSession {
  user: UserRow;
  sessionId: string;
  /** The user's links, loaded in the same statement (CurrentUser with details asks for them on every start). */
  socialLinks: Array<{ network: string; url: string }>;
  expiresAt: number;
  lastSeenAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry serves without the database, in ms (0: no cache). */
  ttlMs: number;
  /** Entries kept at most (least recently used go first). */
  max: number;
}

export const defaultSessionCache: SessionCacheOptions = { ttlMs: 10_000, max: 10_000 };

/** How long a process waits for Redis to hand its own revocation back (then every process has been told). */
const ECHO_TIMEOUT_MS = 1000;

/**
 * An in-process LRU of token hash → session, user row and links, with a short TTL. A revocation (logout,
 * password change or reset, and any write by the signed-in user, so the row a request sees is never older than
 * its owner's last change) drops the user's entries here at once and in every other process through the live
 * events seam (Redis when REDIS_URL is set): `forgetUser` resolves when Redis has handed the message back,
 * by which time it was written to every subscribed process. While Redis is away nothing is cached (a
 * revocation could not be told), and what was cached is dropped.
 */
export interface SessionCache {
  /** Bumped by every revocation: a lookup begun before one must not store what it read. */
  readonly generation: number;
  get(tokenHash: string): CachedSession | undefined;
  set(tokenHash: string, entry: CachedSession, generation: number): void;
  /** Marks an entry's session as seen now (its last_seen_at was written). */
  touch(tokenHash: string, at: number): void;
  /** Drops every entry of the user in every process; resolves once the other processes have been told. */
  forgetUser(userId: string): Promise<void>;
  readonly size: number;
}

export function createSessionCache(
  options: SessionCacheOptions & { live: LiveEvents; log: FastifyBaseLogger },
): SessionCache {
  const { live, log, ttlMs, max } = options;
  const entries = new Map<string, CachedSession & { storedAt: number }>();
  const waiting = new Map<string, () => void>();
  let generation = 0;

  let ttl = ttlMs;
  const dropUser = (userId: string) => {
    generation++;
    for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
  };

  // Revocations from every process (this one's own included: Redis hands them back).
  const revocations = live.subscribe('stepwise:sessions', 'revoked');
  void (async () => {
    try {
      for await (const event of revocations) {
        const { userId, nonce } = event;
        dropUser(userId);
        waiting.get(nonce)?.();
      }
    } catch (err) {
      log.warn({ err }, 'session cache: revocations stopped; nothing is cached from now on');
      ttl = 0;
      entries.clear();
    }
  })();

  const usable = () => {
    if (ttl <= 0) return false;
    if (live.connected?.() ?? true) return true;
    if (entries.size) entries.clear();
    generation++;
    return false;
  };

  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get(tokenHash) {
      if (!usable()) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const now = Date.now();
      if (now - entry.storedAt > ttl || entry.expiresAt <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      // Most recently used last; a copy of the row, so that no request changes another's.
      entries.delete(tokenHash);
      entries.set(tokenHash, entry);
      return { ...entry, user: { ...entry.user } };
    },
    set(tokenHash, entry, seenGeneration) {
      if (seenGeneration !== generation || !usable()) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { ...entry, storedAt: Date.now() });
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    touch(tokenHash, at) {
      const entry = entries.get(tokenHash);
      if (entry) entry.lastSeenAt = at;
    },
    async forgetUser(userId) {
      dropUser(userId);
      // Redis away: nothing is cached anywhere meanwhile (see usable), so there is no one to wait for.
      if (live.kind === 'memory' || !(live.connected?.() ?? true)) {
        await live.publish('stepwise:sessions', 'revoked', { type: 'sessionsRevoked', userId, nonce: '' });
        return;
      }
      const nonce = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((resolve) => {
        waiting.set(nonce, resolve);
        timer = setTimeout(() => {
          log.warn({ userId }, 'session cache: a revocation was not confirmed by Redis within 1 s');
          resolve();
        }, ECHO_TIMEOUT_MS);
      });
      await live.publish('stepwise:sessions', 'revoked', { type: 'sessionsRevoked', userId, nonce });
      await echoed;
      clearTimeout(timer);
      waiting.delete(nonce);
    },
  };
}
