/**
 * Warning signs that each say little alone but together say goodbye, as crisis lines list them: putting things
 * in order as if leaving (goodbyes or letters to everyone, a "last goal", notes written, one's flat signed over,
 * every affair closed, one's accounts closed, the family shown where the insurance papers are, the children
 * provided for "if I'm not around"), one's things given away or one's pet rehomed, hopelessness (no next year for
 * oneself, not caring what happens to oneself, tired of everything, needing nothing afterwards), being a burden
 * (stopping being one, the family better off, nobody noticing), a decision made with nothing said of what it is
 * ("I've decided", «я всё решил») and a place or means thought about ("the bridge is quiet at night").
 * One sign is an ordinary goal: a will, a move, goodbyes at work, a tired week, clothes given away. Signs of two
 * different kinds in one text are heard, and the text gets the kind message instead of a plan. A few phrases say
 * it alone (to rest for good; to stop being a burden because the family will then be better off). Run on text
 * normalised by self-harm.ts (lower case, ё as е, emoji as a full stop, common typos mended).
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
    // Letters to everyone; one's affairs, accounts and papers put in order for the family to find.
    `(?:write|writing|send)\\s+(?:\\p{L}+\\s+)?(?:letters?|notes?)\\s+(?:to|for)\\s+(?:every\\s*one|every\\s*body|all\\s+of\\s+them|each\\s+of\\s+them)${E}`,
    `(?:всем|каждому)\\s+(?:\\p{L}+\\s+)?(?:написать|написал\\p{L}*|напишу)\\s+(?:по\\s+)?(?:письм\\p{L}*|записк\\p{L}*)|(?:написать|напишу)\\s+(?:письм\\p{L}*|записк\\p{L}*)\\s+(?:всем|каждому)${E}`,
    `(?:sort|sorting|sorted|settle|settling|put|putting|get|getting)\\s+(?:out\\s+)?(?:all\\s+)?my\\s+affairs|my\\s+affairs\\s+(?:in\\s+order|sorted)`,
    `(?:close|closing|shut|shutting)\\s+(?:down\\s+)?(?:all\\s+)?(?:of\\s+)?my\\s+(?:bank\\s+)?accounts${E}`,
    `(?:knows?|know|show|showing|tell|telling)\\s+(?:\\p{L}+\\s+){0,2}where\\s+(?:the|my|all\\s+the)\\s+(?:insurance|policy|policies|papers|documents|passwords|will)`,
    `(?:привести|приведу)\\s+(?:все\\s+)?(?:свои\\s+)?дела\\s+в\\s+порядок|закрыть\\s+(?:все\\s+)?(?:свои\\s+|мои\\s+)(?:сч[её]та|карты|вклады)`,
    `(?:показать|рассказать|объяснить|знал\\p{L}*|знает)\\s+(?:\\p{L}+\\s+){0,2}где\\s+(?:\\p{L}+\\s+)?(?:лежат\\s+|лежит\\s+)?(?:страховк\\p{L}*|полис\\p{L}*|документы|бумаги|пароли|завещани\\p{L}*)`,
  ],
  /** One's things given away, one's pet found a new home. */
  possessions: [
    `(?:give|giving|gave|gift|gifting)\\s+away\\s+(?:all\\s+)?(?:of\\s+)?(?:my|the|everything)(?:\\s+\\p{L}+)?`,
    `(?:re-?home|re-?homing)\\s+(?:my|our)\\s+(?:cat|dog|pets?|\\p{L}+)|(?:find|finding)\\s+(?:a\\s+)?(?:good\\s+|new\\s+|loving\\s+)?home\\s+for\\s+my\\s+(?:cat|dog|pets?|\\p{L}+)`,
    `(?:раздать|раздам|раздаю|раздарить|отдать|отдам)\\s+(?:все\\s+)?(?:свои\\s+|мои\\s+)?(?:вещи|вс[её]\\s+сво\\p{L}*|книги|гитару|коллекци\\p{L}*|украшени\\p{L}*)`,
    `(?:пристроить|пристрою|отдать|отдам)\\s+(?:сво\\p{L}+\\s+|мо\\p{L}+\\s+)?(?:кота|кошку|собаку|пса|питомц\\p{L}*|попугая|хомяка)(?:\\s+в\\s+(?:хорошие|добрые|надежные)\\s+руки)?`,
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
    // Needing nothing afterwards; tired of being tired.
    `(?:won'?t|wont|will\\s+not|don'?t|dont)\\s+(?:\\p{L}+\\s+)?need\\s+(?:anything|any\\s+of\\s+it|it)\\s+(?:after(?:wards?)?(?:\\s+that)?|then|any\\s*more)${END}`,
    `(?:дальше|потом|после\\s+этого|после|тогда)\\s+(?:мне\\s+)?(?:уже\\s+)?(?:ничего|ничто)\\s+(?:уже\\s+)?не\\s+(?:понадобится|пригодится|нужно|будет\\s+нужно)`,
    `(?:tired|sick)\\s+of\\s+being\\s+(?:tired|exhausted)|устал\\p{L}*\\s+(?:быть\\s+)?уставш\\p{L}*|устал\\p{L}*\\s+уставать`,
  ],
  /** Being a burden, the family better off, nobody noticing. */
  burden: [
    `(?:stop|quit)\\s+being\\s+(?:a|such\\s+a)\\s+burden(?!\\s+(?:on|to)\\s+my\\s+(?:back|body|knees|joints|budget|wallet))`,
    `(?:перестать|перестану|не\\s+хочу\\s+больше)\\s+быть\\s+(?:\\p{L}+\\s+)?(?:обуз\\p{L}*|в\\s+тягость)`,
    `(?:they|every\\s*one|my\\s+family|my\\s+kids|my\\s+parents)\\s*(?:'ll|will|would)\\s+(?:be\\s+)?(?:better\\s+off|have\\s+it\\s+easier|be\\s+relieved)${END}|(?:it'?ll|it\\s+will|it\\s+would|life\\s+will)\\s+be\\s+(?:easier|better)\\s+for\\s+(?:them|every\\s*one|my\\s+family)${END}`,
    `(?:им|всем|семье|родным|близким|маме|родителям)\\s+(?:наконец\\s+|сразу\\s+)?(?:станет|будет)\\s+(?:только\\s+)?(?:легче|лучше|проще|спокойнее)${END}`,
    `(?:no\\s*one|nobody|noone)\\s+(?:would|will|wd)\\s+(?:really\\s+|even\\s+)?(?:notice|miss\\s+me|care)${END}`,
    `никто\\s+(?:\\p{L}+\\s+)?(?:не\\s+заметит|не\\s+будет\\s+скучать|не\\s+хватится)${END}`,
  ],
  /** A decision made, with nothing said of what it is. */
  decided: [
    `(?:i'?ve|i\\s+have|i)\\s+(?:already\\s+|finally\\s+)?(?:decided|made\\s+up\\s+my\\s+mind|made\\s+my\\s+decision)${END}|my\\s+mind\\s+is\\s+made\\s+up${END}`,
    `я\\s+(?:уже\\s+)?(?:вс[её]\\s+)?(?:решил|решила|для\\s+себя\\s+решил\\p{L}*)${END}|решение\\s+(?:уже\\s+)?принято${END}`,
  ],
  /** A place or means thought about: a height or tracks with nobody around. */
  means: [
    `(?:bridge|roof|rooftop|overpass|cliff|tracks|railway|platform)\\s+(?:\\p{L}+\\s+){0,3}(?:is|are|gets)\\s+(?:so\\s+|really\\s+)?(?:quiet|empty|deserted|high\\s+enough)`,
    `(?:stockpil\\p{L}*|saving\\s+up|saved\\s+up|collected)\\s+(?:my\\s+)?(?:pills|meds|tablets)`,
    `(?:мост|крыш\\p{L}*|рельс\\p{L}*|путепровод\\p{L}*)\\s+(?:\\p{L}+\\s+){0,3}(?:пуст\\p{L}*|тих\\p{L}*|никого|высок\\p{L}*)`,
    `(?:коплю|накопил\\p{L}*|собрал\\p{L}*|собираю)\\s+(?:\\p{L}+\\s+)?таблетк\\p{L}*`,
  ],
};

const SIGNS = Object.entries(KINDS).map(
  ([kind, patterns]) => [kind, new RegExp(`${B}(?:${patterns.join('|')})`, 'u')] as const,
);

/** Ordinary reasons to give things away or find a pet a home: a move, a clear-out, a charity, a foster animal. */
const ORDINARY_GIVING = new RegExp(
  `${B}(?:mov(?:e|ing)|relocat\\p{L}*|declutter\\p{L}*|clear[\\s-]?out|minimalis\\p{L}*|charity|donat\\p{L}*|sell|selling|outgrown|foster\\p{L}*|kittens?|puppies|litter|allerg\\p{L}*|baby|переезд\\p{L}*|переех\\p{L}*|переед\\p{L}*|расхламл\\p{L}*|благотвор\\p{L}*|продать|продам|передерж\\p{L}*|котят\\p{L}*|котенк\\p{L}*|щенк\\p{L}*|аллерги\\p{L}*|малыш\\p{L}*|детск\\p{L}*)${E}`,
  'u',
);

/** Stopping being a burden; the family better off. */
const BURDEN_STOP = new RegExp(`${B}(?:${KINDS.burden.slice(0, 2).join('|')})`, 'u');
const BETTER_OFF = new RegExp(`${B}(?:${KINDS.burden.slice(2, 4).join('|')})`, 'u');

/** Phrases that say it alone: to rest for good, to stop being a burden so the family is better off. */
const ALONE = new RegExp(
  `${B}(?:rest\\s+(?:for\\s+good|forever|for\\s+ever|for\\s+eternity)${END}|eternal\\s+rest|(?:отдохнуть|отдыхать|успокоиться|уснуть)\\s+(?:навсегда|навечно|насовсем)|вечн\\p{L}*\\s+покой|упокоиться)`,
  'u',
);

/** Warning signs of two different kinds in one normalised text, or a phrase that says it alone. */
export function signsSignal(clean: string): boolean {
  if (ALONE.test(clean)) return true;
  const kinds = new Set(SIGNS.filter(([, re]) => re.test(clean)).map(([kind]) => kind));
  if (kinds.has('possessions') && ORDINARY_GIVING.test(clean)) kinds.delete('possessions');
  // Stopping being a burden while the family is better off says it in one kind of sign.
  return kinds.size >= 2 || (BURDEN_STOP.test(clean) && BETTER_OFF.test(clean));
}
