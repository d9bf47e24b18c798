/**
 * Wanting only not to be a burden any more ("so I'm not a burden anymore", «чтобы никому не быть в тягость»,
 * «хочу больше не быть обузой»): with nothing practical beside it, the wish is about the person's worth, not a
 * task, and crisis lines list it among the warning signs. The whole sentence decides: with a practical goal
 * ("get a job so I'm not a burden", «накопить на пенсию, чтобы не быть обузой детям», «похудеть, чтобы никому не
 * быть в тягость») or someone named ("a burden on my parents") it is an ordinary goal and keeps its plan. Run on
 * text normalised by self-harm.ts.
 */

/** Not being a burden, with its negation: the words removed before looking for anything practical. */
const NOT_A_BURDEN = new RegExp(
  [
    "(?:(?:i'?m|im|i\\s+am|i'?ll\\s+be|i\\s+will\\s+be)\\s+not|not|never|no\\s+longer|stop|won'?t|wont|will\\s+not|(?:don'?t|do\\s+not)\\s+want\\s+to)\\s+(?:to\\s+)?(?:be\\s+|being\\s+|become\\s+|becoming\\s+|feel\\s+like\\s+)?(?:a\\s+|such\\s+a\\s+)?burden(?![\\p{L}])",
    '(?:less\\s+of\\s+a|no\\s+more\\s+of\\s+a)\\s+burden(?![\\p{L}])',
    '(?:не|перестать|перестану)\\s+(?:быть|буду|стать|являться|была?|был[аи])\\s+(?:никому\\s+|ни\\s+для\\s+кого\\s+|для\\s+всех\\s+|всем\\s+)?(?:в\\s+тягость|обуз(?:ой|ою|а)|балластом)(?![\\p{L}])',
    '(?:в\\s+тягость|обузой)\\s+(?:не\\s+)?(?:быть|буду|стать)(?![\\p{L}])',
    '(?:никого|никому)\\s+(?:больше\\s+)?не\\s+(?:обременять|отягощать)(?![\\p{L}])|не\\s+(?:обременять|отягощать)\\s+(?:больше\\s+)?(?:никого|никому)(?![\\p{L}])',
  ].join('|'),
  'gu',
);

/** Words that say nothing practical: wanting, "so that", "any more", "anyone", time words. */
const EMPTY = new Set(
  (
    "so that that's thats all i i'm im am me my myself want wants wanted wanna would like i'd need just really only finally " +
    'anymore any more longer again ever please to be the a an for and or all anyone anybody everyone everybody ' +
    'people others no not never this year now today soon someday day one goal is it of in life ' +
    'чтобы чтоб хочу хочется хотел хотела хотелось бы просто больше уже наконец никому никого всем всех ' +
    'ни для кого я мне меня и а но совсем вообще цель моя моей в этом году сейчас когда-нибудь тоже жизни'
  ).split(/\s+/),
);

/** A wish not to be a burden, with nothing practical in the rest of the sentence. */
export function burdenSignal(clean: string): boolean {
  const rest = clean.replace(NOT_A_BURDEN, ' ');
  if (rest === clean) return false;
  const words = rest.match(/[\p{L}'-]+/gu) ?? [];
  return words.every((w) => EMPTY.has(w));
}
