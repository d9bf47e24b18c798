import { forecast } from '@stepwise/planner/forecast';

/** The forecast fields a plan shows, as the server answers them (GoalFields). */
export interface ForecastShape {
  state: 'onPace' | 'behind' | 'ahead' | 'done' | 'unknown';
  daysBehind: number;
  plannedFinish: string | null;
  expectedFinish: string | null;
  earliestFinish: string | null;
  latestFinish: string | null;
}

/**
 * The forecast of a plan made on this device (offline), by the rule the server applies: its steps (and
 * milestones without steps, as progress counts them) as of `today`.
 */
export function localForecast(
  tasks: ReadonlyArray<{ id: string; parentId: string | null; date?: string | null; completed: boolean }>,
  today: string,
): ForecastShape {
  const parents = new Set(tasks.map((t) => t.parentId).filter(Boolean));
  const steps = tasks.filter((t) => t.parentId !== null || !parents.has(t.id));
  const f = forecast({ today, steps: steps.map((t) => ({ date: t.date ?? null, completed: t.completed })) });
  return {
    state: f.state,
    daysBehind: f.daysBehind,
    plannedFinish: f.plannedFinish,
    expectedFinish: f.expectedFinish,
    earliestFinish: f.earliestFinish,
    latestFinish: f.latestFinish,
  };
}
