import {
  type GoalStatus,
  type GoalStatusFlag,
  goalStatusesWith,
  isGoalStatus,
} from '@stepwise/domain/goal-status';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Goal statuses in SQL, derived from the status table (@stepwise/domain/goal-status): no statement names a
// status by hand. Statuses are written as literals (they come from the table, never from a request), so a
// statement's text and plan stay what they were with the names written out.

/** A status as an SQL literal: 'active'. */
export function goalStatusSql(status: GoalStatus): SQL {
  if (!isGoalStatus(status)) throw new Error(`not a goal status: ${status}`);
  return sql.raw(`'${status}'`);
}

/**
 * `column = 'active'` (or `in (…)`) for the statuses with the meaning; `false` when none has it.
 * `column` is a Drizzle column (goals.status) or an aliased one in a raw statement (sql`g.status`).
 */
export function goalStatusIs(column: SQLWrapper, flag: GoalStatusFlag): SQL {
  const statuses = goalStatusesWith(flag);
  if (statuses.length === 0) return sql`false`;
  if (statuses.length === 1) return sql`${column} = ${goalStatusSql(statuses[0]!)}`;
  return sql`${column} in (${sql.join(statuses.map(goalStatusSql), sql`, `)})`;
}
