// Completing, un-completing, adding, moving and deleting tasks is correct under
// any interleaving. On PostgreSQL (CI) the requests really run in parallel on separate connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface T {
  id: string;
  parentId: string | null;
  position: number;
  completed: boolean;
}
const FIELDS = 'id status doneCount totalCount tasks { id parentId position completed }';
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${FIELDS} } }`;
const GOAL = `query($id: ID!) { goal(id: $id) { ${FIELDS} } }`;
const TICK = 'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id completed } }';
const ADD =
  'mutation($goalId: ID!, $parentId: ID, $label: String!) { addTask(goalId: $goalId, parentId: $parentId, label: $label) { id position } }';
const MOVE =
  'mutation($id: ID!, $parentId: ID, $position: Int!) { moveTask(id: $id, parentId: $parentId, position: $position) { id } }';
const DELETE = 'mutation($id: ID!) { deleteTask(id: $id) { id } }';

async function newGoal(token: string) {
  const res = await app.gql(CREATE, { input: { text: 'Read 12 books in 6 months' } }, { token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal as { id: string; tasks: T[] };
}

async function load(token: string, id: string) {
  const res = await app.gql(GOAL, { id }, { token });
  return res.data!.goal as { status: string; doneCount: number; totalCount: number; tasks: T[] };
}

/** Runs the calls 20 at a time (the overload guard refuses more than 64 in flight, by design). */
async function twentyAtOnce<T, R>(items: T[], call: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 20)
    results.push(...(await Promise.all(items.slice(i, i + 20).map(call))));
  return results;
}

/** Sibling positions are exactly 0..n-1 under every parent. */
function expectContiguous(tasks: T[]) {
  const groups = new Map<string, number[]>();
  for (const t of tasks)
    groups.set(t.parentId ?? 'root', [...(groups.get(t.parentId ?? 'root') ?? []), t.position]);
  for (const positions of groups.values()) {
    expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i));
  }
}

describe('tasks under concurrent requests', () => {
  it('every step ticked at once: each milestone and the goal complete; all unticked at once: all reopen', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const steps = goal.tasks.filter((t) => t.parentId !== null).slice(0, 40);
    const milestonesUsed = new Set(steps.map((s) => s.parentId));
    // Only the steps of fully covered milestones decide those milestones; tick every step of the plan.
    // (and the milestones that have no steps: checkpoints count as leaves).
    const allSteps = goal.tasks.filter(
      (t) => t.parentId !== null || !goal.tasks.some((c) => c.parentId === t.id),
    );
    const results = await twentyAtOnce(allSteps, (s) =>
      app.gql(TICK, { id: s.id, c: true }, { token: user.token }),
    );
    expect(results.filter((r) => r.data?.setTaskCompleted?.completed !== true).map((r) => r.errors)).toEqual(
      [],
    );
    let after = await load(user.token, goal.id);
    expect(after.tasks.every((t) => t.completed)).toBe(true);
    expect(after.status).toBe('completed');
    expect(after.doneCount).toBe(after.totalCount);
    expect(milestonesUsed.size).toBeGreaterThan(1);

    await twentyAtOnce(allSteps, (s) => app.gql(TICK, { id: s.id, c: false }, { token: user.token }));
    after = await load(user.token, goal.id);
    expect(after.tasks.some((t) => t.completed)).toBe(false);
    expect(after.status).toBe('active');
    expect(after.doneCount).toBe(0);
  });

  it('20 ticks at once on the siblings of one milestone, repeated: the milestone always settles', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    // Give the milestone 20 steps (the ones the plan has, plus added ones).
    const existing = goal.tasks.filter((t) => t.parentId === milestone.id).length;
    for (let i = existing; i < 20; i++) {
      await app.gql(
        ADD,
        { goalId: goal.id, parentId: milestone.id, label: `Step ${i}` },
        { token: user.token },
      );
    }
    const stepIds = (await load(user.token, goal.id)).tasks
      .filter((t) => t.parentId === milestone.id)
      .map((t) => t.id);
    expect(stepIds.length).toBeGreaterThanOrEqual(20);
    for (let round = 0; round < 3; round++) {
      await Promise.all(stepIds.map((id) => app.gql(TICK, { id, c: true }, { token: user.token })));
      let state = await load(user.token, goal.id);
      expect(state.tasks.find((t) => t.id === milestone.id)!.completed).toBe(true);
      await Promise.all(stepIds.map((id) => app.gql(TICK, { id, c: false }, { token: user.token })));
      state = await load(user.token, goal.id);
      expect(state.tasks.find((t) => t.id === milestone.id)!.completed).toBe(false);
    }
  });

  it('ten addTask calls at once get ten distinct positions', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    const before = goal.tasks.filter((t) => t.parentId === milestone.id).length;
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.gql(
          ADD,
          { goalId: goal.id, parentId: milestone.id, label: `Parallel ${i}` },
          { token: user.token },
        ),
      ),
    );
    expect(added.every((r) => r.data?.addTask?.id)).toBe(true);
    const positions = added.map((r) => r.data!.addTask.position as number).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 10 }, (_, i) => before + i));
    expectContiguous((await load(user.token, goal.id)).tasks);
  });

  it('adds, moves, deletes and ticks interleaved: positions stay 0..n-1 and milestones match their steps', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const milestones = goal.tasks.filter((t) => t.parentId === null);
    const steps = goal.tasks.filter((t) => t.parentId !== null);
    const ops = steps.slice(0, 24).map((s, i) => {
      const target = milestones[i % milestones.length]!;
      switch (i % 4) {
        case 0:
          return app.gql(MOVE, { id: s.id, parentId: target.id, position: i % 3 }, { token: user.token });
        case 1:
          return app.gql(DELETE, { id: s.id }, { token: user.token });
        case 2:
          return app.gql(
            ADD,
            { goalId: goal.id, parentId: target.id, label: `New ${i}` },
            { token: user.token },
          );
        default:
          return app.gql(TICK, { id: s.id, c: true }, { token: user.token });
      }
    });
    const results = await Promise.all(ops);
    for (const r of results) expect(r.errors).toBeUndefined();
    const state = await load(user.token, goal.id);
    expectContiguous(state.tasks);
    for (const m of state.tasks.filter((t) => t.parentId === null)) {
      const children = state.tasks.filter((t) => t.parentId === m.id);
      if (children.length > 0) expect(m.completed).toBe(children.every((c) => c.completed));
    }
  });
});
