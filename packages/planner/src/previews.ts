/** The first steps of the milestones a long plan's first wave does not reach, so no milestone is shown empty. */
import type { Occurrence } from './schedule.js';
import { labelTexts } from './streams.js';

/** At most this many steps of a later milestone are shown ahead of its wave. */
const PREVIEW_STEPS = 4;
/** A numbered series ("Transfer 3 of 10") up to this long is shown whole in the first wave. */
const WHOLE_SERIES = 36;

/** Whether a step is numbered in a series ("Transfer {n} of {count}"). */
const numbered = (o: Occurrence) =>
  labelTexts(o.step).some((t) => Object.values(t).some((s) => s?.includes('{count}')));

/**
 * For each milestone (`milestoneOf`) with no step in the first wave (ending on `firstUntil`), the first occurrence
 * of each of its steps, one-off steps first (book, buy, register: what the milestone is about), then its first
 * sessions.
 */
export function phasePreviews(
  occurrences: readonly Occurrence[],
  firstUntil: number,
  milestoneOf: (o: Occurrence) => string,
): Set<Occurrence> {
  const reached = new Set<string>();
  for (const o of occurrences) if (o.day <= firstUntil) reached.add(milestoneOf(o));
  const firstOf = new Map<string, Occurrence[]>();
  for (const o of occurrences) {
    const m = milestoneOf(o);
    const list = firstOf.get(m) ?? [];
    if (reached.has(m) || list.some((x) => x.step === o.step)) continue;
    list.push(o);
    firstOf.set(m, list);
  }
  const out = new Set<Occurrence>();
  // "Transfer 5 of 10" after "Transfer 3 of 10" would hide two transfers and leave the sum short on the page: a
  // numbered series is shown whole, every later one ahead of its wave.
  const series = new Map<unknown, Occurrence[]>();
  for (const o of occurrences) if (numbered(o)) series.set(o.step, [...(series.get(o.step) ?? []), o]);
  for (const list of series.values())
    if (list.length <= WHOLE_SERIES) for (const o of list) if (o.day > firstUntil) out.add(o);
  for (const list of firstOf.values()) {
    const once = list.filter((o) => o.step.cadence === 'start' || o.step.cadence === 'step');
    const sessions = list.filter(
      (o) => o.step.cadence !== 'start' && o.step.cadence !== 'step' && o.step.cadence !== 'end',
    );
    for (const o of [...once, ...sessions].slice(0, PREVIEW_STEPS)) out.add(o);
  }
  return out;
}
