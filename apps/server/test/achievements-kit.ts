// What achievements.test.ts share: their app, fixtures and helpers.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { achievements, events, notifications } from '../src/db/schema.js';
import { startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export interface TaskRow {
  id: string;
  parentId: string | null;
  completed: boolean;
}

export interface GoalRow {
  id: string;
  status: string;
  tasks: TaskRow[];
}

export const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { id status tasks { id parentId completed } } }`;

export const TICK = `mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) {
  id completed tick { streak { current best todayDone frozenDays } earned milestoneDone goalDone } } }`;

export const ACHIEVEMENTS = `query($u: String!) { achievements(username: $u) {
  earned { key earnedAt goal { id title } } next { key progress target } streak { current best todayDone frozenDays } } }`;

export const ACTIVITY = `query($y: Int) { activity(year: $y) { from to total days { date count } weekly { weekStart count } } }`;

export const STATUS = `mutation($id: ID!, $s: GoalStatus!, $o: OpenStepsChoice) {
  setGoalStatus(id: $id, status: $s, openSteps: $o) { id status } }`;

export type Tick = {
  id: string;
  completed: boolean;
  tick: {
    streak: { current: number; best: number; todayDone: boolean; frozenDays: string[] };
    earned: string[];
    milestoneDone: boolean;
    goalDone: boolean;
  } | null;
};

export async function newGoal(token: string, input: Record<string, unknown>): Promise<GoalRow> {
  const res = await app.gql<{ createGoal: GoalRow }>(CREATE, { input }, { token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal;
}

export async function tick(token: string, id: string, completed = true): Promise<Tick> {
  const res = await app.gql<{ setTaskCompleted: Tick }>(TICK, { id, c: completed }, { token });
  if (!res.data?.setTaskCompleted) throw new Error(JSON.stringify(res.errors));
  return res.data.setTaskCompleted;
}

export async function achievementsOf(username: string, token?: string) {
  const res = await app.gql(ACHIEVEMENTS, { u: username }, token ? { token } : {});
  if (!res.data?.achievements) throw new Error(JSON.stringify(res.errors));
  return res.data.achievements as {
    earned: Array<{ key: string; earnedAt: string; goal: { id: string; title: string } | null }>;
    next: Array<{ key: string; progress: number; target: number }> | null;
    streak: { current: number; best: number; todayDone: boolean; frozenDays: string[] };
  };
}

export const db = () => app.database.db;

export async function rowsOf(userId: string, key: string) {
  const held = await db()
    .select()
    .from(achievements)
    .where(and(eq(achievements.userId, userId), eq(achievements.key, key)));
  const news = await db()
    .select()
    .from(events)
    .where(
      and(
        eq(events.actorId, userId),
        eq(events.kind, 'achievement_earned'),
        sql`${events.data}->>'key' = ${key}`,
      ),
    );
  const bell = await db()
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'achievement'),
        sql`${notifications.data}->>'key' = ${key}`,
      ),
    );
  return { held: held.length, news: news.length, bell: bell.length, row: held[0] };
}

export const milestonesOf = (goal: GoalRow) => goal.tasks.filter((t) => t.parentId === null);

export const stepsOf = (goal: GoalRow, milestoneId: string) =>
  goal.tasks.filter((t) => t.parentId === milestoneId);

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
}
