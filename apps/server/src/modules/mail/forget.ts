// A deleted account's address leaves the mail: its letters in the outbox (sent or not) and the jobs that
// would deliver them or write new ones to it. Run in the deletion's transaction.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { outbox } from '../../db/schema.js';
import { DEAD_MAIL_QUEUE, LETTER_QUEUE, MAIL_QUEUE } from './mail.service.js';

export async function forgetAddress(tx: Tx, address: string): Promise<void> {
  const letters = await tx
    .delete(outbox)
    .where(sql`lower(${outbox.to}) = lower(${address})`)
    .returning({ id: outbox.id });
  const [queue] = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select to_regclass('pgboss.job') is not null as ok`),
  );
  if (!queue?.ok) return; // no job queue in this database (yet): nothing queued
  const ids = letters.map((l) => l.id);
  const ofLetters =
    ids.length > 0
      ? sql`(name in (${MAIL_QUEUE}, ${DEAD_MAIL_QUEUE}) and data->>'outboxId' in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : sql`false`;
  // A letter still to be written (the reset letter's job carries the address it goes to).
  const toWrite = sql`(name = ${LETTER_QUEUE} and lower(data->'data'->>'address') = lower(${address}))`;
  // Finished jobs are kept a while (pgboss.archive after that): their data names the address too.
  await tx.execute(sql`delete from pgboss.job where ${ofLetters} or ${toWrite}`);
  await tx.execute(sql`delete from pgboss.archive where ${ofLetters} or ${toWrite}`);
}
