// Who may make an account on this instance: open, closed, by invitation or after approval (the mode is the
// administrator's setting, else STEPWISE_REGISTRATION). Registration and Google sign-in ask here before they
// create an account, and report back once they did.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { instanceSettings, invitations, pendingAccounts } from '../../db/schema.js';
import { AppError } from '../../kernel/errors.js';
import { hashToken } from '../../kernel/tokens.js';
import { type ModerationConfig, ownerId, registrationMode } from '../../policies/moderation.js';

/** A registration the instance lets through, to finish (or give back) once the account is made or not. */
export interface Admission {
  /** The account exists: claims the instance's ownership if it is the first, spends the invitation, and
   * holds the account for approval in that mode. True when it must wait for an administrator. */
  admitted(userId: string): Promise<boolean>;
  /** No account was made (its e-mail was taken): the invitation stays unused. */
  release(): Promise<void>;
}

/**
 * Refuses a registration the instance does not take (REGISTRATION_CLOSED, INVITATION_REQUIRED); with an
 * invitation, reserves it at once, so two people cannot spend one code.
 */
export async function admitRegistration(
  db: Db,
  config: ModerationConfig,
  invitation: string | null | undefined,
): Promise<Admission> {
  // An instance without an owner takes its first account whatever the mode: someone must administer it.
  const mode = (await ownerId(db)) ? await registrationMode(db, config) : 'open';
  if (mode === 'closed') throw new AppError('REGISTRATION_CLOSED', 'registrationClosed');
  let invitationId: string | null = null;
  if (mode === 'invite') {
    const code = invitation?.trim() ?? '';
    if (!code) throw new AppError('INVITATION_REQUIRED', 'invitationRequired', {}, 'invitation');
    const [claimed] = await db
      .update(invitations)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(invitations.codeHash, hashToken(code)),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, new Date()),
        ),
      )
      .returning({ id: invitations.id });
    if (!claimed) throw new AppError('INVITATION_REQUIRED', 'invitationInvalid', {}, 'invitation');
    invitationId = claimed.id;
  }
  return {
    async admitted(userId) {
      // The first account is the owner: the first insert wins, every later one changes nothing.
      const owner = await db
        .insert(instanceSettings)
        .values({ key: 'owner', value: sql`to_jsonb(${userId}::text)` })
        .onConflictDoNothing()
        .returning({ key: instanceSettings.key });
      if (invitationId)
        await db.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, invitationId));
      if (mode !== 'approval' || owner.length > 0) return false;
      await db.insert(pendingAccounts).values({ userId }).onConflictDoNothing();
      return true;
    },
    async release() {
      if (invitationId)
        await db.update(invitations).set({ usedAt: null }).where(eq(invitations.id, invitationId));
    },
  };
}
