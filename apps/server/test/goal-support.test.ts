import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const PREVIEW = `query($text: String!) { previewGoal(text: $text) { language domain warnings { code message } } }`;
const CREATE = `mutation($input: GoalInput!) { createGoal(input: $input) { id tasks { id } } }`;
const GOALS = '{ myGoals { items { id } } }';

describe('a goal in words of self-harm: no plan, no goal, a kind message with where to find help', () => {
  it.each([
    ['I want to kill myself', 'en', /not alone/, /findahelpline|112/],
    ['не хочу больше жить', 'ru', /не одни/, /8-800-2000-122/],
  ])('%s', async (text, lang, kind, contact) => {
    const user = await registerUser(app);

    const preview = await app.gql(PREVIEW, { text }, { token: user.token, lang });
    expect(preview.errors).toBeUndefined();
    const p = preview.data?.previewGoal as {
      language: string;
      domain: string;
      warnings: { code: string; message: string }[];
    };
    expect(p.language).toBe(lang);
    expect(p.domain).toBe('support');
    expect(p.warnings.map((w) => w.code)).toEqual(['support']);
    expect(p.warnings[0]?.message).toMatch(kind);

    const created = await app.gql(CREATE, { input: { text } }, { token: user.token, lang });
    expect(created.data?.createGoal ?? null).toBeNull();
    expect(codeOf(created)).toBe('BAD_USER_INPUT');
    expect(created.errors?.[0]?.extensions?.field).toBe('text');
    expect(messageOf(created)).toMatch(kind);
    expect(messageOf(created)).toMatch(contact);

    const goals = await app.gql(GOALS, {}, { token: user.token });
    expect(goals.data?.myGoals.items).toEqual([]);
  });

  it('an ordinary goal with a word that only sounds alarming is still created with steps', async () => {
    const user = await registerUser(app);
    const created = await app.gql(
      CREATE,
      { input: { text: 'Kill it at my open mic in March' } },
      { token: user.token },
    );
    expect(created.errors).toBeUndefined();
    const goal = created.data?.createGoal as { tasks: unknown[] } | undefined;
    expect(goal?.tasks.length).toBeGreaterThan(0);
  });
});
