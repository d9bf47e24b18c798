// The instance's VAPID key pair: made at first start and kept in instance_settings beside the instance's other
// settings (its owner, its registration mode), so every process of the instance and every restart signs push
// messages with the same key, the one browsers subscribed with.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { instanceSettings } from '../../db/schema.js';

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: what a browser's pushManager.subscribe takes. */
  publicKey: string;
  privateKey: string;
}

const KEY = 'vapid';
const cache = new WeakMap<Db, Promise<VapidKeys>>();

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

async function loadOrMake(db: Db): Promise<VapidKeys> {
  // The first process to start inserts its pair; every other one (or a later start) keeps the stored one.
  await db
    .insert(instanceSettings)
    .values({ key: KEY, value: webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, KEY));
  if (!isKeys(row?.value)) throw new Error('instance_settings.vapid holds no key pair');
  return row.value;
}

/** The instance's keys, made on the first call of a fresh instance (the server calls it at start). */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrMake(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

/**
 * Who push services may write to about this instance's messages (VAPID's `sub`): the instance's public https
 * address, or else the sender address of its letters.
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  try {
    const url = new URL(publicUrl);
    if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  } catch {
    // not a URL: the mail address below
  }
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address || 'no-reply@stepwise.local'}`;
}
