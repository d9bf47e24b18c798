/**
 * Edits of the cached goal and task lists (TanStack Query's cache), for what a queued change shows at once and for
 * the server's answer replacing it: what an edit does not change stays the same object.
 */
import { INITIAL_GOAL_STATUS } from '@stepwise/domain/goal-status';
import type { QueryClient } from '@tanstack/react-query';

export type Rec = Record<string, unknown>;
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
export function insertTaskInCaches(client: QueryClient, goalId: string, task: Rec) {
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
export function replaceTaskInCaches(client: QueryClient, localId: string, task: Rec) {
  editCaches(client, {
    tasks: (list) =>
      list.some((t) => t.id === localId) ? list.map((t) => (t.id === localId ? task : t)) : undefined,
  });
}

/** A goal (with its plan) made on this device, first in the cached lists that show the person's active goals. */
export function insertGoalInCaches(client: QueryClient, goal: Rec) {
  client.setQueriesData(
    {
      queryKey: ['goals'],
      predicate: (q) => {
        const [, kind, status] = q.queryKey as unknown[];
        return kind === 'plans' || (kind === 'mine' && (status === INITIAL_GOAL_STATUS || status === 'all'));
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
export function replaceGoalInCaches(client: QueryClient, localId: string, goal: Rec | null) {
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

/** Applies `patch` to a participant of a plan wherever the cached lists show the goal's members. */
export function patchMemberInCaches(client: QueryClient, goalId: string, userId: string, patch: Rec) {
  editCaches(client, {
    record: (r) =>
      r.id === goalId && Array.isArray(r.members)
        ? {
            ...r,
            members: r.members.map((m: unknown) =>
              isRecord(m) && isRecord(m.user) && m.user.id === userId ? { ...m, ...patch } : m,
            ),
          }
        : undefined,
  });
}

/**
 * A goal marked complete with its open steps said done too: every step of it shown ticked and the goal's counts
 * full, as the server will make them (@stepwise/domain/completion's `tick`).
 */
export function tickGoalStepsInCaches(client: QueryClient, goalId: string) {
  const tick = (t: Rec) => (t.goalId === goalId && t.completed === false ? { ...t, completed: true } : t);
  editCaches(client, {
    record: (r) => {
      if ('taskId' in r) return r.goalId === goalId && r.completed === false ? tick(r) : undefined;
      if (r.id !== goalId || !('status' in r)) return undefined;
      const counts = typeof r.totalCount === 'number' ? { doneCount: r.totalCount, progress: 1 } : {};
      return { ...r, ...counts, ...(Array.isArray(r.tasks) ? { tasks: (r.tasks as Rec[]).map(tick) } : {}) };
    },
  });
}
