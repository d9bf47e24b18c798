// What search.test.ts share: their app, fixtures and helpers.
import { afterAll, beforeAll } from 'vitest';
import { registerUser, startTestApp, type TestApp } from './harness.js';

export const PASSWORD = 'violet tractor mango sings';

export const SEARCH = `query($q: String!, $first: Int) { search(query: $q, first: $first) {
  people { id username name followedByMe }
  goals { goal { id title visibility progress } owner { id username } } } }`;

export const FILL = `mutation($f: String!, $l: String!) { fillBaseBio(firstName: $f, lastName: $l, birthday: "1990-05-01") { id name } }`;

export const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id title visibility } }';

export const DELETE = 'mutation($id: ID!) { deleteGoal(id: $id) }';

export type User = Awaited<ReturnType<typeof registerUser>>;

export type Results = {
  people: Array<{ id: string; username: string; name: string; followedByMe: boolean | null }>;
  goals: Array<{ goal: { id: string; title: string; visibility: string }; owner: { id: string } }>;
};

export let app: TestApp;

export let n = 0;

export let john: User;

export let runner: User;

export let viewer: User;

export const goalIds: Record<string, string> = {};

export async function named(first: string, last: string) {
  const user = await registerUser(app, `search${++n}.${Date.now()}@example.com`, PASSWORD);
  const res = await app.gql(FILL, { f: first, l: last }, { token: user.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return user;
}

export async function goal(owner: User, title: string, visibility: string) {
  const res = await app.gql(CREATE, { input: { text: title, title, visibility } }, { token: owner.token });
  if (!res.data?.createGoal) throw new Error(JSON.stringify(res.errors));
  goalIds[title] = res.data.createGoal.id;
  return res.data.createGoal.id as string;
}

export async function find(q: string, token?: string, first?: number): Promise<Results> {
  const res = await app.gql(SEARCH, { q, ...(first ? { first } : {}) }, token ? { token } : {});
  if (!res.data?.search) throw new Error(JSON.stringify(res.errors));
  return res.data.search as Results;
}

export const names = (r: Results) => r.people.map((p) => p.name);

export const usernames = (r: Results) => r.people.map((p) => p.username);

/** The text of a plan, for statements run in a transaction that is rolled back (on PGlite or PostgreSQL). */
export async function planIn(statements: string[]): Promise<string> {
  const { database } = app;
  const plan = (rows: Array<Record<string, string>>) => rows.map((r) => r['QUERY PLAN']).join('\n');
  let text = '';
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      for (const s of statements) {
        const res = await client.query(s);
        if (s.startsWith('explain')) text = plan(res.rows);
      }
      await client.query('rollback');
    } finally {
      client.release();
    }
  } else {
    text = await database.pglite!.transaction(async (tx) => {
      let out = '';
      for (const s of statements) {
        const res = await tx.query<Record<string, string>>(s);
        if (s.startsWith('explain')) out = plan(res.rows);
      }
      await tx.rollback();
      return out;
    });
  }
  return text;
}

export const titles = (r: Results) => r.goals.map((g) => g.goal.title);

/** The app (and what else the tests share) for the file that calls it: before its tests, then closed. */
export function setUpFile(): void {
  beforeAll(async () => {
    app = await startTestApp({ limits: { registerIp: { points: 10_000, duration: 3600 } } });
    await named('Анна', 'Петрова');
    john = await named('John', 'Smith');
    await named('Zoë', 'Müller');
    runner = await named('Ivan', 'Runner');
    viewer = await named('Vera', 'Viewer');
    await goal(runner, 'Run a marathon in spring', 'public');
    await goal(runner, 'Пробежать марафон к осени', 'public');
    await goal(runner, 'Secret marathon training', 'private');
    await goal(runner, 'Marathon with my followers', 'followers');
    await goal(runner, 'Deleted marathon attempt', 'public');
    await app.gql(DELETE, { id: goalIds['Deleted marathon attempt'] }, { token: runner.token });
  });
  afterAll(() => app?.close());
}
