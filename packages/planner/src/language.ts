import type { Language } from './types.js';

/**
 * The goal's language: Russian when its Cyrillic words are at least as many as its Latin ones. Acronyms and
 * names of tests or tools in capitals (IELTS, IT, AWS) say nothing about the language the person writes in.
 */
export function detectLanguage(text: string): Language {
  let cyr = 0;
  let lat = 0;
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (/[а-яё]/iu.test(word)) cyr++;
    else if (/[a-z]/iu.test(word) && !/^[A-Z]{2,}s?$/u.test(word)) lat++;
  }
  return cyr > 0 && cyr >= lat ? 'ru' : 'en';
}
