/** Sharing a plan's span out: phase lengths by weight, phase spans with milestone days, whole shares. */
import type { ParsedPhase } from './playbook-schema.js';

export interface PhaseSpan {
  start: number;
  end: number;
  milestoneDay: number;
}

/** Phase lengths in days: shares of the span by weight, phases with `maxWeeks` capped and the rest shared out. */
function phaseLengths(span: number, phases: ParsedPhase[]): number[] {
  const total = phases.reduce((s, p) => s + p.weight, 0);
  const lengths = phases.map((p) => (p.weight / total) * span);
  let excess = 0;
  let freeWeight = 0;
  phases.forEach((p, i) => {
    const cap = p.maxWeeks !== undefined ? p.maxWeeks * 7 : Number.POSITIVE_INFINITY;
    if (lengths[i]! > cap) {
      excess += lengths[i]! - cap;
      lengths[i] = cap;
    } else if (p.maxWeeks === undefined) freeWeight += p.weight;
  });
  if (excess > 0 && freeWeight > 0) {
    phases.forEach((p, i) => {
      if (p.maxWeeks === undefined) lengths[i]! += (excess * p.weight) / freeWeight;
    });
  }
  return lengths;
}

export function splitPhases(
  start: number,
  end: number,
  allowed: number[],
  phases: ParsedPhase[],
): PhaseSpan[] {
  const span = end - start + 1;
  const lengths = phaseLengths(span, phases);
  const spans: PhaseSpan[] = [];
  let acc = 0;
  let prevEnd = start - 1;
  let prevMilestone = start;
  phases.forEach((_, i) => {
    acc += lengths[i]!;
    const a = Math.min(prevEnd + 1, end);
    let b = i === phases.length - 1 ? end : start + Math.round(acc) - 1;
    b = Math.max(a, Math.min(b, end));
    // Long phases end with a plan week, so that a training week is never split between two milestones.
    if (i < phases.length - 1 && b - a >= 6) {
      for (const shift of [0, -1, 1, -2, 2, -3, 3]) {
        const c = b + shift;
        if ((c - start + 1) % 7 === 0 && c >= a + 3 && c < end) {
          b = c;
          break;
        }
      }
    }
    let m = -1;
    for (let j = allowed.length - 1; j >= 0; j--) {
      const day = allowed[j]!;
      if (day <= b && day >= a) {
        m = day;
        break;
      }
    }
    if (m < 0) m = allowed.find((day) => day >= a) ?? allowed[allowed.length - 1]!;
    m = Math.max(m, prevMilestone);
    spans.push({ start: a, end: b, milestoneDay: m });
    prevEnd = b;
    prevMilestone = m;
  });
  return spans;
}

/** Rounds shares to integers that sum to `total`. */
export function largestRemainder(shares: number[], total: number): number[] {
  const floors = shares.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = shares.map((s, i) => [s - Math.floor(s), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    if (shares[i]! > 0) {
      floors[i]!++;
      left--;
    }
  }
  return floors;
}
