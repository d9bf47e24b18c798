// The browser's planner is a lazy chunk: import it only through here (never `./engine` statically), so the
// routes that do not plan (the welcome page first of all) do not carry it.
export type LocalPlanner = typeof import('./engine');
export type { LocalGoalInput, LocalMilestone, LocalPreview } from './engine';

let loading: Promise<LocalPlanner> | null = null;

/** Loads the planner once; a failed load (offline before it was cached) can be tried again. */
export function loadPlanner(): Promise<LocalPlanner> {
  if (!loading) {
    loading = import('./engine').catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}
