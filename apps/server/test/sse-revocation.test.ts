import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { hashToken, newToken } from '../src/kernel/tokens.js';
import { dbKind, freshDatabase, registerUser, startTestApp, type TestApp } from './harness.js';
import { endsWithin, listening, type Subscription, stepOf, subscribe, TASK_CHANGED } from './sse.js';

// A live stream (SSE) lives only as long as its session: a revocation (logout, password change, reset, account
// deletion) ends the revoked sessions' open streams at once, in every process, and a stream re-checks its session
// on its own now and then (a session that ends without a revocation message, as one deleted by hand).

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
const DELETE = 'mutation($p: String) { deleteAccount(password: $p) }';
const TICK = 'mutation($id: ID!, $c: Boolean!) { setTaskCompleted(id: $id, completed: $c) { id completed } }';

const signIn = async (app: TestApp, email: string) => {
  const res = await app.gql<{ login: { token: string } }>(LOGIN, { email, password: PASSWORD });
  if (!res.data?.login) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
  return res.data.login.token;
};

const after = (stream: Subscription) => stream.events.length;

const resetTokenFor = async (app: TestApp, userId: string) => {
  const { passwordResets } = await import('../src/db/schema.js');
  const token = newToken();
  await app.database.db
    .insert(passwordResets)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return token;
};

describe('a revocation ends the session’s open live streams', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ streamCheckMs: 500 });
  });
  afterAll(() => app.close());

  it('logout ends the stream within 2 s; nothing is delivered after', async () => {
    const user = await registerUser(app, `sse-logout-${Date.now()}@example.com`, PASSWORD);
    const other = await signIn(app, user.email);
    const step = await stepOf(app, user.token);
    const stream = await subscribe(app, TASK_CHANGED, user.token);
    await listening(app, stream, user.token, step);
    const seen = after(stream);
    expect((await app.gql(LOGOUT, {}, { token: user.token })).data?.logout).toBe(true);
    const ms = await endsWithin(stream, 2000);
    console.info(`logout: stream ended in ${ms} ms`);
    // The same person, still signed in elsewhere, ticks: the ended stream hears nothing.
    await app.gql(TICK, { id: step, c: true }, { token: other });
    await new Promise((r) => setTimeout(r, 300));
    expect(after(stream)).toBe(seen);
  });

  it('a password change ends the other sessions’ streams and keeps its own', async () => {
    const user = await registerUser(app, `sse-change-${Date.now()}@example.com`, PASSWORD);
    const other = await signIn(app, user.email);
    const step = await stepOf(app, user.token);
    const revoked = await subscribe(app, TASK_CHANGED, other);
    const kept = await subscribe(app, TASK_CHANGED, user.token);
    await listening(app, revoked, user.token, step);
    await kept.next(2, 5000);
    const seen = after(revoked);
    const changed = await app.gql(CHANGE, { current: PASSWORD, next: NEW_PASSWORD }, { token: user.token });
    expect(changed.data?.changePassword).toBe(true);
    const ms = await endsWithin(revoked, 2000);
    console.info(`password change: the other session's stream ended in ${ms} ms`);
    await app.gql(TICK, { id: step, c: true }, { token: user.token });
    await kept.next(3, 5000);
    expect(kept.ended).toBe(false);
    expect(after(revoked)).toBe(seen);
    kept.close();
  });

  it('a password reset ends every stream of the account', async () => {
    const user = await registerUser(app, `sse-reset-${Date.now()}@example.com`, PASSWORD);
    const step = await stepOf(app, user.token);
    const stream = await subscribe(app, TASK_CHANGED, user.token);
    await listening(app, stream, user.token, step);
    const token = await resetTokenFor(app, user.id);
    expect((await app.gql(RESET, { token, password: NEW_PASSWORD })).data?.resetPassword).toBe(true);
    const ms = await endsWithin(stream, 2000);
    console.info(`password reset: stream ended in ${ms} ms`);
  });

  it('deleting the account ends its streams', async () => {
    const user = await registerUser(app, `sse-delete-${Date.now()}@example.com`, PASSWORD);
    const step = await stepOf(app, user.token);
    const stream = await subscribe(app, TASK_CHANGED, user.token);
    await listening(app, stream, user.token, step);
    expect((await app.gql(DELETE, { p: PASSWORD }, { token: user.token })).data?.deleteAccount).toBe(true);
    const ms = await endsWithin(stream, 2000);
    console.info(`account deletion: stream ended in ${ms} ms`);
  });

  it('a stream re-checks its session on its own: a session gone without a revocation ends it', async () => {
    const user = await registerUser(app, `sse-recheck-${Date.now()}@example.com`, PASSWORD);
    const step = await stepOf(app, user.token);
    const stream = await subscribe(app, TASK_CHANGED, user.token);
    await listening(app, stream, user.token, step);
    // Deleted behind the app's back: no revocation message is sent; the periodic check (500 ms here) sees it.
    await app.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(user.token)));
    const ms = await endsWithin(stream, 2000);
    console.info(`session deleted by hand: stream ended in ${ms} ms`);
  });

  it('a write that revokes nothing leaves the stream open', async () => {
    const user = await registerUser(app, `sse-keep-${Date.now()}@example.com`, PASSWORD);
    const step = await stepOf(app, user.token);
    const stream = await subscribe(app, TASK_CHANGED, user.token);
    await listening(app, stream, user.token, step);
    // A new goal drops the user's cached sessions everywhere (a revocation message), yet the session stands.
    await stepOf(app, user.token);
    await new Promise((r) => setTimeout(r, 1200));
    expect(stream.ended).toBe(false);
    await app.gql(TICK, { id: step, c: true }, { token: user.token });
    await stream.next(3, 5000);
    stream.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const crossProcess = dbKind === 'postgres' && !!process.env.TEST_DATABASE_URL && !!redisUrl;

describe.runIf(crossProcess)('across two processes (PostgreSQL + Redis)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('logout through process B ends the stream open on process A within 2 s', async () => {
    const { database, drop } = await freshDatabase();
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    await database.migrate();
    const env = { REDIS_URL: redisUrl! };
    // No periodic check to lean on (an hour): only the revocation message can end the stream in time.
    const a = await startTestApp({ shared: database, env, streamCheckMs: 3_600_000 });
    cleanups.push(() => a.close());
    const b = await startTestApp({ shared: database, env, streamCheckMs: 3_600_000 });
    cleanups.push(() => b.close());
    const user = await registerUser(b, `sse-cross-${Date.now()}@example.com`, PASSWORD);
    const other = await signIn(b, user.email);
    const step = await stepOf(b, user.token);
    const onA = await subscribe(a, TASK_CHANGED, user.token);
    const probe = new Redis(redisUrl!);
    cleanups.push(async () => void probe.disconnect());
    const deadline = Date.now() + 5000;
    for (;;) {
      const [, count] = (await probe.pubsub('NUMSUB', `stepwise:user:${user.id}`)) as [string, number];
      if (Number(count) >= 1) break;
      if (Date.now() > deadline) throw new Error('A never subscribed in Redis');
      await new Promise((r) => setTimeout(r, 20));
    }
    await listening(b, onA, user.token, step);
    const seen = after(onA);
    expect((await b.gql(LOGOUT, {}, { token: user.token })).data?.logout).toBe(true);
    const ms = await endsWithin(onA, 2000);
    console.info(`cross-process logout: stream on A ended in ${ms} ms`);
    await b.gql(TICK, { id: step, c: true }, { token: other });
    await new Promise((r) => setTimeout(r, 300));
    expect(after(onA)).toBe(seen);
  });
});
