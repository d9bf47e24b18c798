import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AgendaQuery, MyPlansQuery, TaskFieldsFragment } from '../../gen/graphql';
import { goalKeys } from '../../shared/goals/api';
import { syncReminder } from '../../shared/native/reminders.instance';
import { notifyError } from '../../shared/ui/notify';
import { setTaskCompleted } from './api';
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

/** Ticks a task off in one tap: shown at once, rolled back with an error notification when refused. */
async function tickTask(client: QueryClient, task: Task, completed: boolean, failedText: string) {
  await Promise.all([
    client.cancelQueries({ queryKey: goalKeys.agenda }),
    client.cancelQueries({ queryKey: goalKeys.plans }),
  ]);
  const agenda = client.getQueryData<AgendaQuery>(goalKeys.agenda);
  const plans = client.getQueryData<MyPlansQuery>(goalKeys.plans);
  client.setQueryData(goalKeys.agenda, patchAgenda(agenda, task.id, completed));
  client.setQueryData(goalKeys.plans, patchPlans(plans, task.id, completed));
  try {
    const { setTaskCompleted: next } = await setTaskCompleted(task.id, completed);
    syncTaskReminder(task, next);
  } catch (error) {
    client.setQueryData(goalKeys.agenda, agenda);
    client.setQueryData(goalKeys.plans, plans);
    notifyError(failedText, error);
  } finally {
    void client.invalidateQueries({ queryKey: goalKeys.all });
  }
}

export function useTick(failedText: string) {
  const client = useQueryClient();
  return (task: Task, completed: boolean) => void tickTask(client, task, completed, failedText);
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
