import type { Language } from './types.js';

/** The goal's language: Russian when Cyrillic letters are at least as many as Latin ones. */
export function detectLanguage(text: string): Language {
  let cyr = 0;
  let lat = 0;
  for (const ch of text) {
    if (/[а-яё]/i.test(ch)) cyr++;
    else if (/[a-z]/i.test(ch)) lat++;
  }
  return cyr > 0 && cyr >= lat ? 'ru' : 'en';
}
