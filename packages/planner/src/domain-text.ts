/** Reading a domain from goal text: word stems, and the subject and known date the text gives a domain. */
import { examSubjects } from './exam-subjects.js';
import type { Language } from './types.js';

/** A word stem that starts a word (JavaScript's \b ignores Cyrillic, so the boundary is a lookbehind). */
export function stems(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'iu');
}

/** ЕГЭ and ОГЭ main periods start in late May: the plan runs to 25 May of the school year. */
export function stateExamDate(text: string, today: number): number | null {
  if (!stems('егэ|огэ|ege(?![\\p{L}])|oge(?![\\p{L}])').test(text)) return null;
  const year = new Date(today * 86_400_000).getUTCFullYear();
  const day = Date.UTC(year, 4, 25) / 86_400_000;
  return day - today >= 14 ? day : Date.UTC(year + 1, 4, 25) / 86_400_000;
}

export const words = (source: string) => {
  const re = stems(source);
  return (text: string) => re.test(text);
};

export const QUIT_VERB =
  /^(?:i\s+want\s+to\s+|i\s+will\s+|хочу\s+|надо\s+|нужно\s+)?(?:quit|stop|give\s+up|cut\s+out|cut\s+back\s+on|break\s+the\s+habit\s+of|kick\s+the\s+habit\s+of|бросить|перестать|прекратить|отказаться\s+от|избавиться\s+от(?:\s+привычки)?|завязать\s+с)(?![\p{L}])\s*(.+)$|^(?:хочу\s+|надо\s+|нужно\s+)?(?:больше\s+)?не\s+((?:[а-яё]+(?:ть|ться|ти|чь|чься))(?![\p{L}]).*)$/iu;
const QUIT_TAIL =
  /\s+(?:by|before|until|in|within|for|to|к|до|за|через|в\s+течение|с)\s+(?:\d|the\s|next|end|this|конц|нов|следующ|январ|феврал|март|апрел|ма[яюе]|июн|июл|август|сентябр|октябр|ноябр|декабр|лет|осен|зим|весн|неделю|месяц|год|полгода).*$/iu;

export function quitSubject(text: string): string {
  const m = QUIT_VERB.exec(text.trim());
  let s = (m?.[1] ?? m?.[2] ?? text)
    .replace(QUIT_TAIL, '')
    .replace(/[.!?…]+$/u, '')
    .trim();
  s = s.replace(/^(?:(?:the\s+)?habit\s+of\s+|привычки\s+)/iu, '');
  // The habit is the first clause, without "completely" or "for good": "soda completely, I drink like 4 cans".
  s = (s.split(/[,;(—–]|\s-\s/u)[0] ?? s).replace(HOW_MUCH, '').trim();
  const first = s.split(/\s+/).slice(0, 5).join(' ');
  // Lower case at the start only: "Amazon" keeps its capital.
  const wordsOf = first.charAt(0).toLowerCase() + first.slice(1);
  // In the coach's voice: "checking my phone" → "checking your phone"; «с энергетиками» → «энергетики».
  return nominativePlural(voiced(wordsOf), text) || text.trim().toLowerCase();
}

/** «завязать с энергетиками» names the habit in the instrumental: a plural noun is said back as «энергетики». */
function nominativePlural(phrase: string, text: string): string {
  if (!/(?:завязать|покончить)\s+с\s/iu.test(text) || /\s/u.test(phrase)) return phrase;
  return phrase
    .replace(/([гкхжчшщ])ами$/u, '$1и')
    .replace(/ями$/u, 'и')
    .replace(/ами$/u, 'ы');
}

const HOW_MUCH =
  /\s+(?:completely|entirely|altogether|for\s+good|once\s+and\s+for\s+all|forever|совсем|навсегда|полностью|окончательно)(?![\p{L}])/giu;

const VOICE: Record<string, string> = { my: 'your', me: 'you', myself: 'yourself', mine: 'yours', i: 'you' };

/** The person's own words as a coach says them back: "my phone" → "your phone" (English only). */
export function voiced(phrase: string): string {
  return phrase.replace(
    /(?<![\p{L}'])(my|me|myself|mine|i)(?![\p{L}'])/giu,
    (w) => VOICE[w.toLowerCase()] ?? w,
  );
}

export const PLATFORMS: Array<[RegExp, string, string]> = [
  [stems('telegram|телеграм|тг(?![\\p{L}])'), 'Telegram channel', 'Телеграм-канал'],
  [stems('youtube|you tube|ютуб'), 'YouTube channel', 'Ютуб-канал'],
  // «инст», «инсту» for Instagram, not the first letters of «инструктор», «институт», «инструмент».
  [stems('instagram|инстаграм|инст(?:а|у|е|ой)?(?![\\p{L}])'), 'Instagram', 'Инстаграм'],
  [stems('tik\\s?tok|тикток|тик-ток'), 'TikTok', 'Тикток'],
  [stems('vk(?![\\p{L}])|вконтакте|вк(?![\\p{L}])'), 'VK community', 'Сообщество ВКонтакте'],
  [stems('podcast|подкаст'), 'podcast', 'Подкаст'],
  [stems('newsletter|substack|рассылк'), 'newsletter', 'Рассылка'],
  [stems('twitch|твич'), 'Twitch channel', 'Твич-канал'],
  [stems('blog|блог'), 'blog', 'Блог'],
];

export function platformSubject(text: string, lang: Language): string {
  for (const [re, en, ru] of PLATFORMS) if (re.test(text)) return lang === 'ru' ? ru : en;
  return lang === 'ru' ? 'Канал' : 'channel';
}

export const EXAMS: Array<[RegExp, string, string]> = [
  [stems('егэ|ege(?![\\p{L}])'), 'Unified State Exam', 'ЕГЭ'],
  [stems('огэ|oge(?![\\p{L}])'), 'OGE exam', 'ОГЭ'],
  [stems('ielts|айелтс'), 'IELTS', 'IELTS'],
  [stems('toefl|тоефл'), 'TOEFL', 'TOEFL'],
  [stems('toeic'), 'TOEIC', 'TOEIC'],
  [
    stems('cambridge|cae(?![\\p{L}])|fce(?![\\p{L}])|cpe(?![\\p{L}])'),
    'Cambridge exam',
    'Кембриджский экзамен',
  ],
  [stems('delf|dalf'), 'DELF', 'DELF'],
  [stems('dele(?![\\p{L}])'), 'DELE', 'DELE'],
  [stems('goethe|testdaf|гёте|гете'), 'German exam', 'Экзамен по немецкому'],
  [stems('hsk(?![\\p{L}])'), 'HSK', 'HSK'],
  [stems('jlpt'), 'JLPT', 'JLPT'],
  [stems('gre(?![\\p{L}])'), 'GRE', 'GRE'],
  [stems('gmat'), 'GMAT', 'GMAT'],
  [stems('sat(?![\\p{L}])'), 'SAT', 'SAT'],
  [stems('a[-\\s]?levels?(?![\\p{L}])'), 'A-levels', 'A-levels'],
  [stems('gcses?(?![\\p{L}])'), 'GCSEs', 'GCSE'],
  [stems('aws'), 'AWS certification exam', 'сертификационный экзамен AWS'],
  [stems('azure'), 'Azure certification exam', 'сертификационный экзамен Azure'],
  [stems('gcp'), 'Google Cloud certification exam', 'сертификационный экзамен Google Cloud'],
  [stems('cisco|ccna'), 'CCNA exam', 'экзамен CCNA'],
  [stems('pmp'), 'PMP exam', 'экзамен PMP'],
  [stems('cfa'), 'CFA exam', 'экзамен CFA'],
  [stems('acca'), 'ACCA exam', 'экзамен ACCA'],
];

/** "ЕГЭ по математике", "Экзамен по праву", "IELTS". Latin names stay in Russian labels only when short. */
export function examSubject(text: string, lang: Language): string {
  const subjectRu = /по\s+(\p{L}+(?:\s+(?:языку|литературе|истории))?)/iu.exec(text)?.[1];
  const subjectEn =
    /\b(?:in|on)\s+(maths?|math|physics|chemistry|biology|history|law|english|economics|statistics)/iu.exec(
      text,
    )?.[1];
  // Several subjects of one exam ("ЕГЭ по математике и физике"): all of them, as the exam plan takes them.
  const several = examSubjects(text);
  const list = (names: string[]) =>
    names.slice(0, -1).join(', ') + (lang === 'ru' ? ' и ' : ' and ') + names.at(-1);
  for (const [re, en, ru] of EXAMS) {
    if (!re.test(text)) continue;
    if (several.length >= 2)
      return lang === 'ru'
        ? `${ru} по ${list(several.map((x) => x.ruPo))}`
        : `${en} in ${list(several.map((x) => x.en))}`;
    if (lang === 'ru') return subjectRu && /ЕГЭ|ОГЭ/.test(ru) ? `${ru} по ${subjectRu.toLowerCase()}` : ru;
    return subjectEn ? `${en} in ${subjectEn.toLowerCase()}` : en;
  }
  if (lang === 'ru') return subjectRu ? `Экзамен по ${subjectRu.toLowerCase()}` : 'Экзамен';
  return subjectEn ? `${subjectEn.charAt(0).toUpperCase()}${subjectEn.slice(1).toLowerCase()} exam` : 'Exam';
}

const DAILY_TAIL =
  /\s*(?:(?:every|each)\s+(?:day|morning|evening|night)|daily|a\s+day|per\s+day|каждый\s+день|каждое\s+утро|каждый\s+вечер|ежедневно|в\s+день|по\s+утрам|без\s+выходных).*$/iu;

export function dailySubject(text: string): string {
  const s = text
    .trim()
    .replace(/^(?:i\s+want\s+to\s+|start\s+|begin\s+|хочу\s+|начать\s+)/iu, '')
    .replace(DAILY_TAIL, '')
    .replace(/[.!?…]+$/u, '')
    .trim();
  // Lower-cased as a phrase in a sentence, names kept ("read the Bible"), acronyms too.
  return litres((s || text.trim()).replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()));
}

/** «2л воды» is said in words: «2 литра воды». */
function litres(phrase: string): string {
  return phrase.replace(/(\d+(?:[.,]\d+)?)\s*л(?![\p{L}])/gu, (_, n: string) => {
    const whole = Number(n.replace(',', '.'));
    const word =
      !Number.isInteger(whole) || [2, 3, 4].includes(whole % 10)
        ? 'литра'
        : whole % 10 === 1 && whole % 100 !== 11
          ? 'литр'
          : 'литров';
    return `${n} ${word}`;
  });
}
