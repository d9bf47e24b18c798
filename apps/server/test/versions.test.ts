// An offline replay sends the task's version it last saw (`expectedVersion`); the write
// applies only if the row still has it, checked atomically, otherwise CONFLICT and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface T {
  id: string;
  parentId: string | null;
  position: number;
  label: string;
  version: number;
}
const FIELDS = 'id tasks { id parentId position label version }';
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${FIELDS} } }`;
const GOAL = `query($id: ID!) { goal(id: $id) { ${FIELDS} } }`;
const UPDATE =
  'mutation($id: ID!, $patch: TaskPatch!, $v: Int) { updateTask(id: $id, patch: $patch, expectedVersion: $v) { id label version } }';
const MOVE =
  'mutation($id: ID!, $parentId: ID, $position: Int!, $v: Int) { moveTask(id: $id, parentId: $parentId, position: $position, expectedVersion: $v) { id position version } }';
const DELETE = 'mutation($id: ID!, $v: Int) { deleteTask(id: $id, expectedVersion: $v) { id } }';
const CONFLICT_RU =
  'Этот шаг за это время изменили на другом устройстве. Обновите страницу и попробуйте ещё раз.';
const CONFLICT_EN = 'This step was changed meanwhile on another device. Reload and try again.';

async function newGoal(token: string) {
  const res = await app.gql(CREATE, { input: { text: 'Read 12 books in 6 months' } }, { token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal as { id: string; tasks: T[] };
}

async function tasksOf(token: string, goalId: string) {
  const res = await app.gql(GOAL, { id: goalId }, { token });
  return (res.data!.goal as { tasks: T[] }).tasks;
}

/** A step (a task under a milestone) with at least one sibling, so a move really moves it. */
function aStep(tasks: T[]): T {
  const step = tasks.find((t) => t.parentId && tasks.filter((s) => s.parentId === t.parentId).length > 1);
  if (!step) throw new Error('the plan has no milestone with two steps');
  return step;
}

describe('expectedVersion on step mutations', () => {
  it('a matching version: updateTask, moveTask and deleteTask apply, and the version rises', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const step = aStep(goal.tasks);

    const updated = await app.gql(
      UPDATE,
      { id: step.id, patch: { label: 'Read chapter one' }, v: step.version },
      { token: user.token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateTask).toMatchObject({ label: 'Read chapter one' });
    expect(updated.data!.updateTask.version).toBeGreaterThan(step.version);

    const v = updated.data!.updateTask.version as number;
    const last = goal.tasks.filter((t) => t.parentId === step.parentId).length - 1;
    const moved = await app.gql(
      MOVE,
      { id: step.id, parentId: step.parentId, position: last, v },
      { token: user.token },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.moveTask.position).toBe(last);
    expect(moved.data!.moveTask.version).toBeGreaterThan(v);

    const deleted = await app.gql(
      DELETE,
      { id: step.id, v: moved.data!.moveTask.version },
      { token: user.token },
    );
    expect(deleted.errors).toBeUndefined();
    expect((await tasksOf(user.token, goal.id)).some((t) => t.id === step.id)).toBe(false);
  });

  it('a stale version: CONFLICT in Russian and English, and the task stays as it was', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const step = aStep(goal.tasks);
    // Another device changes the step: its version rises past the one this client saw.
    const other = await app.gql(
      UPDATE,
      { id: step.id, patch: { label: 'Changed elsewhere' } },
      { token: user.token },
    );
    expect(other.errors).toBeUndefined();
    const before = (await tasksOf(user.token, goal.id)).find((t) => t.id === step.id)!;
    expect(before.version).toBeGreaterThan(step.version);
    const plan = await tasksOf(user.token, goal.id);

    const ru = await app.gql(
      UPDATE,
      { id: step.id, patch: { label: 'Mine' }, v: step.version },
      { token: user.token, lang: 'ru' },
    );
    expect(codeOf(ru)).toBe('CONFLICT');
    expect(messageOf(ru)).toBe(CONFLICT_RU);
    expect(ru.data?.updateTask ?? null).toBeNull();
    const en = await app.gql(
      UPDATE,
      { id: step.id, patch: { label: 'Mine' }, v: step.version },
      { token: user.token, lang: 'en' },
    );
    expect(codeOf(en)).toBe('CONFLICT');
    expect(messageOf(en)).toBe(CONFLICT_EN);

    const move = await app.gql(
      MOVE,
      { id: step.id, parentId: null, position: 0, v: step.version },
      { token: user.token, lang: 'en' },
    );
    expect(codeOf(move)).toBe('CONFLICT');
    expect(messageOf(move)).toBe(CONFLICT_EN);
    const del = await app.gql(DELETE, { id: step.id, v: step.version }, { token: user.token, lang: 'ru' });
    expect(codeOf(del)).toBe('CONFLICT');
    expect(messageOf(del)).toBe(CONFLICT_RU);

    // Nothing changed: the same tasks, labels, places and versions.
    const after = await tasksOf(user.token, goal.id);
    expect(after.find((t) => t.id === step.id)).toEqual(before);
    expect(after).toEqual(plan);
  });

  it('two updates at once with the same version: exactly one applies, the other gets CONFLICT', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    // Every task of the plan at once, two writers each (a race a read-then-write check loses somewhere).
    const pairs = await Promise.all(
      goal.tasks.map((task) =>
        Promise.all(
          ['From the phone', 'From the laptop'].map((label) =>
            app.gql(
              UPDATE,
              { id: task.id, patch: { label }, v: task.version },
              { token: user.token, lang: 'en' },
            ),
          ),
        ),
      ),
    );
    const now = await tasksOf(user.token, goal.id);
    goal.tasks.forEach((task, i) => {
      const results = pairs[i]!;
      const ok = results.filter((r) => !r.errors);
      const refused = results.filter((r) => r.errors);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(codeOf(refused[0]!)).toBe('CONFLICT');
      expect(messageOf(refused[0]!)).toBe(CONFLICT_EN);
      const row = now.find((t) => t.id === task.id)!;
      expect(row.label).toBe(ok[0]!.data!.updateTask.label);
      expect(row.version).toBe(task.version + 1);
    });
  });

  it('a move and a delete at once with the same version: exactly one applies', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const step = aStep(goal.tasks);
    // To the last place: the move really changes the row (and raises its version).
    const last = goal.tasks.filter((t) => t.parentId === step.parentId).length - 1;
    const [moved, deleted] = await Promise.all([
      app.gql(
        MOVE,
        { id: step.id, parentId: step.parentId, position: last, v: step.version },
        { token: user.token },
      ),
      app.gql(DELETE, { id: step.id, v: step.version }, { token: user.token }),
    ]);
    const codes = [codeOf(moved), codeOf(deleted)];
    expect(codes.filter((c) => c === undefined)).toHaveLength(1);
    expect(codes.filter((c) => c === 'CONFLICT' || c === 'NOT_FOUND')).toHaveLength(1);
  });

  it('without expectedVersion the step mutations apply as before, whatever the version', async () => {
    const user = await registerUser(app);
    const goal = await newGoal(user.token);
    const step = aStep(goal.tasks);
    await app.gql(UPDATE, { id: step.id, patch: { label: 'First' } }, { token: user.token });
    const again = await app.gql(UPDATE, { id: step.id, patch: { label: 'Second' } }, { token: user.token });
    expect(again.errors).toBeUndefined();
    expect(again.data!.updateTask.label).toBe('Second');
    const moved = await app.gql(
      MOVE,
      { id: step.id, parentId: step.parentId, position: 0 },
      { token: user.token },
    );
    expect(moved.errors).toBeUndefined();
    const deleted = await app.gql(DELETE, { id: step.id }, { token: user.token });
    expect(deleted.errors).toBeUndefined();
    expect((await tasksOf(user.token, goal.id)).some((t) => t.id === step.id)).toBe(false);
  });

  it('a stranger with the right version is still refused, and learns nothing about versions', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const goal = await newGoal(owner.token);
    const step = aStep(goal.tasks);
    for (const v of [step.version, step.version + 5]) {
      const res = await app.gql(
        UPDATE,
        { id: step.id, patch: { label: 'Mine now' }, v },
        { token: stranger.token },
      );
      expect(['NOT_FOUND', 'FORBIDDEN']).toContain(codeOf(res));
    }
    expect((await tasksOf(owner.token, goal.id)).find((t) => t.id === step.id)).toEqual(step);
  });
});
