/** Currencies a money target can be in: the symbol shown, and the Russian word forms when not the symbol. */
export const CURRENCIES: Record<string, { symbol: string; ru: [string, string, string] | null }> = {
  RUB: { symbol: '₽', ru: null },
  USD: { symbol: '$', ru: ['доллар', 'доллара', 'долларов'] },
  EUR: { symbol: '€', ru: ['евро', 'евро', 'евро'] },
  GBP: { symbol: '£', ru: ['фунт стерлингов', 'фунта стерлингов', 'фунтов стерлингов'] },
  AUD: { symbol: 'A$', ru: ['австралийский доллар', 'австралийских доллара', 'австралийских долларов'] },
  CAD: { symbol: 'C$', ru: ['канадский доллар', 'канадских доллара', 'канадских долларов'] },
  NZD: { symbol: 'NZ$', ru: ['новозеландский доллар', 'новозеландских доллара', 'новозеландских долларов'] },
};

/** Whether a target's unit is a currency code (RUB, USD, ...) rather than a unit from units.ts. */
export function isMoney(unit: string): boolean {
  return unit in CURRENCIES;
}
