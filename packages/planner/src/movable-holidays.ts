/**
 * Holidays whose day moves from year to year, as a deadline ("by Memorial Day", «на Пасху»). A Russian word for
 * Easter means the Orthodox one; "Easter" the Western one.
 */
import { dayFromParts } from './dates.js';

const re = (source: string) => new RegExp(`(?<![\\p{L}])(?:${source})`, 'iu');

/** The n-th given weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = dayFromParts(year, month, 1);
    const offset = (weekday - new Date(first * 86_400_000).getUTCDay() + 7) % 7;
    return first + offset + 7 * (n - 1);
  }
  const next = month === 12 ? dayFromParts(year + 1, 1, 1) : dayFromParts(year, month + 1, 1);
  const lastDay = next - 1;
  const back = (new Date(lastDay * 86_400_000).getUTCDay() - weekday + 7) % 7;
  return lastDay - back;
}

/** Western Easter Sunday (the anonymous Gregorian computus). */
function westernEaster(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return dayFromParts(y, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/** Orthodox Easter Sunday (the Julian computus, moved to the Gregorian calendar: +13 days in 1900–2099). */
function orthodoxEaster(y: number): number {
  const a = y % 4;
  const b = y % 7;
  const c = y % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  return dayFromParts(y, month, ((d + e + 114) % 31) + 1) + 13;
}

const thanksgiving = (y: number) => nthWeekday(y, 11, 4, 4);

const MOVABLE: Array<[RegExp, (year: number) => number]> = [
  [re('memorial\\s+day'), (y) => nthWeekday(y, 5, 1, -1)],
  [re('labou?r\\s+day'), (y) => nthWeekday(y, 9, 1, 1)],
  [re('black\\s+friday'), (y) => thanksgiving(y) + 1],
  [re('cyber\\s+monday'), (y) => thanksgiving(y) + 4],
  [re('thanksgiving'), thanksgiving],
  [re("presidents?'?\\s+day|washington'?s\\s+birthday"), (y) => nthWeekday(y, 2, 1, 3)],
  [re('(?:mlk|martin\\s+luther\\s+king(?:\\s+jr\\.?)?)\\s+day'), (y) => nthWeekday(y, 1, 1, 3)],
  [re('columbus\\s+day|indigenous\\s+peoples?\\s+day'), (y) => nthWeekday(y, 10, 1, 2)],
  [re('super\\s*bowl'), (y) => nthWeekday(y, 2, 0, 2)],
  [re('good\\s+friday'), (y) => westernEaster(y) - 2],
  [re('palm\\s+sunday'), (y) => westernEaster(y) - 7],
  [re('mardi\\s+gras|shrove\\s+tuesday|pancake\\s+day'), (y) => westernEaster(y) - 47],
  [re('ash\\s+wednesday'), (y) => westernEaster(y) - 46],
  [re('pentecost|whitsun'), (y) => westernEaster(y) + 49],
  // Масленица ends on Forgiveness Sunday, seven weeks before Orthodox Easter.
  [re('маслениц\\p{L}*|прощ[её]н\\p{L}*\\s+воскресень\\p{L}*'), (y) => orthodoxEaster(y) - 49],
  [re('троиц\\p{L}*'), (y) => orthodoxEaster(y) + 49],
  [re("mother'?s\\s+day"), (y) => nthWeekday(y, 5, 0, 2)],
  [re("father'?s\\s+day"), (y) => nthWeekday(y, 6, 0, 3)],
  [re('easter'), westernEaster],
  [re('пасх\\p{L}*'), orthodoxEaster],
];

/** Fixed national days not in the general list: Australia Day, the Fourth of July. */
const FIXED: Array<[RegExp, number, number]> = [
  [re('christmas\\s+eve|xmas\\s+eve|сочельник\\p{L}*'), 12, 24],
  [re('boxing\\s+day'), 12, 26],
  [re("(?:st\\.?|saint)\\s+patrick'?s(?:\\s+day)?|paddy'?s\\s+day"), 3, 17],
  [re('canada\\s+day'), 7, 1],
  [re('juneteenth'), 6, 19],
  [re("veterans'?\\s+day|remembrance\\s+day|armistice\\s+day"), 11, 11],
  [re('guy\\s+fawkes|bonfire\\s+night'), 11, 5],
  [re("april\\s+fools'?(?:\\s+day)?"), 4, 1],
  [re('cinco\\s+de\\s+mayo'), 5, 5],
  [re('(?:дн\\p{L}*|ко\\s+дню|к\\s+дню)\\s+победы|9\\s+мая'), 5, 9],
  [re('дн\\p{L}*\\s+россии'), 6, 12],
  [re('дн\\p{L}*\\s+защитника(?:\\s+отечества)?'), 2, 23],
  [re('международн\\p{L}*\\s+женск\\p{L}*\\s+дн\\p{L}*'), 3, 8],
  [re('дн\\p{L}*\\s+учителя'), 10, 5],
  [re('татьянин\\p{L}*\\s+дн\\p{L}*'), 1, 25],
  [
    re(
      '(?:к|до)\\s+новогодн\\p{L}*(?:\\s+праздник\\p{L}*)?|(?:к|до)\\s+нг(?![\\p{L}])|(?:by|before|for)\\s+ny(?![\\p{L}])',
    ),
    12,
    31,
  ],
  [re('nanowrimo|national\\s+novel\\s+writing\\s+month'), 11, 30],
  [
    re(
      '(?:before|by|until)\\s+(?:the\\s+)?school\\s+(?:starts|begins|year\\s+starts)|back\\s+to\\s+school|(?:к|до)\\s+(?:началу\\s+|начала\\s+)?(?:учебного\\s+года|школы|школе)',
    ),
    9,
    1,
  ],
  [re('(?:конц\\p{L}*|окончани\\p{L}*)\\s+учебного\\s+года'), 5, 31],
  [re("end\\s+of\\s+(?:the\\s+)?school\\s+year|school'?s\\s+out"), 6, 15],
  [re('australia\\s+day'), 1, 26],
  [re('(?:the\\s+)?(?:4th|fourth)\\s+of\\s+july|independence\\s+day'), 7, 4],
  [re('на\\s+новый\\s+год|в\\s+новый\\s+год|под\\s+новый\\s+год'), 12, 31],
  [
    re(
      '(?:by\\s+)?mid-?year|(?:by\\s+)?the\\s+middle\\s+of\\s+(?:the|next)\\s+year|(?:к|до)\\s+середин\\p{L}*\\s+года',
    ),
    6,
    30,
  ],
];

/** The next day of a movable or national holiday the text names, after today, or null. */
export function movableHoliday(text: string, today: number, year: number): number | null {
  for (const [pattern, dayOf] of MOVABLE) {
    if (!pattern.test(text)) continue;
    const day = dayOf(year);
    return day > today ? day : dayOf(year + 1);
  }
  for (const [pattern, month, d] of FIXED) {
    if (!pattern.test(text)) continue;
    const day = dayFromParts(year, month, d);
    return day > today ? day : dayFromParts(year + 1, month, d);
  }
  return null;
}
