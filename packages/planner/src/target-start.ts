import { DOING_NOW, nowNumbers } from './target-context.js';
import { payStart } from './target-income.js';
import type { Target } from './types.js';
import { UNIT_BY_ID, unitKind } from './units.js';

/**
 * Where the person says they stand now, in a clause of its own: "GMAT 690 now, want 730+", «сейчас пробники на
 * 55», «сейчас задыхаюсь через 500 м». It becomes the target's start, so the plan does not ask for it again.
 */

const NOW = new RegExp(
  String.raw`(?<![\p{L}])(?:rn|right\s+now|currently|at\s+the\s+moment|now|already|so\s+far|уже|сейчас|щас|пока\s+что|пока\s+(?:еле|только|могу)|на\s+данный\s+момент|${DOING_NOW})(?![\p{L}])`,
  'iu',
);
const SCORE = /(?<![\p{N}.,:/])(\d{2,4})(?![\p{N}.,:/]|\s*(?:%|[$€£₽]))/u;
const DISTANCE =
  /(?<![\p{N}.,])(\d+(?:[.,]\d+)?)\s*(km|км|mi|miles?|мил\p{L}*|m|м|метр\p{L}*|meters?|metres?)(?![\p{L}])/iu;

const KM_PER: Record<string, number> = { km: 1, mi: 1.609, m: 0.001 };

function distanceIn(unit: string, value: number, written: string): number {
  const w = written.toLowerCase();
  const from = /^(?:km|км)$/u.test(w) ? 'km' : /^(?:mi|mile|miles|мил)/u.test(w) ? 'mi' : 'm';
  return (value * KM_PER[from]!) / KM_PER[unit]!;
}

const HAD =
  /^(?:saved|written|done|so\s+far|in\s+savings|на\s+сч[её]те|написано|отложено|накоплено|есть)?$/iu;

/** Whether the words after a number are nothing, or its unit with at most a word of having it. */
function inOwnUnit(rest: string, unit: string): boolean {
  const own = UNIT_BY_ID.get(unit)?.match;
  const word = new RegExp(
    `^(?:${own ? `(?:${own})` : '(?!)'}|[$€£₽]|руб\\p{L}*|usd|eur|gbp|dollars?)(?![\\p{L}])\\s*`,
    'iu',
  );
  return HAD.test(rest.replace(word, '').trim());
}

export function withStatedStart(target: Target, text: string): Target {
  if (target.start !== undefined) return target;
  // "a raise to 85k, currently at 72k", «роман на 80 000 слов, сейчас 23 тысячи»: a sum or a count the person
  // has now, said bare or in the target's own unit ("2 a month" is a pace, not where they stand).
  const kind = unitKind(target.unit);
  if (kind === 'money' || (kind === 'count' && target.measure === 'total')) {
    const start = nowNumbers(text)
      .filter((n) => inOwnUnit(n.rest, target.unit))
      .map((n) => payStart(n.raw, target))
      .find((n) => n !== null);
    return start ? { ...target, start } : target;
  }
  if (target.measure !== 'level') return target;
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
