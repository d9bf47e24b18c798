import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked table holds nothing that signs anyone in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
