// What goals.test.ts, goals-setup-replan.test.ts share: their app, fixtures and helpers.
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export const GOAL_FIELDS =
  'id title category language deadline visibility status progress doneCount totalCount target { value unit } tasks { id taskId parentId position label date time completed }';

export const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL_FIELDS} } }`;

export const TICK =
  'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id completed } }';

export const GOAL = `query($id: ID!) { goal(id: $id) { ${GOAL_FIELDS} } }`;

export async function newGoal(token: string, input: Record<string, unknown>) {
  const res = await app.gql(CREATE, { input }, { token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal;
}

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
}
