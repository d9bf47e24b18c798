import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { isNetworkError, request } from '../api/graphql';
import { readItem, storageKeys, writeItem } from '../lib/storage';
import { CurrentUserDocument, LogoutDocument, UpdateBioDocument } from './firstChunkDocuments';
import { normalizeUser, parseCachedUser, type SessionUser } from './user';

export interface LoadUserOptions {
  /** Reload even when a user is already loaded (S-T3). */
  force?: boolean;
  /** Also load bio and social links (S-D1). */
  withProfileDetails?: boolean;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Set when the browser is offline or loading the user hit a network error (S-T2). */
  offline: boolean;
  /** The last error of a user load or bio update, kept for display and diagnostics. */
  error: Error | null;
  loading: boolean;
  /** The server no longer knew the stored token (expired or revoked): the login page says so. */
  sessionExpired: boolean;
  /** Stores the token of a new session; the user is loaded next. */
  setToken(token: string): void;
  loadUser(options?: LoadUserOptions): Promise<SessionUser | null>;
  /** Merges fields the server confirmed into the user and its cached copy. */
  patchUser(patch: Partial<SessionUser>): void;
  updateBio(text: string): Promise<void>;
  setOffline(offline: boolean): void;
  /** `expired`: the server refused the session (the login page says so), not the person signing out. */
  logout(options?: { expired?: boolean }): Promise<void>;
  /** Revokes on the server the sessions signed out of while offline (kept on this device until it answers). */
  revokePending(): Promise<void>;
}

/** Tokens of sessions signed out of offline: revoked on the server once it can be reached. */
export const PENDING_REVOCATIONS_KEY = 'stepwise.pendingRevocations';

export interface SessionDeps {
  request: typeof request;
  readItem: (key: string) => string | null;
  writeItem: (key: string, value: string | null) => void;
  isBrowserOffline: () => boolean;
  log: (message: string, error: unknown) => void;
}

/** What the browser says of its connection (it may say online while requests are lost). */
export const browserSaysOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const defaultDeps: SessionDeps = {
  request,
  readItem,
  writeItem,
  isBrowserOffline: browserSaysOffline,
  log: (message, error) => console.warn(message, error),
};

/**
 * The session's token as the cookie the server draws a signed-in `/plans` from (apps/server/src/app/server-pages.ts),
 * written and cleared with the stored token: a sign-out, even offline, leaves no page drawn for it. Path `/plans`:
 * sent with that page's request only. public/theme-init.js keeps it in step on every page as well.
 */
export function writeSessionCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  try {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read only by the server's /plans.
    document.cookie = token
      ? `stepwise-session=${encodeURIComponent(token)}; path=/plans; max-age=31536000; samesite=lax${secure}`
      : `stepwise-session=; path=/plans; max-age=0; samesite=lax${secure}`;
  } catch {
    // Cookies blocked: the page is the app's, as before.
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createSessionStore(overrides: Partial<SessionDeps> = {}) {
  const deps: SessionDeps = { ...defaultDeps, ...overrides };
  let inFlight: { promise: Promise<SessionUser | null>; withDetails: boolean } | null = null;

  const cacheUser = (user: SessionUser | null) =>
    deps.writeItem(storageKeys.cachedUser, user ? JSON.stringify(user) : null);

  return createStore<SessionState>()((set, get) => {
    const clear = () => {
      deps.writeItem(storageKeys.token, null);
      writeSessionCookie(null);
      deps.writeItem(storageKeys.cachedUser, null);
      set({ token: null, user: null, loading: false });
    };

    const fallBackToCachedUser = (): SessionUser | null => {
      const cached = parseCachedUser(deps.readItem(storageKeys.cachedUser));
      set({ offline: true, user: cached ?? get().user, loading: false });
      return get().user;
    };

    const fetchUser = async (withDetails: boolean): Promise<SessionUser | null> => {
      const token = get().token;
      set({ loading: true });
      // A logout (or another sign-in) while the request was under way: its answer belongs to a session that
      // is over and must not bring the user back.
      const superseded = () => get().token !== token;
      try {
        const data = await deps.request(CurrentUserDocument, { withProfileDetails: withDetails });
        if (superseded()) return get().user;
        const entities = data.currentUser.entities;
        if (!entities) {
          // The server does not know this token: the session is over (expired or revoked elsewhere).
          clear();
          set({ offline: false, error: null, sessionExpired: true });
          return null;
        }
        const fresh = normalizeUser(entities, withDetails);
        const previous = get().user;
        if (!withDetails && previous && previous.id === fresh.id) {
          if (previous.bio !== undefined) fresh.bio = previous.bio;
          if (previous.socialLinks !== undefined) fresh.socialLinks = previous.socialLinks;
        }
        cacheUser(fresh);
        set({ user: fresh, offline: false, error: null, loading: false });
        return fresh;
      } catch (error) {
        if (superseded()) return get().user;
        const err = toError(error);
        set({ error: err, loading: false });
        deps.log('Loading the current user failed', err);
        if (isNetworkError(err)) return fallBackToCachedUser();
        throw err;
      }
    };

    const pendingRevocations = (): string[] => {
      try {
        const list = JSON.parse(deps.readItem(PENDING_REVOCATIONS_KEY) ?? '[]');
        return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
      } catch {
        return [];
      }
    };
    const savePendingRevocations = (list: string[]) =>
      deps.writeItem(PENDING_REVOCATIONS_KEY, list.length > 0 ? JSON.stringify(list) : null);
    /** Revokes one session; a lost request keeps it for later (true: done, the server answered). */
    const revoke = async (token: string): Promise<boolean> => {
      try {
        await deps.request(LogoutDocument, {}, { token });
        return true;
      } catch (error) {
        // Any answer of the server ends it (an unknown token is revoked already); only a lost request waits.
        return !isNetworkError(error);
      }
    };
    let revoking: Promise<void> | null = null;

    return {
      token: deps.readItem(storageKeys.token),
      user: null,
      offline: false,
      error: null,
      loading: false,
      sessionExpired: false,

      setToken(token) {
        deps.writeItem(storageKeys.token, token);
        writeSessionCookie(token);
        set({ token, user: null, error: null, sessionExpired: false });
      },

      async loadUser(options = {}) {
        const { force = false, withProfileDetails = false } = options;
        const { user, token } = get();
        const detailsMissing = withProfileDetails && (!user || user.bio === undefined);
        if (user && !force && !detailsMissing) return user;
        if (!token) return null;
        if (deps.isBrowserOffline()) return fallBackToCachedUser();
        if (inFlight && (inFlight.withDetails || !withProfileDetails)) return inFlight.promise;
        const promise = fetchUser(withProfileDetails).finally(() => {
          if (inFlight?.promise === promise) inFlight = null;
        });
        inFlight = { promise, withDetails: withProfileDetails };
        return promise;
      },

      patchUser(patch) {
        const user = get().user;
        if (!user) return;
        const next = { ...user, ...patch };
        cacheUser(next);
        set({ user: next });
      },

      async updateBio(text) {
        const user = get().user;
        if (!user) throw new Error('Not signed in');
        const previous = user.bio;
        const optimistic = { ...user, bio: { text } };
        set({ user: optimistic, error: null });
        try {
          await deps.request(UpdateBioDocument, { text });
          const current = get().user;
          if (current) cacheUser(current);
        } catch (error) {
          const err = toError(error);
          const current = get().user;
          if (current && current.id === user.id) {
            const restored = { ...current };
            if (previous === undefined) delete restored.bio;
            else restored.bio = previous;
            set({ user: restored });
          }
          set({ error: err });
          deps.log('Updating the bio failed', err);
          throw err;
        }
      },

      setOffline(offline) {
        set({ offline });
      },

      async logout(options = {}) {
        const token = get().token;
        clear();
        set({ error: null, offline: false, sessionExpired: options.expired === true });
        inFlight = null;
        if (!token) return;
        // Revoke the session on the server too; the local state is already cleared either way. Offline, the
        // token is kept on this device and revoked when the server can be reached (revokePending).
        if (deps.isBrowserOffline() || !(await revoke(token))) {
          const list = pendingRevocations();
          if (!list.includes(token)) savePendingRevocations([...list, token]);
        }
      },

      revokePending() {
        if (revoking) return revoking;
        revoking = (async () => {
          for (const token of pendingRevocations()) {
            if (deps.isBrowserOffline()) break;
            if (await revoke(token)) savePendingRevocations(pendingRevocations().filter((t) => t !== token));
          }
        })().finally(() => {
          revoking = null;
        });
        return revoking;
      },
    };
  });
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  // The session as it is, on the server too and while a drawn page hydrates (zustand's own hook reads its initial
  // state there): a signed-in page is drawn, and taken over, with its person (entry-server.tsx, app/dataLayer.ts).
  const current = () => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, current, current);
}
