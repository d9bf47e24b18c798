import { useEffect, useState } from 'react';
import { firstScreenHeld, onFirstScreenReleased } from '../shared/lib/firstScreen';

/**
 * When code the current screen does not need yet may be fetched ahead of need: once the page has loaded and the
 * browser is idle, never before, so it never competes with what the screen is loading; and not at all on a
 * connection that says data costs (Save-Data) or is slow (2G, 3G), where it would only slow the next request the
 * person makes.
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g', '3g']);

/** Whether this connection allows fetching ahead of need (true when the browser does not say). */
export function connectionAllowsPrefetch(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !SLOW.has(connection.effectiveType ?? '');
}

let markReady: () => void = () => {};
/** Resolves once the first screen is the route's own (main.tsx: screenReady). */
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
let mounted = false;
const settle = () => {
  if (mounted && !firstScreenHeld()) markReady();
};
onFirstScreenReleased(settle);

/**
 * The first screen is the route's own, drawn and usable (its code and data in, not a loading shell): what waits
 * for idle may start. The `load` event alone comes before a route's lazy code is in, and the browser is idle
 * while it waits for it. A screen drawn after its data arrives holds it until then (shared/lib/firstScreen.ts).
 */
export function screenReady(): void {
  mounted = true;
  settle();
}

/** Runs `task` once the page has loaded (its `load` event), the first screen is ready, and the browser is idle. */
export function whenLoadedAndIdle(task: () => void): void {
  const idle = () => {
    void ready.then(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 4000 });
      else setTimeout(task, 500);
    });
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Fetches ahead of need (`task`) once loaded and idle, when the connection allows it; else not at all. */
export function prefetchWhenIdle(task: () => void): void {
  whenLoadedAndIdle(() => {
    if (connectionAllowsPrefetch()) task();
  });
}

let idleReached = false;

/** False until the page has loaded, its first screen is ready and the browser is idle (whenLoadedAndIdle). */
export function useLoadedAndIdle(): boolean {
  const [done, setDone] = useState(idleReached);
  useEffect(() => {
    if (done) return;
    let live = true;
    whenLoadedAndIdle(() => {
      idleReached = true;
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
