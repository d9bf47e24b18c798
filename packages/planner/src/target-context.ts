/**
 * Numbers a goal says that are not its target: where the person stands now ("currently at 72k", «бегаю уже 5 км
 * за 32 минуты», "had 12 lessons so far"), a name with a number ("Route 66", "iPhone 15", «после 9 класса»), and
 * a distance or a time that is context ("i live 3 hrs away", «живу в 200 км», "a 4-hour drive"). The target
 * readers get the text with these numbers blanked out; the start readers still see them.
 */

/** A verb of doing it now in the first person: «бегаю 10 км за 55 мин», «пью по 3 банки», «у меня есть 2». */
export const DOING_NOW = String.raw`(?:бегаю|пробегаю|плаваю|проплываю|подтягиваюсь|отжимаюсь|приседаю|жму|вешу|читаю|зарабатываю|получаю|трачу|курю|выкуриваю|пью|играю|катаюсь|делаю|решаю|набираю|печатаю|у\s+меня\s+(?:есть|уже))`;

/**
 * Words that say where the person stands now: "currently", «уже»; what one has ("insta has 900 followers", "i have
 * 3 clients", not "have to"); and a verb of doing it now in the first person («бегаю 10 км за 55 мин», «пью по 3
 * банки»), which a wish before it turns into the target («хочу, чтобы читаю…» never; «хочу жать 100» is no verb here).
 */
const NOW_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:rn|right\s+now|currently|at\s+the\s+moment|at\s+present|so\s+far|to\s+date|already|as\s+of\s+now|сейчас|щас|уже|пока\s+что|пока\s+(?:только|еле|могу)|на\s+данный\s+момент|на\s+сегодня|на\s+сегодняшний\s+день|(?:i|we|he|she|it|they|[\p{L}']+'s)\s+(?:\p{L}+\s+)?(?:has|have|'ve\s+got|got)(?!\s+(?:to|got\s+to)(?![\p{L}]))|has(?!\s+to(?![\p{L}]))|${DOING_NOW})(?![\p{L}])`,
  'giu',
);
/** "now" counts only beside its number: "690 now", "now at 72k", "now 5 km"; not "start now". */
const NOW_BESIDE = /(?<![\p{L}])now\s+(?:at\s+|on\s+|i'?m\s+(?:at\s+)?|around\s+|about\s+)?(?=[$€£₽]?\d)/giu;
const NOW_AFTER = /^\s*(?:[\p{L}%$€£₽.]+\s*)?now(?![\p{L}])/iu;
/** Words between a now-word and a number that turn the number into the wish: "already want to run 10 km". */
const WANT =
  /(?<![\p{L}])(?:want|wanna|aim|goal|target|need|hope|plan|would\s+like|'d\s+like|to\s+reach|reach|get\s+to|up\s+to|хочу|хотел\p{L}*|цель|мечта\p{L}*|нужно|надо|планиру\p{L}*|до|довести|дойти)(?![\p{L}])/iu;
/** A wish before a now-word makes the now-word an intensifier: «хочу уже наконец пробежать 10 км». */
const WISH_BEFORE =
  /(?<![\p{L}])(?:want|wanna|need|aim|hope|хочу|хотел\p{L}*|пора|надо|нужно|давно\s+пора|мечтаю|чтобы|чтоб)(?![\p{L}])[^,;.!?]*$/iu;

/** Products, roads, vehicles and rooms named with a number. */
const NAMED =
  /(?<![\p{L}])(?:route|highway|hwy|interstate|iphone|ipad|pixel|galaxy(?:\s+s)?|boeing|airbus(?:\s+a)?|windows|playstation|ps|xbox|macbook(?:\s+(?:air|pro))?|model|version|gen|season|episode|room|flight|bus|gate|terminal|platform|apartment|apt|маршрут\p{L}*|трасс\p{L}*|шоссе|автобус\p{L}*|рейс\p{L}*|квартир\p{L}*|айфон\p{L}*|боинг\p{L}*|сезон\p{L}*|школ\p{L}*|лице\p{L}*|гимнази\p{L}*|№)\s*-?\s*\d+(?:[.,]\d+)?(?![\p{N}])(?!\s?(?:k|к|тыс\p{L}*|тыщ\p{L}*|млн|grand|thousand|[$€£₽%]|руб\p{L}*|usd|dollars?|евро|euros?)(?![\p{L}]))/giu;
/** A school grade or year: «после 9 класса», «в 11 классе», "9th grade", "grade 10", «11Б», «дочь в 9м», «после 9ки». */
const GRADE =
  /(?<![\p{L}\p{N}])\d{1,2}\s*-?\s*(?:(?:й|ый|ий|ого|го|м|ом|st|nd|rd|th)\s+)?(?:клас\p{L}*|кл\.|grade|form|year\s+(?:of|at)\s+(?:school|uni|college|high\s+school))(?![\p{L}])|(?<![\p{L}])(?:grade|year|class|класс)\s+\d{1,2}(?![\p{N}])|(?<![\p{L}\p{N}])\d{1,2}[А-Я](?![\p{L}])|(?<![\p{L}])в\s+(?:[1-9]|1[01])\s*-?\s*(?:м|ом)(?![\p{L}])(?!\s*от(?![\p{L}]))|(?<![\p{L}\p{N}])(?:[1-9]|1[01])\s*-?\s*(?:ка|ки|ку|кой|ке)(?![\p{L}])/gu;
const SPAN_UNIT = String.raw`(?:hrs?|hours?|h|mins?|minutes?|km|kms|miles?|mi|км|час\p{L}*|ч|минут\p{L}*|мин)\.?`;
/** A distance or a time that is where someone lives or how far a trip is. */
const AWAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*-?\s*${SPAN_UNIT}\s+(?:away|drive|driving|by\s+(?:car|train|bus|plane|air)|flight|train\s+ride|bus\s+ride|commute|ride|езды|пути|лёта|лета|на\s+(?:машине|поезде|самол[её]те|автобусе|электричке))(?![\p{L}])|(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*-?\s*(?:hrs?|hours?|h|час\p{L}*|ч)\.?\s+(?:from\s+(?:me|us|him|her|them|my|our|his|their|mom|mum|dad|parents|family)|от\s+(?:меня|нас|него|неё|нее|них|мам\p{L}*|пап\p{L}*|родител\p{L}*))(?![\p{L}])(?![^,.;]*\s(?:to|till|до)\s)|(?<![\p{L}])(?:live|lives|living|lived|живу|живёт|живет|живём|живем|живут|находится|находимся)\s+(?:\p{L}+\s+){0,2}?(?:about\s+|around\s+|like\s+|около\s+|примерно\s+|в\s+)*\d+(?:[.,]\d+)?\s*${SPAN_UNIT}`,
  'giu',
);

const SUM = String.raw`[$€£₽]?\s?\d+(?:[ \u00a0.,]\d+)*\s?(?:k|к|тыс\p{L}*|тыщ\p{L}*|млн|grand|thousand)?\.?\s?(?:[$€£₽]|руб\p{L}*|usd|dollars?|долл\p{L}*|евро|euros?|тг|тенге)?`;
/**
 * A sum that is a budget to keep ("budget €2,500", «бюджет по 3 тыс с семьи», "on a $25k budget", "ring budget
 * 4k"), money already lost ("lost like $3k", «слил почти 2к долларов») or saved («есть 4 млн тг накоплений»): what
 * the person has to spend or has spent, never an amount to reach.
 */
const SPENT = new RegExp(
  String.raw`(?<![\p{L}])(?:budget(?:\s+(?:is|of))?|бюджет\p{L}*)\s*(?:[:—–-]\s*)?(?:(?:about|around|roughly|~|approx\.?|по|на|в|около|примерно|где-то|до)\s*)?${SUM}|(?<![\p{L}])(?:an?\s+)?${SUM}\s+budget(?![\p{L}])|(?<![\p{L}])(?:lost|blew|blown|wasted|слил\p{L}*|проиграл\p{L}*|просадил\p{L}*|спустил\p{L}*|потерял\p{L}*)\s+(?:(?:like|about|almost|nearly|over|around|почти|около|уже|больше|где-то)\s+)?${SUM}|${SUM}\s+(?:\p{L}+\s+)?(?:накоплени\p{L}*|сбережени\p{L}*|in\s+savings)(?![\p{L}])`,
  'giu',
);

const CLAUSE = /[^,;.!?()—–\n]+/gu;
const NUMBER = /[$€£₽]?\d+(?:[ \u00a0.,]\d+)*/gu;

const blank = (s: string) => s.replace(/\d/gu, '#');

/** "at 23k words", "I'm at 40k": a clause that opens with where the person is. */
const AT_OPENING =
  /^\s*(?:(?:i'?m|i\s+am|we'?re|we\s+are|currently|sitting|stuck|already)\s+)?at\s+(?:about\s+|around\s+|~)?$/iu;
/** "40 applications in", "31 done", "12 written": a count closing its clause with having done it. */
const DONE_CLOSING =
  /^\s*(?:k|к|тыс\p{L}*)?\s*(?:\p{L}+\s+)?(?:in|done|written|sent|read|finished|completed|написано|готово|сделано)\s*$/iu;

/** Whether the number at `at` in `clause` is said as where the person stands now. */
function saidAsNow(clause: string, at: number, length: number): boolean {
  const after = clause.slice(at + length);
  if (NOW_AFTER.test(after)) return true;
  if (AT_OPENING.test(clause.slice(0, at)) && !/^\s*(?:am|pm|a\.m|p\.m|o'?clock)(?![\p{L}])/iu.test(after))
    return true;
  // "duolingo streak 40 days", «стрик 120 дней»: the streak the person has.
  if (/(?:streak|стрик\p{L}*)(?:\s+(?:of|is|at|is\s+at))?\s*$/iu.test(clause.slice(0, at))) return true;
  if (DONE_CLOSING.test(after) && !/(?:of|из)\s*$/iu.test(clause.slice(0, at))) return true;
  NOW_BESIDE.lastIndex = 0;
  for (const m of clause.matchAll(NOW_BESIDE)) if (m.index + m[0].length === at) return true;
  for (const m of clause.matchAll(NOW_WORD)) {
    if (WISH_BEFORE.test(clause.slice(0, m.index))) continue;
    const from = m.index;
    const to = m.index + m[0].length;
    // The now-word before the number with no wish between them, or right after the number's own words.
    if (to <= at && !WANT.test(clause.slice(to, at))) return true;
    if (from >= at + length && !WANT.test(after.slice(0, from - at - length))) return true;
  }
  return false;
}

/** The text with the numbers said as where the person stands now blanked out. */
function withoutNow(text: string): string {
  return text.replace(CLAUSE, (clause) =>
    clause.replace(NUMBER, (n, at: number) => (saidAsNow(clause, at, n.length) ? blank(n) : n)),
  );
}

/** The goal text with every number that is not a target candidate blanked out ("#"). */
export function withoutContext(text: string): string {
  return withoutNow(text.replace(NAMED, blank).replace(GRADE, blank).replace(AWAY, blank));
}

/** The text with budgets, money lost and savings blanked out, or null when it names none. */
export function withoutSpent(text: string): string | null {
  SPENT.lastIndex = 0;
  if (!SPENT.test(text)) return null;
  return text.replace(SPENT, blank);
}

/** A number said as where the person stands now, as written ("72k", "180", "23 тысячи"), and what follows it. */
export interface NowNumber {
  raw: string;
  /** The rest of its clause: its unit, or nothing. */
  rest: string;
}

const THOUSANDS = /^\s?(?:k|к|тыс\p{L}*|тыщ\p{L}*|млн|thousand|grand)(?![\p{L}])\.?/iu;

/** The numbers said as where the person stands now, in text order. */
export function nowNumbers(text: string): NowNumber[] {
  const out: NowNumber[] = [];
  const clean = text.replace(NAMED, blank).replace(GRADE, blank).replace(AWAY, blank);
  for (const c of clean.matchAll(CLAUSE))
    for (const n of c[0].matchAll(NUMBER)) {
      if (!saidAsNow(c[0], n.index, n[0].length)) continue;
      const after = c[0].slice(n.index + n[0].length);
      const tail = THOUSANDS.exec(after);
      out.push({ raw: n[0] + (tail ? tail[0] : ''), rest: after.slice(tail ? tail[0].length : 0).trim() });
    }
  return out;
}
