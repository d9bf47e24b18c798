// What the device keeps, for the browser tests: the saved copy of the cache (IndexedDB) and the service worker.
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Waits until the device's saved copy of the query cache (IndexedDB, shared/offline/cache.ts) holds an answer
 * whose key starts with `keyPrefix` (e.g. `['goals', 'mine']`): a full navigation right after an answer arrives
 * may leave the page before the copy is written, which a person who reloads at once would see too. (It matched
 * a text in the stored JSON before, and "mine" was found in other answers while the goals list was not saved
 * yet: the offline screenshots' /goals then had nothing to show, 1 run in 5.)
 */
export async function waitForSavedQuery(page: Page, keyPrefix: unknown[], timeout = 10_000) {
  const wanted = JSON.stringify(keyPrefix);
  const started = Date.now();
  for (;;) {
    const copies = await savedCopies(page);
    if (copies.some((c) => c.queryKeys.some((k) => JSON.stringify(k.slice(0, keyPrefix.length)) === wanted)))
      return;
    if (Date.now() - started > timeout)
      throw new Error(`no saved answer under ${wanted} within ${timeout} ms`);
    await page.waitForTimeout(200);
  }
}

export interface SavedCopy {
  /** The keys of the answers kept. */
  queryKeys: unknown[][];
  /** The changes kept (queued offline, or under way), in order. */
  changes: { mutationKey: unknown[]; variables: Record<string, unknown> }[];
}

/**
 * The device's saved copies of the query cache (IndexedDB, shared/offline/cache.ts), one per signed-in person:
 * what a reload or another tab would restore now. Poll it (expect.poll) instead of sleeping before a reload, a
 * closed tab or an offline switch.
 */
export function savedCopies(page: Page): Promise<SavedCopy[]> {
  return page.evaluate(
    () =>
      new Promise<SavedCopy[]>((done) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => done([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return done([]);
          const store = db.transaction('keyval', 'readonly').objectStore('keyval');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onerror = () => done([]);
          values.onsuccess = () => {
            const copies: SavedCopy[] = [];
            (values.result as unknown[]).forEach((value, i) => {
              if (!String(keys.result[i]).startsWith('stepwise.cache.')) return;
              const { clientState } = JSON.parse(String(value)) as {
                clientState: {
                  queries: { queryKey: unknown[] }[];
                  mutations: { mutationKey?: unknown[]; state: { variables?: Record<string, unknown> } }[];
                };
              };
              copies.push({
                queryKeys: clientState.queries.map((q) => q.queryKey),
                changes: clientState.mutations.map((m) => ({
                  mutationKey: m.mutationKey ?? [],
                  variables: m.state.variables ?? {},
                })),
              });
            });
            done(copies);
          };
        };
      }),
  );
}

/** What went wrong on the way to a service worker, per context: failed requests and the console's words on it. */
const workerTrouble = new WeakMap<BrowserContext, string[]>();

export function noteWorkerTrouble(context: BrowserContext) {
  const notes: string[] = [];
  workerTrouble.set(context, notes);
  const note = (line: string) => {
    if (notes.length < 20) notes.push(line);
  };
  context.on('console', (m) => {
    if (/service ?worker|workbox|precach/i.test(m.text())) note(`console: ${m.text()}`);
  });
  context.on('requestfailed', (r) => note(`failed: ${r.url()} (${r.failure()?.errorText ?? '?'})`));
  context.on('response', (r) => {
    if (r.status() >= 400) note(`${r.status()}: ${r.url()}`);
  });
}

/**
 * Waits until a service worker controls the page (its first install precaches the app, then claims the page).
 * On a timeout the error says where the worker stood (installing, waiting, active, none) and what went wrong in
 * the context on the way (failed requests, error answers, the console's words on the worker), so a run that
 * fails here says why.
 */
export async function waitForServiceWorker(page: Page, timeout = 20_000): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
  } catch (error) {
    const state = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) return 'no registration';
        const of = (w: ServiceWorker | null) => w?.state ?? 'none';
        return `installing ${of(registration.installing)}, waiting ${of(registration.waiting)}, active ${of(registration.active)}`;
      })
      .catch((e: unknown) => `unreadable (${String(e)})`);
    const notes = workerTrouble.get(page.context())?.join(' | ') || 'nothing';
    throw new Error(
      `no service worker controls ${page.url()} after ${timeout} ms: ${state}; on the way: ${notes}`,
      {
        cause: error,
      },
    );
  }
}
