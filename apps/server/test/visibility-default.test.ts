// A new goal given no visibility (an API client, an offline queue) is never public by surprise: personal
// goals (health, relationships, money, faith, family) are "only me", the others "followers", unless the
// person set their own default in settings. Over real HTTP, on PGlite and PostgreSQL.
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id category visibility } }';
const PREFS = 'mutation($v: String) { updatePreferences(defaultVisibility: $v) { id defaultVisibility } }';
const ME = '{ currentUser { entities { id defaultVisibility } } }';
const SETUP = `mutation($i: [String!]!, $g: String!, $v: Visibility) {
  finishSetup(interests: $i, goalText: $g, visibility: $v) { id } }`;
const MY_GOALS = '{ myGoals { items { title category visibility } } }';
const USER_GOALS = 'query($u: String!) { userGoals(username: $u) { items { id } } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 10_000, duration: 3600 } } });
});
afterAll(() => app?.close());

type Goal = { id: string; category: string; visibility: string };
const create = async (token: string, input: Record<string, unknown>) => {
  const res = await app.gql<{ createGoal: Goal }>(CREATE, { input }, { token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal;
};
const seenBy = async (owner: string, token?: string) =>
  (
    await app.gql<{ userGoals: { items: { id: string }[] } }>(
      USER_GOALS,
      { u: owner },
      token ? { token } : {},
    )
  ).data!.userGoals.items.map((g) => g.id);

describe('a new goal without a visibility', () => {
  it('is only me for a weight-loss goal and followers for learning Spanish; a guest sees neither', async () => {
    const me = await registerUser(app);
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.defaultVisibility).toBe(
      'auto',
    );
    const weight = await create(me.token, { text: 'Lose 8 kg by summer' });
    expect(weight).toMatchObject({ category: 'health', visibility: 'private' });
    const russianWeight = await create(me.token, { text: 'Похудеть на 5 кг к лету' });
    expect(russianWeight.visibility).toBe('private');
    const spanish = await create(me.token, { text: 'Learn Spanish to B1' });
    expect(spanish).toMatchObject({ category: 'self-development', visibility: 'followers' });
    const debt = await create(me.token, { text: 'Pay off my credit card debt' });
    expect(debt.visibility).toBe('private');

    expect(await seenBy(me.username)).toEqual([]);
    const follower = await registerUser(app);
    await app.gql(FOLLOW, { id: me.id }, { token: follower.token });
    const followerSees = await seenBy(me.username, follower.token);
    expect(followerSees).toContain(spanish.id);
    expect(followerSees).not.toContain(weight.id);
  });

  it('follows the person’s own default over the goal’s kind; "auto" clears it; a given one wins', async () => {
    const me = await registerUser(app);
    const set = await app.gql(PREFS, { v: 'public' }, { token: me.token });
    expect(set.data?.updatePreferences.defaultVisibility).toBe('public');
    expect((await create(me.token, { text: 'Lose 8 kg by summer' })).visibility).toBe('public');
    await app.gql(PREFS, { v: 'private' }, { token: me.token });
    expect((await create(me.token, { text: 'Learn Spanish to B1' })).visibility).toBe('private');
    const cleared = await app.gql(PREFS, { v: 'auto' }, { token: me.token });
    expect(cleared.data?.updatePreferences.defaultVisibility).toBe('auto');
    expect((await create(me.token, { text: 'Learn Spanish to B1' })).visibility).toBe('followers');
    expect((await create(me.token, { text: 'Lose 8 kg', visibility: 'public' })).visibility).toBe('public');
    const bad = await app.gql(PREFS, { v: 'everyone' }, { token: me.token, lang: 'ru' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(messageOf(bad)).toMatch(/[а-я]/);
  });

  it('setup step 3 follows the same rule, and takes the choice made there', async () => {
    const health = await registerUser(app);
    await app.gql(SETUP, { i: ['health'], g: 'Lose 8 kg by summer' }, { token: health.token });
    const hobby = await registerUser(app);
    await app.gql(SETUP, { i: ['hobbies'], g: 'Learn to play the guitar' }, { token: hobby.token });
    // One interest guides the category (hobbies), yet the text reads as health: still only me.
    const guided = await registerUser(app);
    await app.gql(SETUP, { i: ['hobbies'], g: 'Lose 8 kg by summer' }, { token: guided.token });
    const chose = await registerUser(app);
    await app.gql(SETUP, { i: ['health'], g: 'Lose 8 kg by summer', v: 'public' }, { token: chose.token });
    const mine = async (token: string) =>
      (await app.gql<{ myGoals: { items: { visibility: string }[] } }>(MY_GOALS, {}, { token })).data!.myGoals
        .items[0]?.visibility;
    expect(await mine(health.token)).toBe('private');
    expect(await mine(hobby.token)).toBe('followers');
    expect(await mine(guided.token)).toBe('private');
    expect(await mine(chose.token)).toBe('public');
  });
});

describe('what was stored before (migration 0021)', () => {
  it('turns the old column default "public" into not set and keeps a chosen private or followers', async () => {
    const [was, chosePrivate, choseFollowers] = await Promise.all([
      registerUser(app),
      registerUser(app),
      registerUser(app),
    ]);
    const { db } = app.database;
    // The values the old column default and the old settings wrote.
    await db.update(users).set({ defaultVisibility: 'public' }).where(eq(users.id, was.id));
    await db.update(users).set({ defaultVisibility: 'private' }).where(eq(users.id, chosePrivate.id));
    await db.update(users).set({ defaultVisibility: 'followers' }).where(eq(users.id, choseFollowers.id));
    const file = new URL('../src/db/migrations/0021_default_visibility_by_goal.sql', import.meta.url);
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    const rows = await db
      .select({ id: users.id, v: users.defaultVisibility })
      .from(users)
      .where(inArray(users.id, [was.id, chosePrivate.id, choseFollowers.id]));
    const byId = Object.fromEntries(rows.map((r) => [r.id, r.v]));
    expect(byId).toEqual({ [was.id]: null, [chosePrivate.id]: 'private', [choseFollowers.id]: 'followers' });
    // Not set again: the weight-loss goal of the one who had the old default is only theirs.
    expect((await create(was.token, { text: 'Lose 8 kg by summer' })).visibility).toBe('private');
  });
});
