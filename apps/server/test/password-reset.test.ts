import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../src/db/schema.js';
import { hashToken } from '../src/lib/tokens.js';
import { CURRENT_USER, codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

const REQUEST = 'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { PUBLIC_URL: 'https://stepwise.example' },
    limits: { resetIp: { points: 100, duration: 60 } },
  });
});
afterAll(() => app.close());

/** The link of the newest letter to an address, waiting for the letter (it is sent after the answer). */
async function linkFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [mail] = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt));
    const link = mail?.text.match(/https:\/\/stepwise\.example\/reset-password\?token=(\S+)/)?.[1];
    if (link) return decodeURIComponent(link);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no letter to ${email}`);
}

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses; only the known one gets a letter', async () => {
    const user = await registerUser(app, 'forgetful@example.com');
    const known = await app.gql(REQUEST, { email: user.email });
    const unknown = await app.gql(REQUEST, { email: 'nobody-here@example.com' });
    expect(known).toMatchObject({ data: { requestPasswordReset: true }, errors: undefined });
    expect(unknown.data).toEqual(known.data);
    expect(await linkFor(user.email)).toHaveLength(43);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      await app.database.db.select().from(outbox).where(eq(outbox.to, 'nobody-here@example.com')),
    ).toEqual([]);
  });

  it('writes the letter in the account language', async () => {
    const user = await registerUser(app, 'russian@example.com');
    await app.gql('mutation { updateSettings(lang: "ru") { id } }', {}, { token: user.token });
    await app.gql(REQUEST, { email: user.email });
    await linkFor(user.email);
    const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail!.subject).toBe('Сброс пароля Stepwise');
  });

  it('sets the new password with a single-use token and signs out every session', async () => {
    const user = await registerUser(app, 'reset-me@example.com', 'old password');
    await app.gql(REQUEST, { email: user.email });
    const token = await linkFor(user.email);
    expect(await app.gql(RESET, { token, password: 'brand new pass' })).toMatchObject({
      data: { resetPassword: true },
    });
    expect(codeOf(await app.gql(CURRENT_USER, {}, { token: user.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.gql(LOGIN, { email: user.email, password: 'old password' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await app.gql(LOGIN, { email: user.email, password: 'brand new pass' })).data?.login.token,
    ).toBeTruthy();
    const again = await app.gql(RESET, { token, password: 'third password' });
    expect(messageOf(again)).toBe('This password reset link is invalid or has expired. Request a new one.');
    expect(
      (await app.gql(LOGIN, { email: user.email, password: 'brand new pass' })).data?.login.token,
    ).toBeTruthy();
  });

  it('refuses an expired token and an unknown one, leaving the password as it was', async () => {
    const user = await registerUser(app, 'late@example.com', 'old password');
    await app.gql(REQUEST, { email: user.email });
    const token = await linkFor(user.email);
    await app.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(codeOf(await app.gql(RESET, { token, password: 'brand new pass' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.gql(RESET, { token: 'made-up', password: 'brand new pass' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await app.gql(LOGIN, { email: user.email, password: 'old password' })).data?.login.token,
    ).toBeTruthy();
  });

  it('checks the new password length before spending the token', async () => {
    const user = await registerUser(app, 'short-new@example.com');
    await app.gql(REQUEST, { email: user.email });
    const token = await linkFor(user.email);
    expect(messageOf(await app.gql(RESET, { token, password: 'short' }))).toMatch(/8 to 128/);
    expect((await app.gql(RESET, { token, password: 'long enough now' })).data).toEqual({
      resetPassword: true,
    });
  });
});
