/**
 * Sending a queued change. One made offline remembers the step or goal as it was then (its `version` and the
 * value changed); before it is sent, it is read again: gone (deleted meanwhile) or changed in that very value on
 * another device, the change is not applied (an OfflineConflict, told by the queue). A change elsewhere to other
 * fields (another version, same value) does not block it. The write then carries the version just read
 * (`expectedVersion`): the server applies it only if the step still has that version, atomically, so a change
 * landing between the read and the write is caught too (CONFLICT); the step is then read and checked again, a few
 * times at most, before the change is told as not applied.
 */
import { GraphQLResponseError, request } from '../api/graphql';
import { serverChangeId } from './changeIds';
import {
  type AddTaskVariables,
  type CreateGoalVariables,
  type DeleteTaskVariables,
  type EditableField,
  type GoalStatusVariables,
  type MoveTaskVariables,
  OfflineConflict,
  type Stamped,
  type TaskEditVariables,
  type TickVariables,
} from './changes';
import {
  OfflineAddTaskDocument,
  OfflineCreateGoalDocument,
  OfflineDeleteTaskDocument,
  OfflineGoalStateDocument,
  OfflineMoveTaskDocument,
  OfflineSetGoalStatusDocument,
  OfflineSetTaskCompletedDocument,
  OfflineTaskStateDocument,
  OfflineUpdateTaskDocument,
} from './documents';

export type TickResult = Awaited<ReturnType<typeof sendTick>>;

async function sendTick(variables: TickVariables) {
  const { setTaskCompleted } = await request(OfflineSetTaskCompletedDocument, {
    id: variables.id,
    completed: variables.completed,
  });
  return setTaskCompleted;
}

/** The task's state on the server now; null when it (or its goal) is gone. */
async function currentTask(goalId: string, id: string) {
  try {
    const { goal } = await request(OfflineTaskStateDocument, { goalId });
    return goal.tasks.find((t) => t.id === id) ?? null;
  } catch (error) {
    if (error instanceof GraphQLResponseError && error.codes.includes('NOT_FOUND')) return null;
    throw error;
  }
}

/** Sends a tick; one made offline is checked against the task's state now (see the module's comment). */
export async function replayTick(variables: TickVariables): Promise<TickResult | null> {
  const { base, goalId } = variables;
  if (base && goalId) {
    const now = await currentTask(goalId, variables.id);
    if (!now) throw new OfflineConflict('deleted', variables.label);
    if (base.version === null || now.version !== base.version) {
      // Already as wanted (ticked on another device too): nothing to send.
      if (now.completed === variables.completed) return null;
      if (now.completed !== base.completed) throw new OfflineConflict('changed', variables.label);
    }
  }
  return sendTick(variables);
}

/** How many times a change made offline is read, checked and sent when the step keeps changing in between. */
const VERSION_ATTEMPTS = 3;

/** The server refused the write: the step no longer had the version read just before (changed in between). */
const isVersionConflict = (error: unknown) =>
  error instanceof GraphQLResponseError && error.codes.includes('CONFLICT');

/** An empty date or time is sent as '' and comes back as null; a time may come back with seconds. */
const same = (field: EditableField, a: string | null | undefined, b: string | null | undefined) => {
  const norm = (v: string | null | undefined) => (field === 'time' ? (v ?? '').slice(0, 5) : (v ?? ''));
  return norm(a) === norm(b);
};

/**
 * Sends a step edit; one made offline is checked first: the step gone, or one of the edited fields changed
 * meanwhile to something else than this edit, is a conflict (other fields changed elsewhere do not block it).
 */
export async function replayTaskEdit(variables: TaskEditVariables) {
  const { base, goalId } = variables;
  if (!base || !goalId) {
    const { updateTask } = await request(OfflineUpdateTaskDocument, {
      id: variables.id,
      patch: variables.patch,
    });
    return updateTask;
  }
  for (let attempt = 1; ; attempt++) {
    const now = await currentTask(goalId, variables.id);
    if (!now) throw new OfflineConflict('deleted', variables.label);
    if (base.version === null || now.version !== base.version) {
      for (const field of Object.keys(variables.patch) as EditableField[]) {
        const theirs = now[field];
        if (!same(field, theirs, base[field]) && !same(field, theirs, variables.patch[field])) {
          throw new OfflineConflict('changed', variables.label);
        }
      }
    }
    try {
      const { updateTask } = await request(OfflineUpdateTaskDocument, {
        id: variables.id,
        patch: variables.patch,
        expectedVersion: now.version,
      });
      return updateTask;
    } catch (error) {
      if (!isVersionConflict(error)) throw error;
      if (attempt >= VERSION_ATTEMPTS) throw new OfflineConflict('changed', variables.label);
    }
  }
}

/** The goal's status on the server now; null when it is gone (deleted meanwhile). */
async function currentGoal(id: string) {
  try {
    const { goal } = await request(OfflineGoalStateDocument, { id });
    return goal;
  } catch (error) {
    if (error instanceof GraphQLResponseError && error.codes.includes('NOT_FOUND')) return null;
    throw error;
  }
}

/**
 * Sends a goal's status change; one made offline is checked first: the goal gone, or its status changed
 * meanwhile to a third one on another device, is a conflict; already as wanted, nothing is sent.
 */
export async function replayGoalStatus(variables: GoalStatusVariables) {
  if (variables.base) {
    const now = await currentGoal(variables.id);
    if (!now) throw new OfflineConflict('goalDeleted', variables.title);
    if (now.status === variables.status) return null;
    if (now.status !== variables.base.status) throw new OfflineConflict('goalChanged', variables.title);
  }
  const { setGoalStatus } = await request(OfflineSetGoalStatusDocument, {
    id: variables.id,
    status: variables.status,
    ...(variables.openSteps ? { openSteps: variables.openSteps } : {}),
  });
  return setGoalStatus;
}

/**
 * Adds a step; its goal or milestone deleted meanwhile is told as "not added" (the server answers NOT_FOUND).
 * The change's id goes along: sent again (the tab closed before the answer), the server answers with the step the
 * first sending added instead of adding another.
 */
export async function replayAddTask(variables: AddTaskVariables & Stamped) {
  try {
    const { addTask } = await request(OfflineAddTaskDocument, {
      goalId: variables.goalId,
      parentId: variables.parentId,
      label: variables.label,
      date: variables.date,
      time: variables.time,
      changeId: serverChangeId(variables),
    });
    return addTask;
  } catch (error) {
    if (error instanceof GraphQLResponseError && error.codes.includes('NOT_FOUND')) {
      throw new OfflineConflict('notAdded', variables.label);
    }
    throw error;
  }
}

/**
 * Deletes a step. Already gone is what was wanted (nothing to tell); a step changed on another device after
 * it was deleted here offline is kept and the person told (their delete did not see that change).
 */
export async function replayDeleteTask(variables: DeleteTaskVariables) {
  const { base, goalId } = variables;
  for (let attempt = 1; ; attempt++) {
    let expectedVersion: number | undefined;
    if (base && goalId) {
      const now = await currentTask(goalId, variables.id);
      if (!now) return null;
      if (base.version === null || now.version !== base.version) {
        const fields: EditableField[] = ['label', 'notes', 'date', 'time'];
        if (fields.some((f) => !same(f, now[f], base[f])))
          throw new OfflineConflict('changed', variables.label);
      }
      expectedVersion = now.version;
    }
    try {
      const { deleteTask } = await request(OfflineDeleteTaskDocument, { id: variables.id, expectedVersion });
      return deleteTask;
    } catch (error) {
      if (error instanceof GraphQLResponseError && error.codes.includes('NOT_FOUND')) return null;
      if (!isVersionConflict(error)) throw error;
      if (attempt >= VERSION_ATTEMPTS) throw new OfflineConflict('changed', variables.label);
    }
  }
}

/**
 * Creates a goal; the server plans it anew (docs/decisions/059-goal-created-offline.md). With the change's id,
 * as a new step: sent again, the server answers with the goal the first sending created.
 */
export async function replayCreateGoal(variables: CreateGoalVariables & Stamped) {
  const { createGoal } = await request(OfflineCreateGoalDocument, {
    input: variables.input,
    changeId: serverChangeId(variables),
  });
  return createGoal;
}

/** Moves a step among its siblings; deleted meanwhile, the move is told as not applied. */
export async function replayMoveTask(variables: MoveTaskVariables) {
  try {
    const { moveTask } = await request(OfflineMoveTaskDocument, {
      id: variables.id,
      parentId: variables.parentId,
      position: variables.position,
    });
    return moveTask;
  } catch (error) {
    if (variables.queued && error instanceof GraphQLResponseError && error.codes.includes('NOT_FOUND')) {
      throw new OfflineConflict('deleted', variables.label);
    }
    throw error;
  }
}
