// Suspending an account ends its open live streams within 2 s, in this process and in every other one
// (PostgreSQL + Redis), with no periodic check to lean on: the `accountSuspended` event's revocation does it.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind, freshDatabase, registerUser, startTestApp } from './harness.js';
import { endsWithin, listening, stepOf, subscribe, TASK_CHANGED } from './sse.js';

const PASSWORD = 'violet tractor mango sings';
const SUSPEND =
  'mutation($id: ID!, $reason: String!) { suspendAccount(userId: $id, reason: $reason) { id } }';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('suspension ends the person’s live streams', () => {
  it('in the same process, within 2 s, with the periodic check an hour away', async () => {
    const app = await startTestApp({ streamCheckMs: 3_600_000 });
    cleanups.push(() => app.close());
    const admin = await registerUser(app, `admin-${Date.now()}@example.com`, PASSWORD);
    const user = await registerUser(app, `streamer-${Date.now()}@example.com`, PASSWORD);
    const step = await stepOf(app, user.token);
    const stream = await subscribe(app, TASK_CHANGED, user.token);
    await listening(app, stream, user.token, step);
    const started = Date.now();
    const done = await app.gql(SUSPEND, { id: user.id, reason: 'Abuse' }, { token: admin.token });
    expect(done.errors).toBeUndefined();
    const ms = await endsWithin(stream, 2000);
    console.info(
      `suspension: stream ended ${Date.now() - started} ms after the request (${ms} ms after the answer)`,
    );
    expect(stream.ended).toBe(true);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(dbKind === 'postgres' && !!process.env.TEST_DATABASE_URL && !!redisUrl)(
    'across two processes (PostgreSQL + Redis): suspended through B, the stream on A ends within 2 s',
    async () => {
      const { database, drop } = await freshDatabase();
      cleanups.push(async () => {
        await database.close();
        await drop();
      });
      await database.migrate();
      const env = { REDIS_URL: redisUrl! };
      const a = await startTestApp({ shared: database, env, streamCheckMs: 3_600_000 });
      cleanups.push(() => a.close());
      const b = await startTestApp({ shared: database, env, streamCheckMs: 3_600_000 });
      cleanups.push(() => b.close());
      const admin = await registerUser(b, `admin-x-${Date.now()}@example.com`, PASSWORD);
      const user = await registerUser(b, `streamer-x-${Date.now()}@example.com`, PASSWORD);
      const step = await stepOf(b, user.token);
      const onA = await subscribe(a, TASK_CHANGED, user.token);
      const probe = new Redis(redisUrl!);
      cleanups.push(async () => void probe.disconnect());
      const deadline = Date.now() + 5000;
      for (;;) {
        const [, count] = (await probe.pubsub('NUMSUB', `stepwise:user:${user.id}`)) as [string, number];
        if (Number(count) >= 1) break;
        if (Date.now() > deadline) throw new Error('A never subscribed in Redis');
        await new Promise((r) => setTimeout(r, 20));
      }
      await listening(b, onA, user.token, step);
      const done = await b.gql(SUSPEND, { id: user.id, reason: 'Abuse' }, { token: admin.token });
      expect(done.errors).toBeUndefined();
      const ms = await endsWithin(onA, 2000);
      console.info(`cross-process suspension: stream on A ended ${ms} ms after B answered`);
      // A, whose cache may have held the session, refuses it too.
      const me = await a.gql('{ currentUser { entities { id } } }', {}, { token: user.token });
      expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    },
  );
});
