import { progressCount } from './playbooks/dsl.js';
import type { Occurrence } from './schedule.js';
import { labelTexts } from './streams.js';

/**
 * Checkpoints stay sparse. The checkpoint of a running total ("Checkpoint: 12 of 40 so far", «Контрольная точка:
 * уже 12 из 40») is spread one per unit of the target by the schedule; a person needs it about once a
 * fortnight, so the rest are left out. The last one always stays.
 */

/** Days between two checkpoints of the same step. */
const CHECKPOINT_GAP = 14;
/** The playbooks' checkpoint of a running total; steps that make the total ("finish book 5 of 24") are work. */
const CHECKPOINT = (progressCount().label as { en: string }).en;

function isRunningTotal(o: Occurrence): boolean {
  return o.step.cadence === 'spread' && labelTexts(o.step).some((t) => t.en === CHECKPOINT);
}

/** The checkpoint occurrences to leave out: those closer than a fortnight to the one kept before them. */
export function crowdedCheckpoints(occurrences: Occurrence[]): Set<Occurrence> {
  const out = new Set<Occurrence>();
  const byStep = new Map<string, Occurrence[]>();
  for (const o of occurrences)
    if (isRunningTotal(o)) {
      // The same checkpoint written in several phases is one series.
      const key = labelTexts(o.step)[0]!.en ?? '';
      byStep.set(key, [...(byStep.get(key) ?? []), o]);
    }
  for (const list of byStep.values()) {
    const sorted = [...list].sort((a, b) => a.day - b.day);
    const last = sorted[sorted.length - 1]!;
    let kept: number | null = null;
    for (const o of sorted) {
      const tooSoon = kept !== null && o.day - kept < CHECKPOINT_GAP;
      // The last checkpoint stays; the one before it gives way when the two are too close.
      if (o === last) continue;
      if (tooSoon || last.day - o.day < CHECKPOINT_GAP / 2) out.add(o);
      else kept = o.day;
    }
  }
  return out;
}

/** Times a short weekly line comes every week before it comes every other week. */
const WEEKLY_FIRST = 4;
/** Longest step, in minutes, that counts as a short line (a review, a call, a check-in). */
const SHORT_MINUTES = 20;

/**
 * Short weekly lines said the same way every time ("Call your parent, 20 min", "Weekly review, 15 min") come
 * weekly for the first month, then every other week: a plan is not the same line thirteen times. Sessions,
 * key steps and lines that change (a number that progresses) keep their rhythm.
 */
export function repeatThinner(): (o: Occurrence, label: string) => boolean {
  const seen = new Map<string, { times: number; last: number }>();
  return (o, label) => {
    // A line several times a week is the practice itself ("read 15 minutes every evening").
    if (o.step.cadence !== 'weekly' || o.step.key || o.step.times > 1 || o.step.minutes > SHORT_MINUTES)
      return false;
    const had = seen.get(label);
    if (had && had.times >= WEEKLY_FIRST && o.day - had.last < 14) return true;
    seen.set(label, { times: (had?.times ?? 0) + 1, last: o.day });
    return false;
  };
}
