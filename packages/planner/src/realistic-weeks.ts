import { worksPerWeek } from './domains-tail.js';
import type { Target } from './types.js';

/** Weeks a person needs for a target at a sustainable pace, when the text names no deadline. */
export function realisticWeeks(target: Target | null, domain?: string): number | null {
  if (!target) return null;
  const T = target.value;
  const clamp = (w: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.ceil(w)));
  // Swimming distances grow from a few hundred metres at about 15 % a week.
  if (domain === 'swimming' && target.unit === 'km') return clamp(6 + 4 * T, 8, 24);
  if (domain === 'swimming' && target.unit === 'm') return clamp(6 + 0.004 * T, 8, 24);
  if (domain === 'cycling' && target.unit === 'km') return clamp(6 + 0.15 * T, 6, 24);
  if (domain === 'works') return clamp(T / worksPerWeek(target.unit) + 3, 4, 104);
  switch (target.unit) {
    case 'km':
      return clamp(6 + 0.35 * T, 6, 24);
    case 'mi':
      return clamp(6 + 0.35 * T * 1.609, 6, 24);
    case 'kg':
    case 'lb': {
      const kg = target.unit === 'lb' ? T * 0.45 : T;
      if (target.measure === 'total') return clamp(kg / 0.5 + 1, 4, 78);
      return target.start !== undefined ? clamp(Math.abs(target.start - T) / 0.5 + 1, 4, 78) : null;
    }
    case 'book':
      return clamp(T * 2, 4, 52);
    case 'page':
      return clamp(T / 120, 2, 52);
    case 'word':
      return clamp(T / 90, 4, 52);
    case 'pushup':
    case 'pullup':
      return 8;
    default:
      return null;
  }
}
