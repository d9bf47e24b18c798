import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../src/db/schema.js';
import { hashToken } from '../src/kernel/tokens.js';
import { CURRENT_USER, codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

const CHANGE = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';

const REQUEST = 'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { PUBLIC_URL: 'https://stepwise.example' },
    limits: { resetIp: { points: 100, duration: 60 }, resetCooldown: { points: 100, duration: 60 } },
  });
});
afterAll(() => app.close());

/** The links of the letters to an address, oldest first. */
async function linksFor(email: string): Promise<string[]> {
  const mails = await app.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt));
  return mails
    .reverse()
    .map((m) => m.text.match(/https:\/\/stepwise\.example\/reset-password\?token=(\S+)/)?.[1])
    .filter((l): l is string => Boolean(l))
    .map(decodeURIComponent);
}

/** The link of the newest letter to an address, waiting for the letter (it is sent after the answer). */
async function linkFor(email: string, count = 1): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const links = await linksFor(email);
    if (links.length >= count) return links[links.length - 1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no letter to ${email}`);
}

/** Asks for `n` new letters and returns their links, oldest first. */
async function requestLinks(email: string, n: number): Promise<string[]> {
  const before = (await linksFor(email)).length;
  for (let i = 1; i <= n; i++) {
    expect((await app.gql(REQUEST, { email })).data).toEqual({ requestPasswordReset: true });
    await linkFor(email, before + i);
  }
  return (await linksFor(email)).slice(before);
}

const signsIn = async (email: string, password: string) =>
  Boolean((await app.gql(LOGIN, { email, password })).data?.login?.token);

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
    const user = await registerUser(app, 'reset-me@example.com', 'my old password');
    await app.gql(REQUEST, { email: user.email });
    const token = await linkFor(user.email);
    expect(await app.gql(RESET, { token, password: 'brand new pass' })).toMatchObject({
      data: { resetPassword: true },
    });
    expect(codeOf(await app.gql(CURRENT_USER, {}, { token: user.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.gql(LOGIN, { email: user.email, password: 'my old password' }))).toBe(
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
    const user = await registerUser(app, 'late@example.com', 'my old password');
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
      (await app.gql(LOGIN, { email: user.email, password: 'my old password' })).data?.login.token,
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

  it('using one link voids every other outstanding link of the account', async () => {
    const user = await registerUser(app, 'two-links@example.com', 'my old password');
    const [first, second, third] = await requestLinks(user.email, 3);
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await app.gql(RESET, { token: second, password: 'brand new pass' })).data).toEqual({
      resetPassword: true,
    });
    // An older and a newer letter, both unused and unexpired: neither works any more.
    for (const stale of [first!, third!]) {
      const res = await app.gql(RESET, { token: stale, password: 'attacker chosen phrase' }, { lang: 'ru' });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(messageOf(res)).toBe('Ссылка для сброса пароля недействительна или устарела. Запросите новую.');
    }
    expect(await signsIn(user.email, 'brand new pass')).toBe(true);
    expect(await signsIn(user.email, 'attacker chosen phrase')).toBe(false);
  });

  it('changing the password voids the links sent before, and ends the other sessions', async () => {
    const user = await registerUser(app, 'changed-after@example.com', 'my old password');
    const other = await app.gql(LOGIN, { email: user.email, password: 'my old password' });
    const [link] = await requestLinks(user.email, 1);
    const changed = await app.gql(
      CHANGE,
      { c: 'my old password', n: 'quiet harbor lamp' },
      { token: user.token },
    );
    expect(changed.data).toEqual({ changePassword: true });
    const res = await app.gql(RESET, { token: link, password: 'attacker chosen phrase' });
    expect(messageOf(res)).toBe('This password reset link is invalid or has expired. Request a new one.');
    expect(await signsIn(user.email, 'quiet harbor lamp')).toBe(true);
    expect(codeOf(await app.gql(CURRENT_USER, {}, { token: other.data!.login.token }))).toBe(
      'UNAUTHENTICATED',
    );
    // A link asked for after the change works as usual.
    const fresh = await requestLinks(user.email, 1);
    expect((await app.gql(RESET, { token: fresh[0], password: 'violet tram seven' })).data).toEqual({
      resetPassword: true,
    });
  });
});
