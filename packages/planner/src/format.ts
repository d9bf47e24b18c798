import { CURRENCIES } from './currencies.js';
import type { Language } from './types.js';
import { UNIT_BY_ID } from './units.js';

/** Russian plural category for a number: 1 книга, 2 книги, 5 книг; fractions take "few" (2,5 книги). */
export function ruPluralIndex(n: number): 0 | 1 | 2 {
  if (!Number.isInteger(n)) return 1;
  const a = Math.abs(n) % 100;
  const b = a % 10;
  if (a >= 11 && a <= 14) return 2;
  if (b === 1) return 0;
  if (b >= 2 && b <= 4) return 1;
  return 2;
}

export function ruPlural(n: number, forms: readonly [string, string, string]): string {
  return forms[ruPluralIndex(n)];
}

const formatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, lang: Language, decimals = 0): string {
  const key = `${lang}${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: decimals });
    formatters.set(key, f);
  }
  // Russian writes 5000 without a separator and 10 000 with one.
  const s = f.format(value);
  return lang === 'ru' && Math.abs(value) < 10_000 ? s.replace(/\s/g, '') : s;
}

/** Rounds a value the way the unit is shown. */
export function roundFor(unit: string, value: number): number {
  const decimals = UNIT_BY_ID.get(unit)?.decimals ?? 0;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/**
 * A quantity with its unit, agreed in number: "5 km", "1 book", "3 книги", "300 000 ₽".
 * `acc` gives the Russian accusative after a verb ("прочитать 1 книгу").
 */
export type GrammarCase = 'nom' | 'acc' | 'gen';

/** The Russian form of a counted noun after a number in a case (genitive: 1 → книги, 2 / 5 → книг). */
function ruNoun(
  forms: readonly [string, string, string, string?],
  n: number,
  grammarCase: GrammarCase,
): string {
  const idx = ruPluralIndex(n);
  if (grammarCase === 'gen') return idx === 0 ? forms[1] : forms[2];
  if (grammarCase === 'acc' && idx === 0 && forms[3]) return forms[3];
  return forms[idx];
}

export function formatQuantity(
  value: number,
  unit: string,
  lang: Language,
  grammarCase: GrammarCase = 'acc',
): string {
  const money = CURRENCIES[unit];
  if (money) {
    const v = Math.round(value);
    const n = formatNumber(v, lang);
    if (lang === 'en') return unit === 'RUB' ? `${n} ₽` : `${money.symbol}${n}`;
    return money.ru ? `${n} ${ruNoun(money.ru, v, grammarCase)}` : `${n} ₽`;
  }
  const def = UNIT_BY_ID.get(unit);
  if (!def) return `${formatNumber(value, lang, 1)} ${unit}`;
  const rounded = roundFor(unit, value);
  const n = formatNumber(rounded, lang, def.decimals);
  if (lang === 'en') return `${n} ${rounded === 1 ? def.en[0] : def.en[1]}`;
  return `${n} ${ruNoun(def.ru, rounded, grammarCase)}`;
}

/** Upper-cases the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
