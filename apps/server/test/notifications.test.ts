// The bell: notifications (keyset pages), unread count, mark read (ids or all), live count,
// the `notify` service other modules call, blocks, and private goals never leaking.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals } from '../src/db/schema.js';
import { notify } from '../src/modules/notifications/notifications.service.js';
import { codeOf, type GqlResult, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';
import { subscribe } from './sse.js';

const PASSWORD = 'violet tractor mango sings';
const LIST = `query($first: Int, $after: String) { notifications(first: $first, after: $after) {
  items { id kind actor { id username name avatarUrl } goalId conversationId title text read createdAt } endCursor hasNextPage } }`;
const COUNT = '{ unreadNotificationCount }';
const MARK = 'mutation($ids: [String!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }';
const CHANGED =
  'subscription { notificationsChanged { unreadCount notification { id kind actor { id username } } } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';
const UNFOLLOW = 'mutation($id: ID!) { unfollow(userId: $id) { id } }';
const BLOCK = 'mutation($id: ID!) { block(userId: $id) { id } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 10_000, duration: 3600 } } });
});
afterAll(() => app?.close());

type User = Awaited<ReturnType<typeof registerUser>>;
type Item = { id: string; kind: string; actor: { id: string } | null; read: boolean; title: string | null };
let n = 0;
const person = () => registerUser(app, `bell${++n}.${Date.now()}@example.com`, PASSWORD);
const follow = (who: User, whom: User) => app.gql(FOLLOW, { id: whom.id }, { token: who.token });
const list = async (user: User, variables: Record<string, unknown> = {}) => {
  const res = await app.gql(LIST, { first: 100, ...variables }, { token: user.token });
  expect(res.errors).toBeUndefined();
  return res.data!.notifications.items as Item[];
};
const unread = async (user: User) =>
  (await app.gql(COUNT, {}, { token: user.token })).data!.unreadNotificationCount as number;
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('the bell', () => {
  it('a new follower is a notification (once per follow), counted unread until marked read', async () => {
    const star = await person();
    const fan = await person();
    await follow(fan, star);
    await follow(fan, star); // already following: no second notification
    const items = await list(star);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'new_follower',
        actor: expect.objectContaining({ id: fan.id, username: fan.username }),
        read: false,
      }),
    ]);
    expect(await unread(star)).toBe(1);
    expect(await unread(fan)).toBe(0);
    expect(await list(fan)).toEqual([]);

    // Someone else cannot mark it read: their call leaves it alone.
    expect(
      (await app.gql(MARK, { ids: [items[0]!.id] }, { token: fan.token })).data!.markNotificationsRead,
    ).toBe(0);
    expect(await unread(star)).toBe(1);

    const marked = await app.gql(MARK, { ids: [items[0]!.id] }, { token: star.token });
    expect(marked.data!.markNotificationsRead).toBe(0);
    expect((await list(star))[0]!.read).toBe(true);

    await app.gql(UNFOLLOW, { id: star.id }, { token: fan.token });
    await follow(fan, star); // the same follower again the same day is not news (test/notice-pairs.test.ts)
    expect(await unread(star)).toBe(0);
    const other = await person();
    await follow(other, star);
    expect(await unread(star)).toBe(1);
    expect((await app.gql(MARK, { all: true }, { token: star.token })).data!.markNotificationsRead).toBe(0);
    expect((await list(star)).every((i) => i.read)).toBe(true);
  });

  it('refuses guests, and bad ids, sizes and cursors with translated messages', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [COUNT, {}],
      [MARK, { all: true }],
    ] as const) {
      expect(codeOf(await app.gql(query, variables))).toBe('UNAUTHENTICATED');
    }
    const me = await person();
    for (const variables of [
      {},
      { ids: [] },
      { ids: ['abc'] },
      { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) },
      { all: true, ids: ['1'] },
    ]) {
      const res = await app.gql(MARK, variables, { token: me.token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(messageOf(res)).toBe('Name 1 to 100 notifications, or all of them.');
    }
    expect(messageOf(await app.gql(MARK, {}, { token: me.token, lang: 'ru' }))).toBe(
      'Укажите от 1 до 100 уведомлений или все сразу.',
    );
    for (const variables of [{ first: 0 }, { first: 101 }, { after: 'x' }]) {
      expect(codeOf(await app.gql(LIST, variables, { token: me.token }))).toBe('BAD_USER_INPUT');
    }
  });

  it('keyset pages, newest first, every notification once', async () => {
    const star = await person();
    const fans: User[] = [];
    for (let i = 0; i < 5; i++) {
      const fan = await person();
      await follow(fan, star);
      // Read, so the next follower starts an item of their own instead of joining this one.
      await app.gql(MARK, { all: true }, { token: star.token });
      fans.push(fan);
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res: GqlResult<Record<string, any>> = await app.gql(
        LIST,
        { first: 2, after },
        { token: star.token },
      );
      const page = res.data!.notifications;
      seen.push(...page.items.map((x: Item) => x.actor!.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(fans.map((f) => f.id).reverse());
  });

  it('someone you blocked is no longer in your bell, nor in its count', async () => {
    const star = await person();
    const pest = await person();
    await follow(pest, star);
    expect(await unread(star)).toBe(1);
    await app.gql(BLOCK, { id: pest.id }, { token: star.token });
    expect(await list(star)).toEqual([]);
    expect(await unread(star)).toBe(0);
    // And `notify` writes nothing from them any more.
    expect(await notify(app.database.db, { userId: star.id, kind: 'kudos', actorId: pest.id })).toBeNull();
  });
});

describe('notify (for other modules: messages, mentors)', () => {
  it('writes one, never to yourself; a private goal of someone else never shows, nor counts', async () => {
    const me = await person();
    const owner = await person();
    expect(await notify(app.database.db, { userId: me.id, kind: 'kudos', actorId: me.id })).toBeNull();

    const created = await app.gql(
      'mutation($input: GoalInput!) { createGoal(input: $input) { id title } }',
      { input: { text: 'Run a marathon', visibility: 'private' } },
      { token: owner.token },
    );
    const goal = created.data!.createGoal as { id: string; title: string };
    const written = await notify(app.database.db, {
      userId: me.id,
      kind: 'kudos',
      actorId: owner.id,
      goalId: goal.id,
      data: { title: goal.title },
    });
    expect(written).toMatchObject({ kind: 'kudos', actor: { id: owner.id }, goalId: goal.id, read: false });
    expect(await list(me)).toEqual([]);
    expect(await unread(me)).toBe(0);

    await app.database.db.update(goals).set({ visibility: 'public' }).where(eq(goals.id, goal.id));
    expect(await list(me)).toEqual([expect.objectContaining({ kind: 'kudos', title: goal.title })]);
    expect(await unread(me)).toBe(1);
    await app.database.db.update(goals).set({ deletedAt: new Date() }).where(eq(goals.id, goal.id));
    expect(await unread(me)).toBe(0);
  });
});

describe('live: the unread count over the user channel', () => {
  it('a new follower reaches the open page with the count; marking read on another tab updates it', async () => {
    const star = await person();
    const fan = await person();
    const stranger = await person();
    const bell = await subscribe(app, CHANGED, star.token);
    const other = await subscribe(app, CHANGED, stranger.token);
    expect(bell.status).toBe(200);
    await settle();

    await follow(fan, star);
    expect((await bell.next(1)).data.notificationsChanged).toEqual({
      unreadCount: 1,
      notification: {
        id: expect.any(String),
        kind: 'new_follower',
        actor: { id: fan.id, username: fan.username },
      },
    });
    await app.gql(MARK, { all: true }, { token: star.token });
    expect((await bell.next(2)).data.notificationsChanged).toEqual({ unreadCount: 0, notification: null });
    await settle();
    expect(other.events).toEqual([]);
    bell.close();
    other.close();

    const guest = await subscribe(app, CHANGED);
    expect((await guest.next(1)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    guest.close();
  });
});
