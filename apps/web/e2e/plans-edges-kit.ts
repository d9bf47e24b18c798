// What plans-edges.e2e.ts, plans-edges-status.e2e.ts share: their app, fixtures and helpers.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { gql, launch, type TestUser } from './fixtures';

export const shots = process.env.SCREENSHOTS
  ? (process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, 'screenshots'))
  : null;

export let browser: Browser;

export type Task = { id: string; parentId: string | null; label: string; position: number };

export async function newGoal(user: TestUser, text: string) {
  const { createGoal } = await gql<{ createGoal: { id: string; title: string } }>(
    'mutation ($input: GoalInput!) { createGoal(input: $input) { id title } }',
    { input: { text, visibility: 'private' } },
    user.token,
  );
  return createGoal;
}

export async function tasksOf(user: TestUser, goalId: string): Promise<Task[]> {
  const { goal } = await gql<{ goal: { tasks: Task[] } }>(
    'query ($id: ID!) { goal(id: $id) { tasks { id parentId label position } } }',
    { id: goalId },
    user.token,
  );
  return goal.tasks;
}

export async function statusOf(user: TestUser, goalId: string) {
  const { goal } = await gql<{ goal: { status: string } }>(
    'query ($id: ID!) { goal(id: $id) { status } }',
    { id: goalId },
    user.token,
  );
  return goal.status;
}

/** The first step of the plan's first milestone (open by default). */
export async function firstStep(user: TestUser, goalId: string) {
  const tasks = (await tasksOf(user, goalId)).sort((a, b) => a.position - b.position);
  const milestone = tasks.find((t) => t.parentId === null)!;
  return tasks.find((t) => t.parentId === milestone.id)!;
}

export function failOnNativeDialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    browser = await launch();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
}
