import { describe, expect, it } from 'vitest';
import { PENDING_REVOCATIONS_KEY } from './store';
import { graphQLError, networkDown, serverUser, testStore } from './testing';
import { displayFirstName, parseStatus } from './user';

const currentUser =
  (overrides: Record<string, unknown> = {}) =>
  () => ({
    currentUser: { entities: serverUser(overrides) },
  });

describe('session store', () => {
  it('reads the token from localStorage "token" (S-A2)', () => {
    const { store } = testStore({ storage: { token: 'abc' }, server: currentUser() });
    expect(store.getState().token).toBe('abc');
  });

  it('S-D2: status arrives as a string and becomes an integer; S-D4: a JSON copy goes to "cachedUser"', async () => {
    const { store, storage } = testStore({ storage: { token: 't' }, server: currentUser({ status: '0' }) });
    const user = await store.getState().loadUser();
    expect(user?.status).toBe(0);
    expect(JSON.parse(storage.map.get('cachedUser')!)).toMatchObject({
      id: 'u1',
      username: 'anna',
      status: 0,
    });
  });

  it('S-A3: every load goes to the network with withProfileDetails', async () => {
    const { store, calls } = testStore({ storage: { token: 't' }, server: currentUser() });
    await store.getState().loadUser({ withProfileDetails: true });
    await store.getState().loadUser({ force: true });
    expect(calls.map((c) => [c.operationName, c.variables.withProfileDetails])).toEqual([
      ['CurrentUser', true],
      ['CurrentUser', false],
    ]);
  });

  describe('S-T3: loading reuses the loaded user', () => {
    it('unless forced', async () => {
      const { store, calls } = testStore({ storage: { token: 't' }, server: currentUser() });
      const first = await store.getState().loadUser();
      const again = await store.getState().loadUser();
      expect(again).toBe(first);
      expect(calls).toHaveLength(1);
      await store.getState().loadUser({ force: true });
      expect(calls).toHaveLength(2);
    });

    it('unless profile details are wanted and the bio is not loaded yet', async () => {
      const { store, calls } = testStore({
        storage: { token: 't' },
        server: (_op, v) => ({
          currentUser: {
            entities: serverUser(v.withProfileDetails ? { bio: { text: '<p>Hi</p>' }, socialLinks: [] } : {}),
          },
        }),
      });
      const plain = await store.getState().loadUser();
      expect(plain?.bio).toBeUndefined();
      const detailed = await store.getState().loadUser({ withProfileDetails: true });
      expect(detailed?.bio).toEqual({ text: '<p>Hi</p>' });
      expect(calls).toHaveLength(2);
      // Bio now loaded: reused, with or without details.
      await store.getState().loadUser({ withProfileDetails: true });
      await store.getState().loadUser();
      expect(calls).toHaveLength(2);
      // A forced plain reload keeps the details it already has.
      const reloaded = await store.getState().loadUser({ force: true });
      expect(reloaded?.bio).toEqual({ text: '<p>Hi</p>' });
    });

    it('an empty bio counts as loaded', async () => {
      const { store, calls } = testStore({
        storage: { token: 't' },
        server: () => ({ currentUser: { entities: serverUser({ bio: { text: '' }, socialLinks: [] }) } }),
      });
      await store.getState().loadUser({ withProfileDetails: true });
      await store.getState().loadUser({ withProfileDetails: true });
      expect(calls).toHaveLength(1);
    });
  });

  it('without a token there is nothing to load', async () => {
    const { store, calls } = testStore({ server: currentUser() });
    expect(await store.getState().loadUser()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  describe('S-T2: offline flag', () => {
    const cached = JSON.stringify({ ...serverUser({ firstName: 'Cached' }), status: 1 });

    it('is set on a network error while loading, and the cached user is used', async () => {
      const { store, log } = testStore({ storage: { token: 't', cachedUser: cached }, server: networkDown });
      const user = await store.getState().loadUser();
      expect(store.getState().offline).toBe(true);
      expect(user?.firstName).toBe('Cached');
      expect(store.getState().error?.name).toBe('NetworkError');
      expect(log).toHaveBeenCalled();
    });

    it('is set when the browser is offline, without asking the network', async () => {
      const { store, calls } = testStore({
        storage: { token: 't', cachedUser: cached },
        offline: true,
        server: currentUser(),
      });
      const user = await store.getState().loadUser();
      expect(calls).toHaveLength(0);
      expect(store.getState().offline).toBe(true);
      expect(user?.firstName).toBe('Cached');
    });

    it('is cleared by the next successful load', async () => {
      let down = true;
      const { store } = testStore({
        storage: { token: 't', cachedUser: cached },
        server: () => (down ? networkDown() : currentUser()()),
      });
      await store.getState().loadUser();
      expect(store.getState().offline).toBe(true);
      down = false;
      await store.getState().loadUser({ force: true });
      expect(store.getState().offline).toBe(false);
      expect(store.getState().error).toBeNull();
      expect(store.getState().user?.firstName).toBe('Anna');
    });
  });

  it('a server error while loading is stored, logged and passed on (not offline)', async () => {
    const { store, log } = testStore({
      storage: { token: 't' },
      server: () => graphQLError('Session expired', 'UNAUTHENTICATED'),
    });
    await expect(store.getState().loadUser()).rejects.toThrow(
      'GraphQL response contains errors: Session expired',
    );
    expect(store.getState().offline).toBe(false);
    expect(store.getState().error?.message).toContain('Session expired');
    expect(log).toHaveBeenCalled();
  });

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

  it('concurrent loads share one request', async () => {
    const { store, calls } = testStore({ storage: { token: 't' }, server: currentUser() });
    await Promise.all([store.getState().loadUser(), store.getState().loadUser()]);
    expect(calls).toHaveLength(1);
  });
});

describe('derived values (S-D3)', () => {
  it('first name for display falls back to the name, then the username', () => {
    expect(displayFirstName({ firstName: 'Anna', name: 'X Y', username: 'a' })).toBe('Anna');
    expect(displayFirstName({ firstName: '', name: 'Boris Ivanov', username: 'b' })).toBe('Boris');
    expect(displayFirstName({ firstName: '', name: '', username: 'cat' })).toBe('cat');
  });
  it('parses status strings', () => {
    expect(parseStatus('1')).toBe(1);
    expect(parseStatus('0')).toBe(0);
    expect(parseStatus('x')).toBe(0);
  });
});
