import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Tx } from '../../jobs/sql.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Letters that a job writes: the reset letter's token is made by the job, not by the request. */
export interface Letters {
  'password-reset': { address: string };
}

export interface Mailer {
  /**
   * Stores the letter (outbox) and its delivery job in one transaction, or in the caller's (`db`);
   * it is sent by the mail job, with retries, also after a crash or a deploy.
   */
  send(mail: Mail, options?: { db?: Db | Tx }): Promise<void>;
  /**
   * After the caller's transaction that stored letters (`send` with `db`) committed: wakes this process'
   * delivery worker, so they go out now instead of at its next poll.
   */
  nudge(): void;
  /**
   * Enqueues a job that writes a letter and sends it: the request answers after the job is stored,
   * in the same time whatever the job will find (no account enumeration by timing).
   */
  write<K extends keyof Letters>(kind: K, data: Letters[K]): Promise<void>;
}

export const MAIL_QUEUE = 'mail';
export const LETTER_QUEUE = 'mail.write';
export const DEAD_MAIL_QUEUE = 'mail.dead';

export function createMailer(db: Db, queue: JobQueue): Mailer {
  return {
    async send(mail, options = {}) {
      const store = async (tx: Db | Tx) => {
        const [row] = await tx.insert(outbox).values(mail).returning({ id: outbox.id });
        await queue.send(MAIL_QUEUE, { outboxId: row!.id }, { db: tx });
      };
      if (options.db) return store(options.db);
      await db.transaction(store);
      queue.nudge(MAIL_QUEUE);
    },
    nudge() {
      queue.nudge(MAIL_QUEUE);
    },
    async write(kind, data) {
      // No nudge: run at once, the job would share PGlite's thread with this very answer and make a known
      // address answer slower (31 vs 15 ms measured); the next poll (≤ 2 s) picks it up instead, at no
      // fixed delay after the answer (then 6.1 vs 4.9 ms, medians of 40; PostgreSQL 13.7 vs 11.8 ms).
      await queue.send(LETTER_QUEUE, { kind, data });
    },
  };
}

/** What the mail job needs of SMTP: nodemailer's transport, or a test's stand-in. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // Bounded waits: a stuck SMTP server fails the attempt (and it is retried) instead of holding the job.
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
}

/**
 * Delivers one stored letter. With SMTP it is sent and marked sent (a retry after a crash skips a sent one);
 * without SMTP the outbox row is the delivery, and only in development the log shows it.
 * Nothing here logs a letter's text in production: reset links are live tokens.
 */
export function createMailDelivery(options: {
  db: Db;
  log: FastifyBaseLogger;
  transport: MailTransport | undefined;
  from: string;
  logLetters: boolean;
}) {
  const { db, log, transport, from } = options;
  return async ({ outboxId }: { outboxId: string }, job: { retryCount: number }) => {
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, outboxId)).limit(1);
    if (!mail || mail.sentAt) return;
    if (!transport) {
      if (options.logLetters) {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'mail (no SMTP_URL: kept in outbox)',
        );
      }
      return;
    }
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (err) {
      log.warn(
        { outboxId, attempt: job.retryCount + 1, err: (err as Error).message },
        'mail: sending failed',
      );
      throw err;
    }
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, outboxId));
  };
}
