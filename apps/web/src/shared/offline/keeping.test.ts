// What a queued change shows at once, what the device keeps of the cache and the queue, and sending once
// across the tabs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdb, idb, withFakeRequest } from './queue-test-kit';

vi.mock('../api/graphql', async (original) => withFakeRequest(await original<object>()));
vi.mock('idb-keyval', () => fakeIdb);

const { GraphQLResponseError, NetworkError } = await import('../api/graphql');
const { moveTaskInCaches, removeTaskFromCaches, patchGoalInCaches } = await import('./cacheEdits');
const { once, keepInCopy } = await import('./changeIds');
const { QueryClient } = await import('@tanstack/react-query');
const { shouldPersistQuery } = await import('./cache');

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
