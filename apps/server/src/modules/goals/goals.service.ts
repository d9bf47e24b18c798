// Goals: creating one with its plan (idempotent with a change id), changing its fields and status,
// deleting and restoring it. What follows a write (news, achievements, live updates) is the event
// registry's (effects/registry.ts). Reads: ./goal-reads.service.ts; plan changes: ./replan.service.ts.
import { isRealCompletion, type OpenStepsChoice } from '@stepwise/domain/completion';
import { ACHIEVED_GOAL_STATUS, goalStatusHas, isGoalStatus } from '@stepwise/domain/goal-status';
import { newGoalVisibility } from '@stepwise/domain/visibility';
import { categoryWithInterests } from '@stepwise/planner/categories';
import type { LlmOptions } from '@stepwise/planner/llm';
import { readGoalRequest } from '@stepwise/planner/request';
import { understandGoal } from '@stepwise/planner/understand';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { goals, mentorProfiles, planMembers, plans, tasks } from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { todayIn } from '../../kernel/time.js';
import { syncEventVisibility } from '../news/record.js';
import { parseChangeId } from './change-id.js';
import { openStepsOf, tickOpenTasks } from './completion.js';
import {
  parseCategory,
  parseDeadline,
  parseDescription,
  parseText,
  parseTitle,
  parseVisibility,
  refuse,
} from './goal-input.js';
import { ownGoal } from './goal-reads.service.js';
import { planRows, planWithModel } from './planning.js';
import type { GoalInput, GoalRow } from './types.js';

export async function mentorPlaybook(db: Db, user: UserRow): Promise<string | null> {
  if (!user.mentorId) return null;
  const [row] = await db
    .select({ playbook: mentorProfiles.playbook })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, user.mentorId))
    .limit(1);
  return row?.playbook ?? null;
}

/**
 * The goal that an earlier request of this person's with this change id created (their offline queue sent the
 * change again), or null. Scoped to the person: another's goal with the same id is never found.
 */
export async function goalOfChange(
  db: Db | Tx,
  userId: string,
  changeId: string | null | undefined,
): Promise<GoalRow | null> {
  const id = parseChangeId(changeId);
  if (!id) return null;
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.changeId, id)))
    .limit(1);
  return goal ?? null;
}

/**
 * Creates a goal and its generated plan in one transaction. With a change id (the client's offline queue),
 * creating is idempotent: the insert that finds the goal the same change made (the unique index
 * goals_user_change_key; sent at once, it waits for the first) inserts nothing and answers with that goal,
 * `replayed`, recording nothing (no second "goal set", no achievement). A caller looks the change up first
 * (goalOfChange) when a resend should also skip the planning and the hourly limit, as the resolver does.
 */
export async function createGoal(
  { db, events }: WriteDeps,
  user: UserRow,
  input: GoalInput,
  llm?: LlmOptions | undefined,
  change?: string | null,
): Promise<GoalRow & { replayed?: true }> {
  const changeId = parseChangeId(change);
  const read = readGoalRequest(input, { today: todayIn(user.timezone), timezone: user.timezone });
  refuse(read.problems, ['text', 'category', 'deadline']);
  const asked = parseVisibility(input.visibility);
  const title = parseTitle(input.title);
  const description = parseDescription(input.description) ?? '';
  refuse(read.problems);
  if (!read.request) throw badInput('goalTextRequired', 'text');
  const { text } = read.request;
  // With PLANNER_LLM_URL the model may write the playbook (cached, validated, built-in on any failure).
  const plan = await planWithModel({ ...read.request, mentorPlaybook: await mentorPlaybook(db, user) }, llm);
  // Words of self-harm get no plan, so no goal either (an empty goal would only be a reminder of them): the
  // person gets the planner's kind message with where to find help instead.
  if (plan.safety?.status === 'support' && plan.safety.support)
    throw new AppError(
      'BAD_USER_INPUT',
      'goalNeedsSupport',
      { support: plan.safety.support.message },
      'text',
    );
  // Without one: the person's own default (settings), or else by the reading (personal goals only me).
  const visibility = asked ?? newGoalVisibility(plan.goal, user.defaultVisibility);
  const [created] = await events.transaction(db, async (tx, record) => {
    const [goal] = await tx
      .insert(goals)
      .values({
        userId: user.id,
        title: title ?? plan.goal.title,
        description: description || (title ? text : ''),
        category: plan.goal.category,
        language: plan.goal.language,
        deadline: plan.goal.deadline,
        visibility,
        targetValue: plan.goal.target?.value ?? null,
        targetUnit: plan.goal.target?.unit ?? null,
        changeId,
      })
      .onConflictDoNothing({ target: [goals.userId, goals.changeId], where: sql`change_id is not null` })
      .returning();
    if (!goal) {
      // The same change, sent at once, got in first (committed: this insert waited for it).
      const first = await goalOfChange(tx, user.id, changeId);
      if (!first) throw new Error('A goal insert conflicted without a goal of its change');
      return { ...first, replayed: true as const };
    }
    const planId = crypto.randomUUID();
    const rows = planRows(planId, plan);
    await tx.insert(plans).values({
      id: planId,
      goalId: goal.id,
      source: plan.source,
      progression: rows.progression,
      request: plan.input as unknown as Record<string, unknown>,
      waveUntil: plan.waveUntil ?? null,
    });
    await tx.insert(planMembers).values({ planId, userId: user.id, role: 'owner' });
    if (rows.tasks.length > 0) await tx.insert(tasks).values(rows.tasks);
    await record({ type: 'goalCreated', goal });
    return goal;
  });
  return created;
}

/** Setup step 3: the goal from the free text, its category guided by the chosen interests. */
/** What setup step 3's preview let the person choose, sent as the New goal dialog sends it. */
export type SetupGoalChoices = Pick<GoalInput, 'deadline' | 'answers' | 'target'>;

export async function createSetupGoal(
  deps: WriteDeps,
  user: UserRow,
  text: string,
  interests: string[],
  visibility?: string | null,
  choices: SetupGoalChoices = {},
): Promise<GoalRow> {
  const today = todayIn(user.timezone);
  const read = understandGoal({ text: parseText(text), today, timezone: user.timezone });
  const category = categoryWithInterests(read.category, interests);
  // The interests are no choice of this goal's category: a personal text stays personal under another one.
  const reading = { category, domain: read.domain, textCategory: read.category };
  return createGoal(deps, user, {
    text,
    category,
    visibility: parseVisibility(visibility) ?? newGoalVisibility(reading, user.defaultVisibility),
    ...choices,
  });
}

/**
 * Changes a goal's fields. Made private (from followers or everyone), its plan is no longer shared: the
 * 'goalMadePrivate' event takes its company away (the offer closes, the members leave and are told) in the
 * same transaction (effects/registry.ts).
 */
export async function updateGoal(
  { db, events }: WriteDeps,
  userId: string,
  id: string,
  input: {
    title?: string | null;
    description?: string | null;
    category?: string | null;
    deadline?: string | null;
    visibility?: string | null;
  },
  today: string,
): Promise<GoalRow> {
  await ownGoal(db, id, userId);
  const patch = {
    ...(input.title != null ? { title: parseTitle(input.title) } : {}),
    ...(input.description != null ? { description: parseDescription(input.description) } : {}),
    ...(input.category != null ? { category: parseCategory(input.category) } : {}),
    ...(input.deadline != null ? { deadline: parseDeadline(input.deadline, today) } : {}),
    ...(input.visibility != null ? { visibility: parseVisibility(input.visibility) } : {}),
  };
  const [updated] = await events.transaction(db, async (tx, record) => {
    // The visibility before the change, read under the goal's row lock (two changes at once take turns).
    const [before] = await tx
      .select({ visibility: goals.visibility })
      .from(goals)
      .where(eq(goals.id, id))
      .for('update');
    const [goal] = await tx.update(goals).set(patch).where(eq(goals.id, id)).returning();
    if (patch.visibility) await syncEventVisibility(tx, id, patch.visibility);
    if (patch.visibility === 'private' && before?.visibility !== 'private') {
      const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.goalId, id)).limit(1);
      if (plan) {
        const members = await tx
          .select({ userId: planMembers.userId })
          .from(planMembers)
          .where(and(eq(planMembers.planId, plan.id), eq(planMembers.role, 'member')));
        await record({
          type: 'goalMadePrivate',
          userId,
          goal: goal!,
          planId: plan.id,
          memberIds: members.map((m) => m.userId),
        });
      }
    }
    return goal!;
  });
  return updated;
}

/**
 * Sets a goal's status. To the status it already has, nothing changes (`unchanged`): not the moment it was
 * completed, not its version, and no news or achievement is recorded again, so the same change sent twice (a
 * double tap, the offline queue sending it again) is harmless. Decided in the update itself: of two requests at
 * once, the second waits for the first's row lock and then finds the status already set.
 */
export async function setGoalStatus(
  { db, events }: WriteDeps,
  userId: string,
  id: string,
  status: string,
  openSteps?: OpenStepsChoice | null,
): Promise<GoalRow & { unchanged?: true }> {
  // A pause has its own way in and out (pauseGoal, resumeGoal: the steps move with it).
  if (!isGoalStatus(status) || goalStatusHas(status, 'paused')) throw badInput('statusInvalid', 'status');
  const current = await ownGoal(db, id, userId);
  if (goalStatusHas(current.status, 'paused')) throw badInput('goalPausedResumeFirst', 'status');
  const completing = status === ACHIEVED_GOAL_STATUS && current.status !== status;
  const [set] = await events.transaction(db, async (tx, record) => {
    // Completing with open steps needs the owner's word on them (@stepwise/domain/completion).
    const open = completing ? await openStepsOf(tx, id, userId) : 0;
    if (open > 0 && !openSteps) throw badInput('goalOpenSteps', 'openSteps', { n: open });
    if (open > 0 && openSteps === 'tick') await tickOpenTasks(tx, id, userId);
    const [goal] = await tx
      .update(goals)
      .set({ status, completedAt: status === ACHIEVED_GOAL_STATUS ? new Date() : null })
      .where(and(eq(goals.id, id), ne(goals.status, status)))
      .returning();
    if (!goal) {
      const [same] = await tx.select().from(goals).where(eq(goals.id, id));
      if (!same) throw new AppError('NOT_FOUND', 'goalNotFound');
      return { ...same, unchanged: true as const };
    }
    if (status === ACHIEVED_GOAL_STATUS && isRealCompletion(open, openSteps))
      await record({ type: 'goalAchieved', goal });
    await record({ type: 'goalStatusSet', goal, status });
    return goal;
  });
  return set;
}

/** Soft delete: `restoreGoal` undoes it. */
export async function deleteGoal(db: Db, userId: string, id: string): Promise<string> {
  await ownGoal(db, id, userId);
  await db.update(goals).set({ deletedAt: new Date() }).where(eq(goals.id, id));
  return id;
}

export async function restoreGoal(db: Db, userId: string, id: string): Promise<GoalRow> {
  const [goal] = await db
    .update(goals)
    .set({ deletedAt: null })
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning();
  if (!goal) throw new AppError('NOT_FOUND', 'goalNotFound');
  return goal;
}
