// Earning an achievement: written in the transaction of the change that earns it, once per person and
// kind, with its news event and its notification. Callers announce the notification after the commit.
import type { AchievementKey } from '@stepwise/domain/achievements';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { achievements, events } from '../../db/schema.js';
import type { Earned } from '../../events/domain.js';
import { notify } from '../notifications/notifications.service.js';

/**
 * Gives `userId` the achievement `key` unless they have it. Returns what was earned, or null when they
 * already had it. `goalId`: what earned it (a goal achieved, endorsed, finished with company).
 */
export async function award(
  db: Db | Tx,
  userId: string,
  key: AchievementKey,
  options: { goalId?: string | null; data?: Record<string, string | number | null> } = {},
): Promise<Earned | null> {
  const data = options.data ?? {};
  const inserted = await db
    .insert(achievements)
    .values({ userId, key, goalId: options.goalId ?? null, data })
    .onConflictDoNothing()
    .returning({ key: achievements.key });
  if (inserted.length === 0) return null;
  // News: achievements are public news unless they name a goal the person keeps from others.
  await db.execute(sql`
    insert into ${events} (actor_id, kind, goal_id, data, visibility)
    select ${userId}::uuid, 'achievement_earned', g.id,
      ${JSON.stringify({ ...data, key })}::jsonb
        || case when g.id is null then '{}'::jsonb else jsonb_build_object('title', g.title) end,
      coalesce(g.visibility, 'public')
    from (select 1) one
    left join goals g on g.id = ${options.goalId ?? null}::uuid`);
  const notification = await notify(db, {
    userId,
    kind: 'achievement',
    goalId: options.goalId ?? null,
    data: { ...data, key },
  });
  return { key, userId, notification };
}
