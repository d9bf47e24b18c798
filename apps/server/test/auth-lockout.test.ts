import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

/**
 * OWASP ASVS 5.0 V6: the failed-login limit is per account+address pair and per address, with
 * growing waits, so a stranger can slow down only their own guesses, never lock the owner out.
 * The app trusts X-Forwarded-For here (TRUST_PROXY=true), as behind the production proxy.
 */
const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const REQUEST = 'mutation($email: String!) { requestPasswordReset(email: $email) }';

const STRANGER = '203.0.113.7';
const OWNER = '198.51.100.20';
const from = (ip: string, lang = 'en') => ({ headers: { 'x-forwarded-for': ip }, lang });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { TRUST_PROXY: 'true' },
    limits: {
      loginIp: { points: 40, duration: 60 },
      // Three guesses at once, then 1 s, 2 s, 4 s… (minutes and up to an hour in production).
      loginPair: { free: 3, delay: 1, maxDelay: 8, window: 60 },
      resetIp: { points: 3, duration: 3600 },
      resetCooldown: { points: 1, duration: 1 },
    },
  });
});
afterAll(() => app.close());

const login = (email: string, password: string, ip: string, lang?: string) =>
  app.gql(LOGIN, { email, password }, from(ip, lang));

describe('failed sign-ins', () => {
  // Its own app with long waits: under load a dozen sign-ins may outlast the 1 s first wait of the others.
  let slow: TestApp;
  beforeAll(async () => {
    slow = await startTestApp({
      env: { TRUST_PROXY: 'true' },
      limits: { loginPair: { free: 3, delay: 30, maxDelay: 60, window: 120 } },
    });
  });
  afterAll(() => slow.close());
  const slowLogin = (email: string, password: string, ip: string, lang?: string) =>
    slow.gql(LOGIN, { email, password }, from(ip, lang));

  it("a stranger's failures from one address never block the owner signing in from another", async () => {
    const owner = await registerUser(slow, 'owner@example.com', 'quiet harbor lamp');
    const codes: unknown[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(codeOf(await slowLogin(owner.email, `guess number ${i}`, STRANGER)));
    // The owner, from home, signs in at once (the old per-account lock refused them for 15 minutes).
    const ok = await slowLogin(owner.email, 'quiet harbor lamp', OWNER);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.login.token).toBeTruthy();
    // The stranger had three real guesses, then waits.
    expect(codes.slice(0, 3)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(codes.slice(3).every((c) => c === 'RATE_LIMITED')).toBe(true);
    // …and the stranger is still waiting, with a readable message.
    const still = await slowLogin(owner.email, 'quiet harbor lamp', STRANGER, 'ru');
    expect(codeOf(still)).toBe('RATE_LIMITED');
    expect(messageOf(still)).toBe('Слишком много попыток. Подождите 1 мин и попробуйте снова.');
  });

  it('the owner can still sign in from the same address once the short wait is over', async () => {
    const owner = await registerUser(app, 'typo@example.com', 'violet tram seven');
    for (let i = 0; i < 3; i++) await login(owner.email, `typo ${i}`, OWNER);
    expect(codeOf(await login(owner.email, 'violet tram seven', OWNER))).toBe('RATE_LIMITED');
    await sleep(1100);
    expect((await login(owner.email, 'violet tram seven', OWNER)).data?.login.token).toBeTruthy();
    // A successful sign-in forgets the failures: three more typos go through at once.
    for (let i = 0; i < 3; i++)
      expect(codeOf(await login(owner.email, `again ${i}`, OWNER))).toBe('UNAUTHENTICATED');
  });

  it('each further failure doubles the wait; refused attempts do not lengthen it', async () => {
    const owner = await registerUser(app, 'doubling@example.com', 'seven red kites');
    const ip = '203.0.113.50';
    for (let i = 0; i < 3; i++) await login(owner.email, `guess ${i}`, ip); // the third sets a 1 s wait
    expect(codeOf(await login(owner.email, 'guess 3', ip))).toBe('RATE_LIMITED');
    await sleep(1100);
    expect(codeOf(await login(owner.email, 'guess 4', ip))).toBe('UNAUTHENTICATED'); // sets a 2 s wait
    await sleep(1100);
    expect(codeOf(await login(owner.email, 'guess 5', ip))).toBe('RATE_LIMITED'); // 1.1 s is not enough now
    await sleep(1000);
    expect(codeOf(await login(owner.email, 'guess 6', ip))).toBe('UNAUTHENTICATED'); // sets a 4 s wait
    await sleep(2100);
    expect(codeOf(await login(owner.email, 'seven red kites', ip))).toBe('RATE_LIMITED');
    await sleep(2000);
    expect((await login(owner.email, 'seven red kites', ip)).data?.login.token).toBeTruthy();
  });

  it('parallel guesses cannot slip past the wait', async () => {
    const owner = await registerUser(app, 'burst@example.com', 'good old lantern');
    const ip = '203.0.113.60';
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(owner.email, `burst guess ${i}`, ip)),
    );
    const codes = burst.map(codeOf);
    expect(codes.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(3);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(17);
  });

  it('counts IPv6 per /64: hopping addresses inside one network gains nothing', async () => {
    const owner = await registerUser(app, 'ipv6@example.com', 'quiet harbor lamp');
    for (let i = 1; i <= 3; i++) await login(owner.email, `v6 guess ${i}`, `2001:db8:1:2::${i}`);
    expect(codeOf(await login(owner.email, 'v6 guess 4', '2001:db8:1:2:ffff::9'))).toBe('RATE_LIMITED');
    expect(
      (await login(owner.email, 'quiet harbor lamp', '2001:db8:77:1::1')).data?.login.token,
    ).toBeTruthy();
  });

  it('limits one address across many accounts, and only that address', async () => {
    const guesser = '203.0.113.99';
    const victim = await registerUser(app, 'many@example.com', 'another long pass');
    const codes: unknown[] = [];
    for (let i = 0; i < 41; i++)
      codes.push(codeOf(await login(`someone${i}@example.com`, 'password guess', guesser)));
    expect(codes.slice(0, 40).every((c) => c === 'UNAUTHENTICATED')).toBe(true);
    expect(codes[40]).toBe('RATE_LIMITED');
    expect(codeOf(await login(victim.email, 'another long pass', guesser))).toBe('RATE_LIMITED');
    expect((await login(victim.email, 'another long pass', OWNER)).data?.login.token).toBeTruthy();
  });
});

describe('password-reset requests', () => {
  it("a stranger's requests do not hold back the owner's letter for long", async () => {
    const owner = await registerUser(app, 'reset-victim@example.com');
    const ask = (ip: string) => app.gql(REQUEST, { email: owner.email }, from(ip));
    // Six requests from two addresses (the old per-account limit was 5 an hour).
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      for (let i = 0; i < 3; i++) {
        await ask(ip);
        await sleep(1050);
      }
    }
    expect(codeOf(await ask('203.0.113.1'))).toBe('RATE_LIMITED'); // that address has used its budget
    await sleep(1050);
    const mine = await ask(OWNER);
    expect(mine.errors).toBeUndefined();
    expect(mine.data).toEqual({ requestPasswordReset: true });
  });
});
