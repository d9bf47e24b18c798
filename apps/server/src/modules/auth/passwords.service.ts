// Passwords after sign-up: a forgotten one (the reset letter and the single-use link it carries) and a changed
// one. Either ends the account's other sessions and spends its other reset links.
import { personalWords } from '@stepwise/domain/password';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, sessions, type UserRow, users } from '../../db/schema.js';
import { badInput } from '../../kernel/errors.js';
import { t } from '../../kernel/messages.js';
import type { RequestInfo } from '../../kernel/request.js';
import { hashToken, newToken } from '../../kernel/tokens.js';
import type { RateLimiters } from '../../limits/rate-limit.js';
import { addressKey, consume } from '../../limits/rate-limit.js';
import { assertStrongPassword, hashPassword, verifyCurrentPassword } from '../users/password.js';
import { type AuthDeps, emailSchema, parseNewPassword, parsePassword } from './auth.service.js';

export const RESET_TTL = 60 * 60 * 1000;

const wordsOf = (user: UserRow) => personalWords(user.email, user.firstName, user.lastName, user.username);

/** Always answers the same; a letter goes out only when the account exists. */
export async function requestPasswordReset(deps: AuthDeps, req: RequestInfo, input: { email: string }) {
  const address = emailSchema.safeParse(input.email).data;
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
  // The owner proved themselves: their sign-ins from new addresses are no longer held back by strangers' guesses.
  await deps.limiters.login.forgive(owner.user.email);
  return done;
}

export async function changePassword(
  deps: { db: Db; limiters: RateLimiters },
  current: { user: UserRow; sessionId: string },
  input: { currentPassword: string; newPassword: string },
) {
  const { db } = deps;
  parseNewPassword(input.newPassword, wordsOf(current.user), 'newPassword');
  await verifyCurrentPassword(
    deps.limiters.currentPassword,
    current.user,
    input.currentPassword,
    'currentPassword',
  );
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
