import { describe, expect, it } from 'vitest';
import { createLiveEvents, type LiveEvents } from '../src/events/live.js';
import { freshDatabase, startTestApp } from './harness.js';
import { crossProcess, MESSAGE_ADDED, person, registerIp, send, settle, setUpFile } from './messages-kit.js';
import { subscribe } from './sse.js';

setUpFile();

describe.runIf(crossProcess)('messages: across two API processes (PostgreSQL + Redis)', () => {
  it('a subscriber on process A receives messages sent through process B; p95 delivery latency printed', async () => {
    const { database, drop } = await freshDatabase();
    await database.migrate();
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const limits = { registerIp, message: { points: 1000, duration: 60 } };
    const a = await startTestApp({ shared: database, env, limits });
    // Process B publishes through the seam as in production; the wrapper only notes when each message left.
    const seam = createLiveEvents({ redisUrl: env.REDIS_URL, log: { warn() {} } as never });
    const publishedAt = new Map<string, number>();
    const timed: LiveEvents = {
      kind: seam.kind,
      publish: async (topic, ...args) => {
        const event = args[1];
        if (event.type === 'messageAdded' && !publishedAt.has(event.message.id)) {
          publishedAt.set(event.message.id, performance.now());
        }
        return seam.publish(topic, ...args);
      },
      subscribe: (topic, id) => seam.subscribe(topic, id),
      close: () => seam.close(),
    };
    const b = await startTestApp({ shared: database, env, limits, live: timed });
    try {
      expect(seam.kind).toBe('redis');
      const sender = await person(b);
      const recipient = await person(a);
      const live = await subscribe(a, MESSAGE_ADDED, recipient.token);
      await settle(500);
      const delivery: number[] = [];
      const roundTrip: number[] = [];
      const N = 50;
      for (let i = 0; i < N; i++) {
        const started = performance.now();
        const res = await send(sender, recipient, `ping ${i}`, b);
        expect(res.errors).toBeUndefined();
        const event = await live.next(i + 1, 5000);
        const arrived = performance.now();
        expect(event.data.messageAdded.message.text).toBe(`ping ${i}`);
        delivery.push(arrived - publishedAt.get(event.data.messageAdded.message.id)!);
        roundTrip.push(arrived - started);
      }
      const p95 = (values: number[]) =>
        [...values].sort((x, y) => x - y)[Math.ceil(values.length * 0.95) - 1]!;
      console.info(
        `messages across processes (${N} messages, PostgreSQL + Redis): publish on B to event on A p95 ` +
          `${p95(delivery).toFixed(1)} ms (max ${Math.max(...delivery).toFixed(1)} ms); ` +
          `sendMessage request start to event p95 ${p95(roundTrip).toFixed(1)} ms`,
      );
      expect(p95(delivery)).toBeLessThan(200);
      live.close();
    } finally {
      await a.close();
      await b.close();
      await database.close();
      await drop();
    }
  });
});
