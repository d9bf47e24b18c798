import { addMonths, dayFromParts, endOfMonth, isLeap, yearOf } from './dates.js';
import {
  EN_MONTHS,
  ISO_DAY,
  PART_OF_MONTH,
  RU_GENITIVE_MONTHS,
  SEASON_END,
  SEASON_OF_YEAR,
} from './deadline-patterns.js';

/** An ISO day, a part of a month ("mid-March", «в конце июня») or a season of a named year ("by fall 2028"). */
export function writtenDay(text: string, today: number): number | null {
  const iso = ISO_DAY.exec(text);
  if (iso) return dayFromParts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const part = PART_OF_MONTH.exec(text);
  if (part) {
    const month = part[2]
      ? EN_MONTHS.indexOf(part[2].toLowerCase()) + 1
      : RU_GENITIVE_MONTHS.indexOf(part[4]!.toLowerCase()) + 1;
    const word = part[1] ?? part[3]!;
    // The start of a month is done by its tenth day, the middle by its fifteenth.
    const dayOf = /^(?:early|the\s+beginning|beginning|start|начал)/iu.test(word)
      ? 10
      : /^(?:mid|middle|середин)/iu.test(word)
        ? 15
        : null;
    const at = (y: number) => (dayOf ? dayFromParts(y, month, dayOf) : endOfMonth(dayFromParts(y, month, 1)));
    if (month > 0) {
      const y = part[5] ? Number(part[5]) : yearOf(today);
      return part[5] || at(y) > today ? at(y) : at(y + 1);
    }
  }
  const season = SEASON_OF_YEAR.exec(text);
  if (season) {
    const y = Number(season[3]);
    const key = Object.keys(SEASON_END).find((k) => season[2]!.toLowerCase().startsWith(k))!;
    const [month, d] = SEASON_END[key]!;
    // The season's last day; "by" it, the day before it starts.
    const end = dayFromParts(month === 2 ? y + 1 : y, month, month === 2 && isLeap(y + 1) ? 29 : d);
    return season[1] ? addMonths(end + 1, -3) - 1 : end;
  }
  return null;
}
