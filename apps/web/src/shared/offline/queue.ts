/**
 * Changes made offline, kept and replayed with TanStack Query's own offline pattern: each change is a mutation
 * whose function comes from `setMutationDefaults` (so one restored from IndexedDB after a reload can run), made
 * while offline it pauses, is saved with the cache (cache.ts), and `resumePausedMutations` sends it on reconnect.
 * All share one scope, so they go out one after another, in the order they were made.
 *
 * Conflicts: a change made offline remembers the task as it was then (its `version` and the value changed).
 * Before it is sent, the task is read again: gone (deleted meanwhile) or changed in that very value on another
 * device, the change is not applied and the person is told in a notification listing what was not applied.
 * A change elsewhere to other fields (another version, same value) does not block it.
 * The write then carries the version just read (`expectedVersion`): the server applies it only if the step still
 * has that version, atomically, so a change landing between the read and the write is caught too (CONFLICT);
 * the step is then read and checked again, a few times at most, before the change is told as not applied.
 */
import { notifications } from '@mantine/notifications';
import {
  type Mutation,
  type MutationState,
  onlineManager,
  type QueryClient,
  useMutationState,
} from '@tanstack/react-query';
import { get as idbGet, set as idbSet } from 'idb-keyval';
import { useMemo } from 'react';
import { graphql } from '../../gen/gql';
import type { GoalFieldsFragment, GoalInput, GoalStatus, TaskFieldsFragment } from '../../gen/graphql';
import { GraphQLResponseError, isNetworkError, request } from '../api/graphql';
import { queryClient } from '../api/queryClient';
import { UpdateBioDocument } from '../session/firstChunkDocuments';
import { sessionStore } from '../session/store';
import { closeButtonProps } from '../ui/notify';
import { failureText } from './errors';
import { offlineT } from './texts';

const OfflineTaskStateDocument = graphql(`
  query OfflineTaskState($goalId: ID!) {
    goal(id: $goalId) {
      id
      tasks {
        id
        version
        completed
        label
        notes
        date
        time
      }
    }
  }
`);

const OfflineSetTaskCompletedDocument = graphql(`
  mutation OfflineSetTaskCompleted($id: ID!, $completed: Boolean!) {
    setTaskCompleted(id: $id, completed: $completed) {
      ...TaskFields
      tick {
        streak {
          current
          todayDone
        }
        earned
        milestoneDone
        goalDone
      }
    }
  }
`);

const OfflineGoalStateDocument = graphql(`
  query OfflineGoalState($id: ID!) {
    goal(id: $id) {
      id
      status
      version
    }
  }
`);

const OfflineSetGoalStatusDocument = graphql(`
  mutation OfflineSetGoalStatus($id: ID!, $status: GoalStatus!) {
    setGoalStatus(id: $id, status: $status) {
      ...GoalFields
    }
  }
`);

const OfflineAddTaskDocument = graphql(`
  mutation OfflineAddTask(
    $goalId: ID!
    $parentId: ID
    $label: String!
    $date: Date
    $time: String
    $changeId: ID
  ) {
    addTask(goalId: $goalId, parentId: $parentId, label: $label, date: $date, time: $time, changeId: $changeId) {
      ...TaskFields
    }
  }
`);

const OfflineDeleteTaskDocument = graphql(`
  mutation OfflineDeleteTask($id: ID!, $expectedVersion: Int) {
    deleteTask(id: $id, expectedVersion: $expectedVersion) {
      id
    }
  }
`);

const OfflineMoveTaskDocument = graphql(`
  mutation OfflineMoveTask($id: ID!, $parentId: ID, $position: Int!) {
    moveTask(id: $id, parentId: $parentId, position: $position) {
      ...TaskFields
    }
  }
`);

const OfflineCreateGoalDocument = graphql(`
  mutation OfflineCreateGoal($input: GoalInput!, $changeId: ID) {
    createGoal(input: $input, changeId: $changeId) {
      ...GoalFields
      tasks {
        ...TaskFields
      }
    }
  }
`);

const OfflineUpdateTaskDocument = graphql(`
  mutation OfflineUpdateTask($id: ID!, $patch: TaskPatch!, $expectedVersion: Int) {
    updateTask(id: $id, patch: $patch, expectedVersion: $expectedVersion) {
      ...TaskFields
    }
  }
`);

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
};

/** The keys of the changes that concern one step (shown as pending on its row). */
const TASK_KINDS = new Set(['tick', 'taskEdit', 'addTask', 'deleteTask', 'moveTask']);

/** One queue: changes are sent in the order they were made. */
const SCOPE = { id: 'offline-changes' };

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

type EditableField = 'label' | 'notes' | 'date' | 'time';
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

export type GoalStatusValue = 'active' | 'completed' | 'abandoned';

export interface GoalStatusVariables {
  id: string;
  /** The goal's title as the person saw it (for the notification). */
  title: string;
  status: GoalStatusValue;
  /** The status before this change: put back in the cached lists when it cannot be applied. */
  previous: GoalStatusValue;
  /** Made offline: the goal's status as seen then, compared before sending. */
  base?: { status: GoalStatusValue };
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

type TickResult = Awaited<ReturnType<typeof sendTick>>;

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
    status: variables.status as GoalStatus,
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

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);
const isTaskRecord = (v: unknown): v is Rec & { id: string } => isRecord(v) && 'taskId' in v;

interface Visitor {
  /** A replacement for this object, or undefined to look inside it. */
  record?: (record: Rec) => Rec | undefined;
  /** A replacement for a list of tasks, or undefined to keep it. */
  tasks?: (list: Rec[]) => Rec[] | undefined;
}

/** Rewrites the cached goals and task lists with `visitor`; what it does not change stays the same object. */
function editCaches(client: QueryClient, visitor: Visitor) {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      if (visitor.tasks && value.length > 0 && isTaskRecord(value[0])) {
        const replaced = visitor.tasks(value as Rec[]);
        if (replaced) return replaced;
      }
      let changed = false;
      const next = value.map((v) => {
        const w = walk(v);
        if (w !== v) changed = true;
        return w;
      });
      return changed ? next : value;
    }
    if (!isRecord(value)) return value;
    const replaced = visitor.record?.(value);
    if (replaced) return replaced;
    let changed = false;
    const next: Rec = {};
    for (const [k, v] of Object.entries(value)) {
      const w = walk(v);
      if (w !== v) changed = true;
      next[k] = w;
    }
    return changed ? next : value;
  };
  client.setQueriesData({ queryKey: ['goals'] }, (data: unknown) => walk(data));
}

/** Applies `patch` to the step wherever the cached goal and task lists show it (an optimistic update). */
export function patchTaskInCaches(client: QueryClient, id: string, patch: Rec) {
  editCaches(client, {
    record: (r) => (r.id === id && 'taskId' in r ? { ...r, ...patch } : undefined),
  });
}

/** Takes a step (a milestone with its steps) out of the cached lists. */
export function removeTaskFromCaches(client: QueryClient, id: string) {
  editCaches(client, {
    tasks: (list) =>
      list.some((t) => t.id === id || t.parentId === id)
        ? list.filter((t) => t.id !== id && t.parentId !== id)
        : undefined,
  });
}

/** Puts a step at `position` among its siblings in the cached lists (as the server will). */
export function moveTaskInCaches(client: QueryClient, id: string, parentId: string | null, position: number) {
  editCaches(client, {
    tasks: (list) => {
      if (!list.some((t) => t.id === id)) return undefined;
      const moving = list.find((t) => t.id === id)!;
      const siblings = list
        .filter((t) => t.id !== id && (t.parentId ?? null) === parentId)
        .sort((a, b) => (a.position as number) - (b.position as number));
      const at = Math.max(0, Math.min(siblings.length, position));
      const order = [...siblings.slice(0, at), moving, ...siblings.slice(at)];
      const positions = new Map(order.map((t, i) => [t.id as string, i]));
      return list.map((t) => {
        const p = positions.get(t.id as string);
        if (p === undefined) return t;
        return t.id === id ? { ...t, parentId, position: p } : t.position === p ? t : { ...t, position: p };
      });
    },
  });
}

/** Adds a step to its goal's cached plan (at the end of its milestone). */
function insertTaskInCaches(client: QueryClient, goalId: string, task: Rec) {
  editCaches(client, {
    record: (r) => {
      if (r.id !== goalId || !Array.isArray(r.tasks) || 'taskId' in r) return undefined;
      const tasks = r.tasks as Rec[];
      if (tasks.some((t) => t.id === task.id)) return r;
      return { ...r, tasks: [...tasks, task] };
    },
  });
}

/** The step added on this device replaced by the server's (its own id), wherever it is shown. */
function replaceTaskInCaches(client: QueryClient, localId: string, task: Rec) {
  editCaches(client, {
    tasks: (list) =>
      list.some((t) => t.id === localId) ? list.map((t) => (t.id === localId ? task : t)) : undefined,
  });
}

/** A goal (with its plan) made on this device, first in the cached lists that show the person's active goals. */
function insertGoalInCaches(client: QueryClient, goal: Rec) {
  client.setQueriesData(
    {
      queryKey: ['goals'],
      predicate: (q) => {
        const [, kind, status] = q.queryKey as unknown[];
        return kind === 'plans' || (kind === 'mine' && (status === 'active' || status === 'all'));
      },
    },
    (data: unknown) => {
      const page = (data as { myGoals?: { items?: Rec[] } } | undefined)?.myGoals;
      if (!page?.items || page.items.some((g) => g.id === goal.id)) return data;
      return { ...(data as Rec), myGoals: { ...page, items: [goal, ...page.items] } };
    },
  );
}

/** The goal made on this device replaced by the server's (its own id and plan), or removed (`goal` null). */
function replaceGoalInCaches(client: QueryClient, localId: string, goal: Rec | null) {
  client.setQueriesData({ queryKey: ['goals'] }, (data: unknown) => {
    const page = (data as { myGoals?: { items?: Rec[] } } | undefined)?.myGoals;
    if (!page?.items?.some((g) => g.id === localId)) return data;
    const items = goal
      ? page.items.map((g) => (g.id === localId ? goal : g))
      : page.items.filter((g) => g.id !== localId);
    return { ...(data as Rec), myGoals: { ...page, items } };
  });
}

/** Applies `patch` to a goal wherever the cached lists show it. */
export function patchGoalInCaches(client: QueryClient, id: string, patch: Rec) {
  editCaches(client, {
    record: (r) => (r.id === id && 'status' in r && !('taskId' in r) ? { ...r, ...patch } : undefined),
  });
}

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
 * A request that got no answer: lost on the way (NetworkError), or cut by the browser (AbortError: the queue
 * passes no signal of its own, so it is the page closing or the browser giving up on it). Not an answer: the
 * change is sent again.
 */
const isLost = (error: unknown) =>
  isNetworkError(error) || (error instanceof DOMException && error.name === 'AbortError');

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
 * online patches the cached lists from its own answer instead (no download after a tick, issue 12).
 */
function refreshWhenIdle(client: QueryClient, madeOffline: boolean) {
  if (!madeOffline || pendingInScope(client) > 1) return;
  void client.invalidateQueries({ queryKey: ['goals'] });
  void client.invalidateQueries({ queryKey: ['achievements'] });
}

/**
 * Two tabs of one person restore the same saved copy, so both hold the same queued change: each change carries an
 * id, and it is sent under one lock for the whole browser (Web Locks) only if no tab has sent it yet (the ids sent
 * are kept in IndexedDB for a week). Without Web Locks (old browsers, tests), it is sent as it is.
 */
interface Stamped {
  changeId?: string;
}
const SENT_KEY = 'stepwise.sentChanges';
const SENT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A version 4 UUID; `crypto.randomUUID` needs a secure context (https), `getRandomValues` does not. */
export function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The change's id as the server takes it (a UUID), for the changes it deduplicates (a new step or goal). A change
 * saved by an older build may carry another form of id: it is sent without one, as before.
 */
const serverChangeId = (variables: Stamped): string | undefined =>
  variables.changeId && UUID.test(variables.changeId) ? variables.changeId : undefined;

/**
 * The ids sent, in IndexedDB: unlike localStorage (which Chromium copies to each renderer process and syncs
 * later), a read there sees a write made by another tab's process just before. A copy is kept in memory for the
 * synchronous readers (cache.ts).
 */
let sentMirror: Record<string, number> = {};

async function sentChanges(): Promise<Record<string, number>> {
  try {
    const stored = await idbGet<Record<string, number>>(SENT_KEY);
    sentMirror = stored && typeof stored === 'object' ? stored : {};
  } catch {
    // Unreadable: what this tab knows.
  }
  return sentMirror;
}

async function markSent(changeId: string) {
  const now = Date.now();
  const kept = Object.fromEntries(
    Object.entries(await sentChanges()).filter(([, at]) => now - at < SENT_KEEP_MS),
  );
  kept[changeId] = now;
  sentMirror = kept;
  try {
    await idbSet(SENT_KEY, kept);
  } catch (error) {
    console.warn('Saving the sent changes failed', error);
  }
}

/** Sends a queued change once across the tabs (see above); null when another tab already sent it. */
export async function once<T>(changeId: string | undefined, send: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!changeId || !locks || typeof indexedDB === 'undefined') return send();
  return locks.request('stepwise.offline-queue', async () => {
    if ((await sentChanges())[changeId] !== undefined) return null;
    try {
      const result = await send();
      await markSent(changeId);
      return result;
    } catch (error) {
      // The server's answer (a refusal, a conflict) is final: told once, by this tab; no other tab retries it.
      // A request without an answer (lost, or cut by the page closing) is not: it is sent again.
      if (!isLost(error)) await markSent(changeId);
      throw error;
    }
  });
}

const REPLAYABLE_KINDS = new Set(['tick', 'taskEdit', 'deleteTask', 'moveTask', 'bio', 'goalStatus']);
/** Changes the server deduplicates by their id: safe to send again only when they carry one it takes. */
const DEDUPLICATED_KINDS = new Set(['addTask', 'createGoal']);

/**
 * Whether sending this change a second time applies nothing twice: the server sets a value (a tick, a step's
 * fields, a position, the bio, a goal's status: set to the one it has, nothing changes and nothing is recorded
 * again), or the replay reads the state first and sends nothing when it is already as wanted (a delete, a goal
 * status made offline). A new step or goal is safe through its change id: the server answers a second sending
 * with what the first one made (only with an id it takes: one saved by an older build, in another form, is not).
 */
function replaySafe(kind: unknown, variables: unknown): boolean {
  if (DEDUPLICATED_KINDS.has(String(kind))) return serverChangeId(variables as Stamped) !== undefined;
  return REPLAYABLE_KINDS.has(String(kind));
}

/**
 * Whether a copy written now keeps this change (cache.ts), to be sent after a reload. One waiting for the network
 * (paused) always. One under way (or waiting out a retry) too if it carries an id and sending it again is harmless
 * (replaySafe): the page may close before the answer, and a request cut so is sent again; `once` skips it if it
 * was sent after all, and the server itself if it got there but its answer did not (a new step or goal: by its id;
 * the others: they set a value).
 */
export function keepInCopy(mutation: Pick<Mutation, 'state' | 'options'>): boolean {
  const { state } = mutation;
  if (state.isPaused) return true;
  if (state.status !== 'pending' || !changeIdOf(state.variables)) return false;
  const [root, kind] = mutation.options.mutationKey ?? [];
  return root === offlineKeys.all[0] && replaySafe(kind, state.variables);
}

/** Reads again which changes the tabs have sent (settledChangeIds then answers with it). */
export async function readSettledChangeIds(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await sentChanges();
}

/** The ids of changes some tab has sent (or had refused), as this tab last read them. */
export function settledChangeIds(): ReadonlySet<string> {
  return new Set(Object.keys(sentMirror));
}

/** The id a queued change carries (absent for one made before ids existed). */
export function changeIdOf(variables: unknown): string | undefined {
  const id = (variables as Stamped | null | undefined)?.changeId;
  return typeof id === 'string' ? id : undefined;
}

let registeredOn: QueryClient | null = null;

/** The functions of queued changes, by key: registered before a saved cache is restored. */
export function registerOfflineMutations(client: QueryClient = queryClient) {
  if (registeredOn === client) return;
  registeredOn = client;
  // What other tabs have sent already, for the first save of the copy (cache.ts).
  if (typeof indexedDB !== 'undefined') void sentChanges();
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
}

function isLastBio(client: QueryClient, variables: BioVariables) {
  const later = client
    .getMutationCache()
    .findAll({ mutationKey: offlineKeys.bio, status: 'pending' })
    .filter((m) => (m.state.variables as BioVariables | undefined)?.text !== variables.text);
  return later.length === 0;
}

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
): Promise<unknown> {
  const previous = goal.status as GoalStatusValue;
  const variables: GoalStatusVariables = {
    id: goal.id,
    title: goal.title,
    status,
    previous,
    base: onlineManager.isOnline() ? undefined : { status: previous },
  };
  patchGoalInCaches(client, goal.id, { status });
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

/** Ids of tasks whose tick waits to be sent. */
export function usePendingTicks(): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: offlineKeys.tick, status: 'pending' },
    select: (m) => (m.state as MutationState<unknown, unknown, TickVariables>).variables?.id ?? '',
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
      predicate: (m) =>
        m.options.mutationKey?.[1] === 'goalStatus' || m.options.mutationKey?.[1] === 'createGoal',
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
