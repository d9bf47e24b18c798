// Completing a goal and dating its steps without surprises (the rules: @stepwise/domain/completion). A goal
// marked complete with open steps needs the owner's word on them; a step dated after the goal's deadline needs
// their choice: the deadline moves to it, or the step stays on or before the deadline.
import { isAfterDeadline } from '@stepwise/domain/completion';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { goals } from '../../db/schema.js';
import { badInput } from '../../kernel/errors.js';

// The plan's tasks the owner has not done; a milestone with steps counts through its steps.
const openTasksSql = (goalId: string, ownerId: string, leavesOnly: boolean) => sql`
  from tasks t join plans p on p.id = t.plan_id
  where p.goal_id = ${goalId}::uuid
    and not exists (select 1 from task_progress d where d.task_id = t.id and d.user_id = ${ownerId}::uuid)
    ${leavesOnly ? sql`and not exists (select 1 from tasks c where c.parent_id = t.id)` : sql``}`;

/** How many steps of the goal's plan its owner has not done. */
export async function openStepsOf(tx: Tx, goalId: string, ownerId: string): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as n ${openTasksSql(goalId, ownerId, true)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The owner said the open ones are done too: every task of the plan not done is ticked now. */
export async function tickOpenTasks(tx: Tx, goalId: string, ownerId: string): Promise<void> {
  await tx.execute(sql`
    insert into task_progress (task_id, user_id)
    select t.id, ${ownerId}::uuid ${openTasksSql(goalId, ownerId, false)}
    on conflict do nothing`);
}

/**
 * A step's new day against its goal's deadline: after it, refused (BAD_USER_INPUT on `date`, naming the deadline)
 * unless the person chose to move the deadline, which then moves to the step's day in the same transaction.
 */
export async function checkStepDeadline(
  db: Db | Tx,
  goalId: string,
  date: string | null | undefined,
  moveDeadline: boolean | null | undefined,
): Promise<void> {
  if (!date) return;
  const [goal] = await db.select({ deadline: goals.deadline }).from(goals).where(eq(goals.id, goalId));
  if (!isAfterDeadline(date, goal?.deadline)) return;
  if (!moveDeadline) throw badInput('stepAfterDeadline', 'date', { deadline: goal!.deadline! });
  await db.update(goals).set({ deadline: date }).where(eq(goals.id, goalId));
}
