import { personalWords } from '@stepwise/domain/password';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { passwordResets, sessions, type UserRow, users } from '../../db/schema.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { t } from '../../kernel/messages.js';
import type { RequestInfo } from '../../kernel/request.js';
import { hashToken, newToken } from '../../kernel/tokens.js';
import { addressKey, consume, type RateLimiters } from '../../limits/rate-limit.js';
import type { Mailer } from '../mail/mail.service.js';
import { assertStrongPassword, hashPassword, verifyPassword } from '../users/password.js';
import { createUser, linksOfUser } from '../users/users.service.js';
import type { GoogleVerifier } from './google.js';
import type { SessionCache } from './session-cache.js';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = { remembered: 30 * DAY, short: DAY } as const;
export const RESET_TTL = 60 * 60 * 1000;
/** last_seen_at is written at most this often per session. */
const LAST_SEEN_EVERY = 5 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  limiters: RateLimiters;
  mailer: Mailer;
  publicUrl: string;
  /** Cached sessions, dropped in every process when a reset deletes them. */
  sessions?: SessionCache | undefined;
}

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const password = z.string().min(8).max(128);

export function parseEmail(value: string): string {
  const parsed = email.safeParse(value);
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

const wordsOf = (user: UserRow) => personalWords(user.email, user.firstName, user.lastName, user.username);

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
  input: { email: string; password: string; lang?: string | null; timezone?: string | null },
) {
  const address = parseEmail(input.email);
  parsePassword(input.password);
  // The budget first: the strength check costs the event loop up to ~0.1 s on a pathological input.
  await consume([deps.limiters.registerIp, addressKey(req.ip)]);
  assertStrongPassword(input.password, personalWords(address));
  // Hash before looking: a taken address costs the same time as a free one.
  const passwordHash = await hashPassword(input.password);
  const user = await createUser(deps.db, {
    email: address,
    passwordHash,
    lang: input.lang === 'en' || input.lang === 'ru' ? input.lang : req.lang,
    timezone: input.timezone ?? undefined,
  });
  if (!user) throw new AppError('EMAIL_TAKEN', 'registrationEmailTaken', {}, 'email');
  const token = await createSession(deps.db, user.id, true, req.userAgent);
  return { token, user };
}

export async function login(
  deps: AuthDeps,
  req: RequestInfo,
  input: { email: string; password: string; rememberMe?: boolean | null },
) {
  const address = email.safeParse(input.email).data ?? input.email.trim().toLowerCase();
  // The same cap as registration: argon2 never hashes a megabyte for a stranger.
  if (input.password.length > 128) throw badInput('passwordLength', 'password');
  // Per address, and per account+address with growing waits: a stranger's guesses never lock the owner out.
  const attempt = await deps.limiters.login.attempt(address, req.ip);
  const [user] = await deps.db.select().from(users).where(eq(users.email, address)).limit(1);
  // verifyPassword runs argon2 even without an account, so a missing one answers in the same time.
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', 'loginFailed');
  await attempt.succeeded();
  const token = await createSession(deps.db, user.id, input.rememberMe ?? false, req.userAgent);
  return { token, user };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Always answers the same; a letter goes out only when the account exists. */
export async function requestPasswordReset(deps: AuthDeps, req: RequestInfo, input: { email: string }) {
  const address = email.safeParse(input.email).data;
  // Per address, and a short cooldown per account: a stranger's requests cannot hold the owner's letters back for long.
  await consume(
    [deps.limiters.resetIp, addressKey(req.ip)],
    [deps.limiters.resetCooldown, address ?? input.email.trim().toLowerCase().slice(0, 254)],
  );
  if (!address) return true;
  // A job writes the letter: the answer waits only for the job to be stored, the same for every address.
  await deps.mailer.write('password-reset', { address });
  return true;
}

export async function sendResetLetter(deps: AuthDeps, address: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, address)).limit(1);
  if (!user) return;
  const token = newToken();
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL),
  });
  const lang = user.lang === 'en' ? 'en' : 'ru';
  const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: t(lang, 'resetMailSubject'),
    text: t(lang, 'resetMailText', { link }),
  });
}

export async function resetPassword(
  deps: AuthDeps,
  req: RequestInfo,
  input: { token: string; password: string },
) {
  parsePassword(input.password);
  const tokenHash = hashToken(input.token);
  const live = (at: Date) =>
    and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, at),
    );
  // Whose link it is, to check the new password against their e-mail and name before the token is spent.
  const [owner] = await deps.db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(live(new Date()))
    .limit(1);
  if (!owner) throw badInput('resetTokenInvalid', 'token');
  // Only the holder of a live link gets this far, so the check needs no budget of its own,
  // and trying a weak password does not spend the address's reset budget.
  assertStrongPassword(input.password, wordsOf(owner.user));
  await consume([deps.limiters.resetIp, addressKey(req.ip)]);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const done = await deps.db.transaction(async (tx) => {
    // Marking it used in the same statement that finds it makes the token single-use under races.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live(now))
      .returning({ id: passwordResets.id, userId: passwordResets.userId });
    if (!reset) return null;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    // Every other link of this account, used or not, stops working now.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, reset.userId), ne(passwordResets.id, reset.id)));
    return reset.userId;
  });
  if (!done) throw badInput('resetTokenInvalid', 'token');
  // The sessions just deleted may still be cached, here and in other processes.
  await deps.sessions?.forgetUser(done);
  return true;
}

export async function changePassword(
  db: Db,
  current: { user: UserRow; sessionId: string },
  input: { currentPassword: string; newPassword: string },
) {
  parseNewPassword(input.newPassword, wordsOf(current.user), 'newPassword');
  if (!(await verifyPassword(current.user.passwordHash, input.currentPassword))) {
    throw badInput('wrongCurrentPassword', 'currentPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, current.user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, current.user.id), ne(sessions.id, current.sessionId)));
    // A reset link sent before the change must not undo it.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, current.user.id));
  });
  return true;
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
  user ??=
    (await createUser(deps.db, {
      email: identity.email,
      googleSub: identity.sub,
      lang: req.lang,
      firstName: identity.firstName,
      lastName: identity.lastName,
    })) ?? undefined;
  if (!user) throw new AppError('UNAUTHENTICATED', 'googleFailed');
  await attempt.succeeded();
  const token = await createSession(deps.db, user.id, true, req.userAgent);
  return { token, user };
}
