/**
 * The user's tasks as the query cache holds them, for the reminders. Two queries carry them (shared/goals/api):
 * `myGoals` (['goals', 'plans']: every goal with all its tasks, so a complete list) and the agenda
 * (['goals', 'agenda']: overdue, today and the next days only, so a partial one). Read, never written.
 */
import { goalStatusHas } from '@stepwise/domain/goal-status';
import type { Query, QueryCache } from '@tanstack/react-query';
import { goalKeys } from '../goals/api';
import type { ReminderTask } from './reminderRules';
import type { TaskSnapshot } from './reminders';

interface TaskLike {
  taskId?: string | null;
  id?: string | null;
  date?: string | null;
  time?: string | null;
  label?: string | null;
  completed?: boolean | null;
  parentId?: string | null;
}

interface PlansData {
  myGoals?: {
    items?: Array<{
      status?: string | null;
      pause?: { mine?: boolean | null } | null;
      tasks?: TaskLike[] | null;
    }> | null;
    hasNextPage?: boolean;
  };
}

interface AgendaData {
  agenda?: { overdue?: TaskLike[] | null; dueToday?: TaskLike[] | null; upcoming?: TaskLike[] | null };
}

const sameKey = (key: readonly unknown[], wanted: readonly unknown[]) =>
  key.length === wanted.length && wanted.every((part, i) => key[i] === part);

/** Plans of others the user joined with company (features/plans/company/api.ts): their own dates, partial here. */
const JOINED_KEY = [...goalKeys.all, 'joined'] as const;

/** True for the cached queries that carry the user's tasks. */
export function isTaskQueryKey(key: readonly unknown[]): boolean {
  return sameKey(key, goalKeys.plans) || sameKey(key, goalKeys.agenda) || sameKey(key, JOINED_KEY);
}

/** A task of the API as the reminder rules read it; null when it has no id. */
export function toReminderTask(task: TaskLike, goalOpen = true): ReminderTask | null {
  const taskId = task.taskId ?? task.id;
  if (!taskId) return null;
  return {
    taskId,
    date: task.date ?? null,
    time: task.time ?? null,
    label: task.label ?? null,
    // A step of a completed or abandoned goal is not due any more.
    completed: Boolean(task.completed) || !goalOpen,
    parentId: task.parentId ?? null,
  };
}

function tasksOfPlans(data: PlansData, joined = false): { tasks: ReminderTask[]; complete: boolean } {
  const tasks: ReminderTask[] = [];
  for (const goal of data.myGoals?.items ?? []) {
    // A paused plan reminds of nothing: the owner's by its status, a companion's own pause by the pause. The
    // owner pausing a plan others joined pauses only the owner: the companions are still reminded.
    const open =
      (!goal.status || goalStatusHas(goal.status, joined ? 'shownToMembers' : 'reminded')) &&
      !goal.pause?.mine;
    for (const task of goal.tasks ?? []) {
      const t = toReminderTask(task, open);
      if (t) tasks.push(t);
    }
  }
  return { tasks, complete: data.myGoals?.items != null && !data.myGoals.hasNextPage };
}

function tasksOfAgenda(data: AgendaData): ReminderTask[] {
  const agenda = data.agenda;
  if (!agenda) return [];
  return [...(agenda.overdue ?? []), ...(agenda.dueToday ?? []), ...(agenda.upcoming ?? [])]
    .map((task) => toReminderTask(task))
    .filter((t): t is ReminderTask => t !== null);
}

/**
 * Every task the cache knows, the freshest copy of each winning (an optimistic tick in one query, a refetch
 * in the other); complete when the full list (`myGoals`, all of it) is among them.
 */
export function snapshotFromCache(cache: QueryCache): TaskSnapshot | null {
  const queries = cache
    .findAll()
    .filter((q: Query) => isTaskQueryKey(q.queryKey) && q.state.data !== undefined)
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  if (queries.length === 0) return null;
  const byId = new Map<string, ReminderTask>();
  let complete = false;
  for (const query of queries) {
    if (sameKey(query.queryKey, goalKeys.plans)) {
      const plans = tasksOfPlans(query.state.data as PlansData);
      complete ||= plans.complete;
      for (const task of plans.tasks) byId.set(task.taskId, task);
    } else if (sameKey(query.queryKey, JOINED_KEY)) {
      const { joinedGoals } = query.state.data as {
        joinedGoals?: NonNullable<PlansData['myGoals']>['items'];
      };
      for (const task of tasksOfPlans({ myGoals: { items: joinedGoals ?? [] } }, true).tasks)
        byId.set(task.taskId, task);
    } else {
      for (const task of tasksOfAgenda(query.state.data as AgendaData)) byId.set(task.taskId, task);
    }
  }
  return { tasks: [...byId.values()], complete };
}
