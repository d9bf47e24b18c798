// Pausing a plan and resuming it. The owner pausing pauses the goal (status 'paused': out of the agenda and
// reminders, see the status table); a member pausing a company plan pauses only their own copy of the
// schedule. Resuming moves the open steps forward by the pause (done steps never move) and the deadline with
// them unless the person keeps it, or re-plans the open steps to the deadline instead.
import { goalStatusHas, INITIAL_GOAL_STATUS, PAUSED_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { pauseLength, pauseOver, resumeShift } from '@stepwise/planner/pause';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { goalStatusSql } from '../../db/goal-status.js';
import type { UserRow } from '../../db/schema.js';
import { goals, pauses, planMembers, plans, taskProgress, tasks, users } from '../../db/schema.js';
import type { GoalRef, RecordEvent, WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { addDays, atTime, isIsoDate, todayIn } from '../../kernel/time.js';
import { pauseRole } from '../../policies/goals.js';
import { replanGoal } from './replan.service.js';
import type { GoalRow } from './types.js';

export type PauseRow = typeof pauses.$inferSelect;

/** Longest pause one can set an end date for. */
const UNTIL_MAX_DAYS = 730;

interface Part {
  goal: GoalRow;
  planId: string;
  role: 'owner' | 'member';
}

/** The person's part in the goal's plan (owner or member); NOT_FOUND for anyone else. */
async function partIn(db: Db | Tx, goalId: string, userId: string, lock = false): Promise<Part> {
  if (!isUuid(goalId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  const query = db
    .select({ goal: goals, planId: plans.id, role: planMembers.role })
    .from(goals)
    .innerJoin(plans, eq(plans.goalId, goals.id))
    .leftJoin(planMembers, and(eq(planMembers.planId, plans.id), eq(planMembers.userId, userId)))
    .where(and(eq(goals.id, goalId), isNull(goals.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: goals }) : await query;
  const role = row ? pauseRole(row.goal, row.role ? { role: row.role } : null, userId) : null;
  if (!row || !role) throw new AppError('NOT_FOUND', 'goalNotFound');
  return { goal: row.goal, planId: row.planId, role };
}

const refOf = (g: GoalRow): GoalRef => ({
  id: g.id,
  userId: g.userId,
  title: g.title,
  visibility: g.visibility,
});

async function openPause(db: Db | Tx, planId: string, userId: string): Promise<PauseRow | null> {
  const [row] = await db
    .select()
    .from(pauses)
    .where(and(eq(pauses.planId, planId), eq(pauses.userId, userId), isNull(pauses.endedOn)));
  return row ?? null;
}

function parsePause(input: { until?: string | null; reason?: string | null }, today: string) {
  const until = input.until ?? null;
  if (until !== null && (!isIsoDate(until) || until <= today || until > addDays(today, UNTIL_MAX_DAYS))) {
    throw badInput('pauseUntilInvalid', 'until');
  }
  const reason = (input.reason ?? '').trim();
  if (reason.length > 500) throw badInput('pauseReasonTooLong', 'reason');
  return { until, reason };
}

/**
 * Pauses the person's part in a plan: the owner's goal becomes paused, a member's copy stops. Pausing what
 * is already paused changes nothing and answers the goal (a double tap, the offline queue sending it again).
 */
export async function pauseGoal(
  { db, events }: WriteDeps,
  user: UserRow,
  goalId: string,
  input: { until?: string | null; reason?: string | null },
): Promise<GoalRow> {
  const today = todayIn(user.timezone);
  const { until, reason } = parsePause(input, today);
  const [goal] = await events.transaction(db, async (tx, record) => {
    const part = await partIn(tx, goalId, user.id, true);
    if (await openPause(tx, part.planId, user.id)) return part.goal;
    const open =
      part.role === 'owner'
        ? part.goal.status === INITIAL_GOAL_STATUS
        : goalStatusHas(part.goal.status, 'shownToMembers');
    if (!open) throw badInput('pauseNotActive', 'goalId');
    await tx.insert(pauses).values({ planId: part.planId, userId: user.id, startedOn: today, until, reason });
    let goal: GoalRow = part.goal;
    if (part.role === 'owner') {
      const [set] = await tx
        .update(goals)
        .set({ status: PAUSED_GOAL_STATUS })
        .where(eq(goals.id, goalId))
        .returning();
      goal = set ?? goal;
    }
    await record({
      type: 'goalPaused',
      userId: user.id,
      goal: refOf(goal),
      planId: part.planId,
      role: part.role,
      moved: 0,
    });
    return goal;
  });
  return goal;
}

export interface ResumeOptions {
  /** Keep the deadline where it is (the open steps still move). */
  keepDeadline?: boolean | null;
  /** Re-plan the open steps to the deadline instead of moving them by the pause (owner only). */
  replan?: boolean | null;
}

export interface ResumeAnswer {
  goal: GoalRow;
  /** Days the pause lasted (the open steps moved by this many, unless re-planned). */
  days: number;
  /** Open steps moved. */
  moved: number;
  replanned: boolean;
}

/** Ends an open pause in the transaction: moves what it has to and records the resume. */
async function endPause(
  tx: Tx,
  record: RecordEvent,
  part: Part,
  pause: PauseRow,
  userId: string,
  endedOn: string,
  options: ResumeOptions,
): Promise<{ goal: GoalRow; days: number; moved: number }> {
  const days = pauseLength(pause.startedOn, endedOn);
  const shift = options.replan ? 0 : days;
  let goal = part.goal;
  let moved = 0;
  if (part.role === 'owner') {
    const open = await tx
      .select({ id: tasks.id, date: tasks.date })
      .from(tasks)
      .where(
        and(
          eq(tasks.planId, part.planId),
          sql`not exists (select 1 from ${taskProgress} tp where tp.task_id = ${tasks.id} and tp.user_id = ${userId})`,
        ),
      );
    const result = resumeShift(
      open.map((t) => ({ id: t.id, date: t.date, completed: false })),
      shift,
      goal.deadline,
      options.keepDeadline === true,
    );
    moved = result.moved.length;
    if (shift > 0) {
      // One statement for every open step (the version trigger raises each one's version).
      await tx.execute(sql`
        update ${tasks} set date = date + ${shift}::int
        where plan_id = ${part.planId} and date is not null
          and not exists (select 1 from ${taskProgress} tp where tp.task_id = ${tasks.id} and tp.user_id = ${userId})`);
      // The members were not paused: their copy of the schedule stays where it was.
      await tx.execute(sql`
        update ${planMembers} set day_offset = day_offset - ${shift}::int
        where plan_id = ${part.planId} and role = 'member'`);
      await tx.execute(sql`
        update ${plans} set wave_until = wave_until + ${shift}::int
        where id = ${part.planId} and wave_until is not null`);
    }
    const [set] = await tx
      .update(goals)
      .set({ status: INITIAL_GOAL_STATUS, deadline: result.deadline })
      .where(and(eq(goals.id, goal.id), sql`${goals.status} = ${goalStatusSql(PAUSED_GOAL_STATUS)}`))
      .returning();
    goal = set ?? goal;
  } else if (shift > 0) {
    // A member's own copy moves as a whole.
    await tx
      .update(planMembers)
      .set({ dayOffset: sql`${planMembers.dayOffset} + ${shift}::int` })
      .where(and(eq(planMembers.planId, part.planId), eq(planMembers.userId, userId)));
  }
  await tx.update(pauses).set({ endedOn, shiftedDays: shift }).where(eq(pauses.id, pause.id));
  await record({
    type: 'goalResumed',
    userId,
    goal: refOf(goal),
    planId: part.planId,
    role: part.role,
    moved,
  });
  return { goal, days, moved };
}

/**
 * Resumes the person's part in a plan. Not paused: nothing changes (the offline queue may send it twice).
 * A pause set until a date that has passed ends on that date: the steps move by the days it really lasted.
 */
export async function resumeGoal(
  deps: WriteDeps,
  user: UserRow,
  goalId: string,
  options: ResumeOptions = {},
): Promise<ResumeAnswer> {
  const today = todayIn(user.timezone);
  const [answer] = await deps.events.transaction(deps.db, async (tx, record) => {
    const part = await partIn(tx, goalId, user.id, true);
    const pause = await openPause(tx, part.planId, user.id);
    if (!pause) return { goal: part.goal, days: 0, moved: 0 };
    const endedOn = pauseOver(pause.until, today) ? pause.until! : today;
    return endPause(tx, record, part, pause, user.id, endedOn, {
      ...options,
      replan: options.replan && part.role === 'owner',
    });
  });
  if (options.replan && answer.goal.userId === user.id) {
    const replanned = await replanGoal(deps.db, user, goalId);
    return { goal: replanned.goal, days: answer.days, moved: replanned.moved, replanned: true };
  }
  return { ...answer, replanned: false };
}

/** The scheduled job that ends pauses whose until date has come (hourly: a day starts on the hour somewhere). */
export const LAPSED_PAUSES_QUEUE = 'pauses.lapsed';
export const LAPSED_PAUSES_SCHEDULE = '5 * * * *';

/**
 * Ends every pause set until a day that has come in its person's time zone (up to `batch` of them a run): each
 * ends on its until date, the open steps moving by the days it lasted, so the plan is back in the agenda and
 * its reminders without the person doing anything. Returns how many it ended.
 */
export async function endLapsedPauses(deps: WriteDeps, now: Date = new Date(), batch = 500): Promise<number> {
  const due = await deps.db
    .select({ user: users, goalId: plans.goalId })
    .from(pauses)
    .innerJoin(users, eq(users.id, pauses.userId))
    .innerJoin(plans, eq(plans.id, pauses.planId))
    .where(
      and(
        isNull(pauses.endedOn),
        sql`${pauses.until} <= (${now.toISOString()}::timestamptz at time zone ${users.timezone})::date`,
      ),
    )
    .limit(batch);
  for (const { user, goalId } of due) await atTime(now, () => resumeGoal(deps, user, goalId));
  return due.length;
}

/** The open pauses of these goals' plans, by goal: who paused, since and until when, and why. */
export async function openPausesOf(db: Db, goalIds: readonly string[]) {
  const byGoal = new Map<string, PauseRow[]>();
  if (goalIds.length === 0) return byGoal;
  const rows = await db
    .select({ pause: pauses, goalId: plans.goalId })
    .from(pauses)
    .innerJoin(plans, eq(plans.id, pauses.planId))
    .where(
      and(
        sql`${plans.goalId} in (${sql.join(
          goalIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
        isNull(pauses.endedOn),
      ),
    );
  for (const { pause, goalId } of rows) byGoal.set(goalId, [...(byGoal.get(goalId) ?? []), pause]);
  return byGoal;
}
