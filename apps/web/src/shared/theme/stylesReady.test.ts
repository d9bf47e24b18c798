import { describe, expect, it, vi } from 'vitest';
import { stylesReady } from './stylesReady';

/** A stand-in for theme-init.js's <link id="app-styles">: loaded or not, and its events. */
function page(link: { sheet: object | null } | null) {
  const listeners = new Map<string, () => void>();
  const element = link && {
    ...link,
    href: '/assets/index-c3.css',
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return { doc: { getElementById: () => element as unknown as HTMLElement }, listeners };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('stylesReady: the app is drawn only once its stylesheet is in', () => {
  it('resolves at once without the link (the development server) or with the sheet already loaded', async () => {
    expect(await settled(stylesReady(page(null).doc))).toBe(true);
    expect(await settled(stylesReady(page({ sheet: {} }).doc))).toBe(true);
  });

  it('waits for the load event while the stylesheet is on its way, then lets go of its listeners', async () => {
    const { doc, listeners } = page({ sheet: null });
    const ready = stylesReady(doc);
    expect(await settled(ready)).toBe(false);
    listeners.get('load')?.();
    expect(await settled(ready)).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('a stylesheet that fails to load does not keep the app from starting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { doc, listeners } = page({ sheet: null });
    const ready = stylesReady(doc);
    listeners.get('error')?.();
    expect(await settled(ready)).toBe(true);
    expect(warn).toHaveBeenCalledWith('The stylesheet did not load:', '/assets/index-c3.css');
    warn.mockRestore();
  });
});
