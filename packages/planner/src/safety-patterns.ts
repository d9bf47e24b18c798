/** The words the safety screen looks for, in English and Russian. */
const w = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');

export const FAST = w(
  'water[\\s-]?(?:only[\\s-]?)?fast\\p{L}*|dry[\\s-]?fast\\p{L}*|juice[\\s-]?(?:fast|cleanse)\\p{L}*|fast(?:ing)?\\s+for\\s+\\d+|\\d+[\\s-]?days?\\s+(?:water[\\s-]+(?:only[\\s-]+)?|dry\\s+)?fast\\p{L}*|(?:по|от|на)?голода\\p{L}*|голодом|голодовк\\p{L}*|сухо\\p{L}*\\s+голодан\\p{L}*|не\\s+есть\\s+(?:\\d+|одн\\p{L}*|дв[ае]|тр[ие]\\p{L}*|четыр\\p{L}*|пят\\p{L}*|шест\\p{L}*|сем\\p{L}*|десят\\p{L}*|несколько|пар[уы])\\s+(?:дн|сут|недел)|(?:stop|not)\\s+eat(?:ing)?\\s+for\\s+\\d+\\s+days|без\\s+еды\\s+\\d+|не\\s+есть\\s+(?:целую\\s+|всю\\s+)?(?:недел\\p{L}*|сутками|днями|несколько\\s+дней)|(?<!drink(?:ing)?\\s+)(?:only|just|nothing\\s+but)\\s+water\\s+for\\s+(?:\\d+|a|\\p{L}+)\\s+(?:days?|weeks?)|\\d+[\\s-]?(?:hours?|hrs?|h)\\s+(?:water\\s+|dry\\s+)?fast\\p{L}*|(?:питаться|сидеть|жить)\\s+(?:\\p{L}+\\s+)?только\\s+(?:на\\s+)?вод(?:е|ой)|только\\s+(?:на\\s+)?вод(?:е|ой)\\s+\\d+',
);
export const FAST_OK = w('intermittent|16[:/]8|14[:/]10|18[:/]6|интервальн\\p{L}*|окно\\s+питани');
export const FAST_DAYS = /(\d+)\s*[-\s]?(?:days?|дн\p{L}*|сут\p{L}*|недел\p{L}*|weeks?)/iu;
/** A fast's length in hours ("72 hour fast"). */
export const FAST_HOURS = /(\d+)\s*[-\s]?(?:hours?|hrs?|h|час\p{L}*)(?![\p{L}])/iu;

export const SLEEP = /(?<![\p{L}])(?:sleep\p{L}*|спать|сп(?:лю|ать)|сон|сна|высыпат\p{L}*)(?![\p{L}])/iu;
export const SLEEP_HOURS =
  /(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?)\s*(?:-|\s)?(?:hours?|hrs?|h|час\p{L}*|ч)(?![\p{L}])/iu;
export const POLYPHASIC = w('polyphasic|uberman|полифазн\\p{L}*');

export const EVERY_DAY = w(
  'every\\s*(?:single\\s+)?day|each\\s+day|daily|7\\s*x\\s*(?:a\\s+)?week|каждый\\s+(?:божий\\s+)?день|7\\s+days\\s+a\\s+week|seven\\s+days\\s+a\\s+week|no\\s+rest|without\\s+rest|ежедневно|без\\s+выходных|без\\s+отдыха|7\\s+дней\\s+в\\s+неделю|семь\\s+дней\\s+в\\s+неделю|twice\\s+a\\s+day|два\\s+раза\\s+в\\s+день',
);
export const HARD = w(
  'hard|intense|intensive|hiit|max(?:imum)?|heavy|crossfit|to\\s+failure|gym|lift\\p{L}*|strength|workout|train\\p{L}*|тяжел\\p{L}*|тяжёл\\p{L}*|интенсив\\p{L}*|на\\s+максимум|до\\s+отказа|кроссфит|качат\\p{L}*|качал\\p{L}*|в\\s+зал|силов\\p{L}*|тренир\\p{L}*|тренаж\\p{L}*',
);
/** Training named with its intensity ("train hard", «тренировки до отказа»): found whatever the goal's category. */
export const HARD_TRAINING = w(
  '(?:train(?:ing)?|workouts?|work\\s+out|тренир\\p{L}*|тренировк\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:hard|intense|intensive|heavy|to\\s+failure|до\\s+отказа|на\\s+максимум|интенсивн\\p{L}*|тяжел\\p{L}*|тяжёл\\p{L}*)|(?:hard|intense|intensive|heavy|hiit|crossfit|интенсивн\\p{L}*|тяжел\\p{L}*|тяжёл\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:training|workouts?|sessions?|тренировк\\p{L}*)',
);
export const GENTLE = w(
  'walk\\p{L}*|stretch\\p{L}*|yoga|meditat\\p{L}*|гуля\\p{L}*|ходьб\\p{L}*|шаг\\p{L}*|растяжк\\p{L}*|йог\\p{L}*|медит\\p{L}*|зарядк\\p{L}*',
);

/** Open water named anywhere in the goal, for a weak swimmer's words to count as a non-swimmer's. */
const OPEN_ANYWHERE =
  "(?:open\\s+water|sea|ocean|lake|river|bay|across|cross(?:ing)?|channel|reef|harbou?r|pier|cove|quarry|loch|lough|jump(?:ing)?\\s+in(?!\\s+(?:the\\s+|a\\s+)?pool)|(?:cold|icy|ice|winter|freezing)[\\s-](?:water|swim\\p{L}*|dip|plunge)|(?:christmas|boxing|new\\s+year(?:'|’)?s?)(?:\\s+day)?\\s+(?:swim|dip|plunge)|polar\\s+plunge|прорубь|прыгнуть\\s+в\\s+воду|моржев\\p{L}*|(?:крещенск\\p{L}*|зимн\\p{L}*)\\s+(?:купани\\p{L}*|заплыв\\p{L}*)|пирс\\p{L}*|карьер\\p{L}*|водохранилищ\\p{L}*|озер\\p{L}*|мор[еяю]\\p{L}*|рек[аиуе]\\p{L}*|залив\\p{L}*|переплы\\p{L}*|открыт\\p{L}*\\s+вод\\p{L}*)(?![\\p{L}])";
/** A weak swimmer: "can barely swim", "one length of the pool", «еле плаваю», «плаваю плохо». */
const WEAK =
  "(?:can\\s+|could\\s+)?(?:barely|hardly|only\\s+just)\\s+swim|(?:can'?t|cannot|can\\s+not)\\s+swim\\s+(?:very\\s+)?(?:well|far|much)|(?:can'?t|cannot|can\\s+not)\\s+(?:really|properly|actually)\\s+swim|not\\s+much\\s+of\\s+a\\s+swimmer|(?:i'?m|i\\s+am)\\s+(?:a\\s+)?(?:weak|poor|bad|terrible|awful|shaky)\\s+swimmer|not\\s+(?:a\\s+)?(?:strong|good|great|confident)\\s+swimmer|(?:only\\s+|just\\s+|barely\\s+)?(?:one|1|a\\s+single)\\s+length\\s+of\\s+(?:the\\s+|a\\s+)?pool|(?:еле|еле-еле|плохо|слабо|кое-как|почти\\s+не)\\s+(?:умею\\s+)?плава\\p{L}*|плаваю\\s+(?:очень\\s+)?(?:плохо|слабо|еле-еле|кое-как)";
/** A weak swimmer's words count when open water is named before or after them. */
const WEAK_IN_OPEN_WATER = `(?:${WEAK})(?=[\\s\\S]*(?<![\\p{L}])${OPEN_ANYWHERE})|(?<=(?<![\\p{L}])${OPEN_ANYWHERE}[\\s\\S]*)(?:${WEAK})`;
export const NON_SWIMMER = w(
  `${WEAK_IN_OPEN_WATER}|` +
    "can'?t\\s+swim|cannot\\s+swim|can\\s+not\\s+swim|non[\\s-]?swimmer|never\\s+(?:learned|learnt)\\s+(?:how\\s+)?to\\s+swim|(?:don'?t|do\\s+not)\\s+know\\s+how\\s+to\\s+swim|(?:afraid|scared|frightened|terrified)\\s+of\\s+(?:the\\s+)?(?:water|deep\\s+water|swimming|drowning)|fear\\s+of\\s+(?:the\\s+)?(?:water|swimming|drowning)|aquaphob\\p{L}*|не\\s+умею\\s+плавать|плавать\\s+(?:совсем\\s+|вообще\\s+|пока\\s+|ещё\\s+|еще\\s+)?не\\s+умею|не\\s+плаваю|боюсь\\s+(?:воды|глубины|плавать|утонуть)|страх\\p{L}*\\s+(?:воды|глубины)|боязн\\p{L}*\\s+воды",
);
export const WATER = w(
  'swim\\p{L}*|open\\s+water|sea|ocean|lake|river|dive|diving|scuba|snorkel\\p{L}*|triathlon|плава\\p{L}*|плыть|проплы\\p{L}*|переплы\\p{L}*|мор\\p{L}*|океан\\p{L}*|озер\\p{L}*|рек\\p{L}*|нырн\\p{L}*|ныря\\p{L}*|дайвинг\\p{L}*|триатлон\\p{L}*|бассейн\\p{L}*',
);
export const OPEN_WATER = w(
  "open\\s+water|sea|ocean|lake|river|across|harbou?r|pier|cove|quarry|loch|lough|jump(?:ing)?\\s+in(?!\\s+(?:the\\s+|a\\s+)?pool)|(?:cold|icy|ice|winter|freezing)[\\s-](?:water|swim\\p{L}*|dip|plunge)|(?:christmas|boxing|new\\s+year(?:'|’)?s?)(?:\\s+day)?\\s+(?:swim|dip|plunge)|polar\\s+plunge|прорубь|моржев\\p{L}*|(?:крещенск\\p{L}*|зимн\\p{L}*)\\s+(?:купани\\p{L}*|заплыв\\p{L}*)|пирс\\p{L}*|карьер\\p{L}*|водохранилищ\\p{L}*|dive|diving|scuba|triathlon|открыт\\p{L}*\\s+вод\\p{L}*|мор\\p{L}*|океан\\p{L}*|озер\\p{L}*|рек\\p{L}*|переплы\\p{L}*|нырн\\p{L}*|ныря\\p{L}*|дайвинг\\p{L}*|триатлон\\p{L}*|глубин\\p{L}*",
);

export const ALTITUDE = w(
  'everest|kilimanjaro|kili(?![\\p{L}])|elbrus|aconcagua|denali|mont\\s+blanc|kazbek|ararat|lenin\\s+peak|machu\\s+picchu|annapurna|base\\s+camp|high[\\s-]altitude|эверест\\p{L}*|килиманджаро|эльбрус\\p{L}*|аконкагуа|монблан\\p{L}*|казбек\\p{L}*|арарат\\p{L}*|пик\\p{L}*\\s+ленина|аннапурн\\p{L}*|базов\\p{L}*\\s+лагер\\p{L}*|высокогор\\p{L}*',
);
export const METRES = /(\d[\d\s,.]{2,6})\s*(m|м|метр\p{L}*|meters|metres|ft|feet|футов)(?![\p{L}])/iu;
export const CLIMB = w(
  'climb|summit|trek|hike|ascent|восхожд\\p{L}*|подня\\p{L}*|взойти|покорить|треккинг\\p{L}*|поход\\p{L}*',
);

export const ALCOHOL = w(
  'alcohol\\p{L}*|drinking|booze|grog|beers?|slabs?|tinnies|vodka|whiske?y|liquor|sober|пив[оа]|алкогол\\p{L}*|спиртн\\p{L}*|пить|выпив\\p{L}*|бух\\p{L}*|водк\\p{L}*|коньяк\\p{L}*|трезв\\p{L}*|запо\\p{L}*',
);
export const HEAVY = w(
  'heavy|heavily|every\\s+(?:day|night|evening)|nightly|daily|a\\s+bottle|bottles?\\s+a\\s+day|(?:a\\s+)?slab\\s+a\\s+day|the\\s+shakes|withdrawals?|cold\\s+turkey|alcoholic|binge\\p{L}*|a\\s+lot|трясуч\\p{L}*|тремор\\p{L}*|каждый\\s+(?:день|вечер)|ежедневно|бутылк\\p{L}*|литр\\p{L}*|запо\\p{L}*|много\\s+пью|сильно\\s+пью|алкоголизм\\p{L}*|алкоголик\\p{L}*|резко|сразу|в\\s+один\\s+день',
);

export const CALORIES = /(\d{3,4})\s*(?:kcal|calories|cals?|ккал|калори\p{L}*)/iu;

export const BODY_WEIGHT =
  /(?:i\s+weigh|i'?m|weigh(?:ing)?|вешу|мой\s+вес|вес(?:ом)?|сейчас)\s*(\d{2,3}(?:[.,]\d)?)\s*(kg|кг|lbs?|pounds?|фунт\p{L}*)/iu;
