/**
 * The hours a person who works nights is awake and free: their sessions go to the late afternoon, after the day's
 * sleep, not to a day worker's morning or lunch hour. A time they stated themselves is kept.
 */
const NIGHT_WORK =
  /(?<![\p{L}])(?:night\s*shifts?|nights?\s+shifts?|(?:work|working|doing)\s+(?:\d+\s*h(?:ou)?r?s?\s+)?nights|\d+\s*h(?:ou)?r?s?\s+nights|graveyard\s+shift|ночн\p{L}*\s+смен\p{L}*|работаю\s+(?:по\s+)?ночам|работаю\s+в\s+ночь|в\s+ночную\s+смену|в\s+ночные)(?![\p{L}])/iu;
/** The day's sleep after a night shift lasts until about here. */
const AWAKE_FROM = 16 * 60;
/** A session in a night worker's plan starts here, when the variant's own time falls in their sleep. */
const NIGHT_WORKER_TIME = '17:00';

export const worksNights = (text: string): boolean => NIGHT_WORK.test(text);

/** The time of day for the plan's sessions: the variant's, unless the person works nights and it falls in their sleep. */
export function sessionTime(text: string, variantTime: string): string {
  if (!worksNights(text)) return variantTime;
  const [h, m] = variantTime.split(':').map(Number);
  const minutes = (h ?? 0) * 60 + (m ?? 0);
  return minutes >= 6 * 60 && minutes < AWAKE_FROM ? NIGHT_WORKER_TIME : variantTime;
}
