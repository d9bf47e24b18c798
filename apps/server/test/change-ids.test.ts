// A new step or goal sent with the client's change id is added once, however often the change is sent (its
// offline queue sends it again when a tab closed while the request was out), one after the other or at once
// (on PostgreSQL the requests really run in parallel); a goal status set twice records its news once.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { achievements } from '../src/db/schema.js';
import {
  ADD,
  app,
  CREATE,
  eventsOf,
  load,
  myGoals,
  newGoal,
  setUpFile,
  type Task,
} from './change-ids-kit.js';
import { registerUser } from './harness.js';

setUpFile();

describe('a new step with a change id', () => {
  it('sent twice, one after the other: one step, and both answers are that step', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    const changeId = crypto.randomUUID();
    const vars = { goalId: goal.id, parentId: milestone.id, label: 'Buy a bookmark', changeId };
    const first = await app.gql(ADD, vars, { token: user.token });
    const second = await app.gql(ADD, vars, { token: user.token });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.addTask).toEqual(first.data!.addTask);
    const after = await load(user.token, goal.id);
    expect(after.tasks.filter((t) => t.label === 'Buy a bookmark')).toHaveLength(1);
    expect(after.tasks).toHaveLength(goal.tasks.length + 1);
  });

  it('sent again after the step changed: answers with the step as it is now, and adds nothing', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    const vars = {
      goalId: goal.id,
      parentId: milestone.id,
      label: 'Buy a bookmark',
      changeId: crypto.randomUUID(),
    };
    const first = await app.gql(ADD, vars, { token: user.token });
    const id = first.data!.addTask.id as string;
    await app.gql(
      'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id } }',
      { id },
      { token: user.token },
    );
    const again = await app.gql(ADD, vars, { token: user.token });
    expect(again.data!.addTask).toMatchObject({ id, completed: true, label: 'Buy a bookmark' });
    expect((await load(user.token, goal.id)).tasks).toHaveLength(goal.tasks.length + 1);
  });

  it('sent eight times at once: one step, and every answer is that step', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    const vars = {
      goalId: goal.id,
      parentId: milestone.id,
      label: 'Same change',
      changeId: crypto.randomUUID(),
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => app.gql(ADD, vars, { token: user.token })),
    );
    expect(results.map((r) => r.errors)).toEqual(Array(8).fill(undefined));
    const ids = new Set(results.map((r) => r.data!.addTask.id));
    expect(ids.size).toBe(1);
    const after = await load(user.token, goal.id);
    expect(after.tasks.filter((t) => t.label === 'Same change')).toHaveLength(1);
    // Positions stay 0..n-1 under the milestone.
    const positions = after.tasks.filter((t) => t.parentId === milestone.id).map((t) => t.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i));
  });

  it('different change ids (or none) add a step each', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const milestone = goal.tasks.find((t) => t.parentId === null)!;
    const base = { goalId: goal.id, parentId: milestone.id, label: 'Twice on purpose' };
    await app.gql(ADD, { ...base, changeId: crypto.randomUUID() }, { token: user.token });
    await app.gql(ADD, { ...base, changeId: crypto.randomUUID() }, { token: user.token });
    await app.gql(ADD, base, { token: user.token });
    await app.gql(ADD, base, { token: user.token });
    const after = await load(user.token, goal.id);
    expect(after.tasks.filter((t) => t.label === 'Twice on purpose')).toHaveLength(4);
  });

  it('another person’s same change id adds their own step, and never returns the first person’s', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const aliceGoal = await newGoal(alice.token);
    const bobGoal = await newGoal(bob.token);
    const changeId = crypto.randomUUID();
    const aliceStep = await app.gql(
      ADD,
      { goalId: aliceGoal.id, label: 'Alice’s secret step', changeId },
      { token: alice.token },
    );
    const bobStep = await app.gql(
      ADD,
      { goalId: bobGoal.id, label: 'Bob’s step', changeId },
      { token: bob.token },
    );
    expect(bobStep.errors).toBeUndefined();
    expect(bobStep.data!.addTask.id).not.toBe(aliceStep.data!.addTask.id);
    expect(bobStep.data!.addTask).toMatchObject({ label: 'Bob’s step' });
    // Bob's change id on Alice's goal: her goal is not his to add to, and nothing of hers comes back.
    const intruder = await app.gql(ADD, { goalId: aliceGoal.id, label: 'x', changeId }, { token: bob.token });
    expect(intruder.data).toBeNull();
    expect(intruder.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(intruder)).not.toContain('Alice’s secret step');
    expect((await load(alice.token, aliceGoal.id)).tasks).toHaveLength(aliceGoal.tasks.length + 1);
    expect((await load(bob.token, bobGoal.id)).tasks).toHaveLength(bobGoal.tasks.length + 1);
  });

  it('a malformed change id is refused in the person’s language, and nothing is added', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    for (const [lang, text] of [
      ['en', 'This id is malformed.'],
      ['ru', 'Некорректный идентификатор.'],
    ] as const) {
      for (const changeId of ['not-a-uuid', '', '1234', `${crypto.randomUUID()}x`]) {
        const res = await app.gql(
          ADD,
          { goalId: goal.id, label: 'Nope', changeId },
          { token: user.token, lang },
        );
        expect(res.status).toBe(400);
        expect(res.data ?? null).toBeNull();
        expect(res.errors?.[0]).toMatchObject({
          message: text,
          extensions: { code: 'BAD_USER_INPUT', field: 'changeId' },
        });
      }
    }
    expect((await load(user.token, goal.id)).tasks).toHaveLength(goal.tasks.length);
  });

  it('a refused add does not use up its change id: sent again right, it adds the step once', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const changeId = crypto.randomUUID();
    const refused = await app.gql(ADD, { goalId: goal.id, label: ' ', changeId }, { token: user.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await load(user.token, goal.id)).tasks).toHaveLength(goal.tasks.length);
    const vars = { goalId: goal.id, label: 'Now with a label', changeId };
    const first = await app.gql(ADD, vars, { token: user.token });
    const second = await app.gql(ADD, vars, { token: user.token });
    expect(second.data!.addTask.id).toBe(first.data!.addTask.id);
    expect((await load(user.token, goal.id)).tasks).toHaveLength(goal.tasks.length + 1);
  });
});
describe('a new goal with a change id', () => {
  it('sent twice, one after the other: one goal with one plan, one "goal set", and both answers are that goal', async () => {
    const user = await registerUser(app);
    const changeId = crypto.randomUUID();
    const input = { text: 'Run a 10k in 3 months' };
    const first = await app.gql(CREATE, { input, changeId }, { token: user.token });
    const second = await app.gql(CREATE, { input, changeId }, { token: user.token });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.createGoal).toEqual(first.data!.createGoal);
    expect(await myGoals(user.token)).toHaveLength(1);
    expect(await eventsOf(first.data!.createGoal.id, 'goal_set')).toBe(1);
    const firstGoal = await app.database.db
      .select({ key: achievements.key })
      .from(achievements)
      .where(and(eq(achievements.userId, user.id), eq(achievements.key, 'first_goal')));
    expect(firstGoal).toHaveLength(1);
  });

  it('sent five times at once: one goal, and every answer is that goal', async () => {
    const user = await registerUser(app);
    const changeId = crypto.randomUUID();
    const input = { text: 'Learn 500 Spanish words in 2 months' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => app.gql(CREATE, { input, changeId }, { token: user.token })),
    );
    expect(results.map((r) => r.errors)).toEqual(Array(5).fill(undefined));
    const ids = new Set(results.map((r) => r.data!.createGoal.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as [string];
    expect(await myGoals(user.token)).toEqual([expect.objectContaining({ id })]);
    // One plan: every answer lists the same tasks, and the database holds one plan's worth.
    for (const r of results) expect(r.data!.createGoal.tasks).toEqual(results[0]!.data!.createGoal.tasks);
    const plans = await app.database.db.execute(
      sql`select count(*)::int as n from plans where goal_id = ${id}`,
    );
    expect(Number((plans as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(1);
    expect(await eventsOf(id, 'goal_set')).toBe(1);
  });

  it('another person’s same change id creates their own goal, and never returns the first person’s', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const changeId = crypto.randomUUID();
    const aliceGoal = await app.gql(
      CREATE,
      { input: { text: 'Alice’s private plan to read 20 books', visibility: 'private' }, changeId },
      { token: alice.token },
    );
    const bobGoal = await app.gql(
      CREATE,
      { input: { text: 'Bob wants to swim 5 km in 2 months' }, changeId },
      { token: bob.token },
    );
    expect(bobGoal.errors).toBeUndefined();
    expect(bobGoal.data!.createGoal.id).not.toBe(aliceGoal.data!.createGoal.id);
    expect(JSON.stringify(bobGoal.data)).not.toContain('Alice');
    expect(bobGoal.data!.createGoal.tasks.map((t: Task) => t.id)).not.toContain(
      aliceGoal.data!.createGoal.tasks[0].id,
    );
    expect(await myGoals(alice.token)).toHaveLength(1);
    expect(await myGoals(bob.token)).toHaveLength(1);
  });

  it('a malformed change id is refused in the person’s language, and no goal is created', async () => {
    const user = await registerUser(app);
    for (const [lang, text] of [
      ['en', 'This id is malformed.'],
      ['ru', 'Некорректный идентификатор.'],
    ] as const) {
      const res = await app.gql(
        CREATE,
        { input: { text: 'Read 12 books in 6 months' }, changeId: 'abc' },
        { token: user.token, lang },
      );
      expect(res.status).toBe(400);
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: text,
        extensions: { code: 'BAD_USER_INPUT', field: 'changeId' },
      });
    }
    expect(await myGoals(user.token)).toHaveLength(0);
  });

  it('a refused creation does not use up its change id', async () => {
    const user = await registerUser(app);
    const changeId = crypto.randomUUID();
    const refused = await app.gql(CREATE, { input: { text: 'x' }, changeId }, { token: user.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const made = await app.gql(
      CREATE,
      { input: { text: 'Read 12 books in 6 months' }, changeId },
      { token: user.token },
    );
    expect(made.errors).toBeUndefined();
    expect(await myGoals(user.token)).toHaveLength(1);
  });
});
