// Accounts and sessions: registration, sign-in (by password or Google), sign-out, and who a bearer token
// belongs to. Forgotten and changed passwords are in ./passwords.service.ts.
import { personalWords } from '@stepwise/domain/password';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { sessions, type UserRow, users } from '../../db/schema.js';
import { AppError, badInput } from '../../kernel/errors.js';
import type { RequestInfo } from '../../kernel/request.js';
import { hashToken, newToken } from '../../kernel/tokens.js';
import { addressKey, consume, type RateLimiters } from '../../limits/rate-limit.js';
import { type ModerationConfig, requireMaySignIn } from '../../policies/moderation.js';
import type { Mailer } from '../mail/mail.service.js';
import { admitRegistration } from '../moderation/registration.js';
import { assertStrongPassword, hashPassword, verifyPassword } from '../users/password.js';
import { createUser, linksOfUser } from '../users/users.service.js';
import { knownDevice, rememberDevice } from './devices.js';
import type { GoogleVerifier } from './google.js';
import type { SessionCache } from './session-cache.js';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = { remembered: 30 * DAY, short: DAY } as const;
/** last_seen_at is written at most this often per session. */
const LAST_SEEN_EVERY = 5 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  limiters: RateLimiters;
  mailer: Mailer;
  publicUrl: string;
  /** Who administers the instance and how registration works by default (config.ts); open when absent. */
  moderation?: ModerationConfig | undefined;
}

/** Without configuration (tests that build AuthDeps by hand): registration open, no named administrators. */
const OPEN: ModerationConfig = { admins: [], registration: 'open' };

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
const password = z.string().min(8).max(128);

export function parseEmail(value: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw badInput('invalidEmail', 'email');
  return parsed.data;
}

export function parsePassword(value: string, field = 'password'): string {
  if (!password.safeParse(value).success) throw badInput('passwordLength', field);
  return value;
}

/** A new password: 8 to 128 characters, and not easy to guess (zxcvbn score 3+, the person's own words included). */
export function parseNewPassword(value: string, words: string[], field = 'password'): string {
  parsePassword(value, field);
  assertStrongPassword(value, words, field);
  return value;
}

export async function createSession(db: Db, userId: string, remember: boolean, userAgent?: string) {
  const token = newToken();
  const ttl = remember ? SESSION_TTL.remembered : SESSION_TTL.short;
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttl),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export type SessionLookup =
  | { user: UserRow; sessionId: string; socialLinks?: Array<{ network: string; url: string }> }
  | 'invalid'
  | null;

/**
 * Who a bearer token belongs to: the user, 'invalid' for an unknown or expired token, null for none. One
 * statement finds the session, its user and the user's links; with a cache, a token seen in the last seconds
 * costs none (see session-cache.ts for how a revocation reaches every process at once).
 */
export async function resolveSession(
  db: Db,
  token: string | undefined,
  cache?: SessionCache,
): Promise<SessionLookup> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const cached = cache?.get(tokenHash);
  if (cached) {
    if (now - cached.lastSeenAt > LAST_SEEN_EVERY) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, cached.sessionId));
      cache?.touch(tokenHash, now);
    }
    return { user: cached.user, sessionId: cached.sessionId, socialLinks: cached.socialLinks };
  }
  const generation = cache?.generation ?? 0;
  const [row] = await db
    .select({
      user: users,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      socialLinks: linksOfUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row) return 'invalid';
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > LAST_SEEN_EVERY) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
    lastSeenAt = now;
  }
  const socialLinks = row.socialLinks ?? [];
  cache?.set(
    tokenHash,
    { user: row.user, sessionId: row.sessionId, socialLinks, expiresAt: row.expiresAt.getTime(), lastSeenAt },
    generation,
  );
  return { user: { ...row.user }, sessionId: row.sessionId, socialLinks };
}

export async function register(
  deps: AuthDeps,
  req: RequestInfo,
  input: {
    email: string;
    password: string;
    lang?: string | null;
    timezone?: string | null;
    invitation?: string | null;
  },
) {
  const address = parseEmail(input.email);
  parsePassword(input.password);
  // The budget first: the strength check costs the event loop up to ~0.1 s on a pathological input.
  await consume([deps.limiters.registerIp, addressKey(req.ip)]);
  assertStrongPassword(input.password, personalWords(address));
  // Closed, by invitation (the code reserved now) or by approval: the instance decides (modules/moderation).
  const admission = await admitRegistration(deps.db, deps.moderation ?? OPEN, input.invitation);
  // Hash before looking: a taken address costs the same time as a free one.
  const passwordHash = await hashPassword(input.password);
  const user = await createUser(deps.db, {
    email: address,
    passwordHash,
    lang: input.lang === 'en' || input.lang === 'ru' ? input.lang : req.lang,
    timezone: input.timezone ?? undefined,
  });
  if (!user) {
    await admission.release();
    throw new AppError('EMAIL_TAKEN', 'registrationEmailTaken', {}, 'email');
  }
  // Made, but not to be used until an administrator approves it: no session, and the person is told so.
  if (await admission.admitted(user.id)) throw new AppError('APPROVAL_PENDING', 'registrationPending');
  const token = await createSession(deps.db, user.id, true, req.userAgent);
  return { token, user };
}

export async function login(
  deps: AuthDeps,
  req: RequestInfo,
  input: { email: string; password: string; rememberMe?: boolean | null; deviceToken?: string | null },
) {
  const address = emailSchema.safeParse(input.email).data ?? input.email.trim().toLowerCase();
  // The same cap as registration: argon2 never hashes a megabyte for a stranger.
  if (input.password.length > 128) throw badInput('passwordLength', 'password');
  // A device the account signed in on before is counted on its own; any other attempt per address, per
  // account+address with growing waits, and per account across addresses (limits/login.ts).
  const device = input.deviceToken ? await knownDevice(deps.db, address, input.deviceToken) : null;
  const attempt = await deps.limiters.login.attempt(address, req.ip, device);
  const [user] = await deps.db.select().from(users).where(eq(users.email, address)).limit(1);
  // verifyPassword runs argon2 even without an account, so a missing one answers in the same time.
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', 'loginFailed');
  await attempt.succeeded();
  // A right password to a suspended or unapproved account: told why, and no session.
  await requireMaySignIn(deps.db, user.id);
  const deviceToken = await rememberDevice(
    deps.db,
    user.id,
    device && input.deviceToken ? { id: device, token: input.deviceToken } : null,
  );
  const token = await createSession(deps.db, user.id, input.rememberMe ?? false, req.userAgent);
  return { token, user, deviceToken };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs in with a verified Google identity: by its subject, else links the account with that e-mail, else creates one. */
export async function loginWithGoogle(
  deps: AuthDeps,
  req: RequestInfo,
  google: GoogleVerifier,
  idToken: string,
) {
  const attempt = await deps.limiters.login.attemptFromAddress(req.ip);
  const identity = await google.verify(idToken);
  let [user] = await deps.db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
  if (!user) {
    [user] = await deps.db
      .update(users)
      .set({ googleSub: identity.sub, updatedAt: new Date() })
      .where(and(eq(users.email, identity.email), isNull(users.googleSub)))
      .returning();
  }
  if (user) await requireMaySignIn(deps.db, user.id);
  const admission = user ? null : await admitRegistration(deps.db, deps.moderation ?? OPEN, null);
  user ??=
    (await createUser(deps.db, {
      email: identity.email,
      googleSub: identity.sub,
      lang: req.lang,
      firstName: identity.firstName,
      lastName: identity.lastName,
    })) ?? undefined;
  if (!user) throw new AppError('UNAUTHENTICATED', 'googleFailed');
  if (admission && (await admission.admitted(user.id)))
    throw new AppError('APPROVAL_PENDING', 'registrationPending');
  await attempt.succeeded();
  const token = await createSession(deps.db, user.id, true, req.userAgent);
  return { token, user };
}
