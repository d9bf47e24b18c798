import type { Target } from './types.js';

/**
 * Targets said as a share or a ceiling rather than a count: a raise of 10 %, an HbA1c under 6.5 %, screen time
 * cut to 2 hours a day. The general reader takes the first number with a unit, which in these goals is often the
 * starting point ("from 7 hrs to 2") or a rate it removes ("2h a day").
 */

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
/** A raise in per cent, before or after its word: "a 10% raise", «повышение зп на 20%». */
const RAISE = new RegExp(
  String.raw`(?<![\p{N}.,])${NUM}\s*%\s*(?:pay\s+)?(?:raise|rise|increase|bump|прибавк\p{L}*|повышени\p{L}*)|(?:raise|rise|increase|bump|прибавк\p{L}*|повышени\p{L}*)(?:\s+(?:of|by|зп|зарплаты|оклада|на))*\s+${NUM}\s*%`,
  'iu',
);
/** A measure that is itself a percentage: HbA1c, body fat. */
const PERCENT_MEASURE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:hb)?a1c|гликированн\p{L}*(?:\s+гемоглобин\p{L}*)?|body\s+fat|процент\p{L}*\s+жира)`.concat(
    String.raw`(?:\s+(?:under|below|to|at|of|down\s+to|до|ниже|меньше|под))*\s*${NUM}\s*%?`,
  ),
  'iu',
);
/** What a ceiling of hours is a ceiling on: screens, feeds, games. */
const SCREEN =
  /(?<![\p{L}])(?:screen|phone|scroll\p{L}*|doomscroll\p{L}*|tik\s?tok|instagram|reddit|youtube|gam(?:e|es|ing)|social\s+media|соцсет\p{L}*|телефон\p{L}*|экран\p{L}*|тикток\p{L}*|тикток|залип\p{L}*|игр\p{L}*|ютуб\p{L}*|скролл?\p{L}*)/iu;
const HOUR = String.raw`(?:h|hrs?|hours?|ч|час(?:а|ов)?)`;
/** "under 2h", «макс час», "no more than 1 hour", and "from 7 hrs to 2": the ceiling is the target. */
const CEILING = new RegExp(
  String.raw`(?<![\p{L}])(?:under|below|less\s+than|no\s+more\s+than|max(?:imum)?|at\s+most|не\s+больше|не\s+более|макс\p{L}*|меньше|(?:from|с)\s+\d+(?:[.,]\d+)?\s*${HOUR}\s+(?:to|до))\s+(?:${NUM}\s*(${HOUR})?|(час|an?\s+hour))(?![\p{L}])`,
  'iu',
);

const number = (raw: string) => Number(raw.replace(',', '.'));

/** A raise or a percentage measure, in per cent. */
export function percentTarget(text: string): Target | null {
  const raise = RAISE.exec(text);
  if (raise) return { value: number((raise[1] ?? raise[2])!), unit: 'percent', measure: 'level' };
  const measure = PERCENT_MEASURE.exec(text);
  if (measure) {
    const value = number(measure[1]!);
    if (value > 0 && value < 60) return { value, unit: 'percent', measure: 'level' };
  }
  return null;
}

/** A ceiling of hours on a screen habit. */
export function hourCeiling(text: string): Target | null {
  if (!SCREEN.test(text)) return null;
  const m = CEILING.exec(text);
  if (!m) return null;
  const value = m[1] ? number(m[1]) : 1;
  if (!(value > 0 && value <= 12)) return null;
  // "under 30" with no unit is no hour count unless the ceiling came from "from 7 hrs to 2".
  if (m[1] && !m[2] && !/(?:from|с)\s+\d/iu.test(m[0])) return null;
  return { value, unit: 'hour', measure: 'level' };
}
