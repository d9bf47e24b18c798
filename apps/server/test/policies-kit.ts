// What policies.test.ts, policies-moderation.test.ts share: their app, fixtures and helpers.
import { afterAll, beforeAll } from 'vitest';
import { AppError } from '../src/kernel/errors.js';
import { startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id parentId completed } } }`;

export const GOAL = 'query($id: ID!) { goal(id: $id) { id doneCount tasks { id completed } } }';

export const TICK =
  'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id completed } }';

export const RENAME = 'mutation($id: ID!) { updateTask(id: $id, patch: { label: "Mine now" }) { id } }';

export const DELETE = 'mutation($id: ID!) { deleteTask(id: $id) { id } }';

/** What a policy said: 'ok', or the refusal's code and message key. */
export async function verdict(check: () => unknown): Promise<string> {
  try {
    const denial = await check();
    return denial instanceof AppError ? `${denial.code} ${denial.key}` : 'ok';
  } catch (err) {
    if (err instanceof AppError) return `${err.code} ${err.key}`;
    throw err;
  }
}

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
}
