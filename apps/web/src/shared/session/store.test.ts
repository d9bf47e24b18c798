import { describe, expect, it } from 'vitest';
import { currentUser, graphQLError, networkDown, serverUser, testStore } from './testing';
import { displayFirstName, parseStatus } from './user';

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
