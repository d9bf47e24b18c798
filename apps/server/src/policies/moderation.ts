// Who moderates, who may sign in or register, and what moderation takes out of view: decided here, once.
// Administrators: the instance's owner (its first account, kept in instance_settings) and the e-mails named
// in STEPWISE_ADMINS. A suspended account signs in nowhere and nothing of it reaches anyone else; hidden
// content is seen by its author only.
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  hiddenContent,
  instanceSettings,
  pendingAccounts,
  REGISTRATION_MODES,
  suspensions,
} from '../db/schema.js';
import { AppError } from '../kernel/errors.js';

type Handle = Db | Tx;

export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
export type HideableType = 'message' | 'goal' | 'comment' | 'offer';

/** The instance's configuration for moderation (config.ts: STEPWISE_ADMINS, STEPWISE_REGISTRATION). */
export interface ModerationConfig {
  /** Administrators' e-mails, lower case. */
  admins: string[];
  /** How accounts are made until an administrator sets another mode. */
  registration: RegistrationMode;
}

/** The instance's owner: its first account (claimed at registration, or by migration for an older instance). */
export async function ownerId(db: Handle): Promise<string | null> {
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, 'owner'))
    .limit(1);
  return typeof row?.value === 'string' ? row.value : null;
}

/** Whether this person moderates the instance. */
export async function isAdmin(
  db: Handle,
  user: { id: string; email: string },
  config: ModerationConfig,
): Promise<boolean> {
  if (config.admins.includes(user.email.toLowerCase())) return true;
  return (await ownerId(db)) === user.id;
}

/** FORBIDDEN for anyone but an administrator. */
export async function requireAdmin(
  db: Handle,
  user: { id: string; email: string },
  config: ModerationConfig,
): Promise<void> {
  if (!(await isAdmin(db, user, config))) throw new AppError('FORBIDDEN', 'notAdministrator');
}

/**
 * May the administrator suspend or delete this account? Never their own (they would lock themselves out) and
 * never the owner's; another administrator named in configuration may be (the configuration still names them).
 */
export async function requireMayActOnAccount(db: Handle, actorId: string, targetId: string): Promise<void> {
  if (actorId === targetId) throw new AppError('FORBIDDEN', 'moderateSelf');
  if ((await ownerId(db)) === targetId) throw new AppError('FORBIDDEN', 'moderateOwner');
}

/** The registration mode now: the administrator's setting, else the configuration's. */
export async function registrationMode(db: Handle, config: ModerationConfig): Promise<RegistrationMode> {
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, 'registration'))
    .limit(1);
  const value = row?.value;
  return (REGISTRATION_MODES as readonly unknown[]).includes(value)
    ? (value as RegistrationMode)
    : config.registration;
}

/**
 * Why this account may not sign in, as the error the person reads (with the administrator's reason for a
 * suspension), or null when it may.
 */
export async function signInDenial(db: Handle, userId: string): Promise<AppError | null> {
  const [row] = await db
    .select({
      reason: sql<
        string | null
      >`(select ${suspensions.reason} from ${suspensions} where ${suspensions.userId} = ${userId})`,
      pending: sql<boolean>`exists (select 1 from ${pendingAccounts} where ${pendingAccounts.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  if (row?.reason != null)
    return new AppError('ACCOUNT_SUSPENDED', 'accountSuspended', { reason: row.reason });
  if (row?.pending) return new AppError('APPROVAL_PENDING', 'accountPending');
  return null;
}

export async function requireMaySignIn(db: Handle, userId: string): Promise<void> {
  const denial = await signInDenial(db, userId);
  if (denial) throw denial;
}

/** May this person report this? Anyone signed in, about anyone or anything they can see but themselves. */
export function requireMayReport(reporterId: string, targetUserId: string): void {
  if (reporterId === targetUserId) throw new AppError('BAD_USER_INPUT', 'reportOwn');
}

/** A SQL condition: the user-id expression is not a suspended account (for reads of other people's content). */
export const notSuspendedSql = (userId: SQL | AnyColumn | string) =>
  sql`not exists (select 1 from ${suspensions} s where s.user_id = ${userId})`;

/** A SQL condition: the content is not hidden, or the viewer is its author (who still sees it, marked). */
export const notHiddenSql = (type: HideableType, id: SQL | AnyColumn | string, viewerId: string | null) =>
  sql`not exists (select 1 from ${hiddenContent} h where h.target_type = ${type} and h.target_id = (${id})::text${
    viewerId ? sql` and h.target_user_id <> ${viewerId}` : sql``
  })`;

/** Whether the user is suspended (one indexed look-up). */
export async function isSuspended(db: Handle, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: suspensions.userId })
    .from(suspensions)
    .where(eq(suspensions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** A goal an administrator hid, or whose owner is suspended: seen by its owner only. One look-up. */
export async function goalWithdrawn(db: Handle, goal: { id: string; userId: string }): Promise<boolean> {
  const [row] = await db
    .select({
      withdrawn: sql<boolean>`(${sql`not ${notHiddenSql('goal', goal.id, null)}`}) or not ${notSuspendedSql(goal.userId)}`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.withdrawn);
}
