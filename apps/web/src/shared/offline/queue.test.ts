// Replaying a tick or a step edit made offline: what is read first, what is sent, what is a conflict.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, fake, fakeIdb, goalWith, withFakeRequest } from './queue-test-kit';

vi.mock('../api/graphql', async (original) => withFakeRequest(await original<object>()));
vi.mock('idb-keyval', () => fakeIdb);

const { GraphQLResponseError } = await import('../api/graphql');
const { replayTick, replayTaskEdit } = await import('./replay');
const { OfflineConflict } = await import('./changes');

function versionConflict(): never {
  throw new GraphQLResponseError([{ message: 'Changed meanwhile', extensions: { code: 'CONFLICT' } }]);
}

const task = (over: Record<string, unknown> = {}) => ({ id: 't1', version: 3, completed: false, ...over });
const ticked = { setTaskCompleted: { id: 't1', completed: true } };
const base = { id: 't1', goalId: 'g1', label: 'Run 2 km', completed: true };

beforeEach(() => {
  calls.length = 0;
});

describe('replaying a tick made offline', () => {
  it('a tick made online is sent straight away', async () => {
    fake.answer = () => ticked;
    await replayTick(base);
    expect(calls.map((c) => c.op)).toEqual(['OfflineSetTaskCompleted']);
  });

  it('the same version: sent', async () => {
    fake.answer = (op) => (op === 'OfflineTaskState' ? goalWith([task()]) : ticked);
    await replayTick({ ...base, base: { version: 3, completed: false } });
    expect(calls.map((c) => c.op)).toEqual(['OfflineTaskState', 'OfflineSetTaskCompleted']);
  });

  it('another version but the value untouched (another field edited): sent', async () => {
    fake.answer = (op) => (op === 'OfflineTaskState' ? goalWith([task({ version: 5 })]) : ticked);
    await replayTick({ ...base, base: { version: 3, completed: false } });
    expect(calls.at(-1)?.op).toBe('OfflineSetTaskCompleted');
  });

  it('already as wanted on the server: nothing sent, nothing reported', async () => {
    fake.answer = () => goalWith([task({ version: 4, completed: true })]);
    expect(await replayTick({ ...base, base: { version: 3, completed: false } })).toBeNull();
    expect(calls.map((c) => c.op)).toEqual(['OfflineTaskState']);
  });

  it('a reopen when another device reopened it too: nothing sent (ticks converge; only a deletion conflicts)', async () => {
    fake.answer = () => goalWith([task({ version: 5, completed: false })]);
    await expect(
      replayTick({ ...base, completed: false, base: { version: 3, completed: true } }),
    ).resolves.toBeNull();
    expect(calls.some((c) => c.op === 'OfflineSetTaskCompleted')).toBe(false);
  });

  it('the step deleted meanwhile: a conflict, not sent', async () => {
    fake.answer = () => goalWith([]);
    const error = await replayTick({ ...base, base: { version: 3, completed: false } }).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('deleted');
  });

  it('the goal deleted meanwhile (NOT_FOUND): a conflict, not sent', async () => {
    fake.answer = () => {
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
    fake.answer = (op) =>
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
    fake.answer = (op, variables) => {
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
    fake.answer = (op) => {
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
    fake.answer = (op) => (op === 'OfflineTaskState' ? server({}) : versionConflict());
    const error = await replayTaskEdit(edit).catch((e) => e);
    expect(error.reason).toBe('changed');
    expect(calls.filter((c) => c.op === 'OfflineUpdateTask')).toHaveLength(3);
  });

  it('an edit made online: sent as before, without a version', async () => {
    fake.answer = () => ({ updateTask: {} });
    await replayTaskEdit({ ...edit, base: undefined });
    expect(calls).toEqual([
      { op: 'OfflineUpdateTask', variables: { id: 't1', patch: { label: 'Run 3 km' } } },
    ]);
  });

  it('the edited field changed elsewhere to something else: a conflict, not sent', async () => {
    fake.answer = () => server({ version: 4, label: 'Walk 2 km' });
    const error = await replayTaskEdit(edit).catch((e) => e);
    expect(error).toBeInstanceOf(OfflineConflict);
    expect(error.reason).toBe('changed');
    expect(calls.some((c) => c.op === 'OfflineUpdateTask')).toBe(false);
  });

  it('a cleared time comes back as null, a time with seconds: the same value, no conflict', async () => {
    fake.answer = (op) =>
      op === 'OfflineTaskState' ? server({ version: 4, time: '07:00:00' }) : { updateTask: {} };
    await replayTaskEdit({ ...edit, patch: { time: '07:00' } });
    expect(calls.at(-1)?.op).toBe('OfflineUpdateTask');
  });

  it('the step deleted meanwhile: a conflict', async () => {
    fake.answer = () => goalWith([]);
    expect((await replayTaskEdit(edit).catch((e) => e)).reason).toBe('deleted');
  });
});
