import { parseNumberWord } from './numbers.js';
import type { SafetyFinding } from './safety-finding.js';

const NUM = '(\\d{2,3}(?:[.,]\\d)?)';
/** A fever or temperature named with its value: «температура 39», 'fever of 104', 'temp 39.5C', «у малыша 40». */
const FEVER_VALUE = new RegExp(
  `(?<![\\p{L}])(?:fever|temp(?:erature)?|температур\\p{L}*|жар\\p{L}*|у\\s+(?:ребён\\p{L}*|ребен\\p{L}*|малыш\\p{L}*|сын\\p{L}*|доч\\p{L}*|дет\\p{L}*|меня|нас))\\s+(?:of\\s+|is\\s+|at\\s+|was\\s+|под\\s+|около\\s+|за\\s+)?${NUM}\\s*(?:°|degrees?|градус\\p{L}*)?\\s*([cfсф])?(?![\\p{L}\\d])`,
  'iu',
);
/** The value before the word: 'a 39 fever', '104F temp'. */
const VALUE_FEVER = new RegExp(
  `(?<![\\p{L}\\d.,])${NUM}\\s*(?:°|degrees?|градус\\p{L}*)?\\s*([cfсф])?\\s+(?:fever|temp(?:erature)?|температур\\p{L}*|жар)(?![\\p{L}])`,
  'iu',
);
const FEVER =
  /(?<![\p{L}])(?:fever\p{L}*|feverish|high\s+temp\p{L}*|температур\p{L}*|жар(?![\p{L}])|лихорад\p{L}*)/iu;
/** The day count said as an ordinal («третьи сутки», «четвёртый день») or loosely; number words are numbers.ts's. */
const ORDINAL_DAYS: Record<string, number> = {
  several: 3,
  вторые: 2,
  второй: 2,
  третьи: 3,
  третий: 3,
  четвёртые: 4,
  четвертые: 4,
  четвёртый: 4,
  четвертый: 4,
  пятые: 5,
  пятый: 5,
  шестые: 6,
  шестой: 6,
};
/** How many days it has lasted: 'for 4 days', '3rd day', «четвёртый день», «третьи сутки», «5 дней». */
const DAYS =
  /(?<![\p{L}\d])(\d{1,2}|two|three|four|five|six|seven|several|a|два|две|три|четыре|пять|шесть|семь|несколько|вторые|второй|третьи|третий|четв[её]ртые|четв[её]ртый|пятые|пятый|шестые|шестой)(?:st|nd|rd|th|-?(?:й|и|е|ий|ые))?\s*(?:days?|nights?|дн\p{L}*|день|сут\p{L}*)(?![\p{L}])|(?<![\p{L}])(?:a|one)\s+week|недел\p{L}*/iu;
/** A baby younger than three months: 'my 6-week-old', 'newborn', «малышу 2 месяца», «новорождённый». */
const YOUNG_BABY =
  /(?<![\p{L}])(?:newborn\p{L}*|новорожд\p{L}*)|(?<![\d])(?:[1-9]|1[0-2])[-\s]?(?:weeks?|wk)[-\s]?old|(?<![\d])[0-2][-\s]?(?:months?|mo)[-\s]?old|(?:малыш\p{L}*|ребён\p{L}*|ребен\p{L}*|сын\p{L}*|доч\p{L}*)\s+(?:\d|[1-9]\d?)\s+(?:недел\p{L}*)|(?:малыш\p{L}*|ребён\p{L}*|ребен\p{L}*|сын\p{L}*|доч\p{L}*)\s+(?:[12]|два|один)\s+месяц\p{L}*/iu;
/** A child of the person's: 'my 2yo', 'toddler', 'my son', «у ребёнка», «малыш», «дочка». */
const CHILD =
  /(?<![\p{L}])(?:\d{1,2}\s*(?:yo|y\/o|yr?s?\s*old|year[-\s]?old|month[-\s]?old|week[-\s]?old)|baby|babies|infant|toddler|newborn|kid|kids|child|children|son|daughter|little\s+one|ребён\p{L}*|ребен\p{L}*|малыш\p{L}*|младен\p{L}*|сын\p{L}*|доч\p{L}*|дет\p{L}*|новорожд\p{L}*)(?![\p{L}])/iu;
/** Signs with a fever that need a doctor at once. */
const FEVER_SIGNS =
  /(?<![\p{L}])(?:stiff\s+neck|neck\s+is\s+stiff|rash|trouble\s+breathing|hard\s+to\s+breathe|short(?:ness)?\s+of\s+breath|can'?t\s+breathe|struggling\s+to\s+breathe|seizure\p{L}*|convuls\p{L}*|сып\p{L}*|ригидн\p{L}*|(?:трудно|тяжело)\s+дыш\p{L}*|задыха\p{L}*|одышк\p{L}*|не\s+гн[её]тся\s+шея|судорог\p{L}*)/iu;
/** Symptoms that need care today whatever else is said. */
const ALARM =
  /(?<![\p{L}])(?:chest\s+pain|pain\s+in\s+(?:my|the)\s+chest|боль\p{L}*\s+в\s+груд\p{L}*|давит\s+в\s+груд\p{L}*|face\s+(?:is\s+)?droop\p{L}*|slurred\s+speech|one\s+side\s+(?:is\s+)?numb|перекосил\p{L}*\s+лиц\p{L}*|онемел\p{L}*\s+(?:рук\p{L}*|нога|пол\p{L}*\s+лиц\p{L}*)|blood\s+in\s+(?:my\s+|his\s+|her\s+|the\s+)?(?:vomit|stool|poop)|vomit\p{L}*\s+blood|throw\p{L}*\s+up\s+blood|рвот\p{L}*\s+с\s+кровью|кров\p{L}*\s+в\s+(?:кале|стуле|рвоте)|no\s+wet\s+diapers?|hasn'?t\s+peed|not\s+peeing|не\s+писает|сухие\s+подгузники)/iu;
/** The person says it is happening now, or means to treat it themselves. */
const NOW =
  /(?<![\p{L}])(?:my|i\s+have|i'?ve\s+(?:had|got)|has\s+had|have\s+had|has\s+been|since|at\s+home|naturally|no\s+(?:er|a\s*&\s*e|hospital|doctors?)|treat|cure|heal|у\s+меня|у\s+(?:ребён|ребен|малыш|сын|доч)\p{L}*|лечим|лечить|вылечить|дома|народн\p{L}*|без\s+врач\p{L}*|без\s+больниц\p{L}*|уже|сутки|день)(?![\p{L}])/iu;
/** Learning about it, not having it: first-aid courses and the like. */
const LEARNING =
  /(?<![\p{L}])(?:learn\p{L}*|course|first\s+aid|cpr|recogni[sz]e|certif\p{L}*|курс\p{L}*|научиться|изучить|первая\s+помощь|первой\s+помощи)(?![\p{L}])/iu;

function degrees(text: string): { value: number; high: boolean } | null {
  const m = FEVER_VALUE.exec(text) ?? VALUE_FEVER.exec(text);
  if (!m) return null;
  const value = Number(m[1]!.replace(',', '.'));
  const unit = (m[2] ?? '').toLowerCase();
  const fahrenheit = unit === 'f' || unit === 'ф' || (unit === '' && value >= 95 && value <= 110);
  const celsius = !fahrenheit && value >= 35 && value <= 43;
  if (!fahrenheit && !celsius) return null;
  return { value, high: fahrenheit ? value >= 102 : value >= 39 };
}

function daysOf(text: string): number {
  const m = DAYS.exec(text);
  if (!m) return 0;
  if (!m[1]) return 7;
  const w = m[1].toLowerCase();
  return /^\d+$/.test(w) ? Number(w) : (parseNumberWord(w) ?? ORDINAL_DAYS[w] ?? 0);
}

export interface UrgentFinding {
  finding: SafetyFinding;
  child: boolean;
}

/**
 * Symptoms that need a doctor today (a high fever for three days or more, any fever in a baby under three months,
 * a fever with a stiff neck, a rash or trouble breathing, chest pain, signs of a stroke, blood in vomit or stool,
 * a child with no pee): the plan is care today, never a home cure or a doctor's visit weeks away.
 */
export function urgentFinding(text: string): UrgentFinding | null {
  if (LEARNING.test(text)) return null;
  const fever = FEVER.test(text) || FEVER_VALUE.test(text);
  const temp = degrees(text);
  const baby = YOUNG_BABY.test(text);
  const why =
    fever && baby
      ? 'baby'
      : fever && FEVER_SIGNS.test(text)
        ? 'signs'
        : temp?.high && daysOf(text) >= 3
          ? 'long'
          : ALARM.test(text) && NOW.test(text)
            ? 'alarm'
            : null;
  if (!why) return null;
  const child = baby || CHILD.test(text);
  const reason = {
    baby: t2(
      'Any fever in a baby under three months must be seen by a doctor today.',
      'Любая температура у малыша младше трёх месяцев — повод показать его врачу сегодня же.',
    ),
    signs: t2(
      'A fever with a stiff neck, a rash or trouble breathing must be seen by a doctor today.',
      'Температура вместе с сыпью, напряжённой шеей или трудным дыханием — повод показаться врачу сегодня же.',
    ),
    long: child
      ? t2(
          'A high fever this long in a child must be seen by a doctor today.',
          'Высокая температура у ребёнка столько дней — повод показать его врачу сегодня же.',
        )
      : t2(
          'A high fever for three days or more must be seen by a doctor today.',
          'Высокая температура три дня и дольше — повод показаться врачу сегодня же.',
        ),
    alarm: t2(
      'These symptoms need a doctor today, and some of them an ambulance at once.',
      'Такие симптомы требуют врача сегодня, а некоторые — скорой сразу.',
    ),
  }[why];
  return {
    child,
    finding: {
      code: 'safety-urgent',
      en: `${reason.en} Home remedies are not a substitute for that. The plan is care today: the doctor first, the signs that mean calling an ambulance, and home care only as the doctor advises.`,
      ru: `${reason.ru} Народные и домашние средства этого не заменяют. План — помощь сегодня: сначала врач, признаки, при которых сразу звонить в скорую, и уход дома только так, как скажет врач.`,
    },
  };
}

function t2(en: string, ru: string) {
  return { en, ru };
}
