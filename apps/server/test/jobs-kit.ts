// The job tests' fake SMTP server, letter and row look-ups (jobs.test.ts, jobs-letters.test.ts).
import { eq, type sql } from 'drizzle-orm';
import { outbox } from '../src/db/schema.js';
import type { MailTransport } from '../src/modules/mail/mail.service.js';
import type { TestApp } from './harness.js';

export const REQUEST = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
export const PASSWORD = 'violet tractor mango sings';
export const cleanups: Array<() => Promise<void>> = [];

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  ms = 15_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const rows = async (app: TestApp, query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: Array<Record<string, any>> }).rows;

export const lettersTo = (app: TestApp, to: string) =>
  app.database.db.select().from(outbox).where(eq(outbox.to, to));

/** A stand-in SMTP server: records what it sends, or fails as told. */

export function fakeSmtp(behaviour: (attempt: number) => Promise<void> = async () => {}) {
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
