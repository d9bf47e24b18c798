// What news.test.ts, news-processes.test.ts share: their app, fixtures and helpers.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { fanoutSettings } from '../src/modules/news/fanout.js';
import { registerUser, startTestApp, type TestApp } from './harness.js';

export const PASSWORD = 'violet tractor mango sings';

export const ITEM =
  'id kind actor { id username name avatarUrl } subject { id username } goalId taskId goalTitle milestoneLabel createdAt';

export const NEWS = `query($first: Int, $after: String) { news(first: $first, after: $after) { items { ${ITEM} } endCursor hasNextPage } }`;

export const USER_NEWS = `query($u: String!, $first: Int, $after: String) { userNews(username: $u, first: $first, after: $after) { items { ${ITEM} } endCursor hasNextPage } }`;

export const NEWS_ADDED = `subscription { newsAdded { ${ITEM} } }`;

export const CREATE =
  'mutation($input: GoalInput!) { createGoal(input: $input) { id title tasks { id parentId } } }';

export const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

export const BLOCK = 'mutation($id: ID!) { block(userId: $id) { id } }';

export const TICK = 'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id } }';

export let app: TestApp;

export type User = Awaited<ReturnType<typeof registerUser>>;

export type Item = {
  id: string;
  kind: string;
  actor: { id: string };
  goalId: string | null;
  goalTitle: string | null;
};

export let n = 0;

export const person = () => registerUser(app, `news${++n}.${Date.now()}@example.com`, PASSWORD);

export const follow = (who: User, whom: User) => app.gql(FOLLOW, { id: whom.id }, { token: who.token });

export async function goal(owner: User, text: string, visibility = 'public') {
  const res = await app.gql(CREATE, { input: { text, visibility } }, { token: owner.token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  return res.data.createGoal as {
    id: string;
    title: string;
    tasks: Array<{ id: string; parentId: string | null }>;
  };
}

export const news = async (viewer?: User, variables: Record<string, unknown> = {}) => {
  const res = await app.gql(NEWS, { first: 100, ...variables }, viewer ? { token: viewer.token } : {});
  expect(res.errors).toBeUndefined();
  return res.data!.news.items as Item[];
};

export const userNews = async (of: User, viewer?: User) => {
  const res = await app.gql(USER_NEWS, { u: of.username, first: 100 }, viewer ? { token: viewer.token } : {});
  expect(res.errors).toBeUndefined();
  return res.data!.userNews.items as Item[];
};

// The goals' own lines (a first goal's achievement is a line of its own, checked where it matters).
export const goalIds = (items: Item[]) =>
  items.filter((i) => i.kind !== 'achievement_earned').map((i) => i.goalId);

export const settle = () => new Promise((r) => setTimeout(r, 300));

export const redisUrl = process.env.TEST_REDIS_URL;

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({ limits: { registerIp: { points: 10_000, duration: 3600 } } });
  });
  afterAll(() => app?.close());
  afterEach(() => {
    fanoutSettings.directLimit = 200;
  });
}
