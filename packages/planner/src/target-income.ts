import type { Language, Target } from './types.js';
import { unitKind } from './units.js';

/**
 * A pay or an income to reach: "a raise to 85k", "salary of $90k", «выйти на 300к выручки в месяц», «зп от
 * 200к». It is a level (what comes in each month or year), not a sum to put aside; where the person is now
 * ("currently at 72k", «сейчас 180») is its start (target-start.ts).
 */

const AMOUNT = String.raw`([$€£₽])?\s?(\d{1,3}(?:[ \u00a0,]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|к|тыс\.?\p{L}*|тыщ\p{L}*|млн\.?|million|thousand|grand)?(?![\p{L}\p{N}])\s?(₽|руб\p{L}*|р\.|\$|usd|dollars?|€|eur\p{L}*|£|gbp)?`;
const PAY = String.raw`(?:(?:pay\s+)?raise|pay\s*rise|salary|wages?|income|revenue|turnover|profit|mrr|зп|зарплат\p{L}*|оклад\p{L}*|доход\p{L}*|выручк\p{L}*|прибыл\p{L}*|оборот\p{L}*)`;
const FORMS = [
  // "a raise to 85k", "salary of $90k", «зп от 200к», «доход до 150 тыс»
  new RegExp(
    String.raw`(?<![\p{L}])${PAY}\s+(?:[\p{L}']+\s+){0,2}?(?:to|of|at|from|от|до|на|в)\s+${AMOUNT}`,
    'iu',
  ),
  // "a job paying at least $90k", «работа с зарплатой 150к»
  new RegExp(
    String.raw`(?<![\p{L}])(?:paying|pays|that\s+pays|with\s+(?:a\s+)?(?:salary|pay)(?:\s+of)?|с\s+(?:зарплатой|зп|окладом))\s+(?:(?:at\s+least|over|around|about|не\s+меньше|от|около)\s+)?${AMOUNT}`,
    'iu',
  ),
  // «выйти на 300к выручки», "hit $10k in revenue", "300к дохода в месяц"
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])${AMOUNT}\s+(?:(?:a|per|в)\s+(?:month|year|месяц|год)\s+)?(?:in\s+)?${PAY}(?![\p{L}])`,
    'iu',
  ),
  // «выйти на 300 тыс ₽ в месяц», "get to $8k a month", "make 5k a month"
  new RegExp(
    String.raw`(?<![\p{L}])(?:выйти\s+на|get\s+to|reach|hit|make|making|earn|earning|зарабатывать|получать)\s+(?:(?:about|around|около|от|at\s+least)\s+)?${AMOUNT}\s*(?:(?:a|per|в|\/)\s*(?:month|mo|year|yr|месяц|год))(?![\p{L}])`,
    'iu',
  ),
];
/** Putting money aside: the sum is a total to save, read elsewhere. */
const SAVING =
  /(?<![\p{L}])(?:save|saving|put\s+aside|set\s+aside|копить|накоп\p{L}*|отлож\p{L}*|откладыва\p{L}*)/iu;

function value(raw: string, mult: string | undefined): number {
  const grouped = /^\d{1,3}(?:[ \u00a0,]\d{3})+$/u.test(raw);
  const n = grouped ? Number(raw.replace(/[ \u00a0,]/gu, '')) : Number(raw.replace(',', '.'));
  if (!mult) return n;
  return /^(?:млн|million)/iu.test(mult) ? n * 1_000_000 : n * 1000;
}

function currency(sign: string | undefined, lang: Language): string {
  const t = (sign ?? '').toLowerCase();
  if (t === '€' || t.startsWith('eur')) return 'EUR';
  if (t === '£' || t === 'gbp') return 'GBP';
  if (t === '$' || t === 'usd' || t.startsWith('dollar')) return 'USD';
  if (t === '₽' || t.startsWith('руб') || t === 'р.') return 'RUB';
  return lang === 'ru' ? 'RUB' : 'USD';
}

/** The pay or income the goal names as a level to reach, or null. */
export function incomeTarget(text: string, lang: Language): Target | null {
  if (SAVING.test(text)) return null;
  for (const form of FORMS) {
    const m = form.exec(text);
    if (!m) continue;
    const [, before, raw, mult, after] = m;
    const n = value(raw!, mult);
    // A bare small number is no pay ("raise to level 3"): a multiplier, a currency or thousands.
    if (!(n > 0) || (!mult && !before && !after && n < 1000)) continue;
    return { value: n, unit: currency(before ?? after, lang), measure: 'level' };
  }
  return null;
}

/** A stated pay as written ("72k", «180», "$4,500") in the scale of the target it is the start of. */
export function payStart(raw: string, target: Target): number | null {
  const m =
    /^([$€£₽])?\s?(\d{1,3}(?:[ \u00a0,]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|к|тыс\p{L}*|тыщ\p{L}*|млн|thousand|grand)?/iu.exec(
      raw.trim(),
    );
  if (!m) return null;
  let n = value(m[2]!, m[3]);
  // «выйти на 300 тыс, сейчас 180»: the same thousands as the target.
  if (!m[3] && n > 0 && n * 100 < target.value) n *= 1000;
  return n > 0 && n < target.value ? n : null;
}

/** Words of a business's takings, as against a pay: «выручка», "revenue", «выйти на … в месяц». */
const TAKINGS =
  /(?<![\p{L}])(?:revenue|turnover|sales|mrr|profit|выручк\p{L}*|оборот\p{L}*|прибыл\p{L}*|продаж\p{L}*|доход\p{L}*\s+(?:с|от)|выйти\s+на)(?![\p{L}])/iu;
const PAY_WORDS = /(?<![\p{L}])(?:raise|salary|wages?|pay\s*rise|зп|зарплат\p{L}*|оклад\p{L}*)(?![\p{L}])/iu;

/** A business's monthly takings to reach («выйти на 300к выручки в месяц»): a business goal, not a saving one. */
export function isTakings(text: string, target: Target | null): boolean {
  return (
    target?.measure === 'level' &&
    unitKind(target.unit) === 'money' &&
    TAKINGS.test(text) &&
    !PAY_WORDS.test(text)
  );
}

/** "grow my fund from $1,200 to $5k", «с 80к до 300к на счёте»: the later sum, the earlier its start. */
const FROM_TO = new RegExp(String.raw`(?<![\p{L}])(?:from|с|со)\s+${AMOUNT}\s+(?:to|до)\s+${AMOUNT}`, 'iu');

/** A sum grown from where it is now to the target: a total to put aside, from its start. */
export function grownSum(text: string, lang: Language): Target | null {
  const m = FROM_TO.exec(text);
  if (!m) return null;
  const sign = m[1] ?? m[4] ?? m[5] ?? m[8];
  // Money only when a currency is written; "from 5 to 10" is any count.
  if (!sign) return null;
  const end = value(m[6]!, m[7]);
  let start = value(m[2]!, m[3]);
  // «с 80 до 300к»: the start in the thousands of the target.
  if (!m[3] && m[7] && start * 1000 < end) start *= 1000;
  return end > start && start >= 0
    ? { value: end, unit: currency(sign, lang), measure: 'total', start }
    : null;
}
