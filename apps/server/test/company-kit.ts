// What company.test.ts, company-joining.test.ts, company-kudos.test.ts share: their app, fixtures and helpers.
import { afterAll, beforeAll } from 'vitest';
import { type registerUser, startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export type User = Awaited<ReturnType<typeof registerUser>>;

export type TaskItem = { id: string; parentId: string | null; date: string | null; completed: boolean };

export const TASK = 'id parentId date completed memberProgress { userId done total }';

export const GOAL = `id visibility doneCount totalCount myRole owner { id username }
  offer { note audience memberCap memberCount open openedAt }
  members { user { id username } role doneCount totalCount kudosToday lastActiveAt }
  tasks { ${TASK} }`;

export const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { ${GOAL} } }`;

export const GET = `query($id: ID!) { goal(id: $id) { ${GOAL} } }`;

export const OPEN = `mutation($g: ID!, $input: OfferInput!) { openOffer(goalId: $g, input: $input) { ${GOAL} } }`;

export const CLOSE = `mutation($g: ID!) { closeOffer(goalId: $g) { ${GOAL} } }`;

export const JOIN = `mutation($g: ID!) { joinPlan(goalId: $g) { ${GOAL} } }`;

export const LEAVE = 'mutation($g: ID!) { leavePlan(goalId: $g) { id } }';

export const REMOVE = 'mutation($g: ID!, $u: ID!) { removeMember(goalId: $g, userId: $u) { id } }';

export const KUDOS =
  'mutation($g: ID!, $u: ID!) { giveKudos(goalId: $g, userId: $u) { user { id } kudosToday } }';

export const TICK = `mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { ${TASK} } }`;

export const OFFERS = `query($u: String!) { userProfile(username: $u) { offers {
  goal { id } note audience memberCap memberCount joinState } } }`;

export const NOTES = '{ notifications { items { kind actor { id } goalId } } }';

export const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

export const BLOCK = 'mutation($id: ID!) { block(userId: $id) { id } }';

export async function ok<T = any>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await app.gql(query, variables, { token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

export async function newGoal(user: User, visibility = 'public') {
  const data = await ok(CREATE, { input: { text: 'Read 12 books in 3 months', visibility } }, user.token);
  return data.createGoal as { id: string; tasks: TaskItem[] };
}

export async function offered(owner: User, input: Record<string, unknown> = {}, visibility = 'public') {
  const goal = await newGoal(owner, visibility);
  await ok(OPEN, { g: goal.id, input }, owner.token);
  return goal;
}

export const kinds = async (user: User) =>
  (
    (await ok(NOTES, {}, user.token)).notifications.items as Array<{ kind: string; actor: { id: string } }>
  ).map((n) => `${n.kind}:${n.actor?.id}`);

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
  });
  afterAll(() => app.close());
}
