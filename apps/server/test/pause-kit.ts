// What pause.test.ts, pause-company.test.ts share: their app, fixtures and helpers.
import { afterAll, beforeAll } from 'vitest';
import { type registerUser, startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export type User = Awaited<ReturnType<typeof registerUser>>;

export type Task = { id: string; parentId: string | null; date: string | null; completed: boolean };

export const GOAL = `id status deadline tasks { id parentId date completed }
  pause { since until reason mine }
  forecast { state daysBehind plannedFinish expectedFinish earliestFinish latestFinish }
  pace`;

export const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL} } }`;

export const GET = `query($id: ID!) { goal(id: $id) { ${GOAL} } }`;

export const PAUSE = `mutation($g: ID!, $u: Date, $r: String) { pauseGoal(goalId: $g, until: $u, reason: $r) { ${GOAL} } }`;

export const RESUME = `mutation($g: ID!, $k: Boolean, $p: Boolean) {
  resumeGoal(goalId: $g, keepDeadline: $k, replan: $p) { days moved replanned goal { ${GOAL} } } }`;

export const AGENDA =
  '{ agenda(days: 30) { today overdue { goalId } dueToday { goalId } upcoming { goalId } } }';

export const STATUS = 'mutation($id: ID!, $s: GoalStatus!) { setGoalStatus(id: $id, status: $s) { status } }';

export const TICK = 'mutation($id: ID!) { setTaskCompleted(id: $id, completed: true) { id completed } }';

export const OPEN = 'mutation($g: ID!) { openOffer(goalId: $g, input: {}) { id } }';

export const JOIN = 'mutation($g: ID!) { joinPlan(goalId: $g) { id } }';

export const ZONE = 'mutation($tz: String) { updateSettings(timezone: $tz) { timezone } }';

/** A request at a given time (the test clock); `lang` for the language of an error. */
export async function at<T = any>(
  when: string,
  query: string,
  variables: Record<string, unknown>,
  user?: User,
  lang = 'en',
) {
  const res = await app.gql<T>(query, variables, {
    token: user?.token,
    lang,
    headers: { 'x-stepwise-now': when },
  });
  return res;
}

export async function ok<T = any>(
  when: string,
  query: string,
  variables: Record<string, unknown>,
  user?: User,
): Promise<T> {
  const res = await at<T>(when, query, variables, user);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

export const agendaGoals = async (when: string, user: User) => {
  const a = (await ok(when, AGENDA, {}, user)).agenda;
  return new Set([...a.overdue, ...a.dueToday, ...a.upcoming].map((t: { goalId: string }) => t.goalId));
};

export const byId = (tasks: Task[]) => new Map(tasks.map((t) => [t.id, t]));

export const plus = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const T0 = '2026-05-04T09:00:00Z';

export async function newGoal(user: User, when = T0, text = 'Run 10 km in 2 months') {
  const goal = (await ok(when, CREATE, { input: { text, visibility: 'public' } }, user)).createGoal;
  return goal as { id: string; deadline: string; tasks: Task[] };
}

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
  });
  afterAll(() => app.close());
}
