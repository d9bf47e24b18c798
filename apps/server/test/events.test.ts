import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from './harness.js';
import { subscribe, TASK_CHANGED } from './sse.js';

const PASSWORD = 'violet tractor mango sings';
const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId completed } } }';
const TICK = 'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id completed } }';
const ADD =
  'mutation($goalId: ID!, $label: String!) { addTask(goalId: $goalId, label: $label) { id label } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const settle = () => new Promise((r) => setTimeout(r, 300));

async function userWithGoal(email: string) {
  const user = await registerUser(app, email, PASSWORD);
  const res = await app.gql(CREATE, { input: { text: 'Read 12 books in 6 months' } }, { token: user.token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  const goal = res.data.createGoal as { id: string; tasks: Array<{ id: string; parentId: string | null }> };
  const step = goal.tasks.find((t) => t.parentId !== null)!;
  return { ...user, goal, step };
}

describe('live events: taskChanged over SSE (in-process pub/sub)', () => {
  it("delivers a user's own ticks and new steps to their other tab, live", async () => {
    const me = await userWithGoal('two-tabs@example.com');
    const tab = await subscribe(app, TASK_CHANGED, me.token);
    expect(tab.status).toBe(200);
    expect(tab.contentType).toContain('text/event-stream');
    await settle();

    await app.gql(TICK, { id: me.step.id, c: true }, { token: me.token });
    expect(await tab.next(1)).toEqual({
      data: {
        taskChanged: {
          change: 'completed',
          goalId: me.goal.id,
          task: { id: me.step.id, parentId: me.step.parentId, label: expect.any(String), completed: true },
        },
      },
    });
    await app.gql(TICK, { id: me.step.id, c: false }, { token: me.token });
    expect((await tab.next(2)).data.taskChanged).toMatchObject({
      change: 'reopened',
      task: { completed: false },
    });
    const added = await app.gql(ADD, { goalId: me.goal.id, label: 'Buy a bookmark' }, { token: me.token });
    expect((await tab.next(3)).data.taskChanged).toMatchObject({
      change: 'added',
      goalId: me.goal.id,
      task: { id: added.data!.addTask.id, label: 'Buy a bookmark' },
    });
    tab.close();
  });

  it("never delivers one user's changes to another user", async () => {
    const owner = await userWithGoal('owner-live@example.com');
    const stranger = await registerUser(app, 'stranger-live@example.com', PASSWORD);
    const mine = await subscribe(app, TASK_CHANGED, owner.token);
    const theirs = await subscribe(app, TASK_CHANGED, stranger.token);
    await settle();
    await app.gql(TICK, { id: owner.step.id, c: true }, { token: owner.token });
    await mine.next(1);
    await settle();
    expect(theirs.events).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const guest = await subscribe(app, TASK_CHANGED);
    const first = await guest.next(1);
    expect(first.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(first.errors?.[0]?.message).toBe('Please sign in.');
    guest.close();
  });
});

describe('live events and the overload guard', () => {
  it('open subscriptions do not count as requests in flight', async () => {
    const own = await startTestApp({ overload: { maxInFlight: 2 } });
    try {
      const user = await registerUser(own, 'many-tabs@example.com', PASSWORD);
      const tabs = await Promise.all([1, 2, 3].map(() => subscribe(own, TASK_CHANGED, user.token)));
      expect(tabs.map((tab) => tab.status)).toEqual([200, 200, 200]);
      await settle();
      const res = await own.gql('{ currentUser { entities { id } } }', {}, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.data?.currentUser.entities.id).toBe(user.id);
      for (const tab of tabs) tab.close();
    } finally {
      await own.close();
    }
  });
});

describe('live events: shutting down', () => {
  it('app.close() ends open subscriptions at once instead of waiting for them', async () => {
    const own = await startTestApp();
    const user = await registerUser(own, 'closing@example.com', PASSWORD);
    const open = await subscribe(own, TASK_CHANGED, user.token);
    await settle();
    const started = Date.now();
    await own.close();
    const took = Date.now() - started;
    expect(took).toBeLessThan(3000);
    await new Promise((r) => setTimeout(r, 100));
    expect(open.ended).toBe(true);
  });
});
