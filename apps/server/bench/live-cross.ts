// Cross-process live delivery: two apps (buildApp, as two server processes would run) on one PostgreSQL
// database and one Redis. A subscriber holds the messageAdded subscription (SSE) on app A; app B's
// pub/sub publishes a message event for them; the time from publish to the event arriving on the stream.

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createLiveEvents } from '../src/events/live.js';
import type { MessageAdded } from '../src/events/types.js';
import { createSession } from '../src/modules/auth/auth.service.js';

const SUBSCRIPTION = 'subscription { messageAdded { conversationId message { id text } } }';

const quiet = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

/** Redis answers PING within a second, or not. */
async function reachable(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export interface Delivery {
  /** Publish-to-receive times in ms, or why none were measured. */
  samples: number[];
  skipped?: string;
}

/**
 * `count` message events, one at a time, published through app B's pub/sub to `to` (a person with a
 * conversation with `from`), received on app A's SSE stream. Leaves nothing behind but closed sessions.
 */
export async function crossProcessDelivery(
  url: string,
  redisUrl: string,
  people: { to: string; from: string; conversationId: string },
  count = 100,
): Promise<Delivery> {
  if (!(await reachable(redisUrl))) return { samples: [], skipped: `Redis not reachable at ${redisUrl}` };
  const dir = mkdtempSync(path.join(tmpdir(), 'stepwise-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', REDIS_URL: redisUrl });
  const dbA = await openDatabase({ url, max: 4 });
  const dbB = await openDatabase({ url, max: 4 });
  const liveB = createLiveEvents({ redisUrl, log: quiet });
  const a = await buildApp({ config, database: dbA, logger: false });
  const b = await buildApp({ config, database: dbB, logger: false, live: liveB });
  const arrivals = new Map<string, number>();
  let waiting: { id: string; resolve: () => void } | null = null;
  let request: http.ClientRequest | null = null;
  let token: string | null = null;
  try {
    await a.listen({ host: '127.0.0.1', port: 0 });
    await b.ready();
    token = await createSession(dbA.db, people.to, false);
    const address = a.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve, reject) => {
      request = http.request(
        `http://127.0.0.1:${port}/graphql`,
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const now = performance.now();
            buffer += chunk;
            for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
              const data = buffer
                .slice(0, i)
                .split('\n')
                .filter((l) => l.startsWith('data:'))
                .map((l) => l.slice(5).trim())
                .join('\n');
              buffer = buffer.slice(i + 2);
              if (!data) continue;
              const id = JSON.parse(data)?.data?.messageAdded?.message?.id as string | undefined;
              if (!id) continue;
              arrivals.set(id, now);
              if (waiting?.id === id) waiting.resolve();
            }
          });
          resolve();
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ query: SUBSCRIPTION }));
    });
    // Publishing before A's SUBSCRIBE reached Redis would be lost: wait until Redis counts the subscriber.
    const probe = new Redis(redisUrl);
    try {
      const deadline = Date.now() + 5000;
      for (;;) {
        const [, n] = (await probe.pubsub('NUMSUB', `stepwise:user:${people.to}`)) as [string, number];
        if (Number(n) >= 1) break;
        if (Date.now() > deadline) throw new Error('the subscriber on A never reached Redis');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      probe.disconnect();
    }
    const samples: number[] = [];
    const card = (id: string) => ({ id, username: id.slice(0, 8), name: 'Bench', avatarUrl: null });
    for (let i = 0; i < count; i++) {
      const id = `bench-${Date.now()}-${i}`;
      const event: MessageAdded = {
        type: 'messageAdded',
        message: {
          id,
          conversationId: people.conversationId,
          senderId: people.from,
          text: `cross-process ${i}`,
          createdAt: new Date(),
        },
        sender: card(people.from),
        recipient: card(people.to),
      };
      const arrived = new Promise<void>((resolve, reject) => {
        waiting = { id, resolve };
        setTimeout(() => reject(new Error(`message ${i} not received within 5 s`)), 5000).unref();
      });
      const started = performance.now();
      await liveB.publish('stepwise:user', people.to, event);
      await arrived;
      samples.push(arrivals.get(id)! - started);
      await new Promise((r) => setTimeout(r, 5));
    }
    return { samples };
  } finally {
    (request as http.ClientRequest | null)?.destroy();
    await a.close();
    await b.close();
    if (token) await dbA.pool!.query(`delete from sessions where user_id = $1`, [people.to]);
    await dbA.close();
    await dbB.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
