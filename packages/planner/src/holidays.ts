import { toIso } from './dates.js';
import type { Language } from './types.js';

/** No task starts before this on a public holiday (minutes after midnight: 10:00). */
export const HOLIDAY_START = 10 * 60;

/** Fixed-date public holidays by the goal's language (month-day): Russia for ru, common ones for en. */
const FIXED: Record<Language, Set<string>> = {
  ru: new Set([
    '01-01',
    '01-02',
    '01-03',
    '01-04',
    '01-05',
    '01-06',
    '01-07',
    '01-08',
    '02-23',
    '03-08',
    '05-01',
    '05-09',
    '06-12',
    '11-04',
    '12-31',
  ]),
  en: new Set(['01-01', '07-04', '12-24', '12-25', '12-26', '12-31']),
};

/** Whether a day (day number) is a public holiday for people writing in this language. */
export function isHoliday(day: number, lang: Language): boolean {
  return FIXED[lang].has(toIso(day).slice(5));
}
