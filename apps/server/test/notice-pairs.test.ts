import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIR_PER_HOUR } from '../src/modules/notifications/pairs.js';
import { codeOf, registerUser, startTestApp, type TestApp } from './harness.js';

/**
 * What one person can make the bell tell another (follows, kudos, joining and leaving a plan, comments,
 * suggestions) is limited per pair; unread items of one kind about one thing collapse ("Anna and 4 others").
 */
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';
const UNFOLLOW = 'mutation($id: ID!) { unfollow(userId: $id) { id } }';
const BELL = `{ notifications(first: 50) { items { id kind actor { id } goalId others text read } }
  unreadNotificationCount }`;
const MARK_ALL = 'mutation { markNotificationsRead(all: true) }';
const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }';
const OPEN = 'mutation($g: ID!) { openOffer(goalId: $g, input: {}) { id } }';
const JOIN = 'mutation($g: ID!) { joinPlan(goalId: $g) { id } }';
const LEAVE = 'mutation($g: ID!) { leavePlan(goalId: $g) { id } }';
const KUDOS = 'mutation($g: ID!, $u: ID!) { giveKudos(goalId: $g, userId: $u) { kudosToday } }';
const BECOME_MENTOR = `mutation { becomeMentor(input: { headline: "Running coach, ten years", bio: "Slow and steady.",
  categories: ["health"], languages: ["en"] }) { active } }`;
const SET_MENTOR = 'mutation($id: ID) { setMentor(mentorId: $id) { mentorId } }';
const COMMENT = 'mutation($t: ID!, $b: String!) { commentTask(taskId: $t, body: $b) { id } }';

type User = Awaited<ReturnType<typeof registerUser>>;
interface Item {
  id: string;
  kind: string;
  actor: { id: string } | null;
  goalId: string | null;
  others: number;
  text: string | null;
  read: boolean;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 10_000, duration: 3600 } } });
});
afterAll(() => app?.close());

async function ok(query: string, variables: Record<string, unknown>, user: User) {
  const res = await app.gql(query, variables, { token: user.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}
const bell = async (user: User) => {
  const data = await ok(BELL, {}, user);
  return { items: data.notifications.items as Item[], unread: data.unreadNotificationCount as number };
};
const people = (n: number) => Promise.all(Array.from({ length: n }, () => registerUser(app)));

describe('follows', () => {
  it('a follow, unfollow, follow spree tells the followed person once', async () => {
    const [bea, anna] = (await people(2)) as [User, User];
    for (let i = 0; i < 8; i++) {
      await ok(FOLLOW, { id: bea.id }, anna);
      await ok(UNFOLLOW, { id: bea.id }, anna);
    }
    await ok(FOLLOW, { id: bea.id }, anna);
    // Before: nine "Anna followed you" items (one per follow).
    const { items, unread } = await bell(bea);
    expect(items.filter((n) => n.kind === 'new_follower')).toEqual([
      expect.objectContaining({ actor: { id: anna.id }, others: 0 }),
    ]);
    expect(unread).toBe(1);
    // Read, the spree goes on: still nothing new the same day.
    await ok(MARK_ALL, {}, bea);
    await ok(UNFOLLOW, { id: bea.id }, anna);
    await ok(FOLLOW, { id: bea.id }, anna);
    expect((await bell(bea)).unread).toBe(0);
  });

  it('five new followers are one unread item: the newest, and 4 others', async () => {
    const [bea, ...fans] = (await people(6)) as User[];
    for (const fan of fans) await ok(FOLLOW, { id: bea!.id }, fan);
    const { items, unread } = await bell(bea!);
    // Before: five items, and no `others` field.
    expect(items).toEqual([
      expect.objectContaining({ kind: 'new_follower', actor: { id: fans[4]!.id }, others: 4, read: false }),
    ]);
    expect(unread).toBe(1);
    // Once read, a new follower starts a new item.
    await ok(MARK_ALL, {}, bea!);
    const [late] = (await people(1)) as [User];
    await ok(FOLLOW, { id: bea!.id }, late);
    const after = await bell(bea!);
    expect(after.items.map((n) => [n.actor?.id, n.others, n.read])).toEqual([
      [late.id, 0, false],
      [fans[4]!.id, 4, true],
    ]);
  });
});

describe('joining, leaving and kudos', () => {
  it('a join and leave spree on one plan tells the owner once each; joins by several collapse', async () => {
    const [owner, member, second] = (await people(3)) as [User, User, User];
    const goal = (
      await ok(CREATE, { input: { text: 'Read 12 books in 3 months', visibility: 'public' } }, owner)
    ).createGoal;
    await ok(OPEN, { g: goal.id }, owner);
    for (let i = 0; i < 5; i++) {
      await ok(JOIN, { g: goal.id }, member);
      await ok(LEAVE, { g: goal.id }, member);
    }
    // Before: five plan_joined and five plan_left items.
    let kinds = (await bell(owner)).items.filter((n) => n.actor).map((n) => `${n.kind}:${n.others}`);
    expect(kinds.sort()).toEqual(['plan_joined:0', 'plan_left:0']);
    await ok(JOIN, { g: goal.id }, second);
    const joined = (await bell(owner)).items.filter((n) => n.kind === 'plan_joined');
    expect(joined).toEqual([
      expect.objectContaining({ actor: { id: second.id }, goalId: goal.id, others: 1 }),
    ]);
    // Kudos from the two members the same day: one item, "second and 1 other".
    await ok(JOIN, { g: goal.id }, member);
    await ok(KUDOS, { g: goal.id, u: owner.id }, member);
    await ok(KUDOS, { g: goal.id, u: owner.id }, second);
    kinds = (await bell(owner)).items
      .filter((n) => n.kind === 'kudos')
      .map((n) => `${n.actor?.id}:${n.others}`);
    expect(kinds).toEqual([`${second.id}:1`]);
  });
});

describe('comments', () => {
  it(`one person's comments reach another's bell at most ${PAIR_PER_HOUR} times an hour; the comments are all kept`, async () => {
    const [mentor, mentee] = (await people(2)) as [User, User];
    await ok(BECOME_MENTOR, {}, mentor);
    await ok(SET_MENTOR, { id: mentor.id }, mentee);
    const goal = (
      await ok(CREATE, { input: { text: 'Run 10 km in three months', visibility: 'public' } }, mentee)
    ).createGoal;
    const step = goal.tasks.find((t: { parentId: string | null }) => t.parentId !== null);
    const codes: unknown[] = [];
    for (let i = 0; i < PAIR_PER_HOUR + 4; i++) {
      codes.push(
        codeOf(await app.gql(COMMENT, { t: step.id, b: `Note ${i}` }, { token: mentor.token })) ?? 'ok',
      );
    }
    expect(codes.every((c) => c === 'ok')).toBe(true);
    const comments = (await bell(mentee)).items.filter((n) => n.kind === 'mentor_comment');
    // Before: fourteen items.
    expect(comments).toHaveLength(PAIR_PER_HOUR);
    expect(comments[0]!.text).toBe(`Note ${PAIR_PER_HOUR - 1}`);
    // Another person is not held back by that pair's budget.
    const [other] = (await people(1)) as [User];
    await ok(FOLLOW, { id: mentee.id }, other);
    expect(
      (await bell(mentee)).items.some((n) => n.kind === 'new_follower' && n.actor?.id === other.id),
    ).toBe(true);
  });
});
