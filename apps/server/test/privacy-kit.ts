// What privacy.test.ts share: their app, fixtures and helpers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { planMembers } from '../src/db/schema.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

export let app: TestApp;

export type User = Awaited<ReturnType<typeof registerUser>>;

export const PASSWORD = 'violet tractor mango sings';

export let n = 0;

export const person = () => registerUser(app, `privacy${++n}.${Date.now()}@example.com`, PASSWORD);

export const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id title } }';

export const GOAL = 'query($id: ID!) { goal(id: $id) { id visibility myRole offer { open memberCount } } }';

export const PRIVATE =
  'mutation($id: ID!) { updateGoal(id: $id, patch: { visibility: private }) { id visibility } }';

export const OPEN = 'mutation($g: ID!) { openOffer(goalId: $g, input: {}) { id } }';

export const JOIN = 'mutation($g: ID!) { joinPlan(goalId: $g) { id } }';

export const JOINED = '{ joinedGoals { id } }';

export const BELL = '{ notifications(first: 20) { items { kind actor { id } goalId title } } }';

export const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

export const BLOCK = 'mutation($id: ID!) { block(userId: $id) { id } }';

export const MENTOR = `mutation($input: MentorProfileInput!) { becomeMentor(input: $input) { active } }`;

export const SET_MENTOR = 'mutation($id: ID) { setMentor(mentorId: $id) { mentorId } }';

export const MENTEES = '{ mentees { person { id username } goals { goal { id } } } }';

export const ITEM = 'id kind actor { id } subject { id } goalId';

export const NEWS = `{ news(first: 50) { items { ${ITEM} } } }`;

export const USER_NEWS = `query($u: String!) { userNews(username: $u, first: 50) { items { ${ITEM} } } }`;

export const NEWS_ADDED = `subscription { newsAdded { ${ITEM} } }`;

export async function ok<T = any>(
  query: string,
  variables: Record<string, unknown>,
  user?: User,
): Promise<T> {
  const res = await app.gql(query, variables, { token: user?.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

export const newGoal = async (owner: User, visibility = 'public') =>
  (await ok(CREATE, { input: { text: 'Read 12 books in 3 months', visibility } }, owner)).createGoal as {
    id: string;
    title: string;
  };

export async function sharedPlan(owner: User, ...members: User[]) {
  const goal = await newGoal(owner);
  await ok(OPEN, { g: goal.id }, owner);
  for (const m of members) await ok(JOIN, { g: goal.id }, m);
  return goal;
}

export const bell = async (user: User) =>
  (await ok(BELL, {}, user)).notifications.items as Array<{
    kind: string;
    actor: { id: string } | null;
    goalId: string | null;
    title: string | null;
  }>;

export const membershipsOf = (userId: string) =>
  app.database.db.select().from(planMembers).where(eq(planMembers.userId, userId));

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
  });
  afterAll(() => app.close());
}
