import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema.js';
import { hashToken, newToken } from '../src/kernel/tokens.js';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

/**
 * Sign-in limits across addresses (decision record 084): guesses at one account are capped across every
 * address, and a device the owner signed in on before (it holds the deviceToken a sign-in gave) is counted
 * apart, so neither a botnet nor a stranger behind the owner's own shared address locks the owner out.
 */
const LOGIN = `mutation($email: String!, $password: String!, $device: String) {
  login(email: $email, password: $password, deviceToken: $device) { token deviceToken } }`;
const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }';
const PASSWORD = 'quiet harbor lamp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { TRUST_PROXY: 'true' },
    limits: {
      registerIp: { points: 10_000, duration: 3600 },
      loginIp: { points: 6, duration: 3600 },
      loginPair: { free: 3, delay: 60, maxDelay: 600, window: 3600 },
      loginAccount: { points: 10, duration: 3600 },
      resetIp: { points: 100, duration: 3600 },
    },
  });
});
afterAll(() => app?.close());

let n = 0;
const owner = () => registerUser(app, `cap${++n}.${Date.now()}@example.com`, PASSWORD);
const login = (email: string, password: string, ip: string, device?: string | null, lang = 'en') =>
  app.gql<{ login: { token: string; deviceToken: string | null } }>(
    LOGIN,
    { email, password, device: device ?? null },
    { headers: { 'x-forwarded-for': ip }, lang },
  );
/** Addresses of a botnet: one guess each, so no address and no account+address pair is ever slowed down. */
const bot = (i: number) => `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`;

describe('guesses at one account from many addresses', () => {
  it('are capped across addresses; the owner still signs in on a device they used before', async () => {
    const me = await owner();
    const home = await login(me.email, PASSWORD, '192.0.2.10');
    const device = home.data?.login.deviceToken;
    expect(device).toMatch(/^[\w-]{40,}$/);
    const codes: unknown[] = [];
    for (let i = 0; i < 14; i++) codes.push(codeOf(await login(me.email, `guess ${i}`, bot(i))));
    // Before: all 14 were tried (each new address had its own 5 free guesses, with no cap for the account).
    expect(codes.slice(0, 10).every((c) => c === 'UNAUTHENTICATED')).toBe(true);
    expect(codes.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    // Even the right password from yet another address waits out the cap…
    const fresh = await login(me.email, PASSWORD, bot(99), null, 'ru');
    expect(codeOf(fresh)).toBe('RATE_LIMITED');
    expect(messageOf(fresh)).toMatch(/Слишком много попыток/);
    // …while the owner's device signs in at once, from home or from one of the guessing addresses.
    expect((await login(me.email, PASSWORD, '192.0.2.10', device)).data?.login.token).toBeTruthy();
    const there = await login(me.email, PASSWORD, bot(3), device);
    expect(there.errors).toBeUndefined();
    expect(there.data?.login.deviceToken).toBe(device);
  });

  it("a stranger behind the owner's shared address cannot lock the owner's device out", async () => {
    const me = await owner();
    const office = '203.0.113.40';
    const device = (await login(me.email, PASSWORD, office)).data?.login.deviceToken;
    expect(device).toBeTruthy();
    // The stranger spends the account+address pair (3 free, then waits) and the address's budget (6 an hour).
    const codes: unknown[] = [];
    for (let i = 0; i < 8; i++) codes.push(codeOf(await login(me.email, `office guess ${i}`, office)));
    expect(codes.slice(0, 3)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(codes.slice(3).every((c) => c === 'RATE_LIMITED')).toBe(true);
    expect(codeOf(await login(me.email, PASSWORD, office))).toBe('RATE_LIMITED');
    // The owner's browser at the same desk, holding its device token: signed in.
    // Before: RATE_LIMITED for up to an hour (there was no device to tell the owner from the stranger).
    const mine = await login(me.email, PASSWORD, office, device);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.login.token).toBeTruthy();
  });

  it('a device token helps only its own account, and guesses on it still wait', async () => {
    const me = await owner();
    const other = await owner();
    const device = (await login(me.email, PASSWORD, '192.0.2.20')).data?.login.deviceToken;
    // On another account the token is nobody's device: that account's own limits apply.
    const codes: unknown[] = [];
    for (let i = 0; i < 4; i++) codes.push(codeOf(await login(other.email, `x ${i}`, '192.0.2.21', device)));
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    // A stolen device token buys no free guesses: three, then the pair's wait.
    const own: unknown[] = [];
    for (let i = 0; i < 4; i++)
      own.push(codeOf(await login(me.email, `y ${i}`, `192.0.2.${30 + i}`, device)));
    expect(own).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
  });

  it('a password reset lets the owner in from a new address again', async () => {
    const me = await owner();
    for (let i = 0; i < 11; i++) await login(me.email, `reset guess ${i}`, bot(300 + i));
    expect(codeOf(await login(me.email, PASSWORD, '192.0.2.50'))).toBe('RATE_LIMITED');
    const token = newToken();
    await app.database.db
      .insert(passwordResets)
      .values({ userId: me.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) });
    const reset = await app.gql(RESET, { t: token, p: 'a fresh river stone' });
    expect(reset.errors).toBeUndefined();
    const back = await login(me.email, 'a fresh river stone', '192.0.2.50');
    expect(back.errors).toBeUndefined();
    expect(back.data?.login.token).toBeTruthy();
  });
});
