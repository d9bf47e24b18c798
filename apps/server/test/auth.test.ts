import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../src/db/schema.js';
import { hashToken } from '../src/kernel/tokens.js';
import {
  CURRENT_USER,
  codeOf,
  messageOf,
  REGISTER,
  registerUser,
  startTestApp,
  type TestApp,
} from './harness.js';

const LOGIN = `mutation Login($email: String!, $password: String!, $rememberMe: Boolean) {
  login(email: $email, password: $password, rememberMe: $rememberMe) { token user { id email } }
}`;
const LOGOUT = 'mutation Logout { logout }';
const CHANGE = `mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const expiryOf = async (token: string) => {
  const [row] = await app.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
};

describe('register', () => {
  it('creates a user with status "0", a username from the e-mail and an argon2id hash', async () => {
    const res = await app.gql(REGISTER, {
      email: '  Olga.Ivanova+x@Example.com ',
      password: 'long enough now',
      lang: 'ru',
    });
    expect(res.errors).toBeUndefined();
    const user = res.data!.register.user;
    expect(user).toMatchObject({ status: '0', email: 'olga.ivanova+x@example.com', lang: 'ru' });
    expect(user.username).toBe('olga.ivanovax');
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('makes usernames unique with a suffix and never uses a reserved route name', async () => {
    const a = await registerUser(app, 'sam@one.example');
    const b = await registerUser(app, 'sam@two.example');
    const c = await registerUser(app, 'profile@three.example');
    expect(a.username).toBe('sam');
    expect(b.username).toBe('sam2');
    expect(c.username).not.toBe('profile');
  });

  it('says EMAIL_TAKEN (field email) when the e-mail is taken, in both languages, and changes nothing', async () => {
    await registerUser(app, 'taken@example.com');
    const before = await app.database.db.select().from(users);
    const res = await app.gql(REGISTER, { email: 'TAKEN@example.com', password: 'another long pass' });
    expect(codeOf(res)).toBe('EMAIL_TAKEN');
    expect(res.errors?.[0]?.extensions?.field).toBe('email');
    expect(messageOf(res)).toBe(
      'An account with this e-mail already exists. Sign in or reset your password.',
    );
    const ru = await app.gql(
      REGISTER,
      { email: 'taken@example.com', password: 'another long pass' },
      { lang: 'ru' },
    );
    expect(messageOf(ru)).toBe('Аккаунт с этим адресом уже есть. Войдите или восстановите пароль.');
    expect(await app.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('rejects a bad e-mail and a short password with readable messages in both languages', async () => {
    const bad = await app.gql(REGISTER, { email: 'not-an-email', password: 'long enough now' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(messageOf(bad)).toBe('Enter a valid e-mail address.');
    const short = await app.gql(
      REGISTER,
      { email: 'short@example.com', password: '1234567' },
      { lang: 'ru' },
    );
    expect(messageOf(short)).toBe('Пароль должен содержать от 8 до 128 символов.');
  });
});

describe('login and logout', () => {
  it('signs in; remember-me gives a 30-day session, otherwise one day', async () => {
    const user = await registerUser(app, 'remember@example.com', 'my own password');
    const long = await app.gql(LOGIN, { email: user.email, password: 'my own password', rememberMe: true });
    const short = await app.gql(LOGIN, { email: user.email, password: 'my own password' });
    expect(await expiryOf(long.data!.login.token)).toBeCloseTo(30, 1);
    expect(await expiryOf(short.data!.login.token)).toBeCloseTo(1, 1);
    const me = await app.gql(CURRENT_USER, {}, { token: short.data!.login.token });
    expect(me.data!.currentUser.entities.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown e-mail with the same text (S-V4)', async () => {
    const user = await registerUser(app, 'same@example.com', 'my own password');
    const wrong = await app.gql(LOGIN, { email: user.email, password: 'not my password' });
    const unknown = await app.gql(LOGIN, { email: 'nobody@example.com', password: 'not my password' });
    expect(wrong.errors).toEqual(unknown.errors);
    expect(messageOf(wrong)).toBe('Login failed. Please check your credentials.');
    expect(codeOf(wrong)).toBe('UNAUTHENTICATED');
  });

  it('runs argon2 for an unknown e-mail too, so timing does not tell who has an account', async () => {
    await registerUser(app, 'timing@example.com', 'my own password');
    const verify = vi.spyOn(argon2, 'verify');
    try {
      await app.gql(LOGIN, { email: 'timing@example.com', password: 'wrong password' });
      const known = verify.mock.calls.length;
      await app.gql(LOGIN, { email: 'ghost@example.com', password: 'wrong password' });
      expect(known).toBe(1);
      expect(verify.mock.calls.length).toBe(2);
    } finally {
      verify.mockRestore();
    }
  });

  it('logout revokes the token; a second logout is UNAUTHENTICATED', async () => {
    const user = await registerUser(app);
    expect((await app.gql(LOGOUT, {}, { token: user.token })).data).toEqual({ logout: true });
    expect(codeOf(await app.gql(CURRENT_USER, {}, { token: user.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.gql(LOGOUT, {}, { token: user.token }))).toBe('UNAUTHENTICATED');
  });

  it('logout needs a session', async () => {
    const res = await app.gql(LOGOUT);
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    expect(messageOf(res)).toBe('Please sign in.');
  });
});

describe('change password', () => {
  it('needs the current password and signs out every other session, keeping this one', async () => {
    const user = await registerUser(app, 'change@example.com', 'my old password');
    const other = await app.gql(LOGIN, { email: user.email, password: 'my old password' });
    const wrong = await app.gql(
      CHANGE,
      { currentPassword: 'nope nope', newPassword: 'good new lantern' },
      { token: user.token },
    );
    expect(messageOf(wrong)).toBe('The current password is wrong.');
    const ok = await app.gql(
      CHANGE,
      { currentPassword: 'my old password', newPassword: 'good new lantern' },
      { token: user.token },
    );
    expect(ok.data).toEqual({ changePassword: true });
    expect(codeOf(await app.gql(CURRENT_USER, {}, { token: other.data!.login.token }))).toBe(
      'UNAUTHENTICATED',
    );
    expect((await app.gql(CURRENT_USER, {}, { token: user.token })).data!.currentUser.entities.id).toBe(
      user.id,
    );
    expect(codeOf(await app.gql(LOGIN, { email: user.email, password: 'my old password' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await app.gql(LOGIN, { email: user.email, password: 'good new lantern' })).data!.login.user.id,
    ).toBe(user.id);
  });

  it('is closed to guests', async () => {
    const res = await app.gql(CHANGE, { currentPassword: 'whatever1', newPassword: 'whatever2' });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});
