import { describe, expect, it } from 'vitest';
import { quoted } from './quote';

// Every texts module of the web app: each exports `en` and `ru` (see namespace.ts).
// Every component's source: a quote mark written into markup shows in both languages.
const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
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

/** Following a person (not a plan): the spec's profile action is 'Subscribe'. */
const PEOPLE_FOLLOW =
  /\bfollowers?\b|\bfollow(s|ing)? (you|yourself|people|them|this person|each other|anyone)\b/i;

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

  it('English texts keep the spec’s “Subscribe” family: subscribers and subscriptions, never followers', () => {
    // Following a plan is another sense and stays; following a person is subscribing.
    expect(offending('en', PEOPLE_FOLLOW)).toEqual([]);
  });

  it('Russian texts have no gender hedges such as «получил(а)»', () => {
    // An ending in brackets after a word: «сделал(а)», «Он(а)», «достиг(ла)», «подписался(ась)».
    expect(offending('ru', /[а-яё]\((а|a|ла|ась|ая|на)\)/i)).toEqual([]);
  });

  it('Russian texts call a mentor «наставник», never «ментор»', () => {
    expect(offending('ru', /ментор/i)).toEqual([]);
  });

  it('components quote through quoted(), never a « » written into the markup', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const lines = Object.entries(sources).flatMap(([file, source]) =>
      source
        .split('\n')
        .filter((line) => /[«»]/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(lines).toEqual([]);
  });

  it('quoted() uses the reader’s quote marks', () => {
    expect(quoted('Run 10 km', 'en')).toBe('“Run 10 km”');
    expect(quoted('Пробежать 10 км', 'ru')).toBe('«Пробежать 10 км»');
  });
});
