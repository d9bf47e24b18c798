import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_USER,
  codeOf,
  dbKind,
  freshDatabase,
  registerUser,
  startTestApp,
  type TestApp,
} from './harness.js';

// The session cache (modules/auth/session-cache.ts): a token seen in the last seconds costs no statement, and a
// revocation (logout, password change, password reset, any write of the user) is seen at once, in every process.

const PASSWORD = 'violet tractor mango sings';
const NEW_PASSWORD = 'copper lantern drifts slowly';
const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password, rememberMe: true) { token }
}`;
const LOGOUT = 'mutation { logout }';
const CHANGE = `mutation($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next)
}`;
const RESET =
  'mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const BIO = 'mutation($text: String!) { updateBio(text: $text) { id } }';
const LINKS =
  'mutation($links: [SocialLinkInput!]!) { updateSocialLinks(links: $links) { socialLinks { url } } }';

const me = (app: TestApp, token: string) => app.gql(CURRENT_USER, { withProfileDetails: true }, { token });
const signIn = async (app: TestApp, email: string, password = PASSWORD) => {
  const res = await app.gql<{ login: { token: string } }>(LOGIN, { email, password });
  if (!res.data?.login) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
  return res.data.login.token;
};

describe('session cache in one process', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('serves a recent token without a statement; CurrentUser with details costs one when not cached', async () => {
    const user = await registerUser(app, `cache-${Date.now()}@example.com`, PASSWORD);
    await app.gql(
      LINKS,
      { links: [{ network: 'github', url: 'https://github.com/someone' }] },
      { token: user.token },
    );
    // The write dropped the cached session: the next request reads session, user and links in one statement.
    let before = app.database.statements.count;
    const first = await me(app, user.token);
    expect(app.database.statements.count - before).toBe(1);
    expect(first.data?.currentUser.entities).toMatchObject({
      id: user.id,
      socialLinks: [{ network: 'github', url: 'https://github.com/someone' }],
    });
    before = app.database.statements.count;
    const second = await me(app, user.token);
    expect(app.database.statements.count - before).toBe(0);
    expect(second.data).toEqual(first.data);
  });

  it('shows the user own change at once (a write drops the cached row)', async () => {
    const user = await registerUser(app, `bio-${Date.now()}@example.com`, PASSWORD);
    expect((await me(app, user.token)).data?.currentUser.entities.bio).toEqual({ text: '' });
    await app.gql(BIO, { text: 'Runner and reader' }, { token: user.token });
    expect((await me(app, user.token)).data?.currentUser.entities.bio).toEqual({ text: 'Runner and reader' });
    await app.gql(LINKS, { links: [{ network: 'x', url: 'https://x.com/runner' }] }, { token: user.token });
    expect((await me(app, user.token)).data?.currentUser.entities.socialLinks).toEqual([
      { network: 'x', url: 'https://x.com/runner' },
    ]);
  });

  it('refuses a cached token at once after logout', async () => {
    const user = await registerUser(app, `logout-${Date.now()}@example.com`, PASSWORD);
    const other = await signIn(app, user.email);
    expect((await me(app, user.token)).data?.currentUser.entities.id).toBe(user.id);
    expect((await me(app, other)).data?.currentUser.entities.id).toBe(user.id);
    expect((await app.gql(LOGOUT, {}, { token: user.token })).data?.logout).toBe(true);
    expect(codeOf(await me(app, user.token))).toBe('UNAUTHENTICATED');
    // The other device stays signed in.
    expect((await me(app, other)).data?.currentUser.entities.id).toBe(user.id);
  });

  it('refuses the other cached sessions at once after a password change', async () => {
    const user = await registerUser(app, `change-${Date.now()}@example.com`, PASSWORD);
    const other = await signIn(app, user.email);
    expect((await me(app, other)).data?.currentUser.entities.id).toBe(user.id);
    const changed = await app.gql(CHANGE, { current: PASSWORD, next: NEW_PASSWORD }, { token: user.token });
    expect(changed.data?.changePassword).toBe(true);
    expect(codeOf(await me(app, other))).toBe('UNAUTHENTICATED');
    expect((await me(app, user.token)).data?.currentUser.entities.id).toBe(user.id);
  });

  it('refuses every cached session at once after a password reset', async () => {
    const user = await registerUser(app, `reset-${Date.now()}@example.com`, PASSWORD);
    expect((await me(app, user.token)).data?.currentUser.entities.id).toBe(user.id);
    const token = await resetTokenFor(app, user.id);
    expect((await app.gql(RESET, { token, password: NEW_PASSWORD })).data?.resetPassword).toBe(true);
    expect(codeOf(await me(app, user.token))).toBe('UNAUTHENTICATED');
  });
});

/** A reset link for the user, written as the letter job writes it (the raw token is only in the letter). */
async function resetTokenFor(app: TestApp, userId: string): Promise<string> {
  const { passwordResets } = await import('../src/db/schema.js');
  const { hashToken, newToken } = await import('../src/kernel/tokens.js');
  const token = newToken();
  await app.database.db
    .insert(passwordResets)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return token;
}

const redisUrl = process.env.TEST_REDIS_URL;
const crossProcess = dbKind === 'postgres' && !!process.env.TEST_DATABASE_URL && !!redisUrl;

describe.runIf(crossProcess)('session cache across two processes (PostgreSQL + Redis)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const { database, drop } = await freshDatabase();
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    await database.migrate();
    const env = { REDIS_URL: redisUrl! };
    a = await startTestApp({ shared: database, env });
    cleanups.push(() => a.close());
    b = await startTestApp({ shared: database, env });
    cleanups.push(() => b.close());
    // Both processes listen for revocations before the first one is sent.
    const probe = new Redis(redisUrl!);
    const deadline = Date.now() + 5000;
    for (;;) {
      const [, count] = (await probe.pubsub('NUMSUB', 'stepwise:sessions:revoked')) as [string, number];
      if (Number(count) >= 2) break;
      if (Date.now() > deadline) throw new Error('the apps never subscribed to revocations in Redis');
      await new Promise((r) => setTimeout(r, 20));
    }
    probe.disconnect();
  });
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('logout on B: the token cached on A is refused on A at once', async () => {
    const user = await registerUser(b, `cross-logout-${Date.now()}@example.com`, PASSWORD);
    expect((await me(a, user.token)).data?.currentUser.entities.id).toBe(user.id);
    const before = a.database.statements.count;
    expect((await me(a, user.token)).data?.currentUser.entities.id).toBe(user.id);
    expect(a.database.statements.count - before).toBe(0); // served from A's cache
    expect((await b.gql(LOGOUT, {}, { token: user.token })).data?.logout).toBe(true);
    expect(codeOf(await me(a, user.token))).toBe('UNAUTHENTICATED');
  });

  it('password change on B: the other session cached on A is refused on A at once', async () => {
    const user = await registerUser(b, `cross-change-${Date.now()}@example.com`, PASSWORD);
    const other = await signIn(a, user.email);
    expect((await me(a, other)).data?.currentUser.entities.id).toBe(user.id);
    const changed = await b.gql(CHANGE, { current: PASSWORD, next: NEW_PASSWORD }, { token: user.token });
    expect(changed.data?.changePassword).toBe(true);
    expect(codeOf(await me(a, other))).toBe('UNAUTHENTICATED');
  });

  it('password reset on B: the token cached on A is refused on A at once', async () => {
    const user = await registerUser(b, `cross-reset-${Date.now()}@example.com`, PASSWORD);
    expect((await me(a, user.token)).data?.currentUser.entities.id).toBe(user.id);
    const token = await resetTokenFor(b, user.id);
    expect((await b.gql(RESET, { token, password: NEW_PASSWORD })).data?.resetPassword).toBe(true);
    expect(codeOf(await me(a, user.token))).toBe('UNAUTHENTICATED');
  });

  it('a bio written through B is seen through A at once', async () => {
    const user = await registerUser(b, `cross-bio-${Date.now()}@example.com`, PASSWORD);
    expect((await me(a, user.token)).data?.currentUser.entities.bio).toEqual({ text: '' });
    await b.gql(BIO, { text: 'Written on B' }, { token: user.token });
    expect((await me(a, user.token)).data?.currentUser.entities.bio).toEqual({ text: 'Written on B' });
  });
});
