import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, outbox } from '../src/db/schema.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

/**
 * What a signed-in account can aim at others or guess: e-mail change letters go to an address the person has
 * not shown to be theirs, so they are limited per account and per address, and the answer does not tell a
 * taken address from a free one; the current password is guessed at most a few times a minute (password
 * change, account deletion, e-mail change).
 */
const PASSWORD = 'correct horse battery';
const REQUEST_EMAIL = 'mutation($e: String!, $p: String) { requestEmailChange(newEmail: $e, password: $p) }';
const CHANGE_PASSWORD =
  'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const DELETE = 'mutation($p: String, $u: String) { deleteAccount(password: $p, username: $u) }';
const ME = '{ currentUser { entities { id email } } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    limits: {
      registerIp: { points: 10_000, duration: 3600 },
      emailChangeUser: { points: 3, duration: 3600 },
      emailChangeAddress: { points: 2, duration: 3600 },
      currentPassword: { points: 3, duration: 60 },
    },
  });
});
afterAll(() => app?.close());

let n = 0;
const person = () => registerUser(app, `guard${++n}.${Date.now()}@example.com`, PASSWORD);
const lettersTo = (address: string) => app.database.db.select().from(outbox).where(eq(outbox.to, address));

describe('e-mail change letters', () => {
  it('a taken address gets the same answer as a free one and no letter; its owner is not told', async () => {
    const me = await person();
    const owner = await person();
    const free = `free.${Date.now()}@example.com`;
    const toFree = await app.gql(REQUEST_EMAIL, { e: free, p: PASSWORD }, { token: me.token });
    const toTaken = await app.gql(REQUEST_EMAIL, { e: owner.email, p: PASSWORD }, { token: me.token });
    // Before: the taken address answered EMAIL_TAKEN ("This e-mail is already in use").
    expect(toTaken.errors).toBeUndefined();
    expect(toTaken).toMatchObject({ status: toFree.status, data: toFree.data });
    expect(toFree.data).toEqual({ requestEmailChange: true });
    expect(await lettersTo(owner.email)).toEqual([]);
    // The request for the taken address voided the earlier link, as any newer request does.
    expect(await app.database.db.select().from(emailChanges).where(eq(emailChanges.userId, me.id))).toEqual(
      [],
    );
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.email).toBe(me.email);
  });

  it('one account asks for a few letters a day, in ru and en; past that nothing is written', async () => {
    const me = await person();
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await app.gql(
        REQUEST_EMAIL,
        { e: `many${i}.${Date.now()}@example.com`, p: PASSWORD },
        {
          token: me.token,
          lang: i === 4 ? 'ru' : 'en',
        },
      );
      codes.push(codeOf(r) ?? 'ok');
      if (i === 3) expect(messageOf(r)).toMatch(/Too many attempts/);
      if (i === 4) expect(messageOf(r)).toMatch(/Слишком много попыток/);
    }
    // Before: five letters to five addresses (no per-account limit).
    expect(codes).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED', 'RATE_LIMITED']);
    const stored = await app.database.db.select().from(outbox);
    expect(stored.filter((m) => /^many[34]\./.test(m.to))).toEqual([]);
  });

  it('one address gets a few letters whoever asks, taken or not', async () => {
    const target = `target.${Date.now()}@example.com`;
    const codes: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const someone = await person();
      codes.push(
        codeOf(await app.gql(REQUEST_EMAIL, { e: target, p: PASSWORD }, { token: someone.token })) ?? 'ok',
      );
    }
    // Before: every account could send the address a letter.
    expect(codes).toEqual(['ok', 'ok', 'RATE_LIMITED']);
    expect(await lettersTo(target)).toHaveLength(2);
    // A taken address spends its budget the same way, so the limit does not tell it apart either.
    const owner = await person();
    const takenCodes: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const someone = await person();
      takenCodes.push(
        codeOf(await app.gql(REQUEST_EMAIL, { e: owner.email, p: PASSWORD }, { token: someone.token })) ??
          'ok',
      );
    }
    expect(takenCodes).toEqual(codes);
  });
});

describe('the current password is guessed a few times a minute', () => {
  const guesses = async (query: string, vars: (i: number) => Record<string, unknown>, token: string) => {
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i++) codes.push(codeOf(await app.gql(query, vars(i), { token })) ?? 'ok');
    return codes;
  };

  it('password change: three wrong guesses, then RATE_LIMITED even for the right one', async () => {
    const me = await person();
    const codes = await guesses(
      CHANGE_PASSWORD,
      (i) => ({ c: `wrong guess ${i}`, n: 'brand new phrase here' }),
      me.token,
    );
    // Before: five BAD_USER_INPUT answers, and a sixth guess would be tried as well.
    expect(codes).toEqual([
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    const right = await app.gql(
      CHANGE_PASSWORD,
      { c: PASSWORD, n: 'brand new phrase here' },
      { token: me.token, lang: 'ru' },
    );
    expect(codeOf(right)).toBe('RATE_LIMITED');
    expect(messageOf(right)).toMatch(/Слишком много попыток/);
  });

  it('account deletion and e-mail change count against the same few tries; the account stays', async () => {
    const me = await person();
    const del = await guesses(DELETE, (i) => ({ p: `wrong guess ${i}` }), me.token);
    expect(del).toEqual([
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    const email = await app.gql(
      REQUEST_EMAIL,
      { e: `x.${Date.now()}@example.com`, p: PASSWORD },
      { token: me.token },
    );
    expect(codeOf(email)).toBe('RATE_LIMITED');
    expect(codeOf(await app.gql(DELETE, { p: PASSWORD }, { token: me.token }))).toBe('RATE_LIMITED');
    expect((await app.gql(ME, {}, { token: me.token })).data?.currentUser.entities.id).toBe(me.id);
  });

  it('a right password gives its try back: the owner is not slowed by their own successes', async () => {
    const me = await person();
    for (let i = 0; i < 4; i++) {
      const r = await app.gql(
        REQUEST_EMAIL,
        { e: `own${i}.${Date.now()}@example.com`, p: PASSWORD },
        { token: me.token },
      );
      // The e-mail change's own limit (3 a day here) refuses the fourth, not the password guard.
      expect(codeOf(r) ?? 'ok').toBe(i < 3 ? 'ok' : 'RATE_LIMITED');
    }
    expect(codeOf(await app.gql(DELETE, { p: 'one wrong guess' }, { token: me.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await app.gql(DELETE, { p: PASSWORD }, { token: me.token })).toMatchObject({
      data: { deleteAccount: true },
    });
  });
});
