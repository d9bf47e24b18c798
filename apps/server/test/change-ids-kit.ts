// What change-ids.test.ts, change-ids-status.test.ts share: their app, fixtures and helpers.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { events } from '../src/db/schema.js';
import { startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

// What the web app asks for (TaskFields, GoalFields): the answer to a change sent again has the same shape.
export const TASK =
  'id taskId goalId goalTitle parentId position label notes date time completed commentCount version';

export const GOAL = `id title status version doneCount totalCount tasks { ${TASK} }`;

export const CREATE = `mutation($input: GoalInput!, $changeId: ID) { createGoal(input: $input, changeId: $changeId) { ${GOAL} } }`;

export const ADD = `mutation($goalId: ID!, $parentId: ID, $label: String!, $changeId: ID) {
  addTask(goalId: $goalId, parentId: $parentId, label: $label, changeId: $changeId) { ${TASK} } }`;

export const LOAD = `query($id: ID!) { goal(id: $id) { ${GOAL} } }`;

export const MY_GOALS = 'query { myGoals(first: 100) { items { id title } } }';

export const STATUS =
  'mutation($id: ID!, $s: GoalStatus!, $o: OpenStepsChoice) { setGoalStatus(id: $id, status: $s, openSteps: $o) { id status version } }';

export interface Task {
  id: string;
  parentId: string | null;
  label: string;
  position: number;
}

export interface Goal {
  id: string;
  title: string;
  version: number;
  tasks: Task[];
}

export async function newGoal(token: string, text = 'Read 12 books in 6 months') {
  const res = await app.gql<{ createGoal: Goal }>(CREATE, { input: { text } }, { token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal;
}

export async function load(token: string, id: string) {
  const res = await app.gql<{ goal: Goal }>(LOAD, { id }, { token });
  return res.data!.goal;
}

export async function myGoals(token: string) {
  const res = await app.gql<{ myGoals: { items: Array<{ id: string; title: string }> } }>(
    MY_GOALS,
    {},
    { token },
  );
  return res.data!.myGoals.items;
}

export async function eventsOf(goalId: string, kind: string) {
  const rows = await app.database.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.goalId, goalId), eq(events.kind, kind)));
  return rows.length;
}

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
}
