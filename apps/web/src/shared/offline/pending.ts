/** What waits in the offline queue, for the screens: pending steps, ticks, deletes, goals, the bio, the count. */
import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DeleteTaskVariables, offlineKeys } from './changes';

/** The keys of the changes that concern one step (shown as pending on its row). */
const TASK_KINDS = new Set(['tick', 'taskEdit', 'addTask', 'deleteTask', 'moveTask']);

/** Ids of steps with an edit or a tick waiting to be sent. */
export function usePendingTasks(): Set<string> {
  const ids = useMutationState({
    filters: {
      mutationKey: offlineKeys.all,
      status: 'pending',
      predicate: (m) => TASK_KINDS.has(String(m.options.mutationKey?.[1])),
    },
    select: (m) => {
      const v = m.state.variables as { id?: string; localId?: string } | undefined;
      return v?.id ?? v?.localId ?? '';
    },
  });
  return new Set(ids);
}

/** True while a bio change waits to be sent. */
export function usePendingBio(): boolean {
  return useMutationState({ filters: { mutationKey: offlineKeys.bio, status: 'pending' } }).length > 0;
}

/** Ids of steps whose delete waits to be sent (kept hidden meanwhile, also after a reload). */
export function usePendingTaskDeletes(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: offlineKeys.deleteTask, status: 'pending' },
    select: (m) => (m.state.variables as DeleteTaskVariables | undefined)?.id ?? '',
  });
  // One set per content, so a list filtered by it is recomputed only when the pending deletes change.
  const key = ids.join(',');
  return useMemo(() => new Set(key ? key.split(',') : []), [key]);
}

/** Ids of goals whose status change waits to be sent. */
export function usePendingGoals(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: {
      mutationKey: offlineKeys.all,
      status: 'pending',
      predicate: (m) => ['goalStatus', 'createGoal', 'pause'].includes(String(m.options.mutationKey?.[1])),
    },
    select: (m) => {
      const v = m.state.variables as { id?: string; localId?: string } | undefined;
      return v?.id ?? v?.localId ?? '';
    },
  });
  return new Set(ids);
}

/** How many changes made offline wait for the network. */
export function usePendingChanges(): number {
  return useMutationState({
    filters: { mutationKey: offlineKeys.all, predicate: (m) => m.state.isPaused },
  }).length;
}
