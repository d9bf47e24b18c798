import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { seedMentors } from '../src/db/seed/mentors.js';
import { dbKind, freshDatabase, registerUser, startTestApp, type TestApp } from './harness.js';
import { subscribe, TASK_CHANGED } from './sse.js';

const redisUrl = process.env.TEST_REDIS_URL;
// Two processes on one PostgreSQL database and one Redis: the PostgreSQL pass of the suite (CI sets both URLs).
const enabled = dbKind === 'postgres' && !!process.env.TEST_DATABASE_URL && !!redisUrl;

const PASSWORD = 'violet tractor mango sings';
const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }';
const TICK = 'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id completed } }';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe.skipIf(!enabled)('live events across processes (PostgreSQL + Redis)', () => {
  it('a subscriber connected to process A receives the tick made through process B', async () => {
    const { database, drop } = await freshDatabase();
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    await database.migrate();
    await seedMentors(database.db);
    // Each app builds its pub/sub from REDIS_URL, as main.ts does: two Redis connections per process.
    const env = { REDIS_URL: redisUrl! };
    const a: TestApp = await startTestApp({ shared: database, env });
    cleanups.push(() => a.close());
    const b: TestApp = await startTestApp({ shared: database, env });
    cleanups.push(() => b.close());

    const user = await registerUser(b, `cross-${Date.now()}@example.com`, PASSWORD);
    const created = await b.gql(
      CREATE,
      { input: { text: 'Read 12 books in 6 months' } },
      { token: user.token },
    );
    const goal = created.data!.createGoal as {
      id: string;
      tasks: Array<{ id: string; parentId: string | null }>;
    };
    const step = goal.tasks.find((t) => t.parentId !== null)!;

    const onA = await subscribe(a, TASK_CHANGED, user.token);
    expect(onA.contentType).toContain('text/event-stream');
    // Publishing before A's SUBSCRIBE reached Redis would be lost: wait until Redis counts the subscriber.
    const probe = new Redis(redisUrl!);
    cleanups.push(async () => void probe.disconnect());
    const channel = `stepwise:user:${user.id}`;
    const deadline = Date.now() + 5000;
    for (;;) {
      const [, count] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(count) >= 1) break;
      if (Date.now() > deadline) throw new Error('A never subscribed in Redis');
      await new Promise((r) => setTimeout(r, 20));
    }

    const started = Date.now();
    const tick = await b.gql(TICK, { id: step.id, c: true }, { token: user.token });
    expect(tick.data?.setTaskCompleted).toEqual({ id: step.id, completed: true });
    const event = await onA.next(1, 5000);
    const latency = Date.now() - started;
    expect(event).toEqual({
      data: {
        taskChanged: {
          change: 'completed',
          goalId: goal.id,
          task: { id: step.id, parentId: step.parentId, label: expect.any(String), completed: true },
        },
      },
    });
    console.info(`cross-process live event: tick through B to subscriber on A in ${latency} ms`);
    onA.close();
  });
});
