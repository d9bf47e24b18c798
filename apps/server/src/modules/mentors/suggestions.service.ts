// Suggested tasks: the mentor suggests a step (or a milestone) for a mentee's active goal; the mentee
// accepts it into the plan or declines. Who may do what: policies/mentors.ts; what follows: the registry.
import { goalStatusHas } from '@stepwise/domain/goal-status';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goals, plans, taskSuggestions, tasks, users } from '../../db/schema.js';
import { type WriteDeps, within } from '../../events/domain.js';
import { AppError, badInput } from '../../kernel/errors.js';
import { isUuid } from '../../kernel/ids.js';
import { isIsoDate, isTime } from '../../kernel/time.js';
import { goalAsMentor, requireSuggestionAnswerer } from '../../policies/mentors.js';
import { addTask, updateTask } from '../goals/tasks.service.js';
import type { TaskRecord } from '../goals/types.js';
import { applySuggestedReplan } from './replan-suggestions.service.js';

export type SuggestionRow = typeof taskSuggestions.$inferSelect;

function parseLabel(label: string): string {
  const clean = label.trim();
  if (clean.length < 1 || clean.length > 200) throw badInput('labelLength', 'label');
  return clean;
}

export interface SuggestionInput {
  goalId: string;
  parentId?: string | null;
  label: string;
  date?: string | null;
  time?: string | null;
  notes?: string | null;
}

/** The mentor suggests a step under a milestone (or, without one, a new milestone) of an active goal. */
export async function suggestTask(
  { db, events }: WriteDeps,
  mentorId: string,
  input: SuggestionInput,
): Promise<SuggestionRow> {
  const goal = await goalAsMentor(db, mentorId, input.goalId);
  if (!goalStatusHas(goal.status, 'suggestible') || !goal.planId) throw badInput('goalNotActive', 'goalId');
  const label = parseLabel(input.label);
  const date = input.date ? input.date : null;
  if (date !== null && !isIsoDate(date)) throw badInput('dateInvalid', 'date');
  const time = input.time ? input.time : null;
  if (time !== null && !isTime(time)) throw badInput('timeInvalid', 'time');
  const notes = (input.notes ?? '').trim();
  if (notes.length > 5000) throw badInput('notesLength', 'notes');
  const parentId = input.parentId || null;
  if (parentId) {
    const [parent] = isUuid(parentId)
      ? await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.id, parentId), eq(tasks.planId, goal.planId), isNull(tasks.parentId)))
      : [];
    if (!parent) throw badInput('suggestionParentInvalid', 'parentId');
  }
  const [suggestion] = await events.transaction(db, async (tx, record) => {
    const [suggestion] = await tx
      .insert(taskSuggestions)
      .values({ goalId: goal.id, parentId, mentorId, label, date, time, notes })
      .returning();
    await record({ type: 'taskSuggested', mentorId, goal, label });
    return suggestion!;
  });
  return suggestion;
}

/**
 * Pending suggestions of many goals, oldest first, for a viewer who is the owner or the owner's mentor
 * (anyone else gets none). One query per page of goals.
 */
export async function pendingSuggestions(
  db: Db,
  viewerId: string | null,
  goalIds: readonly string[],
): Promise<Map<string, SuggestionRow[]>> {
  const byGoal = new Map<string, SuggestionRow[]>();
  if (!viewerId || goalIds.length === 0) return byGoal;
  const rows = await db
    .select({ s: taskSuggestions })
    .from(taskSuggestions)
    .innerJoin(goals, eq(goals.id, taskSuggestions.goalId))
    .innerJoin(users, eq(users.id, goals.userId))
    .where(
      and(
        inArray(taskSuggestions.goalId, [...goalIds]),
        eq(taskSuggestions.status, 'pending'),
        sql`(goals.user_id = ${viewerId} or users.mentor_id = ${viewerId})`,
      ),
    )
    .orderBy(asc(taskSuggestions.createdAt), asc(taskSuggestions.id));
  for (const { s } of rows) byGoal.set(s.goalId, [...(byGoal.get(s.goalId) ?? []), s]);
  return byGoal;
}

/**
 * The goal's owner answers a suggestion. Accepting adds the task at the end of its milestone (through
 * addTask, under the plan lock) and keeps the notes, or for a suggested re-plan applies it as the re-plan
 * path does (refused with its reason when it cannot be done now: then it stays pending); the suggestion's
 * row lock makes a second answer (a double tap, another device) find it decided, so one accept makes one
 * change. The mentor hears of it.
 */
export async function decideSuggestion(
  { db, events }: WriteDeps,
  userId: string,
  suggestionId: string,
  accept: boolean,
): Promise<{ suggestion: SuggestionRow; task: TaskRecord | null; replanId: string | null }> {
  if (!isUuid(suggestionId)) throw new AppError('NOT_FOUND', 'suggestionNotFound');
  const [found] = await db
    .select({ s: taskSuggestions, ownerId: goals.userId, title: goals.title, planId: plans.id })
    .from(taskSuggestions)
    .innerJoin(goals, eq(goals.id, taskSuggestions.goalId))
    .innerJoin(plans, eq(plans.goalId, goals.id))
    .where(and(eq(taskSuggestions.id, suggestionId), isNull(goals.deletedAt)));
  if (!found) throw new AppError('NOT_FOUND', 'suggestionNotFound');
  requireSuggestionAnswerer({ ownerId: found.ownerId, mentorId: found.s.mentorId }, userId);
  const [decision] = await events.transaction(db, async (tx, record) => {
    // The plan's lock first (as every change to the plan takes it), then the suggestion's row.
    await tx.execute(sql`select ${plans.id} from ${plans} where ${plans.id} = ${found.planId} for update`);
    const [s] = await tx
      .select()
      .from(taskSuggestions)
      .where(eq(taskSuggestions.id, suggestionId))
      .for('update');
    if (!s) throw new AppError('NOT_FOUND', 'suggestionNotFound');
    if (s.status !== 'pending') throw badInput('suggestionDecided');
    let task: TaskRecord | null = null;
    let replanId: string | null = null;
    // The change's own events (a task added, the plan re-flowed) join this write's, told after its commit.
    const inner = { db: tx as unknown as Db, events: within(record) };
    if (accept && s.replan) {
      replanId = (await applySuggestedReplan(inner, userId, s.goalId, s.replan)).replanId;
    } else if (accept) {
      task = await addTask(inner, userId, {
        goalId: s.goalId,
        parentId: s.parentId,
        label: s.label,
        date: s.date,
        time: s.time,
      });
      if (s.notes) task = await updateTask(inner, userId, task.id, { notes: s.notes });
    }
    const [decided] = await tx
      .update(taskSuggestions)
      .set({
        status: accept ? 'accepted' : 'declined',
        taskId: task?.id ?? null,
        replanId,
        decidedAt: new Date(),
      })
      .where(eq(taskSuggestions.id, suggestionId))
      .returning();
    await record({
      type: 'suggestionDecided',
      userId,
      mentorId: s.mentorId,
      goalId: s.goalId,
      goalTitle: found.title,
      label: s.label,
      taskId: task?.id ?? null,
      accepted: accept,
    });
    return { suggestion: decided!, task, replanId };
  });
  return decision;
}

// ---------------------------------------------------------------------------------------------------------
// Endorsements
