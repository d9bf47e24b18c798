// Setup re-run from settings: someone who has a goal may leave the goal out (nothing is created);
// someone without one still has to give it. Over HTTP, both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const FINISH =
  'mutation($i: [String!]!, $g: String!) { finishSetup(interests: $i, goalText: $g) { id status } }';
const GOALS = '{ myGoals(first: 50) { items { id title } } }';
const STATUS = '{ currentUser { entities { status } } }';

async function goalCount(token: string) {
  const res = await app.gql<{ myGoals: { items: unknown[] } }>(GOALS, {}, { token });
  return res.data!.myGoals.items.length;
}

describe('finishSetup without a goal', () => {
  it('is refused for someone with no goal yet, in both languages, and changes nothing', async () => {
    const user = await registerUser(app);
    for (const g of ['', '   ']) {
      const res = await app.gql(FINISH, { i: ['health'], g }, { token: user.token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.field).toBe('goalText');
    }
    const ru = await app.gql(FINISH, { i: ['health'], g: '' }, { token: user.token, lang: 'ru' });
    expect(messageOf(ru)).toBe('Опишите цель: от 3 до 500 символов.');
    const status = await app.gql(STATUS, {}, { token: user.token });
    expect(status.data!.currentUser.entities.status).toBe('0');
  });

  it('keeps the goals as they are when someone who has one re-runs setup and leaves it out', async () => {
    const user = await registerUser(app);
    const first = await app.gql(FINISH, { i: ['health'], g: 'Run 5 km by June' }, { token: user.token });
    expect(first.data!.finishSetup.status).toBe('1');
    expect(await goalCount(user.token)).toBe(1);
    const again = await app.gql(FINISH, { i: ['career', 'finances'], g: '' }, { token: user.token });
    expect(again.errors).toBeUndefined();
    expect(again.data!.finishSetup.status).toBe('1');
    expect(await goalCount(user.token)).toBe(1);
    // A goal typed on a re-run is created, not thrown away.
    await app.gql(FINISH, { i: ['career'], g: 'Read 12 books this year' }, { token: user.token });
    const titles = (await app.gql(GOALS, {}, { token: user.token })).data!.myGoals.items.map(
      (g: { title: string }) => g.title,
    );
    expect(titles).toHaveLength(2);
  });

  it('asks for a goal again once every goal was deleted', async () => {
    const user = await registerUser(app);
    await app.gql(FINISH, { i: ['health'], g: 'Run 5 km by June' }, { token: user.token });
    const [goal] = (await app.gql(GOALS, {}, { token: user.token })).data!.myGoals.items as { id: string }[];
    const del = await app.gql(
      'mutation($id: ID!) { deleteGoal(id: $id) }',
      { id: goal!.id },
      { token: user.token },
    );
    expect(del.errors).toBeUndefined();
    expect(codeOf(await app.gql(FINISH, { i: ['health'], g: '' }, { token: user.token }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
