import { withoutContext, withoutSpent } from './target-context.js';
import type { Language, Target } from './types.js';

/**
 * A count of any thing the goal is about, when no known unit matched: "Apply to 5 PhD programs", "get my first 3
 * paying clients", «продать 50 мест». The unit is the noun as the person wrote it ("5 programs" reads right). It
 * is what was understood, shown to the person; the plan climbs no curve in a unit it does not know.
 */

const EN =
  /(?<![\p{L}\p{N}.,:/])(\d{1,4})\+?\s+((?:(?:new|first|more|paying|different|regular|real|good|local|online|solid|finished|published|complete|\p{L}+(?:ing|ed|ful|al))\s+|[A-Z][\p{L}]*\s+){0,2})(\p{L}{3,})(?![\p{L}])/u;
const RU =
  /(?<![\p{L}\p{N}.,:/])(\d{1,4})\s+((?:\p{L}+(?:ых|их|ые|ие|ой|ый|ий|ая|ое)\s+){0,2})(\p{L}{3,})(?![\p{L}])/iu;

/** Nouns that measure time, dates, ages or rates: never a thing to count. */
const NOT_A_THING = new RegExp(
  '^(?:' +
    [
      'days?|weeks?|wks?|months?|mos?|years?|yrs?|yo|hours?|hrs?|minutes?|mins?|seconds?|secs?|times?|am|pm|percent',
      'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
      'утра|вечера|ночи|дня|o?clock',
      'дн\\p{L}*|день|недел\\p{L}*|месяц\\p{L}*|год\\p{L}*|лет|час\\p{L}*|минут\\p{L}*|мин|секунд\\p{L}*|раз\\p{L}*|процент\\p{L}*',
      'январ\\p{L}*|феврал\\p{L}*|март\\p{L}*|апрел\\p{L}*|ма[яй]|июн\\p{L}*|июл\\p{L}*|август\\p{L}*|сентябр\\p{L}*|октябр\\p{L}*|ноябр\\p{L}*|декабр\\p{L}*',
      'and|or|of|to|in|on|at|for|the|with|from|by|per|as|into|each|every|apiece|или|и|в|на|по|из|от|до|с|со|каждый|кажд\\p{L}*',
      'bedrooms?|rooms?|beds?|baths?|storey|story|floors?|комнат\\p{L}*|этаж\\p{L}*|класс\\p{L}*',
      'mornings?|evenings?|nights?|weekends?|weekdays?|утр\\p{L}*|вечер\\p{L}*|выходн\\p{L}*',
      // Who comes along ("2 adults, 2 kids", «2 взрослых 2 детей»): the party, not a count to reach.
      'adults?|взросл\\p{L}*|дет(?:ей|и)',
    ].join('|') +
    ')$',
  'iu',
);

/**
 * What comes before a count that is not the goal's: "my 2 kids", «уже есть 2 мастера», "with 2 friends", or a
 * name with a number ("Route 66", "Windows 11").
 */
const NOT_THE_GOAL =
  /(?:(?<![\p{L}])(?:my|our|have|has|had|with|family\s+of|семь\p{L}*\s+из|level|season|phase|part|grade|step|уровень|сезон|этап|часть|мои[хм]?|наши[хм]?|мне|меня|у\s+меня|есть|имею|с|со)\s*)$/iu;
const NAME_BEFORE = /\S\s+[A-Z][\p{L}]*\s+$/u;

/** A rate after the count ("4 cans a day", «3 банки в день»): what the person does now, or a pace. */
const RATE_AFTER =
  /^\s*(?:a|an|per|every|each|в|за|каждый|каждую|каждое)\s+(?:day|week|month|year|night|morning|день|неделю|месяц|год|сутки|вечер|утро)(?![\p{L}])/iu;

export function countedThing(text: string, lang: Language): Target | null {
  // "had 12 lessons so far", "Route 66", «после 9 класса»: never the goal's count.
  // A budget or money spent is no count either («бюджет по 3 тыс с семьи»).
  const clause =
    withoutContext(withoutSpent(text) ?? text).split(/[;!?]|,\s+(?=i\s|i'm|я\s|мне\s|сейчас)/iu)[0] ?? text;
  // The first count that is the goal's: «до 8 марта, хочу первых 20 покупателей» is about the 20, not March.
  const all = new RegExp((lang === 'ru' ? RU : EN).source, 'gu' + (lang === 'ru' ? 'i' : ''));
  for (const m of clause.matchAll(all)) {
    const found = counted(m, clause);
    if (found) return found;
  }
  return null;
}

/** Up to two words after an English count's first word, the plural among them its noun: "4 raised veggie beds". */
const PLURAL_AFTER = /^\s+(?:(\p{L}{3,})\s+)?(\p{L}{2,}(?<![su])s)(?![\p{L}'])/u;

/** A count reached to ("to 4 gigs a month", «выйти на 30 заказов в месяц»): the rate is the target. */
const REACHED_TO = /(?:(?<![\p{L}])(?:to|up\s+to|на|до)\s+)(?:\p{L}+\s+)?$/iu;

/**
 * The noun an English count is of: the word after it, or the plural after the words describing it ("30 insta
 * reels", "4 private gigs"), with where the count ends in the clause.
 */
function countedNoun(m: RegExpMatchArray, clause: string): { noun: string; end: number } {
  const end = m.index! + m[0].length;
  const noun = m[3]!;
  if (/^\p{Script=Cyrillic}/u.test(noun) || /(?<![su])s$/u.test(noun) || NOT_A_THING.test(noun))
    return { noun, end };
  const plural = PLURAL_AFTER.exec(clause.slice(end));
  if (!plural || (plural[1] && /(?<![su])s$/u.test(plural[1]))) return { noun, end };
  return { noun: plural[2]!, end: end + plural[0].length };
}

function counted(m: RegExpMatchArray, clause: string): Target | null {
  const value = Number(m[1]);
  const { noun, end } = countedNoun(m, clause);
  if (!(value >= 2) || (value >= 1900 && value <= 2100) || NOT_A_THING.test(noun)) return null;
  const before = clause.slice(0, m.index!);
  if (NOT_THE_GOAL.test(before) || NAME_BEFORE.test(before)) return null;
  // «кофейня на 20 мест», "a 40-seat venue": its size, not a count to reach.
  if (/^(?:мест|seat)/iu.test(noun) && /(?:^|\s)(?:на|for)\s*$/iu.test(before)) return null;
  if (RATE_AFTER.test(clause.slice(end)) && !REACHED_TO.test(before)) return null;
  return { value, unit: noun.toLowerCase(), measure: 'total' };
}
