// Versions, updated_at and tombstones, so an offline client can sync changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, tombstones } from '../src/db/schema.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const FIELDS = 'id version updatedAt tasks { id parentId version updatedAt label }';
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${FIELDS} } }`;
const GOAL = `query($id: ID!) { goal(id: $id) { ${FIELDS} } }`;

describe('versions and tombstones', () => {
  it('every change raises the version; deleted tasks leave tombstones; progression names real task ids', async () => {
    const user = await registerUser(app);
    const created = (
      await app.gql(CREATE, { input: { text: 'Run 10 km in 3 months' } }, { token: user.token })
    ).data!.createGoal;
    expect(created.version).toBe(1);
    const step = created.tasks.find((t: { parentId: string | null }) => t.parentId !== null);
    expect(step.version).toBe(1);

    await app.gql(
      'mutation($id: ID!) { updateTask(id: $id, patch: { label: "Easy run, 3 km" }) { id } }',
      { id: step.id },
      { token: user.token },
    );
    await app.gql(
      'mutation($id: ID!) { updateGoal(id: $id, patch: { title: "10 km" }) { id } }',
      { id: created.id },
      { token: user.token },
    );
    const after = (await app.gql(GOAL, { id: created.id }, { token: user.token })).data!.goal;
    const edited = after.tasks.find((t: { id: string }) => t.id === step.id);
    expect(edited.version).toBe(2);
    expect(edited.updatedAt > step.updatedAt).toBe(true);
    expect(after.version).toBe(2);

    await app.gql(
      'mutation($id: ID!) { deleteTask(id: $id) { id } }',
      { id: step.id },
      { token: user.token },
    );
    const gone = await app.database.db.select().from(tombstones).where(eq(tombstones.id, step.id));
    expect(gone).toMatchObject([{ kind: 'task', userId: user.id, goalId: created.id }]);

    const [plan] = await app.database.db.select().from(plans).where(eq(plans.goalId, created.id));
    const ids = new Set(after.tasks.map((t: { id: string }) => t.id));
    expect(plan!.progression?.points.length).toBeGreaterThan(0);
    for (const point of plan!.progression!.points) expect(ids.has(point.taskId)).toBe(true);
  });
});
