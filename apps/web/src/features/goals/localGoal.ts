/**
 * A goal created offline, as the lists show it until the server has it: the plan the planner made on this
 * device (shared/planner), under `local-` ids (read-only meanwhile, see queue.ts), with no step done yet.
 */

import { INITIAL_GOAL_STATUS } from '@stepwise/domain/goal-status';
import { countProgress } from '@stepwise/domain/progress';
import type { GoalFieldsFragment, TaskFieldsFragment } from '../../gen/graphql';
import { localForecast } from '../../shared/course/forecast';
import { newChangeId } from '../../shared/offline/changeIds';
import { LOCAL_ID_PREFIX } from '../../shared/offline/changes';
import type { LocalPlanner } from '../../shared/planner/load';

type Planned = NonNullable<ReturnType<LocalPlanner['planGoalLocally']>>;
export type LocalGoal = GoalFieldsFragment & { tasks: TaskFieldsFragment[] };

export function localGoalOf(
  plan: Planned,
  options: { visibility: string; newId?: () => string; now?: Date },
): LocalGoal {
  // Not crypto.randomUUID: it exists only on a secure page (https), and the app may be served over plain http.
  const newId = options.newId ?? newChangeId;
  const goalId = `${LOCAL_ID_PREFIX}${newId()}`;
  const ids = new Map(plan.tasks.map((t) => [t.id, `${LOCAL_ID_PREFIX}${newId()}`]));
  const tasks: TaskFieldsFragment[] = plan.tasks.map((t) => ({
    id: ids.get(t.id)!,
    taskId: ids.get(t.id)!,
    goalId,
    goalTitle: plan.goal.title,
    parentId: t.parentId ? (ids.get(t.parentId) ?? null) : null,
    position: t.position,
    label: t.label,
    notes: '',
    date: t.date || null,
    time: t.time || null,
    completed: false,
    commentCount: null,
    version: 0,
  }));
  return {
    id: goalId,
    title: plan.goal.title,
    description: plan.input.text ?? '',
    category: plan.goal.category,
    deadline: plan.goal.deadline ?? null,
    status: INITIAL_GOAL_STATUS,
    visibility: options.visibility as GoalFieldsFragment['visibility'],
    progress: 0,
    doneCount: 0,
    totalCount: countProgress(tasks).total,
    createdAt: (options.now ?? new Date()).toISOString(),
    endorsement: null,
    suggestions: [],
    pause: null,
    // Made offline: the forecast by the same rule the server applies (the plan just starts: on pace).
    forecast: localForecast(
      tasks,
      plan.input.today ?? (options.now ?? new Date()).toISOString().slice(0, 10),
    ),
    pace: 'onPace',
    tasks,
  };
}
