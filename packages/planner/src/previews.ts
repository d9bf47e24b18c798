/** The first steps of the milestones a long plan's first wave does not reach, so no milestone is shown empty. */
import type { Occurrence } from './schedule.js';

/** At most this many steps of a later milestone are shown ahead of its wave. */
const PREVIEW_STEPS = 4;

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
  for (const list of firstOf.values()) {
    const once = list.filter((o) => o.step.cadence === 'start' || o.step.cadence === 'step');
    const sessions = list.filter(
      (o) => o.step.cadence !== 'start' && o.step.cadence !== 'step' && o.step.cadence !== 'end',
    );
    for (const o of [...once, ...sessions].slice(0, PREVIEW_STEPS)) out.add(o);
  }
  return out;
}
