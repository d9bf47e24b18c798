// What an administrator does: hide content, suspend, restore or delete an account, approve a waiting one,
// set how registration works, make invitations. Every action writes a line in the moderation log.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  hiddenContent,
  instanceSettings,
  invitations,
  pendingAccounts,
  REGISTRATION_MODES,
  sessions,
  suspensions,
  users,
} from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { hashToken, newToken } from '../../kernel/tokens.js';
import { type RegistrationMode, requireMayActOnAccount } from '../../policies/moderation.js';
import { removeAccount } from '../users/account.service.js';
import { logAction } from './log.service.js';
import { resolveReportsAbout } from './reports.service.js';
import { findTarget, parseTargetType } from './targets.js';

/** The administrator as the log names them. */
export interface Actor {
  id: string;
  name: string;
}

const INVITATION_DAYS = 14;

function parseReason(value: string): string {
  const reason = value.trim();
  if (reason.length < 1 || reason.length > 500) throw badInput('moderationReasonLength', 'reason');
  return reason;
}

async function accountOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'moderationTargetMissing', {}, 'userId');
  return row;
}

/** Hides a message, goal, comment or offer from everyone but its author; resolves the reports about it. */
export async function setHidden(
  db: Db,
  actor: Actor,
  input: { targetType: string; targetId: string; hidden: boolean },
) {
  const type = parseTargetType(input.targetType);
  if (type === 'person') throw badInput('requestInvalid', 'targetType');
  const target = await findTarget(db, type, input.targetId.trim());
  if (!target) throw new AppError('NOT_FOUND', 'moderationTargetMissing', {}, 'targetId');
  const owner = await accountOf(db, target.userId);
  await db.transaction(async (tx) => {
    if (input.hidden) {
      await tx
        .insert(hiddenContent)
        .values({ targetType: type, targetId: target.id, targetUserId: target.userId, hiddenBy: actor.id })
        .onConflictDoNothing();
      await resolveReportsAbout(tx, actor.id, { targetType: type, targetId: target.id });
    } else {
      await tx
        .delete(hiddenContent)
        .where(and(eq(hiddenContent.targetType, type), eq(hiddenContent.targetId, target.id)));
    }
    await logAction(tx, actor, {
      action: input.hidden ? 'hide' : 'unhide',
      targetType: type,
      targetId: target.id,
      targetName: owner.username,
    });
  });
  return { targetType: type, targetId: target.id, hidden: input.hidden };
}

/**
 * Suspends an account: it signs in nowhere (told the reason), its sessions end here and now, its open streams
 * in every process within the revocation's time (the `accountSuspended` event, effects/), and nothing of it
 * reaches anyone else (the reads ask policies/moderation.ts). Its open reports are resolved.
 */
export async function suspendAccount(
  { db, events }: WriteDeps,
  actor: Actor,
  userId: string,
  reasonText: string,
) {
  const reason = parseReason(reasonText);
  const person = await accountOf(db, userId);
  await requireMayActOnAccount(db, actor.id, person.id);
  await events.transaction(db, async (tx, record) => {
    await tx
      .insert(suspensions)
      .values({ userId: person.id, reason, suspendedBy: actor.id })
      .onConflictDoUpdate({
        target: suspensions.userId,
        set: { reason, suspendedBy: actor.id, suspendedAt: new Date() },
      });
    await tx.delete(sessions).where(eq(sessions.userId, person.id));
    await resolveReportsAbout(tx, actor.id, { userId: person.id });
    await logAction(tx, actor, {
      action: 'suspend',
      targetType: 'person',
      targetId: person.id,
      targetName: person.username,
      note: reason,
    });
    await record({ type: 'accountSuspended', userId: person.id });
  });
  return person;
}

export async function unsuspendAccount(db: Db, actor: Actor, userId: string) {
  const person = await accountOf(db, userId);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(suspensions).where(eq(suspensions.userId, person.id)).returning();
    if (gone.length === 0) return;
    await logAction(tx, actor, {
      action: 'unsuspend',
      targetType: 'person',
      targetId: person.id,
      targetName: person.username,
    });
  });
  return person;
}

/** Deletes an account and everything of it, as its owner's own deletion does. Returns its avatar to remove. */
export async function deleteAccountAsAdmin(db: Db, actor: Actor, userId: string, reasonText: string) {
  const reason = parseReason(reasonText);
  const person = await accountOf(db, userId);
  await requireMayActOnAccount(db, actor.id, person.id);
  const { avatarUrl } = await removeAccount(db, person.id);
  await logAction(db, actor, {
    action: 'delete_account',
    targetType: 'person',
    targetId: person.id,
    targetName: person.username,
    note: reason,
  });
  return { person, avatarUrl };
}

/** Lets an account made while registration needed approval sign in. */
export async function approveAccount(db: Db, actor: Actor, userId: string) {
  const person = await accountOf(db, userId);
  const approved = await db.delete(pendingAccounts).where(eq(pendingAccounts.userId, person.id)).returning();
  if (approved.length === 0) throw new AppError('NOT_FOUND', 'moderationTargetMissing', {}, 'userId');
  await logAction(db, actor, {
    action: 'approve_account',
    targetType: 'person',
    targetId: person.id,
    targetName: person.username,
  });
  return person;
}

export async function setRegistrationMode(db: Db, actor: Actor, mode: string): Promise<RegistrationMode> {
  if (!(REGISTRATION_MODES as readonly string[]).includes(mode)) throw badInput('requestInvalid', 'mode');
  await db.transaction(async (tx) => {
    await tx
      .insert(instanceSettings)
      .values({ key: 'registration', value: mode })
      .onConflictDoUpdate({ target: instanceSettings.key, set: { value: mode, updatedAt: new Date() } });
    await logAction(tx, actor, { action: 'registration_mode', note: mode });
  });
  return mode as RegistrationMode;
}

/** A new single-use invitation code, valid for two weeks; only its hash is kept, so it is shown once. */
export async function createInvitation(db: Db, actor: Actor) {
  const code = newToken().slice(0, 16);
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx.insert(invitations).values({ codeHash: hashToken(code), createdBy: actor.id, expiresAt });
    await logAction(tx, actor, { action: 'invitation_created' });
  });
  return { code, expiresAt };
}

const personColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
};

export async function pendingAccountList(db: Db) {
  return db
    .select({ ...personColumns, email: users.email, since: pendingAccounts.requestedAt })
    .from(pendingAccounts)
    .innerJoin(users, eq(users.id, pendingAccounts.userId))
    .orderBy(pendingAccounts.requestedAt)
    .limit(200);
}

export async function suspendedAccountList(db: Db) {
  return db
    .select({ ...personColumns, reason: suspensions.reason, since: suspensions.suspendedAt })
    .from(suspensions)
    .innerJoin(users, eq(users.id, suspensions.userId))
    .orderBy(desc(suspensions.suspendedAt))
    .limit(200);
}
