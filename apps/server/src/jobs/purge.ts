import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

export const PURGE_QUEUE = 'purge-expired';
/** Every hour at minute 17 (UTC); the cron runs in one process at a time (pg-boss' lock). */
export const PURGE_SCHEDULE = '17 * * * *';
const BATCH = 5000;

/** What is past keeping in each table: expired sessions and reset tokens, and letters (they hold reset links). */
const EXPIRED = {
  sessions: sql`expires_at < now()`,
  password_resets: sql`expires_at < now()`,
  email_changes: sql`expires_at < now()`,
  data_exports: sql`expires_at < now()`,
  // A sent letter is kept a day (support questions), an unsent one a week (its links expired long before).
  outbox: sql`(sent_at < now() - interval '1 day' or created_at < now() - interval '7 days')`,
  // A reminder's claim matters only until its moment has passed (the job claims moments still ahead); a day's
  // margin keeps the claims of a run still under way.
  sent_reminders: sql`due_at < now() - interval '1 day'`,
};
/** Each table's key columns, when they are not `id`. */
const KEYS: Partial<Record<keyof typeof EXPIRED, string>> = { sent_reminders: 'task_id, user_id, due_at' };

/** Deletes in batches, so no single statement holds locks on a large table for long. */
async function purgeTable(db: Db, table: keyof typeof EXPIRED): Promise<number> {
  const key = sql.raw(KEYS[table] ?? 'id');
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`delete from ${sql.identifier(table)} where (${key}) in (
        select ${key} from ${sql.identifier(table)} where ${EXPIRED[table]} limit ${BATCH})`,
    );
    const count =
      (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0;
    total += count;
    if (count < BATCH) return total;
  }
}

/** Removes expired sessions and password-reset tokens (used ones expire too), old letters and reminder claims. */
export async function purgeExpired(db: Db) {
  const sessions = await purgeTable(db, 'sessions');
  const resets = await purgeTable(db, 'password_resets');
  const letters = await purgeTable(db, 'outbox');
  const emailChanges = await purgeTable(db, 'email_changes');
  const exports = await purgeTable(db, 'data_exports');
  const reminders = await purgeTable(db, 'sent_reminders');
  return { sessions, resets, letters, emailChanges, exports, reminders };
}

export function createPurgeJob(db: Db, log: FastifyBaseLogger) {
  return async () => {
    const removed = await purgeExpired(db);
    if (Object.values(removed).some(Boolean)) {
      log.info({ removed }, 'purged expired sessions, reset tokens, old letters and reminder claims');
    }
  };
}
