// A person's browsers that take reminders: subscribing one (its push service's address and keys), turning one
// off, and sending one message to one of them.
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { badInput } from '../../kernel/errors.js';
import type { VapidKeys } from './vapid.js';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  device?: string | null | undefined;
}

const MAX_ENDPOINT = 2048;
const MAX_DEVICE = 120;
/** Base64url decoded length: a P-256 point uncompressed (65 bytes) and a 16-byte auth secret. */
const decodedLength = (text: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url').length : -1;

/**
 * A push service's address: https, as browsers give it. Plain http only on a test server, whose push service is
 * the test's own.
 */
function checkEndpoint(endpoint: string, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badInput('pushEndpointInvalid', 'endpoint');
  }
  const httpOk = allowHttp && url.protocol === 'http:';
  if (
    endpoint.length > MAX_ENDPOINT ||
    (url.protocol !== 'https:' && !httpOk) ||
    url.username ||
    url.password
  )
    throw badInput('pushEndpointInvalid', 'endpoint');
  return url.href;
}

/** Keeps this browser's subscription for the person (a browser that subscribed for someone else moves over). */
export async function subscribePush(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  options: { allowHttp: boolean },
): Promise<boolean> {
  const endpoint = checkEndpoint(input.endpoint.trim(), options.allowHttp);
  if (decodedLength(input.p256dh) !== 65 || decodedLength(input.auth) !== 16)
    throw badInput('pushKeysInvalid', 'keys');
  const device = (input.device ?? '').trim().slice(0, MAX_DEVICE);
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: input.p256dh, auth: input.auth, device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.p256dh, auth: input.auth, device, createdAt: new Date() },
    });
  return true;
}

/** Forgets this browser's subscription (the person turned reminders off on it); true when there was one. */
export async function unsubscribePush(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint.trim())))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** What a push message carries to the service worker (it shows it as a notification). */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a click opens the app. */
  url: string;
  /** Replaces an earlier notification of the same step. */
  tag: string;
}

export type PushOutcome = 'sent' | 'gone' | 'refused';

/**
 * Encrypts the message for the subscription (aes128gcm) and posts it to its push service, signed with the
 * instance's VAPID keys. 'gone': the service says the subscription no longer exists (404, 410); 'refused': it
 * will never take this message (400, 403, 413); a busy or failing service (429, 5xx, no answer) throws, to be
 * retried.
 */
export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
  options: { vapid: VapidKeys; subject: string; ttlSeconds: number; topic?: string },
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: options.subject, ...options.vapid },
      TTL: Math.max(0, Math.round(options.ttlSeconds)),
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  if (response.ok) return 'sent';
  if (response.status === 404 || response.status === 410) return 'gone';
  if (response.status === 429 || response.status >= 500)
    throw new Error(`push service answered ${response.status}`);
  return 'refused';
}
