import type { Target } from './types.js';

/**
 * An exam's score or band as the goal's target: the one the person wants ("GMAT 690 now, want 730+"), else the
 * first one that is not where they stand now («пробники на 55», "1180 currently"), within the test's scale.
 */

/** Exam scores: "ЕГЭ по математике на 90", "IELTS 7.5", "TOEFL 100", "90 баллов". */
const IELTS_BAND =
  /(?<![\p{L}])(?:ielts|айелтс)(?:\s+(?:band|на|with|of|score))?\s*(\d(?:[.,][05])?)(?![\d.,]*\d)|(?<![\p{N}.,])(\d(?:[.,][05])?)\s*(?:band\s+)?(?:in|on|на|по)\s+ielts/iu;
const EXAM_SCORE =
  /(?<![\p{L}])(?:егэ|огэ|toefl|sat|lsat|mcat|act|gre|gmat|exam|экзамен)(?![\p{L}])[^\d]{0,40}?(?<![\p{N}])(\d{2,4})(?!\s*(?:[%.,:\-/]\d|год|year|г\.|январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/iu;
const SCORE_WORD = /(?<![\p{N}])(\d{1,3})\s*(?:балл\p{L}*|points?)(?![\p{L}])/iu;
/** A score before its test: "a 165+ on the LSAT", "1400 on the SAT". */
const SCORE_ON =
  /(?<![\p{N}.,])(\d{2,4})\+?\s+(?:on|in|at)\s+(?:the\s+|my\s+)?(?:lsat|mcat|act|sat|gre|gmat|toefl)(?![\p{L}])/iu;
/** The top score of a test, so that a year or a count is not read as one. */
const SCORE_MAX: Array<[RegExp, number]> = [
  [/toefl/iu, 120],
  [/lsat/iu, 180],
  [/mcat/iu, 528],
  [/(?<![\p{L}])act(?![\p{L}])/iu, 36],
  [/(?<![\p{L}])sat(?![\p{L}])/iu, 1600],
  [/gre|gmat/iu, 800],
];
/** A score the person wants, said as such: "GMAT 690 now, want 730+", «цель — 85». */
const WANTED_SCORE =
  /(?<![\p{L}])(?:want|wanting|aim(?:ing)?(?:\s+for)?|target(?:ing)?|goal(?:\s+is)?|need|хочу|нужн\p{L}*|надо|цель)\s*[:—–-]?\s*(?:an?\s+|на\s+)?(\d{2,4})\+?(?![\p{N}.,]|\s*(?:%|[$€£₽]|(?:kg|km|lbs?|usd|k|к|тыс\p{L}*|руб\p{L}*|wpm|words?|слов\p{L}*)(?![\p{L}])))/iu;
const EXAM_WORD =
  /(?<![\p{L}])(?:егэ|огэ|toefl|ielts|sat|lsat|mcat|act|gre|gmat|exam|экзамен\p{L}*|test|тест\p{L}*)(?![\p{L}])/iu;
/** Words around a score that make it where the person stands: "690 now", "currently 1180", «пробники на 55». */
const CURRENT_BEFORE =
  /(?:currently|now|rn|right\s+now|already(?:\s+\p{L}+)?|done|got|сейчас(?:\s+на)?|пробник\p{L}*\s+на|уже(?:\s+\p{L}+)?)\s*\(?\s*$/iu;
const CURRENT_AFTER = /^\s*\)?\s*(?:now|currently|rn|right\s+now|so\s+far|сейчас|пока)(?![\p{L}])/iu;

function isCurrent(text: string, m: RegExpExecArray): boolean {
  const at = m.index + m[0].lastIndexOf(m[1]!);
  return CURRENT_BEFORE.test(text.slice(0, at)) || CURRENT_AFTER.test(text.slice(at + m[1]!.length));
}

function wantedScore(text: string): RegExpExecArray | null {
  return EXAM_WORD.test(text) ? WANTED_SCORE.exec(text) : null;
}

/** The first score that is not where the person stands now. */
function firstScore(text: string): RegExpExecArray | null {
  for (const re of [SCORE_ON, EXAM_SCORE, SCORE_WORD]) {
    const m = re.exec(text);
    if (m && !isCurrent(text, m)) return m;
  }
  return null;
}

/** An IELTS band from 1 to 9. */
export function bandTarget(text: string): Target | null {
  const band = IELTS_BAND.exec(text);
  if (!band) return null;
  const value = Number((band[1] ?? band[2])!.replace(',', '.'));
  return value >= 1 && value <= 9 ? { value, unit: 'band', measure: 'level' } : null;
}

/** A test's score within its scale (100 when the test is not named). */
export function scoreTarget(text: string): Target | null {
  const score = wantedScore(text) ?? firstScore(text);
  if (!score) return null;
  const value = Number(score[1]);
  const max = SCORE_MAX.find(([re]) => re.test(text))?.[1] ?? 100;
  return value > 0 && value <= max ? { value, unit: 'point', measure: 'level' } : null;
}
