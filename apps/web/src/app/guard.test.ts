import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../shared/session/store';
import { graphQLError, networkDown, serverUser, testStore } from '../shared/session/testing';
import { decide } from './guard';
import { ensureSession, guardLoader } from './guards';

const active = { status: 1 };
const pending = { status: 0 };

describe('route guard decisions', () => {
  it('S-R1: welcome sends a signed-in user to /plans and lets a guest in', () => {
    expect(decide('welcome', { user: active, target: '/', setupPrompted: true })).toEqual({
      redirect: '/plans',
    });
    expect(decide('welcome', { user: null, target: '/', setupPrompted: false })).toBeNull();
  });

  it('S-R4: login and registration send a signed-in user to /profile', () => {
    expect(decide('guestOnly', { user: active, target: '/login', setupPrompted: true })).toEqual({
      redirect: '/profile',
    });
    expect(decide('guestOnly', { user: null, target: '/registration', setupPrompted: false })).toBeNull();
  });

  it('S-R2: signed-in-only routes send a guest to /login, remembering where they were going', () => {
    for (const path of ['/profile', '/roadmap', '/setup', '/settings', '/plans', '/goals', '/achievements']) {
      expect(decide('signedIn', { user: null, target: path, setupPrompted: false })).toEqual({
        redirect: `/login?redirect=${encodeURIComponent(path)}`,
      });
      expect(decide('signedIn', { user: active, target: path, setupPrompted: false })).toBeNull();
    }
    expect(decide('signedIn', { user: null, target: '/goals?x=1', setupPrompted: false })?.redirect).toBe(
      '/login?redirect=%2Fgoals%3Fx%3D1',
    );
  });

  it('S-R3, S-R5: public routes are open to everyone', () => {
    expect(decide('public', { user: null, target: '/anna', setupPrompted: false })).toBeNull();
    expect(decide('public', { user: active, target: '/test', setupPrompted: false })).toBeNull();
  });

  it('PRODUCT: a user with status 0 goes to /setup once per session', () => {
    expect(decide('signedIn', { user: pending, target: '/plans', setupPrompted: false })).toEqual({
      redirect: '/setup',
      markSetupPrompted: true,
    });
    expect(decide('signedIn', { user: pending, target: '/plans', setupPrompted: true })).toBeNull();
    expect(decide('signedIn', { user: pending, target: '/setup', setupPrompted: false })).toBeNull();
  });
});

function flag() {
  let value = true;
  return {
    get: () => value,
    set: () => {
      value = true;
    },
    reset: () => {
      value = false;
    },
  };
}

async function run(loader: ReturnType<typeof guardLoader>, url: string) {
  try {
    await loader({ request: new Request(`http://app${url}`), params: {}, context: {} } as never);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guard loaders', () => {
  it('S-G1: with a stored token and no user, the user is fetched before the route opens', async () => {
    const { store, calls } = testStore({
      storage: { token: 't' },
      server: () => ({ currentUser: { entities: serverUser() } }),
    });
    expect(await run(guardLoader('signedIn', store, flag()), '/profile')).toBeNull();
    expect(calls.map((c) => c.operationName)).toEqual(['CurrentUser']);
    expect(store.getState().user?.username).toBe('anna');
    // Loaded now: the next navigation does not fetch again.
    await run(guardLoader('signedIn', store, flag()), '/plans');
    expect(calls).toHaveLength(1);
  });

  it('S-G2: when that fetch fails, the user is logged out and a guarded route leads to login', async () => {
    const { store, storage } = testStore({
      storage: { token: 'expired', cachedUser: JSON.stringify({ ...serverUser(), status: 1 }) },
      server: (op) =>
        op === 'Logout' ? { logout: true } : graphQLError('Session expired', 'UNAUTHENTICATED'),
    });
    expect(await run(guardLoader('signedIn', store, flag()), '/plans')).toBe('/login?redirect=%2Fplans');
    expect(store.getState().token).toBeNull();
    expect(storage.map.has('token')).toBe(false);
    expect(storage.map.has('cachedUser')).toBe(false);
    // UNAUTHENTICATED: the login page will say the session expired.
    expect(store.getState().sessionExpired).toBe(true);
  });

  it('S-G2 on another server failure logs out without calling it an expired session', async () => {
    const { store } = testStore({
      storage: { token: 't' },
      server: (op) =>
        op === 'Logout' ? { logout: true } : graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR'),
    });
    expect(await run(guardLoader('signedIn', store, flag()), '/plans')).toBe('/login?redirect=%2Fplans');
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('S-T2 in navigation: a network failure keeps the session on the cached user', async () => {
    const { store } = testStore({
      storage: { token: 't', cachedUser: JSON.stringify({ ...serverUser(), status: 1 }) },
      server: networkDown,
    });
    expect(await run(guardLoader('signedIn', store, flag()), '/profile')).toBeNull();
    expect(store.getState().offline).toBe(true);
    expect(store.getState().token).toBe('t');
  });

  it('S-R1, S-R4 through the loaders', async () => {
    const { store } = testStore({
      storage: { token: 't' },
      server: () => ({ currentUser: { entities: serverUser() } }),
    });
    expect(await run(guardLoader('welcome', store, flag()), '/')).toBe('/plans');
    expect(await run(guardLoader('guestOnly', store, flag()), '/login')).toBe('/profile');
    const guest = createSessionStore({
      readItem: () => null,
      writeItem: () => undefined,
      isBrowserOffline: () => false,
    });
    expect(await run(guardLoader('welcome', guest, flag()), '/')).toBeNull();
    expect(await run(guardLoader('signedIn', guest, flag()), '/settings')).toBe(
      '/login?redirect=%2Fsettings',
    );
  });

  it('sends a status-0 user to /setup only the first time', async () => {
    const { store } = testStore({
      storage: { token: 't' },
      server: () => ({ currentUser: { entities: serverUser({ status: '0' }) } }),
    });
    const once = flag();
    once.reset();
    expect(await run(guardLoader('signedIn', store, once), '/plans')).toBe('/setup');
    expect(await run(guardLoader('signedIn', store, once), '/plans')).toBeNull();
  });

  it('"Skip for now" is remembered per user: a fresh tab does not send that user to /setup, another user still goes', async () => {
    const skippedIds = new Set<string>();
    const skip = {
      get: (id: string | null | undefined) => !!id && skippedIds.has(id),
      set: (id: string) => void skippedIds.add(id),
    };
    const user = serverUser({ status: '0' });
    const { store } = testStore({
      storage: { token: 't' },
      server: () => ({ currentUser: { entities: user } }),
    });
    const freshTab = flag();
    freshTab.reset();
    skip.set(user.id);
    expect(await run(guardLoader('signedIn', store, freshTab, skip), '/plans')).toBeNull();
    const other = testStore({
      storage: { token: 'u' },
      server: () => ({ currentUser: { entities: serverUser({ status: '0', id: 'someone-else' }) } }),
    });
    const tab = flag();
    tab.reset();
    expect(await run(guardLoader('signedIn', other.store, tab, skip), '/plans')).toBe('/setup');
  });

  it('ensureSession does nothing without a token', async () => {
    const { store, calls } = testStore({ server: () => ({}) });
    await ensureSession(store);
    expect(calls).toHaveLength(0);
  });
});
