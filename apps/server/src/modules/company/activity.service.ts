// What a change in a plan with company does for the others: finishing a shared plan earns
// 'company_finished' (in the tick's transaction), and every change reaches the other participants' open
// pages after the commit (effects/handlers/company.ts calls these).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { planMembers, taskProgress, tasks } from '../../db/schema.js';
import type { Earned } from '../../events/domain.js';
import type { LiveEvents } from '../../events/live.js';
import type { PlanActivity } from '../../events/types.js';
import { award } from '../achievements/award.js';

type Handle = Db | Tx;

/**
 * "Finished with company": called in a tick's transaction. When this participant has every step of a plan
 * done and the plan has someone else in it, they earn 'company_finished' (once).
 */
export async function companyFinished(
  tx: Tx,
  planId: string,
  goalId: string,
  userId: string,
): Promise<Earned | null> {
  const [row] = await tx
    .select({
      others: sql<number>`(select count(*)::int from ${planMembers} m where m.plan_id = ${planId} and m.user_id <> ${userId})`,
      open: sql<number>`count(*) filter (where ${taskProgress.taskId} is null)::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(tasks)
    .leftJoin(taskProgress, and(eq(taskProgress.taskId, tasks.id), eq(taskProgress.userId, userId)))
    .where(eq(tasks.planId, planId));
  if (!row || row.total === 0 || row.open > 0 || row.others === 0) return null;
  return award(tx, userId, 'company_finished', { goalId });
}

/** Everyone taking part in a plan but `exceptId`: who should hear of a change to it live. */
export async function participantsOf(db: Handle, planId: string, exceptId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(and(eq(planMembers.planId, planId), sql`${planMembers.userId} <> ${exceptId}`));
  return rows.map((r) => r.userId);
}

/**
 * After the commit: tells every other participant of a plan (their open pages) that something changed in
 * it. A live event is a hint: a failure never fails the change, which is saved.
 */
export async function announcePlanActivity(
  deps: { db: Db; live: LiveEvents },
  userId: string,
  planId: string,
  goalId: string,
  kind: PlanActivity['kind'],
  /** The other participants, when the caller read them already (a tick, in its transaction). */
  others?: string[],
): Promise<void> {
  try {
    const event: PlanActivity = { type: 'planActivity', goalId, userId, kind };
    for (const id of others ?? (await participantsOf(deps.db, planId, userId))) {
      await deps.live.publish('stepwise:user', id, event);
    }
  } catch {
    // The data is in the database; the next load shows it.
  }
}
