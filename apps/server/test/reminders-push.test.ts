// Web Push reminders, from the server's send to what a browser decrypts: over HTTP against buildApp() with a
// real database, the reminder job run as its schedule runs it, and a local push service (push-endpoint.ts) that
// checks the VAPID signature and decrypts each aes128gcm body with the subscription's own private key.
// Rules: S-N1 (which steps), S-N3 (an hour before; at once when less is left; never once due), S-N6 (texts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { purgeExpired } from '../src/jobs/purge.js';
import { createJobQueue, type JobQueue } from '../src/jobs/queue.js';
import { queueDueReminders } from '../src/modules/reminders/push.job.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';
import { startPushService } from './push-endpoint.js';

let app: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  app = await startTestApp({
    limits: { registerIp: { points: 1000, duration: 60 } },
    // A retry a second later, so the retry is seen within the test.
    jobs: { pollingIntervalSeconds: 0.5, push: { retryDelay: 1, retryBackoff: false } },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await push?.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;

async function ok<T = any>(query: string, variables: Record<string, unknown>, user: User, lang = 'en') {
  const res = await app.gql<T>(query, variables, { token: user.token, lang });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

const SUBSCRIBE = `mutation($endpoint: String!, $p256dh: String!, $auth: String!, $device: String) {
  subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, device: $device) }`;
const UNSUBSCRIBE = 'mutation($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }';
const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId label } } }';
const ZONE = 'mutation($tz: String) { updateSettings(timezone: $tz) { timezone } }';
const TICK = 'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }';

/** The wall-clock date and time of an instant in a zone: what the person typed for the step. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * A person in a zone with a goal whose milestones (the steps without a parent: S-N1) are moved out of the way
 * (a week ahead), and a few set to be due at given minutes from now. Returns the milestones' ids in order.
 */
async function personWithGoal(timezone: string, lang: 'en' | 'ru' = 'ru') {
  const user = await registerUser(app);
  await ok(ZONE, { tz: timezone }, user);
  await app.database.db.execute(sql`update users set lang = ${lang} where id = ${user.id}`);
  const goal = (await ok(CREATE, { input: { text: 'Run 10 km in 2 months', visibility: 'private' } }, user))
    .createGoal as { id: string; tasks: Array<{ id: string; parentId: string | null; label: string }> };
  await app.database.db.execute(
    sql`update tasks set date = current_date + 7 where plan_id = (select id from plans where goal_id = ${goal.id})`,
  );
  const milestones = goal.tasks.filter((t) => t.parentId === null);
  const steps = goal.tasks.filter((t) => t.parentId !== null);
  const dueIn = async (taskId: string, minutes: number, label?: string) => {
    const at = new Date(Date.now() + minutes * 60_000);
    const { date, time } = wallClock(at, timezone);
    await app.database.db.execute(
      sql`update tasks set date = ${date}, time = ${time}, label = coalesce(${label ?? null}, label) where id = ${taskId}`,
    );
    return { date, time };
  };
  return { user, goal, milestones, steps, dueIn };
}

async function subscribe(user: User, path: string, statuses?: number[]) {
  const browser = push.browser(path, statuses);
  await ok(SUBSCRIBE, { ...browser, device: 'Chrome on Linux' }, user);
  return browser;
}

/** Runs the minute's job for now, as the schedule does, and waits until it finished. */
async function runDueJob() {
  const res = await fetch(`${app.url}/test/jobs/reminders.due`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: new Date().toISOString() }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ state: 'completed' });
}

const subscriptions = async (userId: string) =>
  (
    (await app.database.db.execute(
      sql`select endpoint from push_subscriptions where user_id = ${userId}`,
    )) as unknown as { rows: Array<{ endpoint: string }> }
  ).rows.map((r) => r.endpoint);

describe('Web Push reminders', () => {
  it('sends an encrypted reminder within the hour (S-N3) with the spec’s title and body (S-N6), once; not for steps later, ticked, under a milestone or on another person’s browser', async () => {
    const key = (await ok<{ webPushKey: string }>('{ webPushKey }', {}, await registerUser(app))).webPushKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);

    const a = await personWithGoal('Asia/Tokyo', 'ru');
    const browser = await subscribe(a.user, '/a1');
    const soon = await a.dueIn(a.milestones[0]!.id, 30, 'Пробежка 5 км');
    await a.dueIn(a.milestones[1]!.id, 150); // two and a half hours: not yet
    await a.dueIn(a.milestones[2]!.id, 20);
    await ok(TICK, { id: a.milestones[2]!.id }, a.user); // done: no reminder
    await a.dueIn(a.steps[0]!.id, 25); // a step under a milestone: S-N1 leaves it out
    const other = await personWithGoal('UTC', 'en');
    await other.dueIn(other.milestones[0]!.id, 40, 'Read a chapter');
    const otherBrowser = await subscribe(other.user, '/b1');

    await runDueJob();
    const [message] = await push.waitFor('/a1', 1);
    const [english] = await push.waitFor('/b1', 1);
    expect(message!.message).toEqual({
      title: 'Напоминание о задаче',
      body: `Пробежка 5 км — в ${soon.time}`,
      url: `/plans#goal-${a.goal.id}`,
      tag: `step-${a.milestones[0]!.id}`,
    });
    expect(english!.message?.title).toBe('Task reminder');
    expect(english!.message?.body).toMatch(/^Read a chapter at \d\d:\d\d$/);
    // Signed with the instance's key; kept by the push service no longer than until the step is due.
    expect(message!.vapidKey).toBe(key);
    expect(message!.audience).toBe(push.origin);
    expect(message!.subject).toMatch(/^mailto:/);
    expect(message!.ttl).toBeGreaterThan(25 * 60);
    expect(message!.ttl).toBeLessThanOrEqual(30 * 60);
    expect(message!.urgency).toBe('high');
    expect(message!.topic).toBe(a.milestones[0]!.id.replaceAll('-', ''));
    expect(browser.endpoint).toBe(`${push.origin}/a1`);
    expect(otherBrowser.endpoint).toBe(`${push.origin}/b1`);

    // The next minute's run sends nothing again.
    await runDueJob();
    await new Promise((r) => setTimeout(r, 1500));
    expect(push.received.filter((r) => r.path === '/a1')).toHaveLength(1);
    expect(push.received.filter((r) => r.path === '/b1')).toHaveLength(1);

    // Turned off on this browser: nothing more comes to it.
    expect((await ok(UNSUBSCRIBE, { endpoint: browser.endpoint }, a.user)).unsubscribePush).toBe(true);
    expect(await subscriptions(a.user.id)).toEqual([]);
  }, 120_000);

  it('drops a subscription the push service says is gone (410), and retries one that failed (500, then 201)', async () => {
    const a = await personWithGoal('Europe/Moscow');
    await subscribe(a.user, '/gone', [410]);
    await subscribe(a.user, '/flaky', [500, 201]);
    await a.dueIn(a.milestones[0]!.id, 10, 'Stretch');
    await runDueJob();

    const [gone] = await push.waitFor('/gone', 1);
    expect(gone!.status).toBe(410);
    const flaky = await push.waitFor('/flaky', 2);
    expect(flaky.map((r) => r.status)).toEqual([500, 201]);
    expect(flaky[1]!.message?.body).toMatch(/^Stretch — в \d\d:\d\d$/);
    // The gone browser's row is deleted; the flaky one stays.
    for (let i = 0; i < 50 && (await subscriptions(a.user.id)).length > 1; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await subscriptions(a.user.id)).toEqual([`${push.origin}/flaky`]);
  }, 120_000);

  it('claims each reminder once when two runs overlap (one process at a time)', async () => {
    const a = await personWithGoal('UTC');
    await subscribe(a.user, '/twice');
    await a.dueIn(a.milestones[0]!.id, 45, 'Plan the week');
    const queues: JobQueue[] = [];
    for (let i = 0; i < 2; i++) {
      const q = createJobQueue(app.database, { warn: () => undefined } as never, { work: false });
      await q.start();
      queues.push(q);
    }
    try {
      const now = new Date();
      const claimed = await Promise.all([
        queueDueReminders(app.database.db, queues[0]!, now),
        queueDueReminders(app.database.db, queues[1]!, now),
        queueDueReminders(app.database.db, queues[0]!, now),
      ]);
      // The schedule's own run may have claimed it a moment before: at most one of the runs claims it.
      expect(claimed.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1);
      await push.waitFor('/twice', 1);
      await new Promise((r) => setTimeout(r, 1500));
      expect(push.received.filter((r) => r.path === '/twice')).toHaveLength(1);
    } finally {
      for (const q of queues) await q.stop();
    }
  }, 120_000);

  it('forgets a reminder’s claim a day after its moment (the hourly purge), not before', async () => {
    const a = await personWithGoal('UTC');
    const [task] = a.milestones;
    const claims = sql`select count(*)::int as n from sent_reminders where task_id = ${task!.id}::uuid`;
    await app.database.db.execute(sql`insert into sent_reminders (task_id, user_id, due_at) values
      (${task!.id}::uuid, ${a.user.id}::uuid, now() - interval '25 hours'),
      (${task!.id}::uuid, ${a.user.id}::uuid, now() - interval '23 hours'),
      (${task!.id}::uuid, ${a.user.id}::uuid, now() + interval '1 hour')`);
    const { reminders } = await purgeExpired(app.database.db);
    expect(reminders).toBeGreaterThanOrEqual(1);
    const [left] = rowsOf<{ n: number }>(await app.database.db.execute(claims));
    expect(left!.n).toBe(2);
  });

  it('refuses a subscription it cannot use, in the person’s language, and stores nothing', async () => {
    const user = await registerUser(app);
    const browser = push.browser('/bad');
    const cases = [
      { ...browser, endpoint: 'not a url' },
      { ...browser, endpoint: 'ftp://push.example/x' },
      { ...browser, p256dh: 'short' },
      { ...browser, auth: Buffer.alloc(8).toString('base64url') },
    ];
    for (const variables of cases) {
      const en = await app.gql(SUBSCRIBE, { ...variables }, { token: user.token, lang: 'en' });
      expect(codeOf(en)).toBe('BAD_USER_INPUT');
      expect(messageOf(en)).toMatch(/Turn reminders off and on again/);
      const ru = await app.gql(SUBSCRIBE, { ...variables }, { token: user.token, lang: 'ru' });
      expect(codeOf(ru)).toBe('BAD_USER_INPUT');
      expect(messageOf(ru)).toMatch(/Выключите и снова включите напоминания/);
    }
    expect(await subscriptions(user.id)).toEqual([]);
    // A guest may not subscribe.
    expect(codeOf(await app.gql(SUBSCRIBE, { ...browser }))).toBe('UNAUTHENTICATED');
  });
});
