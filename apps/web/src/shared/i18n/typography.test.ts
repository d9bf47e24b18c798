import { describe, expect, it } from 'vitest';

// Every texts module of the web app: each exports `en` and `ru` (see namespace.ts).
const modules = import.meta.glob<{ en: unknown; ru: unknown }>('../../**/texts.ts', { eager: true });

/** Every string of a texts object with its dotted key. */
function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}

function offending(lang: 'en' | 'ru', bad: RegExp): string[] {
  return Object.entries(modules).flatMap(([file, texts]) =>
    strings(texts[lang])
      .filter(([, text]) => bad.test(text))
      .map(([key, text]) => `${file} ${key}: ${text}`),
  );
}

describe('typography of the texts', () => {
  it('walks every texts module of the app', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    for (const [file, texts] of Object.entries(modules)) {
      expect(strings(texts.en).length, file).toBeGreaterThan(0);
      expect(strings(texts.ru).length, file).toBeGreaterThan(0);
    }
  });

  it('English texts use English quotes, never « »', () => {
    expect(offending('en', /[«»]/)).toEqual([]);
  });

  it('Russian texts have no gender hedges such as «получил(а)»', () => {
    // An ending in brackets after a word: «сделал(а)», «Он(а)», «достиг(ла)», «подписался(ась)».
    expect(offending('ru', /[а-яё]\((а|a|ла|ась|ая|на)\)/i)).toEqual([]);
  });

  it('Russian texts call a mentor «наставник», never «ментор»', () => {
    expect(offending('ru', /ментор/i)).toEqual([]);
  });
});
