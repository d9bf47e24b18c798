/** The phrases deadlines are written in (English, Russian): seasons, days, weekdays, holidays, quarters, years. */
import { NUMBER_WORD_SOURCE } from './numbers.js';

/** The year after the one coming, said after a season: «к зиме следующего года», "by summer next year". */
const NEXT_YEAR = String.raw`(?:\s+(?:следующего|будущего)\s+года|\s+(?:of\s+)?next\s+year)?`;
const bySeason = (en: string, ru: string): RegExp =>
  new RegExp(
    String.raw`(?<![\p{L}])(?:(by|before|until|till)\s+(?:the\s+)?(?:next\s+)?(?:${en})|(к|до)\s+(?:следующ\p{L}*\s+)?(?:${ru}))${NEXT_YEAR}(?![\p{L}])`,
    'iu',
  );

/**
 * [pattern, month, day]: the first day of the season. By a season is by the day it begins ("by spring", «к лету»);
 * before or until it («до лета», "before summer") is the day before (see `seasonDeadline`).
 */
export const SEASONS: Array<[RegExp, number, number]> = [
  [bySeason('summer', 'лету|лета'), 6, 1],
  [bySeason('autumn|fall', 'осени'), 9, 1],
  [bySeason('winter', 'зиме|зимы'), 12, 1],
  [bySeason('spring', 'весне|весны'), 3, 1],
];
/** The New Year: its eve. */
export const BY_NEW_YEAR =
  /(?<![\p{L}])(by|before|until)\s+(the\s+)?new year|к\s+новому\s+году|до\s+нового\s+года/iu;
/** Words that put a deadline the day before what they name ("before summer", «до лета»), not on it. */
export const BEFORE_WORD = /^(?:before|until|till|до)$/iu;
export const END_OF_YEAR =
  /(end of (the |this )?year|year[- ]end|конц[ауе]\s+(этого\s+)?года|в этом году|this year(?![\p{L}]))/iu;
export const END_OF_NEXT_YEAR =
  /(end of next year|конц[ауе]\s+следующего\s+года|в следующем году|next year(?![\p{L}]))/iu;
export const END_OF_MONTH = /(end of (the |this )?month|конц[ауе]\s+(этого\s+)?месяца)/iu;
export const YEAR_AND_HALF = /(a year and a half|eighteen months|полтора\s+года|полтора\s+годика)/iu;
export const HALF_YEAR = /(half a year|six months|полгода|пол\s+года)/iu;
/** A month named without a day, meaning the whole of it or its end: "in May", "end of May", «в мае», «конец мая». */
export const MONTH_ONLY_IN =
  /(?<![\p{L}])(in|during|(?:the\s+)?end\s+of|late)\s+(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)(?![\p{L}])|(?:^|\s)в\s+(январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)(?![\p{L}])|(?<![\p{L}])кон(?:ец|ц[еау])\s+(января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)(?![\p{L}])/iu;

export const CASUAL =
  /day|today|tomorrow|tonight|morning|evening|night|now|сейчас|теперь|week(?![\p{L}])|день|сутки|сегодня|завтра|утр|вечер|ноч|недел/iu;
export const CLOCK = /minute|hour|second|минут|час|секунд/iu;
export const EVERY = /(every|each|a|per|кажд\p{L}*|по|раз в)\s*$/iu;
export const RU_MONTHS_DATIVE = [
  'январю',
  'февралю',
  'марту',
  'апрелю',
  'маю',
  'июню',
  'июлю',
  'августу',
  'сентябрю',
  'октябрю',
  'ноябрю',
  'декабрю',
];
export const BY_MONTH_RU = new RegExp(`(?:^|\\s)к\\s+(${RU_MONTHS_DATIVE.join('|')})(?:\\s+(\\d{4}))?`, 'iu');

const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const re = (source: string) => new RegExp(source, 'iu');

export const IN_N = re(
  String.raw`${B}(?:in|within|for|over|(?:gave|given|gives|give)\s+(?:me|us|him|her|them)|за|через|в\s+течение)\s+(?:(?:the\s+)?(?:next|ближайш\p{L}*)\s+)?(?:an?\s+)?(${NUMBER_WORD_SOURCE})?\s*(days?|weeks?|months?|years?|день|дня|дней|недел\p{L}*|месяц\p{L}*|год(?:а|у)?|лет)${E}`,
);
export const TOMORROW = re(`${B}(?:tomorrow|завтра|на\\s+завтра)${E}`);
export const DAY_AFTER = re(`${B}(?:the\\s+day\\s+after\\s+tomorrow|послезавтра)${E}`);
export const TODAY = re(`${B}(?:today|tonight|сегодня)${E}`);
export const EN_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const RU_WEEKDAY_STEMS = ['понедельн', 'вторник', 'сред', 'четверг', 'пятниц', 'суббот', 'воскресен'];
export const WEEKDAY = re(
  String.raw`${B}(?:(by|until|before|on|this|next|к|до|в|во|на|ко)\s+)?(?:эт[оуиа]\p{L}*\s+)?(?:(next|следующ\p{L}*|ближайш\p{L}*)\s+)?(${EN_WEEKDAYS.join('|')}|${RU_WEEKDAY_STEMS.map((w) => `${w}\\p{L}*`).join('|')})${E}`,
);
/** The coming weekend ("this weekend", «за выходные»): done by its Sunday. */
export const WEEKEND = re(
  `${B}(?:this\\s+weekend|over\\s+the\\s+weekend|next\\s+weekend|(?:by|before|until|till)\\s+(?:the|this)\\s+weekend|(?:к|до)\\s+выходн\\p{L}*|за\\s+(?:эти\\s+)?выходные|на\\s+(?:этих\\s+|ближайших\\s+)?выходных|в\\s+(?:эти|ближайшие)\\s+выходные)${E}`,
);
/** A bare span of time from chrono ("2 года", "after 4 years"): how long something lasted, not when it is due. */
export const BARE_SPAN =
  /^(?:(?:for|after|после|спустя)\s+)?[\d.,]+\s*(?:years?|months?|weeks?|days?|лет|год\p{L}*|месяц\p{L}*|недел\p{L}*|дн\p{L}*|день)$/iu;
export const NEXT_WEEK = re(
  `${B}(?:next\\s+week|на\\s+следующей\\s+неделе|(?:к|до)\\s+(?:конц\\p{L}*\\s+)?следующ\\p{L}*\\s+недел\\p{L}*)${E}`,
);
export const THIS_WEEK = re(
  `${B}(?:this\\s+week|by\\s+the\\s+end\\s+of\\s+the\\s+week|на\\s+этой\\s+неделе|до\\s+конца\\s+недели|к\\s+концу\\s+недели)${E}`,
);
export const NEXT_MONTH = re(
  `${B}(?:(?:by\\s+the\\s+)?end\\s+of\\s+next\\s+month|next\\s+month|в\\s+следующем\\s+месяце|к\\s+концу\\s+следующего\\s+месяца|до\\s+конца\\s+следующего\\s+месяца)${E}`,
);
/** The winter holidays as a stretch ("over the holidays", "during the Christmas break"): done when they end. */
export const WINTER_BREAK = re(
  String.raw`${B}(?:over|during|through|for|in)\s+the\s+(?:christmas\s+|xmas\s+|festive\s+|holiday\s+)?(?:holidays|hols|break|season)${E}`,
);
export const HOLIDAYS: Array<[RegExp, number, number]> = [
  [re(`${B}(?:christmas|xmas)${E}`), 12, 25],
  [re(`${B}(?:рождеств\\p{L}*)`), 1, 7],
  [re(`${B}(?:new\\s+year'?s\\s+eve|nye)${E}`), 12, 31],
  // «новогодний корпоратив», «на нг»: the New Year itself.
  [re(`${B}(?:новогодн\\p{L}*|нг)${E}`), 12, 31],
  [re(`${B}(?:valentine'?s(?:\\s+day)?|дн\\p{L}*\\s+(?:святого\\s+)?валентина)`), 2, 14],
  [re(`${B}(?:halloween|хэллоуин\\p{L}*)`), 10, 31],
  [re(`${B}(?:international\\s+women'?s\\s+day|women'?s\\s+day)`), 3, 8],
  [re(`${B}(?:майск\\p{L}*\\s+праздник\\p{L}*|майским)`), 5, 1],
  [re(`${B}(?:дн\\p{L}*\\s+знаний)`), 9, 1],
];
export const QUARTER_WORDS: Record<string, number> = {
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  перв: 1,
  втор: 2,
  трет: 3,
  четв: 4,
};
export const QUARTER = re(
  String.raw`${B}(?:(?:end\s+of\s+(?:the\s+)?)?(?:q([1-4])|(first|second|third|fourth)\s+quarter)|(?:конц\p{L}*\s+)?(?:([1-4])(?:-?(?:го|й|ого))?|(перв|втор|трет|четв)\p{L}*)\s+квартал\p{L}*|(?:end\s+of\s+(?:the|this)\s+quarter|конц\p{L}*\s+(?:этого\s+)?квартала))${E}`,
);
export const YEAR_END = re(
  String.raw`${B}(?:(?:by\s+)?(?:the\s+)?end\s+of\s+|(?:к|до)\s+конц\p{L}*\s+)(20\d\d)(?:\s+года|\s+г\.?)?${E}`,
);
export const IN_YEAR = re(String.raw`${B}(?:in|during|for|в|во|за|на)\s+(20\d\d)(?:\s+году|\s+г\.?)?${E}`);
export const BY_YEAR = re(
  String.raw`${B}(?:by|before|until|till|к|до)\s+(20\d\d)(?:\s+год\p{L}*|\s+г\.?)?${E}`,
);
export const NUMERIC_DATE = re(
  String.raw`${B}(?:(by|before|until|till|on|for|due|к|до|на|по)\s+)?(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?${E}(?![.,]\d)`,
);
export const EN_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const RU_MONTH_STEMS = [
  'январ',
  'феврал',
  'март',
  'апрел',
  'ма[йяюе]',
  'июн',
  'июл',
  'август',
  'сентябр',
  'октябр',
  'ноябр',
  'декабр',
];
export const NEXT_MONTH_NAME = re(
  String.raw`${B}(?:(by|before|until|к|до)\s+)?(?:next|следующ\p{L}*)\s+(${EN_MONTHS.join('|')}|${RU_MONTH_STEMS.map((m) => `${m}\\p{L}*`).join('|')})${E}`,
);
/** Phrases that name a deadline the planner cannot place ("к дню рождения", "by my wedding"). */
export const VAGUE = re(
  String.raw`${B}(?:(?:by|before|until|till|in\s+time\s+for)\s+(?:my|our|the|his|her|their)\s+\p{L}+|(?:к|до)\s+(?:моему\s+|моей\s+|своему\s+|своей\s+|нашему\s+|нашей\s+|его\s+|её\s+)?(?:дн\p{L}*\s+рождени\p{L}*|отпуск\p{L}*|свадьб\p{L}*|выпускно\p{L}*|юбиле\p{L}*|поездк\p{L}*|родов|родам|приезд\p{L}*|сезон\p{L}*|конференци\p{L}*|праздник\p{L}*|каникул\p{L}*|дедлайн\p{L}*|переезд\p{L}*))`,
);

export const IN_SEASON = re(
  String.raw`${B}(?<!(?:by|before|until|till)\s+)(?:(?:in|during|this|next|for|over)\s+(?:the\s+)?(?:next\s+|coming\s+)?(summer|autumn|fall|winter|spring)|(?:(следующ\p{L}*|этим|этой|будущ\p{L}*)\s+)?(летом|осенью|зимой|весной|за\s+(?:это\s+|эту\s+)?(?:лето|осень|зиму|весну))(?:\s+(следующего|будущего)\s+года)?)${E}`,
);
/** An event named by its season ("the spring marathon", «на весеннем забеге»): held by the season's end. */
export const SEASON_EVENT = re(
  String.raw`(?<![\p{L}\p{N}-])(?:(весенн|летн|осенн|зимн)\p{L}*\s+(?:забег\p{L}*|марафон\p{L}*|полумарафон\p{L}*|турнир\p{L}*|соревновани\p{L}*|фестивал\p{L}*|концерт\p{L}*|ярмарк\p{L}*)|(spring|summer|autumn|fall|winter)\s+(?:race|marathon|half(?:\s+marathon)?|10k|5k|tournament|festival|recital|concert|fair))${E}`,
);
/** The exam session of a season ("the summer exams", «зимняя сессия»): [month, day] it is over by. */
export const EXAM_SEASON: Array<[RegExp, number, number]> = [
  [
    re(
      String.raw`(?<![\p{L}])(?:summer|летн\p{L}*)\s+(?:exams?|exam\s+season|экзамен\p{L}*|сесси\p{L}*)${E}`,
    ),
    6,
    20,
  ],
  [
    re(
      String.raw`(?<![\p{L}])(?:winter|зимн\p{L}*)\s+(?:exams?|exam\s+season|экзамен\p{L}*|сесси\p{L}*)${E}`,
    ),
    1,
    25,
  ],
];
/** The season stem of SEASON_END for a Russian season adjective. */
export const SEASON_ADJECTIVE: Record<string, string> = {
  весенн: 'весн',
  летн: 'лет',
  осенн: 'осен',
  зимн: 'зим',
};
/** [month, day] of the last day of each season, by its first stem. */
export const SEASON_END: Record<string, [number, number]> = {
  summer: [8, 31],
  лет: [8, 31],
  autumn: [11, 30],
  fall: [11, 30],
  осен: [11, 30],
  winter: [2, 28],
  зим: [2, 28],
  spring: [5, 31],
  весн: [5, 31],
};

/** A day of the month without its month ("by the 15th", «к 15-му», «до 20 числа»): the next such day. */
export const DAY_OF_MONTH = re(
  String.raw`${B}(?:(?:by|before|until|till|on|no\s+later\s+than)\s+the\s+(\d{1,2})(?:st|nd|rd|th)(?!\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december))|(?:к|до|на)\s+(\d{1,2})(?:-?(?:му|го|е))?\s+числ\p{L}*|(?:к|до)\s+(\d{1,2})-?(?:му|го)(?!\s+(?:январ|феврал|март|апрел|ма[яю]|июн|июл|август|сентябр|октябр|ноябр|декабр)))${E}`,
);
/** A unit of time alone ("в месяц", "a week"): a rate or a length, never a date. */
export const BARE_UNIT = /^(?:дн[яеи]|день|недел\p{L}*|месяц\p{L}*|год\p{L}*|сутки|day|week|month|year)$/iu;

/** An ISO day written as such: "by 2027-03-15". */
export const ISO_DAY = /(?<![\p{N}])(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![\p{N}])/u;

const EN_MONTH_WORDS = EN_MONTHS.join('|');
const RU_MONTHS_GENITIVE =
  'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря';
/** The start, middle or end of a month: "early Jan", "mid-March", «в середине марта», «к концу июня». */
export const PART_OF_MONTH = re(
  String.raw`${B}(?:(early|the\s+beginning\s+of|beginning\s+of|start\s+of|mid|middle\s+of|late|the\s+end\s+of|end\s+of)[\s-]+(${EN_MONTH_WORDS})|(начал|середин|конц)\p{L}*\s+(${RU_MONTHS_GENITIVE}))(?:\s+(20\d\d))?${E}`,
);
export const RU_GENITIVE_MONTHS = RU_MONTHS_GENITIVE.split('|');

/** A season of a named year: "by fall 2028", "summer 2027", «к лету 2028», «осенью 2027 года». */
export const SEASON_OF_YEAR = re(
  String.raw`${B}(?:(by|before|until|till|к|до)\s+(?:the\s+)?)?(summer|autumn|fall|winter|spring|лет\p{L}*|осен\p{L}*|зим\p{L}*|весн\p{L}*)\s+(?:of\s+)?(20\d\d)${E}`,
);

/**
 * A day said with what makes it the deadline: "apply by 2/1" (after the month-first rewrite, "by February 1"),
 * "deadline 31/1", "due March 3rd", «до 15 апреля». It outranks a season or a year named for something else
 * ("a program for fall 2027, apply by 2/1").
 */
export const BY_DAY = re(
  String.raw`${B}(?:by|before|until|till|due(?:\s+(?:by|on))?|deadline(?:\s+is)?:?|до|к)\s+(?:the\s+)?(?:(?:${EN_MONTH_WORDS})\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${EN_MONTH_WORDS})|\d{1,2}\s+(?:${RU_MONTHS_GENITIVE})|\d{1,2}[./]\d{1,2}(?:[./](?:\d{4}|\d{2}))?)(?:,?\s+20\d\d)?${E}(?![.,]\d)`,
);
