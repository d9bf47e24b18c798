import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

export const PURGE_QUEUE = 'purge-expired';
/** Every hour at minute 17 (UTC); the cron runs in one process at a time (pg-boss' lock). */
export const PURGE_SCHEDULE = '17 * * * *';
const BATCH = 5000;

/** Deletes in batches, so no single statement holds locks on a large table for long. */
async function purgeTable(db: Db, table: 'sessions' | 'password_resets'): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`delete from ${sql.identifier(table)} where id in (
        select id from ${sql.identifier(table)} where expires_at < now() limit ${BATCH})`,
    );
    const count =
      (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0;
    total += count;
    if (count < BATCH) return total;
  }
}

/** Removes expired sessions and password-reset tokens (used ones expire too). */
export async function purgeExpired(db: Db) {
  const sessions = await purgeTable(db, 'sessions');
  const resets = await purgeTable(db, 'password_resets');
  return { sessions, resets };
}

export function createPurgeJob(db: Db, log: FastifyBaseLogger) {
  return async () => {
    const removed = await purgeExpired(db);
    if (removed.sessions || removed.resets) log.info({ removed }, 'purged expired sessions and reset tokens');
  };
}
