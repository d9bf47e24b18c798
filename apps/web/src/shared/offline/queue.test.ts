import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { op: string; variables: Record<string, unknown> }[] = [];
let answer: (op: string, variables: Record<string, unknown>) => unknown = () => ({});

vi.mock('../api/graphql', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/graphql')>();
  return {
    ...actual,
    request: vi.fn(async (doc: { toString(): string }, variables: Record<string, unknown>) => {
      const op = /(?:query|mutation)\s+(\w+)/.exec(doc.toString())?.[1] ?? '';
      calls.push({ op, variables });
      return answer(op, variables);
    }),
  };
});

// The list of sent changes `once` keeps (IndexedDB in a browser).
const idb = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (k: string) => idb.get(k),
  set: async (k: string, v: unknown) => {
    idb.set(k, v);
  },
}));

const { GraphQLResponseError, NetworkError } = await import('../api/graphql');
const {
  replayTick,
  replayTaskEdit,
  replayGoalStatus,
  replayAddTask,
  replayCreateGoal,
  replayDeleteTask,
  replayMoveTask,
} = await import('./replay');
const { moveTaskInCaches, removeTaskFromCaches, patchGoalInCaches } = await import('./cacheEdits');
const { OfflineConflict } = await import('./changes');
const { once, keepInCopy } = await import('./changeIds');
const { QueryClient } = await import('@tanstack/react-query');
const { shouldPersistQuery } = await import('./cache');

const task = (over: Record<string, unknown> = {}) => ({ id: 't1', version: 3, completed: false, ...over });
const goalWith = (tasks: unknown[]) => ({ goal: { id: 'g1', tasks } });
const ticked = { setTaskCompleted: { id: 't1', completed: true } };
const base = { id: 't1', goalId: 'g1', label: 'Run 2 km', completed: true };

beforeEach(() => {
  calls.length = 0;
});

describe('replaying a tick made offline', () => {
  it('a tick made online is sent straight away', async () => {
    answer = () => ticked;
    await replayTick(base);
    expect(calls.map((c) => c.op)).toEqual(['OfflineSetTaskCompleted']);
  });

  it('the same version: sent', async () => {
    answer = (op) => (op === 'OfflineTaskState' ? goalWith([task()]) : ticked);
    await replayTick({ ...base, base: { version: 3, completed: false } });
    expect(calls.map((c) => c.op)).toEqual(['OfflineTaskState', 'OfflineSetTaskCompleted']);
  });

  it('another version but the value untouched (another field edited): sent', async () => {
    answer = (op) => (op === 'OfflineTaskState' ? goalWith([task({ version: 5 })]) : ticked);
    await replayTick({ ...base, base: { version: 3, completed: false } });
    expect(calls.at(-1)?.op).toBe('OfflineSetTaskCompleted');
  });

  it('already as wanted on the server: nothing sent, nothing reported', async () => {
    answer = () => goalWith([task({ version: 4, completed: true })]);
    expect(await replayTick({ ...base, base: { version: 3, completed: false } })).toBeNull();
    expect(calls.map((c) => c.op)).toEqual(['OfflineTaskState']);
  });

  it('a reopen when another device reopened it too: nothing sent (ticks converge; only a deletion conflicts)', async () => {
    answer = () => goalWith([task({ version: 5, completed: false })]);
    await expect(
      replayTick({ ...base, completed: false, base: { version: 3, completed: true } }),
    ).resolves.toBeNull();
    expect(calls.some((c) => c.op === 'OfflineSetTaskCompleted')).toBe(false);
  });

  it('the step deleted meanwhile: a conflict, not sent', async () => {
    answer = () => goalWith([]);
    const error = await replayTick({ ...base, base: { version: 3, completed: false } }).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('deleted');
  });

  it('the goal deleted meanwhile (NOT_FOUND): a conflict, not sent', async () => {
    answer = () => {
      throw new GraphQLResponseError([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }]);
    };
    const error = await replayTick({ ...base, base: { version: 3, completed: false } }).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('deleted');
    expect(calls.map((c) => c.op)).toEqual(['OfflineTaskState']);
  });
});

describe('replaying a step edit made offline', () => {
  const seen = { version: 3, label: 'Run 2 km', notes: '', date: '2026-11-23', time: null };
  const edit = { id: 't1', goalId: 'g1', label: 'Run 2 km', patch: { label: 'Run 3 km' }, base: seen };
  const server = (over: Record<string, unknown>) =>
    goalWith([{ id: 't1', completed: false, ...seen, ...over }]);

  it('another field changed elsewhere: sent', async () => {
    answer = (op) =>
      op === 'OfflineTaskState' ? server({ version: 4, notes: 'new note' }) : { updateTask: {} };
    await replayTaskEdit(edit);
    expect(calls.at(-1)).toMatchObject({
      op: 'OfflineUpdateTask',
      // The version just read: the server applies the edit only if nothing changed since (atomically).
      variables: { id: 't1', patch: { label: 'Run 3 km' }, expectedVersion: 4 },
    });
  });

  it('the step changed between the read and the write (CONFLICT): read and checked again, then sent', async () => {
    let reads = 0;
    answer = (op, variables) => {
      if (op === 'OfflineTaskState') return server({ version: 4 + reads++ });
      if (variables.expectedVersion === 4) versionConflict();
      return { updateTask: {} };
    };
    await replayTaskEdit(edit);
    expect(calls.map((c) => [c.op, c.variables.expectedVersion])).toEqual([
      ['OfflineTaskState', undefined],
      ['OfflineUpdateTask', 4],
      ['OfflineTaskState', undefined],
      ['OfflineUpdateTask', 5],
    ]);
  });

  it('the edited field changed in between (CONFLICT, then the read shows it): the "changed elsewhere" conflict', async () => {
    let reads = 0;
    answer = (op) => {
      if (op === 'OfflineTaskState')
        return reads++ === 0 ? server({}) : server({ version: 4, label: 'Walk 2 km' });
      return versionConflict();
    };
    const error = await replayTaskEdit(edit).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('changed');
    expect(calls.filter((c) => c.op === 'OfflineUpdateTask')).toHaveLength(1);
  });

  it('a step that keeps changing in between: told as changed elsewhere after a few tries, not looped forever', async () => {
    answer = (op) => (op === 'OfflineTaskState' ? server({}) : versionConflict());
    const error = await replayTaskEdit(edit).catch((e) => e);
    expect(error.reason).toBe('changed');
    expect(calls.filter((c) => c.op === 'OfflineUpdateTask')).toHaveLength(3);
  });

  it('an edit made online: sent as before, without a version', async () => {
    answer = () => ({ updateTask: {} });
    await replayTaskEdit({ ...edit, base: undefined });
    expect(calls).toEqual([
      { op: 'OfflineUpdateTask', variables: { id: 't1', patch: { label: 'Run 3 km' } } },
    ]);
  });

  it('the edited field changed elsewhere to something else: a conflict, not sent', async () => {
    answer = () => server({ version: 4, label: 'Walk 2 km' });
    const error = await replayTaskEdit(edit).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('changed');
    expect(calls.some((c) => c.op === 'OfflineUpdateTask')).toBe(false);
  });

  it('a cleared time comes back as null, a time with seconds: the same value, no conflict', async () => {
    answer = (op) =>
      op === 'OfflineTaskState' ? server({ version: 4, time: '07:00:00' }) : { updateTask: {} };
    await replayTaskEdit({ ...edit, patch: { time: '07:00' } });
    expect(calls.at(-1)?.op).toBe('OfflineUpdateTask');
  });

  it('the step deleted meanwhile: a conflict', async () => {
    answer = () => goalWith([]);
    expect((await replayTaskEdit(edit).catch((e) => e)).reason).toBe('deleted');
  });
});

function versionConflict(): never {
  throw new GraphQLResponseError([{ message: 'Changed meanwhile', extensions: { code: 'CONFLICT' } }]);
}

const notFound = () => {
  throw new GraphQLResponseError([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }]);
};

describe('replaying a goal status change made offline', () => {
  const change = {
    id: 'g1',
    title: 'Run 10 km',
    status: 'completed' as const,
    previous: 'active' as const,
    base: { status: 'active' as const },
  };
  const goalIs = (status: string) => ({ goal: { id: 'g1', status, version: 7 } });

  it('unchanged on the server: sent', async () => {
    answer = (op) => (op === 'OfflineGoalState' ? goalIs('active') : { setGoalStatus: { id: 'g1' } });
    await replayGoalStatus(change);
    expect(calls.map((c) => c.op)).toEqual(['OfflineGoalState', 'OfflineSetGoalStatus']);
    expect(calls[1]?.variables).toEqual({ id: 'g1', status: 'completed' });
  });

  it('already as wanted: nothing sent', async () => {
    answer = () => goalIs('completed');
    expect(await replayGoalStatus(change)).toBeNull();
    expect(calls.map((c) => c.op)).toEqual(['OfflineGoalState']);
  });

  it('abandoned on another device meanwhile: a conflict, not sent', async () => {
    answer = () => goalIs('abandoned');
    const error = await replayGoalStatus(change).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('goalChanged');
    expect(calls.some((c) => c.op === 'OfflineSetGoalStatus')).toBe(false);
  });

  it('deleted meanwhile: a conflict', async () => {
    answer = notFound;
    expect((await replayGoalStatus(change).catch((e) => e)).reason).toBe('goalDeleted');
  });

  it('made online: sent without a check', async () => {
    answer = () => ({ setGoalStatus: { id: 'g1' } });
    await replayGoalStatus({ ...change, base: undefined });
    expect(calls.map((c) => c.op)).toEqual(['OfflineSetGoalStatus']);
  });
});

describe('replaying new steps, deletes and moves made offline', () => {
  const seen = { version: 3, label: 'Run 2 km', notes: '', date: '2026-11-23', time: null };
  const del = { id: 't1', goalId: 'g1', parentId: 'm1', label: 'Run 2 km', base: seen };
  const uuid = '0b7f6a52-3c1e-4d2a-9f0e-5a6b7c8d9e0f';
  const newStep = {
    localId: 'local-1',
    goalId: 'g1',
    parentId: 'm1',
    label: 'Stretch',
    date: null,
    time: null,
    queued: false,
  };

  it('a new step or goal is sent with its change id, so the server adds it once however often it is sent', async () => {
    answer = (op) => (op === 'OfflineAddTask' ? { addTask: { id: 't9' } } : { createGoal: { id: 'g9' } });
    await replayAddTask({ ...newStep, changeId: uuid });
    await replayCreateGoal({ localId: 'local-g', title: 'Run', input: { text: 'Run 5 km' }, changeId: uuid });
    expect(calls.map((c) => [c.op, c.variables.changeId])).toEqual([
      ['OfflineAddTask', uuid],
      ['OfflineCreateGoal', uuid],
    ]);
  });

  it('a change id of an older build (not a UUID) is not sent: the server would refuse it', async () => {
    answer = () => ({ addTask: { id: 't9' } });
    await replayAddTask({ ...newStep, changeId: '1732412345-abc' });
    expect(calls[0]?.variables.changeId).toBeUndefined();
  });

  it('a step added to a milestone deleted meanwhile: told as not added', async () => {
    answer = notFound;
    const error = await replayAddTask({
      localId: 'local-1',
      goalId: 'g1',
      parentId: 'm1',
      label: 'Stretch',
      date: null,
      time: null,
      queued: true,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('notAdded');
  });

  it('a delete of a step already gone: nothing sent, nothing reported', async () => {
    answer = () => goalWith([]);
    expect(await replayDeleteTask(del)).toBeNull();
    expect(calls.map((c) => c.op)).toEqual(['OfflineTaskState']);
  });

  it('a delete of a step edited on another device meanwhile: kept, a conflict', async () => {
    answer = () => goalWith([{ id: 't1', completed: false, ...seen, version: 4, label: 'Run 3 km' }]);
    const error = await replayDeleteTask(del).catch((e) => e);
    expect(error.reason).toBe('changed');
    expect(calls.some((c) => c.op === 'OfflineDeleteTask')).toBe(false);
  });

  it('a delete of a step only renumbered meanwhile (another version, same fields): sent', async () => {
    answer = (op) =>
      op === 'OfflineTaskState'
        ? goalWith([{ id: 't1', completed: false, ...seen, version: 9 }])
        : { deleteTask: { id: 't1' } };
    await replayDeleteTask(del);
    expect(calls.at(-1)).toMatchObject({
      op: 'OfflineDeleteTask',
      variables: { id: 't1', expectedVersion: 9 },
    });
  });

  it('a delete of a step edited between the read and the write (CONFLICT): kept, a conflict', async () => {
    let reads = 0;
    answer = (op) => {
      if (op !== 'OfflineTaskState') return versionConflict();
      return reads++ === 0
        ? goalWith([{ id: 't1', completed: false, ...seen }])
        : goalWith([{ id: 't1', completed: false, ...seen, version: 4, label: 'Run 3 km' }]);
    };
    const error = await replayDeleteTask(del).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('changed');
    expect(calls.map((c) => c.op)).toEqual(['OfflineTaskState', 'OfflineDeleteTask', 'OfflineTaskState']);
  });

  it('a move of a step deleted meanwhile: a conflict', async () => {
    answer = notFound;
    const error = await replayMoveTask({
      id: 't1',
      goalId: 'g1',
      label: 'Run 2 km',
      parentId: 'm1',
      position: 0,
      queued: true,
    }).catch((e) => e);
    expect(error.reason).toBe('deleted');
  });
});

describe('what a change shows at once in the cached lists', () => {
  const step = (id: string, position: number, parentId: string | null = 'm1') => ({
    id,
    taskId: id,
    parentId,
    position,
  });
  const plans = () => ({
    myGoals: {
      items: [
        {
          id: 'g1',
          status: 'active',
          title: 'Run',
          tasks: [step('m1', 0, null), step('a', 0), step('b', 1), step('c', 2)],
        },
      ],
    },
  });
  type Plans = ReturnType<typeof plans>;
  const order = (client: InstanceType<typeof QueryClient>) =>
    client
      .getQueryData<Plans>(['goals', 'plans'])!
      .myGoals.items[0]!.tasks.filter((t) => t.parentId === 'm1')
      .sort((x, y) => x.position - y.position)
      .map((t) => t.id);

  it('a move reorders the siblings; a delete removes the step; a status patches the goal', () => {
    const client = new QueryClient();
    client.setQueryData(['goals', 'plans'], plans());
    moveTaskInCaches(client, 'c', 'm1', 0);
    expect(order(client)).toEqual(['c', 'a', 'b']);
    removeTaskFromCaches(client, 'a');
    expect(order(client)).toEqual(['c', 'b']);
    patchGoalInCaches(client, 'g1', { status: 'completed' });
    expect(client.getQueryData<Plans>(['goals', 'plans'])!.myGoals.items[0]!.status).toBe('completed');
  });

  it('deleting a milestone takes its steps too', () => {
    const client = new QueryClient();
    client.setQueryData(['goals', 'plans'], plans());
    removeTaskFromCaches(client, 'm1');
    expect(client.getQueryData<Plans>(['goals', 'plans'])!.myGoals.items[0]!.tasks).toEqual([]);
  });
});

describe('what the device keeps', () => {
  const q = (queryKey: unknown[], status = 'success') =>
    ({ queryKey, state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];
  it('keeps the screens’ answers, not searches, availability checks, exports, deadline checks or failures', () => {
    expect(shouldPersistQuery(q(['goals', 'plans']))).toBe(true);
    expect(shouldPersistQuery(q(['userProfile', 'anna']))).toBe(true);
    expect(shouldPersistQuery(q(['goals', 'plans'], 'error'))).toBe(false);
    expect(shouldPersistQuery(q(['search', 'ann', 'me']))).toBe(false);
    expect(shouldPersistQuery(q(['settings', 'usernameAvailable', 'anna']))).toBe(false);
    expect(shouldPersistQuery(q(['settings', 'exports']))).toBe(false);
    expect(shouldPersistQuery(q(['goals', 'deadline-check', 'g1', '2027-01-01']))).toBe(false);
    expect(shouldPersistQuery(q(['authConfig']))).toBe(false);
  });
});

describe('sending a queued change once across the tabs', () => {
  beforeEach(() => {
    idb.clear();
    // One Web Lock for the browser, and IndexedDB there: what `once` needs to keep its list.
    vi.stubGlobal('navigator', { locks: { request: (_name: string, run: () => unknown) => run() } });
    vi.stubGlobal('indexedDB', {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const aborted = () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));

  it('a request cut by the page closing (AbortError) is not an answer: the change is sent again', async () => {
    await expect(once('cut', aborted)).rejects.toMatchObject({ name: 'AbortError' });
    const send = vi.fn(async () => 'sent');
    expect(await once('cut', send)).toBe('sent');
    expect(send).toHaveBeenCalledOnce();
  });

  it('a lost request is sent again too; an answer (sent, or refused) is final: not sent twice', async () => {
    await expect(once('lost', () => Promise.reject(new NetworkError()))).rejects.toBeInstanceOf(NetworkError);
    expect(await once('lost', async () => 'sent')).toBe('sent');
    const send = vi.fn(async () => 'again');
    expect(await once('lost', send)).toBeNull();
    const refused = () => Promise.reject(new GraphQLResponseError([{ message: 'No' }]));
    await expect(once('refused', refused)).rejects.toBeInstanceOf(GraphQLResponseError);
    expect(await once('refused', send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('what a saved copy keeps of the queue', () => {
  const change = (
    kind: string,
    over: Record<string, unknown> = {},
    variables: Record<string, unknown> = {},
  ) =>
    ({
      options: { mutationKey: ['offline', kind] },
      state: { status: 'pending', isPaused: false, variables: { changeId: 'c1', ...variables }, ...over },
    }) as unknown as Parameters<typeof keepInCopy>[0];

  it('a change under way whose second sending is harmless: kept (the page may close before its answer)', () => {
    for (const kind of ['tick', 'taskEdit', 'deleteTask', 'moveTask', 'bio']) {
      expect(keepInCopy(change(kind))).toBe(true);
    }
    expect(keepInCopy(change('goalStatus', {}, { base: { status: 'active' } }))).toBe(true);
  });

  it('a goal status made online, under way: kept (set again to the status it has, the server changes nothing)', () => {
    expect(keepInCopy(change('goalStatus'))).toBe(true);
  });

  it('a new step or goal under way with a UUID change id: kept (the server adds it once by that id)', () => {
    const id = { changeId: '0b7f6a52-3c1e-4d2a-9f0e-5a6b7c8d9e0f' };
    expect(keepInCopy(change('addTask', {}, id))).toBe(true);
    expect(keepInCopy(change('createGoal', {}, id))).toBe(true);
    expect(keepInCopy(change('addTask', { status: 'success' }, id))).toBe(false);
  });

  it('a new step or goal under way with an id the server does not take (an older build’s): not kept', () => {
    expect(keepInCopy(change('addTask'))).toBe(false);
    expect(keepInCopy(change('createGoal', {}, { changeId: '1732412345-abc' }))).toBe(false);
    // Waiting for the network: any change is kept.
    expect(keepInCopy(change('addTask', { isPaused: true }))).toBe(true);
  });

  it('a change settled, one without an id, or another mutation: not kept', () => {
    expect(keepInCopy(change('tick', { status: 'success' }))).toBe(false);
    expect(keepInCopy(change('tick', { status: 'error' }))).toBe(false);
    expect(keepInCopy(change('tick', {}, { changeId: undefined }))).toBe(false);
    expect(keepInCopy({ ...change('tick'), options: { mutationKey: ['login'] } })).toBe(false);
  });
});
