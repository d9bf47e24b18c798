import { goalStatusHas } from '@stepwise/domain/goal-status';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { MyPlansQuery } from '../../gen/graphql';
import { groupMilestones, type Milestone } from '../../shared/goals/milestones';
import { paths } from '../../shared/paths';

// The roadmap's rows (a goal, its milestones, its span of dates) and the links the grid and the list share.
export type Goal = MyPlansQuery['myGoals']['items'][number];

export type Task = Goal['tasks'][number];

export interface Row {
  goal: Goal;
  milestones: Milestone<Task>[];
  start: string | null;
  end: string | null;
}

export function rowsOf(goals: Goal[]): Row[] {
  return goals
    .filter((g) => goalStatusHas(g.status, 'onProfile'))
    .map((goal) => {
      const milestones = groupMilestones(goal.tasks);
      const dates = [
        goal.createdAt.slice(0, 10),
        goal.deadline,
        ...milestones.flatMap((m) => [m.start, m.end]),
      ]
        .filter((d): d is string => !!d)
        .sort();
      return { goal, milestones, start: dates[0] ?? null, end: dates.at(-1) ?? null };
    });
}

/** Where a goal's bar or card leads: its plan on /plans. */
export const planOf = (goalId: string) => `${paths.plans}#goal-${goalId}`;

/** Links open on Enter by themselves; Space opens them too, as it does a button. */
export function useSpaceOpens() {
  const navigate = useNavigate();
  return (to: string) => (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    navigate(to);
  };
}
