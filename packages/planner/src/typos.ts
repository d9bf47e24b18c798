import type { Language } from './types.js';

/** Key words whose misspellings change the plan ("пахудеть" read as a body weight). */
const KEYWORDS: Record<Language, string[]> = {
  ru: [
    'похудеть',
    'пробежать',
    'марафон',
    'полумарафон',
    'накопить',
    'прочитать',
    'выучить',
    'научиться',
    'бросить',
    'сбросить',
    'подтягиваться',
    'отжиматься',
    'заработать',
    'английский',
    'медитировать',
    'килограмм',
    'диссертацию',
    'свадьбу',
    'переехать',
    'организовать',
    'отпраздновать',
    'расхламить',
    'нарисовать',
    'путешествовать',
    'тренировки',
    'тренировка',
    'кредитку',
    'кредитка',
  ],
  en: [
    'weight',
    'marathon',
    'smoking',
    'running',
    'swimming',
    'meditate',
    'english',
    'spanish',
    'kilograms',
    'thesis',
    'wedding',
    'promotion',
    'organize',
    'organise',
    'birthday',
    'anniversary',
    'graduation',
    'vacation',
    'declutter',
    'renovate',
    'dentist',
    'cholesterol',
    'diabetes',
    'paintings',
    'mortgage',
    'kindergarten',
  ],
};

/** Damerau–Levenshtein distance (one edit is a typo; two often make another word), capped: returns cap + 1 as soon as it is exceeded. */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d.push([i]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > cap) return cap + 1;
  }
  return d[a.length]![b.length]!;
}

const cache = new Map<string, string>();

/**
 * Replaces words one edit away from a key word (two for long words) with the key word, keeping the rest of
 * the text: "пахудеть на 8 кг" → "похудеть на 8 кг", "loose wieght" → "lose weight".
 */
export function fixTypos(text: string, lang: Language): string {
  const key = `${lang}|${text}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const list = [...KEYWORDS.en, ...(lang === 'ru' ? KEYWORDS.ru : [])];
  const known = new Set(list);
  const short = lang === 'ru' ? SHORT.ru : SHORT.en;
  const out = text.replace(/\p{L}{6,}|\p{L}{4,5}/gu, (word) => {
    if (word.length <= 5) return shortFix(word, short);
    const lower = word.toLowerCase();
    if (known.has(lower)) return word;
    const cap = 1;
    for (const k of list) {
      if (k[0] !== lower[0]) continue;
      if (distance(lower, k, cap) <= cap && !isInflection(lower, k)) return k;
    }
    return word;
  });
  if (cache.size > 5000) cache.clear();
  cache.set(key, out);
  return out;
}

/** Short key words: only a swapped pair or a missing letter is a typo for them ("novle", "finsh", "wirte"). */
const SHORT: Record<Language, string[]> = {
  // Only words no real word is one letter short of ("weigh" is not "weight", "star" is not "start").
  en: [
    'novel',
    'finish',
    'write',
    'speak',
    'dance',
    'guitar',
    'piano',
    'spanish',
    'french',
    'german',
    'english',
    'marathon',
    'thesis',
    'wedding',
  ],
  ru: ['роман', 'плавать', 'выучить', 'научиться', 'сдать', 'бросить'],
};

function shortFix(word: string, keys: string[]): string {
  const lower = word.toLowerCase();
  for (const k of keys) {
    if (k === lower || k[0] !== lower[0]) continue;
    const swapped =
      k.length === lower.length &&
      distance(lower, k, 1) === 1 &&
      [...lower].sort().join('') === [...k].sort().join('');
    const missing = k.length === lower.length + 1 && distance(lower, k, 1) === 1;
    if (swapped || missing) return word[0] === word[0]!.toUpperCase() ? k[0]!.toUpperCase() + k.slice(1) : k;
  }
  return word;
}

/** "прочитал" vs "прочитать", "reads" vs "read": a different ending, not a typo. */
function isInflection(word: string, key: string): boolean {
  // An ending changes the last letter or the length: "marathan" for "marathon" is a typo inside the word.
  if (word.length === key.length && word.at(-1) === key.at(-1)) return false;
  const stem = Math.min(word.length, key.length) - 2;
  return stem >= 4 && word.slice(0, stem) === key.slice(0, stem);
}
