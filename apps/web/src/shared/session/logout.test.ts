// Signing out: what a logout clears, a logout made offline or lost revoked later, and a session the server ends.
import { describe, expect, it } from 'vitest';
import { PENDING_REVOCATIONS_KEY } from './store';
import { currentUser, graphQLError, networkDown, serverUser, testStore } from './testing';

describe('signing out', () => {
  it('S-T1: logout clears the user, the stored token and the cached user', async () => {
    const { store, storage, calls } = testStore({
      storage: { token: 't', lang: 'en' },
      server: (op) => (op === 'Logout' ? { logout: true } : currentUser()()),
    });
    await store.getState().loadUser();
    expect(storage.map.has('cachedUser')).toBe(true);
    await store.getState().logout();
    expect(store.getState().user).toBeNull();
    expect(store.getState().token).toBeNull();
    expect(storage.map.has('token')).toBe(false);
    expect(storage.map.has('cachedUser')).toBe(false);
    expect(storage.map.get('lang')).toBe('en');
    expect(calls.at(-1)?.operationName).toBe('Logout');
  });

  it('a user load answered after a logout does not sign the user back in', async () => {
    let answer: (value: unknown) => void = () => {};
    const { store, storage } = testStore({
      storage: { token: 't' },
      server: (op) => (op === 'Logout' ? { logout: true } : new Promise((resolve) => (answer = resolve))),
    });
    const loading = store.getState().loadUser();
    await store.getState().logout();
    answer(currentUser()());
    expect(await loading).toBeNull();
    expect(store.getState().user).toBeNull();
    expect(store.getState().token).toBeNull();
    expect(storage.map.has('cachedUser')).toBe(false);
  });

  it('S-T1: logout clears locally even when the server cannot be told', async () => {
    const { store, storage } = testStore({
      storage: { token: 't' },
      server: (op) => (op === 'Logout' ? networkDown() : currentUser()()),
    });
    await store.getState().loadUser();
    await store.getState().logout();
    expect(store.getState().user).toBeNull();
    expect(storage.map.has('token')).toBe(false);
  });

  it('a logout offline keeps the token on this device and revokes it once the server can be reached', async () => {
    let down = true;
    const revoked: string[] = [];
    const { store, storage, calls, setBrowserOffline } = testStore({
      storage: { token: 't1' },
      server: (op, _v) => {
        if (op !== 'Logout') return currentUser()();
        if (down) return networkDown();
        revoked.push(op);
        return { logout: true };
      },
    });
    await store.getState().loadUser();
    setBrowserOffline(true);
    await store.getState().logout();
    // Cleared at once, nothing sent while offline.
    expect(store.getState().user).toBeNull();
    expect(storage.map.has('token')).toBe(false);
    expect(calls.filter((c) => c.operationName === 'Logout')).toHaveLength(0);
    expect(JSON.parse(storage.map.get(PENDING_REVOCATIONS_KEY)!)).toEqual(['t1']);
    // Back online but the request is lost: still kept.
    setBrowserOffline(false);
    await store.getState().revokePending();
    expect(JSON.parse(storage.map.get(PENDING_REVOCATIONS_KEY)!)).toEqual(['t1']);
    // The server answers: revoked and forgotten.
    down = false;
    await store.getState().revokePending();
    expect(revoked).toEqual(['Logout']);
    expect(storage.map.has(PENDING_REVOCATIONS_KEY)).toBe(false);
  });

  it('a logout whose request is lost (online) is also revoked later', async () => {
    let down = true;
    const { store, storage } = testStore({
      storage: { token: 't2' },
      server: (op) => (op === 'Logout' ? (down ? networkDown() : { logout: true }) : currentUser()()),
    });
    await store.getState().loadUser();
    await store.getState().logout();
    expect(JSON.parse(storage.map.get(PENDING_REVOCATIONS_KEY)!)).toEqual(['t2']);
    down = false;
    await store.getState().revokePending();
    expect(storage.map.has(PENDING_REVOCATIONS_KEY)).toBe(false);
  });

  describe('S-T4: bio update', () => {
    it('is applied at once, before the server answers', async () => {
      let release: (v: unknown) => void = () => undefined;
      const { store } = testStore({
        storage: { token: 't' },
        server: (op) =>
          op === 'UpdateBio'
            ? new Promise((resolve) => {
                release = resolve;
              })
            : { currentUser: { entities: serverUser({ bio: { text: 'old' }, socialLinks: [] }) } },
      });
      await store.getState().loadUser({ withProfileDetails: true });
      const pending = store.getState().updateBio('new');
      expect(store.getState().user?.bio).toEqual({ text: 'new' });
      release({ updateBio: { id: 'u1' } });
      await pending;
      expect(store.getState().user?.bio).toEqual({ text: 'new' });
    });

    it('is rolled back to the previous bio when the server call fails; the error is stored and passed on', async () => {
      const { store, storage } = testStore({
        storage: { token: 't' },
        server: (op) =>
          op === 'UpdateBio'
            ? graphQLError('Bio is too long')
            : { currentUser: { entities: serverUser({ bio: { text: 'old' }, socialLinks: [] }) } },
      });
      await store.getState().loadUser({ withProfileDetails: true });
      await expect(store.getState().updateBio('new')).rejects.toThrow(
        'GraphQL response contains errors: Bio is too long',
      );
      expect(store.getState().user?.bio).toEqual({ text: 'old' });
      expect(store.getState().error?.message).toBe('GraphQL response contains errors: Bio is too long');
      expect(JSON.parse(storage.map.get('cachedUser')!).bio).toEqual({ text: 'old' });
    });

    it('also rolls back on a network failure', async () => {
      const { store } = testStore({
        storage: { token: 't' },
        server: (op) =>
          op === 'UpdateBio'
            ? networkDown()
            : { currentUser: { entities: serverUser({ bio: { text: 'old' } }) } },
      });
      await store.getState().loadUser({ withProfileDetails: true });
      await expect(store.getState().updateBio('new')).rejects.toThrow();
      expect(store.getState().user?.bio).toEqual({ text: 'old' });
    });
  });

  it('an unknown token (entities null) ends the session', async () => {
    const { store, storage } = testStore({
      storage: { token: 't' },
      server: () => ({ currentUser: { entities: null } }),
    });
    expect(await store.getState().loadUser()).toBeNull();
    expect(storage.map.has('token')).toBe(false);
    // The login page tells the person why they are there; a new session or a logout forgets it.
    expect(store.getState().sessionExpired).toBe(true);
    store.getState().setToken('new');
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('a logout is not an expired session', async () => {
    const { store } = testStore({ storage: { token: 't' }, server: currentUser() });
    await store.getState().loadUser();
    await store.getState().logout();
    expect(store.getState().sessionExpired).toBe(false);
  });
});
