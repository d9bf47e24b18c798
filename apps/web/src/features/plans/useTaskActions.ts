import { ACHIEVED_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { countProgress, progressRatio } from '@stepwise/domain/progress';
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  AgendaQuery,
  JoinedPlansQuery,
  MyPlansQuery,
  PlansCompanyQuery,
  TaskFieldsFragment,
} from '../../gen/graphql';
import { achievementKeys } from '../../shared/achievements/api';
import { showTickFeedback } from '../../shared/achievements/tickFeedback';
import { goalKeys } from '../../shared/goals/api';
import { syncReminder } from '../../shared/native/reminders.instance';
import { patchGoalInCaches, patchTaskInCaches } from '../../shared/offline/cacheEdits';
import { queueTick } from '../../shared/offline/queue';
import { notifyError } from '../../shared/ui/notify';
import { companyKeys } from './company/api';
import { withCompleted } from './plan';

type Task = TaskFieldsFragment;

/** Reminders follow the task: never let a reminder failure break the screen (it is a no-op on the web). */
export function syncTaskReminder(previous: Task | null, next: Task | null) {
  syncReminder(previous, next).catch((error) => console.warn('Reminder sync failed', error));
}

function patchAgenda(data: AgendaQuery | undefined, id: string, completed: boolean): AgendaQuery | undefined {
  if (!data) return data;
  const set = (list: Task[]) => list.map((t) => (t.id === id ? { ...t, completed } : t));
  const { agenda } = data;
  return {
    agenda: {
      ...agenda,
      overdue: set(agenda.overdue),
      dueToday: set(agenda.dueToday),
      upcoming: set(agenda.upcoming),
    },
  };
}

function patchPlans(
  data: MyPlansQuery | undefined,
  id: string,
  completed: boolean,
): MyPlansQuery | undefined {
  if (!data) return data;
  return {
    myGoals: {
      ...data.myGoals,
      items: data.myGoals.items.map((goal) =>
        goal.tasks.some((t) => t.id === id)
          ? { ...goal, tasks: withCompleted(goal.tasks, id, completed) }
          : goal,
      ),
    },
  };
}

function patchJoined(data: JoinedPlansQuery | undefined, id: string, completed: boolean) {
  if (!data) return data;
  return {
    joinedGoals: data.joinedGoals.map((goal) =>
      goal.tasks.some((t) => t.id === id)
        ? { ...goal, tasks: withCompleted(goal.tasks, id, completed) }
        : goal,
    ),
  };
}

/** Share of leaves done, as the server counts it: steps, and milestones without steps. */
export function progressOf(tasks: readonly Pick<Task, 'id' | 'parentId' | 'completed'>[]) {
  const counted = countProgress(tasks);
  return { doneCount: counted.done, totalCount: counted.total, progress: progressRatio(counted) };
}

/**
 * The tick's own answer is enough (one request, no download): the task as saved, the goal's progress
 * from the patched plan, the goal completed when the tick finished it. Lists not patched here (a profile's goals,
 * achievements) are only marked stale, fetched again when next shown.
 */
function applyTickAnswer(client: QueryClient, goalId: string | null, next: Task, goalDone: boolean) {
  patchTaskInCaches(client, next.id, { completed: next.completed, version: next.version });
  // The goal's plan as patched: one's own, or one joined with company (the member's own progress).
  const goal = goalId
    ? (client.getQueryData<MyPlansQuery>(goalKeys.plans)?.myGoals.items.find((g) => g.id === goalId) ??
      client.getQueryData<JoinedPlansQuery>(companyKeys.joined)?.joinedGoals.find((g) => g.id === goalId))
    : undefined;
  if (goalId && goal) {
    patchGoalInCaches(client, goalId, {
      ...progressOf(goal.tasks),
      ...(goalDone ? { status: ACHIEVED_GOAL_STATUS } : {}),
    });
  }
  // The person's own row among a plan's company (done of total, the per-milestone bars) is counted by the
  // server from every member's ticks: a plan with company is fetched again, only that query.
  const withCompany =
    goalId !== null &&
    (client.getQueryData<PlansCompanyQuery>(companyKeys.mine)?.myCompanyGoals.some((g) => g.id === goalId) ||
      client.getQueryData<JoinedPlansQuery>(companyKeys.joined)?.joinedGoals.some((g) => g.id === goalId));
  if (withCompany) {
    for (const queryKey of [companyKeys.mine, companyKeys.joined])
      void client.invalidateQueries({ queryKey, exact: true });
  }
  const patched = new Set(
    [goalKeys.plans, goalKeys.agenda, companyKeys.joined].map((k) => JSON.stringify(k)),
  );
  void client.invalidateQueries({
    queryKey: goalKeys.all,
    refetchType: 'none',
    predicate: (q) => !patched.has(JSON.stringify(q.queryKey)),
  });
  void client.invalidateQueries({ queryKey: achievementKeys.all, refetchType: 'none' });
}

/** Ticks a task off in one tap: shown at once, rolled back with an error notification when refused. */
export async function tickTask(client: QueryClient, task: Task, completed: boolean, failedText: string) {
  // Reads of these lists under way are cancelled first, so an answer sent before the tick cannot overwrite it.
  // The cancelling itself is synchronous (each list is back to its state before that read), so the tick is in
  // the lists in the same tap, not a turn later: on a slow phone the box stayed unchanged for a moment, and a
  // second tap in that moment unticked it.
  const cancelled = Promise.all([
    client.cancelQueries({ queryKey: goalKeys.agenda }),
    client.cancelQueries({ queryKey: goalKeys.plans }),
    client.cancelQueries({ queryKey: companyKeys.joined }),
  ]);
  const agenda = client.getQueryData<AgendaQuery>(goalKeys.agenda);
  const plans = client.getQueryData<MyPlansQuery>(goalKeys.plans);
  const joined = client.getQueryData<JoinedPlansQuery>(companyKeys.joined);
  client.setQueryData(goalKeys.agenda, patchAgenda(agenda, task.id, completed));
  client.setQueryData(goalKeys.plans, patchPlans(plans, task.id, completed));
  // A plan joined with company is ticked the same way (the member's own progress).
  client.setQueryData(companyKeys.joined, patchJoined(joined, task.id, completed));
  // Made offline, the tick waits on this device (shown as pending) and is sent on reconnect; what cannot be
  // applied then is told by the queue (shared/offline/register.ts), and the lists are refreshed from the server.
  const queued = !onlineManager.isOnline();
  await cancelled;
  try {
    const next = await queueTick(task, completed, client);
    if (next) {
      if (!queued) applyTickAnswer(client, task.goalId, next, next.tick?.goalDone ?? false);
      syncTaskReminder(task, next);
      if (completed && next.tick) showTickFeedback(next.tick);
    }
  } catch (error) {
    if (queued) return;
    client.setQueryData(goalKeys.agenda, agenda);
    client.setQueryData(goalKeys.plans, plans);
    client.setQueryData(companyKeys.joined, joined);
    notifyError(failedText, error);
  }
}

export function useTick(failedText: string) {
  const client = useQueryClient();
  return (task: Task, completed: boolean) => tickTask(client, task, completed, failedText);
}

/** After the agenda loads, its open tasks get their reminders (native only). */
export function useAgendaReminders(agenda: AgendaQuery['agenda'] | undefined) {
  useEffect(() => {
    if (!agenda) return;
    for (const task of [...agenda.overdue, ...agenda.dueToday, ...agenda.upcoming]) {
      if (!task.completed) syncTaskReminder(null, task);
    }
  }, [agenda]);
}
