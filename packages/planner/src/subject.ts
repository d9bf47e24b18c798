import { stems } from './domain-text.js';
import type { Language } from './types.js';

/** What a skill goal is about, as a label prefix: [stems, English, Russian]. Earlier entries win. */
const SUBJECTS: Array<[string, string, string]> = [
  ['guitar|гитар', 'Guitar', 'Гитара'],
  ['piano|keyboard|пианино|фортепиано|синтезатор', 'Piano', 'Фортепиано'],
  ['violin|скрипк', 'Violin', 'Скрипка'],
  ['drums?(?![\\p{L}])|барабан', 'Drums', 'Барабаны'],
  ['ukulele|укулеле', 'Ukulele', 'Укулеле'],
  ['saxophone|саксофон', 'Saxophone', 'Саксофон'],
  ['sing(?!le)|vocal|вокал|пет[ьи](?![\\p{L}])|пени', 'Singing', 'Вокал'],
  ['portrait|портрет', 'Portrait drawing', 'Портреты'],
  ['watercolou?r|акварел', 'Watercolour', 'Акварель'],
  ['paint|живопис|маслом', 'Painting', 'Живопись'],
  ['draw|sketch|рисова|рисун|нарис|скетч', 'Drawing', 'Рисование'],
  ['photo|фотограф|фото(?![\\p{L}])', 'Photography', 'Фотография'],
  ['video\\s+edit|монтаж', 'Video editing', 'Видеомонтаж'],
  ['chess|шахмат', 'Chess', 'Шахматы'],
  ['bak|bread|sourdough|выпечк|хлеб|печь(?![\\p{L}])', 'Baking', 'Выпечка'],
  ['cook|dishes|recipe|готовить|кулинар|блюд', 'Cooking', 'Кулинария'],
  ['salsa|сальс', 'Salsa', 'Сальса'],
  ['tango|танго', 'Tango', 'Танго'],
  ['danc|танц', 'Dancing', 'Танцы'],
  ['knit|crochet|вязан|вязать', 'Knitting', 'Вязание'],
  ['sew|шить|шить', 'Sewing', 'Шитьё'],
  ['climb|bouldering|скалолаз|боулдеринг', 'Climbing', 'Скалолазание'],
  ['snowboard|сноуборд', 'Snowboarding', 'Сноуборд'],
  ['ski(?:ing)?(?![\\p{L}])|лыж|горнолыж', 'Skiing', 'Лыжи'],
  ['surf|с[её]рф', 'Surfing', 'Сёрфинг'],
  ['garden|сад(?![\\p{L}])|огород|рассад', 'Gardening', 'Сад и огород'],
  ['fishing|рыбалк', 'Fishing', 'Рыбалка'],
  ['juggl|жонгл', 'Juggling', 'Жонглирование'],
  ['calligraph|каллиграф', 'Calligraphy', 'Каллиграфия'],
  ['yoga|йог', 'Yoga', 'Йога'],
  ['stretch|split|растяжк|шпагат', 'Stretching', 'Растяжка'],
  ['boxing|бокс', 'Boxing', 'Бокс'],
  ['tennis|теннис', 'Tennis', 'Теннис'],
  ['python|питон', 'Python', 'Python'],
  ['javascript|js(?![\\p{L}])|typescript', 'JavaScript', 'JavaScript'],
  ['sql(?![\\p{L}])', 'SQL', 'Запросы SQL'],
  ['excel|эксел|таблиц', 'Excel', 'Таблицы Excel'],
  [
    'machine\\s+learning|ml(?![\\p{L}])|машинн\\p{L}*\\s+обучени|нейросет',
    'Machine learning',
    'Машинное обучение',
  ],
  ['data\\s+(?:analy|scien)|анализ\\p{L}*\\s+данных|аналитик', 'Data analysis', 'Анализ данных'],
  ['web|website|сайт|вёрстк|верстк|frontend|фронтенд', 'Web development', 'Веб-разработка'],
  ['app(?:s)?(?![\\p{L}])|приложени', 'App development', 'Приложение'],
  ['program|coding|code(?![\\p{L}])|программ|код(?![\\p{L}])', 'Programming', 'Программирование'],
  [
    'public\\s+speak|speech|публичн\\p{L}*\\s+выступ|выступлени|оратор',
    'Public speaking',
    'Публичные выступления',
  ],
  ['design|дизайн', 'Design', 'Дизайн'],
  ['poem|poetry|стих|поэз', 'Poetry', 'Стихи'],
  ["write\\s+(?:a\\s+)?(?:\\p{L}+[’'s]*\\s+)?book|написать\\s+(?:\\p{L}+\\s+)?книгу", 'Book', 'Книга'],
  ['song|music|compose|песн|музык', 'Music', 'Музыка'],
  ['stor(?:y|ies)|рассказ', 'Short stories', 'Рассказы'],
];

const COMPILED = SUBJECTS.map(([s, en, ru]) => [stems(s), en, ru] as const);

/** The subject of a skill goal from a list of common ones ("Guitar", "Гитара"), or null. */
/** The English name of the goal's known subject (the key of its label forms), or null. */
export function knownSubjectKey(text: string): string | null {
  for (const [re, en] of COMPILED) if (re.test(text)) return en;
  return null;
}

export function knownSubject(text: string, lang: Language): string | null {
  for (const [re, en, ru] of COMPILED) if (re.test(text)) return lang === 'ru' ? ru : en;
  return null;
}

const LEAD =
  /^(?:i\s+want\s+to\s+|хочу\s+|надо\s+|нужно\s+)?(?:learn\s+(?:to\s+|how\s+to\s+)?|get\s+(?:better\s+at|good\s+at)\s+|master\s+|start\s+|become\s+|improve\s+(?:my\s+)?|научиться\s+|выучить\s+|освоить\s+|начать\s+|стать\s+|улучшить\s+|развить\s+|изучить\s+|разобраться\s+в\s+)/iu;
const TAIL =
  /\s+(?:by|before|until|in|within|for|every|each|к|до|за|через|в\s+течение|каждый|каждую|каждое)\s+.*$/iu;

/** The goal's own words when no known subject fits: "жонглировать", "woodworking". */
export function subjectFromText(text: string): string {
  const s = text
    .trim()
    .replace(LEAD, '')
    .replace(TAIL, '')
    .replace(/[.!?…]+$/u, '')
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : text.trim();
}
