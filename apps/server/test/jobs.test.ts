import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox, passwordResets, sessions } from '../src/db/schema.js';
import { createJobQueue } from '../src/jobs/queue.js';
import type { MailTransport } from '../src/modules/mail/mail.service.js';
import { freshDatabase, registerUser, startTestApp, type TestApp } from './harness.js';

const REQUEST = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const PASSWORD = 'violet tractor mango sings';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const rows = async (app: TestApp, query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: Array<Record<string, any>> }).rows;

const lettersTo = (app: TestApp, to: string) =>
  app.database.db.select().from(outbox).where(eq(outbox.to, to));

/** A stand-in SMTP server: records what it sends, or fails as told. */
function fakeSmtp(behaviour: (attempt: number) => Promise<void> = async () => {}) {
  const sent: Array<{ to: string; text: string; at: number }> = [];
  const attempts: number[] = [];
  const transport: MailTransport = {
    async sendMail(mail) {
      attempts.push(Date.now());
      await behaviour(attempts.length);
      sent.push({ to: mail.to, text: mail.text, at: Date.now() });
    },
  };
  return { transport, sent, attempts };
}

describe('jobs: mail through the queue', () => {
  it('keeps a letter requested before the process stopped: a new process on the same database sends it', async () => {
    const { database, drop } = await freshDatabase();
    await database.migrate();
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    // Process A answers requests but dies before its worker runs (here: it has none).
    const a = await startTestApp({ shared: database, jobs: { work: false } });
    const user = await registerUser(a, 'crash@example.com', PASSWORD);
    expect((await a.gql(REQUEST, { email: user.email })).data).toEqual({ requestPasswordReset: true });
    // The answer came after the job was stored: it is in the queue, and no letter exists yet.
    expect(await rows(a, sql`select state from pgboss.job where name = 'mail.write'`)).toEqual([
      { state: 'created' },
    ]);
    await a.close();
    expect(await lettersTo(a, user.email)).toEqual([]);

    const smtp = fakeSmtp();
    const b = await startTestApp({ shared: database, mailTransport: smtp.transport });
    cleanups.push(() => b.close());
    const [letter] = await until('the letter', async () => {
      const sent = (await lettersTo(b, user.email)).filter((l) => l.sentAt);
      return sent.length ? sent : undefined;
    });
    expect(letter!.text).toMatch(/reset-password\?token=/);
    expect(smtp.sent.map((m) => m.to)).toEqual([user.email]);
  });

  it('retries a letter whose sending died with its process, and sends it once', async () => {
    const { database, drop } = await freshDatabase();
    await database.migrate();
    cleanups.push(async () => {
      await database.close();
      await drop();
    });
    // Process A's SMTP call never returns: A is stopped mid-send (a deploy), its job goes back to the queue.
    let hung = false;
    const stuck: MailTransport = {
      sendMail: () => {
        hung = true;
        return new Promise(() => {});
      },
    };
    const mail = { retryDelay: 1, retryLimit: 3 };
    const a = await startTestApp({
      shared: database,
      mailTransport: stuck,
      jobs: { mail, stopTimeoutMs: 500 },
    });
    const user = await registerUser(a, 'deploy@example.com', PASSWORD);
    await a.gql(REQUEST, { email: user.email });
    await until('the send to start', async () => hung);
    await a.close();
    expect(await rows(a, sql`select state from pgboss.job where name = 'mail'`)).toEqual([
      { state: 'retry' },
    ]);

    const smtp = fakeSmtp();
    const b = await startTestApp({ shared: database, mailTransport: smtp.transport, jobs: { mail } });
    cleanups.push(() => b.close());
    await until('the letter sent by B', async () => smtp.sent.length > 0);
    const [job] = await until('the job completed', async () =>
      rows(
        b,
        sql`select state, retry_count from pgboss.job where name = 'mail' and state = 'completed'`,
      ).then((r) => (r.length ? r : undefined)),
    );
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    expect(smtp.sent).toHaveLength(1);
    expect((await lettersTo(b, user.email))[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('retries a failing SMTP with growing delays, then moves the letter to the dead-letter queue', async () => {
    const smtp = fakeSmtp(async () => {
      throw new Error('421 service not available');
    });
    const app = await startTestApp({
      mailTransport: smtp.transport,
      jobs: { mail: { retryLimit: 2, retryDelay: 1, retryBackoff: true } },
    });
    cleanups.push(() => app.close());
    const user = await registerUser(app, 'unlucky@example.com', PASSWORD);
    await app.gql(REQUEST, { email: user.email });
    const [dead] = await until('the dead letter', async () => {
      const found = await rows(app, sql`select data from pgboss.job where name = 'mail.dead'`);
      return found.length ? found : undefined;
    });
    // Three attempts (the first and two retries), each gap longer than the one before.
    expect(smtp.attempts).toHaveLength(3);
    const [first, second, third] = smtp.attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThan(second - first);
    const [failed] = await rows(
      app,
      sql`select state, retry_count, data from pgboss.job where name = 'mail'`,
    );
    expect(failed).toMatchObject({ state: 'failed', retry_count: 2 });
    expect(dead!.data).toEqual(failed!.data);
    // The letter is still in the outbox, unsent, for an operator to retry.
    const [letter] = await lettersTo(app, user.email);
    expect(letter).toMatchObject({ id: failed!.data.outboxId, sentAt: null });
  });

  it('sends a letter after a passing SMTP failure, once', async () => {
    const smtp = fakeSmtp(async (attempt) => {
      if (attempt === 1) throw new Error('connection reset');
    });
    const app = await startTestApp({ mailTransport: smtp.transport, jobs: { mail: { retryDelay: 1 } } });
    cleanups.push(() => app.close());
    const user = await registerUser(app, 'second-try@example.com', PASSWORD);
    await app.gql(REQUEST, { email: user.email });
    await until('the letter sent', async () => (await lettersTo(app, user.email))[0]?.sentAt);
    expect(smtp.attempts).toHaveLength(2);
    expect(smtp.sent).toHaveLength(1);
  });

  it('app.close() waits for a letter being sent, so nothing holds the database when it is dropped', async () => {
    let release!: () => void;
    let sending = false;
    const smtp = fakeSmtp(async () => {
      sending = true;
      await new Promise<void>((r) => {
        release = r;
      });
    });
    const app = await startTestApp({ mailTransport: smtp.transport });
    const user = await registerUser(app, 'slow-smtp@example.com', PASSWORD);
    await app.gql(REQUEST, { email: user.email });
    await until('the send to start', async () => sending);
    setTimeout(() => release(), 300);
    const closing = Date.now();
    // Closes the app, then the database, then drops it (WITH (FORCE) on PostgreSQL): must not throw.
    await app.close();
    expect(Date.now() - closing).toBeGreaterThanOrEqual(250);
    expect(smtp.sent).toHaveLength(1);
  });
});

/** Collects what the server logs, as the lines of a production log would be. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'trace', stream } as never };
}

describe('jobs: letters in the log', () => {
  it('never writes a reset link or token to the log in production (no SMTP: the outbox only)', async () => {
    const log = logSink();
    const app = await startTestApp({ env: { NODE_ENV: 'production' }, logger: log.logger });
    cleanups.push(() => app.close());
    const user = await registerUser(app, 'prod@example.com', PASSWORD);
    await app.gql(REQUEST, { email: user.email });
    const [letter] = await until('the letter', async () =>
      lettersTo(app, user.email).then((l) => (l.length ? l : undefined)),
    );
    const token = letter!.text.match(/token=(\S+)/)![1]!;
    await new Promise((r) => setTimeout(r, 300));
    expect(log.lines.length).toBeGreaterThan(0);
    const all = log.lines.join('');
    expect(all).not.toContain(token);
    expect(all).not.toContain('reset-password');
  });

  it('in production a failing SMTP is logged without the letter', async () => {
    const log = logSink();
    const smtp = fakeSmtp(async () => {
      throw new Error('550 mailbox unavailable');
    });
    const app = await startTestApp({
      env: { NODE_ENV: 'production' },
      logger: log.logger,
      mailTransport: smtp.transport,
      jobs: { mail: { retryLimit: 0 } },
    });
    cleanups.push(() => app.close());
    const user = await registerUser(app, 'prod-smtp@example.com', PASSWORD);
    await app.gql(REQUEST, { email: user.email });
    await until('the failure in the log', async () => log.lines.some((l) => l.includes('sending failed')));
    const [letter] = await lettersTo(app, user.email);
    const token = letter!.text.match(/token=(\S+)/)![1]!;
    expect(log.lines.join('')).not.toContain(token);
  });

  it('shows the letter in the log in development, where there is no SMTP', async () => {
    const log = logSink();
    const app = await startTestApp({ env: { NODE_ENV: 'development' }, logger: log.logger });
    cleanups.push(() => app.close());
    const user = await registerUser(app, 'dev@example.com', PASSWORD);
    await app.gql(REQUEST, { email: user.email });
    await until('the letter in the log', async () =>
      log.lines.some((l) => l.includes('reset-password?token=')),
    );
  });
});

describe('jobs: purge of expired rows', () => {
  it('removes expired sessions, reset tokens and old letters, keeps live ones, and is scheduled hourly', async () => {
    const app = await startTestApp();
    cleanups.push(() => app.close());
    const user = await registerUser(app, 'purge@example.com', PASSWORD);
    const db = app.database.db;
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await db.insert(sessions).values([
      { userId: user.id, tokenHash: 'expired-session', expiresAt: past },
      { userId: user.id, tokenHash: 'live-session', expiresAt: future },
    ]);
    await db.insert(passwordResets).values([
      { userId: user.id, tokenHash: 'expired-reset', expiresAt: past },
      { userId: user.id, tokenHash: 'live-reset', expiresAt: future },
    ]);
    const day = 24 * 3600_000;
    await db.insert(outbox).values([
      {
        to: 'a@example.com',
        subject: 'sent long ago',
        text: '…',
        createdAt: new Date(Date.now() - 3 * day),
        sentAt: new Date(Date.now() - 2 * day),
      },
      {
        to: 'a@example.com',
        subject: 'never sent, old',
        text: '…',
        createdAt: new Date(Date.now() - 8 * day),
      },
      { to: 'a@example.com', subject: 'sent just now', text: '…', sentAt: new Date() },
      { to: 'a@example.com', subject: 'waiting', text: '…' },
    ]);
    expect(await rows(app, sql`select cron from pgboss.schedule where name = 'purge-expired'`)).toEqual([
      { cron: '17 * * * *' },
    ]);
    // What the cron does at minute 17: a job in the purge queue, run by the app's worker.
    const producer = createJobQueue(app.database, console as never, { work: false });
    await producer.boss.start();
    const jobId = await producer.send('purge-expired', {});
    // Waits for the job itself, not its first table: the purge goes table by table.
    await until('the purge', async () => {
      const job = await rows(app, sql`select state from pgboss.job where id = ${jobId}`);
      return job[0]?.state === 'completed';
    });
    await producer.stop();
    const hashes = (await db.select({ hash: sessions.tokenHash }).from(sessions)).map((s) => s.hash);
    expect(hashes).toContain('live-session');
    expect(hashes).not.toContain('expired-session');
    const resets = (await db.select({ hash: passwordResets.tokenHash }).from(passwordResets)).map(
      (r) => r.hash,
    );
    expect(resets.sort()).toEqual(['live-reset']);
    // Letters hold reset links: old ones go, recent ones stay.
    const letters = (await db.select({ subject: outbox.subject }).from(outbox)).map((l) => l.subject);
    expect(letters.sort()).toEqual(['sent just now', 'waiting']);
    // The user's own sign-in session (from registering) is live and stays.
    expect(hashes).toHaveLength(2);
  });
});
