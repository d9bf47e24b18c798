import type { Situation } from './situation.js';
import { currencyOf, parseNumber } from './target.js';
import { payStart } from './target-income.js';
import type { Language, Target } from './types.js';
import { unitKind } from './units.js';

/** The target as the person's own situation and answers complete it: a starting point, a count of salaries. */

/** A starting point the person stated ("already run 5 km", "I weigh 90 kg") for a level target in its unit. */
export function withCurrent(target: Target | null, situation: Situation): Target | null {
  if (target?.measure !== 'level' || target.start !== undefined) return target;
  // "get my salary to $70k, right now I make $58k": the pay said is where the person starts.
  if (unitKind(target.unit) === 'money') {
    const start = situation.income ? payStart(situation.income.replace(INCOME_WORDS, ''), target) : null;
    return start ? { ...target, start } : target;
  }
  const now =
    situation.current && situation.current.unit === target.unit
      ? situation.current.value
      : situation.bodyWeight && situation.bodyWeight.unit === target.unit
        ? situation.bodyWeight.value
        : undefined;
  return now !== undefined && now !== target.value ? { ...target, start: now } : target;
}

const INCOME_WORDS =
  /^(?:получаю|зарабатываю|зарплата|зп|доход|i\s+(?:earn|make|take\s+home)|my\s+salary\s+is|salary\s+of)\s*/iu;
const INCOME_AMOUNT =
  /([£$€₽])?\s?(\d[\d\s\u00a0,]*\d|\d)(?:[.]\d+)?\s*(k|к|тыс\p{L}*|тыщ\p{L}*|млн|m)?(?![\p{L}])\s*([£$€₽]|usd|eur|gbp|руб\p{L}*)?/iu;
const SALARIES =
  /(?<![\p{L}\p{N}])(\d{1,2})\s*(?:зарплат\p{L}*|оклад\p{L}*|months?'?\s+(?:of\s+)?(?:salary|pay|income|wages)|(?:monthly\s+)?(?:salaries|paychecks))(?![\p{L}])/iu;

/** "на 3 зарплаты, получаю 90 тыс", "3 months of salary, I earn $4k": the count times the stated income. */
export function inSalaries(target: Target | null, situation: Situation, lang: Language): Target | null {
  const count = situation.income ? SALARIES.exec(situation.rest) : null;
  const pay = situation.income ? INCOME_AMOUNT.exec(situation.income) : null;
  if (!count || !pay || (target && unitKind(target.unit) === 'money')) return target;
  const value = parseNumber(pay[2]!.trim(), pay[3]);
  const currency = currencyOf(pay[1] ?? pay[4] ?? '', lang);
  return value > 0 ? { value: Number(count[1]) * value, unit: currency, measure: 'total' } : target;
}

const MONTHS_OF =
  /(?<![\p{L}\p{N}])(\d{1,2})\s*(?:месяц\p{L}*|мес\.?|months?'?)(?:\s+(?:of\s+)?(?:expenses|spending|living\s+costs|расходов|трат))?(?![\p{L}])/iu;
const CUSHION =
  /(?<![\p{L}])(?:подушк\p{L}*|резерв\p{L}*|emergency\s+fund|safety\s+net|cushion|buffer|expenses|spending|расходов|трат)(?![\p{L}])/iu;
const SPEND =
  /(?<![\p{L}])(?:трачу|тратим|расходы|уходит|i\s+spend|we\s+spend|spend|expenses\s+(?:are|of)|living\s+costs\s+(?:are|of))\s+(?:около|примерно|где-то|about|around|roughly|~)?\s*([£$€₽])?\s?(\d[\d\s\u00a0,]*\d|\d)(?:[.]\d+)?\s*(k|к|тыс\p{L}*|тыщ\p{L}*)?(?![\p{L}])\s*([£$€₽]|usd|eur|gbp|руб\p{L}*)?\s*(?:в|a|per|\/)\s*(?:месяц|month|mo)(?![\p{L}])/iu;

/** «подушка на 6 месяцев, трачу 70 000 в месяц», "6 months of expenses, I spend $3k a month": months × spending. */
export function inMonthsOfSpending(target: Target | null, text: string, lang: Language): Target | null {
  if (target && unitKind(target.unit) === 'money') return target;
  const months = CUSHION.test(text) ? MONTHS_OF.exec(text) : null;
  const spend = months ? SPEND.exec(text) : null;
  if (!months || !spend) return target;
  const value = parseNumber(spend[2]!.trim(), spend[3]);
  const n = Number(months[1]);
  if (!(value > 0) || n < 1 || n > 24) return target;
  return { value: n * value, unit: currencyOf(spend[1] ?? spend[4] ?? '', lang), measure: 'total' };
}

/** A starting level from a one-tap answer ("how far do you run now?"). */
export function withAnswers(
  target: Target | null,
  answers: Record<string, string> | undefined,
): Target | null {
  if (!target || !answers) return target;
  const now = Number(answers['running-now'] ?? answers['score-now']);
  if (!(now > 0) || target.start !== undefined) return target;
  if (answers['running-now'] !== undefined && (target.unit === 'km' || target.unit === 'mi'))
    return { ...target, start: Math.min(now, target.value * 0.9) };
  if (answers['score-now'] !== undefined && target.unit === 'point')
    return { ...target, start: Math.min(now, target.value) };
  return target;
}
