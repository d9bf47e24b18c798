import { hash, randomBytes } from 'node:crypto';

/** A fresh opaque token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked table holds nothing that signs anyone in. Hashed on every signed-in request:
 * the one-shot `hash` costs a quarter of createHash's object, update and digest. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
