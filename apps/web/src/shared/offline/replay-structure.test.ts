// Replaying a goal's status, a new step or goal, a delete and a move made offline.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, fake, fakeIdb, goalWith, withFakeRequest } from './queue-test-kit';

vi.mock('../api/graphql', async (original) => withFakeRequest(await original<object>()));
vi.mock('idb-keyval', () => fakeIdb);

const { GraphQLResponseError } = await import('../api/graphql');
const { replayGoalStatus, replayAddTask, replayCreateGoal, replayDeleteTask, replayMoveTask } = await import(
  './replay'
);
const { OfflineConflict } = await import('./changes');

function versionConflict(): never {
  throw new GraphQLResponseError([{ message: 'Changed meanwhile', extensions: { code: 'CONFLICT' } }]);
}

beforeEach(() => {
  calls.length = 0;
});

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
    fake.answer = (op) => (op === 'OfflineGoalState' ? goalIs('active') : { setGoalStatus: { id: 'g1' } });
    await replayGoalStatus(change);
    expect(calls.map((c) => c.op)).toEqual(['OfflineGoalState', 'OfflineSetGoalStatus']);
    expect(calls[1]?.variables).toEqual({ id: 'g1', status: 'completed' });
  });

  it('already as wanted: nothing sent', async () => {
    fake.answer = () => goalIs('completed');
    expect(await replayGoalStatus(change)).toBeNull();
    expect(calls.map((c) => c.op)).toEqual(['OfflineGoalState']);
  });

  it('abandoned on another device meanwhile: a conflict, not sent', async () => {
    fake.answer = () => goalIs('abandoned');
    const error = await replayGoalStatus(change).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('goalChanged');
    expect(calls.some((c) => c.op === 'OfflineSetGoalStatus')).toBe(false);
  });

  it('deleted meanwhile: a conflict', async () => {
    fake.answer = notFound;
    expect((await replayGoalStatus(change).catch((e) => e)).reason).toBe('goalDeleted');
  });

  it('made online: sent without a check', async () => {
    fake.answer = () => ({ setGoalStatus: { id: 'g1' } });
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
    fake.answer = (op) =>
      op === 'OfflineAddTask' ? { addTask: { id: 't9' } } : { createGoal: { id: 'g9' } };
    await replayAddTask({ ...newStep, changeId: uuid });
    await replayCreateGoal({ localId: 'local-g', title: 'Run', input: { text: 'Run 5 km' }, changeId: uuid });
    expect(calls.map((c) => [c.op, c.variables.changeId])).toEqual([
      ['OfflineAddTask', uuid],
      ['OfflineCreateGoal', uuid],
    ]);
  });

  it('a change id of an older build (not a UUID) is not sent: the server would refuse it', async () => {
    fake.answer = () => ({ addTask: { id: 't9' } });
    await replayAddTask({ ...newStep, changeId: '1732412345-abc' });
    expect(calls[0]?.variables.changeId).toBeUndefined();
  });

  it('a step added to a milestone deleted meanwhile: told as not added', async () => {
    fake.answer = notFound;
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
    fake.answer = () => goalWith([]);
    expect(await replayDeleteTask(del)).toBeNull();
    expect(calls.map((c) => c.op)).toEqual(['OfflineTaskState']);
  });

  it('a delete of a step edited on another device meanwhile: kept, a conflict', async () => {
    fake.answer = () => goalWith([{ id: 't1', completed: false, ...seen, version: 4, label: 'Run 3 km' }]);
    const error = await replayDeleteTask(del).catch((e) => e);
    expect(error.reason).toBe('changed');
    expect(calls.some((c) => c.op === 'OfflineDeleteTask')).toBe(false);
  });

  it('a delete of a step only renumbered meanwhile (another version, same fields): sent', async () => {
    fake.answer = (op) =>
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
    fake.answer = (op) => {
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
    fake.answer = notFound;
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
