import { isMoney } from './currencies.js';

/** Units a target can be measured in, with their forms in both languages. */
export type UnitKind = 'distance' | 'weight' | 'money' | 'count' | 'time';

export interface UnitDef {
  id: string;
  kind: UnitKind;
  /** Whether a target in this unit is, by default, a total to accumulate or a level to reach. */
  measure: 'total' | 'level';
  /** [one, other] */
  en: [string, string];
  /** [one, few, many, accusative singular when it differs] */
  ru: [string, string, string, string?];
  /** Decimal places shown. */
  decimals: number;
  /** Regex source matching the word in a goal text (en and ru stems). */
  match: string;
}

const u = (
  id: string,
  kind: UnitKind,
  measure: 'total' | 'level',
  en: [string, string],
  ru: [string, string, string, string?],
  match: string,
  decimals = 0,
): UnitDef => ({ id, kind, measure, en, ru, match, decimals });

export const UNITS: UnitDef[] = [
  u(
    'km',
    'distance',
    'level',
    ['km', 'km'],
    ['км', 'км', 'км'],
    'km|kilomet(?:er|re)s?|км|километр\\p{L}*',
    1,
  ),
  u(
    'mi',
    'distance',
    'level',
    ['mile', 'miles'],
    ['миля', 'мили', 'миль', 'милю'],
    'mi|miles?|мил[ьяиюе]\\p{L}*',
    1,
  ),
  u('m', 'distance', 'level', ['m', 'm'], ['м', 'м', 'м'], 'm|meters?|metres?|м|метр\\p{L}*'),
  u('kg', 'weight', 'level', ['kg', 'kg'], ['кг', 'кг', 'кг'], 'kg|kilos?|kilograms?|кг|кило\\p{L}*', 1),
  u('lb', 'weight', 'level', ['lb', 'lb'], ['фунт', 'фунта', 'фунтов'], 'lbs?|pounds?'),
  u('step', 'count', 'level', ['step', 'steps'], ['шаг', 'шага', 'шагов'], 'steps?|шаг\\p{L}*'),
  u(
    'pushup',
    'count',
    'level',
    ['push-up', 'push-ups'],
    ['отжимание', 'отжимания', 'отжиманий'],
    'push-?ups?|отжиман\\p{L}*',
  ),
  u(
    'pullup',
    'count',
    'level',
    ['pull-up', 'pull-ups'],
    ['подтягивание', 'подтягивания', 'подтягиваний'],
    'pull-?ups?|подтягиван\\p{L}*',
  ),
  u(
    'minute',
    'time',
    'level',
    ['minute', 'minutes'],
    ['минута', 'минуты', 'минут', 'минуту'],
    'min(?:ute)?s?|мин(?:ут\\p{L}*)?',
  ),
  u('hour', 'time', 'total', ['hour', 'hours'], ['час', 'часа', 'часов'], 'h(?:ou)?rs?|час(?:а|ов)?'),
  u('book', 'count', 'total', ['book', 'books'], ['книга', 'книги', 'книг', 'книгу'], 'books?|книг\\p{L}*'),
  u(
    'page',
    'count',
    'total',
    ['page', 'pages'],
    ['страница', 'страницы', 'страниц', 'страницу'],
    'pages?|страниц\\p{L}*',
  ),
  u('word', 'count', 'total', ['word', 'words'], ['слово', 'слова', 'слов'], 'words?|слов[ао]?'),
  u('lesson', 'count', 'total', ['lesson', 'lessons'], ['урок', 'урока', 'уроков'], 'lessons?|урок\\p{L}*'),
  u(
    'problem',
    'count',
    'total',
    ['problem', 'problems'],
    ['задача', 'задачи', 'задач', 'задачу'],
    'problems?|задач\\p{L}*',
  ),
  u(
    'article',
    'count',
    'total',
    ['article', 'articles'],
    ['статья', 'статьи', 'статей', 'статью'],
    'articles?|posts?|стат(?:ья|ьи|ей|ью)',
  ),
  u('paper', 'count', 'total', ['paper', 'papers'], ['статья', 'статьи', 'статей', 'статью'], 'papers?'),
  u(
    'chapter',
    'count',
    'total',
    ['chapter', 'chapters'],
    ['глава', 'главы', 'глав', 'главу'],
    'chapters?|глав[аыу]?',
  ),
  u(
    'poem',
    'count',
    'total',
    ['poem', 'poems'],
    ['стихотворение', 'стихотворения', 'стихотворений'],
    'poems?|стих\\p{L}*',
  ),
  u(
    'story',
    'count',
    'total',
    ['story', 'stories'],
    ['рассказ', 'рассказа', 'рассказов'],
    'stor(?:y|ies)|рассказ\\p{L}*',
  ),
  u(
    'drawing',
    'count',
    'total',
    ['drawing', 'drawings'],
    ['рисунок', 'рисунка', 'рисунков'],
    'drawings?|sketch(?:es)?|рисун\\p{L}*|скетч\\p{L}*',
  ),
  u(
    'painting',
    'count',
    'total',
    ['painting', 'paintings'],
    ['картина', 'картины', 'картин', 'картину'],
    'paintings?|картин\\p{L}*',
  ),
  u(
    'song',
    'count',
    'total',
    ['song', 'songs'],
    ['песня', 'песни', 'песен', 'песню'],
    'songs?|пес(?:ня|ни|ен|ню)',
  ),
  u('course', 'count', 'total', ['course', 'courses'], ['курс', 'курса', 'курсов'], 'courses?|курс(?:а|ов)?'),
  u(
    'project',
    'count',
    'total',
    ['project', 'projects'],
    ['проект', 'проекта', 'проектов'],
    'projects?|проект\\p{L}*',
  ),
  u(
    'photo',
    'count',
    'total',
    ['photo', 'photos'],
    ['фотография', 'фотографии', 'фотографий', 'фотографию'],
    'photos?|photographs?|фото\\p{L}*',
  ),
  u(
    'film',
    'count',
    'total',
    ['film', 'films'],
    ['фильм', 'фильма', 'фильмов'],
    'films?|movies?|фильм\\p{L}*',
  ),
  u(
    'country',
    'count',
    'total',
    ['country', 'countries'],
    ['страна', 'страны', 'стран', 'страну'],
    'countr(?:y|ies)|стран\\p{L}*',
  ),
  u(
    'experiment',
    'count',
    'total',
    ['experiment', 'experiments'],
    ['эксперимент', 'эксперимента', 'экспериментов'],
    'experiments?|эксперимент\\p{L}*',
  ),
  u(
    'date',
    'count',
    'total',
    ['date', 'dates'],
    ['свидание', 'свидания', 'свиданий'],
    'dates|свидани\\p{L}*',
  ),
  u(
    'application',
    'count',
    'total',
    ['application', 'applications'],
    ['отклик', 'отклика', 'откликов'],
    'applications?|отклик\\p{L}*|заявк\\p{L}*',
  ),
  u(
    'friend',
    'count',
    'total',
    ['friend', 'friends'],
    ['друг', 'друга', 'друзей'],
    'friends?|друз\\p{L}*|друга?',
  ),
  u(
    'person',
    'count',
    'total',
    ['person', 'people'],
    ['человек', 'человека', 'человек'],
    'people|persons?|человек\\p{L}*|люд\\p{L}*',
  ),
  u('piece', 'count', 'total', ['piece', 'pieces'], ['вещь', 'вещи', 'вещей'], 'pieces?'),
  u('guest', 'count', 'total', ['guest', 'guests'], ['гость', 'гостя', 'гостей'], 'guests?|гост(?:ь|я|ей)'),
  u('tooth', 'count', 'total', ['tooth', 'teeth'], ['зуб', 'зуба', 'зубов'], 'teeth|tooth|зуб(?:а|ов)?'),
  u(
    'sweater',
    'count',
    'total',
    ['sweater', 'sweaters'],
    ['свитер', 'свитера', 'свитеров'],
    'sweaters?|jumpers?|свитер(?:а|ов)?',
  ),
  u(
    'workout',
    'count',
    'total',
    ['workout', 'workouts'],
    ['тренировка', 'тренировки', 'тренировок', 'тренировку'],
    'workouts?|тренировк\\p{L}*',
  ),
  u(
    'meditation',
    'count',
    'total',
    ['meditation', 'meditations'],
    ['медитация', 'медитации', 'медитаций', 'медитацию'],
    'meditations?|медитаци\\p{L}*',
  ),
  u(
    'subscriber',
    'count',
    'level',
    ['subscriber', 'subscribers'],
    ['подписчик', 'подписчика', 'подписчиков'],
    'subscribers?|followers?|subs|подписчик\\p{L}*|фолловер\\p{L}*',
  ),
  u('point', 'count', 'level', ['point', 'points'], ['балл', 'балла', 'баллов'], 'points?|балл\\p{L}*'),
  u('band', 'count', 'level', ['band', 'band'], ['балл', 'балла', 'баллов'], 'band', 1),
  u('day', 'count', 'total', ['day', 'days'], ['день', 'дня', 'дней'], 'days?|д(?:ень|ня|ней)'),
  u('dish', 'count', 'total', ['dish', 'dishes'], ['блюдо', 'блюда', 'блюд'], 'dish(?:es)?|блюд\\p{L}*'),
  u(
    'recipe',
    'count',
    'total',
    ['recipe', 'recipes'],
    ['рецепт', 'рецепта', 'рецептов'],
    'recipes?|рецепт\\p{L}*',
  ),
  u(
    'video',
    'count',
    'total',
    ['video', 'videos'],
    ['видео', 'видео', 'видео'],
    'videos?|видео\\p{L}*|ролик\\p{L}*',
  ),
  u('post', 'count', 'total', ['post', 'posts'], ['пост', 'поста', 'постов'], 'posts?|пост(?:а|ов)?'),
];

export const UNIT_BY_ID = new Map(UNITS.map((d) => [d.id, d]));

export function unitKind(unit: string): UnitKind {
  if (isMoney(unit)) return 'money';
  return UNIT_BY_ID.get(unit)?.kind ?? 'count';
}
