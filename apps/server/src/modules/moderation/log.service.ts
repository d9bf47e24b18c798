// The moderation log: what each administrator did, to whom or what, and when. Names are copied in, so the
// line stays readable after either account is deleted.
import { desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { moderationLog, users } from '../../db/schema.js';

export const MODERATION_ACTIONS = [
  'hide',
  'unhide',
  'suspend',
  'unsuspend',
  'delete_account',
  'dismiss_report',
  'approve_account',
  'registration_mode',
  'invitation_created',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export async function logAction(
  db: Db | Tx,
  actor: { id: string; name: string },
  entry: {
    action: ModerationAction;
    targetType?: string;
    targetId?: string;
    targetName?: string;
    note?: string;
  },
): Promise<void> {
  await db.insert(moderationLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    targetName: entry.targetName ?? '',
    note: entry.note ?? '',
  });
}

/** The newest lines first; `before`: a line's time, for the next page. */
export async function moderationLogPage(db: Db, limit = 100, before?: Date) {
  return db
    .select({
      id: moderationLog.id,
      actorName: moderationLog.actorName,
      actorUsername: users.username,
      action: moderationLog.action,
      targetType: moderationLog.targetType,
      targetId: moderationLog.targetId,
      targetName: moderationLog.targetName,
      note: moderationLog.note,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.actorId))
    .where(before ? lt(moderationLog.createdAt, before) : undefined)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit);
}
