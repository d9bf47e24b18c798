/** A debt's interest rate in the goal text ("24% APR", «под 11%», «11 % годовых») and what it costs a month. */
import type { Quantity, Vars } from './render.js';
import type { Target } from './types.js';
import { unitKind } from './units.js';

const RATE =
  /(?:(?<![\p{L}])(?:at|@|под|ставк\p{L}*)\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%|(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*(?:apr|apy|interest|a\s+year|per\s+year|p\.?a\.?|годовых|годовые|в\s+год))/iu;

/** The yearly interest rate in percent, or null when the text names none. */
export function readInterest(text: string): number | null {
  const m = RATE.exec(text);
  const raw = m?.[1] ?? m?.[2];
  if (!raw) return null;
  const rate = Number(raw.replace(',', '.'));
  return rate > 0 && rate < 100 ? rate : null;
}

/**
 * The interest due with a payment that repays `share` of a money target, `cum` repaid with it: a month's interest
 * on what was still owed before it (equal parts of the debt, so the payment falls month by month).
 */
export function interestVars(rate: number, target: Target, share: Quantity, cum: Quantity): Vars {
  if (unitKind(target.unit) !== 'money') return {};
  const owed = Math.max(0, target.value - (cum.value - share.value));
  const interest = Math.round((owed * rate) / 100 / 12);
  return {
    interest: { value: interest, unit: target.unit },
    payment: { value: share.value + interest, unit: target.unit },
  };
}

const PER_MONTH =
  /(?:по\s+)?([$€£]?\s?\d[\d\s]*(?:[.,]\d+)?)\s*(тыс\p{L}*\.?|k|к|тыщ\p{L}*)?\s*(?:₽|руб\p{L}*|р\.|\$|usd|dollars?|€|eur\p{L}*|£|gbp)?\s*(?:в|a|per|\/)\s*(?:месяц|month|mo)(?![\p{L}])/iu;

/** "по 5 тыс в месяц", "$500 a month": the amount a month, for the text's deadline reader to skip. */
export function monthlyAmount(text: string): { value: number; span: string } | null {
  const m = PER_MONTH.exec(text);
  if (!m) return null;
  const raw = m[1]!.replace(/[$€£\s]/g, '');
  // "$2,500 a month" is two and a half thousand; «2,5 тыс» two and a half.
  const n = Number(/^\d{1,3}(?:,\d{3})+$/u.test(raw) ? raw.replace(/,/gu, '') : raw.replace(',', '.'));
  if (!(n > 0)) return null;
  return { value: m[2] ? n * 1000 : n, span: m[0] };
}

/** Weeks to pay or save a money target at the stated amount a month, or null. */
export function paceWeeks(text: string, target: Target | null): number | null {
  if (!target || unitKind(target.unit) !== 'money') return null;
  const monthly = monthlyAmount(text);
  if (!monthly || monthly.value >= target.value) return null;
  return Math.ceil((target.value / monthly.value) * 4.35);
}
