/**
 * When something already happened is no deadline: "missed his wedding in june", "moved from lagos in sept",
 * "failing at this since march", "since moving to Denver in August", «за год слил почти 2к», «похудела за лето».
 * The date of a past event is blanked out before the deadline is read.
 */

const MONTH_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec';
const WHEN_EN = String.raw`(?:(?:in|during|over|on|at|since|last|this\s+past)\s+)?(?:the\s+|last\s+)?(?:${MONTH_EN}|spring|summer|autumn|fall|winter|year|month)(?![\p{L}])`;
/** Verbs of a life event in the past tense. */
const PAST_EN = String.raw`(?:moved|missed|retired|graduated|was|were|had|diagnosed|laid\s+off|broke\s+up|split\s+up|divorced|happened|began|joined|arrived|died|passed\s+away|failed|lost|gained|relapsed|injured|broke|tore|sprained|got\s+(?:laid\s+off|fired|divorced|dumped|injured|sick|diagnosed))`;
const EN = new RegExp(
  String.raw`(?<![\p{L}])(?:${PAST_EN}(?:\s+[\p{L}'’-]+){0,4}?\s+${WHEN_EN}|since\s+(?:[\p{L}'’-]+\s+){0,4}?${WHEN_EN})`,
  'giu',
);

/** A Russian past-tense verb: «слил», «похудела», «переехали», «сорвался». */
const PAST_RU = String.raw`\p{L}{2,}[аеиуяё]л(?:а|и|ся|ась|ось|ись)?`;
const WHEN_RU = String.raw`(?:в|за|с|со|прошл\p{L}*|этим|этой|этом)\s+(?:прошл\p{L}*\s+|это\p{L}*\s+)?(?:январ\p{L}*|феврал\p{L}*|март\p{L}*|апрел\p{L}*|ма[ея]|июн\p{L}*|июл\p{L}*|август\p{L}*|сентябр\p{L}*|октябр\p{L}*|ноябр\p{L}*|декабр\p{L}*|год\p{L}*|месяц\p{L}*|лет\p{L}*|весн\p{L}*|осен\p{L}*|зим\p{L}*|\d+\s+(?:месяц\p{L}*|год\p{L}*|лет|недел\p{L}*))`;
const RU = new RegExp(
  String.raw`(?<![\p{L}])(?:${PAST_RU}(?:\s+[\p{L}-]+){0,3}?\s+${WHEN_RU}|${WHEN_RU}(?:\s+(?:уже|почти|я|мы|он|она))?\s+${PAST_RU})(?![\p{L}])`,
  'giu',
);

/** Words that look like a past-tense verb and are not («стол», «футбол», «до конца школы»). */
const NOT_A_VERB =
  /^(?:если|или|дела|села|сила|сели|стал[аи]?|зал[аы]?|вокал|материал[аы]?|сериал[аы]?|канал[аы]?|финал[аы]?|идеал|капитал[аы]?|пенал|мал[аи]?|цели|дали|деталь|модели|недели|мебели|ели)$/iu;

export function withoutPastDates(text: string): string {
  return text
    .replace(EN, (m) => ' '.repeat(m.length))
    .replace(RU, (m) => {
      const verb = /^\p{L}+/u.exec(m)?.[0] ?? '';
      return NOT_A_VERB.test(verb) ? m : ' '.repeat(m.length);
    });
}
