/**
 * What the person has already done towards the goal's own event: the test is booked for a date, the race is
 * entered, the application is filed, the review is set. A plan then neither books it again nor offers to move it.
 */

const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}])`, 'iu');

/** A day as people write it after "on": a number, a month or a weekday. */
const DAY = String.raw`(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|tomorrow|next\s+\p{L}+)`;
const EVENT_EN = String.raw`(?:test|exam|review|interview|appointment|audition|hearing|race|marathon|wedding|ceremony|defen[cs]e|viva|assessment|evaluation|surgery|operation)`;
const EVENT_RU = String.raw`(?:экзамен\p{L}*|тест\p{L}*|собеседовани\p{L}*|ревью|аттестаци\p{L}*|при[её]м\p{L}*|защит\p{L}*|свадьб\p{L}*|роспис\p{L}*|регистраци\p{L}*|забег\p{L}*|марафон\p{L}*|операци\p{L}*|прослушивани\p{L}*|перформанс-ревью)`;

const BOOKED_EN = [
  // "it's booked for 14/01", "I've booked the test", "already booked"
  String.raw`(?:it'?s|it\s+is|(?:the\s+|my\s+)?${EVENT_EN}\s+is|already|i'?ve|i\s+have|we'?ve|we\s+have|got\s+it)\s+(?:already\s+)?booked`,
  String.raw`booked\s+(?:it\s+)?(?:in\s+)?(?:for|on)\s+${DAY}`,
  // "signed up for a marathon on Jan 10", "registered for the May half", "entered the race"
  String.raw`(?:(?:i'?ve|i\s+have|i|we|already)\s+)?(?:signed\s+up|registered|entered)\s+(?:for|in|the)\s+\p{L}+`,
  // "at my review on 1/15", "my test is on the 14th", "the interview is set for Monday"
  String.raw`(?:my|our|the)\s+(?:\p{L}+\s+)?${EVENT_EN}\s+(?:is\s+)?(?:on|set\s+for|scheduled\s+for|booked\s+for|is\s+set\s+for)\s+${DAY}`,
  // "application already filed", "already applied", "papers are in"
  String.raw`(?:application|paperwork|papers)\s+(?:is\s+|are\s+|was\s+|were\s+)?(?:already\s+)?(?:filed|submitted|in|sent)|already\s+(?:applied|filed|submitted)`,
];
/** A date in Russian: «14.08», «14 августа». */
const RU_DATE = String.raw`\d{1,2}(?:[./]\d{1,2}|\s+(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)\p{L}*)`;
const BOOKED_RU = [
  // «уже записался на экзамен», «записана на 14 января», «зарегистрировался на забег»
  String.raw`(?:уже\s+)?(?:записал\p{L}*|записан\p{L}*|зарегистрировал\p{L}*|зарегистрирован\p{L}*|заявил\p{L}*\s+на)\s+(?:на\s+)?(?:\p{L}+\s+)?(?:${EVENT_RU}|\d)`,
  // «заявление в загс уже подали на 14.08», «документы поданы», «уже подали заявление»
  String.raw`(?:заявлени\p{L}*|документ\p{L}*)\s+(?:в\s+\p{L}+\s+)?(?:уже\s+)?(?:подал\p{L}*|подан\p{L}*|отправ\p{L}*)|(?:уже\s+)?подал\p{L}*\s+(?:уже\s+)?(?:заявлени|документ)\p{L}*`,
  // «экзамен назначен на 14 января», «ревью 15 января уже назначено», «роспись на 14.08»
  String.raw`${EVENT_RU}\s+(?:\p{L}+\s+){0,2}?(?:уже\s+)?(?:назначен\p{L}*|запланирован\p{L}*|стоит)|уже\s+(?:назначен\p{L}*|запланирован\p{L}*)|${EVENT_RU}\s+(?:уже\s+)?на\s+${RU_DATE}`,
  // «дата уже назначена», «билеты куплены», «слот забронирован»
  String.raw`дат\p{L}*\s+(?:уже\s+)?(?:назначен\p{L}*|есть|известн\p{L}*)|(?:слот|место|дату)\s+(?:уже\s+)?(?:забронирован\p{L}*|забронировал\p{L}*|получил\p{L}*)`,
];

/** The goal's event is already booked, filed or set by the person. */
export const EVENT_BOOKED = re([...BOOKED_EN, ...BOOKED_RU].join('|'));

/**
 * Lessons already taken or a course under way: "had 12 lessons so far", "done 8 driving lessons", «уже откатал
 * 20 часов», «хожу в автошколу», «учусь в автошколе»: past the enrolling, not a beginner.
 */
export const UNDERWAY = re(
  [
    String.raw`(?:had|taken|done|did|completed|finished)\s+(?:\d+|a\s+few|some|several|a\s+dozen)\s+(?:\p{L}+\s+)?(?:lessons|classes|sessions|hours\s+of\s+(?:lessons|driving))`,
    String.raw`(?:уже\s+)?(?:было|прош[её]л\p{L}*|взял\p{L}*|отъездил\p{L}*|откатал\p{L}*|отходил\p{L}*)\s+(?:уже\s+)?\d+\s+(?:\p{L}+\s+)?(?:урок\p{L}*|заняти\p{L}*|час\p{L}*)`,
    String.raw`(?:хожу|учусь|занимаюсь)\s+(?:уже\s+)?в\s+автошкол\p{L}*|(?:already\s+)?(?:in|at|enrolled\s+(?:in|at))\s+(?:a\s+|the\s+)?driving\s+school`,
  ].join('|'),
);
