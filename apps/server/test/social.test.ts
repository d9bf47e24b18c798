// Subscribe: follow, unfollow, remove a follower, block, unblock; counts, flags and keyset lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type GqlResult, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

const PASSWORD = 'violet tractor mango sings';
const PROFILE_FIELDS = 'id username followerCount followingCount followedByMe followsMe blockedByMe';
const PROFILE = `query($u: String!) { userProfile(username: $u) { ${PROFILE_FIELDS} } }`;
const FOLLOW = `mutation($id: ID!) { follow(userId: $id) { ${PROFILE_FIELDS} } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollow(userId: $id) { ${PROFILE_FIELDS} } }`;
const REMOVE = `mutation($id: ID!) { removeFollower(userId: $id) { ${PROFILE_FIELDS} } }`;
const BLOCK = `mutation($id: ID!) { block(userId: $id) { ${PROFILE_FIELDS} } }`;
const UNBLOCK = `mutation($id: ID!) { unblock(userId: $id) { ${PROFILE_FIELDS} } }`;
const PAGE = 'items { id username name avatarUrl followedByMe } endCursor hasNextPage';
const FOLLOWERS = `query($u: String!, $first: Int, $after: String) { followers(username: $u, first: $first, after: $after) { ${PAGE} } }`;
const FOLLOWING = `query($u: String!, $first: Int, $after: String) { following(username: $u, first: $first, after: $after) { ${PAGE} } }`;
const BLOCKED = `query($first: Int, $after: String) { blockedPeople(first: $first, after: $after) { ${PAGE} } }`;
const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id } }';
const USER_GOALS = 'query($u: String!) { userGoals(username: $u, first: 50) { items { id visibility } } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 10_000, duration: 3600 } } });
});
afterAll(() => app?.close());

type User = Awaited<ReturnType<typeof registerUser>>;
let n = 0;
const person = () => registerUser(app, `social${++n}.${Date.now()}@example.com`, PASSWORD);
const profile = async (of: User, viewer?: User) =>
  (await app.gql(PROFILE, { u: of.username }, viewer ? { token: viewer.token } : {})).data!.userProfile;
const act = (query: string, target: User, by: User, lang = 'en') =>
  app.gql(query, { id: target.id }, { token: by.token, lang });

describe('follow and unfollow', () => {
  it('follows once, counts and flags on both profiles, unfollows', async () => {
    const a = await person();
    const b = await person();
    const res = await act(FOLLOW, b, a);
    expect(res.errors).toBeUndefined();
    // The answer is the followed profile, already showing the new state.
    expect(res.data!.follow).toMatchObject({
      id: b.id,
      followerCount: 1,
      followedByMe: true,
      followsMe: false,
    });
    expect((await act(FOLLOW, b, a)).data!.follow.followerCount).toBe(1); // twice is once

    expect(await profile(b, a)).toMatchObject({ followerCount: 1, followingCount: 0, followedByMe: true });
    expect(await profile(a, b)).toMatchObject({
      followerCount: 0,
      followingCount: 1,
      followsMe: true,
      followedByMe: false,
    });
    // A guest sees the counts, never flags about anyone.
    expect(await profile(b)).toMatchObject({
      followerCount: 1,
      followedByMe: false,
      followsMe: false,
      blockedByMe: false,
    });

    const un = await act(UNFOLLOW, b, a);
    expect(un.data!.unfollow).toMatchObject({ followerCount: 0, followedByMe: false });
    expect((await act(UNFOLLOW, b, a)).errors).toBeUndefined(); // nothing to undo is fine
  });

  it('refuses a guest, yourself, an unknown person and a malformed id', async () => {
    const a = await person();
    const b = await person();
    const guest = await app.gql(FOLLOW, { id: b.id });
    expect(codeOf(guest)).toBe('UNAUTHENTICATED');
    for (const q of [UNFOLLOW, REMOVE, BLOCK, UNBLOCK])
      expect(codeOf(await app.gql(q, { id: b.id }))).toBe('UNAUTHENTICATED');

    const self = await act(FOLLOW, a, a);
    expect(codeOf(self)).toBe('BAD_USER_INPUT');
    expect(messageOf(self)).toBe('You cannot subscribe to yourself.');
    expect(messageOf(await act(FOLLOW, a, a, 'ru'))).toBe('Нельзя подписаться на самого себя.');
    expect(codeOf(await act(BLOCK, a, a))).toBe('BAD_USER_INPUT');

    const missing = await app.gql(FOLLOW, { id: '00000000-0000-4000-8000-000000000000' }, { token: a.token });
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(messageOf(missing)).toBe('This person does not exist.');
    const malformed = await app.gql(FOLLOW, { id: 'not-a-uuid' }, { token: a.token });
    expect(codeOf(malformed)).toBe('BAD_USER_INPUT');
  });

  it("following opens the person's followers-only goals; unfollowing closes them", async () => {
    const owner = await person();
    const fan = await person();
    const goal = await app.gql(
      CREATE,
      { input: { text: 'Run 5 km', visibility: 'followers' } },
      { token: owner.token },
    );
    const goalId = goal.data!.createGoal.id;
    const visible = async () =>
      (
        (await app.gql(USER_GOALS, { u: owner.username }, { token: fan.token })).data!.userGoals
          .items as Array<{ id: string }>
      ).map((g) => g.id);
    expect(await visible()).toEqual([]);
    await act(FOLLOW, owner, fan);
    expect(await visible()).toEqual([goalId]);
    await act(UNFOLLOW, owner, fan);
    expect(await visible()).toEqual([]);
  });
});

describe('remove a follower, block and unblock', () => {
  it('the owner removes a follower; they may follow again', async () => {
    const owner = await person();
    const fan = await person();
    await act(FOLLOW, owner, fan);
    const removed = await act(REMOVE, fan, owner);
    expect(removed.data!.removeFollower).toMatchObject({ id: fan.id, followsMe: false });
    expect((await profile(owner, fan)).followedByMe).toBe(false);
    expect((await act(FOLLOW, owner, fan)).data!.follow.followedByMe).toBe(true);
  });

  it('a block ends follows both ways, forbids following either way, hides followers-only goals', async () => {
    const owner = await person();
    const pest = await person();
    const goal = await app.gql(
      CREATE,
      { input: { text: 'Read 3 books', visibility: 'followers' } },
      { token: owner.token },
    );
    expect(goal.errors).toBeUndefined();
    await act(FOLLOW, owner, pest);
    await act(FOLLOW, pest, owner);

    const blocked = await act(BLOCK, pest, owner);
    expect(blocked.data!.block).toMatchObject({ blockedByMe: true, followedByMe: false, followsMe: false });
    expect(await profile(owner, pest)).toMatchObject({
      followerCount: 0,
      followingCount: 0,
      followedByMe: false,
    });

    const again = await act(FOLLOW, owner, pest);
    expect(codeOf(again)).toBe('FORBIDDEN');
    expect(messageOf(again)).toBe('You cannot subscribe to this person.');
    expect(codeOf(await act(FOLLOW, pest, owner))).toBe('FORBIDDEN'); // the blocker cannot follow either
    const seen = await app.gql(USER_GOALS, { u: owner.username }, { token: pest.token });
    expect(seen.data!.userGoals.items).toEqual([]);

    const list = await app.gql(BLOCKED, {}, { token: owner.token });
    expect(list.data!.blockedPeople.items.map((p: { id: string }) => p.id)).toEqual([pest.id]);
    expect(codeOf(await app.gql(BLOCKED, {}))).toBe('UNAUTHENTICATED');

    const lifted = await act(UNBLOCK, pest, owner);
    expect(lifted.data!.unblock.blockedByMe).toBe(false);
    expect((await app.gql(BLOCKED, {}, { token: owner.token })).data!.blockedPeople.items).toEqual([]);
    // Follows do not come back by themselves, but may be made again.
    expect((await profile(owner, pest)).followedByMe).toBe(false);
    expect((await act(FOLLOW, owner, pest)).data!.follow.followedByMe).toBe(true);
  });
});

describe('followers and following lists', () => {
  it('keyset pages, newest first, no repeats; flags for the viewer; one statement count for any page size', async () => {
    const star = await person();
    const viewer = await person();
    const fans: User[] = [];
    for (let i = 0; i < 7; i++) {
      const fan = await person();
      await act(FOLLOW, star, fan);
      fans.push(fan);
    }
    await act(FOLLOW, fans[6]!, viewer); // the viewer follows the newest fan

    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const res: GqlResult<Record<string, any>> = await app.gql(
        FOLLOWERS,
        { u: star.username, first: 3, after },
        { token: viewer.token },
      );
      expect(res.errors).toBeUndefined();
      const page = res.data!.followers;
      seen.push(...page.items.map((p: { id: string }) => p.id));
      if (pages === 0) {
        expect(page.items[0]).toMatchObject({ id: fans[6]!.id, followedByMe: true });
        expect(page.items[1].followedByMe).toBe(false);
      }
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(fans.map((f) => f.id).reverse());

    const following = await app.gql(FOLLOWING, { u: fans[0]!.username }, {});
    expect(following.data!.following.items).toEqual([
      expect.objectContaining({ id: star.id, username: star.username, followedByMe: null }),
    ]);
    // An unknown person has nobody.
    expect((await app.gql(FOLLOWERS, { u: 'nobody-here' })).data!.followers.items).toEqual([]);

    const count = async (first: number) => {
      const before = app.database.statements.count;
      const res: GqlResult<Record<string, any>> = await app.gql(
        FOLLOWERS,
        { u: star.username, first },
        { token: viewer.token },
      );
      expect(res.data!.followers.items).toHaveLength(first);
      return app.database.statements.count - before;
    };
    expect(await count(2)).toBe(await count(7));
  });

  it('refuses bad page sizes and cursors with a translated message', async () => {
    const star = await person();
    for (const variables of [
      { first: 0 },
      { first: 101 },
      { after: 'garbage' },
      { after: Buffer.from('x|y').toString('base64url') },
    ]) {
      const res: GqlResult<Record<string, any>> = await app.gql(FOLLOWERS, {
        u: star.username,
        ...variables,
      });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(messageOf(res)).toBe('Ask for 1 to 100 items with a valid cursor.');
    }
    const ru = await app.gql(FOLLOWING, { u: star.username, first: 0 }, { lang: 'ru' });
    expect(messageOf(ru)).toBe('Запросите от 1 до 100 элементов с корректным курсором.');
  });
});

describe('rate limit', () => {
  it('follows are limited per user (RATE_LIMITED)', async () => {
    const limited = await startTestApp({
      limits: { registerIp: { points: 10_000, duration: 3600 }, follow: { points: 3, duration: 600 } },
    });
    try {
      const me = await registerUser(limited, 'limit-me@example.com', PASSWORD);
      const others = [];
      for (let i = 0; i < 4; i++)
        others.push(await registerUser(limited, `limit-${i}@example.com`, PASSWORD));
      const results = [];
      for (const other of others)
        results.push(await limited.gql(FOLLOW, { id: other.id }, { token: me.token }));
      expect(results.slice(0, 3).map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
      expect(codeOf(results[3]!)).toBe('RATE_LIMITED');
      // Someone else's budget is their own.
      expect((await limited.gql(FOLLOW, { id: me.id }, { token: others[0]!.token })).errors).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});
