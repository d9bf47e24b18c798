import type { Target } from './types.js';

/**
 * Targets that are not an amount of a unit: a time to beat over a distance ("5k under 25 min", «10 км быстрее 50
 * минут», "sub-20 5k", "break 4 hours in the marathon"), a rating ("FIDE rating to 1800", "an Elo of 1400"), a
 * grade point average, a body-fat percentage, and round sums in words («полмиллиона», "half a million").
 */

const B = String.raw`(?<![\p{L}\p{N}])`;
const re = (source: string) => new RegExp(source, 'iu');

/** A distance or a race the time is for. */
const DISTANCE = re(
  String.raw`${B}(?:\d+(?:[.,]\d+)?\s*(?:km|км|k|к|mi(?:les?)?|мил\p{L}*|m|м|метр\p{L}*|meters?|metres?)|half[- ]?marathon|marathon|полумарафон\p{L}*|марафон\p{L}*|triathlon|триатлон\p{L}*|ironman|(?:half|a)\s+ironman|rubik'?s|кубик\p{L}*\s+рубик\p{L}*)(?![\p{L}])`,
);
/** "under 25 min", «быстрее 25 минут», «за 50 минут», "in 1:45", "break 4 hours". */
const LIMIT = re(
  String.raw`${B}(?:in\s+under|under|sub-?|below|faster\s+than|less\s+than|within|break(?:ing)?|быстрее(?:\s+чем(?:\s+за)?)?|меньше\s+чем\s+за|менее\s+чем\s+за|из|за)\s*(\d{1,3})(?:[:.](\d{2}))?\s*(min(?:ute)?s?|мин\p{L}*|h(?:ours?|rs?)?|час\p{L}*|ч)(?![\p{L}])`,
);
/** "in under 1:50", «быстрее 24:30»: a clock time without its unit. */
const CLOCK_LIMIT = re(
  String.raw`${B}(?:in\s+under|under|below|faster\s+than|in|быстрее(?:\s+чем)?|за)\s*(\d{1,2}):(\d{2})(?![\d:]|\s*(?:am|pm|утра|вечера))`,
);
/** "sub-20 5k", "sub-4 marathon": a bare number after sub. */
const SUB_BARE = re(String.raw`${B}sub-?\s?(\d{1,3})(?:[:.](\d{2}))?(?![\d:.]*\s*(?:min|h|час|мин))`);
const LONG_RACE = /marathon|марафон|ironman|triathlon|триатлон/iu;

/** The time to beat over a distance, in the unit written. */
export function raceTime(text: string): Target | null {
  if (!DISTANCE.test(text)) return null;
  const m = LIMIT.exec(text);
  if (m) {
    // «за месяц» and the like never reach here: the unit must be minutes or hours.
    const hours = /^(?:h|час|ч)/iu.test(m[3]!);
    if (m[2]) {
      // "in under 1:45" hours and minutes, "under 24:30" minutes and seconds: minutes either way.
      const minutes = hours ? Number(m[1]) * 60 + Number(m[2]) : Number(m[1]) + Number(m[2]) / 60;
      return { value: Math.round(minutes * 100) / 100, unit: 'minute', measure: 'level' };
    }
    return { value: Number(m[1]), unit: hours ? 'hour' : 'minute', measure: 'level' };
  }
  const clock = CLOCK_LIMIT.exec(text);
  if (clock) {
    const [a, b] = [Number(clock[1]), Number(clock[2])];
    // "under 1:50" over a half marathon is hours and minutes; "under 24:30" over a 5k, minutes and seconds.
    const minutes = a < 10 ? a * 60 + b : a + b / 60;
    return { value: Math.round(minutes * 100) / 100, unit: 'minute', measure: 'level' };
  }
  const sub = SUB_BARE.exec(text);
  if (sub) {
    const n = Number(sub[1]);
    const long = LONG_RACE.test(text) && !/half|полу/iu.test(text);
    if (sub[2]) return { value: n * 60 + Number(sub[2]), unit: 'minute', measure: 'level' };
    return long && n < 10
      ? { value: n, unit: 'hour', measure: 'level' }
      : { value: n, unit: 'minute', measure: 'level' };
  }
  return null;
}

const RATING = re(
  String.raw`${B}(?:(?:fide|uscf|elo|chess(?:\.com)?|lichess|rapid|blitz)\s+)?(?:rating|elo|рейтинг\p{L}*)(?:\s+(?:of|to|at|up\s+to|до|в))?\s+(\d{3,4})(?![\p{N}])|${B}(\d{3,4})\+?\s+(?:rating|elo|рейтинг\p{L}*)(?![\p{L}])|${B}(\d{3,4})\s+(?:on|at|на)\s+(?:chess\.com|lichess)`,
);
const GPA = re(
  String.raw`${B}(?:gpa|grade\s+point\s+average)(?:\s+(?:up\s+)?(?:to|of|above|over))?\s+(\d(?:[.,]\d{1,2})?)(?![\p{N}])|${B}(\d(?:[.,]\d{1,2})?)\s+gpa(?![\p{L}])`,
);
const BODY_FAT = re(
  String.raw`${B}(\d{1,2}(?:[.,]\d)?)\s*%\s*(?:body\s*fat|bf|жира|процент\p{L}*\s+жира)|(?:body\s*fat|жир\p{L}*)\s+(?:to|under|below|до|ниже)\s+(\d{1,2}(?:[.,]\d)?)\s*%`,
);
/**
 * A school mark on a five-point scale: «сдать ОГЭ по математике на 5», «закрыть четверть на пятёрки», «средний балл
 * аттестата 4.5». Two digits are a test's points (ЕГЭ на 90), read before this.
 */
const MARK = re(
  String.raw`${B}(?:огэ|егэ|экзамен\p{L}*|контрольн\p{L}*|четверт\p{L}*|сесси\p{L}*|зач[её]т\p{L}*|аттестат\p{L}*|предмет\p{L}*)(?:[^.,;!?\d]{0,30}?\s)(?:на|с)\s+(?:([2-5])(?![\p{N}]|[.,]\d|\s*(?:балл\p{L}*|points?|%|-?(?:м|ом|й)?\s*(?:класс\p{L}*|курс\p{L}*|попытк\p{L}*|раз\p{L}*|день|дн\p{L}*|недел\p{L}*|месяц\p{L}*)))|(пят[её]рк\p{L}*|отлично)|(четв[её]рк\p{L}*|хорошо))(?![\p{L}])`,
);
const MARK_AVERAGE = re(
  String.raw`${B}средн\p{L}*\s+балл\p{L}*(?:\s+аттестат\p{L}*)?(?:\s+(?:хотя\s+бы|хотя\s+б|не\s+ниже|от|на|в))*\s+([2-5](?:[.,]\d{1,2})?)(?![\p{N}])`,
);

const SUM_WORDS: Array<[RegExp, number]> = [
  [/(?<![\p{L}])(?:полмиллиона|пол\s+миллиона|half\s+a\s+million)(?![\p{L}])/iu, 500_000],
  [/(?<![\p{L}\p{N}]\s?)(?:миллион|a\s+million|one\s+million)(?![\p{L}])/iu, 1_000_000],
];
const SAVE =
  /(?<![\p{L}])(?:save|saving|earn|make|raise|pay\s+off)|копить|накоп|отлож|заработ|погас|собрать/iu;

/** The currency a text names in words or signs, or null. */
function currencyIn(text: string): string | null {
  if (/[$]|usd|dollar|доллар/iu.test(text)) return 'USD';
  if (/€|eur|евро/iu.test(text)) return 'EUR';
  if (/£|gbp|фунт/iu.test(text)) return 'GBP';
  return /₽|руб/iu.test(text) ? 'RUB' : null;
}

const num = (raw: string) => Number(raw.replace(',', '.'));

/** A rating, a GPA, a school mark, a body-fat level or a sum in words the goal names, or null. */
export function specialTarget(text: string, lang: 'ru' | 'en'): Target | null {
  const rating = RATING.exec(text);
  if (rating) {
    const value = num((rating[1] ?? rating[2] ?? rating[3])!);
    if (
      value >= 100 &&
      value <= 3000 &&
      !(value >= 1900 && value <= 2100 && !/rating|elo|рейтинг/iu.test(text))
    )
      return { value, unit: 'rating', measure: 'level' };
  }
  const gpa = GPA.exec(text);
  if (gpa) {
    const value = num((gpa[1] ?? gpa[2])!);
    if (value > 0 && value <= 5) return { value, unit: 'gpa', measure: 'level' };
  }
  const fat = BODY_FAT.exec(text);
  if (fat) {
    const value = num((fat[1] ?? fat[2])!);
    if (value > 3 && value < 50) return { value, unit: 'percent', measure: 'level' };
  }
  const mark = MARK.exec(text);
  if (mark) return { value: mark[1] ? Number(mark[1]) : mark[2] ? 5 : 4, unit: 'grade', measure: 'level' };
  const average = MARK_AVERAGE.exec(text);
  if (average) return { value: num(average[1]!), unit: 'grade', measure: 'level' };
  if (SAVE.test(text))
    for (const [pattern, value] of SUM_WORDS)
      if (pattern.test(text))
        return { value, unit: currencyIn(text) ?? (lang === 'ru' ? 'RUB' : 'USD'), measure: 'total' };
  return null;
}
