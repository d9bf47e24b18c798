// A plan settling after a change: a milestone is done for a participant exactly when all its steps are, and
// the owner's goal completes when every milestone is done (and reopens when one is not). What was reached is
// recorded (milestoneReached, goalAchieved); the registry turns it into news and achievements.
import { ACHIEVED_GOAL_STATUS, INITIAL_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { goalStatusSql } from '../../db/goal-status.js';
import { rowsOf } from '../../db/rows.js';
import { goals, planMembers, taskProgress, tasks } from '../../db/schema.js';
import type { RecordEvent } from '../../events/domain.js';

// `for no key update`: serialises the settling without waiting on the key-share locks that every insert
// naming the goal (a news event, an achievement) takes; `for update` deadlocked two milestones finishing
// at once (each held a key share from its event and waited for the other's).
async function lockGoal(tx: Tx, goalId: string) {
  await tx.execute(sql`select ${goals.id} from ${goals} where ${goals.id} = ${goalId} for no key update`);
}

/**
 * A milestone with steps is done, for a participant, exactly when all its steps are: settles every participant
 * of the plan (a tick settles its own person in its statements: tickStep). Callers hold the milestone's or the
 * plan's lock. Returns the participants who reached the milestone.
 */
export async function settleMilestone(
  tx: Tx,
  record: RecordEvent,
  planId: string,
  milestoneId: string,
): Promise<string[]> {
  const allStepsDone = (user: ReturnType<typeof sql>) => sql`
    exists (select 1 from ${tasks} s where s.parent_id = ${milestoneId})
    and not exists (
      select 1 from ${tasks} s where s.parent_id = ${milestoneId}
      and not exists (select 1 from ${taskProgress} d where d.task_id = s.id and d.user_id = ${user}))`;
  const reached = await tx.execute(sql`
    insert into ${taskProgress} (task_id, user_id)
    select ${milestoneId}, ${planMembers.userId} from ${planMembers}
    where ${planMembers.planId} = ${planId} and ${allStepsDone(sql`${planMembers.userId}`)}
    on conflict do nothing
    returning user_id`);
  const users = rowsOf<{ user_id: string }>(reached).map((r) => r.user_id);
  if (users.length > 0) await record({ type: 'milestoneReached', milestoneId, userIds: users });
  await tx.execute(sql`
    delete from ${taskProgress} p
    where p.task_id = ${milestoneId}
    and exists (select 1 from ${tasks} s where s.parent_id = ${milestoneId})
    and not (${allStepsDone(sql`p.user_id`)})`);
  return users;
}

/**
 * The owner's goal completes when every milestone is done (recorded: goalAchieved), and becomes active again
 * when one reopens. Returns whether it completed now.
 */
export async function settleGoal(
  tx: Tx,
  record: RecordEvent,
  goalId: string,
  planId: string,
  ownerId: string,
): Promise<boolean> {
  await lockGoal(tx, goalId);
  // The milestones' counts, and a completed goal with an open milestone made active again, in one
  // statement (read after the goal's lock: a concurrent settling has committed by then).
  const result = await tx.execute(sql`
    with counts as (
      select count(*)::int as total, count(*) filter (where p.task_id is null)::int as open
      from ${tasks} t
      left join ${taskProgress} p on p.task_id = t.id and p.user_id = ${ownerId}
      where t.plan_id = ${planId} and t.parent_id is null
    ), reopened as (
      update ${goals} set status = ${goalStatusSql(INITIAL_GOAL_STATUS)}, completed_at = null
      from counts
      where ${goals.id} = ${goalId} and ${goals.status} = ${goalStatusSql(ACHIEVED_GOAL_STATUS)} and counts.open > 0
      returning ${goals.id}
    )
    select total, open from counts`);
  const counts = rowsOf<{ total: number; open: number }>(result)[0];
  if (!counts || Number(counts.total) === 0 || Number(counts.open) > 0) return false;
  const [achieved] = await tx
    .update(goals)
    .set({ status: ACHIEVED_GOAL_STATUS, completedAt: new Date() })
    .where(and(eq(goals.id, goalId), sql`${goals.status} = ${goalStatusSql(INITIAL_GOAL_STATUS)}`))
    .returning();
  if (!achieved) return false;
  await record({ type: 'goalAchieved', goal: achieved });
  return true;
}
