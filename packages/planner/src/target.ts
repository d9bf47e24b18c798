import { withoutRates } from './rates.js';
import { nowNumbers, withoutContext } from './target-context.js';
import { grownSum, incomeTarget } from './target-income.js';
import { hourCeiling, percentTarget } from './target-limits.js';
import { bandTarget, scoreTarget } from './target-score.js';
import { raceTime } from './target-special.js';
import { withStatedStart } from './target-start.js';
import type { Language, Target } from './types.js';
import { UNITS } from './units.js';

const NUM = String.raw`(\d{1,3}(?:[ \u00a0\u202f,]\d{3})+|\d+(?:[.,]\d+)?)`;
// "5k", "5 тыс.", "1,5 млн"; a space only before a word ("$3000 к отпуску" is not 3 million).
const MULT = String.raw`(?:(?:\s(?=[тмtmg]))?(k|к|тыс\.?|тысяч\p{L}*|тыщ\p{L}*|thousand|grand|млн\.?|миллион\p{L}*|million)(?![\p{L}]))?`;
const CUR_AFTER = String.raw`(₽|руб\p{L}*|р\.|rub\b|rubles?|roubles?|\$|usd\b|dollars?|долл\p{L}*|€|eur\b|euros?|евро|£|gbp\b)`;
const MONEY_BEFORE = new RegExp(String.raw`([$€£₽])\s?${NUM}${MULT}`, 'iu');
const MONEY_AFTER = new RegExp(String.raw`${NUM}${MULT}\s?${CUR_AFTER}`, 'iu');
const SAVE_VERB =
  /(?<![\p{L}])(save|saving|put aside|set aside|invest|earn|pay off|pay down|repay)|копить|накоп|отлож|сэконом|заработ|погас|вернуть долг|закрыть\s+(?:кредит|долг|ипотек|займ|рассрочк)/iu;
const BARE_MONEY = new RegExp(`${NUM}${MULT}`, 'iu');
const UNIT_RE = new RegExp(
  String.raw`(?:(?:from|с|со)\s+${NUM}\s*(?:\p{L}+\s+)?(?:to|до|-|–)\s*)?${NUM}(?:\s?([kк]|тыс\.?|тысяч\p{L}*|thousand)(?![\p{L}]))?\s*(?:(?:of\s+)?\p{L}{3,}[\s-]+){0,2}?(${UNITS.map((d) => `(?:${d.match})`).join('|')})(?![\p{L}])`,
  'giu',
);
const TIME_PREP = /(?:^|[^\p{L}])(?:in|within|for|за|через|в течение)\s*$/iu;
const LOSE = /(?<![\p{L}])(lose|drop|shed|cut)(?![\p{L}])|похуд|сброс|скин|избав|потерять|убрать|минус/iu;
const PER_DAY =
  /^\s*(?:a|per|each|every|в|за|каждый)\s*(?:day|session|раз|день|сутки)|^\s*(?:daily|ежедневно|подряд|in a row|non-?stop|без остановки|before\s+(?:bed|sleep)|at\s+bedtime|перед\s+сном|на\s+ночь)/iu;
const RACES: Array<[RegExp, number]> = [
  [/half[- ]marathon|полумарафон/iu, 21.1],
  [/marathon|марафон/iu, 42.2],
  [/(?<![\p{L}\p{N}])(5|10|15|21)\s?[kк](?![\p{L}])(?!\s?(?:\$|₽|€|руб|usd|dollars))/iu, 0],
];
const RUN = /(?<![\p{L}])(?:run|race)|jog|бег|пробеж|забег/iu;
const SUBSCRIBERS = new RegExp(
  String.raw`${NUM}${MULT}\s*(?:\p{L}+\s+)?(?:subscribers?|followers?|subs|подписчик\p{L}*|фолловер\p{L}*|читател\p{L}*)`,
  'iu',
);

/** Words before a count that make it someone else's or a name: "family of 4", «семью из 4», "level 2", "season 2". */
const NOT_OURS =
  /(?:(?<![\p{L}])(?:family\s+of|семь\p{L}*\s+из|level|season|phase|part|grade|step|class|уровень|сезон|этап|класс|часть)\s*)$/iu;
const SLEEP = /(?<![\p{L}])(?:sleep\p{L}*|slept|спать|сплю|сна|сон)(?![\p{L}])/iu;
const NOW_IN_CLAUSE =
  /(?<![\p{L}])(?:rn|right\s+now|currently|at\s+the\s+moment|so\s+far|сейчас|щас|пока\s+(?:что\s+)?(?:еле|только|могу)|на\s+данный\s+момент)(?![\p{L}])/iu;
const CLOCK_AFTER = /^\s*(?:утра|вечера|ночи|am|pm|a\.m\.|p\.m\.|o'?clock)(?![\p{L}])/iu;
const OUT_OF = new RegExp(String.raw`^\s*(?:из|out\s+of|of)\s+${NUM}${MULT}`, 'iu');
/** A number of minutes standing alone in its clause, or followed only by when it is done. */
function sessionOnly(prefix: string, rest: string, raw: string): boolean {
  if (Number(raw) > 90) return false;
  const alone = /(?:^|[,;.(—–]|\s-)\s*(?:(?:about|around|~|like|only|just|maybe|по|около)\s+)?$/iu.test(
    prefix,
  );
  const then =
    /^\s*(?:$|[,;.!)]|\/\s*(?:day|d|night|session)(?![\p{L}])|(?:in\s+the\s+)?(?:mornings?|evenings?|nights?|after\s+work|before\s+work|a\s+day|per\s+day|daily|each|every)(?![\p{L}])|утр\p{L}*|вечер\p{L}*|в\s+день|ежедневно|кажд\p{L}*)/iu;
  return alone && then.test(rest);
}

/** What follows an hour or two said as a session: "a night", "each evening", "on lunch breaks", «в день». */
const HOUR_SESSION =
  /^\s*(?:(?:a|per|each|every)\s+(?:night|evening|morning|day|weekday|weeknight|session|lunch)|(?:on|at|during)\s+(?:\p{L}+\s+){0,2}(?:lunch(?:\s+breaks?)?|breaks?)|nightly|daily|(?:в|за)\s+(?:день|вечер)|кажд\p{L}*\s+(?:день|вечер)|по\s+(?:будням|вечерам|утрам))(?![\p{L}])/iu;

/** "$400 a month", «по 5 тыс в месяц»: a pace of saving, not the sum. */
const RATE_AFTER =
  /^\s*(?:a|per|each|every|в|за|каждый)\s+(?:month|week|day|year|месяц|неделю|день|год)(?![\p{L}])/iu;

/** "£150 each", «по 3к на человека»: a share per person, not the sum to reach. */
const EACH_AFTER =
  /^\s*(?:each(?!\s+(?:day|week|month|year|time|payday))|apiece|per\s+(?:person|head|guest)|a\s+head|pp|на\s+(?:человека|каждого|нос)|с\s+человека)(?![\p{L}])/iu;

function sums(re: RegExp, text: string): RegExpExecArray[] {
  const all = new RegExp(re.source, 'giu');
  return [...text.matchAll(all)].filter((m) => {
    const after = text.slice(m.index + m[0].length);
    return !RATE_AFTER.test(after) && !EACH_AFTER.test(after);
  });
}

/**
 * The first sum of money that is not a rate. "$400 a month", «по 5 тыс в месяц» is a pace of saving or spending,
 * never the sum to reach: with no other sum the goal has no money target (a habit of putting money aside).
 */
function notARate(re: RegExp, text: string): RegExpExecArray | null {
  return sums(re, text)[0] ?? null;
}

export function parseNumber(raw: string, mult?: string): number {
  const grouped = /^\d{1,3}(?:[ \u00a0\u202f,]\d{3})+$/.test(raw);
  let n = grouped ? Number(raw.replace(/[ \u00a0\u202f,]/g, '')) : Number(raw.replace(',', '.'));
  if (mult) {
    const m = mult.toLowerCase();
    if (
      m === 'k' ||
      m === 'к' ||
      m.startsWith('тыс') ||
      m.startsWith('тыщ') ||
      m === 'thousand' ||
      m === 'grand'
    )
      n *= 1000;
    else n *= 1_000_000;
  }
  return n;
}

export function currencyOf(token: string, lang: Language): string {
  const t = token.toLowerCase();
  if (t === '$' || t.startsWith('usd') || t.startsWith('dollar') || t.startsWith('долл')) return 'USD';
  if (t === '€' || t.startsWith('eur') || t === 'евро') return 'EUR';
  if (t === '£' || t.startsWith('gbp')) return 'GBP';
  if (t === '₽' || t.startsWith('руб') || t === 'р.' || t.startsWith('rub') || t.startsWith('roub'))
    return 'RUB';
  return lang === 'ru' ? 'RUB' : 'USD';
}

const WHOLE_WORD = UNITS.map((d) => [d.id, new RegExp(`^(?:${d.match})$`, 'iu')] as const);

function unitIdOf(word: string): string | null {
  for (const [id, re] of WHOLE_WORD) if (re.test(word)) return id;
  return null;
}

/** Finds a measurable target in a goal text: "run 10 km", "накопить 300 000 ₽", "похудеть на 8 кг". */
export function extractTarget(written: string, lang: Language): Target | null {
  const target = readTarget(written, lang) ?? wantedAfterNow(written);
  return target ? withStatedStart(target, written) : null;
}

const RAW_COUNT = /^[$€£₽]?(\d+(?:[.,]\d+)?)\s?(k|к|тыс\p{L}*|тыщ\p{L}*|thousand)?\.?$/iu;
const COUNT_NOW = /^\s?(k|к|тыс\.?|тысяч\p{L}*|thousand)?\s*(\p{L}+)/iu;
const WANTED_BARE = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:aiming\s+for|aim(?:ing)?\s+(?:for|at)|want(?:ing)?|goal(?:\s+is)?|target(?:ing)?|need|of|out\s+of|хочу|цель|надо|нужно|из)\s+(?:about\s+|around\s+|~)?)${NUM}${MULT}(?!\s*[\p{L}$€£₽%])`,
  'giu',
);

/**
 * "at 23k words, aiming for 90k", «уже 40к слов из 90к»: the count where the person stands gives the unit, the
 * bare number wished for later is the target, and the count now its start.
 */
function wantedAfterNow(text: string): Target | null {
  for (const now of nowNumbers(text)) {
    const unitWord = COUNT_NOW.exec(now.rest.length ? ` ${now.rest}` : '');
    const unit = unitWord ? unitIdOf(unitWord[2]!) : null;
    const def = unit ? UNITS.find((d) => d.id === unit) : undefined;
    if (def?.measure !== 'total') continue;
    const raw = RAW_COUNT.exec(now.raw);
    const start = raw ? parseNumber(raw[1]!, raw[2]) : 0;
    if (!(start > 0)) continue;
    for (const m of text.matchAll(WANTED_BARE)) {
      // "до 15.04" is a date, not a count.
      if (!m[2] && !/^\d+$/u.test(m[1]!)) continue;
      const value = parseNumber(m[1]!, m[2]);
      if (value > start) return { value, unit: def.id, measure: 'total', start };
    }
  }
  return null;
}

function readTarget(written: string, lang: Language): Target | null {
  // "5 hours a week", "3 раза в неделю" are rates (preferences), never the target.
  const limit = percentTarget(written) ?? hourCeiling(written);
  if (limit) return limit;
  // Where the person stands now, names with a number and context distances are never the target.
  const text = withoutContext(withoutRates(written));
  const band = bandTarget(text);
  if (band) return band;
  const subs = SUBSCRIBERS.exec(text);
  if (subs) {
    const value = parseNumber(subs[1]!, subs[2]);
    if (value > 0) return { value, unit: 'subscriber', measure: 'level' };
  }
  const score = scoreTarget(text);
  if (score) return score;
  const pay = incomeTarget(text, lang) ?? grownSum(text, lang);
  if (pay) return pay;
  const before = notARate(MONEY_BEFORE, text);
  if (before) {
    return {
      value: parseNumber(before[2]!, before[3]),
      unit: currencyOf(before[1]!, lang),
      measure: 'total',
    };
  }
  const after = notARate(MONEY_AFTER, text);
  if (after) {
    return { value: parseNumber(after[1]!, after[2]), unit: currencyOf(after[3]!, lang), measure: 'total' };
  }
  const race = raceTime(text);
  if (race) return race;
  UNIT_RE.lastIndex = 0;
  let perDay: Target | null = null;
  for (let m = UNIT_RE.exec(text); m; m = UNIT_RE.exec(text)) {
    const prefix = text.slice(0, m.index);
    if (!m[1] && TIME_PREP.test(prefix)) continue;
    // "5:30 every day" is a clock; "my family of 4", «семью из 4 человек», "level 2" are not the goal's count.
    if (/\d[:.]$/u.test(prefix) || NOT_OURS.test(prefix)) continue;
    const unit = unitIdOf(m[4]!);
    if (!unit) continue;
    // "rn i can jog 2 mins", «сейчас 10к за 58»: where the person stands, said in its own clause.
    if (NOW_IN_CLAUSE.test(prefix.slice(prefix.search(/[^,;.!?—–]*$/u)))) continue;
    // "1 видео в неделю": a rhythm of one, not a count to reach.
    if (parseNumber(m[2]!, m[3]) === 1 && RATE_AFTER.test(text.slice(m.index + m[0].length))) continue;
    // "в 6 утра каждый день", "at 7am": a clock time.
    if (CLOCK_AFTER.test(text.slice(m.index + m[0].indexOf(m[2]!) + m[2]!.length))) continue;
    // ", 10 min" or "30 min evenings only" on its own: how long a session is, not what to reach.
    if (
      unit === 'minute' &&
      sessionOnly(prefix.replace(/\d+\s*[-–]\s*$/u, ''), text.slice(m.index + m[0].length), m[2]!)
    )
      continue;
    // "1 hr a night after the kids are in bed", "1 hr on weekday lunch breaks": how long a session is.
    if (
      unit === 'hour' &&
      !m[1] &&
      parseNumber(m[2]!) <= 3 &&
      HOUR_SESSION.test(text.slice(m.index + m[0].length))
    )
      continue;
    // Hours of sleep a night are how one sleeps, not an amount to pile up.
    if (unit === 'hour' && SLEEP.test(text)) continue;
    // «45 м2» is an area.
    if (/^[²2]/u.test(text.slice(m.index + m[0].length))) continue;
    // "10k every day" is a run of 10 km every day, not 10,000 days: k counts only right before its unit.
    if (m[3] && /[kк]\s*\p{L}{3,}[\s-]/iu.test(m[0])) continue;
    // "40k words", "10k steps": thousands.
    const value = parseNumber(m[2]!, m[3]);
    if (!(value > 0)) continue;
    const def = UNITS.find((d) => d.id === unit)!;
    const rest = text.slice(m.index + m[0].length);
    let measure = def.measure;
    if (def.kind === 'weight')
      measure = LOSE.test(prefix) && !m[1] && !/\bto\s*$|до\s*$/iu.test(prefix) ? 'total' : 'level';
    const daily = PER_DAY.test(rest);
    if (daily) measure = 'level';
    // Only a count to pile up (books, pages, words) outranks an amount a day: "5 km a day, 500 km" is no race.
    if (perDay && (daily || def.measure !== 'total')) return perDay;
    const target: Target = { value, unit, measure };
    if (m[1]) target.start = parseNumber(m[1]);
    // "40к слов из 90к", "3 of 10 chapters": the whole is the target, the part where the person stands.
    const whole = OUT_OF.exec(rest);
    if (whole && !m[1]) {
      const total = parseNumber(whole[1]!, whole[2]);
      if (total > value) return { value: total, unit, measure, start: value };
    }
    // "30 pages a day and 24 books this year": the pace a day is how, the later count is what to reach.
    if (daily && !m[1]) {
      perDay ??= target;
      continue;
    }
    return target;
  }
  if (perDay) return perDay;
  const reps = /(\d+)\s*(?:раз\p{L}*|times|reps)(?![\p{L}])/iu.exec(text);
  if (reps) {
    const unit = /отжим|push/iu.test(text)
      ? 'pushup'
      : /подтяг|подтянут\p{L}*ся|pull/iu.test(text)
        ? 'pullup'
        : null;
    if (unit) return { value: Number(reps[1]), unit, measure: 'level' };
  }
  for (const [re, km] of RACES) {
    const r = re.exec(text);
    if (!r) continue;
    if (km > 0) return { value: km, unit: 'km', measure: 'level' };
    if (RUN.test(text)) return { value: Number(r[1]), unit: 'km', measure: 'level' };
  }
  if (SAVE_VERB.test(text)) {
    const bare = sums(BARE_MONEY, text)[0] ?? null;
    const year = bare && !bare[2] && /^(?:19|20)\d\d$/.test(bare[1]!);
    if (bare && !year && (bare[2] || parseNumber(bare[1]!) >= 100)) {
      const value = parseNumber(bare[1]!, bare[2]);
      return { value, unit: lang === 'ru' ? 'RUB' : 'USD', measure: 'total' };
    }
  }
  return null;
}
