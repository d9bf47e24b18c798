/** The changes the offline queue carries: their keys, their variables, the local ids, and what a conflict is. */
import type { GoalInput, GoalStatus } from '../../gen/graphql';

export const offlineKeys = {
  all: ['offline'] as const,
  tick: ['offline', 'tick'] as const,
  taskEdit: ['offline', 'taskEdit'] as const,
  bio: ['offline', 'bio'] as const,
  goalStatus: ['offline', 'goalStatus'] as const,
  addTask: ['offline', 'addTask'] as const,
  deleteTask: ['offline', 'deleteTask'] as const,
  moveTask: ['offline', 'moveTask'] as const,
  createGoal: ['offline', 'createGoal'] as const,
  pause: ['offline', 'pause'] as const,
  reflow: ['offline', 'reflow'] as const,
  result: ['offline', 'result'] as const,
  nudge: ['offline', 'nudge'] as const,
  message: ['offline', 'message'] as const,
};

/** A change made offline that could not be applied: the task was deleted or changed meanwhile. */
export class OfflineConflict extends Error {
  constructor(
    readonly reason: 'deleted' | 'changed' | 'goalDeleted' | 'goalChanged' | 'notAdded',
    readonly label: string,
  ) {
    super(`Offline change not applied: ${reason}`);
    this.name = 'OfflineConflict';
  }
}

export const isOfflineConflict = (error: unknown): error is OfflineConflict =>
  error instanceof OfflineConflict;

export interface TickVariables {
  id: string;
  goalId: string | null;
  label: string;
  completed: boolean;
  /** The task as the person saw it when the change was made offline; absent for a change made online. */
  base?: { version: number | null; completed: boolean };
}

export type EditableField = 'label' | 'notes' | 'date' | 'time';
export type TaskEdit = Partial<Record<EditableField, string>>;

export interface TaskEditVariables {
  id: string;
  goalId: string | null;
  /** The step's label as the person saw it (for the notification). */
  label: string;
  patch: TaskEdit;
  /** The step as seen when the edit was made offline; absent for an edit made online. */
  base?: { version: number | null } & Record<EditableField, string | null>;
}

export interface BioVariables {
  userId: string;
  text: string;
  /** The bio before the change: put back when the server refuses it. */
  previous: string | null;
  /** Made offline: a refusal is told by the queue (the editor may be long closed). */
  queued: boolean;
}

export type GoalStatusValue = GoalStatus;

export interface GoalStatusVariables {
  id: string;
  /** The goal's title as the person saw it (for the notification). */
  title: string;
  status: GoalStatusValue;
  /** The status before this change: put back in the cached lists when it cannot be applied. */
  previous: GoalStatusValue;
  /** Made offline: the goal's status as seen then, compared before sending. */
  base?: { status: GoalStatusValue };
  /** Completed with open steps: whether they are done too (tick) or stay undone (keep). */
  openSteps?: 'tick' | 'keep';
}

export interface AddTaskVariables {
  /** The id the new step has on this device until the server gives it its own (`local-…`). */
  localId: string;
  goalId: string;
  parentId: string | null;
  label: string;
  date: string | null;
  time: string | null;
  queued: boolean;
}

export interface DeleteTaskVariables {
  id: string;
  goalId: string | null;
  parentId: string | null;
  label: string;
  /** The step as seen when it was deleted: changed meanwhile elsewhere, it is kept and the person told. */
  base?: { version: number | null } & Record<EditableField, string | null>;
}

export interface MoveTaskVariables {
  id: string;
  goalId: string | null;
  label: string;
  parentId: string | null;
  position: number;
  queued: boolean;
}

export interface CreateGoalVariables {
  /** The id the goal has on this device until the server gives it its own (`local-…`). */
  localId: string;
  title: string;
  input: GoalInput;
}

export const LOCAL_ID_PREFIX = 'local-';
/** A step added offline and not yet saved: no tick, edit, move or delete until the server knows it. */
export const isLocalTask = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

/**
 * Two tabs of one person restore the same saved copy, so both hold the same queued change: each change carries an
 * id, and it is sent under one lock for the whole browser (Web Locks) only if no tab has sent it yet (the ids sent
 * are kept in IndexedDB for a week). Without Web Locks (old browsers, tests), it is sent as it is.
 */
export interface Stamped {
  changeId?: string;
}
