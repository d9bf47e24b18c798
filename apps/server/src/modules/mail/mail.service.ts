import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every letter is kept in the outbox table; with SMTP configured it is also sent,
 * without it the server log shows it, so every flow works on the embedded default.
 */
export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  from: string,
): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
      if (!transport) {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'mail (no SMTP_URL: kept in outbox)',
        );
        return;
      }
      await transport.sendMail({ from, ...mail });
      if (row) {
        const { eq } = await import('drizzle-orm');
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      }
    },
  };
}
