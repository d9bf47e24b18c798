/**
 * Warning signs that each say little alone but together say goodbye, as crisis lines list them: putting things
 * in order as if leaving (goodbyes to everyone, a "last goal", notes written, one's flat signed over, every affair
 * closed, the children provided for "if I'm not around"), hopelessness (no next year for oneself, not caring what
 * happens to oneself, tired of everything) and a place or means thought about ("the bridge is quiet at night").
 * One sign is an ordinary goal: a will, a move, goodbyes at work, a tired week. Signs of two different kinds in
 * one text are heard, and the text gets the kind message instead of a plan. Run on text normalised by
 * self-harm.ts (lower case, ё as е, emoji as a full stop, common typos mended).
 */

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
/** The thought ends here: end of text or punctuation, or a word that adds nothing. */
const END = `(?=\\s*(?:$|[^\\p{L}\\p{N}\\s']|(?:honestly|tbh|any\\s*more|at\\s+all|anyway|уже|вообще|честно|больше)${E}))`;

const KINDS = {
  /** Putting things in order as if leaving. */
  leaving: [
    `(?:say|saying|said|tell|make)\\s+(?:my\\s+)?(?:proper\\s+|final\\s+|last\\s+)?goodbyes?\\s+to\\s+(?:every\\s*one|every\\s*body|all|my\\s+family|the\\s+people\\s+i\\s+love)`,
    `(?:last|final)\\s+goal${E}`,
    `(?:notes?|letters?)\\s+(?:are|is|have\\s+been|all)\\s+(?:already\\s+)?written|(?:wrote|written|finished)\\s+(?:the|my)\\s+(?:last\\s+)?(?:notes?|letters?)${E}`,
    `(?:taken|looked)\\s+care\\s+of\\s+(?:if|when|after|once)\\s+i'?m\\s+(?:not\\s+(?:around|here)|gone)`,
    `(?:попрощаться|проститься)\\s+(?:\\p{L}+\\s+)?(?:со\\s+всеми|с\\s+родными|с\\s+близкими)|(?:последн\\p{L}+|финальн\\p{L}+)\\s+цел\\p{L}*`,
    `(?:записки|письма)\\s+(?:уже\\s+)?написаны|(?:написал\\p{L}*|дописал\\p{L}*)\\s+(?:все\\s+)?(?:записки|прощальные\\s+письма)`,
    `(?:переписать|переоформить|отписать)\\s+(?:свою\\s+|мою\\s+)?(?:квартиру|дом|машину|вс[её]|имущество)\\s+на${E}|(?:закрыть|завершить|уладить|закончить)\\s+вс[её]\\s+(?:свои\\s+)?дела`,
    `(?:позаботил\\p{L}*|обеспечен\\p{L}*|устроен\\p{L}*)\\s+(?:\\p{L}+\\s+){0,3}(?:если|когда)\\s+меня\\s+не\\s+(?:будет|станет)`,
  ],
  /** No next year for oneself, not caring what happens to oneself, tired of everything. */
  hopeless: [
    `(?:don'?t|dont|do\\s+not|can'?t|cant|cannot)\\s+(?:really\\s+)?see\\s+(?:a|any|myself\\s+(?:in|making\\s+it\\s+to))\\s+(?:20\\d\\d|next\\s+year|new\\s+year|christmas|summer)(?:\\s+for\\s+me)?${END}`,
    `(?:won'?t|wont|will\\s+not)\\s+(?:be\\s+(?:here|around)|make\\s+it)\\s+(?:for|to|by|in|until)\\s+(?:20\\d\\d|next\\s+year|new\\s+year|christmas|summer)${END}`,
    `(?:doesn'?t|does\\s+not|don'?t|dont)\\s+(?:really\\s+)?(?:matter|care)\\s+what\\s+happens\\s+(?:to\\s+me|with\\s+me)(?:\\s+(?:after|then|afterwards))?${END}`,
    `(?:so\\s+|really\\s+|just\\s+)?(?:tired|exhausted)\\s+of\\s+(?:everything|it\\s+all)${END}`,
    `(?:неважно|не\\s+важно|вс[её]\\s+равно|плевать)\\s*,?\\s*что\\s+(?:со\\s+мной|с\\s+меня)\\s+(?:будет|станет)`,
    `(?:не\\s+вижу\\s+себя|меня\\s+не\\s+будет|не\\s+доживу)\\s+(?:в|до)\\s+(?:20\\d\\d|следующ\\p{L}+\\s+год\\p{L}*|нового\\s+года|весны|лета)`,
    `(?:очень\\s+|так\\s+|сильно\\s+)?устал\\p{L}*\\s+(?:уже\\s+)?от\\s+всего${END}`,
  ],
  /** A place or means thought about: a height or tracks with nobody around. */
  means: [
    `(?:bridge|roof|rooftop|overpass|cliff|tracks|railway|platform)\\s+(?:\\p{L}+\\s+){0,3}(?:is|are|gets)\\s+(?:so\\s+|really\\s+)?(?:quiet|empty|deserted|high\\s+enough)`,
    `(?:stockpil\\p{L}*|saving\\s+up|saved\\s+up|collected)\\s+(?:my\\s+)?(?:pills|meds|tablets)`,
    `(?:мост|крыш\\p{L}*|рельс\\p{L}*|путепровод\\p{L}*)\\s+(?:\\p{L}+\\s+){0,3}(?:пуст\\p{L}*|тих\\p{L}*|никого|высок\\p{L}*)`,
    `(?:коплю|накопил\\p{L}*|собрал\\p{L}*|собираю)\\s+(?:\\p{L}+\\s+)?таблетк\\p{L}*`,
  ],
};

const SIGNS = Object.values(KINDS).map((patterns) => new RegExp(`${B}(?:${patterns.join('|')})`, 'u'));

/** Warning signs of two different kinds in one normalised text. */
export function signsSignal(clean: string): boolean {
  return SIGNS.filter((re) => re.test(clean)).length >= 2;
}
