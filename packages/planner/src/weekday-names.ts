/**
 * Days of the week named as a routine: "every Sunday", "on Fridays", «по пятницам», «каждое воскресенье»,
 * «по вторникам и четвергам». A single date ("next Friday", «к пятнице») is a deadline, not a routine, and is
 * not read here. Russian day words are whole forms, so «по среднему» is not Wednesday.
 */

const DAYS: Array<[number, string, string]> = [
  [1, 'mondays?|mon', 'понедельник(?:ам|и|а)?|пн'],
  [2, 'tuesdays?|tues?', 'вторник(?:ам|и|а)?|вт'],
  [3, 'wednesdays?|wed', 'сред(?:ам|у|ы|а)|ср'],
  [4, 'thursdays?|thu(?:rs)?', 'четверг(?:ам|и|а)?|чт'],
  [5, 'fridays?|fri', 'пятниц(?:ам|у|ы|а)|пт'],
  [6, 'saturdays?|sat', 'суббот(?:ам|у|ы|а)|сб'],
  [7, 'sundays?|sun', 'воскресень(?:ям|е|я)|вс'],
];

const EN_DAY = DAYS.map((d) => d[1]).join('|');
const RU_DAY = DAYS.map((d) => d[2]).join('|');
const LIST_EN = String.raw`(?:${EN_DAY})(?:\s*(?:,|and|&|\+)\s*(?:${EN_DAY}))*`;
const LIST_RU = String.raw`(?:${RU_DAY})(?:\s*(?:,|и)\s*(?:по\s+|в\s+)?(?:${RU_DAY}))*`;
/** Two or more days in a row of words ("Mon, Wed and Fri", «пн, ср, пт», "Tue/Thu"): a routine, never a deadline. */
const SEP = String.raw`\s*(?:,|/|&|\+|and|и)\s*`;
const TWO_OR_MORE = String.raw`(?:${EN_DAY}|${RU_DAY})\.?(?:${SEP}(?:${EN_DAY}|${RU_DAY})\.?)+`;

/** "every Sunday", "each Tuesday and Thursday", "on Fridays" (plural: a routine), «по пятницам», «каждую среду». */
const ROUTINE = new RegExp(
  [
    String.raw`(?:every|each)\s+(${LIST_EN})`,
    String.raw`(?:on\s+)?((?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?:\s*(?:,|and|&)\s*(?:${EN_DAY}))*)`,
    String.raw`по\s+(${LIST_RU})`,
    String.raw`кажд\p{L}*\s+(${LIST_RU})`,
    `(${TWO_OR_MORE})`,
  ]
    .map((s) => String.raw`(?<![\p{L}])${s}(?![\p{L}])`)
    .join('|'),
  'iu',
);

/** The weekdays (1 = Monday … 7 = Sunday) the text names as a routine, or null. */
export function routineWeekdays(text: string): number[] | null {
  const m = ROUTINE.exec(text);
  if (!m) return null;
  const list = m.slice(1).find((g) => g !== undefined) ?? '';
  const out = new Set<number>();
  for (const [n, en, ru] of DAYS)
    if (new RegExp(String.raw`(?<![\p{L}])(?:${en}|${ru})(?![\p{L}])`, 'iu').test(list)) out.add(n);
  return out.size > 0 ? [...out].sort((a, b) => a - b) : null;
}
