// News: `news` (followed people and your mentor; guests: public), a profile's `userNews`,
// the visibility of goals, deleted goals, blocks, keyset pages, constant SQL, and the live path.
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { seedMentors } from '../src/db/seed/mentors.js';
import { fanoutSettings } from '../src/modules/news/fanout.js';
import { dbKind, freshDatabase, registerUser, startTestApp } from './harness.js';
import { CREATE, FOLLOW, NEWS_ADDED, PASSWORD, redisUrl, setUpFile } from './news-kit.js';
import { subscribe } from './sse.js';

setUpFile();

describe.skipIf(!(dbKind === 'postgres' && process.env.TEST_DATABASE_URL && redisUrl))(
  'live across processes (PostgreSQL + Redis)',
  () => {
    it('news and the bell made through process B reach open pages on process A, directly and by the job', async () => {
      const { database, drop } = await freshDatabase();
      await database.migrate();
      await seedMentors(database.db);
      const env = { REDIS_URL: redisUrl! };
      const limits = { registerIp: { points: 10_000, duration: 3600 } };
      const a = await startTestApp({ shared: database, env, limits });
      const b = await startTestApp({ shared: database, env, limits });
      const probe = new Redis(redisUrl!);
      try {
        const author = await registerUser(b, `x-author-${Date.now()}@example.com`, PASSWORD);
        const fan = await registerUser(b, `x-fan-${Date.now()}@example.com`, PASSWORD);
        const NOTIFIED = 'subscription { notificationsChanged { unreadCount notification { kind } } }';
        const bell = await subscribe(a, NOTIFIED, author.token);
        const feed = await subscribe(a, NEWS_ADDED, fan.token);
        // Publishing before A's SUBSCRIBE reached Redis would be lost: wait until Redis counts both.
        const deadline = Date.now() + 5000;
        for (const id of [author.id, fan.id]) {
          for (;;) {
            const [, count] = (await probe.pubsub('NUMSUB', `stepwise:user:${id}`)) as [string, number];
            if (Number(count) >= 1) break;
            if (Date.now() > deadline) throw new Error('A never subscribed in Redis');
            await new Promise((r) => setTimeout(r, 20));
          }
        }
        expect((await b.gql(FOLLOW, { id: author.id }, { token: fan.token })).errors).toBeUndefined();
        expect((await bell.next(1, 5000)).data.notificationsChanged).toEqual({
          unreadCount: 1,
          notification: { kind: 'new_follower' },
        });

        // The first goal also earns "first goal" (its own news item): wait for each goal's "goal set".
        const goalSet = async (goalId: string, ms: number) => {
          const deadline = Date.now() + ms;
          for (;;) {
            const hit = feed.events.find(
              (e) => e.data?.newsAdded?.kind === 'goal_set' && e.data.newsAdded.goalId === goalId,
            );
            if (hit) return hit;
            if (Date.now() > deadline) throw new Error(`no goal_set news for ${goalId} within ${ms} ms`);
            await new Promise((r) => setTimeout(r, 20));
          }
        };
        const direct = await b.gql(
          CREATE,
          { input: { text: 'Run 5 km', visibility: 'public' } },
          { token: author.token },
        );
        await goalSet(direct.data!.createGoal.id, 5000);
        fanoutSettings.directLimit = 0; // through the job queue (either process' worker), then Redis
        const queued = await b.gql(
          CREATE,
          { input: { text: 'Read 3 books', visibility: 'public' } },
          { token: author.token },
        );
        await goalSet(queued.data!.createGoal.id, 15_000);
        bell.close();
        feed.close();
      } finally {
        probe.disconnect();
        await a.close();
        await b.close();
        await database.close();
        await drop();
      }
    });
  },
);
