/**
 * Changes through the offline queue: each is shown at once (in the cached lists, or the session's user), sent at
 * once when online, and, made offline, kept on this device and sent on reconnect, checked then against the state
 * on the server (replay.ts). What each change does is registered in register.ts; what waits, in pending.ts.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { GoalFieldsFragment, GoalInput, TaskFieldsFragment } from '../../gen/graphql';
import { queryClient } from '../api/queryClient';
import { sessionStore } from '../session/store';
import {
  insertGoalInCaches,
  insertTaskInCaches,
  moveTaskInCaches,
  patchGoalInCaches,
  patchTaskInCaches,
  type Rec,
  tickGoalStepsInCaches,
} from './cacheEdits';
import { newChangeId } from './changeIds';
import {
  type AddTaskVariables,
  type BioVariables,
  type CreateGoalVariables,
  type DeleteTaskVariables,
  type GoalStatusValue,
  type GoalStatusVariables,
  LOCAL_ID_PREFIX,
  type MoveTaskVariables,
  offlineKeys,
  type Stamped,
  type TaskEdit,
  type TaskEditVariables,
  type TickVariables,
} from './changes';
import { registerOfflineMutations } from './register';
import type { TickResult } from './replay';

function run<V>(client: QueryClient, mutationKey: readonly string[], variables: V) {
  registerOfflineMutations(client);
  const mutation = client.getMutationCache().build(client, { mutationKey: [...mutationKey] });
  const stamped: V & Stamped = { ...variables, changeId: newChangeId() };
  return mutation.execute(stamped) as Promise<unknown>;
}

/**
 * Ticks a task through the queue: sent at once when online; made offline, it waits (saved on this device),
 * shown as pending, and is sent on reconnect. The caller patches the cached lists itself (optimistic update).
 */
export function queueTick(
  task: Pick<TaskFieldsFragment, 'id' | 'goalId' | 'label' | 'completed'> & { version?: number | null },
  completed: boolean,
  client: QueryClient = queryClient,
): Promise<TickResult | null> {
  const offline = !onlineManager.isOnline();
  const variables: TickVariables = {
    id: task.id,
    goalId: task.goalId,
    label: task.label,
    completed,
    base: offline ? { version: task.version ?? null, completed: task.completed } : undefined,
  };
  return run(client, offlineKeys.tick, variables) as Promise<TickResult | null>;
}

/**
 * Edits a step through the queue (label, notes, date, time): shown at once in the cached lists, sent now or on
 * reconnect, checked against the step's state then (replayTaskEdit).
 */
export function queueTaskEdit(
  task: Pick<TaskFieldsFragment, 'id' | 'goalId' | 'label' | 'notes' | 'date' | 'time'> & {
    version?: number | null;
  },
  patch: TaskEdit,
  client: QueryClient = queryClient,
): Promise<unknown> {
  const offline = !onlineManager.isOnline();
  const variables: TaskEditVariables = {
    id: task.id,
    goalId: task.goalId,
    label: task.label,
    patch,
    base: offline
      ? {
          version: task.version ?? null,
          label: task.label,
          notes: task.notes,
          date: task.date,
          time: task.time,
        }
      : undefined,
  };
  const shown: Record<string, unknown> = { ...patch };
  if (patch.date === '') shown.date = null;
  if (patch.time === '') shown.time = null;
  patchTaskInCaches(client, task.id, shown);
  return run(client, offlineKeys.taskEdit, variables);
}

/**
 * Completes, abandons or reactivates a goal through the queue: shown at once in the cached lists, sent now or on
 * reconnect; made offline, it is checked against the goal's status then (replayGoalStatus).
 */
export function queueGoalStatus(
  goal: { id: string; title: string; status: string },
  status: GoalStatusValue,
  client: QueryClient = queryClient,
  openSteps?: GoalStatusVariables['openSteps'],
): Promise<unknown> {
  const previous = goal.status as GoalStatusValue;
  const variables: GoalStatusVariables = {
    id: goal.id,
    title: goal.title,
    status,
    previous,
    base: onlineManager.isOnline() ? undefined : { status: previous },
    ...(openSteps ? { openSteps } : {}),
  };
  patchGoalInCaches(client, goal.id, { status });
  if (status === 'completed' && openSteps === 'tick') tickGoalStepsInCaches(client, goal.id);
  return run(client, offlineKeys.goalStatus, variables);
}

/**
 * Adds a step through the queue. Made offline, it is shown at once in its plan under a `local-` id, pending,
 * and is sent on reconnect (then it takes the server's id); online, the caller waits for the answer.
 */
export function queueAddTask(
  input: {
    goalId: string;
    parentId: string | null;
    label: string;
    date?: string | null;
    time?: string | null;
  },
  client: QueryClient = queryClient,
): Promise<TaskFieldsFragment | null> {
  const queued = !onlineManager.isOnline();
  const variables: AddTaskVariables = {
    localId: `${LOCAL_ID_PREFIX}${newChangeId()}`,
    goalId: input.goalId,
    parentId: input.parentId,
    label: input.label,
    date: input.date ?? null,
    time: input.time ?? null,
    queued,
  };
  if (queued) {
    insertTaskInCaches(client, input.goalId, {
      id: variables.localId,
      taskId: variables.localId,
      goalId: input.goalId,
      goalTitle: null,
      parentId: input.parentId,
      position: Number.MAX_SAFE_INTEGER,
      label: input.label,
      notes: '',
      date: variables.date,
      time: variables.time,
      completed: false,
      commentCount: null,
      version: 0,
    });
  }
  return run(client, offlineKeys.addTask, variables) as Promise<TaskFieldsFragment | null>;
}

/** Deletes a step through the queue (after its undo window): kept hidden, sent now or on reconnect. */
export function queueDeleteTask(
  task: Pick<TaskFieldsFragment, 'id' | 'goalId' | 'parentId' | 'label' | 'notes' | 'date' | 'time'> & {
    version?: number | null;
  },
  client: QueryClient = queryClient,
): Promise<unknown> {
  const variables: DeleteTaskVariables = {
    id: task.id,
    goalId: task.goalId,
    parentId: task.parentId,
    label: task.label,
    base: onlineManager.isOnline()
      ? undefined
      : {
          version: task.version ?? null,
          label: task.label,
          notes: task.notes,
          date: task.date,
          time: task.time,
        },
  };
  return run(client, offlineKeys.deleteTask, variables);
}

/** Moves a step through the queue: shown at once in the cached lists, sent now or on reconnect. */
export function queueMoveTask(
  task: Pick<TaskFieldsFragment, 'id' | 'goalId' | 'label'>,
  target: { parentId: string | null; position: number },
  client: QueryClient = queryClient,
): Promise<unknown> {
  const variables: MoveTaskVariables = {
    id: task.id,
    goalId: task.goalId,
    label: task.label,
    parentId: target.parentId,
    position: target.position,
    queued: !onlineManager.isOnline(),
  };
  moveTaskInCaches(client, task.id, target.parentId, target.position);
  return run(client, offlineKeys.moveTask, variables);
}

/**
 * Creates a goal made offline: `local` (the goal with the plan the planner made on this device, under `local-`
 * ids) shows at once in the lists, pending and read-only; the creation is sent on reconnect, and the server's
 * goal and plan then take its place.
 */
export function queueCreateGoal(
  input: GoalInput,
  local: GoalFieldsFragment & { tasks: TaskFieldsFragment[] },
  client: QueryClient = queryClient,
): Promise<unknown> {
  const variables: CreateGoalVariables = { localId: local.id, title: local.title, input };
  insertGoalInCaches(client, local as unknown as Rec);
  return run(client, offlineKeys.createGoal, variables);
}

/**
 * Saves the bio through the queue: shown at once (and kept in the cached user, so a reload offline shows it),
 * sent now or on reconnect; a refusal by the server puts the previous text back (S-T4).
 */
export function queueBio(text: string, client: QueryClient = queryClient): Promise<unknown> {
  const user = sessionStore.getState().user;
  if (!user) return Promise.reject(new Error('Not signed in'));
  const variables: BioVariables = {
    userId: user.id,
    text,
    previous: user.bio?.text ?? null,
    queued: !onlineManager.isOnline(),
  };
  sessionStore.getState().patchUser({ bio: { text } });
  return run(client, offlineKeys.bio, variables);
}
