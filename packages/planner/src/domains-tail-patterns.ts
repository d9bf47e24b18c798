/** The verb-and-object patterns the long-tail domains are read by (domains-tail.ts). */
const re = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
const near = (verb: string, object: string, gap = 4) =>
  re(`(?:${verb})(?:[\\s,]+[\\p{L}\\p{N}'’-]+){0,${gap}}?[\\s,]+(?:${object})`);

export const ORGANISE =
  'organi[sz]e|plan|throw|host|arrange|put\\s+on|организовать|организую|устроить|провести|подготовить|спланировать|отметить|отпраздновать';
export const PARTY =
  'party|parties|celebration|(?:baby|bridal)\\s+shower|shower|birthday|b-?day|\\d+(?:st|nd|rd|th)(?![\\p{L}])|dinner|lunch|brunch|reunion|bachelorette|bachelor|hen\\s+(?:do|party)|stag|prom|graduation|anniversary|housewarming|wedding|корпоратив\\p{L}*|девичник\\p{L}*|мальчишник\\p{L}*|празд?ник\\p{L}*|д(?:ень|ня)\\s+рождени\\p{L}*|др(?![\\p{L}])|юбиле\\p{L}*|выпускн\\p{L}*|вечеринк\\p{L}*|свадьб\\p{L}*|ужин\\p{L}*|обед\\p{L}*|новоселье|утренник\\p{L}*|годовщин\\p{L}*|встреч\\p{L}*\\s+выпускник\\p{L}*';
export const PUBLIC =
  'charity|fundraiser|fundraising|bake\\s+sale|yard\\s+sale|garage\\s+sale|raffle|auction|concert|exhibition|выставк\\p{L}*|концерт\\p{L}*|спектакл\\p{L}*|meetup|conference|hackathon|tournament|festival|fair|race|\\d+\\s*k\\s+(?:run|walk)|fun\\s+run|благотворительн\\p{L}*|конференци\\p{L}*|митап\\p{L}*|хакатон\\p{L}*|турнир\\p{L}*|фестивал\\p{L}*|ярмарк\\p{L}*|забег\\p{L}*|субботник\\p{L}*';
export const BODY =
  /(?<![\p{L}])(?:lose|slim|get\s+(?:in\s+)?(?:fit|shape)|tone\s+up|fit\s+into|похудеть|сбросить|скинуть|подтянуть|прийти\s+в\s+форму|влезть\s+в)/iu;

export const PUBLIC_EVENT = near(ORGANISE, PUBLIC);
/** Counted things a person makes; films only with a verb of making (else they are watched). */
export const WORK_UNITS = new Set([
  'painting',
  'drawing',
  'poem',
  'song',
  'story',
  'photo',
  'video',
  'sweater',
]);
export const CONSUME = re('read|watch|listen|прочит|читать|посмотреть|смотреть|послушать|слушать');
export const MAKE_FILM = re('make|shoot|film|снять|снимать|смонтировать');
export const PARTY_EVENT = near(ORGANISE, PARTY);
export const SURPRISE = re(
  '(?:make|prepare|plan|organi[sz]e|arrange)\\s+(?:\\p{L}+\\s+)?(?:a\\s+)?surprise|(?:сделать|подготовить|устроить|организовать)\\s+(?:\\p{L}+\\s+)?сюрприз',
);
/** Things made by hand, counted: "knit 4 hats", «сшить 5 платьев». */
export const MAKE_COUNT = re(
  '(?:knit|sew|crochet|embroider|sculpt|carve|craft|bake|связать|сшить|вышить|сплести|вылепить|вырезать|испечь|сделать\\s+своими\\s+руками)\\s+(\\d{1,3})\\s+\\p{L}+',
);
export const EXPEDITION = re(
  'hike\\s+(?:the|a|to|up)|hiking\\s+trip|trek\\p{L}*|thru-?hike|climb\\s+(?:mount|mt|kilimanjaro|elbrus|everest)|summit|camino|поход\\p{L}*\\s+(?:по|на|в)|сходить\\s+в\\s+поход|пройти\\s+(?:маршрут|тропу|трек|камино)|восхождени\\p{L}*|подняться\\s+на|взойти\\s+на|эльбрус\\p{L}*|килиманджаро|трекинг\\p{L}*',
);
export const TRIP = re(
  'travel\\p{L}*|trip|rafting|(?:kayak|canoe)\\p{L}*\\s+(?:trip|down)|сплав(?:иться|\\s+по|\\s+на)\\p{L}*|backpack\\p{L}*|road\\s*trip|vacation|holiday\\s+(?:in|to)|fly\\s+to|путешеств\\p{L}*|съездить|поехать\\s+(?:в|на)|поездк\\p{L}*|слетать|отпуск\\p{L}*\\s+(?:в|на)|отдохнуть\\s+(?:в|на)|тур\\s+по',
);
export const DECLUTTER = re(
  'declutter\\p{L}*|konmari|marie\\s+kondo|(?:organi[sz]e|clear\\s+out|clean\\s+out|sort\\s+out|tidy)\\s+(?:up\\s+)?(?:the|my|our)\\s+(?:garage|loft|attic|basement|closet|wardrobe|shed|house|home|flat|apartment|room|kitchen|cupboards?|storage)|расхлам\\p{L}*|мари\\s+кондо|разобрать\\s+(?:\\p{L}+\\s+)?(?:шкаф\\p{L}*|гардероб\\p{L}*|гараж\\p{L}*|балкон\\p{L}*|антресол\\p{L}*|кладов\\p{L}*|квартир\\p{L}*|вещи|завалы|хлам)|навести\\s+порядок\\s+(?:в|на)\\s+(?:квартир\\p{L}*|дом\\p{L}*|шкаф\\p{L}*|гараж\\p{L}*|кладов\\p{L}*|комнат\\p{L}*|балкон\\p{L}*|вещах|антресол\\p{L}*)|избавиться\\s+от\\s+(?:лишних\\s+вещей|хлама)|(?:get|have)\\s+(?:the|my|our)\\s+(?:garage|loft|attic|basement|closet|wardrobe|shed|storage\\s+(?:room|unit))\\s+(?:organi[sz]ed|cleaned\\s+out|cleared\\s+out|sorted|tidied|decluttered)|(?:garage|loft|attic|basement|closet|shed)\\s+(?:clean[\\s-]?out|clear[\\s-]?out|organi[sz]ation)|(?:привести\\s+в\\s+порядок|разгрести)\\s+(?:\\p{L}+\\s+)?(?:гараж|балкон|кладовк|антресол|завал|хлам|сара)\\p{L}*',
);
export const SEEDLINGS = re(
  'seedlings?|start\\s+seeds|рассад\\p{L}*|огород\\p{L}*|vegetable\\s+garden|veg(?:gie)?\\s+(?:patch|garden)|grow\\s+(?:my\\s+own\\s+|our\\s+own\\s+)?(?:vegetables|veg|tomatoes)',
);
export const SCHOOL_START = re(
  '(?:prepare|get|ready)\\s+(?:\\p{L}+\\s+){0,3}(?:for|ready\\s+for)\\s+(?:starting\\s+)?(?:school|kindergarten|first\\s+grade|year\\s+1)|(?:starts?|starting)\\s+(?:school|kindergarten)|подготов\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}к\\s+(?:школ\\p{L}*|первому\\s+классу)|в\\s+первый\\s+класс',
);
export const CHILD_HABIT = re(
  'wean\\p{L}*|отлуч\\p{L}*|(?:toddler|baby|kids?|son|daughter|child)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}sleep|potty|toilet[-\\s]train\\p{L}*|pacifier|dummy|binky|thumb[-\\s]sucking|sleep\\s+in\\s+(?:their|his|her)\\s+own\\s+bed|(?:kids?|children|toddler|baby|son|daughter)\\s+(?:\\p{L}+\\s+){0,2}(?:to|in)\\s+bed|горшк\\p{L}*|соск\\p{L}*|пустышк\\p{L}*|(?:спать|засыпать)\\s+в\\s+сво\\p{L}*\\s+кроват\\p{L}*|укладыва\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:ребён|ребен|дет|сына|дочь)',
);
export const PARENT_CARE = re(
  'assisted\\s+living|care\\s+home|nursing\\s+home|retirement\\s+home|(?:aging|ageing|elderly)\\s+(?:parents?|mom|mum|dad|mother|father)|дом\\p{L}*\\s+престарел\\p{L}*|пансионат\\p{L}*|сиделк\\p{L}*|уход\\p{L}*\\s+за\\s+(?:мам|пап|бабушк|дедушк|родител|отц|матер)\\p{L}*',
);
export const GIFTS = re(
  '(?:buy|get|prepare|make|wrap|choose)\\s+(?:\\p{L}+\\s+){0,3}(?:presents|gifts)|christmas\\s+shopping|(?:подготовить|купить|выбрать|сделать|собрать)\\s+(?:\\p{L}+\\s+){0,2}подарк\\p{L}*',
);
export const CONDITION = re(
  'cholester\\p{L}*|a1c|hba1c|blood\\s+sugar|glucose|pre-?diabet\\p{L}*|diabet\\p{L}*|blood\\s+pressure|hypertension|thyroid|холестерин\\p{L}*|сахар\\p{L}*\\s+(?:в\\s+)?крови|глюкоз\\p{L}*|диабет\\p{L}*|давлени\\p{L}*|гипертони\\p{L}*|щитовидк\\p{L}*|гемоглобин\\p{L}*|врач\\s+назначил\\p{L}*|doctor\\s+(?:said|told|prescribed)',
);
export const TREAT = re(
  'eye\\s+test|optician|mri|ct\\s+scan|x-?ray|ultrasound|physio\\p{L}*|dermatolog\\p{L}*|specialist|мрт|узи|рентген\\p{L}*|вылечить|лечени\\p{L}*|гастрит\\p{L}*|физиотерап\\p{L}*|остеопат\\p{L}*|дерматолог\\p{L}*|невролог\\p{L}*|лор(?![\\p{L}])|врач\\p{L}*|doctor',
);
export const DENTAL = re('dentist|dental|teeth|tooth|стоматолог\\p{L}*|зуб\\p{L}*');
export const CHECKUP = re(
  'check-?up|physical\\s+exam|screening|mammogram|colonoscop\\p{L}*|smear\\s+test|blood\\s+tests?|диспансеризац\\p{L}*|анализ\\p{L}*|обследован\\p{L}*|эндокринолог\\p{L}*|терапевт\\p{L}*|кардиолог\\p{L}*|гинеколог\\p{L}*|окулист\\p{L}*|офтальмолог\\p{L}*|(?:see|visit)\\s+(?:a|the|my)\\s+(?:doctor|gp)|(?:сходить|записаться)\\s+к\\s+врач\\p{L}*|медосмотр\\p{L}*',
);
export const DAILY_CARE = re(
  'every\\s+day|each\\s+day|daily|a\\s+day|twice|каждый\\s+день|ежедневно|в\\s+день|дважды',
);
export const CAREER_SWITCH = re(
  '(?:move|switch|transition|pivot|change|go)\\s+(?:careers?\\s+)?from\\s+(?:[\\p{L}-]+\\s+){1,3}(?:in)?to\\s+|career\\s+change|change\\s+(?:my\\s+)?careers?|switch\\s+careers?|(?:get|break)\\s+into\\s+(?:tech|it|ux|data|product|software|marketing|design|nursing|teaching)|уйти\\s+(?:из|с|со)\\s+(?:\\p{L}+\\s+){1,3}в\\s+|перейти\\s+из\\s+(?:\\p{L}+\\s+){1,3}в\\s+|сменить\\s+(?:профессию|сферу|специальность)|войти\\s+в\\s+(?:it|ит|айти)|вкатиться|coming\\s+from\\s+\\p{L}+|в\\s+(?:it|ит|айти)\\s+из\\s+|из\\s+\\p{L}+\\s+в\\s+(?:it|ит|айти)(?![\\p{L}])|переквалифицир\\p{L}*|переучиться\\s+на',
);
export const DEBT = re(
  'debt|loan|credit\\s+card|mortgage|pay\\s+off|repay|долг\\p{L}*|кредит\\p{L}*|ипотек\\p{L}*|погас\\p{L}*|займ\\p{L}*|рассрочк\\p{L}*',
);
/** "Visit Paris", "Go to Japan", "take the kids to Disneyland": a place name after a verb of going (case matters). */
export const GO_TO_PLACE =
  /(?<![\p{L}])(?:(?:[Vv]isit|[Gg]o\s+to|[Gg]et\s+to|[Ff]ly\s+to|[Tt]ake\s+(?:the\s+|my\s+|our\s+)?(?:family|kids|children|wife|husband|partner|mom|mum|dad|parents)\s+to)\s+(?:the\s+)?\p{Lu}|[Ss]ee\s+(?:the\s+)?(?:\p{L}+\s+){1,3}in\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?![\p{L}]))\p{Lu}\p{Ll}+)/u;
export const DIY = re(
  'paint\\s+(?:the|my|our)\\s+(?:living\\s+room|bedroom|kitchen|bathroom|room|walls?|house|fence|hallway|ceiling|shed|deck)|build\\s+(?:a|an|the|my|our)\\s+(?:deck|shed|fence|patio|pergola|treehouse|bookshelf|shelves|raised\\s+beds?)|put\\s+up\\s+shelves|lay\\s+(?:the\\s+)?(?:floor|tiles|laminate)|re-?tile|wallpaper|покрасить\\s+(?:\\p{L}+\\s+)?(?:стен\\p{L}*|комнат\\p{L}*|потол\\p{L}*|забор\\p{L}*|дом\\p{L}*|окн\\p{L}*)|поклеить\\s+обои|переклеить\\s+обои|положить\\s+(?:плитку|ламинат)|построить\\s+(?:\\p{L}+\\s+)?(?:баню|сарай|забор|беседку|террасу|теплицу)|собрать\\s+(?:шкаф|кухню)|(?:сделать|обустроить|оборудовать|устроить)\\s+(?:\\p{L}+\\s+){0,3}(?:гардеробн\\p{L}*|кабинет\\p{L}*|мастерск\\p{L}*|стеллаж\\p{L}*|полк[иу]|антресол\\p{L}*|детск\\p{L}*|спальн\\p{L}*|балкон\\p{L}*|лоджи\\p{L}*)|(?:build|make|set\\s+up|turn\\s+(?:the|my|our)\\s+(?:[\\p{L}-]+\\s+){1,2}into)\\s+(?:a\\s+|an\\s+|my\\s+|our\\s+)?(?:home\\s+office|walk-in\\s+closet|workshop|reading\\s+nook|built-in\\s+wardrobe|closet\\s+system)',
);
/** A small repair at home: a tap, a door, a socket to fix, not a room to redo. */
export const REPAIR = re(
  '(?:fix|repair|replace|unblock|unclog)\\s+(?:the\\s+|a\\s+|my\\s+|our\\s+)?(?:\\p{L}+\\s+){0,2}(?:tap|faucet|sink|toilet|door|window|shelf|drawer|roof|gutter|fence|radiator|socket|light|leak|drain|hinge|cupboard|cabinet|shower)|(?:починить|отремонтировать|заменить|поменять|прочистить)\\s+(?:\\p{L}+\\s+){0,2}?(?:кран\\p{L}*|смесител\\p{L}*|раковин\\p{L}*|унитаз\\p{L}*|двер\\p{L}*|окн\\p{L}*|полк\\p{L}*|ящик\\p{L}*|крыш\\p{L}*|забор\\p{L}*|розетк\\p{L}*|выключател\\p{L}*|слив\\p{L}*|петл\\p{L}*|шкаф\\p{L}*|душ\\p{L}*|батаре\\p{L}*)',
);
export const KINDERGARTEN = re(
  '(?:nursery|preschool|daycare|kindergarten|садик\\p{L}*|детск\\p{L}*\\s+сад\\p{L}*|ясл\\p{L}*)',
);
export const TEACH_CHILD = re(
  '(?:teach|help)\\s+(?:my|our|the)\\s+(?:kids?|son|daughter|child|children|toddler|\\d+\\s*yo)\\s+(?:how\\s+)?to\\s+|научить\\s+(?:\\p{L}+\\s+)?(?:ребён\\p{L}*|ребен\\p{L}*|сына|дочь|дочку|детей|малыш\\p{L}*)\\s+',
);
export const ROAD_TRIP = re(
  'road\\s*trip|drive\\s+(?:to|across|through|the)\\s|driving\\s+(?:trip|holiday)|на\\s+машине|на\\s+авто(?:мобиле)?(?![\\p{L}])|автопутешеств\\p{L}*|автотур\\p{L}*',
);
export const SAVE = re('save|saving|накоп\\p{L}*|копить|отложить');
