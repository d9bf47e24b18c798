import { everyOtherDays, readFrequency, sessionHours, withoutFrequency } from './frequency.js';
import { parseNumberWord } from './numbers.js';
import type { Preferences } from './types.js';
import { routineWeekdays } from './weekday-names.js';

const NUM = String.raw`(\d+(?:[.,]\d+)?|[\p{L}]+)`;
const PER_WEEK = String.raw`(?:(?:a|per|each|every|в|за|на)\s+(?:week|неделю)|weekly|еженедельно)(?![\p{L}])`;
const TIMES_A_WEEK = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${NUM}\s*(?:times?|x|раз(?:а)?|тренировк\p{L}*|занят\p{L}*|sessions?|days?|nights?|evenings?|mornings?|дн(?:я|ей)|вечер(?:а|ов)?|утр(?:а)?)\s+${PER_WEEK}`,
  'iu',
);
const HOURS_A_WEEK = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${NUM}\s*(?:hours?|hrs?|h|час(?:а|ов)?|ч)\.?\s+${PER_WEEK}`,
  'iu',
);
const EVERY_DAY =
  /(?<![\p{L}])(?:every\s*day|each\s+day|daily|(?:every|each)\s+(?:single\s+)?(?:morning|evening|night)|nightly|каждое\s+утро|каждый\s+вечер|каждую\s+ночь|ежевечерне|7\s+days\s+a\s+week|без\s+выходных|каждый\s+день|ежедневно|(?:7|семь)\s+дней\s+в\s+неделю)(?![\p{L}])/iu;
const WEEKDAYS =
  /(?<![\p{L}])(?:on\s+weekdays|(?:every|each)\s+weekday|weekdays\s+only|only\s+(?:on\s+)?weekdays|weekday\s+(?:mornings?|evenings?|nights?)|week\s?nights?|(?:monday|mon)\s*(?:to|through|thru|-|–)\s*(?:friday|fri)|по\s+будням|в\s+будни|в\s+будние\s+дни|по\s+будним\s+дням|только\s+(?:в\s+)?будни|будни\s+только|с\s+понедельника\s+по\s+пятницу|пн\s*[-–]\s*пт)(?![\p{L}])/iu;
const WEEKENDS =
  /(?<![\p{L}])(?:on\s+(?:the\s+)?weekends?|at\s+weekends|weekends\s+only|only\s+(?:on\s+)?weekends|every\s+weekend|weekend\s+(?:mornings?|afternoons?|sessions?)|по\s+выходным|в\s+выходные|на\s+выходных|только\s+в\s+выходные|по\s+субботам\s+и\s+воскресеньям)(?![\p{L}])/iu;
const NO_WEEKENDS =
  /(?<![\p{L}])(?:no\s+weekends|not\s+(?:on\s+)?weekends|except\s+weekends|weekends\s+off|кроме\s+выходных|не\s+в\s+выходные|выходные\s+свободны)(?![\p{L}])/iu;
const MORNINGS =
  /(?<![\p{L}])(?:(?:\d|one|two|three|four|five|six)\s+mornings\s+(?:a|per|each)\s+week|mornings?\s+only|only\s+(?:in\s+the\s+)?mornings?|in\s+the\s+mornings?|every\s+morning|early\s+mornings?|(?:weekday|weekend)\s+mornings?|before\s+work|before\s+(?:the\s+)?kids\s+(?:wake|get)\s+up|at\s+[5-8](?::\d\d)?\s*am|рано\s+утром|с\s+утра|в\s+[5-8]\s+утра|по\s+утрам|только\s+утром|каждое\s+утро|утром|до\s+работы)(?![\p{L}])/iu;
const EVENINGS =
  /(?<![\p{L}])(?:(?:\d|one|two|three|four|five|six)\s+(?:evenings|nights)\s+(?:a|per|each)\s+week|(?:\d|два|две|три|четыре|пять)\s+вечера?\s+в\s+неделю|evenings?\s+only|only\s+(?:in\s+the\s+)?evenings?|in\s+the\s+evenings?|every\s+evening|(?:weekday|week)\s?(?:evenings?|nights?)|after\s+(?:the\s+)?kids\s+(?:are\s+(?:asleep|in\s+bed)|go\s+to\s+(?:bed|sleep))|after\s+dinner|at\s+(?:[7-9]|1[01])(?::\d\d)?\s*pm|после\s+ужина|когда\s+дети\s+(?:уснут|спят|лягут)|(?:every|each)\s+night|nightly|at\s+night|on\s+school\s+nights|school\s+nights|before\s+bed|after\s+work|перед\s+сном|по\s+вечерам|только\s+вечером|каждый\s+вечер|вечером|после\s+работы)(?![\p{L}])/iu;
/** Just before sleep: "before bed", "at bedtime", «перед сном», «на ночь»: late evening, not dinner time. */
const BEDTIME =
  /(?<![\p{L}])(?:before\s+(?:going\s+to\s+)?(?:bed|sleep|sleeping)|at\s+bedtime|bedtime|in\s+bed\s+at\s+night|перед\s+сном|на\s+ночь|перед\s+тем\s+как\s+лечь\s+спать)(?![\p{L}])/iu;
const SCHOOL_NIGHTS = /(?<![\p{L}])(?:school\s+nights?|on\s+school\s+days)(?![\p{L}])/iu;
const LUNCH =
  /(?<![\p{L}])(?:lunch\s*(?:break|time)|at\s+lunch|в\s+обед|в\s+обеденный\s+перерыв)(?![\p{L}])/iu;
const MINUTES_A_DAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${NUM}\s*(?:min(?:ute)?s?|мин\p{L}*)\.?\s+(?:a|per|every|each|в|каждый)\s+(?:day|день)`,
  'iu',
);
/**
 * Something done daily by its own measure: "10 min a day", "500 words a day", «по 20 страниц в день»; an amount
 * "before bed" («20 страниц перед сном») is a nightly one.
 */
const AMOUNT_A_DAY =
  /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*(?:min(?:ute)?s?|мин\p{L}*|words?|слов\p{L}*|pages?|страниц\p{L}*|steps?|шаг\p{L}*|push-?ups?|отжиман\p{L}*|squats?|приседан\p{L}*|l|liters?|litres?|литр\p{L}*|л|glass(?:es)?|стакан\p{L}*|cups?|чаш\p{L}*|km|км|miles?)\.?\s+(?:\p{L}+\s+){0,2}?(?:(?:a|per|every|each|в|каждый)\s+(?:day|день)|before\s+(?:bed|sleep)|at\s+bedtime|перед\s+сном|на\s+ночь)(?![\p{L}])/iu;
/** A streak: "for 30 days straight", "21 days in a row", «21 день подряд», «30 дней без перерыва». */
const STREAK =
  /(?<![\p{L}])(?:days?\s+(?:straight|in\s+a\s+row)|(?:день|дня|дней)\s+(?:подряд|без\s+перерыв\p{L}*))(?![\p{L}])/iu;
/** A session length on its own: «по 30 мин», "30 min sessions": how long each time, never a target. */
const SESSION_LENGTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:по\s+${NUM}\s*(?:мин\p{L}*|час\p{L}*|ч)\.?|${NUM}\s*[- ]?(?:min(?:ute)?s?)\s+(?:sessions?|a\s+session|each\s+time))(?![\p{L}])(?!\s+(?:в|a|per|every|each|каждый)\s+(?:день|day))`,
  'iu',
);

/** Time given on each weekday: "2 hrs every weekday", "30 min each weekday", «по 2 часа в будни». */
const DURATION_A_WEEKDAY =
  /(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?)\s*(hours?|hrs?|h|min(?:ute)?s?|час(?:а|ов)?|ч|мин\p{L}*)\.?\s+(?:every|each|a|per|on|по|в)\s+(?:weekdays?|будн\p{L}*)(?![\p{L}])/iu;

/** A clock time with its part of the day: "at 6:30am", «в 7 утра», "at 9 pm", «в 8 вечера». */
const CLOCK_TIME = /(?<![\p{L}])(?:at|в|@)\s*(\d{1,2})(?::([0-5]\d))?\s*(am|pm|утра|вечера)(?![\p{L}])/iu;

function amount(raw: string): number | null {
  const n = Number(raw.replace(',', '.'));
  if (Number.isFinite(n)) return n;
  return parseNumberWord(raw);
}

/**
 * Rates and schedules written in the goal ("3 раза в неделю", "every day", "5 hours a week", "без выходных",
 * "по будням"): they shape the plan's sessions, they are never the target. Null when the text has none.
 */
export function readSchedule(text: string): Preferences | null {
  const out: Preferences = {};
  const times = TIMES_A_WEEK.exec(text);
  if (times) {
    const n = amount(times[1]!);
    if (n !== null && n >= 1 && n <= 14) out.sessionsPerWeek = Math.min(7, Math.round(n));
  }
  const hours = HOURS_A_WEEK.exec(text);
  if (hours) {
    const n = amount(hours[1]!);
    if (n !== null && n > 0 && n <= 80) out.hoursPerWeek = n;
  }
  const daily = MINUTES_A_DAY.exec(text);
  if (daily && out.hoursPerWeek === undefined) {
    const n = amount(daily[1]!);
    if (n !== null && n > 0 && n <= 600) out.hoursPerWeek = Math.round((n * 7 * 100) / 60) / 100;
  }
  const freq = readFrequency(text);
  if (out.sessionsPerWeek === undefined && freq.sessionsPerWeek !== undefined) {
    out.sessionsPerWeek = freq.sessionsPerWeek;
    if (freq.everyWeeks !== undefined) out.everyWeeks = freq.everyWeeks;
  }
  if (out.hoursPerWeek === undefined && freq.hoursPerWeek !== undefined && freq.hoursPerWeek <= 80)
    out.hoursPerWeek = freq.hoursPerWeek;
  const clock = CLOCK_TIME.exec(text);
  const hour = clock
    ? Number(clock[1]) + (/^(?:pm|вечера)$/iu.test(clock[3]!) && Number(clock[1]) < 12 ? 12 : 0)
    : -1;
  // "at 6:30am", «в 7 утра», "at 9pm": the hour the person named.
  if (hour >= 5 && hour <= 22) out.timeOfDay = `${String(hour).padStart(2, '0')}:${clock![2] ?? '00'}`;
  else if (BEDTIME.test(text) && !MORNINGS.test(text)) out.timeOfDay = '21:30';
  else if (MORNINGS.test(text)) out.timeOfDay = '07:00';
  else if (LUNCH.test(text)) out.timeOfDay = '13:00';
  else if (EVENINGS.test(text)) out.timeOfDay = '19:00';
  const routine = routineWeekdays(text);
  // "«по 30 мин утром»": a session's length with a part of the day and no count is every day.
  const dailySession =
    out.sessionsPerWeek === undefined &&
    SESSION_LENGTH.test(text) &&
    (MORNINGS.test(text) || EVENINGS.test(text));
  if (NO_WEEKENDS.test(text)) out.weekdays = [1, 2, 3, 4, 5];
  // Nights before a school day (Sunday to Thursday): the plan keeps to Monday to Thursday, inside the school week.
  else if (SCHOOL_NIGHTS.test(text)) out.weekdays = [1, 2, 3, 4];
  else if (EVERY_DAY.test(text) || AMOUNT_A_DAY.test(text) || STREAK.test(text) || dailySession) {
    out.weekdays = [1, 2, 3, 4, 5, 6, 7];
    out.sessionsPerWeek ??= 7;
  } else if (freq.allDays) {
    out.weekdays = [1, 2, 3, 4, 5, 6, 7];
    out.sessionsPerWeek ??= 7;
  } else if (WEEKDAYS.test(text)) {
    // "по будням", "on weekdays" with no count: each of those days, like "every Sunday" below.
    out.weekdays = [1, 2, 3, 4, 5];
    out.sessionsPerWeek ??= 5;
    const each = DURATION_A_WEEKDAY.exec(text);
    if (each && out.hoursPerWeek === undefined)
      out.hoursPerWeek =
        Math.round(
          amount(each[1]!)! * (/^(?:h|час|ч)/iu.test(each[2]!) ? 1 : 1 / 60) * out.sessionsPerWeek * 100,
        ) / 100;
  } else if (everyOtherDays(text)) out.weekdays = everyOtherDays(text)!;
  else if (WEEKENDS.test(text)) out.weekdays = [6, 7];
  else if (routine) {
    // "Call mum every Sunday": those days, once each, unless a count was written.
    out.weekdays = routine;
    out.sessionsPerWeek ??= routine.length;
  }
  // "3 times a week, 40 min each", «каждый день по 30 мин»: the sessions times their length.
  if (out.hoursPerWeek === undefined && out.sessionsPerWeek !== undefined) {
    const h = sessionHours(text, out.sessionsPerWeek);
    if (h !== null) out.hoursPerWeek = h;
  }
  return Object.keys(out).length > 0 ? out : null;
}

const TIMES_A_WEEK_G = new RegExp(TIMES_A_WEEK.source, 'giu');
const HOURS_A_WEEK_G = new RegExp(HOURS_A_WEEK.source, 'giu');
const SESSION_LENGTH_G = new RegExp(SESSION_LENGTH.source, 'giu');

/** Removes the rate phrases, so that "5 hours a week" is not read as a target of 5 hours. */
export function withoutRates(text: string): string {
  return withoutFrequency(text)
    .replace(TIMES_A_WEEK_G, ' ')
    .replace(HOURS_A_WEEK_G, ' ')
    .replace(SESSION_LENGTH_G, ' ');
}
