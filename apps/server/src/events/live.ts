import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { FastifyBaseLogger } from 'fastify';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Topics } from './types.js';

export interface LiveEvents {
  readonly kind: 'redis' | 'memory';
  /** Delivers to every process' subscribers; never throws (a live event is a hint, the data is in the database). */
  publish<K extends keyof Topics>(topic: K, ...args: Topics[K]): Promise<void>;
  /** The events of one channel until the subscriber leaves or the seam closes. */
  subscribe<K extends keyof Topics>(topic: K, id: Topics[K][0]): AsyncIterableIterator<Topics[K][1]>;
  /** False while Redis is unreachable (a publish would reach no other process); always true in-process.
   * Absent (a wrapper in a test): taken as connected. */
  connected?(): boolean;
  /** Ends every open subscription (their SSE responses finish) and disconnects from Redis. */
  close(): Promise<void>;
}

// Dates survive the trip through Redis (JSON alone would turn them into strings).
const serializer = {
  stringify: (value: unknown) =>
    JSON.stringify(value, function (this: Record<string, unknown>, key, v) {
      const raw = this[key];
      return raw instanceof Date ? { $date: raw.toISOString() } : v;
    }),
  parse: (text: string) =>
    JSON.parse(text, (_key, v) =>
      v && typeof v === 'object' && typeof v.$date === 'string' && Object.keys(v).length === 1
        ? new Date(v.$date)
        : v,
    ),
};

/**
 * Yoga's pub/sub: through Redis (`@graphql-yoga/redis-event-target`, a publishing and a subscribing
 * connection) when a URL is given, so a subscriber on one process hears a publish on another; in-process otherwise.
 */
export function createLiveEvents(options: {
  redisUrl?: string | undefined;
  log: FastifyBaseLogger;
}): LiveEvents {
  const { log } = options;
  const open = new Set<AsyncIterableIterator<unknown>>();
  let lastPublish: Promise<unknown> | undefined;
  let clients: Redis[] = [];
  let eventTarget: ReturnType<typeof createRedisEventTarget> | undefined;

  if (options.redisUrl) {
    // Fail fast while Redis is away instead of queueing: a publish must not hold a request.
    const publisher = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 2000,
      lazyConnect: false,
    });
    const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    clients = [publisher, subscriber];
    let lastError = 0;
    for (const client of clients) {
      client.on('error', (err) => {
        if (Date.now() - lastError < 10_000) return;
        lastError = Date.now();
        log.warn({ err }, 'live events: Redis connection error');
      });
    }
    // The event target fires its Redis commands without awaiting them: catch them here, or a
    // Redis outage would surface as an unhandled rejection and end the process.
    const caught = (promise: Promise<unknown>, what: string) =>
      promise.catch((err) => log.warn({ err }, `live events: ${what} failed`));
    const publishClient = {
      publish: (channel: string, message: string) => {
        lastPublish = caught(publisher.publish(channel, message), 'publish');
        return lastPublish;
      },
    };
    const subscribeClient = {
      on: (event: 'message', listener: (channel: string, message: string) => void) =>
        subscriber.on(event, listener),
      subscribe: (channel: string) => caught(subscriber.subscribe(channel), 'subscribe'),
      unsubscribe: (channel: string) => caught(subscriber.unsubscribe(channel), 'unsubscribe'),
    };
    eventTarget = createRedisEventTarget({
      publishClient: publishClient as unknown as Redis,
      subscribeClient: subscribeClient as unknown as Redis,
      serializer,
    });
  }

  const pubsub = createPubSub<Topics>(eventTarget ? { eventTarget } : {});

  return {
    kind: eventTarget ? 'redis' : 'memory',
    connected: () => clients.every((client) => client.status === 'ready'),
    async publish(topic, ...args) {
      try {
        lastPublish = undefined;
        pubsub.publish(topic, ...args);
        await lastPublish;
      } catch (err) {
        log.warn({ err }, 'live events: publish failed');
      }
    },
    subscribe(topic, id) {
      type Event = Topics[typeof topic][1];
      const subscribe = pubsub.subscribe as (topic: string, id: string) => unknown;
      const source = subscribe(topic, id) as AsyncIterableIterator<Event>;
      // Yoga's subscription is a lazy Repeater: it starts listening at its first next(), which comes
      // only after the SSE response's headers went out. An event published in between was lost, and
      // the client, whose catch-up refetch ran on those headers, never heard of it. Listen now.
      let first: Promise<IteratorResult<Event>> | null = source.next();
      const events: AsyncIterableIterator<Event> = {
        next() {
          const pending = first;
          first = null;
          return pending ?? source.next();
        },
        // Leaving (the client disconnects, or close()) forgets the subscription.
        return(value?: unknown) {
          open.delete(events);
          first = null;
          return source.return
            ? source.return(value)
            : Promise.resolve({ done: true as const, value: undefined });
        },
        throw(error?: unknown) {
          return source.throw ? source.throw(error) : Promise.reject(error);
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
      open.add(events);
      return events;
    },
    async close() {
      await Promise.all([...open].map((events) => events.return?.()));
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
