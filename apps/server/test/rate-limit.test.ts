import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, registerUser, startTestApp, type TestApp } from './harness.js';

const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

const limits = {
  loginIp: { points: 6, duration: 60 },
  loginPair: { free: 3, delay: 60, maxDelay: 600, window: 600 },
  resetIp: { points: 4, duration: 60 },
  resetCooldown: { points: 1, duration: 60 },
};

describe('rate limits (memory)', () => {
  let app: TestApp;
  beforeAll(async () => {
    // One app; each test comes from its own address (X-Forwarded-For, trusted here as behind the proxy).
    app = await startTestApp({ limits, env: { TRUST_PROXY: 'true' } });
    apps.push(app);
  });
  const from = (ip: string, lang = 'en') => ({ headers: { 'x-forwarded-for': ip }, lang });

  it('limits login attempts per account from one address, with a clear message, even with the right password after', async () => {
    const user = await registerUser(app, 'victim@example.com', 'right password');
    for (let i = 0; i < 3; i++) {
      expect(
        messageOf(await app.gql(LOGIN, { email: user.email, password: `guess ${i}` }, from('192.0.2.1'))),
      ).toMatch(/Login failed/);
    }
    const blocked = await app.gql(
      LOGIN,
      { email: user.email, password: 'right password' },
      from('192.0.2.1', 'ru'),
    );
    expect(codeOf(blocked)).toBe('RATE_LIMITED');
    expect(messageOf(blocked)).toBe('Слишком много попыток. Подождите 1 мин и попробуйте снова.');
  });

  it('limits login attempts per IP across accounts', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        codeOf(
          await app.gql(LOGIN, { email: `a${i}@example.com`, password: 'whatever1' }, from('192.0.2.2')),
        ),
      );
    expect(codes.slice(0, 6).every((c) => c === 'UNAUTHENTICATED')).toBe(true);
    expect(codes[6]).toBe('RATE_LIMITED');
  });

  it('spaces password-reset letters per account with a short cooldown', async () => {
    const ask = () => app.gql(RESET, { email: 'x@example.com' }, from('192.0.2.3'));
    expect((await ask()).data).toEqual({ requestPasswordReset: true });
    const second = await ask();
    expect(codeOf(second)).toBe('RATE_LIMITED');
    expect(messageOf(second)).toBe('Too many attempts. Please wait 1 min and try again.');
  });

  it('limits password-reset requests per IP across accounts', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(codeOf(await app.gql(RESET, { email: `r${i}@example.com` }, from('192.0.2.4'))));
    expect(codes).toEqual([undefined, undefined, undefined, undefined, 'RATE_LIMITED']);
  });
});

describe('rate limits while Redis is unreachable', () => {
  it('fall back to counting in the process: sign-ins still answer, and are still limited', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, retryStrategy: () => 1000 });
    dead.on('error', () => undefined);
    const app = await startTestApp({ limits, redis: dead });
    apps.push(app);
    const user = await registerUser(app, 'no-redis@example.com', 'right password');
    const codes: unknown[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(codeOf(await app.gql(LOGIN, { email: user.email, password: `guess ${i}` })));
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    dead.disconnect();
  }, 60_000);
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits (Redis, as in production)', () => {
  it('keeps the counters in Redis, shared by every API process', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const prefix = `t${Date.now()}`;
    const a = await startTestApp({ limits, redis });
    const b = await startTestApp({ limits, redis });
    apps.push(a, b);
    const email = `${prefix}@example.com`;
    await redis.del('stepwise:rl:login-ip:127.0.0.1'); // another run's attempts within the minute
    // Two processes, one budget: three attempts at once, the fourth has to wait.
    await a.gql(LOGIN, { email, password: 'guess one' });
    await b.gql(LOGIN, { email, password: 'guess two' });
    await a.gql(LOGIN, { email, password: 'guess three' });
    expect(codeOf(await b.gql(LOGIN, { email, password: 'guess four' }))).toBe('RATE_LIMITED');
    expect(await redis.keys(`stepwise:rl:login-pair:${email}_*`)).toHaveLength(1);
    expect(await redis.keys(`stepwise:rl:login-pair-wait:${email}_*`)).toHaveLength(1);
    redis.disconnect();
  }, 60_000);

  it('lets no burst of parallel guesses through, across processes', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const burstLimits = { ...limits, loginIp: { points: 1000, duration: 60 } };
    const a = await startTestApp({ limits: burstLimits, redis });
    const b = await startTestApp({ limits: burstLimits, redis });
    apps.push(a, b);
    const email = `burst${Date.now()}@example.com`;
    const codes = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).gql(LOGIN, { email, password: `guess ${i}` })),
      )
    ).map(codeOf);
    expect(codes.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(3);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(17);
    redis.disconnect();
  }, 60_000);
});
