import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

/** Per-user limits on the operations that cost the server most (planning a goal, images). */
const CREATE = 'mutation($input: GoalInput!) { createGoal(input: $input) { id } }';
const PREVIEW = 'query($t: String!) { previewGoal(text: $t) { title } }';
const REGENERATE = 'mutation($g: ID!) { regeneratePlan(goalId: $g) { id } }';
const REPLAN = 'mutation($g: ID!) { replanGoal(goalId: $g) { moved } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    limits: {
      goalCreate: { points: 2, duration: 3600 },
      goalPreview: { points: 3, duration: 600 },
      goalPlan: { points: 2, duration: 3600 },
    },
  });
});
afterAll(() => app.close());

describe('costly operations, per user', () => {
  it('createGoal: the budget per user, then RATE_LIMITED in the caller’s language; others unaffected', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const create = (token: string, lang = 'en') =>
      app.gql(CREATE, { input: { text: 'Read 12 books this year' } }, { token, lang });
    expect((await create(user.token)).data?.createGoal.id).toBeTruthy();
    expect((await create(user.token)).data?.createGoal.id).toBeTruthy();
    const third = await create(user.token);
    expect(codeOf(third)).toBe('RATE_LIMITED');
    expect(messageOf(third)).toBe('Too many requests of this kind. Please wait 60 min and try again.');
    expect(third.data?.createGoal ?? null).toBeNull();
    const ru = await create(user.token, 'ru');
    expect(messageOf(ru)).toBe('Слишком много таких запросов. Подождите 60 мин и попробуйте снова.');
    expect((await create(other.token)).data?.createGoal.id).toBeTruthy();
    const goals = await app.gql('{ myGoals { items { id } } }', {}, { token: user.token });
    expect(goals.data?.myGoals.items).toHaveLength(2);
  });

  it('previewGoal has its own, larger budget', async () => {
    const user = await registerUser(app);
    const codes: unknown[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(codeOf(await app.gql(PREVIEW, { t: `Run ${i + 5} km` }, { token: user.token })));
    expect(codes).toEqual([undefined, undefined, undefined, 'RATE_LIMITED']);
  });

  it('regeneratePlan and replanGoal share one budget', async () => {
    const user = await registerUser(app);
    const goal = await app.gql(CREATE, { input: { text: 'Learn 500 Spanish words' } }, { token: user.token });
    const g = goal.data?.createGoal.id;
    expect(g).toBeTruthy();
    expect((await app.gql(REGENERATE, { g }, { token: user.token })).errors).toBeUndefined();
    expect((await app.gql(REPLAN, { g }, { token: user.token })).errors).toBeUndefined();
    expect(codeOf(await app.gql(REPLAN, { g }, { token: user.token }))).toBe('RATE_LIMITED');
    expect(codeOf(await app.gql(REGENERATE, { g }, { token: user.token }))).toBe('RATE_LIMITED');
  });
});
