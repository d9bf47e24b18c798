// Devices an account signed in on: a successful password sign-in hands the device a token; when it signs in
// again with that token, its attempts are counted on their own (limits/login.ts), so guesses by strangers,
// from anywhere or from the owner's own shared address, never hold the owner back on it.
import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginDevices, users } from '../../db/schema.js';
import { hashToken, newToken } from '../../kernel/tokens.js';

/** A device token stops counting after this long without a sign-in. */
export const DEVICE_TTL_DAYS = 180;
/** Devices kept per account; the least recently used go first. */
export const DEVICES_KEPT = 20;

/** The device's id when `token` belongs to the account with this address and is still in use, else null. */
export async function knownDevice(db: Db, address: string, token: string | null | undefined) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(
      and(
        eq(loginDevices.tokenHash, hashToken(token)),
        eq(users.email, address),
        gt(loginDevices.lastUsedAt, sql`now() - make_interval(days => ${DEVICE_TTL_DAYS})`),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * After a successful password sign-in: the known device is marked used and keeps its token; a new one gets
 * a token (returned), and the account keeps its `DEVICES_KEPT` most recent devices.
 */
export async function rememberDevice(
  db: Db,
  userId: string,
  known: { id: string; token: string } | null,
): Promise<string> {
  if (known) {
    await db.update(loginDevices).set({ lastUsedAt: sql`now()` }).where(eq(loginDevices.id, known.id));
    return known.token;
  }
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(loginDevices).values({ userId, tokenHash: hashToken(token) });
    const kept = tx
      .select({ id: loginDevices.id })
      .from(loginDevices)
      .where(eq(loginDevices.userId, userId))
      .orderBy(sql`${loginDevices.lastUsedAt} desc`)
      .limit(DEVICES_KEPT);
    await tx
      .delete(loginDevices)
      .where(and(eq(loginDevices.userId, userId), notInArray(loginDevices.id, kept)));
  });
  return token;
}
