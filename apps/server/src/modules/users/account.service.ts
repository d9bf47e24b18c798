import { BY_GOAL, isVisibility } from '@stepwise/domain/visibility';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { emailChanges, NOTIFICATION_KINDS, passwordResets, sessions, users } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { type Lang, t } from '../../kernel/messages.js';
import { hashToken, newToken } from '../../kernel/tokens.js';
import { consume, type RateLimiters } from '../../limits/rate-limit.js';
import type { Mailer } from '../mail/mail.service.js';
import { eraseTraces } from './erase.js';
import { verifyCurrentPassword } from './password.js';
import { isValidUsername, RESERVED_USERNAMES, USERNAME_PATTERN } from './username.js';

/** An e-mail change link works this long, once. */
export const EMAIL_CHANGE_TTL = 60 * 60 * 1000;

export type UsernameCheck = { available: boolean; reason: 'invalid' | 'reserved' | 'taken' | null };

/** Whether a username may be taken by this user now (their own current name counts as available). */
export async function checkUsername(db: Db, userId: string, raw: string): Promise<UsernameCheck> {
  const name = raw.trim().toLowerCase().slice(0, 60);
  if (RESERVED_USERNAMES.has(name)) return { available: false, reason: 'reserved' };
  if (!USERNAME_PATTERN.test(name) || !isValidUsername(name)) return { available: false, reason: 'invalid' };
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, name)).limit(1);
  if (owner && owner.id !== userId) return { available: false, reason: 'taken' };
  return { available: true, reason: null };
}

/** Every notification kind with whether the bell shows it (a kind set to false is muted). */
export function notificationPrefsOf(user: UserRow) {
  return NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: user.notificationPrefs?.[kind] !== false }));
}

export async function updatePreferences(
  db: Db,
  user: UserRow,
  input: {
    defaultVisibility?: string | null;
    notifications?: Array<{ kind: string; enabled: boolean }> | null;
  },
): Promise<UserRow> {
  const patch: Partial<typeof users.$inferInsert> = {};
  // 'auto' clears the person's own default (NULL): new goals then go by what they are about.
  if (input.defaultVisibility != null) {
    const value = input.defaultVisibility;
    if (value !== BY_GOAL && !isVisibility(value)) throw badInput('visibilityInvalid', 'defaultVisibility');
    patch.defaultVisibility = value === BY_GOAL ? null : value;
  }
  if (input.notifications != null) {
    if (input.notifications.length > NOTIFICATION_KINDS.length)
      throw badInput('notificationKindInvalid', 'notifications');
    const prefs: Record<string, boolean> = { ...user.notificationPrefs };
    for (const { kind, enabled } of input.notifications) {
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) {
        throw badInput('notificationKindInvalid', 'notifications');
      }
      if (enabled) delete prefs[kind];
      else prefs[kind] = false;
    }
    patch.notificationPrefs = prefs;
  }
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/**
 * The account's owner proves it is them: the password (a few tries a minute), or (Google-only accounts) their
 * username typed.
 */
async function confirmOwner(
  limiters: RateLimiters,
  user: UserRow,
  input: { password?: string | null; username?: string | null },
) {
  if (user.passwordHash) {
    await verifyCurrentPassword(limiters.currentPassword, user, input.password ?? '', 'password');
    return;
  }
  if ((input.username ?? '').trim().toLowerCase() !== user.username) {
    throw badInput('confirmUsernameMismatch', 'username');
  }
}

/**
 * Starts an e-mail change: a single-use link (one hour) goes to the NEW address; the e-mail changes only when
 * it is opened. Letters to an address the person has not shown to be theirs are limited per account and per
 * address, and the answer is the same whether the address is taken or not (a taken one gets no letter).
 * The letter is not sent here: it is stored (outbox) with its delivery job in the request's transaction, and
 * the mail job sends it, retried with backoff; an SMTP failure never fails the request or loses the link.
 */
export async function requestEmailChange(
  deps: { db: Db; mailer: Mailer; publicUrl: string; limiters: RateLimiters },
  user: UserRow,
  input: { newEmail: string; password?: string | null },
) {
  const parsed = emailSchema.safeParse(input.newEmail);
  if (!parsed.success) throw badInput('invalidEmail', 'newEmail');
  const address = parsed.data;
  if (address === user.email) throw badInput('emailUnchanged', 'newEmail');
  await confirmOwner(deps.limiters, user, { password: input.password, username: user.username });
  // Spent before the address is looked up, so a taken address costs the same as a free one.
  await consume([deps.limiters.emailChangeUser, user.id], [deps.limiters.emailChangeAddress, address]);
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (taken) {
    // An earlier link stops working, as for a free address; nothing goes to the address's owner.
    await deps.db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    return true;
  }
  const token = newToken();
  const lang: Lang = user.lang === 'en' ? 'en' : 'ru';
  const link = `${deps.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  await deps.db.transaction(async (tx) => {
    // An earlier link stops working: only the newest request counts.
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail: address,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL),
    });
    await deps.mailer.send(
      {
        to: address,
        subject: t(lang, 'emailChangeMailSubject'),
        text: t(lang, 'emailChangeMailText', { link }),
      },
      { db: tx },
    );
  });
  deps.mailer.nudge();
  return true;
}

/** Opens an e-mail change link: single use, within the hour; the old address is told. Returns the user id. */
export async function confirmEmailChange(deps: WriteDeps, token: string): Promise<string> {
  const tokenHash = hashToken(token.slice(0, 200));
  const now = new Date();
  const [done] = await deps.events
    .transaction(deps.db, async (tx, record) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, tokenHash),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning();
      if (!change) return null;
      const [before] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
      if (!before) return null;
      await tx
        .update(users)
        .set({ email: change.newEmail, updatedAt: now })
        .where(eq(users.id, change.userId));
      await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.userId, change.userId), ne(emailChanges.id, change.id)));
      // Reset links went to the old address: whoever still reads it must not take the account back.
      await tx.delete(passwordResets).where(eq(passwordResets.userId, change.userId));
      await record({
        type: 'emailChanged',
        userId: change.userId,
        oldEmail: before.email,
        newEmail: change.newEmail,
        lang: before.lang,
      });
      return change.userId;
    })
    .catch((e: unknown) => {
      const err = e as { code?: string; cause?: { code?: string } };
      if ((err.cause ?? err).code === '23505') throw new AppError('EMAIL_TAKEN', 'emailTaken', {}, 'token');
      throw e;
    });
  if (!done) throw badInput('emailChangeTokenInvalid', 'token');
  return done;
}

/** Deletes the account (the rows that are theirs go with it, by the foreign keys); returns the avatar to remove. */
export async function deleteAccount(
  deps: { db: Db; limiters: RateLimiters },
  user: UserRow,
  input: { password?: string | null; username?: string | null },
): Promise<{ avatarUrl: string | null }> {
  const { db } = deps;
  await confirmOwner(deps.limiters, user, input);
  return removeAccount(db, user.id);
}

/** The deletion itself, once allowed (by the owner's password, or an administrator): the rows go by the foreign keys. */
export async function removeAccount(db: Db, userId: string): Promise<{ avatarUrl: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarUrl: users.avatarUrl, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (row) await eraseTraces(tx, { id: userId, email: row.email });
    await tx.delete(users).where(eq(users.id, userId));
    return { avatarUrl: row?.avatarUrl ?? null };
  });
}
