// Nudges in a plan with company: only to a participant who is behind, once a day per person nudged (whoever
// sends it), never to one who turned them off, never across a block; the nudge reaches the bell live.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planMembers, plans, tasks } from '../src/db/schema.js';
import { addDays, todayIn } from '../src/kernel/time.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';
import { subscribe } from './sse.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;

async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await app.gql(query, variables, { token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

const NUDGE =
  'mutation($g: ID!, $u: ID!) { nudgeMember(goalId: $g, userId: $u) { user { id } nudgedToday } }';
const MUTE = 'mutation($g: ID!, $m: Boolean!) { setNudgesMuted(goalId: $g, muted: $m) { id } }';
const MEMBERS = `query($id: ID!) { goal(id: $id) { members { user { id } behind nudgedToday nudgesMuted } } }`;
const BELL = '{ notifications { items { kind actor { id } goalId } } }';
const LIVE_BELL = 'subscription { notificationsChanged { unreadCount notification { kind goalId } } }';
const LIVE_PLAN = 'subscription { planActivity { goalId userId kind } }';

/** A plan with company: the owner, two members; each member has one step yesterday, not done. */
async function companyPlan() {
  const owner = await registerUser(app);
  const member = await registerUser(app);
  const other = await registerUser(app);
  const created = await ok(
    'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId } } }',
    { input: { text: 'Read 12 books in 3 months', visibility: 'public' } },
    owner.token,
  );
  const goal = created.createGoal as { id: string; tasks: Array<{ id: string; parentId: string | null }> };
  await ok('mutation($g: ID!) { openOffer(goalId: $g, input: {}) { id } }', { g: goal.id }, owner.token);
  for (const user of [member, other])
    await ok('mutation($g: ID!) { joinPlan(goalId: $g) { id } }', { g: goal.id }, user.token);
  const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, goal.id));
  const today = todayIn('Europe/Moscow');
  await app.database.db.update(planMembers).set({ dayOffset: 0 }).where(eq(planMembers.planId, plan!.id));
  await app.database.db
    .update(tasks)
    .set({ date: addDays(today, 3) })
    .where(eq(tasks.planId, plan!.id));
  const step = goal.tasks.find((t) => t.parentId)!;
  await app.database.db
    .update(tasks)
    .set({ date: addDays(today, -1) })
    .where(eq(tasks.id, step.id));
  return { owner, member, other, goal, step, planId: plan!.id };
}

const states = async (goalId: string, viewer: User) =>
  Object.fromEntries(
    ((await ok(MEMBERS, { id: goalId }, viewer.token)).goal.members as Array<Record<string, any>>).map(
      (m) => [m.user.id, { behind: m.behind, nudgedToday: m.nudgedToday, nudgesMuted: m.nudgesMuted }],
    ),
  );

describe('nudges', () => {
  it('reach a member who is behind, live, once a day whoever sends them', async () => {
    const { owner, member, other, goal, step } = await companyPlan();
    // The owner ticks their own copy of yesterday's step: the two members are behind, the owner is not.
    await ok(
      'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
      { id: step.id },
      owner.token,
    );
    expect(await states(goal.id, other)).toEqual({
      [owner.id]: { behind: false, nudgedToday: false, nudgesMuted: false },
      [member.id]: { behind: true, nudgedToday: false, nudgesMuted: false },
      [other.id]: { behind: true, nudgedToday: false, nudgesMuted: false },
    });

    const bell = await subscribe(app, LIVE_BELL, member.token);
    const planLive = await subscribe(app, LIVE_PLAN, other.token);
    await new Promise((r) => setTimeout(r, 300));
    const nudged = await ok(NUDGE, { g: goal.id, u: member.id }, owner.token);
    expect(nudged.nudgeMember).toEqual({ user: { id: member.id }, nudgedToday: true });
    expect((await bell.next(1)).data.notificationsChanged.notification).toEqual({
      kind: 'nudge',
      goalId: goal.id,
    });
    expect((await planLive.next(1)).data.planActivity).toEqual({
      goalId: goal.id,
      userId: owner.id,
      kind: 'nudge',
    });
    bell.close();
    planLive.close();
    const items = (await ok(BELL, {}, member.token)).notifications.items;
    expect(items.filter((i: { kind: string }) => i.kind === 'nudge')).toEqual([
      { kind: 'nudge', actor: { id: owner.id }, goalId: goal.id },
    ]);

    // Again today, from the owner or from the other member: refused, in the sender's language.
    const again = await app.gql(NUDGE, { g: goal.id, u: member.id }, { token: owner.token });
    expect(codeOf(again)).toBe('RATE_LIMITED');
    expect(messageOf(again)).toMatch(/already been nudged today/);
    const fromOther = await app.gql(NUDGE, { g: goal.id, u: member.id }, { token: other.token, lang: 'ru' });
    expect(codeOf(fromOther)).toBe('RATE_LIMITED');
    expect(messageOf(fromOther)).toMatch(/сегодня напоминание уже было/);
    expect((await states(goal.id, owner))[member.id]).toMatchObject({ nudgedToday: true });
    // Still one item in the bell.
    const after = (await ok(BELL, {}, member.token)).notifications.items;
    expect(after.filter((i: { kind: string }) => i.kind === 'nudge')).toHaveLength(1);
  });

  it('never to someone on track, to oneself, to someone who muted them, across a block or from outside', async () => {
    const { owner, member, other, goal } = await companyPlan();
    const stranger = await registerUser(app);
    // The owner has not ticked yesterday's step either, but the members check who is behind by their own copy.
    const self = await app.gql(NUDGE, { g: goal.id, u: member.id }, { token: member.token });
    expect(codeOf(self)).toBe('BAD_USER_INPUT');

    await ok(MUTE, { g: goal.id, m: true }, member.token);
    expect((await states(goal.id, owner))[member.id]).toMatchObject({ nudgesMuted: true });
    const muted = await app.gql(NUDGE, { g: goal.id, u: member.id }, { token: owner.token });
    expect(codeOf(muted)).toBe('FORBIDDEN');
    expect(messageOf(muted)).toMatch(/turned nudges off/);
    await ok(MUTE, { g: goal.id, m: false }, member.token);

    // On track: nothing to nudge about (the other member's step is done).
    await app.database.db.execute(
      sql`insert into task_progress (task_id, user_id) select id, ${other.id}::uuid from tasks where plan_id = (select id from plans where goal_id = ${goal.id}::uuid)`,
    );
    const onTrack = await app.gql(NUDGE, { g: goal.id, u: other.id }, { token: owner.token });
    expect(codeOf(onTrack)).toBe('BAD_USER_INPUT');
    expect(messageOf(onTrack)).toMatch(/nothing to nudge about/);

    // Someone outside the plan: told it is not theirs to do (they can see this public goal).
    const outside = await app.gql(NUDGE, { g: goal.id, u: member.id }, { token: stranger.token });
    expect(codeOf(outside)).toBe('FORBIDDEN');
    const muteOutside = await app.gql(MUTE, { g: goal.id, m: true }, { token: stranger.token });
    expect(codeOf(muteOutside)).toBe('FORBIDDEN');

    // A block between two participants ends nudging between them.
    await ok('mutation($id: ID!) { block(userId: $id) { id } }', { id: owner.id }, member.token);
    const blocked = await app.gql(NUDGE, { g: goal.id, u: member.id }, { token: owner.token });
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(blocked));
  });

  it('sent again with its change id (the offline queue after a lost answer): answered, nudged once', async () => {
    const { owner, member, goal, step } = await companyPlan();
    await ok(
      'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
      { id: step.id },
      owner.token,
    );
    const SEND =
      'mutation($g: ID!, $u: ID!, $c: ID) { nudgeMember(goalId: $g, userId: $u, changeId: $c) { nudgedToday } }';
    const changeId = randomUUID();
    const [first, second] = await Promise.all([
      app.gql(SEND, { g: goal.id, u: member.id, c: changeId }, { token: owner.token }),
      app.gql(SEND, { g: goal.id, u: member.id, c: changeId }, { token: owner.token }),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    const resent = await app.gql(SEND, { g: goal.id, u: member.id, c: changeId }, { token: owner.token });
    expect(resent.errors).toBeUndefined();
    expect(resent.data).toEqual({ nudgeMember: { nudgedToday: true } });
    // A new nudge (another change id) the same day is still refused.
    const another = await app.gql(
      SEND,
      { g: goal.id, u: member.id, c: randomUUID() },
      { token: owner.token },
    );
    expect(codeOf(another)).toBe('RATE_LIMITED');
    const items = (await ok(BELL, {}, member.token)).notifications.items;
    expect(items.filter((i: { kind: string }) => i.kind === 'nudge')).toHaveLength(1);
    // Malformed change id: the caller's mistake.
    const malformed = await app.gql(SEND, { g: goal.id, u: member.id, c: 'x' }, { token: owner.token });
    expect(codeOf(malformed)).toBe('BAD_USER_INPUT');
  });

  it('not while the member has paused their part', async () => {
    const { owner, member, goal } = await companyPlan();
    await ok('mutation($g: ID!) { pauseGoal(goalId: $g) { id } }', { g: goal.id }, member.token);
    expect((await states(goal.id, owner))[member.id]).toMatchObject({ behind: false });
    const paused = await app.gql(NUDGE, { g: goal.id, u: member.id }, { token: owner.token });
    expect(codeOf(paused)).toBe('BAD_USER_INPUT');
  });
});
