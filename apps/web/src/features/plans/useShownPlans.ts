import { goalStatusHas } from '@stepwise/domain/goal-status';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AgendaQuery, JoinedPlansQuery, MyPlansQuery, TaskFieldsFragment } from '../../gen/graphql';
import { useHiddenTasks, withoutHidden } from './pendingDeletes';
import { planFilter } from './plan';

type Task = TaskFieldsFragment;

/**
 * What the plans page shows: the person's plans on the agenda and the plans they joined, the agenda, and the
 * steps by date for the calendar, without the steps whose delete waits out its undo window.
 */
export function useShownPlans(
  plansData: MyPlansQuery | undefined,
  joinedData: JoinedPlansQuery | undefined,
  agendaData: AgendaQuery | undefined,
) {
  const hidden = useHiddenTasks();
  // Steps whose delete waits out its undo window are hidden everywhere (pendingDeletes.ts).
  const active = useMemo(
    () =>
      (plansData?.myGoals.items ?? [])
        // Paused plans stay on the page (to resume them), out of the agenda.
        .filter((g) => goalStatusHas(g.status, 'agenda') || goalStatusHas(g.status, 'paused'))
        .map((g) => (hidden.size ? { ...g, tasks: withoutHidden(g.tasks, hidden) } : g)),
    [plansData, hidden],
  );
  // Plans of others the person joined (with company): they tick their own steps there.
  const joined = useMemo(
    () => (joinedData?.joinedGoals ?? []).filter((g) => goalStatusHas(g.status, 'shownToMembers')),
    [joinedData],
  );
  const shownAgenda = useMemo(() => {
    const a = agendaData?.agenda;
    if (!a || hidden.size === 0) return a;
    return {
      ...a,
      overdue: withoutHidden(a.overdue, hidden),
      dueToday: withoutHidden(a.dueToday, hidden),
      upcoming: withoutHidden(a.upcoming, hidden),
    };
  }, [agendaData, hidden]);
  // Steps by date for the calendar: the steps, and milestones that have no steps.
  const byDate = useMemo(() => {
    const map = new Map<string, Task[]>();
    for (const goal of [...active, ...joined]) {
      const parents = new Set(goal.tasks.map((x) => x.parentId).filter(Boolean));
      for (const task of goal.tasks) {
        if (!task.date || (task.parentId === null && parents.has(task.id))) continue;
        map.set(task.date, [...(map.get(task.date) ?? []), { ...task, goalTitle: goal.title }]);
      }
    }
    return map;
  }, [active, joined]);

  return { active, joined, shownAgenda, byDate };
}

/** The goal filter, in the URL (?goal=<id>); an unknown or finished goal shows them all (null). */
export function useGoalFilter(goals: ReadonlyArray<{ id: string }>) {
  const [params, setParams] = useSearchParams();
  const goalFilter = planFilter(params.get('goal'), goals);
  const setGoalFilter = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === 'all') next.delete('goal');
        else next.set('goal', value);
        return next;
      },
      { replace: true },
    );
  return [goalFilter, setGoalFilter] as const;
}
