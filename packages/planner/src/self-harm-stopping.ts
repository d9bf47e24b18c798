/**
 * Someone who hurts themselves and wants to stop: "stop cutting", "the thing with the razor", «перестать
 * резаться», "3 weeks clean from sh". They get the kind message, not a do-it-yourself plan, and the message says
 * that wanting to stop is worth a great deal. Shaving, a haircut, cutting carbs or corners, "razor sharp abs"
 * still get plans. Run on text normalised by self-harm.ts.
 */

const E = '(?![\\p{L}])';
/** Ends the thought, or goes on to when or why it happens. */
const THEN = `(?=\\s*(?:$|[^\\p{L}\\p{N}\\s']|(?:when|whenever|every\\s+time|again|any\\s*more|for\\s+good|if|because|on\\s+my|my\\s+(?:arms?|wrists?|legs?|thighs?|skin|stomach))${E}))`;
/** Tools people name for it. */
const TOOL =
  '(?:razors?|blades?|razor\\s+blades?|sharpener\\s+blades?|box\\s*cutters?|scissors|lighters?|compass)';

const EN = [
  `(?:the|that|this|my)\\s+(?:thing|stuff|habit)\\s+(?:i\\s+do\\s+)?with\\s+(?:the\\s+|a\\s+|my\\s+)?${TOOL}`,
  `(?:stop|quit|stopped|stopping|quitting|resist|resisting)\\s+(?:using|grabbing|reaching\\s+for|picking\\s+up|going\\s+for|hiding)\\s+(?:the\\s+|a\\s+|my\\s+)?${TOOL}${THEN}`,
  `(?:stop|quit|stopped|stopping|quitting|not|never|no\\s+more)\\s+(?:cutting|carving)${THEN}|(?:stop|quit|stopped|stopping|quitting|not|never|no\\s+more)\\s+(?:cutting|scratching|burning|hitting|biting|carving|picking\\s+at|punching)\\s+(?:my\\s*self|myself)`,
  // "need to cut 12 lbs", "the urge to cut back on sugar": cutting something is not cutting oneself.
  `(?:urges?|itch)\\s+to\\s+(?:cut|burn)${THEN}|(?:urges?|need|itch)\\s+to\\s+(?:hurt\\s+myself|use\\s+(?:the|a|my)\\s+${TOOL}${E})`,
  `(?:clean|free)\\s+(?:from|of)\\s+(?:sh|self[\\s-]?harm\\p{L}*|cutting)${E}|(?:sh|cutting|self[\\s-]?harm)[\\s-]free${E}|relaps\\p{L}*\\s+(?:on\\s+|into\\s+|with\\s+)?(?:sh|cutting|self[\\s-]?harm\\p{L}*)${E}|(?:stop|quit)\\s+sh${E}`,
];

const RU = [
  '(?:(?:резаться|режусь|резалась|резался)(?!\\s+(?:в|во)\\s)|порезаться\\s+снова|самоповреждаться|наносить\\s+себе\\s+(?:порезы|ожоги|раны))',
  '(?:перестать|бросить|прекратить|не)\\s+(?:больше\\s+)?(?:резать|царапать|жечь|бить)\\s+(?:себе\\s+)?(?:себя|руки|запяст\\p{L}*|бедра|ноги|кожу)',
  '(?:(?:делать|делаю|сделать|сделаю)\\s+(?:это|то)\\s+с\\s+(?:бритв\\p{L}*|лезви\\p{L}*))|(?:эт\\p{L}*\\s+(?:штук\\p{L}*|истори\\p{L}*|дел\\p{L}*)|привычк\\p{L}*)\\s+с\\s+(?:бритв\\p{L}*|лезви\\p{L}*|канцелярск\\p{L}*\\s+нож\\p{L}*)',
  '(?:перестать|бросить|прекратить|не)\\s+(?:больше\\s+)?(?:брать|трогать|хвататься\\s+за|хватать|доставать)\\s+(?:в\\s+руки\\s+)?(?:бритв\\p{L}*|лезви\\p{L}*|канцелярск\\p{L}*\\s+нож\\p{L}*)(?!\\s+(?:для|при)\\s+брить\\p{L}*)',
  '(?:тяга|желани\\p{L}*)\\s+(?:снова\\s+)?(?:порезаться|резаться|причинить\\s+себе)',
  'без\\s+(?:селфхарма|порезов|самоповреждени\\p{L}*)',
];

/** Shaving and grooming: a razor there is a razor. */
const GROOMING =
  /(?<![\p{L}])(?:shav\p{L}*|beard|electric|trimmer\p{L}*|disposable|plastic|zero[\s-]?waste|eco|recycl\p{L}*|kitchen|cooking|cook\p{L}*|knife\s+skills|электробритв\p{L}*|триммер\p{L}*|одноразов\p{L}*|пластик\p{L}*|кухн\p{L}*|готов\p{L}*|stubble|laser|wax\p{L}*|epilat\p{L}*|barber|haircut|hair|брит\p{L}*|бород\p{L}*|лазер\p{L}*|эпиляц\p{L}*|депиляц\p{L}*|стрижк\p{L}*|волос\p{L}*)/u;

const STOPPING = [
  new RegExp(`(?<![\\p{L}])(?:${EN.join('|')})`, 'u'),
  new RegExp(`(?<![\\p{L}])(?:${RU.join('|')})`, 'u'),
];

/** Self-injury spoken of, most often as something to stop. */
export function selfInjurySignal(clean: string): boolean {
  return STOPPING.some((re) => re.test(clean)) && !GROOMING.test(clean);
}

/** Wanting to stop hurting oneself: the kind message acknowledges it. */
const WANTS_TO_STOP =
  /(?<![\p{L}])(?:stop|quit|stopped|stopping|quitting|resist\p{L}*|clean\s+(?:from|of)|free|recover\p{L}*|no\s+more|never\s+again|перестать|бросить|прекратить|не\s+(?:резать|резаться|брать|трогать)|без\s+(?:селфхарма|порезов|самоповреждени\p{L}*)|завязать|справиться)/u;

/** Self-injury named in the words the main screen hears. */
const SELF_INJURY_WORDS =
  /(?<![\p{L}])(?:self[\s-]?(?:harm|injur)\p{L}*|(?:cut|cutting|hurt|hurting|burn|burning|harm|harming)\s+(?:my\s*self|myself)|сел[фь]\s*-?харм\p{L}*|самоповрежд\p{L}*|(?:резать|жечь|порезать)\s+себя|порез\p{L}*)/u;

/** Someone who hurts themselves and says they want to stop. */
export function wantsToStopSelfInjury(clean: string): boolean {
  return WANTS_TO_STOP.test(clean) && (selfInjurySignal(clean) || SELF_INJURY_WORDS.test(clean));
}
