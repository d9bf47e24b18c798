/**
 * What the offline queue's unit tests share: a fake GraphQL server (each request recorded in `calls`, answered by
 * `fake.answer`) and IndexedDB as a Map. A test file installs them with
 * `vi.mock('../api/graphql', async (original) => withFakeRequest(await original()))` and
 * `vi.mock('idb-keyval', () => fakeIdb)`.
 */
import { vi } from 'vitest';

export const calls: { op: string; variables: Record<string, unknown> }[] = [];
export const fake = {
  answer: (_op: string, _variables: Record<string, unknown>): unknown => ({}),
};

export function withFakeRequest<M extends object>(actual: M): M {
  return {
    ...actual,
    request: vi.fn(async (doc: { toString(): string }, variables: Record<string, unknown>) => {
      const op = /(?:query|mutation)\s+(\w+)/.exec(doc.toString())?.[1] ?? '';
      calls.push({ op, variables });
      return fake.answer(op, variables);
    }),
  };
}

// The list of sent changes `once` keeps (IndexedDB in a browser).
export const idb = new Map<string, unknown>();
export const fakeIdb = {
  get: async (k: string) => idb.get(k),
  set: async (k: string, v: unknown) => {
    idb.set(k, v);
  },
};

/** A goal as the replay's state check reads it. */
export const goalWith = (tasks: unknown[]) => ({ goal: { id: 'g1', tasks } });
