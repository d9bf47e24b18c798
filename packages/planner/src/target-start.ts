import type { Target } from './types.js';

/**
 * Where the person says they stand now, in a clause of its own: "GMAT 690 now, want 730+", «сейчас пробники на
 * 55», «сейчас задыхаюсь через 500 м». It becomes the target's start, so the plan does not ask for it again.
 */

const NOW =
  /(?<![\p{L}])(?:rn|right\s+now|currently|at\s+the\s+moment|now|сейчас|щас|пока\s+(?:что\s+)?(?:еле|только|могу)|на\s+данный\s+момент)(?![\p{L}])/iu;
const SCORE = /(?<![\p{N}.,:/])(\d{2,4})(?![\p{N}.,:/]|\s*(?:%|[$€£₽]))/u;
const DISTANCE =
  /(?<![\p{N}.,])(\d+(?:[.,]\d+)?)\s*(km|км|mi|miles?|мил\p{L}*|m|м|метр\p{L}*|meters?|metres?)(?![\p{L}])/iu;

const KM_PER: Record<string, number> = { km: 1, mi: 1.609, m: 0.001 };

function distanceIn(unit: string, value: number, written: string): number {
  const w = written.toLowerCase();
  const from = /^(?:km|км)$/u.test(w) ? 'km' : /^(?:mi|mile|miles|мил)/u.test(w) ? 'mi' : 'm';
  return (value * KM_PER[from]!) / KM_PER[unit]!;
}

export function withStatedStart(target: Target, text: string): Target {
  if (target.start !== undefined || target.measure !== 'level') return target;
  const clauses = text.split(/[,;.!?()—–]|\s-\s/u).filter((c) => NOW.test(c));
  for (const clause of clauses) {
    if (target.unit === 'point') {
      const m = SCORE.exec(clause);
      const value = m ? Number(m[1]) : NaN;
      if (value > 0 && value < target.value) return { ...target, start: value };
    }
    if (target.unit === 'km' || target.unit === 'mi') {
      const m = DISTANCE.exec(clause);
      if (!m) continue;
      const value = distanceIn(target.unit, Number(m[1]!.replace(',', '.')), m[2]!);
      if (value >= 0 && value < target.value) return { ...target, start: Math.round(value * 10) / 10 };
    }
  }
  return target;
}
