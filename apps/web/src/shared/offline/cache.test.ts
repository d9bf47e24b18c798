import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const idb = new Map<string, unknown>();
/** Every write, in order: a page closed right after one keeps that one (its later writes may be lost). */
const writes: { key: string; value: unknown }[] = [];
vi.mock('idb-keyval', () => ({
  get: async (k: string) => idb.get(k),
  set: async (k: string, v: unknown) => {
    writes.push({ key: k, value: v });
    idb.set(k, v);
  },
  del: async (k: string) => {
    idb.delete(k);
  },
}));

const { CACHE_BUSTER, cacheKeyFor, forgetCacheOf, keepCacheOf } = await import('./cache');
const { offlineKeys } = await import('./changes');
const { registerOfflineMutations } = await import('./register');

const saved = (queries: { key: unknown[]; data: unknown }[], over: Record<string, unknown> = {}) =>
  JSON.stringify({
    buster: CACHE_BUSTER,
    timestamp: Date.now(),
    clientState: {
      mutations: [],
      queries: queries.map((q) => ({
        queryKey: q.key,
        queryHash: JSON.stringify(q.key),
        state: {
          data: q.data,
          dataUpdateCount: 1,
          dataUpdatedAt: Date.now() - 1000,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      })),
    },
    ...over,
  });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(async () => {
  onlineManager.setOnline(false);
  idb.clear();
  writes.length = 0;
  await keepCacheOf(null, new QueryClient());
});

describe('the cache kept on this device', () => {
  it('restores the person’s own copy, as `added` events with data (what the native reminders wait for)', async () => {
    idb.set(cacheKeyFor('anna'), saved([{ key: ['goals', 'plans'], data: { myGoals: { items: [] } } }]));
    const client = new QueryClient();
    const added: unknown[] = [];
    client.getQueryCache().subscribe((e) => {
      if (e.type === 'added' && e.query.state.data !== undefined) added.push(e.query.queryKey);
    });
    // Asked for before the restore (the reminders' fetch, paused offline): replaced by the saved answer.
    client.getQueryCache().build(client, { queryKey: ['goals', 'plans'] });
    await keepCacheOf('anna', client);
    expect(client.getQueryData(['goals', 'plans'])).toEqual({ myGoals: { items: [] } });
    expect(added).toEqual([['goals', 'plans']]);
  });

  it('never shows one person’s copy to another; a sign-out deletes it', async () => {
    idb.set(cacheKeyFor('anna'), saved([{ key: ['goals', 'plans'], data: 'anna' }]));
    const client = new QueryClient();
    await keepCacheOf('anna', client);
    expect(client.getQueryData(['goals', 'plans'])).toBe('anna');
    await keepCacheOf('boris', client);
    expect(client.getQueryData(['goals', 'plans'])).toBeUndefined();
    client.setQueryData(['goals', 'plans'], 'boris');
    await wait(700); // the save is throttled
    expect(String(idb.get(cacheKeyFor('boris')))).toContain('"boris"');
    expect(String(idb.get(cacheKeyFor('anna')))).toContain('"anna"');
    await forgetCacheOf('boris', client);
    expect(idb.has(cacheKeyFor('boris'))).toBe(false);
    expect(client.getQueryData(['goals', 'plans'])).toBeUndefined();
    // A save throttled past the sign-out does not write the copy back.
    await wait(700);
    expect(idb.has(cacheKeyFor('boris'))).toBe(false);
  });

  it('online start: fresh answers are loaded, the saved ones shown only when the network fails, and kept', async () => {
    onlineManager.setOnline(true);
    idb.set(
      cacheKeyFor('anna'),
      saved([
        { key: ['goals', 'plans'], data: 'saved' },
        { key: ['roadmap'], data: 'r' },
      ]),
    );
    const client = new QueryClient();
    await keepCacheOf('anna', client);
    expect(client.getQueryData(['goals', 'plans'])).toBeUndefined();
    client.setQueryData(['other'], 1);
    await wait(300);
    // The copy still holds what was not shown yet.
    expect(String(idb.get(cacheKeyFor('anna')))).toContain('"roadmap"');
    onlineManager.setOnline(false);
    expect(client.getQueryData(['goals', 'plans'])).toBe('saved');
  });

  it('sending restored changes never writes a copy without the ones still waiting (a reload then keeps them)', async () => {
    // Three changes made offline, as a copy holds them.
    const before = new QueryClient();
    registerOfflineMutations(before);
    for (const text of ['one', 'two', 'three']) {
      void before
        .getMutationCache()
        .build(before, { mutationKey: offlineKeys.bio })
        .execute({ text, userId: 'anna', previous: null, changeId: text })
        .catch(() => undefined);
    }
    await wait(0);
    const mutations = dehydrate(before).mutations;
    expect(mutations).toHaveLength(3);
    idb.set(
      cacheKeyFor('anna'),
      JSON.stringify({ ...JSON.parse(saved([])), clientState: { queries: [], mutations } }),
    );

    // Restored online: the first is sent (its request is lost here: no server), the other two wait their
    // turn. A copy written meanwhile without them would lose them to a reload at that moment.
    onlineManager.setOnline(true);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const client = new QueryClient();
    await keepCacheOf('anna', client);
    await wait(300);
    expect(fetchSpy).toHaveBeenCalled();
    expect(client.getMutationCache().findAll({ predicate: (m) => m.state.isPaused })).toHaveLength(2);
    const copies = writes.filter((w) => w.key === cacheKeyFor('anna'));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const held = JSON.parse(String(copy.value)).clientState.mutations.map(
        (m: { state: { variables: { text: string } } }) => m.state.variables.text,
      );
      // The one going is kept too (a bio sent twice is the same bio): a page closed now sends it again.
      expect(held).toEqual(['one', 'two', 'three']);
    }
    fetchSpy.mockRestore();
    await keepCacheOf(null, client);
  });

  it('a change under way when the copy is written stays in it, as waiting: a page closed before the answer sends it again', async () => {
    onlineManager.setOnline(true);
    // The tick's request goes out and gets no answer before the page closes.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const closing = new QueryClient();
    await keepCacheOf('anna', closing);
    void closing
      .getMutationCache()
      .build(closing, { mutationKey: offlineKeys.tick })
      .execute({ id: 't1', goalId: 'g1', label: 'Run 2 km', completed: true, changeId: 'tick-1' })
      .catch(() => undefined);
    await wait(50);
    // (An earlier test's changes may still be retrying through the same fetch.)
    const ticksSent = () =>
      fetchSpy.mock.calls.filter(([, init]) => String(init?.body).includes('OfflineSetTaskCompleted')).length;
    expect(ticksSent()).toBe(1);
    const heldIn = (value: unknown) =>
      JSON.parse(String(value)).clientState.mutations.map(
        (m: { state: { isPaused: boolean; variables: { changeId: string } } }) =>
          `${m.state.variables.changeId}:${m.state.isPaused ? 'waiting' : 'going'}`,
      );
    expect(heldIn(idb.get(cacheKeyFor('anna')))).toEqual(['tick-1:waiting']);
    await keepCacheOf(null, closing);

    // The next start restores it and sends it; once answered, the copy no longer holds it.
    fetchSpy.mockImplementation(
      async () => new Response(JSON.stringify({ data: { setTaskCompleted: { id: 't1', completed: true } } })),
    );
    const next = new QueryClient();
    await keepCacheOf('anna', next);
    await vi.waitFor(() => expect(ticksSent()).toBe(2));
    await vi.waitFor(() => expect(heldIn(idb.get(cacheKeyFor('anna')))).toEqual([]));
    expect(
      next
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['success']);
    fetchSpy.mockRestore();
    await keepCacheOf(null, next);
  });

  it('drops a copy from another build or older than a week', async () => {
    const client = new QueryClient();
    idb.set(cacheKeyFor('anna'), saved([{ key: ['a'], data: 1 }], { buster: 'an-older-build' }));
    await keepCacheOf('anna', client);
    expect(client.getQueryData(['a'])).toBeUndefined();
    expect(idb.has(cacheKeyFor('anna'))).toBe(false);
    await keepCacheOf(null, client);
    idb.set(
      cacheKeyFor('anna'),
      saved([{ key: ['a'], data: 1 }], { timestamp: Date.now() - 8 * 86_400_000 }),
    );
    await keepCacheOf('anna', client);
    expect(client.getQueryData(['a'])).toBeUndefined();
  });
});
