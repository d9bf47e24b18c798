import type { Category } from './categories.js';
import type { Target } from './types.js';
import { unitKind } from './units.js';

/** Word stems that point to a category, en and ru together; the category with most hits wins. */
const KEYWORDS: Array<[Category, RegExp]> = [
  [
    'health',
    /run|marathon|jog|gym|fitness|weight|lose|kg|push-?up|pull-?up|swim|cycl|bike|yoga|stretch|sleep|diet|eat|sugar|smok|alcohol|walk|steps|health|muscle|plank|бег|пробеж|марафон|забег|зал|фитнес|похуд|вес|кг|отжим|подтяг|плав|велосипед|йог|растяж|сон|спать|питани|сахар|кур(ить|ени)|алкогол|ходьб|шаг|здоров|мышц|планк|трениров/giu,
  ],
  [
    'finances',
    /save|saving|money|budget|debt|loan|mortgage|invest|income|salary|emergency fund|\$|€|£|₽|pension|retire|накоп|копить|отлож|деньг|бюджет|долг|кредит|ипотек|инвест|доход|зарплат|подушк|пенси|руб|сбереж|финанс/giu,
  ],
  [
    'career',
    /job|career|promotion|interview|resume|\bcv\b|salary|raise|manager|position|role|hire|linkedin|portfolio|работ|карьер|повышени|собеседовани|резюме|должност|ваканси|оффер|руководител|тимлид|senior|менеджер/giu,
  ],
  [
    'self-development',
    /read|book|learn|language|english|spanish|german|french|habit|discipline|speak|words|course|vocabulary|ielts|toefl|читать|прочита|книг|выучить|язык|английск|испанск|немецк|французск|привычк|дисциплин|слов|курс|саморазвит|продуктивн/giu,
  ],
  [
    'relationships',
    /friend|family|partner|wife|husband|date|dating|relationship|parents|kids|children|love|marriage|friends|people|друз|друг|семь|партн[её]р|жен|муж|свидани|отношени|родител|дет|любов|брак|знакомств|общени/giu,
  ],
  [
    'creativity',
    /draw|paint|write|novel|story|stories|poem|poetry|song|music|compose|photo|film|design|sketch|рис|живопис|картин|писать|написать|роман|рассказ|стих|песн|музык|фото|снять|дизайн|скетч|творч/giu,
  ],
  [
    'spirituality',
    /meditat|mindful|pray|gratitude|journal|retreat|spiritual|faith|calm|yoga nidra|медит|осознан|молит|благодарн|дневник|ретрит|духовн|вер[аы]|спокойстви|випассан/giu,
  ],
  [
    'hobbies',
    /guitar|piano|chess|garden|cook|bake|fish|knit|climb|travel|hike|dance|ski|surf|board game|instrument|play|гитар|пианино|фортепиано|шахмат|сад|огород|готов|выпечк|рыбалк|вязани|скалолаз|путешеств|поход|танц|лыж|сёрф|серф|хобби|инструмент|играть/giu,
  ],
  [
    'technology',
    /code|coding|program|python|javascript|typescript|react|app|software|developer|ai\b|machine learning|data|sql|linux|cloud|devops|website|github|код|программ|разработ|приложени|сайт|данн|нейросет|машинн|облак|девопс|айти/giu,
  ],
  [
    'science',
    /science|research|paper|experiment|physics|chemistry|biology|math|astronom|thesis|phd|dissertation|lab|study of|наук|исследов|научн|эксперимент|физик|хими|биолог|математ|астроном|диссертац|лаборатор|статью|журнал/giu,
  ],
];

/** Infers the category from the words of the goal (and its unit); self-development when nothing matches. */
export function inferCategory(text: string, target: Target | null): Category {
  const scores = new Map<Category, number>();
  for (const [category, re] of KEYWORDS) {
    re.lastIndex = 0;
    const n = text.match(re)?.length ?? 0;
    if (n > 0) scores.set(category, n);
  }
  if (target) {
    const kind = unitKind(target.unit);
    const bonus: Category | null =
      kind === 'money'
        ? 'finances'
        : kind === 'distance' ||
            kind === 'weight' ||
            ['pushup', 'pullup', 'step', 'workout'].includes(target.unit)
          ? 'health'
          : target.unit === 'book' || target.unit === 'word'
            ? 'self-development'
            : target.unit === 'meditation'
              ? 'spirituality'
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
