// What reflow.test.ts share: their app, fixtures and helpers.
import { afterAll, beforeAll, expect } from 'vitest';
import { type registerUser, startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export type User = Awaited<ReturnType<typeof registerUser>>;

export type Task = {
  id: string;
  parentId: string | null;
  date: string | null;
  time: string | null;
  completed: boolean;
  byHand: boolean;
};

export type Goal = {
  id: string;
  deadline: string | null;
  rhythm: { weekdays: number[]; timeOfDay: string | null } | null;
  tasks: Task[];
};

export type Option = {
  kind: string;
  available: boolean;
  reason: string | null;
  moves: Array<{ id: string; date: string; time: string }>;
  drops: string[];
  finish: string | null;
  deadline: string | null;
  perWeek: number;
  perWeekBefore: number;
};

export const GOAL =
  'id deadline rhythm { weekdays timeOfDay } tasks { id parentId date time completed byHand }';

export const OPTION =
  'kind available reason moves { id date time } drops finish deadline perWeek perWeekBefore';

export const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL} } }`;

export const GET = `query($id: ID!) { goal(id: $id) { ${GOAL} } }`;

export const CHOICE = `query($g: ID!) { replanChoice(goalId: $g) { offer missed quietDays options { ${OPTION} } } }`;

export const PREVIEW = `query($g: ID!, $c: ReflowChange!) { reflowPreview(goalId: $g, change: $c) { ${OPTION} } }`;

export const APPLY = `mutation($g: ID!, $c: ReflowChange!, $id: ID) {
  applyReflow(goalId: $g, change: $c, changeId: $id) { replanId kind moved dropped replayed goal { ${GOAL} } } }`;

export const UNDO = `mutation($id: ID!) { undoReflow(replanId: $id) { ${GOAL} } }`;

export const TICK = 'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id completed } }';

export const EDIT =
  'mutation($id: ID!, $p: TaskPatch!) { updateTask(id: $id, patch: $p) { id date byHand } }';

export const ZONE = 'mutation($tz: String) { updateSettings(timezone: $tz) { timezone } }';

export const REPLAN =
  'mutation($g: ID!) { replanGoal(goalId: $g) { moved dropped deadlineHolds proposedDeadline } }';

export async function at<T = any>(
  when: string,
  query: string,
  variables: Record<string, unknown>,
  user: User,
  lang = 'en',
) {
  return app.gql<T>(query, variables, { token: user.token, lang, headers: { 'x-stepwise-now': when } });
}

export async function ok<T = any>(
  when: string,
  query: string,
  variables: Record<string, unknown>,
  user: User,
): Promise<T> {
  const res = await at<T>(when, query, variables, user);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

export const T0 = '2026-05-04T09:00:00Z'; // Monday

export const LATER = '2026-05-18T09:00:00Z'; // two weeks on, nothing ticked since the first day

/** The plan as compared: each task's date and time, and the deadline. */
export const shape = (g: Goal) => ({
  deadline: g.deadline,
  tasks: Object.fromEntries(g.tasks.map((t) => [t.id, `${t.date} ${t.time}`])),
});

/** The plan the preview promises: the moves applied, the drops gone, its deadline. */
export function promised(before: Goal, o: Option) {
  const moves = new Map(o.moves.map((m) => [m.id, m]));
  return {
    deadline: o.deadline,
    tasks: Object.fromEntries(
      before.tasks
        .filter((t) => !o.drops.includes(t.id))
        .map((t) => {
          const m = moves.get(t.id);
          return [t.id, m ? `${m.date} ${m.time}` : `${t.date} ${t.time}`];
        }),
    ),
  };
}

export async function missedGoal(user: User): Promise<{ goal: Goal; pinned: Task }> {
  const goal = (
    await ok<{ createGoal: Goal }>(
      T0,
      CREATE,
      { input: { text: 'Run 10 km in 2 months', visibility: 'public' } },
      user,
    )
  ).createGoal;
  const steps = goal.tasks.filter((t) => t.parentId && t.date).sort((a, b) => a.date!.localeCompare(b.date!));
  await ok(T0, TICK, { id: steps[0]!.id }, user);
  // One upcoming step placed by hand on a later day.
  const pinned = steps.find((t) => t.date! > '2026-05-25')!;
  const edited = (await ok(T0, EDIT, { id: pinned.id, p: { date: '2026-06-03' } }, user)).updateTask;
  expect(edited.byHand).toBe(true);
  const now = (await ok<{ goal: Goal }>(T0, GET, { id: goal.id }, user)).goal;
  return { goal: now, pinned: now.tasks.find((t) => t.id === pinned.id)! };
}

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({
      limits: { registerIp: { points: 1000, duration: 60 }, goalPlan: { points: 1000, duration: 60 } },
    });
  });
  afterAll(() => app.close());
}
