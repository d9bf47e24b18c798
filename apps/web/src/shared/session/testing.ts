import { vi } from 'vitest';
import { GraphQLResponseError, NetworkError } from '../api/graphql';
import { createSessionStore, type SessionDeps } from './store';

/** A user as the server sends it under `currentUser.entities`. */
export function serverUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    name: 'Anna Petrova',
    username: 'anna',
    lang: 'ru',
    email: 'anna@example.test',
    firstName: 'Anna',
    lastName: 'Petrova',
    avatarUrl: null,
    timezone: 'Europe/Moscow',
    birthday: '1990-05-07',
    status: '1',
    mentorId: null,
    bio: null,
    socialLinks: null,
    ...overrides,
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    readItem: (k: string) => map.get(k) ?? null,
    writeItem: (k: string, v: string | null) => {
      if (v === null) map.delete(k);
      else map.set(k, v);
    },
  };
}

type Handler = (operationName: string, variables: Record<string, unknown>) => unknown;

/** A session store over an in-memory localStorage and a scripted server. */
export function testStore(options: { storage?: Record<string, string>; offline?: boolean; server: Handler }) {
  const storage = memoryStorage(options.storage);
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const requestImpl = vi.fn(async (doc: { toString(): string }, variables?: Record<string, unknown>) => {
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(doc.toString())?.[1] ?? '';
    calls.push({ operationName, variables: variables ?? {} });
    return options.server(operationName, variables ?? {});
  });
  const log = vi.fn();
  let offline = options.offline ?? false;
  const store = createSessionStore({
    request: requestImpl as unknown as SessionDeps['request'],
    readItem: storage.readItem,
    writeItem: storage.writeItem,
    isBrowserOffline: () => offline,
    log,
  });
  return {
    store,
    storage,
    calls,
    log,
    setBrowserOffline: (v: boolean) => {
      offline = v;
    },
  };
}

export const networkDown = () => {
  throw new NetworkError(new TypeError('Failed to fetch'));
};

export const graphQLError = (message: string, code?: string) => {
  throw new GraphQLResponseError([{ message, extensions: code ? { code } : undefined }]);
};

/** A server that answers CurrentUser with this user (the test's overrides on a full one). */
export const currentUser =
  (overrides: Record<string, unknown> = {}) =>
  () => ({
    currentUser: { entities: serverUser(overrides) },
  });
