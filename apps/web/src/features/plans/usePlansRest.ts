import { startTransition, useCallback, useMemo, useState } from 'react';
import { loadTaskComments } from './mentor/taskComments';

type Rest = typeof import('./PlansRest');

/** Runs `task` when the browser is idle (at the latest after a second), or after a tick where it cannot say. */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}

/** The module once in (a later visit finds it at once), and its load under way. */
let loaded: Rest | null = null;
let loading: Promise<Rest> | null = null;

function loadRest(): Promise<Rest> {
  // With the comments' code its plans' rows draw (mentor/taskComments.ts), so no row changes after it is in.
  loading ??= Promise.all([import('./PlansRest'), loadTaskComments()]).then(
    ([m]) => {
      loaded = m;
      return m;
    },
    (error: unknown) => {
      loading = null; // tried again by the next visit
      throw error;
    },
  );
  return loading;
}

/**
 * The plans page below the agenda (PlansRest.tsx), in a chunk of its own: `load` starts it once the agenda is painted, and the page draws it as a transition, in slices, once it is in.
 */
export function usePlansRest(): { module: Rest | null; load: () => void } {
  const [module, setModule] = useState<Rest | null>(loaded);
  const load = useCallback(() => {
    if (loaded) {
      setModule(loaded);
      return;
    }
    // Once the agenda is painted and the browser is idle: its tap on a step never waits for the plans' code.
    requestAnimationFrame(() =>
      whenIdle(() => {
        loadRest().then(
          (m) => startTransition(() => setModule(m)),
          (error: unknown) => console.warn('Loading the plans failed', error),
        );
      }),
    );
  }, []);
  return useMemo(() => ({ module, load }), [module, load]);
}
