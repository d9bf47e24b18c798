/**
 * What each queued change does, by its key, with TanStack Query's offline pattern: each change is a mutation whose
 * function comes from `setMutationDefaults` (so one restored from IndexedDB after a reload can run); made while
 * offline it pauses, is saved with the cache (cache.ts), and `resumePausedMutations` sends it on reconnect. All
 * share one scope, so they go out one after another, in the order they were made. What could not be applied is
 * told in one notification.
 */
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../api/graphql';
import { queryClient } from '../api/queryClient';
import { UpdateBioDocument } from '../session/firstChunkDocuments';
import { sessionStore } from '../session/store';
import { closeButtonProps } from '../ui/notify';
import {
  patchGoalInCaches,
  type Rec,
  removeTaskFromCaches,
  replaceGoalInCaches,
  replaceTaskInCaches,
} from './cacheEdits';
import { isLost, once, readSettledChangeIds } from './changeIds';
import {
  type AddTaskVariables,
  type BioVariables,
  type CreateGoalVariables,
  type DeleteTaskVariables,
  type GoalStatusVariables,
  isOfflineConflict,
  type MoveTaskVariables,
  offlineKeys,
  type Stamped,
  type TaskEditVariables,
  type TickVariables,
} from './changes';
import { failureText } from './errors';
import { registerMessageMutations } from './messageDefaults';
import { type NudgeVariables, replayNudge } from './nudgeReplay';
import { type PauseVariables, replayPause } from './pauseReplay';
import { type ReflowVariables, replayReflow } from './reflowReplay';
import {
  replayAddTask,
  replayCreateGoal,
  replayDeleteTask,
  replayGoalStatus,
  replayMoveTask,
  replayTaskEdit,
  replayTick,
} from './replay';
import { type ResultVariables, replayResult } from './resultReplay';
import { offlineT } from './texts';

/** One queue: changes are sent in the order they were made. */
const SCOPE = { id: 'offline-changes' };

// What could not be applied is gathered for a moment and told in one notification.
let notApplied: string[] = [];
let tellTimer: ReturnType<typeof setTimeout> | null = null;
function tellNotApplied(line: string) {
  notApplied.push(line);
  if (tellTimer) clearTimeout(tellTimer);
  tellTimer = setTimeout(() => {
    const lines = notApplied;
    notApplied = [];
    tellTimer = null;
    notifications.show({
      id: 'offline-not-applied',
      color: 'orange',
      title: offlineT('notApplied.title'),
      message: lines.join('\n'),
      autoClose: false,
      style: { whiteSpace: 'pre-line' },
      closeButtonProps: closeButtonProps(),
    });
  }, 300);
}

function tickFailureLine(error: unknown, variables: { label: string }): string {
  const { label } = variables;
  if (isOfflineConflict(error) && error.reason === 'notAdded')
    return offlineT('notApplied.notAdded', { label });
  if (isOfflineConflict(error)) return offlineT(`notApplied.${error.reason}`, { label });
  return offlineT('notApplied.refused', { label, reason: failureText(error) });
}

/**
 * A lost request is tried again until the server answers (waiting while the browser is offline): a change is
 * never dropped because the network came back slowly. The server's answers are final.
 */
const retryLost = (_failureCount: number, error: unknown) => isLost(error);
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

const pendingInScope = (client: QueryClient) =>
  client.getMutationCache().findAll({ mutationKey: offlineKeys.all, status: 'pending' }).length;

/**
 * After the last change made offline: the server's state replaces what was shown meanwhile. A change made
 * online patches the cached lists from its own answer instead (no download after a tick).
 */
function refreshWhenIdle(client: QueryClient, madeOffline: boolean) {
  if (!madeOffline || pendingInScope(client) > 1) return;
  void client.invalidateQueries({ queryKey: ['goals'] });
  void client.invalidateQueries({ queryKey: ['achievements'] });
}

let registeredOn: QueryClient | null = null;

/** The functions of queued changes, by key: registered before a saved cache is restored. */
export function registerOfflineMutations(client: QueryClient = queryClient) {
  if (registeredOn === client) return;
  registeredOn = client;
  // What other tabs have sent already, for the first save of the copy (cache.ts).
  void readSettledChangeIds();
  client.setMutationDefaults(offlineKeys.tick, {
    mutationFn: (variables: TickVariables & Stamped) => once(variables.changeId, () => replayTick(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onError: (error: unknown, variables: TickVariables) => {
      // The screen that made a live change tells of its own failure; one made offline is told here.
      if (variables.base) tellNotApplied(tickFailureLine(error, variables));
    },
    onSettled: (_d: unknown, _e: unknown, variables: TickVariables) =>
      refreshWhenIdle(client, variables.base !== undefined),
  });
  client.setMutationDefaults(offlineKeys.taskEdit, {
    mutationFn: (variables: TaskEditVariables & Stamped) =>
      once(variables.changeId, () => replayTaskEdit(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onError: (error: unknown, variables: TaskEditVariables) => {
      if (variables.base) tellNotApplied(tickFailureLine(error, variables));
    },
    onSettled: (_d: unknown, _e: unknown, variables: TaskEditVariables) =>
      refreshWhenIdle(client, variables.base !== undefined),
  });
  client.setMutationDefaults(offlineKeys.goalStatus, {
    mutationFn: (variables: GoalStatusVariables & Stamped) =>
      once(variables.changeId, () => replayGoalStatus(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onError: (error: unknown, variables: GoalStatusVariables) => {
      patchGoalInCaches(client, variables.id, { status: variables.previous });
      if (!variables.base) return;
      tellNotApplied(
        isOfflineConflict(error)
          ? offlineT(`notApplied.${error.reason}`, { label: variables.title })
          : offlineT('notApplied.goalRefused', { label: variables.title, reason: failureText(error) }),
      );
    },
    // A status changes the lists a goal is in (active, completed…): they are fetched again.
    onSettled: () => {
      if (pendingInScope(client) <= 1) void client.invalidateQueries({ queryKey: ['goals'] });
    },
  });
  client.setMutationDefaults(offlineKeys.addTask, {
    mutationFn: (variables: AddTaskVariables & Stamped) =>
      once(variables.changeId, () => replayAddTask(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onSuccess: (task: unknown, variables: AddTaskVariables) => {
      if (task) replaceTaskInCaches(client, variables.localId, task as Rec);
    },
    onError: (error: unknown, variables: AddTaskVariables) => {
      removeTaskFromCaches(client, variables.localId);
      if (variables.queued) tellNotApplied(tickFailureLine(error, variables));
    },
    onSettled: (_d: unknown, _e: unknown, variables: AddTaskVariables) =>
      refreshWhenIdle(client, variables.queued),
  });
  client.setMutationDefaults(offlineKeys.deleteTask, {
    mutationFn: (variables: DeleteTaskVariables & Stamped) =>
      once(variables.changeId, () => replayDeleteTask(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onSuccess: (_data: unknown, variables: DeleteTaskVariables) => removeTaskFromCaches(client, variables.id),
    onError: (error: unknown, variables: DeleteTaskVariables) => {
      if (variables.base) tellNotApplied(tickFailureLine(error, variables));
    },
    // A delete renumbers the siblings and settles the milestone and the goal: fetched again once idle.
    onSettled: () => refreshWhenIdle(client, true),
  });
  client.setMutationDefaults(offlineKeys.moveTask, {
    mutationFn: (variables: MoveTaskVariables & Stamped) =>
      once(variables.changeId, () => replayMoveTask(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onError: (error: unknown, variables: MoveTaskVariables) => {
      if (variables.queued) tellNotApplied(tickFailureLine(error, variables));
    },
    onSettled: () => refreshWhenIdle(client, true),
  });
  client.setMutationDefaults(offlineKeys.createGoal, {
    mutationFn: (variables: CreateGoalVariables & Stamped) =>
      once(variables.changeId, () => replayCreateGoal(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onSuccess: (goal: unknown, variables: CreateGoalVariables) => {
      if (goal) replaceGoalInCaches(client, variables.localId, goal as Rec);
    },
    onError: (error: unknown, variables: CreateGoalVariables) => {
      replaceGoalInCaches(client, variables.localId, null);
      tellNotApplied(
        offlineT('notApplied.goalRefused', { label: variables.title, reason: failureText(error) }),
      );
    },
    onSettled: () => refreshWhenIdle(client, true),
  });
  /** A change to a goal (pause, re-plan, result): refused after being made offline, it is told by the goal's
   * title; what the server moved or refused (the steps, the deadline, the forecast) is read again. */
  const goalChange = <V extends { title: string; queued: boolean } & Stamped>(
    send: (v: V) => Promise<unknown>,
  ) => ({
    mutationFn: (variables: V) => once(variables.changeId, () => send(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onError: (error: unknown, variables: V) => {
      if (variables.queued)
        tellNotApplied(
          offlineT('notApplied.goalRefused', { label: variables.title, reason: failureText(error) }),
        );
    },
    onSettled: () => refreshWhenIdle(client, true),
  });
  client.setMutationDefaults(offlineKeys.pause, goalChange<PauseVariables & Stamped>(replayPause));
  client.setMutationDefaults(offlineKeys.reflow, goalChange<ReflowVariables & Stamped>(replayReflow));
  client.setMutationDefaults(offlineKeys.result, goalChange<ResultVariables & Stamped>(replayResult));
  client.setMutationDefaults(offlineKeys.nudge, {
    mutationFn: (variables: NudgeVariables & Stamped) =>
      once(variables.changeId, () => replayNudge(variables)),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onError: (error: unknown, variables: NudgeVariables) => {
      if (variables.queued)
        tellNotApplied(offlineT('notApplied.nudge', { name: variables.name, reason: failureText(error) }));
    },
    // Whether they were nudged today (by this person or another) is the server's: read again.
    onSettled: () => refreshWhenIdle(client, true),
  });
  client.setMutationDefaults(offlineKeys.bio, {
    mutationFn: (variables: BioVariables & Stamped) =>
      once(variables.changeId, async () => {
        await request(UpdateBioDocument, { text: variables.text });
        return variables.text;
      }),
    scope: SCOPE,
    retry: retryLost,
    retryDelay,
    onSuccess: (_data: unknown, variables: BioVariables) => {
      const user = sessionStore.getState().user;
      // A reload of the user that left before this change was sent may have put the old text back.
      if (user?.id === variables.userId && isLastBio(client, variables)) {
        sessionStore.getState().patchUser({ bio: { text: variables.text } });
      }
    },
    onError: (error: unknown, variables: BioVariables) => {
      const user = sessionStore.getState().user;
      // S-T4: rolled back to the previous bio when the server refuses it (unless a later edit replaced it).
      if (user?.id === variables.userId && user.bio?.text === variables.text) {
        sessionStore
          .getState()
          .patchUser({ bio: variables.previous === null ? undefined : { text: variables.previous } });
      }
      if (variables.queued) tellNotApplied(offlineT('notApplied.bio', { reason: failureText(error) }));
    },
  });
  registerMessageMutations(client, { scope: SCOPE, retry: retryLost, retryDelay, tell: tellNotApplied });
}

function isLastBio(client: QueryClient, variables: BioVariables) {
  const later = client
    .getMutationCache()
    .findAll({ mutationKey: offlineKeys.bio, status: 'pending' })
    .filter((m) => (m.state.variables as BioVariables | undefined)?.text !== variables.text);
  return later.length === 0;
}
