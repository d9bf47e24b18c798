/**
 * The indirect ways people say it in a goal box, from crisis-line and clinical screening guidance: a passive wish
 * to be dead (to disappear, not to wake up, for everything to end), being a burden, no point or no future, saying
 * goodbye while giving one's things away, and words of a method or a plan. Run on text already normalised by
 * self-harm.ts (lower case, ё as е, emoji as a full stop, common typos mended).
 *
 * Most of these phrases are ordinary words, so the phrase must end where the thought ends (STOP): at the end of
 * the text, at punctuation or an emoji, or before a filler word. "I want to disappear" is heard; "disappear from
 * social media for a month", «исчезнуть с радаров соцсетей на месяц» (a digital detox: a named medium and a time
 * bound) or "stop existing on junk food" are goals and get plans.
 */

const E = '(?![\\p{L}])';
/** Words that can follow the end of the thought without naming an object, a place or a time. */
const FILLERS = [
  'and',
  'but',
  'so',
  'i',
  "i'm",
  'im',
  'just',
  'any\\s*more',
  'already',
  'forever',
  'for\\s+good',
  'tonight',
  'today',
  'now',
  'soon',
  'tomorrow',
  'again',
  'ever(?:\\s+again)?',
  'honestly',
  'tbh',
  'lol',
  'lmao',
  'idk',
  'pls',
  'please',
  'rn',
  'и',
  'а',
  'но',
  'уже',
  'просто',
  'навсегда',
  'насовсем',
  'больше',
  'сегодня',
  'сейчас',
  'скоро',
  'совсем',
  'вообще',
  'тупо',
  'блин',
  'пожалуйста',
  'я',
  'мне',
  'меня',
  'нафиг',
  'от\\s+всех',
  'от\\s+всего',
].join('|');
/** The thought ends here: end of text, punctuation or an emoji, or a filler word. */
const STOP = `(?=\\s*(?:$|[^\\p{L}\\p{N}\\s']|(?:${FILLERS})${E}))`;

const WANT_EN = "(?:want(?:ed|s)?|wanna|wish(?:ed)?|need|i'?d\\s+like|would\\s+like|hope)";

const EN = [
  // A passive wish to be dead: to disappear, not to exist, to sleep and never wake.
  `${WANT_EN}\\s+(?:i\\s+could\\s+|to\\s+|for\\s+me\\s+to\\s+)?(?:just\\s+|simply\\s+)?(?:disappear|vanish|fade\\s+away|stop\\s+existing|not\\s+exist|cease\\s+to\\s+exist|be\\s+gone|sleep\\s+forever|go\\s+to\\s+sleep\\s+forever|never\\s+wake\\s+up|not\\s+wake\\s+up|stop\\s+being\\s+alive|not\\s+be\\s+alive|be\\s+dead|die|end\\s+myself|delete\\s+myself)${STOP}`,
  `(?:disappear|vanish)\\s+and\\s+never\\s+(?:come\\s+back|return|be\\s+found)${STOP}`,
  `hope\\s+(?:i\\s+)?(?:don'?t|dont|never|won'?t|do\\s+not|will\\s+not)\\s+wake\\s+up${STOP}`,
  `(?:sleep|asleep)\\s+and\\s+(?:never|not)\\s+wake\\s+up`,
  `(?:don'?t|dont|do\\s+not)\\s+(?:want|wanna)\\s+(?:to\\s+)?(?:wake\\s+up|exist|be\\s+alive|be\\s+here)${STOP}`,
  // Wanting everything or one's life to be over; done with life.
  `${WANT_EN}\\s+(?:for\\s+)?(?:my\\s+life|this\\s+life|life)\\s+to\\s+(?:just\\s+)?(?:stop|end|be\\s+over)${STOP}`,
  `(?:i'?m|im|i\\s+am)\\s+(?:so\\s+|just\\s+|really\\s+|completely\\s+)?(?:done|finished|through)\\s+with\\s+(?:life|living|it\\s+all|everything|this\\s+life|being\\s+alive|existing)${STOP}`,
  `(?:going\\s+to|gonna|want\\s+to|wanna|ready\\s+to|about\\s+to|i'?ll|i\\s+will|should|just|plan\\s+to|planning\\s+to)\\s+end\\s+it(?:\\s+(?:all|tonight|today|now|soon|for\\s+good))?${STOP}`,
  `end\\s+(?:myself|my\\s*self)|end\\s+(?:my|the)\\s+(?:suffering|misery)\\s+(?:for\\s+good|forever|once\\s+and\\s+for\\s+all)`,
  // No point, no future, nothing left.
  `(?:no|(?:don'?t|dont|can'?t|cant|cannot)\\s+(?:really\\s+|even\\s+|honestly\\s+|actually\\s+)?see\\s+(?:the|any)|what'?s\\s+(?:even\\s+)?the|whats\\s+(?:even\\s+)?the|lost\\s+(?:the|any)|there'?s\\s+no)\\s+point\\s+(?:in\\s+|of\\s+)?(?:going\\s+on|carrying\\s+on|being\\s+alive|existing|waking\\s+up|it\\s+all|anything|living|life|trying|me\\s+being\\s+here|me\\s+living)${STOP}`,
  `(?:there'?s|there\\s+is|i\\s+have|i\\s+see|i\\s+got|i'?ve\\s+got)\\s+no\\s+(?:future|way\\s+out|hope\\s+left)(?:\\s+for\\s+me)?${STOP}`,
  `life\\s+(?:isn'?t|is\\s+not|aint|ain'?t)\\s+worth\\s+(?:living|it)${STOP}`,
  `(?:tired|sick)\\s+of\\s+(?:living|life|existing|it\\s+all|being\\s+here)${STOP}|(?:tired|sick)\\s+of\\s+being\\s+alive`,
  `last\\s+(?:day|days|week|weeks|month|birthday|christmas|new\\s+year)\\s+(?:alive|on\\s+earth)`,
  `care\\s+(?:if|whether)\\s+i\\s+(?:live\\s+or\\s+die|die|died|was\\s+dead|were\\s+dead|disappear(?:ed)?|exist)`,
  // Being a burden; everyone better off.
  `(?:i'?m|im|i\\s+am|i\\s+feel\\s+like\\s+(?:i'?m|im|i\\s+am)|i\\s+feel\\s+like)\\s+(?:just\\s+|only\\s+|such\\s+|nothing\\s+but\\s+)?(?:a\\s+)?burden(?:\\s+(?:to|on|for)\\s+(?:every\\s*one|every\\s*body|all|people|them|my\\s+\\p{L}+))?${STOP}`,
  `(?:easier|less\\s+hard|better|lighter)\\s+for\\s+(?:every\\s*one|every\\s*body|them|people|my\\s+(?:family|kids|children|parents|mom|mum|dad))\\s+(?:when|after|once|if)\\s+i'?m\\s+(?:gone|dead|not\\s+here)${STOP}`,
  `better\\s+off\\s+if\\s+i\\s+(?:was|were|am|wasn'?t|weren'?t|had)\\s+(?:gone|dead|not\\s+here|not\\s+around|never\\s+born|here|around|died|disappeared)`,
  // Goodbye letters to the people closest.
  `(?:goodbye|farewell|last|final)\\s+(?:letters?|notes?|messages?)\\s+(?:to|for)\\s+(?:my\\s+)?(?:family|every\\s*one|every\\s*body|loved\\s+ones|kids|children|parents|mom|mum|dad|wife|husband|partner)`,
  // A method or a plan.
  `(?<!(?:bungee|bungy|base|rope)\\s+)(?:jump|jumping|throw\\s+myself|fling\\s+myself)\\s+(?:off|from)\\s+(?:a\\s+|the\\s+|this\\s+|my\\s+)?(?:bridge|roof|rooftop|building|balcony|window|top\\s+floor|overpass)${STOP}`,
  `(?:jump|jumping|throw\\s+myself|step|walk|lie\\s+down)\\s+in\\s+front\\s+of\\s+(?:a|the)\\s+(?:train|car|bus|truck|lorry|subway)`,
  `(?:buy|get|bought|got)\\s+(?:a\\s+)?rope\\s+(?:to|and|so\\s+i\\s+can)\\s+hang|(?:how\\s+many|enough)\\s+pills\\s+to\\s+(?:die|overdose|end\\s+it|kill)|lethal\\s+dose|pills\\s+to\\s+(?:die|end\\s+it|end\\s+my\\s+life)`,
  `shoot\\s+myself(?!\\s+in\\s+the\\s+foot)${STOP}|shoot\\s+myself\\s+in\\s+the\\s+head|drown\\s+myself${STOP}`,
  // Slang.
  `sewer\\s*slide|self[\\s-]?delet\\p{L}*|commit\\s+(?:die|not\\s+alive|toaster\\s+bath)|toaster\\s+bath`,
];

const WANT_RU = '(?:хочу|хочется|хотелось(?:\\s+бы)?|хотел[аи]?\\s+бы|мечтаю|лишь\\s+бы|охота|надо|нужно)';
const SUBJ_RU = '(?:всем|всем\\s+вокруг|им|родным|семье|близким|маме|папе|родителям|детям|миру|людям)';
const BETTER_RU = '(?:лучше|легче|проще|спокойнее)';

const RU = [
  // A passive wish to be dead: to disappear, not to wake up, not to exist.
  `${WANT_RU}\\s+(?:просто\\s+|тупо\\s+|бы\\s+|уже\\s+)?(?:исчезнуть|испариться|раствориться|пропасть|не\\s+существовать|перестать\\s+существовать|уйти\\s+навсегда|умереть|помереть|подохнуть|сдохнуть|не\\s+проснуться|не\\s+просыпаться|не\\s+жить|вскрыться|повеситься|выпилиться|самоубиться)${STOP}`,
  `(?:исчезнуть|исчезну|пропасть|испариться|раствориться|уйти|уйду)\\s+(?:навсегда\\s+)?(?:из\\s+(?:этого\\s+)?мира|с\\s+лица\\s+земли|с\\s+этого\\s+света|на\\s+тот\\s+свет)`,
  `(?:спать|уснуть|заснуть)\\s+(?:вечно|навечно|вечным\\s+сном)|(?:заснуть|уснуть|усну|засну|лечь\\s+спать)\\s+(?:и\\s+)?(?:не\\s+проснуться|не\\s+проснусь|больше\\s+не\\s+просыпаться|навсегда|навечно|вечным\\s+сном)${STOP}`,
  `не\\s*(?:хочу|хочется)\\s+(?:больше\\s+|уже\\s+)?(?:просыпаться|проснуться|жить\\s+дальше)${STOP}`,
  `меня\\s+скоро\\s+не\\s+(?:станет|будет)|чтобы\\s+меня\\s+(?:просто\\s+)?не\\s+(?:стало|было|существовало)|лучше\\s+бы\\s+меня\\s+не\\s+было`,
  // Tired of living, no point, no future.
  `(?:надоел[оа]?|задолбал[оа]?|достал[оа]?|устал\\p{L}*)\\s+(?:уже\\s+|так\\s+)?(?:жить|существовать)${STOP}`,
  `(?:устал\\p{L}*|надоел\\p{L}*)\\s+от\\s+(?:этой\\s+|такой\\s+|своей\\s+)?жизни${STOP}`,
  `жить\\s+(?:больше\\s+|уже\\s+|мне\\s+)?(?:надоело|незачем|не\\s+для\\s+чего|не\\s+за\\s+чем|нет\\s+смысла|тошно|противно|невыносимо)`,
  `(?:зачем|для\\s+чего|ради\\s+чего)\\s+(?:мне\\s+)?(?:вообще\\s+)?(?:жить|просыпаться|существовать)${STOP}`,
  `(?:не\\s+вижу|нет|не\\s+осталось|потерял\\p{L}*|какой|в\\s+ч[её]м)\\s+(?:никакого\\s+|больше\\s+|уже\\s+)?смысл\\p{L}*\\s+(?:в\\s+)?(?:жить|жизни|моей\\s+жизни|дальше\\s+жить|жить\\s+дальше|продолжать|просыпаться|существовать|во\\s+вс[её]м)${STOP}`,
  `смысла\\s+(?:жить|в\\s+жизни)\\s+(?:больше\\s+)?нет|жизнь\\s+(?:не\\s+имеет\\s+смысла|потеряла\\s+смысл|бессмысленна)${STOP}`,
  `(?:у\\s+меня\\s+нет|не\\s+вижу\\s+(?:у\\s+себя\\s+)?|нет\\s+у\\s+меня)\\s*(?:никакого\\s+)?будущего${STOP}|(?:не\\s+вижу|нет)\\s+(?:другого\\s+)?выхода${STOP}`,
  // Being a burden; everyone better off without me.
  `я\\s+(?:(?:для\\s+)?(?:всех|всем|семьи|родных|близких|мамы|родителей)\\s+)?(?:только\\s+|просто\\s+|лишь\\s+|всего\\s+лишь\\s+)?(?:обуза|в\\s+тягость|балласт)`,
  `(?:${SUBJ_RU})\\s+(?:я\\s+)?(?:только\\s+)?в\\s+тягость|(?:я\\s+)?(?:стал[аи]?|являюсь)\\s+(?:для\\s+\\p{L}+\\s+)?обуз\\p{L}*`,
  `я\\s+(?:здесь\\s+|тут\\s+)?лишн\\p{L}*\\s+(?:в\\s+этом\\s+мире|на\\s+этом\\s+свете)`,
  `без\\s+меня\\s+(?:${SUBJ_RU}\\s+)?(?:будет|станет|было\\s+бы|стало\\s+бы)\\s+(?:только\\s+)?${BETTER_RU}|${SUBJ_RU}\\s+без\\s+меня\\s+(?:будет|станет|было\\s+бы|стало\\s+бы)\\s+(?:только\\s+)?${BETTER_RU}`,
  `${BETTER_RU}\\s*,?\\s*если\\s+(?:я\\s+(?:умру|исчезну|уйду\\s+навсегда|не\\s+проснусь|сдохну)|меня\\s+не\\s+(?:станет|будет))`,
  `(?:исчезнуть|пропасть|испариться|уйти\\s+навсегда|уйти\\s+из\\s+жизни|не\\s+быть|не\\s+жить)\\s+(?:\\p{L}+\\s+){0,2}(?:чтобы|чтоб)\\s+(?:больше\\s+)?(?:никому|никого)\\s+не\\s+(?:мешать|мешал\\p{L}*|обременять|напрягать|быть\\s+обузой|быть\\s+в\\s+тягость)`,
  `${BETTER_RU}\\s+(?:\\p{L}+\\s+){0,2}когда\\s+меня\\s+не\\s+(?:станет|будет)`,
  // Ending it all, in other word orders.
  `со\\s+вс[еи]м\\s+(?:этим\\s+)?покончить${STOP}|покончить\\s+с\\s+(?:этой\\s+|моей\\s+|своей\\s+)?жизнью|с\\s+жизнью\\s+покончить`,
  `(?:хочу|хочется),?\\s+чтобы\\s+(?:всё|все|это|жизнь)\\s+(?:это\\s+|уже\\s+|просто\\s+)?(?:закончил\\p{L}*|кончил\\p{L}*|прекратил\\p{L}*|оборвал\\p{L}*)${STOP}`,
  // Goodbye and suicide notes.
  `предсмертн\\p{L}*|прощальн\\p{L}*\\s+(?:письм|записк)\\p{L}*\\s+(?:для\\s+)?(?:семье|семьи|маме|мамы|родным|родных|близким|близких|всем|детям|мужу|жене|родителям)`,
  // A method or a plan.
  `(?:прыгнуть|спрыгнуть|сброситься|кинуться|броситься|шагнуть|прыгну|спрыгну|брошусь|шагну)\\s+(?:с|из|под|в)\\s+(?:крыши|моста|окна|балкона|многоэтажки|высотки|поезд|машину|электричку|метро)(?!\\s+(?:на|с)\\s+(?:тарзанк|резинк|банджи|роуп|парашют)\\p{L}*)`,
  `(?:лечь|лягу)\\s+под\\s+(?:поезд|машину|электричку)|мыло\\s+и\\s+вер[её]вк\\p{L}*|вер[её]вк\\p{L}*\\s+и\\s+мыло|смертельн\\p{L}*\\s+доз\\p{L}*`,
  `(?:выпить|выпью|съесть|сожрать)\\s+(?:все|всю\\s+пачку|пачку|горсть|упаковку)\\s+(?:таблеток|снотворного|колес)`,
  // Slang.
  `роскомнадзорн\\p{L}*|самоубиться|самовыпилиться|unalive`,
];

/** Giving one's things away, saying goodbye or leaving with nowhere named, and a reason that is not leaving life. */
const GIVE_AWAY =
  /(?<![\p{L}])(?:(?:give|giving|gave|gift)\s+away\s+(?:all\s+)?(?:of\s+)?(?:my|my\s+own)\s+(?:things|stuff|belongings|possessions|pets?|cat|dog|clothes|books)|(?:разда|отда|раздар|дар)\p{L}*\s+(?:все\s+)?(?:свои\s+|мои\s+)?(?:вещи|вс[её]|кота|кошку|собаку|питомц\p{L}*|одежду|книги))/u;
const GOODBYE =
  /(?<![\p{L}])(?:(?:say|saying|said|tell)\s+(?:my\s+)?goodbyes?|goodbye\s+to\s+(?:every\s*one|every\s*body|all|my\s+family|people)|last\s+goodbyes?|final\s+goodbyes?|попрощ\p{L}*|прощаюсь|проститься\s+со\s+всеми)/u;
/** Leaving with nowhere named: "…and leave", «…и уйти», "leave for good", «уйти навсегда». */
const LEAVE = new RegExp(
  `(?<![\\p{L}])(?:(?:and|then)\\s+(?:just\\s+)?(?:leave|go|be\\s+gone|disappear|vanish)|leave\\s+(?:for\\s+good|forever|this\\s+world)|(?:и|потом|а\\s+потом|затем)\\s+(?:просто\\s+)?(?:уйти|уйду|уходить|исчезнуть|исчезну|пропасть|пропаду)|(?:уйти|уйду)\\s+(?:навсегда|насовсем|от\\s+всех))${STOP}`,
  'u',
);
const LEAVING_FOR_A_PLACE =
  /(?:mov(?:e|ing)|relocat|abroad|emigrat|immigrat|charity|donat|declutter|minimalis|new\s+(?:city|country|home|place|flat|apartment)|travel|nomad|переезд|переех|переед|эмигр|релокац|благотвор|расхламл|уезжа|уехать|за\s+границ|в\s+другой\s+город|в\s+другую\s+страну|минимализм)/u;

const INDIRECT = [
  new RegExp(`(?<![\\p{L}])(?:${EN.join('|')})`, 'iu'),
  new RegExp(`(?<![\\p{L}])(?:${RU.join('|')})`, 'iu'),
];

/** Letters to everyone one loves, written so that one can be at peace: a goodbye. */
const LETTERS_TO_ALL =
  /(?<![\p{L}])(?:(?:letters?|notes?|messages?)\s+to\s+(?:every\s*one|every\s*body|all\s+(?:the\s+)?(?:people|those))\s+(?:i\s+love|i\s+care\s+about|who\s+matter)|(?:письм|записк)\p{L}*\s+(?:для\s+)?(?:всем|всех)\s+(?:кого|кто)\s+(?:я\s+)?(?:люблю|дорог))/u;
const AT_PEACE =
  /(?<![\p{L}])(?:(?:finally|at\s+last|then)\s+(?:i\s+can\s+)?(?:finally\s+)?(?:be\s+at\s+peace|rest|be\s+free|let\s+go)|so\s+they\s+know|обрести\s+покой|(?:наконец|спокойно)\s+(?:уйти|успокоиться|обрести\s+покой)|чтобы\s+(?:они\s+)?знали)/u;

/** The indirect signal in normalised text. */
export function indirectSignal(clean: string): boolean {
  if (INDIRECT.some((re) => re.test(clean))) return true;
  if (LETTERS_TO_ALL.test(clean) && AT_PEACE.test(clean)) return true;
  return (
    GIVE_AWAY.test(clean) && (GOODBYE.test(clean) || LEAVE.test(clean)) && !LEAVING_FOR_A_PLACE.test(clean)
  );
}
