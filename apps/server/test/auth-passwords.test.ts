import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '../src/db/schema.js';
import { hashToken, newToken } from '../src/kernel/tokens.js';
import { codeOf, messageOf, REGISTER, registerUser, startTestApp, type TestApp } from './harness.js';

/** OWASP ASVS 5.0 V6: new passwords are checked for strength (zxcvbn-ts, score 3 or more), with the reason. */
const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }';
const CHANGE = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ limits: { registerIp: { points: 1000, duration: 60 } } });
});
afterAll(() => app.close());

/** A live reset link for a user, made directly (the letter itself is tested in password-reset.test.ts). */
async function resetLink(userId: string): Promise<string> {
  const token = newToken();
  await app.database.db
    .insert(passwordResets)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
  return token;
}

const WEAK: Array<[string, string, string]> = [
  [
    '12345678',
    'This password is one of the most common ones and is guessed first. Choose another: a few unrelated words work well.',
    'Это один из самых распространённых паролей, его подбирают первым. Выберите другой: подойдут несколько не связанных слов.',
  ],
  [
    'password',
    'This password is one of the most common ones and is guessed first. Choose another: a few unrelated words work well.',
    'Это один из самых распространённых паролей, его подбирают первым. Выберите другой: подойдут несколько не связанных слов.',
  ],
  [
    '        ',
    'Repeated characters or chunks (like aaaa or abcabc) are easy to guess. Use a few unrelated words instead.',
    'Повторы символов или кусков (вроде aaaa или abcabc) легко подобрать. Возьмите лучше несколько не связанных слов.',
  ],
  [
    'qwertyuiop',
    'This password is one of the most common ones and is guessed first. Choose another: a few unrelated words work well.',
    'Это один из самых распространённых паролей, его подбирают первым. Выберите другой: подойдут несколько не связанных слов.',
  ],
  [
    'P@ssw0rd',
    'This password is too close to a common one. Choose another: a few unrelated words work well.',
    'Этот пароль слишком похож на распространённый. Выберите другой: подойдут несколько не связанных слов.',
  ],
];

describe('registration', () => {
  it.each(WEAK)('refuses %j with the reason, in English and in Russian', async (password, en, ru) => {
    const inEnglish = await app.gql(REGISTER, { email: 'weak@example.com', password }, { lang: 'en' });
    expect(codeOf(inEnglish)).toBe('BAD_USER_INPUT');
    expect(inEnglish.errors?.[0]?.extensions?.field).toBe('password');
    expect(messageOf(inEnglish)).toBe(en);
    const inRussian = await app.gql(REGISTER, { email: 'weak@example.com', password }, { lang: 'ru' });
    expect(messageOf(inRussian)).toBe(ru);
    expect(inRussian.data?.register ?? null).toBeNull();
  });

  it('counts the e-mail address as a word a guesser knows', async () => {
    const res = await app.gql(REGISTER, { email: 'olga.ivanova@example.com', password: 'ivanova.olga' });
    expect(messageOf(res)).toBe(
      'The password must not be built from your e-mail address or name. Choose a few unrelated words.',
    );
    // The same password is fine for someone else.
    expect(
      (await app.gql(REGISTER, { email: 'petr@example.com', password: 'ivanova.olga' })).errors,
    ).toBeUndefined();
  });

  it('refuses common Russian passwords too', async () => {
    const res = await app.gql(REGISTER, { email: 'ru@example.com', password: 'пароль12345' }, { lang: 'ru' });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(messageOf(res)).toBe(
      'Этот пароль слишком легко подобрать. Возьмите фразу подлиннее из нескольких не связанных слов.',
    );
  });

  it('accepts a passphrase', async () => {
    const res = await app.gql(REGISTER, { email: 'phrase@example.com', password: 'violet tram seven' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.register.token).toBeTruthy();
  });
});

describe('password reset', () => {
  it('refuses a weak new password with the reason, and leaves the link usable', async () => {
    const user = await registerUser(app, 'reset-weak@example.com', 'quiet harbor lamp');
    const token = await resetLink(user.id);
    for (const [password, en, ru] of WEAK) {
      const res = await app.gql(RESET, { t: token, p: password }, { lang: 'ru' });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(messageOf(res)).toBe(ru);
      expect(messageOf(await app.gql(RESET, { t: token, p: password }, { lang: 'en' }))).toBe(en);
    }
    // The account's own words count here too.
    const personal = await app.gql(RESET, { t: token, p: 'resetweak2024' }, { lang: 'en' });
    expect(messageOf(personal)).toMatch(/must not be built from your e-mail/);
    expect((await app.gql(RESET, { t: token, p: 'good old lantern' })).data).toEqual({ resetPassword: true });
    expect((await app.gql(LOGIN, { e: user.email, p: 'good old lantern' })).data?.login.token).toBeTruthy();
  });
});

describe('password change', () => {
  it('refuses a weak new password with the reason, keeping the old one', async () => {
    const user = await registerUser(app, 'change-weak@example.com', 'quiet harbor lamp');
    for (const [password, en, ru] of WEAK) {
      const res = await app.gql(
        CHANGE,
        { c: 'quiet harbor lamp', n: password },
        { token: user.token, lang: 'en' },
      );
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.field).toBe('newPassword');
      expect(messageOf(res)).toBe(en);
      const ruRes = await app.gql(
        CHANGE,
        { c: 'quiet harbor lamp', n: password },
        { token: user.token, lang: 'ru' },
      );
      expect(messageOf(ruRes)).toBe(ru);
    }
    expect((await app.gql(LOGIN, { e: user.email, p: 'quiet harbor lamp' })).data?.login.token).toBeTruthy();
    const ok = await app.gql(CHANGE, { c: 'quiet harbor lamp', n: 'seven red kites' }, { token: user.token });
    expect(ok.data).toEqual({ changePassword: true });
  });
});

describe('login', () => {
  it('caps the password length like registration, before any hashing', async () => {
    const user = await registerUser(app, 'long-login@example.com', 'quiet harbor lamp');
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const res = await app.gql(LOGIN, { e: user.email, p: 'x'.repeat(10_000) }, { lang: 'ru' });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(messageOf(res)).toBe('Пароль должен содержать от 8 до 128 символов.');
      expect(verify).not.toHaveBeenCalled();
      // 128 characters is still a (wrong) password like any other.
      const max = await app.gql(LOGIN, { e: user.email, p: 'y'.repeat(128) });
      expect(codeOf(max)).toBe('UNAUTHENTICATED');
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });
});
