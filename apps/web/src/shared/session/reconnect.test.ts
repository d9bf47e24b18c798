import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepReconnecting } from './reconnect';
import { networkDown, serverUser, testStore } from './testing';

describe('keepReconnecting: the session comes back by itself when no online event will', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the user again, backing off, while the browser says online; stops once the server answers', async () => {
    let down = 3;
    const { store, calls } = testStore({
      storage: { token: 't', cachedUser: JSON.stringify({ ...serverUser(), status: 1 }) },
      server: () => {
        if (down > 0) {
          down -= 1;
          networkDown();
        }
        return { currentUser: { entities: serverUser() } };
      },
    });
    const stop = keepReconnecting(store, () => false);
    await store.getState().loadUser();
    expect(store.getState().offline).toBe(true);
    expect(calls).toHaveLength(1);
    // 1 s, then 2 s, then 4 s apart.
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(store.getState().offline).toBe(true);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(calls).toHaveLength(4);
    expect(store.getState().offline).toBe(false);
    // Back: nothing more is sent.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
    stop();
  });

  it('retries a session that is already offline when it starts', async () => {
    let down = 1;
    const { store, calls } = testStore({
      storage: { token: 't', cachedUser: JSON.stringify({ ...serverUser(), status: 1 }) },
      server: () => {
        if (down > 0) {
          down -= 1;
          networkDown();
        }
        return { currentUser: { entities: serverUser() } };
      },
    });
    await store.getState().loadUser();
    expect(store.getState().offline).toBe(true);
    const stop = keepReconnecting(store, () => false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    expect(store.getState().offline).toBe(false);
    stop();
  });

  it('sends nothing while the browser says it is offline, nor after it is stopped', async () => {
    let browserOffline = false;
    const { store, calls } = testStore({ storage: { token: 't' }, server: networkDown });
    const stop = keepReconnecting(store, () => browserOffline);
    await store.getState().loadUser();
    expect(calls).toHaveLength(1);
    browserOffline = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    browserOffline = false;
    store.getState().setOffline(true);
    // The next wait is the doubled one (the first ran out while the browser said offline).
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });
});
