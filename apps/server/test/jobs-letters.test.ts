import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox, passwordResets, sessions } from '../src/db/schema.js';
import { createJobQueue } from '../src/jobs/queue.js';
import { registerUser, startTestApp } from './harness.js';
import { cleanups, fakeSmtp, lettersTo, PASSWORD, REQUEST, rows, until } from './jobs-kit.js';

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
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
