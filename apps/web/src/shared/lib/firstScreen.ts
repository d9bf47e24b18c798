/**
 * A screen drawn after its data arrives (the plans page's agenda) holds the first screen from its first commit (a
 * layout effect, before the router outlet's effect says the screen is up) until it is drawn: what waits for the
 * first screen and idle time (app/prefetch.ts) does not compete with it.
 */
let holds = 0;
const listeners = new Set<() => void>();

/** Holds the first screen; returns the release (once). */
export function holdFirstScreen(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) for (const listener of [...listeners]) listener();
  };
}

/** Whether a screen still holds the first screen. */
export function firstScreenHeld(): boolean {
  return holds > 0;
}

/** Calls `listener` each time the last hold is released. */
export function onFirstScreenReleased(listener: () => void): void {
  listeners.add(listener);
}
