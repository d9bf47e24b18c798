// Issue 8, point 7: who may see or change a goal and its tasks, decided in src/policies and
// tested for each role: owner, mentor, member (participant), follower, stranger, guest.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, goals, planMembers, plans, users } from '../src/db/schema.js';
import { codeOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId completed } } }`;
const GOAL = 'query($id: ID!) { goal(id: $id) { id doneCount tasks { id completed } } }';
const TICK = 'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id completed } }';
const RENAME = 'mutation($id: ID!) { updateTask(id: $id, patch: { label: "Mine now" }) { id } }';
const DELETE = 'mutation($id: ID!) { deleteTask(id: $id) { id } }';

describe('goal and task policies', () => {
  it('each role sees and changes exactly what it may', async () => {
    const owner = await registerUser(app);
    const mentor = await registerUser(app);
    const member = await registerUser(app);
    const follower = await registerUser(app);
    const stranger = await registerUser(app);
    const { db } = app.database;
    await db.update(users).set({ mentorId: mentor.id }).where(eq(users.id, owner.id));
    await db.insert(follows).values({ followerId: follower.id, followeeId: owner.id });

    const goalFor = async (visibility: string) => {
      const res = await app.gql(
        CREATE,
        { input: { text: 'Learn 500 Spanish words', visibility } },
        { token: owner.token },
      );
      return res.data!.createGoal as { id: string; tasks: Array<{ id: string; parentId: string | null }> };
    };
    const open = await goalFor('public');
    const followersOnly = await goalFor('followers');
    const secret = await goalFor('private');
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.goalId, secret.id));
    await db.insert(planMembers).values({ planId: plan!.id, userId: member.id, role: 'member' });

    const sees = async (token: string | undefined, id: string) =>
      (await app.gql(GOAL, { id }, token ? { token } : {})).data?.goal?.id === id;
    // Reading
    expect([
      await sees(undefined, open.id),
      await sees(undefined, followersOnly.id),
      await sees(undefined, secret.id),
    ]).toEqual([true, false, false]);
    expect([await sees(stranger.token, followersOnly.id), await sees(stranger.token, secret.id)]).toEqual([
      false,
      false,
    ]);
    expect([await sees(follower.token, followersOnly.id), await sees(follower.token, secret.id)]).toEqual([
      true,
      false,
    ]);
    expect([await sees(mentor.token, followersOnly.id), await sees(mentor.token, secret.id)]).toEqual([
      true,
      true,
    ]);
    expect(await sees(owner.token, secret.id)).toBe(true);

    const step = secret.tasks.find((t) => t.parentId !== null)!;
    // Ticking: the owner and a member, each for themselves; nobody else (NOT_FOUND: a stranger cannot probe).
    for (const outsider of [stranger, follower, mentor]) {
      expect(codeOf(await app.gql(TICK, { id: step.id, c: true }, { token: outsider.token }))).toBe(
        'NOT_FOUND',
      );
    }
    expect(codeOf(await app.gql(TICK, { id: step.id, c: true }))).toBe('UNAUTHENTICATED');
    const byMember = await app.gql(TICK, { id: step.id, c: true }, { token: member.token });
    expect(byMember.data?.setTaskCompleted?.completed).toBe(true);
    // The member's tick is theirs: the owner's progress is untouched, the member sees their own.
    const ownerView = (await app.gql(GOAL, { id: secret.id }, { token: owner.token })).data!.goal;
    expect(ownerView.doneCount).toBe(0);
    const memberView = (await app.gql(GOAL, { id: secret.id }, { token: member.token })).data!.goal;
    expect(memberView.doneCount).toBe(1);
    expect(memberView.tasks.find((t: { id: string }) => t.id === step.id).completed).toBe(true);

    // Changing the plan: the owner only; a member is told it is forbidden, others that it is not there.
    expect(codeOf(await app.gql(RENAME, { id: step.id }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(DELETE, { id: step.id }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await app.gql(RENAME, { id: step.id }, { token: mentor.token }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(DELETE, { id: step.id }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect((await app.gql(RENAME, { id: step.id }, { token: owner.token })).data?.updateTask?.id).toBe(
      step.id,
    );

    // A deleted goal is gone for everyone, its owner included.
    await db.update(goals).set({ deletedAt: new Date() }).where(eq(goals.id, open.id));
    expect(await sees(owner.token, open.id)).toBe(false);
  });

  it('finishing setup is one transaction: a failing goal leaves setup unfinished', async () => {
    const { finishSetupWithGoal } = await import('../src/commands/finish-setup.js');
    const user = await registerUser(app);
    const failing = async () => {
      throw new Error('planner failed');
    };
    await expect(
      finishSetupWithGoal(app.database.db, user.id, { interests: ['health'], goalText: 'Run 5 km' }, failing),
    ).rejects.toThrow('planner failed');
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe(0);
    expect(row!.setupGoalText).toBeNull();
    const done = await finishSetupWithGoal(app.database.db, user.id, {
      interests: ['health'],
      goalText: 'Run 5 km',
    });
    expect(done.status).toBe(1);
    const mine = await app.database.db.select().from(goals).where(eq(goals.userId, user.id));
    expect(mine).toHaveLength(1);
  });
});
