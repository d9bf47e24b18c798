import type { Category } from './categories.js';
import { goalStatement } from './playbook-fit.js';
import type { Target } from './types.js';
import { unitKind } from './units.js';

/**
 * Word stems that point to a category, en and ru together; every stem must start a word. The category with
 * most hits wins; on a tie the earlier one (self-development is last: "learn" alone says little).
 */
const STEMS: Array<[Category, string]> = [
  [
    'health',
    'run|marathon|jog|gym|fitness|weight|lose|kg|push-?up|pull-?up|swim|soda|fast\\s*food|junk\\s+food|energy\\s+drinks?|touch\\s+my\\s+toes|splits|flexib|шпагат|подтягив|подтянуться|фастфуд|энергетик|газировк|cycling|bike|yoga|stretch|sleep|diet|healthy|sugar|smok|alcohol|walk|steps|health|muscle|plank|fit(?![\\p{L}])|sport|бег|пробеж|марафон|полумарафон|забег|зал(?![\\p{L}])|фитнес|похуд|вес(?:а|у|ом|е)?(?!\\p{L})|кг|отжим|подтяг|плава|велосипед|йог|растяж|сон(?![\\p{L}])|спать|питани|сахар|кур(?:ить|ени)|алкогол|ходьб|шаг|здоров|мышц|планк|трениров|спорт|сбросить',
  ],
  [
    'finances',
    'save|saving|put\\s+(?:away|aside)|set\\s+aside|money|budget|debt|loan|mortgage|invest|income|emergency fund|pension|retire|overspend|накоп|копить|отлож|отклад|деньг|бюджет|долг|кредит|ипотек|инвест|доход|подушк|пенси|сбереж|финанс|погас',
  ],
  [
    'career',
    'job|career|(?:land|get|find|secure|start|apply\\s+for)\\s+(?:a\\s+|an\\s+|the\\s+|my\\s+)?(?:[\\p{L}-]+\\s+){0,3}role(?![\\p{L}])|promot|interview|resume|cv(?![\\p{L}])|salary|raise(?![\\p{L}])|manager|position|hire|portfolio|senior|работ[уаеы]|карьер|повышени|собеседовани|резюме|должност|ваканси|оффер|тимлид|менеджер|аналитик',
  ],
  [
    'relationships',
    'friend|family|partner|wife|husband|dates?(?![\\p{L}])|dating|relationship|parents|kids|children|marriage|people|друз|друг(?![\\p{L}])|семь|партн[её]р|жен|муж|свидани|отношени|родител|дет|брак|знаком|общени',
  ],
  [
    'creativity',
    "write\\s+(?:a\\s+)?(?:\\p{L}+[’'s]*\\s+)?book|написать\\s+(?:\\p{L}+\\s+)?книгу|draw|paint|write|novel|stor(?:y|ies)|poem|poetry|song|music|compose|photo|film|design|sketch|watercolou?r|рису|рисов|нарис|живопис|картин|писать|написать|роман|рассказ|стих|песн|музык|фото|снять|дизайн|скетч|творч|акварел|ep(?![\\p{L}])|album|mixtape|spotify|soundcloud|short\\s+film|альбом|трек|клип|короткометраж",
  ],
  [
    'spirituality',
    'meditat|mindful|pray|gratitude|journal|retreat|spiritual|faith|calm|медит|осознан|молит|благодарн|дневник|ретрит|духовн|вер[аыу](?![\\p{L}])|спокойстви|випассан',
  ],
  [
    'hobbies',
    'guitar|piano|chess|garden|cook|bake|baking|fishing|knit|climb|travel|hike|hiking|dance|ski|surf|board game|instrument|гитар|пианино|фортепиано|шахмат|сад(?![\\p{L}])|огород|готов(?:ить|к)|выпечк|хлеб|рыбалк|вязан|скалолаз|путешеств|поход|танц|лыж|с[её]рф|хобби|инструмент',
  ],
  [
    'technology',
    'code|coding|program|python|javascript|typescript|react|apps?(?![\\p{L}])|web|software|developer|ai(?![\\p{L}])|machine learning|data|sql|linux|cloud|devops|website|github|bots?(?![\\p{L}])|chat\\s?bot|бот(?:а|ов)?(?![\\p{L}])|чат-?бот|код|программ|разработ|приложени|сайт|данн|нейросет|машинн|облак|девопс|айти',
  ],
  [
    'science',
    'science|research|papers?(?![\\p{L}])|experiment|physics|chemistry|biology|math|astronom|thesis|phd|dissertation|lab(?![\\p{L}])|black hole|наук|научн|исследов|эксперимент|физик|хими|биолог|математ|астроном|диссертац|лаборатор',
  ],
  [
    'self-development',
    'read|book|language|english|spanish|german|french|habit|discipline|speak|words|vocabulary|ielts|toefl|wake up|public speaking|читать|прочита|книг|выучить|язык|английск|испанск|немецк|французск|привычк|дисциплин|слов|саморазвит|продуктивн|вставать|выступлени|заговорить|uni(?![\\p{L}])|university|college|ucas|personal\\s+statement|поступ|вуз|вышк',
  ],
];

/** Everyday words of each category that the stems above miss (doctors, family members, a café of one's own). */
const MORE: Partial<Record<Category, string>> = {
  health:
    'triathl|ironman|duathl|handstand|cardio|calori|protein|veggies|vegetables|body\\s*fat|squat|deadlift|bench\\s+press|pilates|crossfit|boxing|martial\\s+arts|karate|judo|bjj|триатл|стойк\\p{L}*\\s+на\\s+руках|калори|белк|овощ|пилатес|кроссфит|бокс|единоборств|карате|дзюдо|exercis|workout|water(?![\\p{L}])|hydrat|зарядк|вод[уыа](?![\\p{L}])|doctor|dentist|teeth|tooth|floss|blood\\s+pressure|cholesterol|check-?up|soda|energy\\s+drink|back\\s+pain|posture|врач|стоматолог|зуб|давлени|холестерин|диспансер|анализ|газировк|энергетик|спин[аыу]|осанк|здоров|похуд|пресс|подтяг|отжим|лишн\\p{L}*\\s+вес|train(?:ing)?\\s+(?:hard|every|daily|twice)|rehab|surgery|injur|physio|knee|acl(?![\\p{L}])|fasting|ibs(?![\\p{L}])|diabet|pregnan|shredded|hiit|in\\s+shape|реабилит|операци|травм|колен|голодани|диабет|беремен|заберемен|в\\s+форм',
  relationships:
    'son(?![\\p{L}])|daughter|mom|mum|dad(?![\\p{L}])|grandma|grandmother|grandpa|kid|child|toddler|neighbou?r|сын|доч|мам[аеуы]|пап[аеуы]|бабушк|дедушк|ребён|ребен|малыш|сосед|бывш|roommate|flatmate|housemate|brother|sister|gf(?![\\p{L}])|bf(?![\\p{L}])|girlfriend|boyfriend|shy|ppl(?![\\p{L}])|meet\\s+(?:more\\s+|new\\s+)?people|reconcil|make\\s+up\\s+with|брат|сестр|помир|ссор|познаком|людьми|люд[еи]|компани[юяи]\\s+(?:для|друз)|стеснит|застенчив',
  career:
    'freelanc|side\\s+hustle|linkedin|networking|фриланс|подработк|нетворкинг|business|clients|customers|startup|coffee\\s+shop|certification|cpa(?![\\p{L}])|celta|tefl|acca|cfa(?![\\p{L}])|pmp(?![\\p{L}])|mba(?![\\p{L}])|teach\\s+english|бизнес|клиент|кофейн|стартап|сертификац|shop(?![\\p{L}])|store(?![\\p{L}])|caf[eé]|bakery|coffee\\s+van|food\\s+truck|salon|saas|mvp|signups?|etsy|sell|meetup|back\\s+to\\s+work|return\\s+to\\s+work|магазин|пекарн|барбершоп|салон|ип(?![\\p{L}])|самозанят|продать|продава|продаж|митап|конференц|по\\s+работе',
  hobbies:
    'crochet|sew(?:ing)?(?![\\p{L}])|pottery|ceramics|woodwork|calligraph|lego|jigsaw|puzzle|rubik|magic\\s+tricks|birdwatch|aquarium|крючк|шить|гончар|керамик|столяр|каллиграф|лего|пазл|кубик|фокус|snowboard|ukulele|trip|vacation|board\\s+games|сноуборд|укулеле|поездк|путешеств|отпуск|настолк|настол|дач[аеиу]|расхлам|declutter|garage|балкон|антресол|кладовк|puppy|kitten|щен|кот[её]нк|juggl|national\\s+parks?|stand-?up|open\\s+mic|comedy|improv|жонгл|стендап|импровиз|нацпарк|skateboard|kickflip|ollie|rollerblad|skat|скейт|коньк|ролик',
  spirituality: 'bible|church|quran|koran|torah|библи|церк|храм|коран|намаз',
  finances: 'flat(?![\\p{L}])|apartment|house\\s+deposit|down\\s+payment|first\\s+home|квартир|первоначальн',
};

const KEYWORDS: Array<[Category, RegExp]> = STEMS.map(([c, stems]) => [
  c,
  new RegExp(`(?<![\\p{L}])(?:${stems}${MORE[c] ? `|${MORE[c]}` : ''})`, 'giu'),
]);

/** Infers the category from the words of the goal (and its unit); self-development when nothing matches. */
/** Writing a book is creative work whatever the book is about ("a children's book", "книгу о семье"). */
const WRITE_BOOK =
  /(?<![\p{L}])(?:write|writing|написать|пишу|дописать)\s+(?:\p{L}+[’'s]*\s+){0,3}(?:book|книг)/iu;

const PURPOSE_TAIL = /\s(?:for|для|чтобы|so\s+that|in\s+order\s+to)\s.*$/iu;

export function inferCategory(text: string, target: Target | null): Category {
  if (WRITE_BOOK.test(text)) return 'creativity';
  const scores = new Map<Category, number>();
  // What is made or done weighs more than what it is for: "a Telegram bot for booking clients" is technology.
  const main = text.replace(PURPOSE_TAIL, '');
  const stated = goalStatement(text);
  for (const [category, re] of KEYWORDS) {
    re.lastIndex = 0;
    const n = text.match(re)?.length ?? 0;
    re.lastIndex = 0;
    const inMain = main === text ? 0 : (main.match(re)?.length ?? 0) * 0.5;
    re.lastIndex = 0;
    // Words of the goal's statement weigh more than an occasion's ("before my visa runs out") or the person's.
    const inStatement = stated === text ? n : (stated.match(re)?.length ?? 0);
    re.lastIndex = 0;
    if (n > 0) scores.set(category, inStatement + (n - inStatement) * 0.5 + inMain);
  }
  if (target) {
    const kind = unitKind(target.unit);
    const bonus: Category | null =
      kind === 'money'
        ? // A pay or takings to reach ("a raise to 85k") is work; a sum to put aside or repay is money.
          target.measure === 'level'
          ? 'career'
          : 'finances'
        : kind === 'distance' ||
            kind === 'weight' ||
            ['pushup', 'pullup', 'step', 'workout'].includes(target.unit)
          ? 'health'
          : target.unit === 'book' || target.unit === 'word'
            ? 'self-development'
            : target.unit === 'meditation'
              ? 'spirituality'
              : target.unit === 'friend' || target.unit === 'date'
                ? 'relationships'
                : null;
    if (bonus) scores.set(bonus, (scores.get(bonus) ?? 0) + 2);
  }
  let best: Category = 'self-development';
  let bestScore = 0;
  for (const [category, score] of scores) {
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
