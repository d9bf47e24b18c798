import { parseNumberWord } from './numbers.js';

/**
 * How often and how long the person said they will work at the goal, in the words people use beyond "3 times a
 * week": "twice a week", «трижды в неделю», "3x/wk", "2-3 times a week", "every other day", «через день», less
 * often than weekly ("twice a month", «раз в две недели», "every other Sunday") and time budgets ("an hour a
 * day", «по часу в день», "30 minutes every evening", "4 hours a month", «полтора часа в неделю»).
 */
export interface Frequency {
  sessionsPerWeek?: number;
  /** Sessions fall in one week out of this many ("every other week": 2, "once a month": 4). */
  everyWeeks?: number;
  hoursPerWeek?: number;
  /** Every day of the week is a session day ("every other day", "an hour a day"). */
  allDays?: boolean;
}

const B = String.raw`(?<![$€£₽]\s?)(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}])`;
const COUNT_WORDS: Record<string, number> = {
  once: 1,
  twice: 2,
  thrice: 3,
  дважды: 2,
  трижды: 3,
  раз: 1,
};
const COUNT = String.raw`\d{1,2}|once|twice|thrice|one|two|three|four|five|six|дважды|трижды|один\s+раз|раз|два|две|три|четыре|пять|шесть`;
const TIMES = String.raw`\s*(?:times?|x|р\.|раз(?:а)?|sessions?|тренировк\p{L}*|занят\p{L}*)?`;
const PER = String.raw`\s*(?:(?:a|per|each|every|в|за|на)\s+|/\s*)`;
const WEEK = String.raw`(?:weeks?|wks?|недел[юи]|нед\.?)`;
const MONTH = `(?:months?|mo|месяц)`;

const re = (source: string) => new RegExp(source, 'iu');
/** "twice a week", "3x/wk", «трижды в неделю», «2-3 раза в неделю». */
const A_WEEK = re(
  String.raw`${B}(${COUNT})(?:\s*[-–]\s*(\d{1,2}))?${TIMES}${PER}${WEEK}${E}|${B}(${COUNT})${TIMES}\s+weekly${E}`,
);
/** "twice a month", «3 раза в месяц», "once a month". */
const A_MONTH = re(`${B}(${COUNT})${TIMES}${PER}${MONTH}${E}`);
/** Every second week: "every other week", "biweekly", "fortnightly", «раз в две недели», «через неделю». */
const FORTNIGHT = re(
  String.raw`${B}(?:every\s+(?:other|second|2nd)\s+week|every\s+(?:2|two)\s+weeks|bi-?weekly|fortnightly|once\s+a\s+fortnight|(?:(?:один\s+)?раз\s+в|каждые)\s+(?:две|2)\s+недели|через\s+неделю)${E}`,
);
/** "every 3 weeks", «раз в три недели». */
const EVERY_N_WEEKS = re(
  String.raw`${B}(?:every\s+(\d|three|four)\s+weeks|(?:раз\s+в|каждые)\s+(\d|три|четыре)\s+недел\p{L}*)${E}`,
);
/** "every other Sunday", "every other weekend", «каждое второе воскресенье», «через выходные». */
const OTHER_DAY_OF_WEEK = re(
  String.raw`${B}(?:every\s+(?:other|second)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|every\s+(?:other|second)\s+weekend|кажд\p{L}*\s+втор\p{L}*\s+(?:понедельник|вторник|сред\p{L}*|четверг|пятниц\p{L}*|суббот\p{L}*|воскресенье|выходные)|через\s+выходные)${E}`,
);
const DAY_STEMS: Array<[number, RegExp]> = [
  [1, /mon|понедельник/iu],
  [2, /tues|вторник/iu],
  [3, /wednes|сред/iu],
  [4, /thurs|четверг/iu],
  [5, /fri|пятниц/iu],
  [6, /satur|суббот/iu],
  [7, /sun|воскресен/iu],
];
/** "every other day", «через день»: about four days a week. */
const OTHER_DAY = re(
  String.raw`${B}(?:every\s+(?:other|second|2nd)\s+day|every\s+(?:2|two)\s+days|on\s+alternate\s+days|через\s+день|каждый\s+второй\s+день|раз\s+в\s+(?:два|2)\s+дня)${E}`,
);

const DURATION = String.raw`(?:(?:по\s+)?(?:(\d+(?:[.,]\d+)?)\s*(hours?|hrs?|h|час(?:а|ов)?|ч|min(?:ute)?s?|мин\p{L}*)\.?|(an?\s+hour\s+and\s+a\s+half|half\s+an\s+hour|an?\s+hour|one\s+hour|two\s+hours|three\s+hours|a\s+couple\s+(?:of\s+)?hours|полтора\s+часа|полчаса|час|пару\s+часов|два\s+часа|три\s+часа)))`;
const DAY_WORDS = String.raw`(?:(?:a|per|every|each|в|каждый)\s+(?:day|день)|daily|every\s+(?:single\s+)?(?:morning|evening|night)|each\s+(?:morning|evening|night)|ежедневно|каждый\s+день|каждое\s+утро|каждый\s+вечер|в\s+сутки)`;
/** "an hour a day", «по часу в день», "30 minutes every evening", «полчаса каждый день». */
const DAILY_TIME = re(String.raw`${B}${DURATION}\s+${DAY_WORDS}${E}|${B}по\s+часу\s+${DAY_WORDS}${E}`);
/** "1.5 hours a week", «полтора часа в неделю», "10h/wk", "a couple of hours weekly". */
const WEEKLY_TIME = re(String.raw`${B}${DURATION}(?:${PER}${WEEK}|\s+weekly)${E}`);
/** "4 hours a month", «10 часов в месяц». */
const MONTHLY_TIME = re(`${B}${DURATION}${PER}${MONTH}${E}`);

const PHRASES: Record<string, number> = {
  'an hour and a half': 1.5,
  'a hour and a half': 1.5,
  'half an hour': 0.5,
  'an hour': 1,
  'a hour': 1,
  'one hour': 1,
  'two hours': 2,
  'three hours': 3,
  'полтора часа': 1.5,
  полчаса: 0.5,
  час: 1,
  'пару часов': 2,
  'два часа': 2,
  'три часа': 3,
};

/** A duration that is a limit or another measure, not time given to the goal: "less than 2 hours a day on my phone", "sleep 8 hours every night". */
const NOT_BUDGET =
  /(?:sleep|sleeping|slept|спать|сплю|сна|fast|fasting|голод\p{L}*|less\s+than|under|no\s+more\s+than|at\s+most|max(?:imum)?|меньше|не\s+больше|не\s+более|не\s+дольше|до|to|from|с|only|just|only\s+for)\s*$/iu;

const GLOBAL = new Map<RegExp, RegExp>();
/** The pattern with the g flag, compiled once. */
function globalOf(pattern: RegExp): RegExp {
  let g = GLOBAL.get(pattern);
  if (!g) {
    g = new RegExp(pattern.source, 'giu');
    GLOBAL.set(pattern, g);
  }
  return g;
}

/** The first match of a pattern that the check accepts. */
function firstMatch(
  pattern: RegExp,
  text: string,
  ok: (m: RegExpExecArray) => boolean,
): RegExpExecArray | null {
  const g = globalOf(pattern);
  g.lastIndex = 0;
  for (let m = g.exec(text); m; m = g.exec(text)) if (ok(m)) return m;
  return null;
}

const budget = (text: string) => (m: RegExpExecArray) =>
  !NOT_BUDGET.test(text.slice(Math.max(0, m.index - 30), m.index));
/** A bare number is a count of sessions only with its word ("3 times a week", "3x/wk"): "$5 a week" is money. */
const counted = (m: RegExpExecArray) =>
  !/^\d/u.test(m[0]) || /^\d+\s*[-–]?\s*\d*\s*(?:times?|x|р\.|раз|session|трениров|заня)/iu.test(m[0]);

function count(raw: string): number | null {
  const word = raw.toLowerCase().replace(/\s+/gu, ' ');
  if (word in COUNT_WORDS) return COUNT_WORDS[word]!;
  if (word === 'один раз') return 1;
  const n = Number(word);
  return Number.isFinite(n) ? n : parseNumberWord(word);
}

/** Hours in a matched duration: groups (number, unit) or a phrase. */
function hoursOf(m: RegExpExecArray): number | null {
  if (m[1] && m[2]) {
    const n = Number(m[1].replace(',', '.'));
    return /^(?:h|час|ч)/iu.test(m[2]) ? n : n / 60;
  }
  if (m[3]) {
    const p = m[3].toLowerCase().replace(/\s+/gu, ' ');
    return p.includes('couple') ? 2 : (PHRASES[p] ?? null);
  }
  // «по часу в день»
  return /по\s+часу/iu.test(m[0]) ? 1 : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The frequency and time budget written in a goal, as far as they go beyond the plain patterns. */
export function readFrequency(text: string): Frequency {
  const out: Frequency = {};
  const week = firstMatch(A_WEEK, text, counted);
  if (week) {
    const a = count(week[1] ?? week[3]!);
    const b = week[2] ? Number(week[2]) : null;
    const n = a !== null && b !== null && b > a ? Math.round((a + b) / 2) : a;
    if (n !== null && n >= 1 && n <= 14) out.sessionsPerWeek = Math.min(7, n);
  }
  const month = week ? null : firstMatch(A_MONTH, text, counted);
  if (month) {
    const n = count(month[1]!);
    if (n !== null && n >= 3 && n <= 31) out.sessionsPerWeek = Math.max(1, Math.round(n / 4.33));
    else if (n === 2) Object.assign(out, { sessionsPerWeek: 1, everyWeeks: 2 });
    else if (n === 1) Object.assign(out, { sessionsPerWeek: 1, everyWeeks: 4 });
  }
  if (out.sessionsPerWeek === undefined) {
    const n = EVERY_N_WEEKS.exec(text);
    const every = n ? count(n[1] ?? n[2]!) : null;
    if (FORTNIGHT.test(text) || OTHER_DAY_OF_WEEK.test(text))
      Object.assign(out, { sessionsPerWeek: 1, everyWeeks: 2 });
    else if (every !== null && every >= 2 && every <= 8)
      Object.assign(out, { sessionsPerWeek: 1, everyWeeks: every });
    else if (OTHER_DAY.test(text)) Object.assign(out, { sessionsPerWeek: 4, allDays: true });
  }
  const ok = budget(text);
  const daily = firstMatch(DAILY_TIME, text, ok);
  const weekly = daily ? null : firstMatch(WEEKLY_TIME, text, ok);
  const monthly = daily || weekly ? null : firstMatch(MONTHLY_TIME, text, ok);
  const hours = daily ? hoursOf(daily) : weekly ? hoursOf(weekly) : monthly ? hoursOf(monthly) : null;
  if (hours !== null && hours > 0) {
    if (daily) {
      out.hoursPerWeek = round2(hours * (out.sessionsPerWeek ?? 7));
      if (out.sessionsPerWeek === undefined) out.allDays = true;
    } else out.hoursPerWeek = round2(weekly ? hours : hours / 4);
  }
  return out;
}

/** The days of an "every other Sunday" or "every other weekend" routine, or null. */
export function everyOtherDays(text: string): number[] | null {
  const m = OTHER_DAY_OF_WEEK.exec(text);
  if (!m) return null;
  if (/weekend|выходные/iu.test(m[0])) return [6, 7];
  const day = DAY_STEMS.find(([, stem]) => stem.test(m[0]));
  return day ? [day[0]] : null;
}

/** How long each session is: «по 40 минут», "45-minute sessions", "for 30 min each", "1 hour each time". */
const SESSION = re(
  String.raw`${B}(?:по\s+(\d+(?:[.,]\d+)?)\s*(мин\p{L}*|час\p{L}*|ч)\.?|(\d+(?:[.,]\d+)?)\s*[- ]?(min(?:ute)?s?|hours?|hrs?|h)\.?\s+(?:sessions?|workouts?|each(?:\s+time)?|a\s+session|per\s+session)|for\s+(\d+)\s*(min(?:ute)?s?|hours?)\s+(?:each|a\s+time))${E}`,
);

/** A session's length in words: «по часу», «по полчаса», "an hour each", "half an hour a session". */
const SESSION_WORDS = re(
  String.raw`${B}(?:по\s+(часу|полчаса|полтора\s+часа|два\s+часа|три\s+часа|пару\s+часов)|(an?\s+hour\s+and\s+a\s+half|half\s+an\s+hour|an?\s+hour|two\s+hours)\s+(?:each(?:\s+time)?|a\s+session|per\s+session|at\s+a\s+time))${E}(?!\s+(?:в|a|per|every|each|каждый)\s+(?:день|day|week|недел\p{L}*))`,
);
const SESSION_PHRASES: Record<string, number> = {
  ...PHRASES,
  часу: 1,
  'пару часов': 2,
};

/** How long one session is, in hours, as written ("40 min each", «по часу»), or null. */
export function sessionLength(text: string): number | null {
  const m = SESSION.exec(text);
  if (m) {
    const n = Number((m[1] ?? m[3] ?? m[5])!.replace(',', '.'));
    const unit = (m[2] ?? m[4] ?? m[6])!;
    const hours = /^(?:h|час|ч)/iu.test(unit) ? n : n / 60;
    return hours > 0 && hours <= 5 ? hours : null;
  }
  const w = SESSION_WORDS.exec(text);
  const phrase = w ? (w[1] ?? w[2])!.toLowerCase().replace(/\s+/gu, ' ') : null;
  return phrase ? (SESSION_PHRASES[phrase] ?? null) : null;
}

/** Hours a week from a session's length and a count of sessions ("3 times a week, 40 min each"), or null. */
export function sessionHours(text: string, sessionsPerWeek: number): number | null {
  const hours = sessionLength(text);
  return hours === null ? null : round2(hours * sessionsPerWeek);
}

/** The frequency phrases, to be removed before a target is read ("twice a month" is no count of 2). */
export function withoutFrequency(text: string): string {
  let out = text;
  for (const p of [A_WEEK, A_MONTH, FORTNIGHT, EVERY_N_WEEKS, OTHER_DAY_OF_WEEK, OTHER_DAY]) {
    out = out.replace(globalOf(p), ' ');
  }
  // A limit ("less than 2 hours a day") stays: it is what the goal is about; so do minutes a day ("meditate 20
  // minutes a day"), the length of a daily session to reach.
  for (const p of [DAILY_TIME, WEEKLY_TIME, MONTHLY_TIME])
    out = out.replace(globalOf(p), (span, ...rest) => {
      const at = rest.find((x) => typeof x === 'number') as number;
      const minutes = p === DAILY_TIME && /\d\s*(?:min|мин)/iu.test(span);
      return minutes || NOT_BUDGET.test(out.slice(Math.max(0, at - 30), at)) ? span : ' ';
    });
  return out;
}
