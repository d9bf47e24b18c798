/** What the goal's own words say before any playbook is chosen: its main clause, hints of its category, the deadline
 * written in it, its title. */
import type { Category } from './categories.js';
import { isMoney } from './currencies.js';
import { toDay } from './dates.js';
import { type DeadlineReading, readDeadline } from './deadline.js';
import { withoutPastDates } from './deadline-past.js';
import { capitalize } from './format.js';
import { northernSeasons } from './hemisphere.js';
import { namedHolidayDay } from './holiday-deadline.js';
import { countryFor } from './holidays.js';
import { inferCategory } from './infer-category.js';
import { monthlyAmount } from './interest.js';
import { endOfSeason, forDeadline } from './normalise.js';
import type { Language, Target } from './types.js';

/** A clause of reason or time after the goal ("after I lied about debt", «потому что …»): not what to do. */
const SUBORDINATE =
  /\s+(?:after\s+(?:i|we|my|he|she|they)|because|since\s+(?:i|we|my)|now\s+that|после\s+того\s+как|потому\s+что|так\s+как|с\s+тех\s+пор\s+как)(?![\p{L}]).*$/iu;

/**
 * What a goal is about or for, not what is done: "about money", «из-за быта», "for a Bali trip", «к свадьбе». "over"
 * that belongs to its verb ("get over my fear", "take over the shop") is part of what is done.
 */
const TOPIC =
  /(?<!(?:get|getting|got|gotten|move|moving|think|thinking|come|pull|push|run|take|hand|turn))\s+(?:about|over|из-за|насч[её]т)\s+(?:the\s+|my\s+|our\s+)?[\p{L}-]+(?![\p{L}])|\s+(?:for|before|ahead\s+of|к|до|для|перед)\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+|моей\s+|нашей\s+|моему\s+|нашему\s+)?(?:[\p{L}'’-]+\s+){0,2}(?:trip|vacation|holiday|wedding|поездк\p{L}*|отпуск\p{L}*|свадьб\p{L}*)(?:\s+(?:to|in|в|на)\s+[\p{L}-]+)?(?![\p{L}])/giu;

/** Who asked for it ("my doctor told me to", «врач сказал»): the advice is context, the rest is what is done. */
const SAID_BY =
  /^(?:my\s+|мой\s+|моя\s+)?(?:doctor|gp|physio|cardiologist|врач|доктор|терапевт|кардиолог|эндокринолог)\s+(?:says|said|told\s+me|wants\s+me|recommended|advised(?:\s+me)?|сказал\p{L}*|велел\p{L}*|рекомендовал\p{L}*|посоветовал\p{L}*|говорит)\s+(?:(?:мне|that)\s+)?(?:to\s+|i\s+(?:should|need\s+to|must)\s+|(?:что\s+)?(?:надо|нужно)\s+)?/iu;

/** The goal without reason, time, topic and purpose clauses: what routing reads. */
export const mainClause = (text: string): string => {
  const main = text.replace(SAID_BY, '').replace(SUBORDINATE, '') || text;
  const bare = main.replace(TOPIC, ' ').trim();
  return bare.split(/\s+/u).length >= 2 ? bare : main;
};

export const WRITE = /(?<![\p{L}])(?:write|writing|написать|писать|дописать)(?![\p{L}])/iu;

/** Words of exercise, the one thing health's fallback playbook (fitness) plans. */
const WORKOUT =
  /(?<![\p{L}])(?:exercis|workout|work\s+out|train|gym|fitness|stretch|yoga|plank|push-?up|squat|abs(?![\p{L}])|зарядк|трениров|упражнен|фитнес|растяж|йог|планк|отжим|присед|пресс)/iu;

/** The words a category's fallback variant is for: without them a daily habit gets the habit shape. */
export const FALLBACK_WORDS: Record<string, RegExp> = {
  fitness: WORKOUT,
  practice:
    /(?<![\p{L}])(?:meditat|mindful|breath|pray|prayer|qigong|медит|осознан|дыхан|молит|молиться|випассан)/iu,
};

/** Category variants that fit any goal: their labels get the goal's subject as a prefix. */
export const GENERIC_VARIANTS = new Set(['growth', 'hobby', 'create', 'build', 'research']);

/** A habit to quit or to build is health when its words say so (soda, fast food, morning exercise). */
export function habitCategory(
  domain: string | undefined,
  text: string,
  target: Target | null,
): Category | null {
  if (domain !== 'quit-habit' && domain !== 'daily-habit') return null;
  const inferred = inferCategory(text, target);
  return inferred === 'self-development' ? null : inferred;
}

const SAVING =
  /(?<![\p{L}])(?:save|saving|put\s+(?:away|aside)|set\s+aside|emergency\s+fund|копить|накоп\p{L}*|отлож\p{L}*|сэконом\p{L}*)/iu;

/** A sum to put aside is money kept, whatever earns it ("save $2k from freelancing" is not a career goal). */
export function savingCategory(main: string, target: Target | null): Category | null {
  return target && isMoney(target.unit) && target.measure === 'total' && SAVING.test(main)
    ? 'finances'
    : null;
}

/** The deadline written in the goal, read in the person's locale and with the other language's time words. */
export function readGoalDeadline(
  written: string,
  lang: Language,
  today: string,
  timezone?: string,
): DeadlineReading {
  // "по 5 тыс в месяц": a pace, never "in a month".
  const monthly = monthlyAmount(written);
  const local = northernSeasons(written, timezone);
  // "missed his wedding in june", «за год слил»: when something happened is no deadline.
  const text = withoutPastDates(monthly ? local.replace(monthly.span, ' ') : local);
  const season = endOfSeason(text, toDay(today));
  if (season !== null) return { day: season, status: 'ok' };
  const read = readDeadline(forDeadline(text, lang, timezone), lang, today);
  if (read.status === 'ok' || read.status === 'past') return read;
  // «к Наурызу», "by Canada Day": a holiday of the person's country, by its name in the library.
  const named = namedHolidayDay(text, countryFor(timezone, lang), lang, today);
  return named !== null ? { day: named, status: 'ok' } : read;
}

export function titleOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const cut = clean.length > 120 ? `${clean.slice(0, 119).trimEnd()}…` : clean;
  return capitalize(cut);
}
