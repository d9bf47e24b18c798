import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailTransport } from '../src/modules/mail/mail.service.js';
import { freshDatabase, registerUser, startTestApp } from './harness.js';
import { cleanups, fakeSmtp, lettersTo, PASSWORD, REQUEST, rows, until } from './jobs-kit.js';

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

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
