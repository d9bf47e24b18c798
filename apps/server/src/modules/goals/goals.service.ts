import { ACHIEVED_GOAL_STATUS, isGoalStatus } from '@stepwise/domain/goal-status';
import { CATEGORIES, type Category, isCategory } from '@stepwise/planner/categories';
import type { LlmOptions } from '@stepwise/planner/llm';
import { replan } from '@stepwise/planner/replan';
import {
  type GoalFieldProblem,
  type GoalFields,
  goalText,
  isGoalDeadline,
  previewOf,
  readGoalRequest,
} from '@stepwise/planner/request';
import { understandGoal } from '@stepwise/planner/understand';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import {
  goals,
  mentorProfiles,
  planMembers,
  plans,
  taskProgress,
  tasks,
  tombstones,
  users,
} from '../../db/schema.js';
import type { WriteDeps } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import type { Page } from '../../kernel/pages.js';
import { addDays, isIsoDate, todayIn } from '../../kernel/time.js';
import { type Audience, audienceOf, canEditGoal, canViewGoal, VISIBILITIES } from '../../policies/goals.js';
import { syncEventVisibility } from '../news/record.js';
import { parseChangeId } from './change-id.js';
import { deadlineEdit, planFor, planRows, planWithModel } from './planning.js';

/** A goal as the app passes it around; its change id is only the creating request's (rows read elsewhere may lack it). */
export type GoalRow = Omit<typeof goals.$inferSelect, 'changeId'> & { changeId?: string | null };
export type TaskRow = typeof tasks.$inferSelect;
/** A task as one participant sees it: the shared schedule and their own completion. */
export type TaskRecord = TaskRow & { completed: boolean; completedAt: Date | null };

export interface GoalInput {
  text: string;
  title?: string | null;
  description?: string | null;
  category?: string | null;
  deadline?: string | null;
  visibility?: string | null;
  /** One-tap answers to the preview's questions. */
  answers?: ReadonlyArray<{ id: string; value: string }> | null;
  /** A smaller target accepted from a warning's alternative. */
  target?: { value: number; unit: string } | null;
}

/** Throws the first refused field of a goal request (BAD_USER_INPUT naming it), among `fields` when given. */
function refuse(problems: readonly GoalFieldProblem[], fields?: ReadonlyArray<GoalFieldProblem['field']>) {
  const problem = problems.find((p) => !fields || fields.includes(p.field));
  if (problem) throw badInput(problem.reason, problem.field);
}

function parseCategory(value: string | null | undefined): Category | undefined {
  if (value == null || value === '') return undefined;
  if (!isCategory(value)) throw badInput('categoryInvalid', 'category');
  return value;
}

function parseVisibility(value: string | null | undefined) {
  if (value == null) return undefined;
  if (!VISIBILITIES.includes(value as never)) throw badInput('visibilityInvalid', 'visibility');
  return value as (typeof VISIBILITIES)[number];
}

function parseDeadline(value: string | null | undefined, today: string): string | undefined {
  if (value == null || value === '') return undefined;
  if (!isGoalDeadline(value, today)) throw badInput('deadlineInvalid', 'deadline');
  return value;
}

function parseText(text: string): string {
  const clean = goalText(text);
  if (clean === undefined) throw badInput('goalTextRequired', 'text');
  return clean;
}

function parseTitle(title: string | null | undefined): string | undefined {
  if (title == null) return undefined;
  const clean = title.trim();
  if (clean.length < 1 || clean.length > 120) throw badInput('titleLength', 'title');
  return clean;
}

function parseDescription(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  if (value.length > 2000) throw badInput('descriptionLength', 'description');
  return value.trim();
}

/**
 * What the planner understands of a goal text before it is saved, shown to the person first: kind, domain,
 * subject, deadline, target and schedule, plus its warnings (with an alternative to accept) and at most two
 * one-tap questions. The built-in generator only (fast, offline): the model is asked when the goal is created.
 */
export function previewGoal(user: UserRow, input: GoalFields) {
  const read = readGoalRequest(input, { today: todayIn(user.timezone), timezone: user.timezone });
  refuse(read.problems);
  if (!read.request) throw badInput('goalTextRequired', 'text');
  return previewOf(planFor(read.request));
}

async function mentorPlaybook(db: Db, user: UserRow): Promise<string | null> {
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
  // Without one, the person's default for new goals (settings).
  const visibility = parseVisibility(input.visibility) ?? parseVisibility(user.defaultVisibility) ?? 'public';
  const title = parseTitle(input.title);
  const description = parseDescription(input.description) ?? '';
  refuse(read.problems);
  if (!read.request) throw badInput('goalTextRequired', 'text');
  const { text } = read.request;
  // With PLANNER_LLM_URL the model may write the playbook (cached, validated, built-in on any failure).
  const plan = await planWithModel({ ...read.request, mentorPlaybook: await mentorPlaybook(db, user) }, llm);
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

/** The goal, when the viewer may see it; NOT_FOUND otherwise (a stranger cannot tell private from missing). */
export async function getGoal(db: Db, id: string, viewerId: string | null): Promise<GoalRow> {
  const goal = isUuid(id)
    ? (
        await db
          .select()
          .from(goals)
          .where(and(eq(goals.id, id), isNull(goals.deletedAt)))
          .limit(1)
      )[0]
    : undefined;
  if (!goal) throw new AppError('NOT_FOUND', 'goalNotFound');
  if (!(await canViewGoal(db, goal, viewerId))) throw new AppError('NOT_FOUND', 'goalNotFound');
  return goal;
}

/** The owner's own goal, for changes. */
export async function ownGoal(db: Db, id: string, userId: string): Promise<GoalRow> {
  const goal = await getGoal(db, id, userId);
  if (!canEditGoal(goal, userId)) throw new AppError('NOT_FOUND', 'goalNotFound');
  return goal;
}

const encodeCursor = (g: GoalRow) =>
  Buffer.from(`${g.createdAt.toISOString()}|${g.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  // Only what encodeCursor writes: a forged time (year 275760, "1", "20000") never reaches the database.
  const exact = !Number.isNaN(createdAt.getTime()) && createdAt.toISOString() === at && /^\d{4}-/.test(at);
  if (!id || !exact || !isUuid(id)) throw badInput('paginationInvalid');
  return { createdAt, id };
}

/** A user's goals that the viewer may see, newest first, by keyset pagination. */
export async function listGoals(
  db: Db,
  ownerId: string,
  viewerId: string | null,
  options: { first?: number | null; after?: string | null; status?: string | null; audience?: Audience },
): Promise<Page<GoalRow>> {
  const first = options.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput('paginationInvalid');
  const audience = options.audience ?? (await audienceOf(db, ownerId, viewerId));
  const after = options.after ? decodeCursor(options.after) : null;
  const rows = await db
    .select()
    .from(goals)
    .where(
      and(
        eq(goals.userId, ownerId),
        isNull(goals.deletedAt),
        audience.all ? undefined : inArray(goals.visibility, audience.visibilities),
        options.status ? eq(goals.status, options.status) : undefined,
        after
          ? or(
              lt(goals.createdAt, after.createdAt),
              and(eq(goals.createdAt, after.createdAt), lt(goals.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .limit(first + 1);
  const items = rows.slice(0, first);
  return {
    items,
    hasNextPage: rows.length > first,
    endCursor: items.length ? encodeCursor(items.at(-1)!) : null,
  };
}

export async function updateGoal(
  db: Db,
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
  return db.transaction(async (tx) => {
    const [goal] = await tx.update(goals).set(patch).where(eq(goals.id, id)).returning();
    if (patch.visibility) await syncEventVisibility(tx, id, patch.visibility);
    return goal!;
  });
}

/**
 * What saving an earlier deadline would do to the plan: the open steps left after it and the warnings of the
 * goal with that deadline. The edit form asks before saving, so it can warn and offer to replan.
 */
export async function deadlineEditCheck(db: Db, user: UserRow, goalId: string, newDeadline: string) {
  const goal = await ownGoal(db, goalId, user.id);
  const today = todayIn(user.timezone);
  const deadline = parseDeadline(newDeadline, today);
  if (!deadline) throw badInput('deadlineInvalid', 'deadline');
  const list = (await tasksOf(db, [goalId], user.id)).get(goalId) ?? [];
  const edit = deadlineEdit(
    {
      text: goal.description || goal.title,
      category: goal.category as Category,
      deadline: goal.deadline && goal.deadline >= today ? goal.deadline : undefined,
      today,
      timezone: user.timezone,
    },
    list.filter((t) => t.parentId !== null),
    deadline,
  );
  const earlier = goal.deadline ? deadline < goal.deadline : edit.earlier;
  return {
    deadline,
    earlier,
    stepsAfterDeadline: earlier ? edit.stepsAfter.length : 0,
    warnings: edit.warnings.filter((w) => w.code !== 'generic-plan'),
  };
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
): Promise<GoalRow & { unchanged?: true }> {
  if (!isGoalStatus(status)) throw badInput('statusInvalid', 'status');
  await ownGoal(db, id, userId);
  const [set] = await events.transaction(db, async (tx, record) => {
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
    if (status === ACHIEVED_GOAL_STATUS) await record({ type: 'goalAchieved', goal });
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

/**
 * Generates the plan anew from the goal, keeping the plan (and its members); refused once anyone
 * has done a task (replan keeps done work). The old tasks leave tombstones for syncing clients.
 */
export async function regeneratePlan(db: Db, user: UserRow, goalId: string): Promise<GoalRow> {
  const goal = await ownGoal(db, goalId, user.id);
  const today = todayIn(user.timezone);
  const generated = planFor({
    text: goal.description || goal.title,
    category: goal.category as Category,
    deadline: goal.deadline && goal.deadline >= today ? goal.deadline : undefined,
    today,
    timezone: user.timezone,
    mentorPlaybook: await mentorPlaybook(db, user),
  });
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.goalId, goalId)).for('update');
    const planId = plan?.id ?? crypto.randomUUID();
    if (plan) {
      const [done] = await tx
        .select({ id: taskProgress.taskId })
        .from(taskProgress)
        .innerJoin(tasks, eq(tasks.id, taskProgress.taskId))
        .where(eq(tasks.planId, plan.id))
        .limit(1);
      if (done) throw badInput('regenerateHasProgress');
      const removed = await tx.delete(tasks).where(eq(tasks.planId, plan.id)).returning({ id: tasks.id });
      if (removed.length > 0) {
        await tx
          .insert(tombstones)
          .values(removed.map((r) => ({ id: r.id, kind: 'task', userId: user.id, goalId })))
          .onConflictDoNothing();
      }
    }
    const rows = planRows(planId, generated);
    if (plan) {
      await tx
        .update(plans)
        .set({
          source: generated.source,
          progression: rows.progression,
          generatedAt: new Date(),
          request: generated.input as unknown as Record<string, unknown>,
          waveUntil: generated.waveUntil ?? null,
        })
        .where(eq(plans.id, planId));
    } else {
      await tx.insert(plans).values({
        id: planId,
        goalId,
        source: generated.source,
        progression: rows.progression,
        request: generated.input as unknown as Record<string, unknown>,
        waveUntil: generated.waveUntil ?? null,
      });
      await tx.insert(planMembers).values({ planId, userId: user.id, role: 'owner' }).onConflictDoNothing();
    }
    if (rows.tasks.length > 0) await tx.insert(tasks).values(rows.tasks);
    const [updated] = await tx
      .update(goals)
      .set({ deadline: generated.goal.deadline })
      .where(eq(goals.id, goalId))
      .returning();
    return updated!;
  });
}

/** The viewer's own membership row of a plan (joined once per plan, not per task). */
const me = alias(planMembers, 'me');

/**
 * Whose ticks a viewer sees on a plan: their own when they take part in it (owner or member),
 * otherwise the owner's. Used with `joinMe` by every query that reads completion.
 */
const progressUser = (viewerId: string | null) =>
  viewerId ? sql`coalesce(${me.userId}, ${goals.userId})` : sql`${goals.userId}`;
const joinMe = (viewerId: string | null) =>
  and(eq(me.planId, plans.id), viewerId ? eq(me.userId, viewerId) : sql`false`);

/** Progress of many goals in one query: done and total steps (milestones count when they have no steps). */
export async function progressOf(db: Db, goalIds: readonly string[], viewerId: string | null = null) {
  if (goalIds.length === 0) return new Map<string, { done: number; total: number }>();
  const rows = await db
    .select({
      goalId: plans.goalId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${taskProgress.taskId})::int`,
    })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .leftJoin(me, joinMe(viewerId))
    .leftJoin(
      taskProgress,
      and(eq(taskProgress.taskId, tasks.id), sql`${taskProgress.userId} = ${progressUser(viewerId)}`),
    )
    .where(
      and(
        inArray(plans.goalId, [...goalIds]),
        or(
          sql`${tasks.parentId} is not null`,
          sql`not exists (select 1 from tasks c where c.parent_id = ${tasks.id})`,
        ),
      ),
    )
    .groupBy(plans.goalId);
  return new Map(rows.map((r) => [r.goalId, { done: r.done, total: r.total }]));
}

/** The tasks of many goals' plans in one query, milestones and steps in plan order, with completion. */
export async function tasksOf(db: Db, goalIds: readonly string[], viewerId: string | null = null) {
  if (goalIds.length === 0) return new Map<string, Array<TaskRecord & { goalId: string }>>();
  const rows = await db
    .select({
      task: tasks,
      goalId: plans.goalId,
      completedAt: taskProgress.completedAt,
      dayOffset: viewerId ? me.dayOffset : sql<number>`0`,
    })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .innerJoin(goals, eq(goals.id, plans.goalId))
    .leftJoin(me, joinMe(viewerId))
    .leftJoin(
      taskProgress,
      and(eq(taskProgress.taskId, tasks.id), sql`${taskProgress.userId} = ${progressUser(viewerId)}`),
    )
    .where(inArray(plans.goalId, [...goalIds]))
    .orderBy(asc(tasks.position));
  const byGoal = new Map<string, Array<TaskRecord & { goalId: string }>>();
  for (const { task, goalId, completedAt, dayOffset } of rows) {
    const list = byGoal.get(goalId) ?? [];
    // A member who joined later follows their own copy of the schedule (company.service.ts).
    const date = task.date && dayOffset ? addDays(task.date, dayOffset) : task.date;
    list.push({ ...task, date, completed: completedAt !== null, completedAt, goalId });
    byGoal.set(goalId, list);
  }
  for (const [goalId, list] of byGoal) byGoal.set(goalId, inPlanOrder(list));
  return byGoal;
}

/** Milestones by position, each followed by its steps by position. */
export function inPlanOrder<T extends { id: string; parentId: string | null; position: number }>(
  list: T[],
): T[] {
  const children = new Map<string, T[]>();
  for (const t of list) if (t.parentId) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t]);
  const byPos = (a: T, b: T) => a.position - b.position;
  return list
    .filter((t) => t.parentId === null)
    .sort(byPos)
    .flatMap((m) => [m, ...(children.get(m.id) ?? []).sort(byPos)]);
}

export async function ownerOf(db: Db, goalId: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(goals)
    .innerJoin(users, eq(users.id, goals.userId))
    .where(eq(goals.id, goalId));
  return row;
}

/** Setup step 3: the goal from the free text, its category guided by the chosen interests. */
export async function createSetupGoal(
  deps: WriteDeps,
  user: UserRow,
  text: string,
  interests: string[],
): Promise<GoalRow> {
  const today = todayIn(user.timezone);
  const inferred = understandGoal({ text: parseText(text), today, timezone: user.timezone }).category;
  const chosen = interests.filter((i): i is Category => CATEGORIES.includes(i as Category));
  const category = chosen.includes(inferred) || chosen.length !== 1 ? inferred : chosen[0];
  return createGoal(deps, user, { text, category });
}

/**
 * Moves what is left so the deadline holds (missed sessions that a later one covers are dropped, never
 * crammed in). When it cannot hold, a later deadline is only proposed; the person accepts it by calling
 * again with `acceptDeadline`, which saves it and lays the open steps out to it. Done work never moves.
 */
export async function replanGoal(db: Db, user: UserRow, goalId: string, acceptDeadline?: string | null) {
  const goal = await ownGoal(db, goalId, user.id);
  const today = todayIn(user.timezone);
  if (
    acceptDeadline != null &&
    (!isIsoDate(acceptDeadline) || acceptDeadline <= today || acceptDeadline > '2100-01-01')
  ) {
    throw badInput('deadlineInvalid', 'acceptDeadline');
  }
  const deadline = acceptDeadline ?? (goal.deadline && goal.deadline > today ? goal.deadline : today);
  const list = (await tasksOf(db, [goalId], user.id)).get(goalId) ?? [];
  const dated = list.filter((t) => t.date && t.time);
  const result = replan(
    {
      goal: {
        language: goal.language as 'en' | 'ru',
        category: goal.category as Category,
        title: goal.title,
        deadline,
        deadlineSource: 'text',
        target: null,
      },
      tasks: dated.map((t) => ({
        id: t.id,
        parentId: t.parentId,
        position: t.position,
        label: t.label,
        date: t.date!,
        time: t.time!,
        completed: t.completed,
      })),
      progression: null,
      source: 'builtin',
    },
    { today },
  );
  const before = new Map(dated.map((t) => [t.id, t]));
  const changed = result.plan.tasks.filter((t) => {
    const old = before.get(t.id);
    return old && !old.completed && (old.date !== t.date || old.time !== t.time || old.label !== t.label);
  });
  // Only open steps are ever dropped (the planner never drops done work; checked again here).
  const dropped = result.dropped.filter(
    (id) => before.has(id) && !before.get(id)!.completed && before.get(id)!.parentId,
  );
  const saved = await db.transaction(async (tx) => {
    for (const t of changed) {
      await tx
        .update(tasks)
        .set({ date: t.date, time: t.time, label: t.label.slice(0, 200) })
        .where(eq(tasks.id, t.id));
    }
    if (dropped.length > 0) {
      const plan = before.get(dropped[0]!)!.planId;
      await tx.execute(sql`select ${plans.id} from ${plans} where ${plans.id} = ${plan} for update`);
      await tx.delete(tasks).where(inArray(tasks.id, dropped));
      await tx
        .insert(tombstones)
        .values(dropped.map((id) => ({ id, kind: 'task', userId: user.id, goalId })))
        .onConflictDoNothing();
      // Close the gaps the dropped steps left among their siblings.
      await tx.execute(sql`
        update ${tasks} t set position = r.rn - 1
        from (select id, row_number() over (partition by parent_id order by position) as rn
              from ${tasks} where plan_id = ${plan}) r
        where r.id = t.id and t.position <> r.rn - 1`);
    }
    if (acceptDeadline != null) {
      const [row] = await tx
        .update(goals)
        .set({ deadline: acceptDeadline })
        .where(eq(goals.id, goalId))
        .returning();
      return row!;
    }
    return goal;
  });
  return {
    goal: saved,
    moved: changed.length,
    dropped: dropped.length,
    deadlineHolds: result.deadlineHolds,
    // Proposed, never saved unasked: the person accepts it with `acceptDeadline`.
    proposedDeadline: result.deadlineHolds ? null : result.proposedDeadline,
  };
}
