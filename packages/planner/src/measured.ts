// A measurable goal's results read against its planned progression: the input the forecast takes for them,
// from what the server stores (the plan's progression, the person's results). Pure: the server and the
// offline web app build the same input.
import type { MeasuredPace } from './forecast.js';

export interface ProgressionLike {
  direction: 'up' | 'down';
  points: ReadonlyArray<{ date: string; value: number }>;
}

export interface ResultLike {
  /** The person's calendar day the result was measured on. */
  date: string;
  value: number;
}

/**
 * The forecast's measured input, or null when there is nothing to read (no progression, or no result yet).
 * The plan starts from its first checkpoint's value (0 for a total: books read, money saved, kg lost).
 */
export function measuredPace(
  progression: ProgressionLike | null | undefined,
  results: ReadonlyArray<ResultLike>,
): MeasuredPace | null {
  if (!progression || progression.points.length === 0 || results.length === 0) return null;
  const planned = [...progression.points]
    .map((p) => ({ date: p.date, value: p.value }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    start: planned[0]!.value,
    planned,
    results: results.map((r) => ({ date: r.date, value: r.value })),
  };
}
